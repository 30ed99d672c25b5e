import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_CLOCK_START, testDataDragon } from '../../test-support.ts';
import { buildWorld, type World } from '../world.ts';

const QUEUES = [420, 440, 400, 450, 1700] as const;

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
    // Arena matches have no timeline.
    if (world.hasTimeline(m))
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
    '420 EUW1_7501925170 match': 'a0d58e05067f26b4938f47ae86c85ae76f6cc75574f57c65c3d9017e49d7f650',
    '420 EUW1_7501925170 timeline':
      'a1ad0886d172ca2813c45a67ede893f243e5fe9a6debc2717b2a386b4edf0875',
    '420 EUN1_3796062543 match': '89c9098f83316c2a5c88d7164d5b6961cfb0b1ec12677ecec6b01b7301c0cb94',
    '420 EUN1_3796062543 timeline':
      '03aef9df65605961ab11064f63c626d00d6f2a5806e3ef9b50217ca406a2289d',
    '440 EUW1_7502147907 match': 'ca94cad2b45867e62808a6835791e95a9f67cdf52b596fd62ecd7cba4d9b7ffd',
    '440 EUW1_7502147907 timeline':
      '599132820e452db4d4ac57ecff6d138a8986ee491e6b47a46830dd4ec2dc884d',
    '440 EUN1_3802285917 match': 'c5988e712fd6cb833f9acd213d3ff86b39ff5b3fd21b1c07631db303524e45e7',
    '440 EUN1_3802285917 timeline':
      '3b3821486f6ac4f8c3ddc02fcfabb4f40dcd07f1b13fb50feb2426af93e7bf37',
    '400 EUW1_7501984909 match': 'f97c7c9c34fd58002cefd4b0be21ce9fa0cc47b1c1d5f8a31b3fbe17d95a8364',
    '400 EUW1_7501984909 timeline':
      'd255d4d7aad8d097522d697a5bc6cb361c5481394cfa9541745b6ef80c097729',
    '400 EUN1_3827850591 match': '5b3f7c20f38281c8ee45e391690b0dd7b630481e922741de502d5ad762108652',
    '400 EUN1_3827850591 timeline':
      '2534488a0a8d9ea5d1394f1c9d63cfdcc0cbd35b85fa1efd303492b1f8ca6dde',
    '450 EUW1_7501849015 match': '3e00cd008096649debb73db2276508ebae1276ef15b52e92bcabc80a73cb13cc',
    '450 EUW1_7501849015 timeline':
      '70fa758ddfa67bacb905350db2da1e5db495f3bf6fc55da2d2fec4a10b811eca',
    '450 EUN1_3809395790 match': '11dba22195a80c61b9504a614ba85da08bd5eca45d8390e3de98ef45c1799bd8',
    '450 EUN1_3809395790 timeline':
      'e5b6f5bef67f806214cc7f80fcdbb60c98edb117c9357b376e69cb983bd7f54c',
    '1700 EUW1_7503578547 match':
      '56562b8462746823d5df65aace916c23a3d2feb92c12b8dd47a7aae5e0be48d8',
    '1700 NA1_5304947649 match': 'b81b312cb5a820f3167c79662ed87da841ddaf4e30b04c1788b2496237850bcb',
    'live game of CuE_KpDb': '0b94392fbce824f0a9e7769f1c36a02c4ce9345da7f6bc5281337240cec49047',
    'live game of qCzJnAHB': '2c46aec0facbbdc155696c83b62a6c10505473257da93958d72c9a911188a8c0',
  },
  20250510: {
    '420 EUW1_7501846044 match': '7be41b81c817ba719a2bf1c0480fe14508dba39f99d62623924893eaf36998a4',
    '420 EUW1_7501846044 timeline':
      '414126630d1a93d7d4129d3c86f64043c9b03097a0eb13323433041308ced096',
    '420 EUN1_3806307602 match': '8fbee25dfcd0f716d8efbcffda0b4f518b721766b9295e6143796effcdd4d11f',
    '420 EUN1_3806307602 timeline':
      '008b17e1d54daeb2e5d6ef602fdfd0f63c54fb7056d7bcb299c9a54157a81611',
    '440 EUW1_7507573041 match': '097a28500649cfd5098efe9c0310101638391e9d1fcf02c6dde35de84fe480a3',
    '440 EUW1_7507573041 timeline':
      '45fa66cc5bd8459b86945d3a1486260e29ba6d4a9e2d536272c224b80c755170',
    '440 NA1_5340691029 match': '61e8a0ff08f1320d35e911fe3d3932b7d437b6ad1fc6535dba4d7d0f406c1831',
    '440 NA1_5340691029 timeline':
      '6b2923a21b818e63510693c75481b18c31678065fecff4aa7672f9b878a4a58f',
    '400 EUW1_7503613874 match': '02a96509c408f8fde11d88ac15ee2674f2c3c03f0794e038537951a072caf1b1',
    '400 EUW1_7503613874 timeline':
      '744886834eb1515c499e7682f0d0a4e0b21de239b734a56742364fb49e7cd122',
    '400 NA1_5347227692 match': 'ed1daef2a3874f11b040f51961b5bbe8c3c5710a17e1366f7c4c9f1bb3d85b62',
    '400 NA1_5347227692 timeline':
      '86db5b76bab397e05ade57e02839a7d97ba07f5fd7b5421b189ead86e49e7f76',
    '450 EUW1_7502380838 match': 'efd1f47937f86ec32b2e568820afa70184d0c36fc8c59ab6f8f63647119b9e09',
    '450 EUW1_7502380838 timeline':
      '2b29c7d71c982edca7b4c41ba6b4dba481b34272f053ff618fb9c5794020497c',
    '450 BR1_3126281951 match': '1611cb7ad27fcdebed2ed41c31c87c7bfc826dcd1d1044874986678dc5cd2eb0',
    '450 BR1_3126281951 timeline':
      'd35e8c5dea5746087a37d5d175377304fffa6b6bc79ce8ad16922278c83a7cbd',
    '1700 EUW1_7504263775 match':
      '9f197109e1608b2488806a5022651ad2bce492dcdde0c740c377942027bb6df0',
    '1700 KR_7694810876 match': 'd2e1b1ce048cb3d34bc7f133882c4c648c49668a8243485e0d5b934745280d5f',
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
