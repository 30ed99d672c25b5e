import { rebuildRollups } from '../modules/champions/rollups.repository.ts';
import { loadConfigOrExit, openConfiguredDatabase, rootLogger } from '../platform/startup.ts';

/** `npm run rollups:rebuild`: recomputes the tier-list rollups from the stored matches. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const log = rootLogger(config).child({ job: 'rebuild-rollups' });
  const database = await openConfiguredDatabase(config, log);
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
