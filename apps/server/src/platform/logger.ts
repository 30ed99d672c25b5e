import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

/** Paths whose values never reach a log line. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-riot-token"]',
  'headers.authorization',
  'headers["x-riot-token"]',
  '*.password',
  '*.new_password',
  '*.password_confirmation',
  '*.token',
  '*.apiKey',
];

export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'env'>,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(config.env === 'development' && process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
      : {}),
  };
}
