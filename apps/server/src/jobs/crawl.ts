/**
 * `npm run crawl -- --platform euw1 --matches 5000`: stores recent ranked matches (and ARAM and
 * Arena ones, a visit in ten each), with their timelines (Arena has none), of players found in the
 * leagues of every tier and division (and those met in their ranked matches) for the tier list,
 * champion, ARAM and Arena pages, then exits. Without --platform it crawls every region in turn.
 */
import { parseArgs } from 'node:util';
import { REGION_CODES, type Region, RegionSchema } from '@riftscope/contracts';
import { createServices } from '../app/services.ts';
import { openSharedState } from '../platform/redis/shared-state.ts';
import { createRiotDeps } from '../platform/riot.ts';
import { loadConfigOrExit, openConfiguredDatabase, rootLogger } from '../platform/startup.ts';

const { values } = parseArgs({
  options: { platform: { type: 'string' }, matches: { type: 'string', default: '1000' } },
});
const matches = Number(values.matches);
const platform = values.platform === undefined ? null : RegionSchema.safeParse(values.platform);
if (!Number.isInteger(matches) || matches < 1 || (platform && !platform.success)) {
  process.stderr.write(
    `usage: npm run crawl -- [--platform ${REGION_CODES.join('|')}] [--matches N]\n`,
  );
  process.exit(2);
}

const config = loadConfigOrExit();
const log = rootLogger(config);
const database = await openConfiguredDatabase(config, log);
// With REDIS_URL the crawl spends the budget every process shares, not one of its own.
const shared = openSharedState(config, log);
const riot = await createRiotDeps(config, log.child({ module: 'riot' }), {
  store: shared?.rateLimitStore,
});
const { crawler } = createServices({ config, database, riot, log });
const stop = new AbortController();
process.once('SIGINT', () => stop.abort());
process.once('SIGTERM', () => stop.abort());

const regions: Region[] = platform?.success ? [platform.data] : [...REGION_CODES];
let stored = 0;
for (const region of regions) {
  if (stop.signal.aborted) break;
  const result = await crawler.run(region, matches - stored, stop.signal);
  stored += result.matchesStored;
  if (stored >= matches) break;
}
log.info({ stored }, 'crawl done');
await riot.close();
await shared?.close();
await database.close();
