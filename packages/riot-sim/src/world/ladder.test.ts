import { ladderValue, seasonOf } from '@riftscope/contracts';
import { describe, expect, it } from 'vitest';
import { TEST_CLOCK_START, testDataDragon, testWorld } from '../test-support.ts';
import type { RankedEntry, RankedQueue } from './players.ts';
import { buildWorld, type World } from './world.ts';

const QUEUES: readonly RankedQueue[] = ['RANKED_SOLO_5x5', 'RANKED_FLEX_SR'];
/** A world small enough to walk every player's season in each test. */
const PLAYERS = 400;
const value = (e: RankedEntry) => ladderValue(e.tier, e.rank, e.leaguePoints);
const today = (world: World, index: number, queue: RankedQueue) => {
  const p = world.players[index];
  return queue === 'RANKED_SOLO_5x5' ? p?.solo : p?.flex;
};

describe('the ladder over time', () => {
  it('answers every player’s entry of today from clockStart on, and after their newest game', async () => {
    const world = await testWorld(undefined, PLAYERS);
    for (const player of world.players) {
      for (const queue of QUEUES) {
        const current = today(world, player.index, queue) ?? null;
        expect(world.entryAt(player, queue, TEST_CLOCK_START)).toBe(current);
        expect(world.entryAt(player, queue, TEST_CLOCK_START + 86_400_000)).toBe(current);
        const newest = world.rankedHistory(player, queue).games.at(-1);
        if (newest) {
          expect(world.entryAt(player, queue, newest.endMs)).toEqual(current);
        }
      }
    }
    for (const sample of world.samplePlayers) {
      expect(world.leagueEntries(sample, TEST_CLOCK_START)).toEqual(world.leagueEntries(sample));
    }
  });

  it('moves one win or one loss a game, up for a win and down for a loss, never below Iron IV 0', async () => {
    const world = await testWorld(undefined, PLAYERS);
    let games = 0;
    let crossings = 0;
    for (const player of world.players) {
      for (const queue of QUEUES) {
        const { before, games: list } = world.rankedHistory(player, queue);
        let previous = before;
        for (const game of list) {
          const after = game.entry;
          expect(world.entryAt(player, queue, game.endMs)).toBe(after);
          expect(world.entryAt(player, queue, game.endMs - 1)).toBe(previous);
          if (previous && after) {
            games += 1;
            expect(value(after)).toBeGreaterThanOrEqual(0);
            expect(game.lp).toBeGreaterThanOrEqual(15);
            expect(game.lp).toBeLessThanOrEqual(28);
            if (game.result === 'win') {
              expect([after.wins - previous.wins, after.losses - previous.losses]).toEqual([1, 0]);
              if (value(previous) > 0 || value(after) > 0)
                expect(value(after)).toBeGreaterThan(value(previous));
            } else if (game.result === 'loss') {
              expect([after.wins - previous.wins, after.losses - previous.losses]).toEqual([0, 1]);
              if (value(previous) > 0) expect(value(after)).toBeLessThan(value(previous));
            } else {
              expect(after).toEqual(previous);
            }
            if (after.tier !== previous.tier) crossings += 1;
          } else {
            // Before the walk back found an entry the player had none; once there, it stays.
            expect(previous).toBeNull();
          }
          previous = after;
        }
      }
    }
    expect(games).toBeGreaterThan(3000);
    expect(crossings).toBeGreaterThan(0);
  });

  it('is the same for two builds of the world', async () => {
    const dataDragon = await testDataDragon();
    const build = () =>
      buildWorld({ seed: 11, players: 300, dataDragon, clockStart: TEST_CLOCK_START });
    const a = build();
    const b = build();
    const at = TEST_CLOCK_START - 30 * 86_400_000;
    for (const [i, player] of a.players.entries()) {
      const other = b.players[i];
      if (!other) throw new Error('missing player');
      expect(b.leagueEntries(other, at)).toEqual(a.leagueEntries(player, at));
      expect(b.previousSeasonEntry(other, 'RANKED_SOLO_5x5')).toEqual(
        a.previousSeasonEntry(player, 'RANKED_SOLO_5x5'),
      );
    }
  });

  it('gives most Solo/Duo-ranked players a previous season’s entry near their standing, and no one a flex one', async () => {
    const world = await testWorld(undefined, PLAYERS);
    const ranked = world.players.filter((p) => p.solo);
    const previous = ranked.map((p) => world.previousSeasonEntry(p, 'RANKED_SOLO_5x5'));
    const had = previous.filter((e): e is RankedEntry => e !== null);
    expect(had.length / ranked.length).toBeGreaterThan(0.75);
    expect(had.length).toBeLessThan(ranked.length);
    const gaps = ranked.flatMap((p, i) => {
      const e = previous[i];
      return e && p.solo ? [Math.abs(value(e) - value(p.solo))] : [];
    });
    gaps.sort((x, y) => x - y);
    expect(gaps[Math.floor(gaps.length / 2)]).toBeLessThan(600);
    expect(
      world.players.every((p) => world.previousSeasonEntry(p, 'RANKED_FLEX_SR') === null),
    ).toBe(true);
    expect(
      world.players.every((p) => p.solo || !world.previousSeasonEntry(p, 'RANKED_SOLO_5x5')),
    ).toBe(true);
  });

  it('answers league lists of an earlier time from the entries of that time', async () => {
    const world = await testWorld(undefined, PLAYERS);
    const at = TEST_CLOCK_START - 45 * 86_400_000;
    expect(seasonOf(at)).toBe(seasonOf(TEST_CLOCK_START));
    const league = world.apexLeague('kr', 'RANKED_SOLO_5x5', 'MASTER', at);
    for (const row of league?.entries ?? []) {
      const player = world.playerByPuuid(row.puuid);
      if (!player) throw new Error('unknown player');
      const entry = world.entryAt(player, 'RANKED_SOLO_5x5', at);
      expect(entry?.tier).toBe('MASTER');
      expect(row.leaguePoints).toBe(entry?.leaguePoints);
    }
    const gold = world.leagueEntriesPage('euw1', 'RANKED_SOLO_5x5', 'GOLD', 'II', 1, at);
    for (const row of gold) {
      const player = world.playerByPuuid(row.puuid);
      if (!player) throw new Error('unknown player');
      expect(world.entryAt(player, 'RANKED_SOLO_5x5', at)).toMatchObject({
        tier: 'GOLD',
        rank: 'II',
        leaguePoints: row.leaguePoints,
      });
    }
  });

  it('costs little to walk every player’s season', async ({ annotate }) => {
    const dataDragon = await testDataDragon();
    const started = performance.now();
    const world = buildWorld({ dataDragon, clockStart: TEST_CLOCK_START });
    const built = performance.now() - started;
    const walked = performance.now();
    let games = 0;
    for (const player of world.players) {
      for (const queue of QUEUES) games += world.rankedHistory(player, queue).games.length;
    }
    const line = `ladder: default world built in ${Math.round(built)} ms; every player's ${games} ranked games walked in ${Math.round(performance.now() - walked)} ms more`;
    process.stdout.write(`${line}\n`);
    await annotate(line, 'performance');
    expect(games).toBeGreaterThan(0);
  }, 120_000);
});
