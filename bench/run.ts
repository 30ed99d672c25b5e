/**
 * `npm run bench`: runs every benchmark, prints one table and writes the figures as JSON to
 * bench/results/latest.json. Figures are measurements, never pass/fail.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { playerDataBench } from './player-data.bench.ts';
import { riotClientBench } from './riot-client.bench.ts';
import { scaleOutBench } from './scale-out.bench.ts';
import { tierListBench } from './tier-list.bench.ts';
import { webBench } from './web.bench.ts';

export interface Figure {
  name: string;
  value: number;
  unit: string;
  goal?: string;
  note?: string;
}

const only = process.argv.slice(2).find((a) => !a.startsWith('-'));
const benches: [string, () => Promise<Figure[]>][] = [
  ['riot-client', riotClientBench],
  ['player-data', playerDataBench],
  ['tier-list', tierListBench],
  ['scale-out', scaleOutBench],
  ['web', webBench],
];

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
