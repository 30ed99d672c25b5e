import {
  mainRoles,
  type NoteChampion,
  type NoteFacts,
  type NoteGame,
  PLAYER_ROLES,
  type PlayerNote,
  type PlayerNoteFact,
  type PlayerRole,
  POOL_CHAMPIONS,
  type PoolChampion,
  percentOf,
  RANKED_QUEUE_RIOT,
  type RankedForm,
  type RankedQueue,
  round1,
} from '@riftscope/contracts';
import type { GameDataMapper } from '../riot-data/game-data.mapper.ts';
import type {
  ChampionTallyRow,
  HistoryWindow,
  ScoutingGameRow,
} from '../riot-data/scouting.repository.ts';
import { kdaOf } from '../summoners/player-stats.service.ts';

/** Riot's queue ids of the two ranked queues, which the notes read. */
export const RANKED_QUEUE_IDS: readonly number[] = Object.values(RANKED_QUEUE_RIOT).map(
  (q) => q.queueId,
);

const isPlayerRole = (role: string | null): role is PlayerRole =>
  role !== null && (PLAYER_ROLES as readonly string[]).includes(role);

const perGame = (sum: number, games: number) => (games > 0 ? round1(sum / games) : 0);

/** Lists of games newest first, merged newest first and cut to `limit`. */
export function newestOf(
  lists: readonly (readonly ScoutingGameRow[])[],
  limit: number,
): ScoutingGameRow[] {
  return lists
    .flat()
    .toSorted((a, b) => b.gameCreation - a.gameCreation)
    .slice(0, limit);
}

/** Games by role of a list of games; games without a role are left out. */
export function gamesByRole(games: readonly Pick<ScoutingGameRow, 'role'>[]) {
  const byRole: Partial<Record<PlayerRole, number>> = {};
  for (const { role } of games) if (isPlayerRole(role)) byRole[role] = (byRole[role] ?? 0) + 1;
  return byRole;
}

/**
 * Whether every one of the games lies where all the player's matches are stored (its window):
 * false for a player never fetched, whose games are only those met in others' histories.
 */
export function isWithinHistory(
  games: readonly Pick<ScoutingGameRow, 'gameCreation'>[],
  window: HistoryWindow | undefined,
): boolean {
  if (!window) return false;
  const { from } = window;
  return from === null || games.every((g) => g.gameCreation >= from);
}

/** The recent ranked form of a player's newest games of one ranked queue, newest first. */
export function toRankedForm(
  queue: RankedQueue,
  games: readonly ScoutingGameRow[],
  window: HistoryWindow | undefined,
): RankedForm {
  const count = games.length;
  const wins = games.filter((g) => g.win).length;
  const sum = (pick: (g: ScoutingGameRow) => number) => games.reduce((n, g) => n + pick(g), 0);
  const kills = sum((g) => g.kills);
  const deaths = sum((g) => g.deaths);
  const assists = sum((g) => g.assists);
  const { main, secondary } = mainRoles(gamesByRole(games));
  return {
    queue,
    games: count,
    wins,
    losses: count - wins,
    results: games.map((g) => (g.win ? 'win' : 'loss')),
    avg_kills: perGame(kills, count),
    avg_deaths: perGame(deaths, count),
    avg_assists: perGame(assists, count),
    kda: kdaOf(kills, deaths, assists),
    main_role: main,
    secondary_role: secondary,
    is_complete: isWithinHistory(games, window),
  };
}

/**
 * What the note rules read of a player: the newest ranked games (both queues, newest first), the
 * season's ranked games per champion, and the history window.
 */
export function noteFactsOf(
  recentRanked: readonly ScoutingGameRow[],
  seasonTallies: readonly ChampionTallyRow[],
  window: HistoryWindow | undefined,
): NoteFacts {
  const recent: NoteGame[] = recentRanked.map((g) => ({
    championId: g.championId,
    role: isPlayerRole(g.role) ? g.role : null,
    win: g.win,
    gameCreation: g.gameCreation,
  }));
  const byChampion = new Map<number, number>();
  for (const t of seasonTallies) {
    if (!RANKED_QUEUE_IDS.includes(t.queueId)) continue;
    byChampion.set(t.championId, (byChampion.get(t.championId) ?? 0) + t.games);
  }
  const season: NoteChampion[] = [...byChampion].map(([championId, games]) => ({
    championId,
    games,
  }));
  return { history: window ?? null, recent, season };
}

/** A rule's note as the answers carry it, the champion named in the answer's language. */
export function toPlayerNote(
  note: PlayerNoteFact,
  game: Pick<GameDataMapper, 'champion'>,
): PlayerNote {
  return {
    kind: note.kind,
    ...(note.championId === undefined
      ? {}
      : {
          champion: {
            id: note.championId,
            ...game.champion(note.championId, String(note.championId)),
          },
        }),
    ...(note.role === undefined ? {} : { role: note.role }),
    count: note.count,
    sample: note.sample,
    ...(note.days === undefined ? {} : { days: note.days }),
    ...(note.masteryLevel === undefined ? {} : { mastery_level: note.masteryLevel }),
    as_of: note.asOf === null ? null : new Date(note.asOf).toISOString(),
  };
}

/**
 * A player's champion pool: the POOL_CHAMPIONS champions with most of the tallies' games (then
 * most wins, then the lower id), the tallies being the queue's games of the season.
 */
export function toPool(
  tallies: readonly ChampionTallyRow[],
  masteries: ReadonlyMap<number, { level: number; points: number }>,
  game: Pick<GameDataMapper, 'champion'>,
): PoolChampion[] {
  const byChampion = new Map<number, ChampionTallyRow>();
  for (const t of tallies) {
    const sum = byChampion.get(t.championId);
    byChampion.set(
      t.championId,
      sum
        ? {
            ...sum,
            games: sum.games + t.games,
            wins: sum.wins + t.wins,
            kills: sum.kills + t.kills,
            deaths: sum.deaths + t.deaths,
            assists: sum.assists + t.assists,
          }
        : t,
    );
  }
  return [...byChampion.values()]
    .sort((a, b) => b.games - a.games || b.wins - a.wins || a.championId - b.championId)
    .slice(0, POOL_CHAMPIONS)
    .map((t) => {
      const mastery = masteries.get(t.championId);
      return {
        champion: { id: t.championId, ...game.champion(t.championId, String(t.championId)) },
        games: t.games,
        wins: t.wins,
        win_rate: percentOf(t.wins, t.games),
        kda: kdaOf(t.kills, t.deaths, t.assists),
        ...(mastery ? { mastery: { level: mastery.level, points: mastery.points } } : {}),
      };
    });
}
