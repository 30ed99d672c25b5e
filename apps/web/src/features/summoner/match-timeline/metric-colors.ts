import type { Metric } from '@riftscope/contracts';

/** Each metric's own colour (docs/product.md, Match cards), light enough to read on the dark surfaces. */
export const METRIC_COLORS = {
  gold: '#e8c57d',
  exp: '#a78bfa',
  kills: '#3ecf8e',
  deaths: '#ff6b6b',
  assists: '#7cb4ff',
  creeps: '#fb923c',
} as const satisfies Record<Metric, string>;

/** Metrics that count events: their line steps at each frame instead of curving. */
export const COUNTED_METRICS: ReadonlySet<Metric> = new Set(['kills', 'deaths', 'assists']);
