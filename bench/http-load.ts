/**
 * A load generator that throws answers away: `node bench/http-load.ts <url> <connections>
 * <seconds> <warm-up seconds>` keeps that many keep-alive connections busy, each asking again as
 * soon as its previous answer has ended, and prints one JSON object. Bodies are drained with
 * `res.resume()` and never turned into strings, so a binary answer costs it no more than reading
 * the bytes, unlike autocannon 9, which appends every body to a string. Started by `httpLoad` in
 * support.ts, in its own process so that it does not share the server's event loop.
 */
import { Agent, get } from 'node:http';

const [url = '', connectionsArg = '', secondsArg = '', warmupArg = ''] = process.argv.slice(2);
const connections = Number(connectionsArg);
const seconds = Number(secondsArg);
const warmupSeconds = Number(warmupArg);
if (!url || !(connections >= 1) || !(seconds > 0) || !(warmupSeconds >= 0)) {
  process.stderr.write('usage: http-load.ts <url> <connections> <seconds> <warm-up seconds>\n');
  process.exit(2);
}

const agent = new Agent({ keepAlive: true, maxSockets: connections });
const started = performance.now();
const measureFrom = started + warmupSeconds * 1000;
const measureUntil = measureFrom + seconds * 1000;
/** Latencies (ms) of the 2xx answers that ended inside the measured window. */
const latencies: number[] = [];
let non2xx = 0;
let errors = 0;
let cpuAtStart: NodeJS.CpuUsage | undefined;

const isMeasured = (at: number) => at >= measureFrom && at < measureUntil;

/** One connection's loop: the next request when the previous answer has ended. */
function loop(done: () => void): void {
  const sent = performance.now();
  if (sent >= measureUntil) {
    done();
    return;
  }
  if (cpuAtStart === undefined && sent >= measureFrom) cpuAtStart = process.cpuUsage();
  const req = get(url, { agent }, (res) => {
    const status = res.statusCode ?? 0;
    res.on('end', () => {
      const ended = performance.now();
      if (isMeasured(ended)) {
        if (status >= 200 && status < 300) latencies.push(ended - sent);
        else non2xx++;
      }
      loop(done);
    });
    res.resume();
  });
  req.once('error', () => {
    if (isMeasured(performance.now())) errors++;
    // A refused connection fails at once: yield so that the loops do not starve the timers.
    setImmediate(() => loop(done));
  });
}

await Promise.all(
  Array.from({ length: connections }, () => new Promise<void>((resolve) => loop(resolve))),
);
const cpu = process.cpuUsage(cpuAtStart);
agent.destroy();

const sorted = latencies.sort((a, b) => a - b);
const at = (q: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN);
const round = (n: number) => Math.round(n * 100) / 100;
process.stdout.write(
  `${JSON.stringify({
    rps: latencies.length / seconds,
    p50: round(at(0.5)),
    p99: round(at(0.99)),
    non2xx,
    errors,
    clientBusy: round((cpu.user + cpu.system) / (seconds * 1_000_000)),
  })}\n`,
);
