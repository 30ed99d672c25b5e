/**
 * The performance score's distribution (docs/performance-score.md): per role, over the real
 * match fixtures and over a simulated sample, and how often the best score of a match is on the
 * winning side. A report, not a test: `npm exec -- node bench/score-distribution.ts [matches]`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  isRemake,
  type MatchInfoLike,
  matchDurationSeconds,
  type ParticipantLike,
  type PerformanceProfile,
  performanceBadges,
  performanceInputs,
  performanceProfile,
  performanceScore,
} from '@riftscope/contracts';
import { loadDataDragon } from '@riftscope/riot/ddragon';
import { buildWorld } from '@riftscope/riot-sim';
import { DDRAGON_SNAPSHOT_DIR, RIOT_FIXTURES_DIR } from '@riftscope/riot-snapshots';

const FIXTURES_DIR = RIOT_FIXTURES_DIR;
const DDRAGON_DIR = process.env.DDRAGON_DIR ?? DDRAGON_SNAPSHOT_DIR;
const SIMULATED = Number(process.argv[2] ?? 3000);
const SEED = 18;

const PROFILES: PerformanceProfile[] = [
  'TOP',
  'JUNGLE',
  'MIDDLE',
  'CARRY',
  'SUPPORT',
  'NO_ROLE',
  'DUO',
];

interface Tally {
  scores: Map<PerformanceProfile, number[]>;
  matches: number;
  remakes: number;
  /** Matches whose single best score (ties: the first) is on the winning side. */
  bestOnWinners: number;
  /** Matches whose MVP badge is on the winning side. */
  mvpOnWinners: number;
  winnerMeans: number[];
  loserMeans: number[];
}

const tally = (): Tally => ({
  scores: new Map(PROFILES.map((p) => [p, []])),
  matches: 0,
  remakes: 0,
  bestOnWinners: 0,
  mvpOnWinners: 0,
  winnerMeans: [],
  loserMeans: [],
});

const mean = (xs: readonly number[]) =>
  xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : Number.NaN;

/** A match's info with Arena's placement, which the badges read. */
type ScoredInfo = Omit<MatchInfoLike, 'participants'> & {
  participants: readonly (ParticipantLike & { placement?: number })[];
};

function add(t: Tally, info: ScoredInfo): void {
  t.matches += 1;
  const remake = isRemake({
    durationSeconds: matchDurationSeconds(info),
    endedInEarlySurrender: info.participants.some((p) => p.gameEndedInEarlySurrender === true),
  });
  if (remake) {
    t.remakes += 1;
    return;
  }
  const inputs = performanceInputs(info);
  const scores = inputs.map(performanceScore);
  const isArena = info.participants.some((p) => (p.playerSubteamId ?? 0) > 0);
  // In Arena the side that "wins" a match is the first-placed duo.
  const isWinner = info.participants.map((p, i) =>
    isArena ? p.placement === 1 : (inputs[i]?.win ?? false),
  );
  for (const [i, input] of inputs.entries()) {
    t.scores.get(performanceProfile(input))?.push(scores[i] ?? 0);
  }
  const best = scores.indexOf(Math.max(...scores));
  if (isWinner[best]) t.bestOnWinners += 1;
  const badges = performanceBadges(
    scores.map((score, i) => ({
      score,
      win: inputs[i]?.win ?? false,
      placement: isArena ? (info.participants[i]?.placement ?? null) : null,
    })),
  );
  if (isWinner[badges.indexOf('MVP')]) t.mvpOnWinners += 1;
  t.winnerMeans.push(mean(scores.filter((_, i) => isWinner[i])));
  t.loserMeans.push(mean(scores.filter((_, i) => !isWinner[i])));
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}

function report(title: string, t: Tally): void {
  const played = t.matches - t.remakes;
  const pct = (n: number) => `${((100 * n) / Math.max(1, played)).toFixed(1)}%`;
  const lines = [
    `### ${title}: ${t.matches} matches (${t.remakes} remakes left out)`,
    '',
    '| profile | players | mean | p10 | p50 | p90 |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  for (const profile of PROFILES) {
    const s = [...(t.scores.get(profile) ?? [])].sort((a, b) => a - b);
    if (s.length === 0) continue;
    const f = (x: number) => x.toFixed(1);
    lines.push(
      `| ${profile} | ${s.length} | ${mean(s).toFixed(2)} | ${f(percentile(s, 0.1))} | ${f(percentile(s, 0.5))} | ${f(percentile(s, 0.9))} |`,
    );
  }
  lines.push(
    '',
    `- MVP on the winning side: ${pct(t.mvpOnWinners)} (by definition)`,
    `- best score of the match on the winning side: ${pct(t.bestOnWinners)}`,
    `- mean score, winners ${mean(t.winnerMeans).toFixed(2)} · losers ${mean(t.loserMeans).toFixed(2)}`,
    '',
  );
  process.stdout.write(`${lines.join('\n')}\n`);
}

const real = tally();
const matchDir = join(FIXTURES_DIR, 'match-v5-match');
for (const file of readdirSync(matchDir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  add(real, JSON.parse(readFileSync(join(matchDir, file), 'utf8')).info);
}
report('Real match fixtures', real);

const world = buildWorld({
  seed: SEED,
  players: 2000,
  dataDragon: await loadDataDragon({ dir: DDRAGON_DIR }),
  clockStart: Date.UTC(2025, 10, 20),
});
const simulated = tally();
const step = Math.max(1, Math.floor(world.matches.length / SIMULATED));
for (let i = 0; i < world.matches.length && simulated.matches < SIMULATED; i += step) {
  const header = world.matches[i];
  if (header) add(simulated, world.matchDocument(header).info);
}
report(`Simulated (seed ${SEED})`, simulated);
