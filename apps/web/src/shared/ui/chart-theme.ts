// The theme of styles.css: SVG presentation attributes do not resolve CSS variables everywhere.
export const CHART_THEME = {
  surface: '#131722',
  line: '#262d3b',
  muted: '#9aa3b5',
  text: '#e7eaf0',
  accent: '#d4b26a',
} as const;

/** Axis tick labels. */
export const CHART_TICK = { fill: CHART_THEME.muted, fontSize: 11 } as const;

/** The hover card of every chart: a dark panel with a dashed cursor line. */
export const CHART_TOOLTIP = {
  cursor: { stroke: CHART_THEME.muted, strokeDasharray: '3 3' },
  contentStyle: {
    background: CHART_THEME.surface,
    border: `1px solid ${CHART_THEME.line}`,
    borderRadius: 8,
    fontSize: 12,
  },
  labelStyle: { color: CHART_THEME.muted },
  separator: ': ',
} as const;
