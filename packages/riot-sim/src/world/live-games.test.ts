import { describe, expect, it } from 'vitest';
import { TEST_CLOCK_START, testWorld } from '../test-support.ts';

const NOW = TEST_CLOCK_START + 5 * 3_600_000;

describe('live games', () => {
  it('has a few percent of players in a game at any time', async () => {
    const world = await testWorld();
    for (const offset of [0, 7, 19, 33, 60, 240, 1000].map((m) => m * 60_000)) {
      const live = world.players.filter((p) => world.liveGame(p, NOW + offset) !== null).length;
      const share = live / world.players.length;
      expect(share).toBeGreaterThan(0.01);
      expect(share).toBeLessThan(0.08);
    }
  });

  it('shows games that started 0–30 minutes ago, with ten players of the platform', async () => {
    const world = await testWorld();
    const inGame = world.players.filter((p) => world.liveGame(p, NOW) !== null);
    expect(inGame.length).toBeGreaterThan(20);
    for (const p of inGame) {
      const game = world.liveGame(p, NOW);
      if (!game) throw new Error('vanished');
      expect(game.gameStartTime).toBeLessThanOrEqual(NOW);
      expect(NOW - game.gameStartTime).toBeLessThanOrEqual(30 * 60_000);
      expect(game.gameLength).toBe(Math.floor((NOW - game.gameStartTime) / 1000));
      const puuids = game.participants.map((x) => x.puuid);
      expect(new Set(puuids).size).toBe(10);
      expect(puuids).toContain(p.puuid);
      for (const puuid of puuids)
        expect(world.playerByPuuid(puuid ?? '')?.platform).toBe(p.platform);
      expect(new Set(game.participants.map((x) => x.championId)).size).toBe(10);
      // Everyone in the game sees the same game.
      for (const puuid of puuids) {
        const other = world.playerByPuuid(puuid ?? '');
        if (other) expect(world.liveGame(other, NOW)?.gameId).toBe(game.gameId);
      }
    }
  });

  it('keeps a player in the same game until it ends, then lets them out', async () => {
    const world = await testWorld();
    const player = world.players.find((p) => world.liveGame(p, NOW) !== null);
    if (!player) throw new Error('nobody in game');
    const game = world.liveGame(player, NOW);
    if (!game) throw new Error('vanished');
    let t = NOW;
    for (; ; t += 30_000) {
      const now = world.liveGame(player, t);
      if (!now || now.gameId !== game.gameId) break;
      expect(now.participants).toEqual(game.participants);
      expect(now.bannedChampions).toEqual(game.bannedChampions);
    }
    expect(t - game.gameStartTime).toBeLessThanOrEqual(31 * 60_000);
    expect(t - game.gameStartTime).toBeGreaterThanOrEqual(15 * 60_000);
  });

  it('puts a forced player into a game that lasts', async () => {
    const world = await testWorld();
    const player = world.players.find(
      (p) => p.platform === 'oc1' && world.liveGame(p, NOW) === null,
    );
    if (!player) throw new Error('everyone is in game');
    const forced = world.forceLiveGame(player, NOW);
    expect(forced.participants.map((p) => p.puuid)).toContain(player.puuid);
    expect(world.liveGame(player, NOW)?.gameId).toBe(forced.gameId);
    expect(world.liveGame(player, NOW + 10 * 60_000)?.gameId).toBe(forced.gameId);
    expect(world.forceLiveGame(player, NOW + 60_000).gameId).toBe(forced.gameId);
  });

  it('brings a free duo partner into the game, on the same team', async () => {
    const world = await testWorld();
    let together = 0;
    let partnered = 0;
    for (const offset of [0, 40, 80, 120].map((m) => m * 60_000)) {
      for (const p of world.players) {
        const partner = world.players[p.partner ?? -1];
        const game = partner ? world.liveGame(p, NOW + offset) : null;
        if (!partner || !game) continue;
        partnered++;
        const teamOf = (puuid: string) => game.participants.find((x) => x.puuid === puuid)?.teamId;
        const partnerTeam = teamOf(partner.puuid);
        if (partnerTeam === undefined) {
          // Only a partner who is busy in another game, or cannot play this queue, stays out.
          const elsewhere = world.liveGame(partner, NOW + offset);
          const canPlay = (partner.queueWeights[game.gameQueueConfigId] ?? 0) > 0;
          expect(elsewhere !== null || !canPlay, `${partner.puuid} left out`).toBe(true);
          continue;
        }
        together++;
        expect(partnerTeam).toBe(teamOf(p.puuid));
      }
    }
    expect(partnered).toBeGreaterThan(10);
    expect(together / partnered).toBeGreaterThan(0.8);
  });

  it('forces the demo’s live player into a game with the partner on the same team', async () => {
    for (const world of [await testWorld(), await testWorld(7, 200)]) {
      const player = world.samplePlayers[2];
      const partner = world.players[player?.partner ?? -1];
      if (!player || !partner) throw new Error('the demo player has no partner');
      for (const now of [NOW, NOW + 3_600_000, NOW + 86_400_000]) {
        const game = world.forceLiveGame(player, now);
        const teamOf = (puuid: string) => game.participants.find((x) => x.puuid === puuid)?.teamId;
        expect(teamOf(player.puuid)).toBeDefined();
        expect(teamOf(partner.puuid)).toBe(teamOf(player.puuid));
        expect(world.liveGame(partner, now)?.gameId).toBe(game.gameId);
      }
    }
  });
});
