import type { Browser } from 'playwright-core';
import { type OpenedPage, openPage, type PageOptions } from './browser.ts';

/*
 * Budgets of the long browser journeys, sized for a machine three times slower than a quiet
 * two-core one. They are limits, never waits: every step waits for a state (a locator, an
 * address, a response) and goes on as soon as it is there.
 */

/** One step: a navigation, or an element reaching a state. */
export const STEP_MS = 45_000;
/** A whole journey of a dozen pages. */
export const JOURNEY_MS = 300_000;
/** `expect.poll` options of one step (Vitest's own default gives up after a second). */
export const POLL = { timeout: STEP_MS, interval: 100 } as const;

/** `openPage` whose steps may each take up to STEP_MS. */
export async function openJourneyPage(
  browser: Browser,
  options: PageOptions = {},
): Promise<OpenedPage> {
  const opened = await openPage(browser, options);
  opened.context.setDefaultTimeout(STEP_MS);
  return opened;
}
