import { describe, expect, it } from 'vitest';
import { createRng } from '../../random.ts';
import { testWorld } from '../../test-support.ts';
import { ROLES, SPELL } from '../game-data.ts';
import { draftGame } from './draft.ts';

const QUEUES = [420, 440, 400, 450] as const;

let cached: ReturnType<typeof draftsOf> | undefined;

/** Drafts for seeds 1–400: ten random players of the world in a queue picked by the seed. */
function drafts() {
  cached ??= draftsOf();
  return cached;
}

async function draftsOf() {
  const world = await testWorld(3, 300);
  return Array.from({ length: 400 }, (_, i) => {
    const seed = i + 1;
    const rng = createRng(seed, 'draft-test');
    const roster = rng.shuffle([...world.players]).slice(0, 10);
    const queueId = QUEUES[seed % QUEUES.length] ?? 420;
    return { seed, queueId, game: draftGame(rng, world.data, queueId, roster), world };
  });
}

describe('draft', () => {
  it('picks ten different champions, none of them banned', async () => {
    for (const { game } of await drafts()) {
      const picked = game.picks.map((p) => p.champion.key);
      expect(new Set(picked).size).toBe(10);
      for (const ban of game.bans) expect(picked).not.toContain(ban.championId);
      const banned = game.bans.map((b) => b.championId).filter((id) => id !== -1);
      expect(new Set(banned).size).toBe(banned.length);
    }
  });

  it('bans five a side in draft queues and none in ARAM', async () => {
    for (const { queueId, game } of await drafts()) {
      expect(game.bans).toHaveLength(queueId === 450 ? 0 : 10);
      expect(game.bans.filter((b) => b.teamId === 100)).toHaveLength(queueId === 450 ? 0 : 5);
    }
  });

  it('fills each role once per team on the Rift and none in ARAM, with Smite only for junglers', async () => {
    for (const { queueId, game } of await drafts()) {
      for (const teamId of [100, 200] as const) {
        const team = game.picks.filter((p) => p.teamId === teamId);
        expect(team).toHaveLength(5);
        expect(team.map((p) => p.role)).toEqual(queueId === 450 ? Array(5).fill(null) : ROLES);
      }
      for (const p of game.picks) {
        expect(p.spells).toContain(SPELL.flash);
        expect(new Set(p.spells).size).toBe(2);
        expect(p.spells.includes(SPELL.smite)).toBe(p.role === 'JUNGLE');
      }
    }
  });

  it('gives every pick spells legal in its mode and a rune page of its build', async () => {
    for (const { queueId, game, world } of await drafts()) {
      const legal = world.data.spellsFor(queueId === 450 ? 'ARAM' : 'CLASSIC');
      for (const p of game.picks) {
        for (const spell of p.spells) expect(legal.has(spell)).toBe(true);
        expect(p.kind).toBe(world.data.buildKind(p.champion, p.role));
        expect(p.runes.primaryStyle).not.toBe(p.runes.subStyle);
      }
    }
  });
});
