import {
  ARENA_QUEUE,
  type Friend,
  type MatchBuildResponse,
  type MatchListItem,
  type MatchParticipant,
  type TimelineResponse,
  type TopChampion,
} from '@riftscope/contracts';
import { type MatchDto, MatchDtoSchema } from '@riftscope/riot/schemas';
import type { Player } from '@riftscope/riot-sim';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PLAYER_NOT_IN_MATCH } from '../src/modules/matches/matches.service.ts';
import { matchRows, type ParticipantRow } from '../src/modules/riot-data/match-rows.ts';
import { TEST_DATABASES } from './databases.ts';
import { asRemake } from './match-fixtures.ts';
import { useTestApp } from './test-app.ts';

const round1 = (n: number | null) => Math.round((n ?? 0) * 10) / 10;

/** The derived numbers the API shows for a participant row. */
const statsOf = (row: ParticipantRow) => ({
  role: row.role,
  cs: row.creepScore,
  cs_per_min: round1(row.csPerMin),
  kill_participation: round1(row.killParticipation),
  damage_share: round1(row.damageShare),
  gold_share: round1(row.goldShare),
  vision_score_per_min: round1(row.visionScorePerMin),
  wards_placed: row.wardsPlaced,
  wards_killed: row.wardsKilled,
  control_wards: row.controlWards,
  largest_multikill: row.largestMultikill,
  multikills: {
    double: row.doubleKills,
    triple: row.tripleKills,
    quadra: row.quadraKills,
    penta: row.pentaKills,
  },
  first_blood: row.firstBlood,
  objective_damage: row.objectiveDamage,
  score: row.score,
  badge: row.badge,
  placement: row.placement,
  subteam_id: row.subteamId,
});

