import type { Player, RiotSim } from '@riftscope/riot-sim';
import { count, eq, isNull, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { matches, matchParticipants } from '../src/db/schema.ts';
import { createMatchesRepository } from '../src/modules/riot-data/matches.repository.ts';

/** A Riot ID in a region, as the summoner routes take it. */
export interface RiotIdIn {
  gameName: string;
  tagLine: string;
  platform: string;
}

const enc = encodeURIComponent;

/** `GET /api/summoners/{gameName}/{tagLine}/{region}` */
export const summonerUrl = (p: RiotIdIn) =>
  `/api/summoners/${enc(p.gameName)}/${enc(p.tagLine)}/${p.platform}`;

/** `POST /api/summoners/{gameName}/{tagLine}/{region}/update` */
export const updateUrl = (p: RiotIdIn) => `${summonerUrl(p)}/update`;

/** `GET /api/summoners/{gameName}/{tagLine}/matches?region=…` plus any other query. */
export const matchesUrl = (p: RiotIdIn, query: Record<string, string | number> = {}) => {
  const search = new URLSearchParams({ region: p.platform });
  for (const [k, v] of Object.entries(query)) search.set(k, String(v));
  return `/api/summoners/${enc(p.gameName)}/${enc(p.tagLine)}/matches?${search}`;
};

/** `GET /api/summoners/{region}/{gameName}/{tagLine}/{panel}` */
export const panelUrl = (p: RiotIdIn, panel: 'top-champions' | 'top-champions/panel' | 'friends') =>
  `/api/summoners/${p.platform}/${enc(p.gameName)}/${enc(p.tagLine)}/${panel}`;

/**
 * A lookup as the player page makes it: the profile, then, once it is answered, the first page
 * of matches, which the profile does not wait for. The profile's answer, or the page's when the
 * page failed.
 */
export async function lookUpWithMatches(
  request: (options: { method: 'GET'; url: string }) => Promise<LightMyRequestResponse>,
  p: RiotIdIn,
): Promise<LightMyRequestResponse> {
  const profile = await request({ method: 'GET', url: summonerUrl(p) });
  if (profile.statusCode !== 200) return profile;
  const page = await request({ method: 'GET', url: matchesUrl(p) });
  return page.statusCode === 200 ? profile : page;
}

/** The Riot calls a cold lookup of a player with ten recent matches makes, by method. */
export const COLD_LOOKUP_CALLS = {
  'account-v1.getByRiotId': 1,
  'summoner-v4.getByPUUID': 1,
  'league-v4.getLeagueEntriesByPUUID': 1,
  'match-v5.getMatchIdsByPUUID': 1,
  'match-v5.getMatch': 10,
};

/**
 * Hands out world players that no earlier call has handed out, so tests sharing one database
 * each get a player the site has not looked up yet. The sample players are never handed out.
 */
export function playerPicker(sim: RiotSim) {
  const used = new Set(sim.world.samplePlayers.map((p) => p.puuid));
  return (filter: (p: Player) => boolean = () => true): Player => {
    const player = sim.world.players.find((p) => !used.has(p.puuid) && filter(p));
    if (!player) throw new Error('no unused world player matches the filter');
    used.add(player.puuid);
    return player;
  };
}

/**
 * Everything that would show a match stored twice or half: matches whose participant rows do
 * not match their raw document, participant rows without their match, and players listed
 * twice in one match.
 */
export async function matchStorageProblems(db: Database) {
  const perMatch = await db
    .select({
      matchId: matches.matchId,
      rawMatchId: sql<string>`${matches.raw}::json->'metadata'->>'matchId'`,
      expected:
        sql<number>`json_array_length(${matches.raw}::json->'info'->'participants')`.mapWith(
          Number,
        ),
      stored: count(matchParticipants.participantId),
    })
    .from(matches)
    .leftJoin(matchParticipants, eq(matchParticipants.matchId, matches.matchId))
    .groupBy(matches.matchId);
  const [orphans] = await db
    .select({ n: count() })
    .from(matchParticipants)
    .leftJoin(matches, eq(matches.matchId, matchParticipants.matchId))
    .where(isNull(matches.matchId));
  const repeatedPlayers = await db
    .select({ matchId: matchParticipants.matchId, puuid: matchParticipants.puuid, n: count() })
    .from(matchParticipants)
    .groupBy(matchParticipants.matchId, matchParticipants.puuid)
    .having(sql`count(*) > 1`);
  return {
    matches: perMatch.length,
    halfWritten: perMatch.filter((m) => m.stored !== m.expected || m.rawMatchId !== m.matchId),
    orphanParticipants: orphans?.n ?? 0,
    repeatedPlayers,
  };
}

/** The match ids among `ids` that are stored. */
export function storedMatchIds(db: Database, ids: readonly string[]): Promise<Set<string>> {
  return createMatchesRepository(db).storedIds(ids);
}

/** The stored participant rows of a player. */
export function participantRowsOf(db: Database, puuid: string) {
  return db.select().from(matchParticipants).where(eq(matchParticipants.puuid, puuid));
}
