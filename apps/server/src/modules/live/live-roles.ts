import {
  inferRoles,
  PLAYER_ROLES,
  type PlayerRole,
  RANKED_QUEUE_RIOT,
  RED_TEAM_ID,
  ROLE_TEAM_SIZE,
  type RoleCandidate,
  type RoleShares,
  SMITE_SPELL_ID,
  SUMMONERS_RIFT_MAP_ID,
} from '@riftscope/contracts';
import type { CurrentGameInfoDto, CurrentGameParticipantDto } from '@riftscope/riot/schemas';
import { singleFlight } from '../../platform/single-flight.ts';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import type { ScoutingGameRow, ScoutingRepository } from '../riot-data/scouting.repository.ts';
import { gamesByRole } from '../scouting/scouting.mapper.ts';
import { puuidOf } from './live.mapper.ts';

/**
 * How long the champions' role distributions are kept in the process. Reading them sums every
 * patch, region and bracket row of the Solo/Duo aggregates (measured on PostgreSQL over the
 * synthetic aggregates of bench/synthetic-aggregates.ts: 13 ms for 10,000 matches, 66 ms for a
 * million, the same for ten champions as for all of them), while they move only as matches are
 * stored: a few minutes late changes no inferred role.
 */
export const CHAMPION_ROLES_CACHE_MS = 10 * 60_000;

/** The queue whose aggregates give champions' role distributions: Solo/Duo, the largest. */
const ROLES_QUEUE_ID = RANKED_QUEUE_RIOT.solo.queueId;

/** The teams of a live game as the answer splits them: blue is every player not on red. */
export const isRed = (p: Pick<CurrentGameParticipantDto, 'teamId'>) => p.teamId === RED_TEAM_ID;

/**
 * Whether the game's roles are inferred (lane-roles.ts): Summoner's Rift, and each team exactly
 * ROLE_TEAM_SIZE players, each with a PUUID or a bot. ARAM, Arena and other team sizes keep
 * Riot's order without roles.
 */
export function canInferRoles(live: Pick<CurrentGameInfoDto, 'mapId' | 'participants'>): boolean {
  if (live.mapId !== SUMMONERS_RIFT_MAP_ID) return false;
  const isListed = (p: CurrentGameParticipantDto) => puuidOf(p) !== null || p.bot === true;
  return [true, false].every((red) => {
    const team = live.participants.filter((p) => isRed(p) === red);
    return team.length === ROLE_TEAM_SIZE && team.every(isListed);
  });
}

/** A champion's share of its games in each role (games in the role ÷ the champion's games). */
export function championShares(games: ReadonlyMap<string, number> | undefined): RoleShares {
  const total = [...(games?.values() ?? [])].reduce((n, g) => n + g, 0);
  if (!games || total === 0) return {};
  return Object.fromEntries(PLAYER_ROLES.map((role) => [role, (games.get(role) ?? 0) / total]));
}

/** What the role rule reads of one player: Smite, the champion's shares, their own history. */
function candidateOf(
  p: CurrentGameParticipantDto,
  shares: ReadonlyMap<number, RoleShares>,
  recentRanked: ReadonlyMap<string, readonly ScoutingGameRow[]>,
): RoleCandidate {
  const puuid = puuidOf(p);
  return {
    hasSmite: p.spell1Id === SMITE_SPELL_ID || p.spell2Id === SMITE_SPELL_ID,
    champion: shares.get(p.championId) ?? {},
    history: puuid === null ? {} : gamesByRole(recentRanked.get(puuid) ?? []),
  };
}

/**
 * Each participant's inferred role, in Riot's order (inferRoles over each team as Riot lists
 * it); null when the game's roles are not inferred (canInferRoles).
 */
export function lobbyRoles(
  live: CurrentGameInfoDto,
  shares: ReadonlyMap<number, RoleShares>,
  recentRanked: ReadonlyMap<string, readonly ScoutingGameRow[]>,
): (PlayerRole | null)[] | null {
  if (!canInferRoles(live)) return null;
  const roles: (PlayerRole | null)[] = live.participants.map(() => null);
  for (const red of [false, true]) {
    const seats = live.participants.flatMap((p, at) => (isRed(p) === red ? [{ p, at }] : []));
    const team = seats.map(({ p }) => candidateOf(p, shares, recentRanked));
    inferRoles(team)?.forEach((role, k) => {
      const seat = seats[k];
      if (seat) roles[seat.at] = role;
    });
  }
  return roles;
}

/**
 * Every champion's role shares in the Solo/Duo aggregates, read for all champions at once (the
 * read scans the queue's rows whatever it asks for) and kept CHAMPION_ROLES_CACHE_MS in the
 * process; read again sooner only for a champion it does not hold (one new since). Concurrent
 * reads share one statement.
 */
export function createChampionRoleShares(deps: {
  scouting: Pick<ScoutingRepository, 'championRoleGames'>;
  /** Every champion the game data knows. */
  champions: () => readonly number[];
  now: () => number;
}) {
  const kept = createTtlCache<Map<number, RoleShares>>({
    ttlMs: CHAMPION_ROLES_CACHE_MS,
    maxEntries: 1,
    now: deps.now,
  });
  const reading = singleFlight<Map<number, RoleShares>>();
  const ALL = 'all';
  return async function sharesOf(
    championIds: readonly number[],
  ): Promise<ReadonlyMap<number, RoleShares>> {
    const known = kept.get(ALL);
    if (known && championIds.every((id) => known.has(id))) return known;
    return reading(ALL, async () => {
      const ids = [...new Set([...deps.champions(), ...championIds])];
      const games = await deps.scouting.championRoleGames(ROLES_QUEUE_ID, ids);
      const shares = new Map(ids.map((id) => [id, championShares(games.get(id))]));
      kept.set(ALL, shares);
      return shares;
    });
  };
}
