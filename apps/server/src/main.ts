import { join } from 'node:path';
import pino from 'pino';
import { openDatabase } from './db/client.ts';
import { createRiotDeps } from './platform/riot.ts';
import { ensureAdmin } from './modules/users/bootstrap-admin.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { buildApp } from './platform/app.ts';
import { ConfigError, loadConfig } from './platform/config.ts';

const SHUTDOWN_GRACE_MS = 10_000;

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

  const database = await openDatabase({
    url: config.database.url,
    pgliteDir: join(config.dataDir, 'pglite'),
  });
  const riot = await createRiotDeps(config, pino({ level: config.logLevel }).child({ module: 'riot' }));
  if (riot.sim) {
    const [first] = riot.sim.world.samplePlayers;
    process.stdout.write(
      `Riot API: simulator at ${riot.sim.baseUrlTemplate}${first ? ` (try ${first.gameName}#${first.tagLine} in ${first.platform})` : ''}\n`,
    );
  }
  const app = await buildApp({ config, database, riot });
  await ensureAdmin({
    users: createUsersRepository(database.db),
    log: app.log,
    email: config.admin.email,
    password: config.admin.password,
  });

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    await app.close();
    await riot.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.http.port, host: config.http.host });
  app.log.info({ url: config.http.publicUrl, database: database.kind }, 'RiftScope is running');
}

await main();
