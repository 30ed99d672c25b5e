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
    '420 EUW1_7501925170 match': '41e01302afb93f1fd609e1c21d5aba025536e0ef5a3415e785a128c97c86fe79',
    '420 EUW1_7501925170 timeline':
      'a1ad0886d172ca2813c45a67ede893f243e5fe9a6debc2717b2a386b4edf0875',
    '420 EUN1_3796062543 match': '2f85ddb184d372466b4e1845be0a729e02eb6052e80a63467f3b57d5c333859b',
    '420 EUN1_3796062543 timeline':
      '03aef9df65605961ab11064f63c626d00d6f2a5806e3ef9b50217ca406a2289d',
    '440 EUW1_7502147907 match': '6aa6233a2959e3ce5f689d9f4f390cf047f795835366b81d26aceb10c1225bbd',
    '440 EUW1_7502147907 timeline':
      '599132820e452db4d4ac57ecff6d138a8986ee491e6b47a46830dd4ec2dc884d',
    '440 EUN1_3802285917 match': 'f77fee52f0693e9c721b6a4d3462ab308eaf0ee60efe47fa55f0768c0665afc0',
    '440 EUN1_3802285917 timeline':
      '3b3821486f6ac4f8c3ddc02fcfabb4f40dcd07f1b13fb50feb2426af93e7bf37',
    '400 EUW1_7501984909 match': '6bbb6c90902dd088ff9f2856ab0da00369b0b00c454a7940a8bf4fd8673770bc',
    '400 EUW1_7501984909 timeline':
      'd255d4d7aad8d097522d697a5bc6cb361c5481394cfa9541745b6ef80c097729',
    '400 EUN1_3827850591 match': '5b3f7c20f38281c8ee45e391690b0dd7b630481e922741de502d5ad762108652',
    '400 EUN1_3827850591 timeline':
      '2534488a0a8d9ea5d1394f1c9d63cfdcc0cbd35b85fa1efd303492b1f8ca6dde',
    '450 EUW1_7501849015 match': 'e75d3d0f9931699171c06f5faa826b28a39dec2e96f1ca328434e19b0cacf3d4',
    '450 EUW1_7501849015 timeline':
      '70fa758ddfa67bacb905350db2da1e5db495f3bf6fc55da2d2fec4a10b811eca',
    '450 EUN1_3809395790 match': '30205ddf2e9296c155268db50faf44ab22d741db8b1fda6077abd29e75cf4b95',
    '450 EUN1_3809395790 timeline':
      'e5b6f5bef67f806214cc7f80fcdbb60c98edb117c9357b376e69cb983bd7f54c',
    'live game of CuE_KpDb': '0b94392fbce824f0a9e7769f1c36a02c4ce9345da7f6bc5281337240cec49047',
    'live game of qCzJnAHB': '2c46aec0facbbdc155696c83b62a6c10505473257da93958d72c9a911188a8c0',
  },
  20250510: {
    '420 EUW1_7501846044 match': 'b199ed317f59511bfd43de56b7a764b9668ac229c48107526effb3cf7ccd0a5b',
    '420 EUW1_7501846044 timeline':
      '414126630d1a93d7d4129d3c86f64043c9b03097a0eb13323433041308ced096',
    '420 EUN1_3806307602 match': 'e86ac2af51bc1f00dabecb1996abadb9a823f0f151995fc548d37f1d5fa67ae2',
    '420 EUN1_3806307602 timeline':
      '008b17e1d54daeb2e5d6ef602fdfd0f63c54fb7056d7bcb299c9a54157a81611',
    '440 EUW1_7507573041 match': '9bc838c2d8fff31c446f5b2524a1dcfbffddaaa5bd9c995fb5dd9b8cf5e8e661',
    '440 EUW1_7507573041 timeline':
      '45fa66cc5bd8459b86945d3a1486260e29ba6d4a9e2d536272c224b80c755170',
    '440 NA1_5340691029 match': '61e8a0ff08f1320d35e911fe3d3932b7d437b6ad1fc6535dba4d7d0f406c1831',
    '440 NA1_5340691029 timeline':
      '6b2923a21b818e63510693c75481b18c31678065fecff4aa7672f9b878a4a58f',
    '400 EUW1_7503613874 match': '9b12ea2c03987f7e503c047eda0c5566c42e6354218d273366c50096d1ccc98a',
    '400 EUW1_7503613874 timeline':
      '744886834eb1515c499e7682f0d0a4e0b21de239b734a56742364fb49e7cd122',
    '400 NA1_5347227692 match': 'ed1daef2a3874f11b040f51961b5bbe8c3c5710a17e1366f7c4c9f1bb3d85b62',
    '400 NA1_5347227692 timeline':
      '86db5b76bab397e05ade57e02839a7d97ba07f5fd7b5421b189ead86e49e7f76',
    '450 EUW1_7502380838 match': '2360efabc1420b98bdfdb81778f92642c6bc99622a7faac84fcd278e2ceae0ae',
    '450 EUW1_7502380838 timeline':
      '2b29c7d71c982edca7b4c41ba6b4dba481b34272f053ff618fb9c5794020497c',
    '450 BR1_3126281951 match': 'f283021281c76bdd1641c4a9064a0bc7780e51f16fb577597e49f3539f2fd141',
    '450 BR1_3126281951 timeline':
      'd35e8c5dea5746087a37d5d175377304fffa6b6bc79ce8ad16922278c83a7cbd',
    'live game of FeTyX2hC': '3dd7733b0fa0a407c1637044b0adc71b105e1e6c3c8cd82e73de1f8a08bf8f1f',
    'live game of ORqZWHAH': 'ae232044e2cff8a6da68ca60219055ff69f78312fabcc6150d04999f7ea88856',
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
