import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app/build-app.ts';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client.ts';
import { createRiotDeps, type RiotDeps } from '../apps/server/src/platform/riot.ts';
import { roleSharesRead, storedLiveView, storeLiveLobby } from './lobby-live.ts';
import { unknownLiveLobby } from './lobby-live-unknown.ts';
import {
  storedMultiSearch,
  storeMultiSearchPlayers,
  unknownMultiSearch,
} from './lobby-multisearch.ts';
import {
  benchClock,
  benchConfig,
  freshPlayers,
  get,
  lookupUrl,
  say,
  skipped,
} from './lobby-support.ts';
import type { Figure } from './run.ts';
import { createPostgres, DEFAULT_DATABASE_URL } from './support.ts';

/** Where the stored players of the multi-search play. */
const STORED_REGION = 'euw1';
/**
 * Where the unknown players of the multi-search play: another platform than the stored
 * players', the stored live lobby's (na1) and the unknown live lobby's (br1), so none of their
 * matches is stored already and each costs its full calls.
 */
const UNKNOWN_REGION = 'eun1';

/** Every request comes from this one address: the app of stored players lifts its limits. */
const UNLIMITED_VISITOR = {
  LOOKUPS_PER_IP_PER_MINUTE: '1000000',
  NEW_PLAYER_LOOKUPS_PER_IP_PER_MINUTE: '1000000',
};

/**
 * The stored players of the figures: five of STORED_REGION for the multi-search, and the ten of
 * a live game; returns the five and the player whose live game is asked for.
 */
async function storePlayers(riot: RiotDeps, handle: DatabaseHandle, app: FastifyInstance) {
  const stored = await freshPlayers(riot, handle, { region: STORED_REGION, offset: 1 });
  say('cold lookups of the stored players and the live lobby');
  for (const p of stored) await get(app, lookupUrl(p));
  await storeMultiSearchPlayers(app, stored);
  const inGame = await storeLiveLobby(app, riot);
  return { stored, inGame };
}

/**
 * The scouting pages over PostgreSQL: the live game answer of ten stored players (built again
 * each time, and warm), the Riot calls of a live game of ten players nobody stored, and
 * multi-search of five stored players (Solo/Duo uncached and warm, every queue uncached) and of
 * five unknown players under the development key's limits.
 */
export async function lobbyBench(): Promise<Figure[]> {
  const pgTarget = await createPostgres(
    process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL,
    say,
  );
  if (!pgTarget) {
    return [
      skipped('live answer, 10 stored players (postgres)'),
      skipped('live answer, 10 unknown players'),
      skipped('multi-search of 5 stored players (postgres)'),
      skipped('multi-search of 5 unknown players, dev-key limits'),
    ];
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'riftscope-bench-'));
  const config = (env: Record<string, string>) =>
    benchConfig(dataDir, { ...UNLIMITED_VISITOR, ...env });
  const log = pino({ level: 'silent' });
  const riot = await createRiotDeps(config({}), log);
  const apps: FastifyInstance[] = [];
  let handle: DatabaseHandle | undefined;
  let devKeyRiot: RiotDeps | undefined;
  try {
    const sim = riot.sim;
    if (!sim) throw new Error('the bench needs the simulator');
    handle = await openDatabase({ url: pgTarget.url });
    const clock = benchClock();
    const app = await buildApp({ config: config({}), database: handle, riot, clock: clock.now });
    apps.push(app);
    await app.ready();
    const { stored, inGame } = await storePlayers(riot, handle, app);

    // The live answer first: the uncached multi-search moves the server's clock on by minutes.
    const liveFigures = await storedLiveView(app, riot, { clock, handle, player: inGame });
    const rolesFigure = await roleSharesRead(handle, riot);
    const storedSearchFigures = await storedMultiSearch(app, { riot, clock, players: stored });
    const unknownLiveFigures = await unknownLiveLobby({ riot, handle, config, log });

    // Production's client against the same simulator, as a separately started one is reached
    // (RIOT_API_BASE_URL): it learns the limits from the first answers' headers. This app keeps
    // the visitor's limits.
    devKeyRiot = await createRiotDeps(
      benchConfig(dataDir, { RIOT_API_BASE_URL: sim.baseUrlTemplate }),
      log,
    );
    const devKeyApp = await buildApp({
      config: benchConfig(dataDir),
      database: handle,
      riot: devKeyRiot,
    });
    apps.push(devKeyApp);
    await devKeyApp.ready();
    const unknown = await freshPlayers(riot, handle, { region: UNKNOWN_REGION, offset: 2 });
    const unknownSearchFigures = await unknownMultiSearch(devKeyApp, riot, unknown);

    return [
      ...liveFigures,
      rolesFigure,
      ...unknownLiveFigures,
      ...storedSearchFigures,
      ...unknownSearchFigures,
    ];
  } finally {
    for (const app of apps) await app.close();
    await handle?.close();
    await devKeyRiot?.close();
    await riot.close();
    await pgTarget.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
