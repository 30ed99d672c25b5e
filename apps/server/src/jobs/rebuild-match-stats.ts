import { itemClasses } from '@riftscope/riot/ddragon';
import { rebuildMatchStats } from '../modules/riot-data/match-stats-rebuild.ts';
import { loadConfiguredDataDragon } from '../platform/riot.ts';
import { loadConfigOrExit, openConfiguredDatabase, rootLogger } from '../platform/startup.ts';

/**
 * `npm run matches:rebuild`: recomputes every stored match's derived numbers (match-stats.ts)
 * from its raw document, e.g. after the performance score's formula changed; the tier-list
 * rollups follow when a remake status changes. `-- --missing` does only the matches without them.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const log = rootLogger(config).child({ job: 'rebuild-match-stats' });
  const database = await openConfiguredDatabase(config, log);
  try {
    const ddragon = await loadConfiguredDataDragon(config);
    const started = performance.now();
    const done = await rebuildMatchStats(database.db, {
      onlyMissing: process.argv.includes('--missing'),
      log,
      items: itemClasses(ddragon.items),
    });
    log.info({ ...done, ms: Math.round(performance.now() - started) }, 'match stats rebuilt');
  } catch (err) {
    log.error({ err }, 'match stats rebuild failed');
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

await main();
