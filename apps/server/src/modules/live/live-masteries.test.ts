import type { ChampionMasteryDto } from '@riftscope/riot/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { memoryAnswerCache } from '../../platform/answer-cache.ts';
import type { LivePick } from '../riot-data/live.repository.ts';
import type { MasteryInput } from '../riot-data/masteries.repository.ts';
import { createLiveMasteries } from './live-masteries.ts';

const NOW = Date.UTC(2026, 10, 20);
const PICK: LivePick = { puuid: 'puuid-1', championId: 103 };
const log = { warn: () => {} } as unknown as FastifyBaseLogger;

/** A deferred promise: resolved by the test when it chooses. */
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('live masteries', () => {
  it("asks Riot once when a second view's read of the stored masteries began before the first view stored them", async () => {
    const stored = new Map<string, MasteryInput[]>();
    let calls = 0;
    const secondReadBegun = deferred();
    const firstStored = deferred();
    let reads = 0;
    const masteriesOf = createLiveMasteries({
      riot: {
        mastery: {
          all: async () => {
            calls++;
            return [
              { championId: 103, championLevel: 7, championPoints: 120_000, lastPlayTime: NOW },
            ] as ChampionMasteryDto[];
          },
        } as never,
      },
      live: {
        // The second view's read sees the store as it was when it began: empty.
        pickMasteries: async () => {
          reads++;
          if (reads === 2) {
            secondReadBegun.resolve();
            await firstStored.promise;
          }
          return new Map();
        },
      },
      masteries: {
        store: async (_region: string, puuid: string, rows: MasteryInput[]) => {
          stored.set(puuid, rows);
        },
      } as never,
      log,
      cache: memoryAnswerCache,
      now: () => NOW,
    });

    const first = masteriesOf('euw1', [PICK]);
    const second = masteriesOf('euw1', [PICK]);
    await secondReadBegun.promise;
    const shownFirst = await first;
    firstStored.resolve();
    const shownSecond = await second;

    expect(calls).toBe(1);
    expect(stored.get(PICK.puuid)).toHaveLength(1);
    for (const shown of [shownFirst, shownSecond]) {
      expect(shown.hasFailures).toBe(false);
      expect(shown.masteries.get(PICK.puuid)).toEqual({
        level: 7,
        points: 120_000,
        fetched_at: new Date(NOW).toISOString(),
      });
    }
  });
});
