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
    '420 EUW1_7501849015 match': 'f12bfe2ea2b5f421679bd16af6344f7c97c592eea8eef9c372ff4507777a433a',
    '420 EUW1_7501849015 timeline':
      '58bb97fa7af8160e7f955b3f7a8d394f70bf852fe11e7d60d632fbc6bf6c8edd',
    '420 EUN1_3796989589 match': '930adb3868e22495f8c5d62c2b3e0b32c62a35c98ca30475f1f20b910ddfd659',
    '420 EUN1_3796989589 timeline':
      '0eeeeb8b534c5d1a5cf8c98c1aa079168369c8d0f8d3aec1d2c44efe281b8b74',
    '440 EUW1_7503324880 match': '938a841fb6a3f4acc2fddb05e5acefbf28c3d0a21f294e8cd9042dcd980658f4',
    '440 EUW1_7503324880 timeline':
      '6eef89eb571d782d15b9b40b4816e6d45d401cc7de6433c00ba4e4160240f1f3',
    '440 EUN1_3811780042 match': 'd4ee9f3d473ec03db75e037fc4379bd042f600fcf1acc77f2601086a3f7b11d8',
    '440 EUN1_3811780042 timeline':
      '0f19a4f14912b294991ec7206e30512f0686738ef5e02cf3e1c8c94eedea37d0',
    '400 EUW1_7501984909 match': '81184f15426d2a56f998eb13d3d96abc035fcf9cb4d1df225e7e4bb20e3d9636',
    '400 EUW1_7501984909 timeline':
      '9f9858c8108efba4ab6483bd2b2e7c6b78c76085d34a39ed5ae02f4dd87a04b3',
    '400 EUN1_3824473683 match': '0ef259fc512232a192880a0525f178adfd305532419c41cd0ee806adc4df3b90',
    '400 EUN1_3824473683 timeline':
      'db0b9ea830a1bd89cf9e50a08e3b491b43b3a66e091043dbb7fb6c5d8961ef87',
    '450 EUW1_7502581841 match': 'c883ca7790864f62d7a17f67d55a26bbe60808cfa8a58a92d67b86ec901ae2f7',
    '450 EUW1_7502581841 timeline':
      'bdb96b9475cf6472dde8442eb69fdcb849336ff8d7387b59713c5c22e3e48a08',
    '450 EUN1_3807955309 match': '78b91cf78ae5c18a5453c95a07983ce234289704a4a1854bacce52ffe91d9ef4',
    '450 EUN1_3807955309 timeline':
      'fb365ee53d325fcf2a494590f7afc2c7de38b5d291a585eb5e07f74b5e0755c7',
    'live game of CuE_KpDb': '79f871712ca3e40728dc55cdb85df1337c3ec23702c4f2eb0a6399c07ef8228b',
    'live game of qCzJnAHB': '037cfee3bbba37acc9703b2b8d93150c812a7b88fc31b31b56f0c5cb6d39c166',
  },
  20250510: {
    '420 EUW1_7501846044 match': 'c415c195d57df6d4d91b3a65bf0792224fb2148268eebac2a6ae4bac828a097e',
    '420 EUW1_7501846044 timeline':
      'c160f2426a1a49c05bff6622d119e1c801a423b8e6459bea74d07671ae909038',
    '420 EUN1_3800326037 match': '0809b41ea1c01c37b12eed8839e028887f0445e4e037392a1fc6224d8922c647',
    '420 EUN1_3800326037 timeline':
      '9c061c72866a75a71bae09dcc669580e6aec4836a43945503891d66b7501117b',
    '440 EUW1_7507749834 match': '9522c788bbb895f4139dee11bcbc5716ba54318eec642d809ab4e29d6905878a',
    '440 EUW1_7507749834 timeline':
      'bc4a7ca8b2616ca9ef6dd3b84de8e230751c2116ccafac2033c53d37c8192d6f',
    '440 NA1_5337492323 match': '04f931bf388cc60ea0d7ec145722b8bee3f6caa8838479c954409f90e578c2e0',
    '440 NA1_5337492323 timeline':
      '485c339c3cf1cdfea06393546fe22a2039f78a4e5abd20b7759be086892f28a4',
    '400 EUW1_7502172393 match': '72bfbdbfa9e50ebea90b8ec8e46d09849f5170b6cca9f8f20bc4d5ce675c02ce',
    '400 EUW1_7502172393 timeline':
      '54e06735320582d8cad0baf878c036b68a278ba114482dc222bb002771eb4d26',
    '400 EUN1_3803039450 match': 'b4f0c553f0fa42601430aca5f7ef4d1f7925f9039828a4aaa13cf99cc6d8afef',
    '400 EUN1_3803039450 timeline':
      '4abff9d65e9b45235238e7d6ef36408b55d4f4923fa104bad266e32f705634e6',
    '450 EUW1_7502106342 match': '31ae8f8d72a9f7938d3612add9bea02900ab11ce5ff48379088e5feecfe0b018',
    '450 EUW1_7502106342 timeline':
      '846b2e21102805abbf1c06b162b27b025b0d09bfd57d3372cedd80e1dfeef3ec',
    '450 BR1_3121137553 match': '3fafcfcc83d95173b9dda98f5a774f5d7e23fa749e998dd624b20d5532f5c6e7',
    '450 BR1_3121137553 timeline':
      '31a652fb7eecc1368e9ef61b0235e6582e1abd2b5937e02f952d628508612778',
    'live game of FeTyX2hC': '8e5555c08068e683f9d5917677f27e6f82895c473b37e9c73ffcce1d8d29db37',
    'live game of ORqZWHAH': '0c9b7edb21fda0cdaaa0aa39ba3ceba04b9997c4afc6cec79d5964132c843112',
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