describe.each(TEST_DATABASES)('match cards and details at op.gg depth on $name', (db) => {
  let player: Player;
  let remakeId: string;
  let items: MatchListItem[];

  const get = (url: string) => t.request({ method: 'GET', url });
  const playerPath = (p: Player) =>
    `${encodeURIComponent(p.gameName)}/${encodeURIComponent(p.tagLine)}`;
  const documentOf = (matchId: string): MatchDto => {
    const header = t.sim.world.matchById(matchId);
    if (!header) throw new Error(`no match ${matchId}`);
    return MatchDtoSchema.parse(t.sim.world.matchDocument(header));
  };

  const t = useTestApp(db);
  beforeAll(async () => {
    const [sample] = t.sim.world.samplePlayers;
    if (!sample) throw new Error('no sample players');
    player = sample;
    // The player's newest match is stored as a remake before the player is looked up; the
    // lookup then finds it stored and keeps it.
    remakeId = t.sim.world.matchIds(player, { start: 0, count: 1 })[0] ?? '';
    await t.services.repositories.matches.store(asRemake(documentOf(remakeId)));
    const res = await get(
      `/api/summoners/${playerPath(player)}/matches?region=${player.platform}&perPage=50`,
    );
    expect(res.statusCode, res.body).toBe(200);
    items = res.json().data;
    expect(items.length).toBeGreaterThan(5);
  });

  it('lists each match with its derived numbers, secondary tree, map and every player', () => {
    // Arena games (no runes, duos for teams) are checked by the Arena tests.
    for (const item of items.filter(
      (i) => i.match_id !== remakeId && i.match.queue_id !== ARENA_QUEUE,
    )) {
      const document = documentOf(item.match_id);
      const rows = matchRows(document).participants;
      const me = rows.find((r) => r.puuid === player.puuid);
      if (!me) throw new Error('the player is not in the match');
      expect(item).toMatchObject({ ...statsOf(me), is_remake: false, win: me.win });
      expect(item.score).not.toBeNull();
      expect(item.sub_rune.icon).toMatch(/^\/cdn\/ddragon\/.+\.png$/);
      expect(item.match.map_id).toBe(document.info.mapId);
      expect(item.participants_preview).toEqual(
        document.info.participants.map((p) => ({
          puuid: p.puuid,
          team_id: p.teamId,
          subteam_id: null,
          riot_id: `${p.riotIdGameName}#${p.riotIdTagline}`,
          champion: {
            name: expect.any(String),
            image_url: expect.stringMatching(/^\/cdn\/ddragon\/.+\.png$/),
          },
          region: player.platform,
        })),
      );
    }
    // Each match has one MVP and one ACE among its players.
    const badges = matchRows(documentOf(items[1]?.match_id ?? '')).participants.map((p) => p.badge);
    expect(badges.filter((b) => b === 'MVP')).toHaveLength(1);
    expect(badges.filter((b) => b === 'ACE')).toHaveLength(1);
  });

  it('keeps a remake in the list, flagged, without a score or badge', () => {
    const remake = items.find((i) => i.match_id === remakeId);
    expect(remake).toMatchObject({ is_remake: true, score: null, badge: null });
    expect(remake?.participants_preview).toHaveLength(10);
  });

  it('counts a remake in no top champion', async () => {
    const res = await get(`/api/summoners/${player.platform}/${playerPath(player)}/top-champions`);
    expect(res.statusCode, res.body).toBe(200);
    const counted = items.filter((i) => !i.is_remake);
    for (const champion of res.json() as TopChampion[]) {
      const games = counted.filter((i) => i.champion.name === champion.champion_name);
      expect(champion.games, champion.champion_name).toBe(games.length);
      expect(champion.wins, champion.champion_name).toBe(games.filter((i) => i.win).length);
    }
  });

  it('counts a remake in no frequent teammate', async () => {
    const res = await get(`/api/summoners/${player.platform}/${playerPath(player)}/friends`);
    expect(res.statusCode, res.body).toBe(200);
    const together = new Map<string, { games: number; wins: number }>();
    for (const item of items.filter((i) => !i.is_remake)) {
      const me = item.participants_preview.find((p) => p.puuid === player.puuid);
      for (const mate of item.participants_preview) {
        if (mate.puuid === player.puuid || mate.team_id !== me?.team_id) continue;
        const sum = together.get(mate.puuid) ?? { games: 0, wins: 0 };
        sum.games += 1;
        if (item.win) sum.wins += 1;
        together.set(mate.puuid, sum);
      }
    }
    const friends: Friend[] = res.json();
    for (const friend of friends) {
      expect([friend.games_together, friend.wins_together], friend.game_name).toEqual([
        together.get(friend.puuid)?.games,
        together.get(friend.puuid)?.wins,
      ]);
    }
  });

  it('counts a remake in no tier-list rollup', async () => {
    // Each pair is read in one statement: older pages of the player's matches may still be
    // stored in the background meanwhile.
    const pair = async (query: ReturnType<typeof sql>) =>
      ((await t.database.db.execute(query)) as unknown as { rows: { a: number; b: number }[] })
        .rows[0];
    const matches = await pair(sql`select
      (select coalesce(sum(matches), 0) from match_totals where platform <> '')::int as a,
      (select count(*) from matches where not is_remake)::int as b`);
    expect(matches?.a).toBe(matches?.b);
    const games = await pair(sql`select
      (select coalesce(sum(games), 0) from champion_stats where platform <> '')::int as a,
      (select count(*) from match_participants where not is_remake)::int as b`);
    expect(games?.a).toBe(games?.b);
    const remakes = await pair(
      sql`select (select count(*) from matches where is_remake)::int as a, 1 as b`,
    );
    expect(remakes?.a).toBe(1);
  });

  it('lists the players of a match with their derived numbers and region', async () => {
    const matchId = items[1]?.match_id ?? '';
    const res = await get(`/api/matches/${matchId}/participants`);
    expect(res.statusCode, res.body).toBe(200);
    const body: MatchParticipant[] = res.json();
    const rows = matchRows(documentOf(matchId)).participants;
    expect(body).toHaveLength(rows.length);
    for (const row of rows) {
      expect(body.find((p) => p.puuid === row.puuid)).toMatchObject({
        ...statsOf(row),
        region: player.platform,
      });
    }
  });

  it('adds the map, the team gold difference, objectives and kills to the timeline', async () => {
    const matchId = items[2]?.match_id ?? '';
    const res = await get(`/api/matches/${matchId}/${player.puuid}/timeline`);
    expect(res.statusCode, res.body).toBe(200);
    const body: TimelineResponse = res.json();
    const document = documentOf(matchId);
    expect(body.map_id).toBe(document.info.mapId);
    expect(body.team_gold_diff).toHaveLength(body.timeline.frames.length);
    const blue = new Set(
      document.info.participants.filter((p) => p.teamId === 100).map((p) => p.participantId),
    );
    const last = body.timeline.frames.at(-1);
    const gold = Object.values(last?.participantFrames ?? {}).reduce(
      (n, f) => n + (blue.has(f.participantId) ? f.totalGold : -f.totalGold),
      0,
    );
    expect(body.team_gold_diff.at(-1)?.value).toBe(gold);
    expect(body.kills).toHaveLength(document.info.participants.reduce((n, p) => n + p.deaths, 0));
    for (const team of document.info.teams) {
      const towers = body.objectives.filter((o) => o.type === 'TOWER' && o.team_id === team.teamId);
      expect(towers.length).toBeLessThanOrEqual(11);
    }
  });

  it('answers a player’s build: items by minute, skill order and rune page', async () => {
    const item = items[2] as MatchListItem;
    const res = await get(`/api/matches/${item.match_id}/${player.puuid}/build`);
    expect(res.statusCode, res.body).toBe(200);
    const body: MatchBuildResponse = res.json();
    expect(body.timeline_available).toBe(true);
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.flatMap((m) => m.events).some((e) => e.type === 'ITEM_PURCHASED')).toBe(true);
    expect(body.skills.map((s) => s.level)).toEqual(body.skills.map((_, i) => i + 1));
    expect(body.skills.length).toBeLessThanOrEqual(item.champ_level + 1);
    expect(body.runes.primary.keystone).toEqual(item.main_rune);
    expect(body.runes.secondary.tree).toEqual(item.sub_rune);
    expect(body.runes.primary.runes).toHaveLength(3);
    expect(body.runes.secondary.runes).toHaveLength(2);
    expect(body.runes.shards).toHaveLength(3);
  });

  it('answers 404 for the build of an unknown match or of a player not in the match', async () => {
    const unknown = await get(
      `/api/matches/${player.platform.toUpperCase()}_1/${player.puuid}/build`,
    );
    expect(unknown.statusCode, unknown.body).toBe(404);
    const stranger = await get(`/api/matches/${items[0]?.match_id}/someone-else/build`);
    expect(stranger.statusCode, stranger.body).toBe(404);
    expect(stranger.json()).toEqual({ message: PLAYER_NOT_IN_MATCH });
    expect((await get(`/api/matches/euw1_1/${player.puuid}/build`)).statusCode).toBe(422);
  });
});
