import type { Region } from '@riftscope/contracts';
import { conflict, notFound } from '../../platform/errors.ts';
import { hasHistoryStart, SUMMONER_NOT_FOUND } from '../ingestion/ingestion.service.ts';
import type { IngestionJobs } from '../ingestion/ingestion-jobs.ts';
import type { SummonerRow } from '../riot-data/player-rows.ts';
import type { SummonersRepository } from '../riot-data/summoners.repository.ts';
import { NOT_STORED_YET, type PlayerRequest } from './player-request.ts';

/** What finding a stored player needs: the stored rows, and the jobs that fetch from Riot. */
export interface StoredPlayersDeps {
  summoners: Pick<SummonersRepository, 'findByRiotId'>;
  jobs: Pick<IngestionJobs, 'firstPage' | 'isKnownMissing'>;
}

type NamedPlayer = PlayerRequest<Region | undefined>;

/** A player already looked up on the site, as stored now; 404 otherwise. */
export async function storedPlayer(
  deps: StoredPlayersDeps,
  { region, gameName, tagLine }: NamedPlayer,
): Promise<SummonerRow> {
  const row = await deps.summoners.findByRiotId(region, gameName, tagLine);
  if (!row?.fetchedAt) throw notFound(SUMMONER_NOT_FOUND);
  return row;
}

/**
 * A stored player, for a page render: 404 only when Riot is known not to have the Riot ID (a
 * lookup a moment ago said so); 409 when the player is not stored yet (the browser looks it up).
 */
export async function storedOrNot(
  deps: StoredPlayersDeps,
  { region, gameName, tagLine }: NamedPlayer,
): Promise<SummonerRow> {
  const row = await deps.summoners.findByRiotId(region, gameName, tagLine);
  if (row?.fetchedAt) return row;
  if (region && (await deps.jobs.isKnownMissing?.(region, gameName, tagLine))) {
    throw notFound(SUMMONER_NOT_FOUND);
  }
  throw conflict(NOT_STORED_YET);
}

/** A stored player whose first page of matches is stored too; 409 while it is fetched. */
export async function storedWithHistory(
  deps: StoredPlayersDeps,
  player: NamedPlayer,
): Promise<SummonerRow> {
  const row = await storedOrNot(deps, player);
  if (!hasHistoryStart(row)) throw conflict(NOT_STORED_YET);
  return row;
}

/**
 * A player already looked up on the site, once the first page of matches its lookup fetches is
 * stored (the panels read stored matches); the per-player panels never call Riot themselves.
 */
export async function knownPlayer(
  deps: StoredPlayersDeps,
  player: NamedPlayer,
): Promise<SummonerRow> {
  if (player.reads === 'stored') return storedWithHistory(deps, player);
  return deps.jobs.firstPage(await storedPlayer(deps, player), player.gameName, player.tagLine);
}
