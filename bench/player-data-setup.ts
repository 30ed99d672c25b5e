/** The player-data bench's databases, addresses and load runs, shared by its figures. */
import type { Player } from '@riftscope/riot-sim';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app/build-app.ts';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client.ts';
import type { Config } from '../apps/server/src/platform/config.ts';
import type { RiotDeps } from '../apps/server/src/platform/riot.ts';
import type { Figure } from './run.ts';
import { autocannon } from './support.ts';

/** Connections and seconds of each autocannon run. */
export const CONNECTIONS = 50;
export const LOAD_SECONDS = 10;
export const WARMUP_SECONDS = 2;

export const say = (line: string) => process.stdout.write(`  player-data: ${line}\n`);

export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  handle: DatabaseHandle;
  app: FastifyInstance;
}

export async function openBenchDatabase({
  kind,
  config,
  riot,
  url,
}: {
  kind: BenchDatabase['kind'];
  config: Config;
  riot: RiotDeps;
  url?: string;
}): Promise<BenchDatabase> {
  const handle = await openDatabase(url ? { url } : { pgliteDir: 'memory' });
  const app = await buildApp({ config, database: handle, riot });
  // A route with nothing behind it, on the same instance, so both pay the same hooks.
  app.get('/bench/bare', async () => ({ ok: true }));
  await app.ready();
  return { kind, handle, app };
}

export const lookupUrl = (p: Pick<Player, 'gameName' | 'tagLine' | 'platform'>) =>
  `/api/summoners/${encodeURIComponent(p.gameName)}/${encodeURIComponent(p.tagLine)}/${p.platform}`;
export const matchesUrl = (p: Pick<Player, 'gameName' | 'tagLine' | 'platform'>) =>
  `/api/summoners/${encodeURIComponent(p.gameName)}/${encodeURIComponent(p.tagLine)}/matches?region=${p.platform}&page=1`;

/** autocannon against one URL with this bench's connections. */
export const load = (url: string, seconds: number) =>
  autocannon(url, { connections: CONNECTIONS, seconds });

/** A figure that could not be measured without PostgreSQL. */
export function skipped(name: string): Figure {
  return {
    name,
    value: Number.NaN,
    unit: '',
    note: 'skipped: PostgreSQL unreachable (BENCH_DATABASE_URL)',
  };
}
