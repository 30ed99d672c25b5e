#!/usr/bin/env node
import { parseArgs } from 'node:util';
import {
  createRiotSim,
  DEFAULT_API_KEY,
  DEFAULT_DDRAGON_DIR,
  DEFAULT_PLAYERS,
  DEFAULT_SEED,
} from '../src/index.ts';

const USAGE = `Usage: riot-sim [--port 9100] [--host 127.0.0.1] [--seed N] [--players N]
                [--ddragon-dir DIR] [--api-key K] [--app-limit 20:1,100:120]
                [--error-rate 0.1] [--latency-ms 50] [--replay-dir DIR]
Serves the Riot API simulator at http://HOST:PORT/{routing}/… until SIGINT or SIGTERM.
DDRAGON_DIR sets the Data Dragon snapshot when --ddragon-dir is not given.
--replay-dir also serves the real match documents of a folder laid out as
packages/riot-snapshots/fixtures (match-v5-match/, match-v5-timeline/, league-v4/).
`;

function fail(message: string): never {
  process.stderr.write(`riot-sim: ${message}\n\n${USAGE}`);
  process.exit(2);
}

function numberOption(
  value: string | undefined,
  name: string,
  isInteger: boolean,
): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || (isInteger && !Number.isInteger(n)) || n < 0)
    fail(`--${name} must be a non-negative ${isInteger ? 'integer' : 'number'}`);
  return n;
}

let args: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    options: {
      port: { type: 'string', default: '9100' },
      host: { type: 'string', default: '127.0.0.1' },
      seed: { type: 'string' },
      players: { type: 'string' },
      'ddragon-dir': { type: 'string' },
      'api-key': { type: 'string' },
      'app-limit': { type: 'string' },
      'error-rate': { type: 'string' },
      'latency-ms': { type: 'string' },
      'replay-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}
try {
  args = parse();
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}
const { values } = args;
if (values.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}

const players = numberOption(values.players, 'players', true) ?? DEFAULT_PLAYERS;
const errorRate = numberOption(values['error-rate'], 'error-rate', false);
if (errorRate !== undefined && errorRate > 1) fail('--error-rate must be between 0 and 1');
const started = performance.now();
const sim = await createRiotSim({
  port: numberOption(values.port, 'port', true),
  host: values.host,
  seed: numberOption(values.seed, 'seed', true) ?? DEFAULT_SEED,
  players,
  ddragonDir: values['ddragon-dir'] ?? process.env.DDRAGON_DIR ?? DEFAULT_DDRAGON_DIR,
  apiKey: values['api-key'] ?? DEFAULT_API_KEY,
  limits: values['app-limit'] ? { app: values['app-limit'] } : null,
  faults: { errorRate, latencyMs: numberOption(values['latency-ms'], 'latency-ms', false) },
  replayDir: values['replay-dir'],
}).catch((err: unknown) => fail(err instanceof Error ? err.message : String(err)));

const { world, replay } = sim;
const lines = [
  `riot-sim listening: ${sim.baseUrlTemplate}`,
  `  seed ${world.seed}, ${world.players.length} players, ${world.matches.length} matches, ready in ${Math.round(performance.now() - started)} ms`,
  ...(replay
    ? [
        `  replaying ${replay.matches.length} real matches of ${replay.players.length} players from ${replay.dir}`,
      ]
    : []),
  `  X-Riot-Token: ${values['api-key'] ?? DEFAULT_API_KEY}${values['app-limit'] ? `, app limit ${values['app-limit']}` : ', rate limits off'}`,
  '  sample players:',
  ...world.samplePlayers.map(
    (p) => `    ${p.platform.padEnd(5)} ${p.gameName}#${p.tagLine}  puuid ${p.puuid}`,
  ),
  `  try: curl -H 'X-Riot-Token: ${values['api-key'] ?? DEFAULT_API_KEY}' ${sim.url}/asia/riot/account/v1/accounts/by-riot-id/${encodeURIComponent(world.samplePlayers[0]?.gameName ?? '')}/${world.samplePlayers[0]?.tagLine ?? ''}`,
];
process.stdout.write(`${lines.join('\n')}\n`);

let isClosing = false;
const stop = (signal: string) => {
  if (isClosing) return;
  isClosing = true;
  process.stdout.write(`riot-sim: ${signal}, stopping\n`);
  sim.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
