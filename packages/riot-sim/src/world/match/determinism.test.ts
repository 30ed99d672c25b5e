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
      '585b51145f14ccb2d1ee0e9e22b8a17bb96e939e4340da8168330aff51f215c8',
    '420 EUN1_3796062543 match': '89c9098f83316c2a5c88d7164d5b6961cfb0b1ec12677ecec6b01b7301c0cb94',
    '420 EUN1_3796062543 timeline':
      '15a45a6acd0e2b9ef7e2ca8dc5d0be10333d6a169fd6d6d5bfc9ec769743b274',
    '440 EUW1_7502147907 match': 'ca94cad2b45867e62808a6835791e95a9f67cdf52b596fd62ecd7cba4d9b7ffd',
    '440 EUW1_7502147907 timeline':
      '825e1a9b3b0dbe2f9a7e018bad250bd03565509b04c8e8426f46ab6738e0f704',
    '440 EUN1_3802285917 match': 'c5988e712fd6cb833f9acd213d3ff86b39ff5b3fd21b1c07631db303524e45e7',
    '440 EUN1_3802285917 timeline':
      '5e388dc80e9e357a50c1523913d64e8c7814d1681661b1503e6f90cf502918c1',
    '400 EUW1_7501984909 match': 'f97c7c9c34fd58002cefd4b0be21ce9fa0cc47b1c1d5f8a31b3fbe17d95a8364',
    '400 EUW1_7501984909 timeline':
      '9921ba03373cc7811504cafca76c7225fe16c8d87315acc674eb1cb635a6f418',
    '400 EUN1_3827850591 match': '5b3f7c20f38281c8ee45e391690b0dd7b630481e922741de502d5ad762108652',
    '400 EUN1_3827850591 timeline':
      '92505ec4e2fbabf04f949b20392b4df375f7ef6996bc0676ca51129010e7a07b',
    '450 EUW1_7501849015 match': '3e00cd008096649debb73db2276508ebae1276ef15b52e92bcabc80a73cb13cc',
    '450 EUW1_7501849015 timeline':
      'd719158a7be1088cc9136e83bcb72cb93546a61d6dcf1b9c2d940a2e3cd21648',
    '450 EUN1_3809395790 match': '11dba22195a80c61b9504a614ba85da08bd5eca45d8390e3de98ef45c1799bd8',
    '450 EUN1_3809395790 timeline':
      '7e02dfa51a782fb3223b1e7d1910b4abea6d05ae3e506fbb06bba0bc3a7a1432',
    '1700 EUW1_7503578547 match':
      '56562b8462746823d5df65aace916c23a3d2feb92c12b8dd47a7aae5e0be48d8',
    '1700 NA1_5304947649 match': 'b81b312cb5a820f3167c79662ed87da841ddaf4e30b04c1788b2496237850bcb',
    'live game of CuE_KpDb': '0b94392fbce824f0a9e7769f1c36a02c4ce9345da7f6bc5281337240cec49047',
    'live game of qCzJnAHB': '2c46aec0facbbdc155696c83b62a6c10505473257da93958d72c9a911188a8c0',
  },
  20250510: {
    '420 EUW1_7501846044 match': '7be41b81c817ba719a2bf1c0480fe14508dba39f99d62623924893eaf36998a4',
    '420 EUW1_7501846044 timeline':
      '46b3b9d4a38d7c53aed64cee1bd94ddb5abf84e548d371dabe31478e9a7ac86d',
    '420 EUN1_3806307602 match': '8fbee25dfcd0f716d8efbcffda0b4f518b721766b9295e6143796effcdd4d11f',
    '420 EUN1_3806307602 timeline':
      'a0bfbf25edc056af56bf570dd8315a8adc2ba5738d518e42b5062324814467b4',
    '440 EUW1_7507573041 match': '097a28500649cfd5098efe9c0310101638391e9d1fcf02c6dde35de84fe480a3',
    '440 EUW1_7507573041 timeline':
      'c49414b6d1197611f587d1d94c29101177cb92fd71e09af9021a43ef6bf6feff',
    '440 NA1_5340691029 match': '61e8a0ff08f1320d35e911fe3d3932b7d437b6ad1fc6535dba4d7d0f406c1831',
    '440 NA1_5340691029 timeline':
      '3ecb31718c79cf3575aa97f5f07eecdd4fb8e61e51e4a4fbd21a1075b6b44f1b',
    '400 EUW1_7503613874 match': '02a96509c408f8fde11d88ac15ee2674f2c3c03f0794e038537951a072caf1b1',
    '400 EUW1_7503613874 timeline':
      '9486e7e09c990a68dceed84eacc7a6d0da811f2d8977da4bbb8720528d241860',
    '400 NA1_5347227692 match': 'ed1daef2a3874f11b040f51961b5bbe8c3c5710a17e1366f7c4c9f1bb3d85b62',
    '400 NA1_5347227692 timeline':
      'eb77126569b4b12393ece9ef0a02c4a975a09e1463930d56334e74e24b748c94',
    '450 EUW1_7502380838 match': 'efd1f47937f86ec32b2e568820afa70184d0c36fc8c59ab6f8f63647119b9e09',
    '450 EUW1_7502380838 timeline':
      '7284f6ef799cfb4d2053f11859dcb57f0ac0d9cd3d9a6744587bb025126def02',
    '450 BR1_3126281951 match': '1611cb7ad27fcdebed2ed41c31c87c7bfc826dcd1d1044874986678dc5cd2eb0',
    '450 BR1_3126281951 timeline':
      'e9dccb079e1a9f10915e93b5a07cb3d2f2674126b03cbf4ed4f72d9e7fbbd89f',
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
