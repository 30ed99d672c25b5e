import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { createLadderReader } from '../modules/ladders/ladder-reader.ts';
import { createLaddersService } from '../modules/ladders/ladders.service.ts';
import type { GameDataCatalog } from '../modules/riot-data/game-data.mapper.ts';
import { createLaddersRepository } from '../modules/riot-data/ladders.repository.ts';
import type { SummonersService } from '../modules/summoners/summoners.service.ts';
import { memoryAnswerCache } from '../platform/answer-cache.ts';
import type { SharedState } from '../platform/redis/shared-state.ts';
import type { RiotDeps } from '../platform/riot.ts';

/**
 * The apex ladders (docs/player-page.md, Ladders): the answers, and the reader the ladder
 * schedule runs, which forgets a ladder's cached pages once it stored the ladder again.
 */
export function createLadderServices(deps: {
  db: Database;
  riot: RiotDeps;
  log: FastifyBaseLogger;
  clock: () => number;
  /** Redis of a serving process: ladder pages cached for every process; in memory without. */
  shared: SharedState | null;
  players: SummonersService;
  games: GameDataCatalog;
}) {
  const repository = createLaddersRepository(deps.db);
  const ladders = createLaddersService({
    ladders: repository,
    games: deps.games,
    players: deps.players,
    cache: deps.shared?.answerCache ?? memoryAnswerCache,
    now: deps.clock,
  });
  const ladderReader = createLadderReader({
    riot: deps.riot.client,
    ladders: repository,
    log: deps.log.child({ job: 'ladders' }),
    onLadder: (region, queue) => void ladders.forgetLadder(region, queue),
    now: deps.clock,
  });
  return { ladders, ladderReader };
}
