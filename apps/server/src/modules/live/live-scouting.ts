import {
  type PlayerNoteFact,
  type PlayerRole,
  playerNotes,
  RANKED_FORM_GAMES,
  RANKED_QUEUE_RIOT,
  type RankedForm,
  type RankedQueue,
  seasonRange,
} from '@riftscope/contracts';
import type {
  ChampionTallyRow,
  HistoryWindow,
  ScoutingGameRow,
  ScoutingRepository,
} from '../riot-data/scouting.repository.ts';
import { newestOf, noteFactsOf, toRankedForm } from '../scouting/scouting.mapper.ts';

/** The ranked queue a live game's form is read in: Flex for a Flex game, else Solo/Duo. */
export const formQueueOf = (queueId: number): RankedQueue =>
  queueId === RANKED_QUEUE_RIOT.flex.queueId ? 'flex' : 'solo';

/** What a lobby's stored games say of its players, by PUUID (docs/player-page.md, Scouting). */
export interface LobbyGames {
  /** The queue of `formGames`. */
  queue: RankedQueue;
  /** The newest RANKED_FORM_GAMES games of the form's queue, newest first. */
  formGames: ReadonlyMap<string, readonly ScoutingGameRow[]>;
  /** The newest RANKED_FORM_GAMES games of both ranked queues together, newest first. */
  recentRanked: ReadonlyMap<string, readonly ScoutingGameRow[]>;
  /** This season's games per champion and queue. */
  seasonTallies: ReadonlyMap<string, readonly ChampionTallyRow[]>;
  /** Where every match of the player is stored; missing for players never fetched. */
  windows: ReadonlyMap<string, HistoryWindow>;
}

/**
 * The lobby's stored games in four statements, each over every player at once: the newest games
 * of each ranked queue (the form reads the game's queue, the notes both), the season's
 * per-champion tallies and the history windows.
 */
export async function readLobbyGames(
  scouting: Pick<ScoutingRepository, 'recentGamesOf' | 'championTallies' | 'historyWindows'>,
  lobby: { region: string; puuids: readonly string[]; queueId: number; season: number },
): Promise<LobbyGames> {
  const { region, puuids, season } = lobby;
  const { from, to } = seasonRange(season);
  const [solo, flex, tallies, windows] = await Promise.all([
    scouting.recentGamesOf(puuids, 'solo', RANKED_FORM_GAMES),
    scouting.recentGamesOf(puuids, 'flex', RANKED_FORM_GAMES),
    scouting.championTallies(puuids, from, to),
    scouting.historyWindows(region, puuids),
  ]);
  const queue = formQueueOf(lobby.queueId);
  const recentRanked = new Map(
    puuids.map((puuid) => [
      puuid,
      newestOf([solo.get(puuid) ?? [], flex.get(puuid) ?? []], RANKED_FORM_GAMES),
    ]),
  );
  const seasonTallies = new Map<string, ChampionTallyRow[]>();
  for (const row of tallies) {
    const list = seasonTallies.get(row.puuid) ?? [];
    seasonTallies.set(row.puuid, list);
    list.push(row);
  }
  return { queue, formGames: queue === 'flex' ? flex : solo, recentRanked, seasonTallies, windows };
}

/** The player's recent ranked form in the game's queue; no games stored is a form of 0 games. */
export function formOf(games: LobbyGames, puuid: string): RankedForm {
  return toRankedForm(games.queue, games.formGames.get(puuid) ?? [], games.windows.get(puuid));
}

/** What the notes read of the player in this game. */
export interface NoteSeat {
  puuid: string;
  championId: number;
  role: PlayerRole | null;
  masteryLevel: number | null;
}

/** The player's notes (player-notes.ts) from the lobby's stored games. */
export function notesOf(
  games: LobbyGames,
  seat: NoteSeat,
  at: { now: number; season: number },
): PlayerNoteFact[] {
  const facts = noteFactsOf(
    games.recentRanked.get(seat.puuid) ?? [],
    games.seasonTallies.get(seat.puuid) ?? [],
    games.windows.get(seat.puuid),
  );
  return playerNotes(facts, {
    now: at.now,
    seasonStart: seasonRange(at.season).from,
    championId: seat.championId,
    role: seat.role,
    masteryLevel: seat.masteryLevel,
  });
}
