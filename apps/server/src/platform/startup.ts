import { join } from 'node:path';
import pino, { type Logger } from 'pino';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { DataFolderInUseError } from '../db/data-folder-lock.ts';
import { connectionFailure } from '../db/errors.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { REDACTED_PATHS } from './logger.ts';

/** The configuration, or a message naming each bad variable and exit code 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}

/**
 * With REDIS_URL several processes share the work, and they must share a database: PGlite lives
 * in one process's memory and folder. Says so and exits 1 when DATABASE_URL is missing.
 */
export function exitUnlessSharedDatabase(config: Config): void {
  if (config.redis.url && !config.database.url) {
    process.stderr.write(
      'REDIS_URL needs DATABASE_URL (PostgreSQL): the embedded database serves one process only\n',
    );
    process.exit(1);
  }
}

/** The logger of a process's own work (jobs, start-up); the HTTP app logs through Fastify's. */
export function rootLogger(config: Config): Logger {
  return pino({ level: config.logLevel, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } });
}

/** A database URL with its password hidden, for messages. */
function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(the URL cannot be read)';
  }
}

/**
 * The configured database (PostgreSQL or PGlite in DATA_DIR), migrated. Exits 1 with a message
 * when another process holds the PGlite folder, or with one line naming DATABASE_URL when its
 * database cannot be reached or entered.
 */
export async function openConfiguredDatabase(config: Config, log: Logger): Promise<DatabaseHandle> {
  try {
    return await openDatabase({
      url: config.database.url,
      pgliteDir: join(config.dataDir, 'pglite'),
      onIdleError: (err) =>
        log.warn({ err, module: 'db' }, 'idle database connection failed; replaced'),
    });
  } catch (err) {
    if (err instanceof DataFolderInUseError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    const failure = config.database.url ? connectionFailure(err) : null;
    if (config.database.url && failure !== null) {
      process.stderr.write(
        `DATABASE_URL: cannot open the database at ${withoutPassword(config.database.url)}: ${failure}\n`,
      );
      process.exit(1);
    }
    throw err;
  }
}
