import type { Result as LighthouseResult } from 'lighthouse';

/** The figures the web bench takes from one Lighthouse report. */
export interface LighthouseRun {
  score: number;
  lcp: number;
  tbt: number;
  /** The opening tag of the largest contentful paint's element, as the report names it. */
  lcpElement: string | null;
}

/**
 * A Lighthouse report's figures, or why it holds none: a run that ended in a runtime error (the
 * page never painted in time, say) has no score, and counting it as 0 would pull the median down.
 */
export function lighthouseRun(
  lhr: Pick<LighthouseResult, 'categories' | 'audits' | 'runtimeError'> | undefined,
): LighthouseRun | { failure: string } {
  if (!lhr) return { failure: 'no report' };
  if (lhr.runtimeError) return { failure: lhr.runtimeError.code };
  const score = lhr.categories.performance?.score;
  const lcp = lhr.audits['largest-contentful-paint']?.numericValue;
  const tbt = lhr.audits['total-blocking-time']?.numericValue;
  if (
    typeof score !== 'number' ||
    lcp === undefined ||
    tbt === undefined ||
    !Number.isFinite(lcp) ||
    !Number.isFinite(tbt)
  ) {
    return { failure: 'no performance figures' };
  }
  return { score: Math.round(score * 100), lcp, tbt, lcpElement: lcpElementOf(lhr) };
}

/**
 * The snippet of the largest contentful paint's element: the node item of the LCP breakdown
 * insight (Lighthouse 13), or of the older "largest-contentful-paint-element" audit.
 */
function lcpElementOf(lhr: Pick<LighthouseResult, 'audits'>): string | null {
  type Item = { type?: string; snippet?: string; items?: Item[]; node?: { snippet?: string } };
  for (const id of ['lcp-breakdown-insight', 'largest-contentful-paint-element']) {
    const details = lhr.audits[id]?.details as { items?: Item[] } | undefined;
    for (const item of details?.items ?? []) {
      if (item.type === 'node' && item.snippet) return item.snippet;
      const nested = item.items?.[0]?.node?.snippet;
      if (nested) return nested;
    }
  }
  return null;
}
