import {
  interpolate,
  LANGUAGES,
  type Ladder,
  REGION_CODES,
  type Region,
  regionLabel,
} from '@riftscope/contracts';
import { beforeAll, expect, test, vi } from 'vitest';
import enTexts from '../apps/web/src/locales/en/leaderboards.json' with { type: 'json' };
import ruTexts from '../apps/web/src/locales/ru/leaderboards.json' with { type: 'json' };
import trTexts from '../apps/web/src/locales/tr/leaderboards.json' with { type: 'json' };
import { baseUrl, describeInBrowser, screenshot, settle, useBrowser } from './browser.ts';
import { JOURNEY_MS, openJourneyPage, POLL } from './journey.ts';

const TEXTS = { en: enTexts, ru: ruTexts, tr: trTexts };
const WIDTHS = [1280, 390] as const;
const HEIGHT = 900;

/** The Solo/Duo ladder of a region as the API answers it. */
async function ladderOf(region: Region): Promise<Ladder> {
  const res = await fetch(`${baseUrl}/api/leaderboards/${region}?queue=solo`);
  expect(res.status).toBe(200);
  return (await res.json()) as Ladder;
}

describeInBrowser('apex ladders', () => {
  const browser = useBrowser();
  /** The demo's region with the most Solo/Duo apex players, once every ladder was read. */
  let region: Region;
  let ladder: Ladder;

  beforeAll(async () => {
    // The server reads every ladder from the simulator soon after it starts.
    await vi.waitFor(
      async () => {
        const read = (await Promise.all(REGION_CODES.map(ladderOf))).every((l) => l.fetched_at);
        if (!read) throw new Error('the ladders are not read yet');
      },
      { timeout: 120_000, interval: 500 },
    );
    const ladders = await Promise.all(REGION_CODES.map(ladderOf));
    ladder = ladders.reduce((a, b) => (b.total > a.total ? b : a));
    region = ladder.region;
  }, 180_000);

  for (const lang of LANGUAGES) {
    for (const width of WIDTHS) {
      test(`shows the ${lang} ladder at ${width} px with its basis, rows and links`, {
        timeout: JOURNEY_MS,
      }, async () => {
        const texts = TEXTS[lang];
        const { page, problems } = await openJourneyPage(browser(), {
          viewport: { width, height: HEIGHT },
          storage: { cookie_accepted: 'true', lang },
        });
        await page.goto(`/${lang}/leaderboards/${region}`);
        await page
          .getByRole('heading', {
            level: 1,
            name: interpolate(texts.title, { region: regionLabel(region) }),
          })
          .waitFor();
        await settle(page);
        await page.getByTestId('ladder-basis').waitFor();
        const rows = page.getByTestId('ladder-row');
        await expect.poll(() => rows.count(), POLL).toBe(Math.min(100, ladder.total));
        if (ladder.total > 0) {
          expect(await rows.first().locator('td').first().innerText()).toBe('1');
        }
        // A named player links to their page; an unnamed one says so and links nowhere.
        const first = ladder.data.find((e) => e.game_name !== null);
        if (first?.game_name && first.tag_line) {
          const href = await page.getByTestId('ladder-player').first().getAttribute('href');
          expect(href).toBe(
            `/${lang}/summoner/${region}/${encodeURIComponent(first.game_name)}/${encodeURIComponent(first.tag_line)}`,
          );
        }
        if (ladder.data.some((e) => e.game_name === null)) {
          await page.getByText(texts.name_unknown).first().waitFor();
        }
        // Nothing scrolls sideways, on a phone either.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await screenshot(page, `${lang}-leaderboards-${width}`);
        expect(problems()).toEqual([]);
      });
    }
  }

  test('switches to Ranked Flex and to another region by address', {
    timeout: JOURNEY_MS,
  }, async () => {
    const { page, problems } = await openJourneyPage(browser(), {
      viewport: { width: 1280, height: HEIGHT },
      storage: { cookie_accepted: 'true', lang: 'en' },
    });
    await page.goto(`/en/leaderboards/${region}`);
    await settle(page);
    await page.getByRole('link', { name: enTexts.queues.flex }).click();
    await page.waitForURL(`${baseUrl}/en/leaderboards/${region}?queue=flex`);
    await page.getByTestId('ladder-basis').waitFor();
    const other = REGION_CODES.find((r) => r !== region) as Region;
    await page.getByRole('combobox', { name: enTexts.region }).selectOption(other);
    await page.waitForURL(`${baseUrl}/en/leaderboards/${other}?queue=flex`);
    await page.getByTestId('ladder-basis').waitFor();
    expect(problems()).toEqual([]);
  });
});
