/**
 * `npm run bench`: runs every benchmark, prints one table and writes the figures as JSON to
 * bench/results/latest.json. Figures are measurements, never pass/fail.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';

export interface Figure {
  name: string;
  value: number;
  unit: string;
  goal?: string;
  note?: string;
}

// Loaded when they run, so that a mistyped name is answered before anything heavy loads.
const benches: [string, () => Promise<Figure[]>][] = [
  ['riot-client', async () => (await import('./riot-client.bench.ts')).riotClientBench()],
  ['player-data', async () => (await import('./player-data.bench.ts')).playerDataBench()],
  ['tier-list', async () => (await import('./tier-list.bench.ts')).tierListBench()],
  ['scale-out', async () => (await import('./scale-out.bench.ts')).scaleOutBench()],
  ['web', async () => (await import('./web.bench.ts')).webBench()],
  ['ssr', async () => (await import('./ssr.bench.ts')).ssrBench()],
  ['uploads', async () => (await import('./uploads.bench.ts')).uploadsBench()],
  ['lobby', async () => (await import('./lobby.bench.ts')).lobbyBench()],
  ['assets', async () => (await import('./assets.bench.ts')).assetsBench()],
  ['answers', async () => (await import('./answers.bench.ts')).answersBench()],
  ['crawl-latency', async () => (await import('./crawl-latency.bench.ts')).crawlLatencyBench()],
];
const only = process.argv.slice(2).find((a) => !a.startsWith('-'));
// An unknown name would otherwise run nothing and overwrite the last results with an empty table.
if (only !== undefined && !benches.some(([name]) => name === only)) {
  process.stderr.write(
    `unknown bench "${only}"; one of: ${benches.map(([name]) => name).join(', ')}\n`,
  );
  process.exit(2);
}

const figures: (Figure & { bench: string })[] = [];
for (const [name, bench] of benches) {
  if (only && only !== name) continue;
  process.stdout.write(`running ${name} …\n`);
  for (const figure of await bench()) figures.push({ bench: name, ...figure });
}

const rows = figures.map((f) => [
  f.bench,
  f.name,
  `${format(f.value)} ${f.unit}`.trim(),
  f.goal ?? '',
  f.note ?? '',
]);
const header = ['bench', 'figure', 'value', 'goal', 'note'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
const line = (cells: string[]) => `${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ')}\n`;
process.stdout.write(`\n${line(header)}${line(widths.map((w) => '-'.repeat(w)))}`);
for (const row of rows) process.stdout.write(line(row));

const machine = {
  cpus: cpus().length,
  cpu: cpus()[0]?.model ?? 'unknown',
  memoryGb: Math.round(totalmem() / 2 ** 30),
  node: process.version,
};
await mkdir(new URL('./results/', import.meta.url), { recursive: true });
await writeFile(
  new URL('./results/latest.json', import.meta.url),
  `${JSON.stringify({ at: new Date().toISOString(), machine, figures }, null, 2)}\n`,
);
process.stdout.write(
  `\nmachine: ${machine.cpus} × ${machine.cpu}, ${machine.memoryGb} GB, Node ${machine.node}\n`,
);

function format(value: number): string {
  if (!Number.isFinite(value)) return '—';
  return Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 2 : 1);
}
