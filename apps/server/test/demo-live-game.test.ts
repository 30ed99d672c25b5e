import { loadDataDragon } from '@riftscope/riot/ddragon';
import { buildWorld, type World } from '@riftscope/riot-sim';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_LIVE_CHECK_MS, keepDemoPlayerInGame } from '../src/modules/live/demo-live-game.ts';
import { TEST_DDRAGON_DIR } from './test-riot.ts';

describe('the demo live game', () => {
  let world: World;
  beforeAll(async () => {
    const dataDragon = await loadDataDragon({ dir: TEST_DDRAGON_DIR });
    world = buildWorld({ seed: 7, players: 200, dataDragon, clockStart: Date.UTC(2026, 0, 1) });
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the third example player in a game, and starts another when one ends', () => {
    vi.useFakeTimers();
    let clock = Date.UTC(2026, 0, 1, 12);
    const { player, stop } = keepDemoPlayerInGame(world, () => clock);
    expect(player).toBe(world.samplePlayers[2]);
    if (!player) return;
    const first = world.liveGame(player, clock);
    expect(first).not.toBeNull();

    // Two hours on, at every check: the player is always in a game.
    for (let check = 1; check <= (2 * 3_600_000) / DEMO_LIVE_CHECK_MS; check++) {
      clock += DEMO_LIVE_CHECK_MS;
      vi.advanceTimersByTime(DEMO_LIVE_CHECK_MS);
      expect(world.liveGame(player, clock), `check ${check}`).not.toBeNull();
    }
    expect(world.liveGame(player, clock)?.gameId).not.toBe(first?.gameId);
    stop();
  });
});
