import type { MatchDto } from '@riftscope/riot/schemas';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { matches, matchParticipants, matchTimelines } from '../../db/schema.ts';
import { rollupDeltas } from '../champions/rollups.ts';
import { matchRows, type ParticipantRow } from './match-rows.ts';

export function createMatchesRepository(db: Database) {
  return {
    /** Which of these match ids are stored already. */
    async storedIds(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: matches.matchId })
        .from(matches)
        .where(inArray(matches.matchId, [...ids]));
      return new Set(rows.map((r) => r.id));
    },

    /**
     * Stores a match, its participants, name stubs for players not fetched yet and its share of
     * the tier-list rollups. One SQL statement, so one transaction and one round trip:
     * participants, stubs and rollup deltas travel as JSON and are expanded by the database.
     * Storing a match twice changes nothing (every insert hangs off `m`); returns whether it
     * was new.
     */
    async store(document: MatchDto): Promise<boolean> {
      const { match, participants } = matchRows(document);
      const rollups = rollupDeltas(document);
      const statRows = rollups.stats.map((r) => ({
        queue_id: r.queueId,
        patch: r.patch,
        platform: r.platform,
        champion_id: r.championId,
        role: r.role,
        games: r.games,
        wins: r.wins,
      }));
      const banRows = rollups.bans.map((r) => ({
        queue_id: r.queueId,
        patch: r.patch,
        platform: r.platform,
        champion_id: r.championId,
        bans: r.bans,
      }));
      const players = participants.map((p) => ({
        participant_id: p.participantId,
        puuid: p.puuid,
        riot_id_game_name: p.riotIdGameName,
        riot_id_tagline: p.riotIdTagline,
        profile_icon_id: p.profileIconId,
        team_id: p.teamId,
        team_position: p.teamPosition,
        win: p.win,
        champion_id: p.championId,
        champion_name: p.championName,
        champ_level: p.champLevel,
        kills: p.kills,
        deaths: p.deaths,
        assists: p.assists,
        creep_score: p.creepScore,
        gold_earned: p.goldEarned,
        total_damage: p.totalDamage,
        vision_score: p.visionScore,
        items: p.items,
        summoner1_id: p.summoner1Id,
        summoner2_id: p.summoner2Id,
        keystone_id: p.keystoneId,
        primary_style_id: p.primaryStyleId,
        sub_style_id: p.subStyleId,
        penta_kills: p.pentaKills,
      }));
      const result = (await db.execute(sql`
        with m as (
          insert into matches (match_id, platform, queue_id, game_mode, game_version, game_creation, game_duration, raw)
          values (${match.matchId}, ${match.platform}, ${match.queueId}, ${match.gameMode},
                  ${match.gameVersion}, ${match.gameCreation}, ${match.gameDuration}, ${JSON.stringify(match.raw)}::jsonb)
          on conflict do nothing
          returning match_id
        ), players as (
          select * from jsonb_to_recordset(${JSON.stringify(players)}::jsonb) as x(
            participant_id smallint, puuid varchar, riot_id_game_name varchar, riot_id_tagline varchar,
            profile_icon_id integer, team_id smallint, team_position varchar, win boolean,
            champion_id integer, champion_name varchar, champ_level smallint, kills smallint,
            deaths smallint, assists smallint, creep_score integer, gold_earned integer,
            total_damage integer, vision_score integer, items integer[], summoner1_id integer,
            summoner2_id integer, keystone_id integer, primary_style_id integer,
            sub_style_id integer, penta_kills smallint)
        ), stored_players as (
          insert into match_participants (match_id, participant_id, puuid, game_creation, queue_id,
            riot_id_game_name, riot_id_tagline, profile_icon_id, team_id, team_position, win,
            champion_id, champion_name, champ_level, kills, deaths, assists, creep_score,
            gold_earned, total_damage, vision_score, items, summoner1_id, summoner2_id,
            keystone_id, primary_style_id, sub_style_id, penta_kills)
          select m.match_id, p.participant_id, p.puuid, ${match.gameCreation}, ${match.queueId},
            p.riot_id_game_name, p.riot_id_tagline, p.profile_icon_id, p.team_id, p.team_position,
            p.win, p.champion_id, p.champion_name, p.champ_level, p.kills, p.deaths, p.assists,
            p.creep_score, p.gold_earned, p.total_damage, p.vision_score, p.items, p.summoner1_id,
            p.summoner2_id, p.keystone_id, p.primary_style_id, p.sub_style_id, p.penta_kills
          from m, players p
          returning 1
        ), stubs as (
          insert into summoners (puuid, region, game_name, tag_line, profile_icon_id)
          select p.puuid, ${match.platform}, p.riot_id_game_name, p.riot_id_tagline, p.profile_icon_id
          from m, players p
          where p.riot_id_game_name <> '' and p.riot_id_tagline <> ''
          -- One lock order for every statement, so concurrent ingests cannot deadlock.
          order by p.puuid
          on conflict (region, puuid) do update
            set game_name = excluded.game_name, tag_line = excluded.tag_line,
                profile_icon_id = excluded.profile_icon_id
            -- A fetched summoner's names come from account-v1, not from old matches.
            where summoners.fetched_at is null
          returning 1
        ), stat_rows as (
          -- Rows arrive grouped by key (one upsert may not touch a row twice) and sorted, so
          -- concurrent ingests lock rollup rows in one order.
          insert into champion_stats (queue_id, patch, platform, champion_id, role, games, wins)
          select s.queue_id, s.patch, s.platform, s.champion_id, s.role, s.games, s.wins
          from m, jsonb_to_recordset(${JSON.stringify(statRows)}::jsonb) as s(
            queue_id integer, patch varchar, platform varchar, champion_id integer,
            role varchar, games integer, wins integer)
          order by s.champion_id, s.role
          on conflict (queue_id, patch, platform, champion_id, role) do update
            set games = champion_stats.games + excluded.games,
                wins = champion_stats.wins + excluded.wins
          returning 1
        ), ban_rows as (
          insert into champion_bans (queue_id, patch, platform, champion_id, bans)
          select b.queue_id, b.patch, b.platform, b.champion_id, b.bans
          from m, jsonb_to_recordset(${JSON.stringify(banRows)}::jsonb) as b(
            queue_id integer, patch varchar, platform varchar, champion_id integer, bans integer)
          order by b.champion_id
          on conflict (queue_id, patch, platform, champion_id) do update
            set bans = champion_bans.bans + excluded.bans
          returning 1
        ), total_rows as (
          insert into match_totals (queue_id, patch, platform, matches)
          select ${rollups.total.queueId}::integer, ${rollups.total.patch}::varchar,
            ${rollups.total.platform}::varchar, 1
          from m
          on conflict (queue_id, patch, platform) do update
            set matches = match_totals.matches + excluded.matches
          returning 1
        )
        select count(*)::int as inserted from m`)) as unknown as { rows: { inserted: number }[] };
      return Number(result.rows[0]?.inserted ?? 0) > 0;
    },

    async participants(matchId: string): Promise<ParticipantRow[]> {
      return db
        .select()
        .from(matchParticipants)
        .where(eq(matchParticipants.matchId, matchId))
        .orderBy(asc(matchParticipants.participantId));
    },

    async timeline(matchId: string): Promise<unknown | null> {
      const [row] = await db
        .select({ raw: matchTimelines.raw })
        .from(matchTimelines)
        .where(eq(matchTimelines.matchId, matchId));
      return row?.raw ?? null;
    },

    async storeTimeline(matchId: string, raw: unknown): Promise<void> {
      await db.insert(matchTimelines).values({ matchId, raw }).onConflictDoNothing();
    },
  };
}

export type MatchesRepository = ReturnType<typeof createMatchesRepository>;
