import type { MatchBuildResponse, MatchParticipant, TimelineResponse } from '@riftscope/contracts';
import type { Player } from '@riftscope/riot-sim';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { matches, matchParticipants, matchTimelines, summoners } from '../src/db/schema.ts';
import { TEST_DATABASES } from './databases.ts';
import { useTestApp } from './test-app.ts';

const GET_MATCH = 'match-v5.getMatch';
const GET_TIMELINE = 'match-v5.getTimeline';

describe.each(TEST_DATABASES)('match details on $name', (db) => {
  /** A sample player, looked up once so that the first page of matches is stored. */
  let player: Player;
  let storedIds: string[];

  const t = useTestApp(db, { freshRiotStats: true });
  beforeAll(async () => {
    const [sample] = t.sim.world.samplePlayers;
    if (!sample) throw new Error('no sample players');
    player = sample;
    const res = await t.request({
      method: 'GET',
      url: `/api/summoners/${encodeURIComponent(player.gameName)}/${encodeURIComponent(player.tagLine)}/matches?region=${player.platform}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    storedIds = res.json().data.map((m: { match_id: string }) => m.match_id);
    expect(storedIds.length).toBeGreaterThan(2);
  });

  const participants = (matchId: string) =>
    t.request({ method: 'GET', url: `/api/matches/${encodeURIComponent(matchId)}/participants` });
  const timeline = (matchId: string, puuid: string) =>
    t.request({
      method: 'GET',
      url: `/api/matches/${encodeURIComponent(matchId)}/${encodeURIComponent(puuid)}/timeline`,
    });
  /** The simulator's match-v5 document, as Riot would send it. */
  const rawMatch = (matchId: string) => {
    const header = t.sim.world.matchById(matchId);
    if (!header) throw new Error(`no match ${matchId}`);
    return t.sim.world.matchDocument(header);
  };
  /** A match of another player that this app has not stored. */
  const unstoredMatchId = (skip: number) => {
    const others = t.sim.world.players.filter(
      (p) => p.platform === player.platform && p.puuid !== player.puuid,
    );
    const ids = others.flatMap((p) => t.sim.world.matchesOf(p).map((m) => m.matchId));
    const id = ids.filter((m) => !storedIds.includes(m))[skip];
    if (!id) throw new Error('no unstored match');
    return id;
  };

  /** Matches of the player's region that no player the site has stored (only `player`) is in. */
  const strangersMatchIds = () => {
    const index = t.sim.world.players.indexOf(player);
    return t.sim.world.matches
      .filter((m) => m.platform === player.platform && !m.participants.includes(index))
      .map((m) => m.matchId);
  };
  const build = (matchId: string, puuid: string) =>
    t.request({ method: 'GET', url: `/api/matches/${matchId}/${puuid}/build` });
  const one = async (query: ReturnType<typeof sql>) =>
    Number(
      ((await t.database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n ??
        0,
    );
  const countedMatches = () =>
    one(sql`select coalesce(sum(matches), 0)::int as n from match_totals where platform <> ''`);

  it('lists the ten players of a stored match with the numbers of the raw document, without Riot', async () => {
    const matchId = storedIds[0] ?? '';
    const res = await participants(matchId);
    expect(res.statusCode, res.body).toBe(200);
    const body: MatchParticipant[] = res.json();
    expect(t.sim.stats().total).toBe(0);

    expect(body).toHaveLength(10);
    expect(body.filter((p) => p.team_id === 100)).toHaveLength(5);
    expect(body.filter((p) => p.team_id === 200)).toHaveLength(5);
    const raw = rawMatch(matchId);
    for (const p of raw.info.participants) {
      const shown = body.find((b) => b.puuid === p.puuid);
      expect(shown, p.puuid).toBeDefined();
      expect(shown).toMatchObject({
        team_id: p.teamId,
        win: p.win,
        summoner_name: `${p.riotIdGameName}#${p.riotIdTagline}`,
        champ_level: p.champLevel,
        kills: p.kills,
        deaths: p.deaths,
        assists: p.assists,
        total_minions_killed: p.totalMinionsKilled + p.neutralMinionsKilled,
        gold_earned: p.goldEarned,
        total_damage: p.totalDamageDealtToChampions,
        vision_score: p.visionScore,
        penta_kills: p.pentaKills,
      });
      const items = [p.item0, p.item1, p.item2, p.item3, p.item4, p.item5, p.item6].filter(
        (id) => id > 0,
      );
      expect(shown?.items.map((i) => i.id)).toEqual(items);
      for (const item of shown?.items ?? []) {
        expect(item.name).not.toBe('');
        expect(item.image_url).toMatch(/^\/cdn\/ddragon\/.+\.png$/);
      }
      expect(shown?.champion.image_url).toMatch(/^\/cdn\/ddragon\/.+\.png$/);
      expect(shown?.spell1.image_url).toMatch(/^\/cdn\/ddragon\/.+\.png$/);
      expect(shown?.main_rune.icon).toMatch(/^\/cdn\/ddragon\/.+\.png$/);
      expect(shown?.sub_rune.icon).toMatch(/^\/cdn\/ddragon\/.+\.png$/);
    }
  });

  it('fetches a match that is not stored yet from Riot, once', async () => {
    const matchId = unstoredMatchId(0);
    const first = await participants(matchId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toHaveLength(10);
    expect(t.sim.stats().byMethod).toEqual({ [GET_MATCH]: 1 });

    await t.resetRiotStats();
    expect((await participants(matchId)).json()).toEqual(first.json());
    expect(t.sim.stats().total).toBe(0);
  });

  it('answers 404 for a match Riot does not have', async () => {
    const res = await participants(`${player.platform.toUpperCase()}_1`);
    expect(res.statusCode, res.body).toBe(404);
    expect(t.sim.stats().byMethod).toEqual({ [GET_MATCH]: 1 });
  });

  it('answers 404 without asking Riot for a match id of no platform we serve', async () => {
    const res = await participants('XX9_123456');
    expect(res.statusCode).toBe(404);
    expect(t.sim.stats().total).toBe(0);
  });

  it.each(['euw1_123', 'EUW1-123', 'EUW1_', `EUW1_${'1'.repeat(40)}`])(
    'answers 422 for the malformed match id %s',
    async (id) => {
      expect((await participants(id)).statusCode).toBe(422);
      expect((await timeline(id, 'someone')).statusCode).toBe(422);
    },
  );

  it('answers 503 when Riot fails to send a match that is not stored', async () => {
    t.sim.setFaults({ errorRate: 1 });
    try {
      expect((await participants(unstoredMatchId(1))).statusCode).toBe(503);
      // Stored matches are served all the same.
      expect((await participants(storedIds[0] ?? '')).statusCode).toBe(200);
    } finally {
      t.sim.setFaults({});
    }
  });

  it('fetches the timeline on first view, keeps it, and its kills add up to the scoreboard', async () => {
    const matchId = storedIds[1] ?? '';
    const first = await timeline(matchId, player.puuid);
    expect(first.statusCode, first.body).toBe(200);
    expect(t.sim.stats().byMethod).toEqual({ [GET_TIMELINE]: 1 });
    const body: TimelineResponse = first.json();

    expect(body.timeline.frames.length).toBeGreaterThan(5);
    expect(body.timeline.participants).toHaveLength(10);
    expect(body.participants).toHaveLength(10);
    expect(body.participants.find((p) => p.puuid === player.puuid)).toMatchObject({
      summoner_name: `${player.gameName}#${player.tagLine}`,
    });
    const frame = body.timeline.frames[1];
    expect(
      Object.keys(frame?.participantFrames ?? {}).sort((a, b) => Number(a) - Number(b)),
    ).toEqual(Array.from({ length: 10 }, (_, i) => String(i + 1)));
    expect(frame?.participantFrames['1']).toEqual({
      participantId: 1,
      totalGold: expect.any(Number),
      xp: expect.any(Number),
      minionsKilled: expect.any(Number),
      jungleMinionsKilled: expect.any(Number),
      level: expect.any(Number),
    });

    const scoreboard: MatchParticipant[] = (await participants(matchId)).json();
    const events = body.timeline.frames.flatMap((f) => f.events);
    expect(events.some((e) => e.type === 'ITEM_PURCHASED')).toBe(true);
    // Every purchased item is named once, with its Data Dragon name and icon.
    const bought = new Set(events.flatMap((e) => (e.type === 'ITEM_PURCHASED' ? [e.itemId] : [])));
    expect(body.items.map((item) => item.id).sort()).toEqual([...bought].sort());
    for (const item of body.items) {
      expect(item.name, String(item.id)).not.toBe('');
      expect(item.image_url).toMatch(new RegExp(`/item/${item.id}\\.png$`));
    }
    for (const p of body.participants) {
      const kills = events.filter(
        (e) => e.type === 'CHAMPION_KILL' && e.killerId === p.participant_id,
      ).length;
      expect(kills, p.summoner_name).toBe(scoreboard.find((s) => s.puuid === p.puuid)?.kills);
      const id = body.timeline.participants.find((tp) => tp.puuid === p.puuid)?.participantId;
      expect(id).toBe(p.participant_id);
    }

    await t.resetRiotStats();
    const again = await timeline(matchId, player.puuid);
    expect(again.json()).toEqual(body);
    expect(t.sim.stats().total).toBe(0);
  });

  it('fetches the match too when a timeline of an unstored match is opened', async () => {
    const res = await timeline(unstoredMatchId(2), player.puuid);
    expect(res.statusCode, res.body).toBe(200);
    expect(t.sim.stats().byMethod).toEqual({ [GET_MATCH]: 1, [GET_TIMELINE]: 1 });
    expect(res.json().participants).toHaveLength(10);
  });

  it('answers the timeline for a PUUID that is not in the match, and 422 for a malformed one', async () => {
    const matchId = storedIds[1] ?? '';
    const res = await timeline(matchId, 'someone-else');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().participants.some((p: { puuid: string }) => p.puuid === 'someone-else')).toBe(
      false,
    );
    const empty = await timeline(matchId, '');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toHaveProperty('puuid');
  });

  it('answers a match none of whose players is stored from Riot’s document, and stores nothing of it', async () => {
    // Not one an earlier test fetched.
    const fetched = [0, 1, 2].map(unstoredMatchId);
    const matchId = strangersMatchIds().find((id) => !fetched.includes(id)) ?? '';
    const raw = rawMatch(matchId);
    const counted = await countedMatches();
    const { db } = t.database;
    const puuids = raw.info.participants.map((p) => p.puuid);
    // Some may be named already, met in the stored player's matches.
    const named = () => db.select().from(summoners).where(inArray(summoners.puuid, puuids));
    const namedBefore = await named();

    const scoreboard = await participants(matchId);
    expect(scoreboard.statusCode, scoreboard.body).toBe(200);
    const body: MatchParticipant[] = scoreboard.json();
    expect(body.map((p) => p.puuid)).toEqual(raw.info.participants.map((p) => p.puuid));
    for (const p of raw.info.participants) {
      expect(body.find((b) => b.puuid === p.puuid)).toMatchObject({
        kills: p.kills,
        deaths: p.deaths,
        assists: p.assists,
        region: player.platform,
      });
    }
    const shown = await timeline(matchId, raw.info.participants[0]?.puuid ?? '');
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().map_id).toBe(raw.info.mapId);
    for (const p of raw.info.participants) {
      const res = await build(matchId, p.puuid);
      expect(res.statusCode, res.body).toBe(200);
      const answer: MatchBuildResponse = res.json();
      expect(answer.timeline_available).toBe(true);
      expect(answer.skills.length).toBeGreaterThan(0);
      expect(answer.runes.shards).toHaveLength(3);
    }
    expect(t.sim.stats().byMethod).toEqual({ [GET_MATCH]: 1, [GET_TIMELINE]: 1 });

    expect(await db.select().from(matches).where(eq(matches.matchId, matchId))).toEqual([]);
    expect(
      await db.select().from(matchParticipants).where(eq(matchParticipants.matchId, matchId)),
    ).toEqual([]);
    expect(
      await db.select().from(matchTimelines).where(eq(matchTimelines.matchId, matchId)),
    ).toEqual([]);
    expect(await named()).toEqual(namedBefore);
    expect(await countedMatches()).toBe(counted);
  });

  it('stores a fetched match a stored player is in as a page of the player’s matches is: with its players and aggregates, in no bracket, then its timeline', async () => {
    const [matchId = ''] = t.sim.world.matchIds(player, { start: 60, count: 1 });
    expect(storedIds).not.toContain(matchId);
    const isRemake = async () =>
      (await t.database.db.select().from(matches).where(eq(matches.matchId, matchId)))[0]?.isRemake;
    const counted = await countedMatches();

    const res = await participants(matchId);
    expect(res.statusCode, res.body).toBe(200);
    expect(t.sim.stats().byMethod).toEqual({ [GET_MATCH]: 1 });
    const [row] = await t.database.db.select().from(matches).where(eq(matches.matchId, matchId));
    expect(row).toMatchObject({ bracket: '', platform: player.platform });
    expect(
      await t.database.db
        .select()
        .from(matchParticipants)
        .where(eq(matchParticipants.matchId, matchId)),
    ).toHaveLength(10);
    expect(await countedMatches()).toBe(counted + ((await isRemake()) ? 0 : 1));

    expect((await timeline(matchId, player.puuid)).statusCode).toBe(200);
    expect(
      await t.database.db.select().from(matchTimelines).where(eq(matchTimelines.matchId, matchId)),
    ).toHaveLength(1);
  });

  it('answers 404 for the timeline of a match Riot does not have', async () => {
    expect((await timeline(`${player.platform.toUpperCase()}_1`, player.puuid)).statusCode).toBe(
      404,
    );
  });
});
