import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_CLOCK_START, testDataDragon } from '../../test-support.ts';
import { buildWorld, type World } from '../world.ts';

const QUEUES = [420, 440, 400, 450] as const;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Two matches of each queue, far apart in the schedule, so several platforms show up. */
function sampleOf(world: World) {
  return QUEUES.flatMap((queueId) => {
    const ofQueue = world.matches.filter((m) => m.queueId === queueId);
    return [ofQueue[0], ofQueue[Math.floor(ofQueue.length / 2)]].filter((m) => m !== undefined);
  });
}

/** Digests of every sampled document; any change to the simulation's draws changes them. */
function digests(world: World): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of sampleOf(world)) {
    out[`${m.queueId} ${m.matchId} match`] = sha256(world.matchJson(m));
    out[`${m.queueId} ${m.matchId} timeline`] = sha256(world.timelineJson(m));
  }
  for (const player of world.players.slice(0, 2)) {
    const live = world.forceLiveGame(player, TEST_CLOCK_START + 3_600_000);
    out[`live game of ${player.puuid.slice(0, 8)}`] = sha256(JSON.stringify(live));
  }
  return out;
}

/**
 * Recorded from the simulator. Match documents are the world's data, so a change here is a
 * change of every world: make it on purpose, and record the new digests with it.
 */
const EXPECTED: Record<number, Record<string, string>> = {
  7: {
    '420 EUW1_7501849015 match': 'b4a7d00ddc93d70d83d5c4374d40da8d39aa52fb3ee07b29c5de45d82506bbe7',
    '420 EUW1_7501849015 timeline':
      'd9642153f80dd3be16e7e830fe1bd57a4f86330e0ef936276ca3182bcb05a04e',
    '420 EUN1_3796989589 match': '86aa3d8abb18f680ec9e7bb4bd2a8628a428e8d17d9d18f163ac947f55d4d731',
    '420 EUN1_3796989589 timeline':
      '7d827ae6247b2c4bd7be95532924a4b8a33aff70aa7aa9917a8a45b38f23f0ba',
    '440 EUW1_7503324880 match': 'c35e257c61d5f01cd8d70e3e3febf7dce2b4f3be600ca0d910a1b8486905a729',
    '440 EUW1_7503324880 timeline':
      '57c666cdb7b813da91266a48ff0cf0f7b0db50d402721f89d8720bd58afe6e6d',
    '440 EUN1_3811780042 match': 'f5197caf50e9dada4722a59b5ca5d68c76e5d797e009a4affe948373866645d0',
    '440 EUN1_3811780042 timeline':
      'eac7ab380df47eeda6fd164d79573578a2162b8ade36f22fc2f4bd2b525de8cc',
    '400 EUW1_7501984909 match': '3e9dceb5de16175eae1ddfb250c544d94eb6ef16dc2c45a050581cd0f3241175',
    '400 EUW1_7501984909 timeline':
      '048d3ab02a17734f10db8614fe514396df576fb6c8e925649a3882eadb7d8759',
    '400 EUN1_3824473683 match': '89d58cd6ffca375fe24f4c9e5fd7176ae839aa5e8dab4d7503be73b870ef1c6e',
    '400 EUN1_3824473683 timeline':
      '8cdd716a71133553e2de070aa0b9d82905c1550b45829758460196dc3dfdcba7',
    '450 EUW1_7502581841 match': '1f064628c66260287b827dfc9887406e2f8aaf997788d3f6089a6d135d93bbfe',
    '450 EUW1_7502581841 timeline':
      'a6c864ade4d69f05e3dbd7944187023393dc03c4915d5e18e4dc174920b5a407',
    '450 EUN1_3807955309 match': 'da66eee0ac332aaa819b397a2e7c4e9ca38ec690dd5b15b0a4b4167676a129ab',
    '450 EUN1_3807955309 timeline':
      'eac060192e57678f2fa6e01fab4d8e07fea83b2307c69a2fd1c7206343b8ebe9',
    'live game of CuE_KpDb': '7aae6a9a3f029a63fcae535a2ca47f3777d661b1d050f18d657a51cff8b81896',
    'live game of qCzJnAHB': '2c46aec0facbbdc155696c83b62a6c10505473257da93958d72c9a911188a8c0',
  },
  20250510: {
    '420 EUW1_7501846044 match': 'ea0a5c9f5509b000d2f1d8da519a8508e54c3a90cf3de9ce88e0a945f5e25654',
    '420 EUW1_7501846044 timeline':
      '96677853695001f0bf3917d5c3be9ef602661a5430188b0b5c585015875dafe7',
    '420 EUN1_3800326037 match': 'd6dd246f13207cb8ed1fd06c141915b31a5f06f811a5d05511ae677dad1e4bf0',
    '420 EUN1_3800326037 timeline':
      '7d56fd56ce3fa4d0e1cb2518df189800a8cb89e44335d6ef8298b359ffb3c117',
    '440 EUW1_7507749834 match': '037b30b6bdb6ba9f098eddcede6c6810bf6d7ce06de78b87429fb4412f1e6edd',
    '440 EUW1_7507749834 timeline':
      'ab0dd830e0146fb2f78c2d2adeb03fac49f46430efccd5b2ac6c93aa23a2871e',
    '440 NA1_5337492323 match': '943023d2313db0ff4364eafdb57db9d59053c0cececfb2250e553086df636beb',
    '440 NA1_5337492323 timeline':
      'be5444fa5ce88e04a86d11f2e3765e87f9f55d3cdb0bd8d1722299a8d88b534d',
    '400 EUW1_7502172393 match': 'df0fb59b56fbb70d5a7591bffef0b8b5633fc7cddac65caebada13d02fe595af',
    '400 EUW1_7502172393 timeline':
      'dabc284872cba0f0b086a0c9d31f2f94affb6cebee9d7a5d9fc160c3407f9dc4',
    '400 EUN1_3803039450 match': '7a4e2d1b477e4c19d56916f148d7dca61905b89732aee0e91e0cd9cff5c92737',
    '400 EUN1_3803039450 timeline':
      '2c062a7e2ad00b4d256c5f4e967cbccf3d6cf4814bbd36e640de3a3e9975f11d',
    '450 EUW1_7502106342 match': '4b74bb00921e7aa67ac686a2528f7c0752d541379609d44de0ad5735073ef9c0',
    '450 EUW1_7502106342 timeline':
      '8c21cc6e3d201c753cdbae2f45989a3c37acb7233df425ebfd330117b7e1f118',
    '450 BR1_3121137553 match': '73a04265926594d0fca8c1fa4304bf98a53c45a77c92e6259309a5391766d9b6',
    '450 BR1_3121137553 timeline':
      '5cffb8cfc683736b2780c7109c5d584042a3f26ad197cbde8b3b772a9215e689',
    'live game of FeTyX2hC': 'b8a089d512ff7dee528e35425852a85801edb602f5b92bdb3031859611164fb5',
    'live game of ORqZWHAH': '03cca344209125183ebb85acd45780364d5c5d27b1088edfbf8009a4e1a57398',
  },
};

describe('match simulation', () => {
  it.each([
    [7, 400],
    [20250510, 300],
  ])(
    'a seeded world (seed %i, %i players) generates byte-identical matches, timelines and live games',
    async (seed, players) => {
      const world = buildWorld({
        seed,
        players,
        dataDragon: await testDataDragon(),
        clockStart: TEST_CLOCK_START,
      });
      expect(digests(world)).toEqual(EXPECTED[seed]);
    },
  );
});
