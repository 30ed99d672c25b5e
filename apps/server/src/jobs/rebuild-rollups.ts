import { join } from 'node:path';
import pino from 'pino';
import { openDatabase } from '../db/client.ts';
import { rebuildRollups } from '../modules/champions/rollups.repository.ts';
import { ConfigError, loadConfig } from '../platform/config.ts';
import { REDACTED_PATHS } from '../platform/logger.ts';

/** `npm run rollups:rebuild`: recomputes the tier-list rollups from the stored matches. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const log = pino({
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  }).child({ job: 'rebuild-rollups' });

  const database = await openDatabase({
    url: config.database.url,
    pgliteDir: join(config.dataDir, 'pglite'),
    onIdleError: (err) => log.warn({ err }, 'idle database connection failed; replaced'),
  });
  try {
    const started = performance.now();
    const rows = await rebuildRollups(database.db);
    log.info({ rows, ms: Math.round(performance.now() - started) }, 'rollups rebuilt');
  } catch (err) {
    log.error({ err }, 'rollup rebuild failed');
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

await main();
