import { EXAMPLE_PLAYER_REGIONS, type ExamplePlayer } from '@riftscope/contracts';
import type { Database } from '../../db/client.ts';
import { singleFlight } from '../../platform/single-flight.ts';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import { highestRankedPlayers } from '../riot-data/example-players.repository.ts';

/** How long the stored players chosen as examples are kept before they are chosen again. */
export const EXAMPLE_PLAYERS_TTL_MS = 10 * 60_000;

/**
 * The home page's example players, one for each of EXAMPLE_PLAYER_REGIONS in that order: the
 * configured player of the region, otherwise the highest-ranked player stored in it (so that the
 * buttons lead to players the site holds, with a real Riot key as with the simulator); a region
 * with neither has no button. docs/player-page.md, Example players.
 */
export function createExamplePlayersService(deps: {
  db: Database;
  configured: readonly ExamplePlayer[] | undefined;
  now?: () => number;
}) {
  const chosen = createTtlCache<ExamplePlayer[]>({
    ttlMs: EXAMPLE_PLAYERS_TTL_MS,
    maxEntries: 1,
    now: deps.now,
  });
  const choosing = singleFlight<ExamplePlayer[]>();
  const configured = deps.configured ?? [];

  /** The stored players standing in for the regions with no configured player. */
  async function storedExamples(): Promise<ExamplePlayer[]> {
    const missing = EXAMPLE_PLAYER_REGIONS.filter((r) => !configured.some((p) => p.region === r));
    const found = await highestRankedPlayers(deps.db, missing);
    return found.flatMap((row) => {
      const region = EXAMPLE_PLAYER_REGIONS.find((code) => code === row.region);
      return region ? [{ region, game_name: row.gameName, tag_line: row.tagLine }] : [];
    });
  }

  return {
    async list(): Promise<ExamplePlayer[]> {
      const stored =
        chosen.get('stored') ??
        (await choosing('stored', async () => {
          const found = await storedExamples();
          chosen.set('stored', found);
          return found;
        }));
      return EXAMPLE_PLAYER_REGIONS.flatMap((region) => {
        const player =
          configured.find((p) => p.region === region) ?? stored.find((p) => p.region === region);
        return player ? [player] : [];
      });
    },
  };
}

export type ExamplePlayersService = ReturnType<typeof createExamplePlayersService>;
