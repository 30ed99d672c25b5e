import type { UpdateResponse } from '@riftscope/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { UPDATE_COOLDOWN_MS } from '../ingestion/ingestion.service.ts';
import type { IngestionJobs } from '../ingestion/ingestion-jobs.ts';
import type { SummonerRow } from '../riot-data/player-rows.ts';
import type { SummonersRepository } from '../riot-data/summoners.repository.ts';
import type { PlayerRequest } from './player-request.ts';
import { storedPlayer } from './stored-players.ts';

export interface PlayerUpdateDeps {
  summoners: SummonersRepository;
  jobs: IngestionJobs;
  now: () => number;
  /** Drops the cached answers about a player (the service's `forget`). */
  forget: (player: Pick<PlayerRequest, 'gameName' | 'tagLine'>) => Promise<void>;
  log?: FastifyBaseLogger;
}

const nextUpdateOf = (deps: PlayerUpdateDeps, fetchedAt: Date | null) =>
  new Date((fetchedAt?.getTime() ?? deps.now()) + UPDATE_COOLDOWN_MS).toISOString();

/**
 * The Update button: refreshes a stored player from Riot (queued for a worker with Redis), or
 * looks up one never stored; the player's cached answers are forgotten before and after.
 */
export async function updatePlayer(
  deps: PlayerUpdateDeps,
  player: PlayerRequest,
): Promise<UpdateResponse> {
  const { summoners, jobs, forget } = deps;
  const { region, gameName, tagLine, client } = player;
  await forget(player);
  const stored = await summoners.findByRiotId(region, gameName, tagLine);
  // A player first fetched by this request is as fresh as an Update would make it, and
  // refreshing it again would only meet the cooldown that fetch has just started.
  if (!stored?.fetchedAt) {
    // Its new matches: those stored for it now but not before (a stub may have some).
    const before = stored ? (await summoners.historyBounds(stored.puuid)).total : 0;
    const fetched = await jobs.firstPage(
      await jobs.lookup(region, gameName, tagLine, client),
      gameName,
      tagLine,
    );
    await forget(player);
    const after = (await summoners.historyBounds(fetched.puuid)).total;
    return {
      status: 'done',
      next_update_at: nextUpdateOf(deps, fetched.fetchedAt),
      new_matches: Math.max(0, after - before),
    };
  }
  const { status, newMatches } = await jobs.update(stored);
  if (status === 'queued') {
    return { status, next_update_at: nextUpdateOf(deps, null), new_matches: null };
  }
  // Again, in case a view cached the old answer while Riot was being asked.
  await forget(player);
  const updated = await summoners.findByPuuid(stored.region, stored.puuid);
  return {
    status,
    next_update_at: nextUpdateOf(deps, updated?.fetchedAt ?? null),
    new_matches: newMatches,
  };
}

/** Where the player's Update stands; once done, answers cached meanwhile are forgotten. */
export async function updateStatusOf(
  deps: PlayerUpdateDeps,
  player: PlayerRequest,
): Promise<UpdateResponse> {
  const row = await storedPlayer(deps, player);
  const { status, newMatches } = await deps.jobs.updateStatus(row);
  // The worker has stored what is new: answers cached meanwhile are old.
  if (status === 'done') await deps.forget(player);
  return {
    status,
    next_update_at: nextUpdateOf(deps, row.fetchedAt),
    new_matches: status === 'done' ? newMatches : null,
  };
}

/**
 * Starts the background refresh of a player whose stored data is older than `refreshAgeMs`
 * (the claim in the database decides, once per age window however many visitors and processes
 * ask) and tells whether a refresh of the player is under way. The profile is answered from what
 * is stored either way; the page polls the Update status and asks again when done.
 */
export async function refreshWhenStale(
  deps: PlayerUpdateDeps & { refreshAgeMs: number },
  row: SummonerRow,
  player: Pick<PlayerRequest, 'gameName' | 'tagLine'>,
): Promise<boolean> {
  const { summoners, jobs, now, refreshAgeMs } = deps;
  try {
    if (await summoners.claimRefresh(row.id, new Date(now()), refreshAgeMs)) {
      await jobs.refresh(row, () => deps.forget(player));
      return true;
    }
    const { status } = await jobs.updateStatus(row);
    if (status === 'queued' || status === 'running') return true;
    if (status !== 'done') return false;
    // Finished since `row` was read: the page asks again, as after a refresh it saw run.
    const current = await summoners.findByPuuid(row.region, row.puuid);
    return (current?.fetchedAt?.getTime() ?? 0) > (row.fetchedAt?.getTime() ?? 0);
  } catch (err) {
    // The queue is unreachable: the stored profile is still worth answering.
    deps.log?.warn({ err, puuid: row.puuid }, 'background refresh not started');
    return false;
  }
}
