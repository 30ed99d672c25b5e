import { createRiotClient } from '@riftscope/riot';
import { createRiotSim } from '@riftscope/riot-sim';
import { DDRAGON_SNAPSHOT_DIR } from '@riftscope/riot-snapshots';
import type { Figure } from './run.ts';

const ddragonDir = process.env.DDRAGON_DIR ?? DDRAGON_SNAPSHOT_DIR;
const CALLERS = 50;

/** Client throughput with limits off, and budget use against Riot's development-key limits. */
export async function riotClientBench(): Promise<Figure[]> {
  const sim = await createRiotSim({ ddragonDir });
  try {
    const [sample] = sim.world.samplePlayers;
    if (!sample) throw new Error('the simulator has no sample players');
    const client = () =>
      createRiotClient({ apiKey: 'RGAPI-sim', baseUrl: sim.baseUrlTemplate, maxWaitMs: 600_000 });

    // Throughput: 50 callers fetching summoners for 5 s with no limits on either side.
    const fast = client();
    const until = performance.now() + 5_000;
    let done = 0;
    await Promise.all(
      Array.from({ length: CALLERS }, async () => {
        while (performance.now() < until) {
          await fast.summoner.byPuuid(sample.platform, sample.puuid);
          done += 1;
        }
      }),
    );
    const throughput = done / 5;

    // Budget: Riot's development-key limits for 125 s. An ideal client sends 100 requests in
    // the first 5 s (20 a second), waits for the 120 s window to close, and sends 100 more.
    sim.setLimits({ app: '20:1,100:120' });
    sim.resetStats();
    const limited = client();
    const runMs = 125_000;
    const stop = AbortSignal.timeout(runMs);
    let served = 0;
    await Promise.all(
      Array.from({ length: CALLERS }, async () => {
        while (!stop.aborted) {
          try {
            await limited.summoner.byPuuid(sample.platform, sample.puuid, { signal: stop });
            if (!stop.aborted) served += 1;
          } catch {
            return;
          }
        }
      }),
    );
    const allowed = 200;
    const received429 = Object.values(limited.stats().rateLimited).reduce((a, b) => a + b, 0);
    return [
      { name: 'client throughput, limits off, 50 callers', value: throughput, unit: 'req/s' },
      {
        name: 'dev-key budget used (20:1,100:120, 125 s)',
        value: (100 * served) / allowed,
        unit: '%',
        goal: '≥ 90 %',
        note: `${served} of ${allowed} requests`,
      },
      { name: '429s received with dev-key limits', value: received429, unit: '', goal: '0' },
    ];
  } finally {
    await sim.close();
  }
}
