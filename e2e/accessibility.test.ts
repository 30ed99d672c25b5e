import AxeBuilder from '@axe-core/playwright';
import { describe, expect, test } from 'vitest';
import { describeInBrowser, openPage, settle, useBrowser } from './browser.ts';
import { PUBLIC_PAGE_NAMES, publicPage, waitForPage } from './site.ts';
import { LANGUAGES } from './texts.ts';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** One line per violation and the first few elements it names, for the assertion message. */
function report(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`)
        .join('\n');
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}`;
    })
    .join('\n');
}

describeInBrowser('accessibility (axe-core, WCAG 2 A and AA)', () => {
  const browser = useBrowser();

  for (const lang of LANGUAGES) {
    describe(`/${lang}`, () => {
      for (const name of PUBLIC_PAGE_NAMES) {
        test(`${name} has no serious or critical violations, cookie notice included`, async () => {
          const target = await publicPage(lang, name);
          const { page, allowFailedRequest } = await openPage(browser());
          if (target.isNotFound) allowFailedRequest(404, target.path);

          await page.goto(target.path);
          expect(await waitForPage(page, target)).toBe(target.heading);
          await settle(page);

          const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
          const blocking = results.violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''));
          expect(
            blocking.map((violation) => `${violation.impact} ${violation.id}`),
            `axe found on ${target.path}:\n${report(blocking)}\n`,
          ).toEqual([]);
        });
      }
    });
  }
});
