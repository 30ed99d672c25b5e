import { itemClasses } from '@riftscope/riot/ddragon';
import { rebuildRollups } from '../modules/riot-data/rollups.repository.ts';
import { loadConfiguredDataDragon } from '../platform/riot.ts';
import { loadConfigOrExit, openConfiguredDatabase, rootLogger } from '../platform/startup.ts';

/**
 * `npm run rollups:rebuild`: recomputes the tier-list rollups, the champion facets and the matchup
 * tables from the stored matches and timelines, with the Data Dragon the server uses (its item
 * classes decide boots and legendaries).
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const log = rootLogger(config).child({ job: 'rebuild-rollups' });
  const database = await openConfiguredDatabase(config, log);
  try {
    const ddragon = await loadConfiguredDataDragon(config);
    const started = performance.now();
    const rows = await rebuildRollups(database.db, itemClasses(ddragon.items));
    log.info(
      { rows, ddragon: ddragon.version, ms: Math.round(performance.now() - started) },
      'rollups rebuilt',
    );
  } catch (err) {
    log.error({ err }, 'rollup rebuild failed');
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

await main();
