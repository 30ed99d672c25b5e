import type { LiveGame } from '@riftscope/contracts';
import type { Player } from '@riftscope/riot-sim';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { liveGames } from '../src/db/schema.ts';
import { TEST_DATABASES } from './databases.ts';
import { liveGameOf, playersOf, statusOf, watchRiotCalls } from './live-players.ts';
import { useTestApp } from './test-app.ts';

/**
 * Streamer mode: spectator-v5 answers 404 for a hidden player as for a player in no game
 * (docs/riot-policies.md, What we never do). The simulator has no streamer mode, so these tests
 * make spectator-v5 answer 404 for a player the simulator has put into a game.
 */
describe.each(TEST_DATABASES)('players hidden by streamer mode on $name', (db) => {
  let players: ReturnType<typeof playersOf>;
  let watch: ReturnType<typeof watchRiotCalls>;
  const t = useTestApp(db, { freshRiotStats: true });
  beforeAll(() => {
    players = playersOf(t);
  });
  beforeEach(() => {
    watch = watchRiotCalls(t);
  });
  afterEach(() => watch.restore());

  /** A player in a game the simulator runs, whom spectator-v5 does not show; and another of the ten. */
  const hiddenInGame = () => {
    const { player: other, game } = players.playerInNewGame();
    const hidden = game.participants.find((p) => p.puuid !== other.puuid);
    const hiddenSim = hidden && t.sim.world.playerByPuuid(hidden.puuid);
    if (!hiddenSim) throw new Error('a game of one');
    watch.spectate.set(hiddenSim.puuid, () => null);
    return { hidden: hiddenSim, other, game };
  };
  /** Not in a game, whether asked for by the badge or the live page. */
  const expectNotInGame = async (p: Player) => {
    expect((await statusOf(t, p)).json()).toEqual({ in_game: false });
    const page = await liveGameOf(t, p);
    expect(page.statusCode).toBe(404);
    expect(page.json().message).toContain('not in a game');
  };
  const asked = (puuid: string) => watch.calls.filter((c) => c.puuid === puuid);

  it('answers not in a game for a hidden player, on the live status and the live page, and asks nothing about the game', async () => {
    const { hidden, game } = hiddenInGame();
    await expectNotInGame(hidden);
    // One spectator call, remembered for the poll interval; no one else of the game is asked about.
    expect(watch.of('spectator')).toEqual([
      { method: 'spectator', puuid: hidden.puuid, priority: 'high' },
    ]);
    expect(watch.of('mastery')).toEqual([]);
    const others = new Set(game.participants.map((p) => p.puuid).filter((p) => p !== hidden.puuid));
    expect(watch.calls.filter((c) => others.has(c.puuid))).toEqual([]);
    expect(
      await t.database.db.select().from(liveGames).where(eq(liveGames.puuid, hidden.puuid)),
    ).toEqual([]);
  });

  it("shows a hidden player's place in another player's game as Riot lists it, without their PUUID, and looks nothing up for them", async () => {
    const { hidden, other, game } = hiddenInGame();
    // As Riot may list a hidden player in someone else's game: no PUUID, no Riot ID.
    watch.spectate.set(other.puuid, (found) =>
      found
        ? {
            ...found,
            participants: found.participants.map((p) =>
              p.puuid === hidden.puuid ? { ...p, puuid: null, riotId: '' } : p,
            ),
          }
        : null,
    );
    const res = await liveGameOf(t, other);
    expect(res.statusCode, res.body).toBe(200);
    const body: LiveGame = res.json();
    const listed = game.participants.find((p) => p.puuid === hidden.puuid);
    const place = [...body.blue_team, ...body.red_team].find((p) => p.puuid === null);
    expect(place).toMatchObject({
      puuid: null,
      riot_id: '',
      team_id: listed?.teamId,
      champion: expect.objectContaining({ name: expect.any(String) }),
      summoner: null,
    });
    expect(body.blue_team.length + body.red_team.length).toBe(10);
    // One of the ten is neither a player we can read nor a bot: Riot's order, no roles.
    expect(body.roles_inferred).toBe(false);
    expect(asked(hidden.puuid)).toEqual([]);
    await expectNotInGame(hidden);
  });

  it("keeps a hidden player whom Riot lists by PUUID in another player's game not in a game: their place stays as listed and they are never spectated", async () => {
    const { hidden, other } = hiddenInGame();
    const res = await liveGameOf(t, other);
    expect(res.statusCode, res.body).toBe(200);
    const body: LiveGame = res.json();
    const place = [...body.blue_team, ...body.red_team].find((p) => p.puuid === hidden.puuid);
    expect(place?.riot_id).toBe(`${hidden.gameName}#${hidden.tagLine}`);
    expect(asked(hidden.puuid).filter((c) => c.method === 'spectator')).toEqual([]);
    expect(
      await t.database.db.select().from(liveGames).where(eq(liveGames.puuid, hidden.puuid)),
    ).toEqual([]);
    await expectNotInGame(hidden);
    expect(asked(hidden.puuid).filter((c) => c.method === 'spectator')).toHaveLength(1);
  });
});
