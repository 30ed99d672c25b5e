import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { baseUrl, describeInBrowser, screenshot, settle, useBrowser } from './browser.ts';
import { JOURNEY_MS, openJourneyPage, POLL } from './journey.ts';
import { type Language, TEXTS } from './texts.ts';

/** A home page example player: the demo's examples are the simulator's sample players (app/services.ts, examplePlayers). */
const EXAMPLE = { region: 'euw1', gameName: 'Baron Stealer', tagLine: 'EUW', label: 'EUW' };
/** The example player the offline demo keeps in a live game (demo-live-game.ts). */
const IN_GAME = { region: 'na1', gameName: 'Turret Hugger', tagLine: 'NA1' };
const WIDTHS = [390, 1280] as const;

const riotIdPath = (p: { region: string; gameName: string; tagLine: string }) =>
  `${p.region}/${encodeURIComponent(p.gameName)}/${encodeURIComponent(p.tagLine)}`;

/** axe-core's serious and critical findings on the page as it is now. */
async function axeBlocking(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * A screenshot of the page as it is at each width of the issue, phone and desktop; at neither
 * may the page scroll sideways (wide tables scroll inside their own box).
 */
async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(width);
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A player of the demo who is not in a game right now, found through the API. */
async function playerNotInGame(): Promise<{ region: string; gameName: string; tagLine: string }> {
  const candidates = [EXAMPLE, { region: 'kr', gameName: 'Silent Brush', tagLine: 'KR1' }] as const;
  for (const player of candidates) {
    const response = await fetch(
      `${baseUrl}/api/summoners/${player.region}/${encodeURIComponent(player.gameName)}/${encodeURIComponent(player.tagLine)}/live`,
    );
    if (response.status === 404) return player;
  }
  throw new Error('every candidate is in a game; pick another');
}

type Lang = 'en' | 'ru';

/** Home → the example button of the euw1 player. */
async function openExamplePlayer(page: Page, lang: Lang) {
  const { summoner } = TEXTS[lang];
  await page.goto(`/${lang}`);
  await page
    .getByRole('link', { name: `${EXAMPLE.label} ${EXAMPLE.gameName}#${EXAMPLE.tagLine}` })
    .click();
  await page.waitForURL(`${baseUrl}/${lang}/summoner/${riotIdPath(EXAMPLE)}`);
  await page.getByRole('heading', { level: 1, name: summoner.title }).waitFor();
  await page.getByRole('heading', { name: `${EXAMPLE.gameName}#${EXAMPLE.tagLine}` }).waitFor();
  await page.getByText(summoner.ranked.solo, { exact: true }).waitFor();
  await page.getByText(summoner.ranked.flex, { exact: true }).waitFor();
}

/** One match open at a time; details is the first tab. Opening a second card closes the first. */
async function openMatchDetails(page: Page, lang: Lang) {
  const { summoner } = TEXTS[lang];
  const history = page.getByRole('region', { name: summoner.matches.title });
  const cards = history.getByRole('button', { expanded: false });
  await cards.first().waitFor();
  await expect.poll(() => cards.count(), POLL).toBe(10);
  await cards.first().click();
  const opened = history.getByRole('button', { expanded: true });
  await expect.poll(() => opened.count(), POLL).toBe(1);
  await page.getByRole('tab', { name: summoner.matches.details, selected: true }).waitFor();
  const blue = page.getByRole('table', { name: summoner.details.blue_team });
  const red = page.getByRole('table', { name: summoner.details.red_team });
  await blue.waitFor();
  await red.waitFor();
  // A header row and five players on each side.
  await expect.poll(() => blue.getByRole('row').count(), POLL).toBe(6);
  await expect.poll(() => red.getByRole('row').count(), POLL).toBe(6);
  await settle(page);
  expect(await axeBlocking(page), 'axe on the profile with a match open').toEqual([]);
  await screenshots(page, `${lang}-summoner-details`);

  // Opening a second card closes the first.
  await history.getByRole('button', { expanded: false }).nth(1).click();
  await expect.poll(() => opened.count(), POLL).toBe(1);
  await history.getByRole('button', { expanded: true }).click();
  await expect.poll(() => opened.count(), POLL).toBe(0);
  return cards;
}

/** Timeline: gold first, then another metric and another player. */
async function browseTimeline(page: Page, lang: Lang, cards: Locator) {
  const { summoner, timeline } = TEXTS[lang];
  await cards.first().click();
  await page.getByRole('tab', { name: summoner.matches.timeline }).click();
  await page.getByRole('radio', { name: timeline.metrics.gold, checked: true }).waitFor();
  // The radio buttons are drawn by their labels, which a visitor clicks.
  await page.locator('label').filter({ hasText: timeline.metrics.exp }).click();
  await page.getByRole('radio', { name: timeline.metrics.exp, checked: true }).waitFor();
  await page.getByRole('radio', { name: timeline.metrics.gold, checked: false }).waitFor();
  const panel = page.getByRole('tabpanel', { name: summoner.matches.timeline });
  const players = panel.getByRole('button', { pressed: false });
  const chosen = panel.getByRole('button', { pressed: true });
  const before = await chosen.getAttribute('aria-label');
  await players.first().click();
  await expect.poll(() => chosen.getAttribute('aria-label'), POLL).not.toBe(before);
  await panel.getByRole('region', { name: timeline.purchases.title }).waitFor();
  await settle(page);
  expect(await axeBlocking(page), 'axe on the timeline').toEqual([]);
  await screenshots(page, `${lang}-summoner-timeline`);
}

/** A frequent teammate's page. */
async function openTeammate(page: Page, lang: Lang) {
  const { summoner } = TEXTS[lang];
  const friends = page.getByRole('region', { name: summoner.friends.title });
  const friend = friends.getByRole('link').first();
  const friendHref = await friend.getAttribute('href');
  expect(friendHref).toMatch(new RegExp(`^/${lang}/summoner/`));
  await friend.click();
  await page.waitForURL(`${baseUrl}${friendHref}`);
  await page
    .getByRole('region', { name: summoner.matches.title })
    .getByRole('button')
    .first()
    .waitFor();
}

/** The player the demo keeps in a game: the profile's watch link opens the live page. */
async function watchLiveGame(page: Page, lang: Lang) {
  const { summoner, live } = TEXTS[lang];
  await page.goto(`/${lang}/summoner/${riotIdPath(IN_GAME)}`);
  await page.getByRole('link', { name: summoner.profile.watch_live }).click();
  await page.waitForURL(`${baseUrl}/${lang}/live/${riotIdPath(IN_GAME)}`);
  // Lanes face to face on Summoner's Rift (roles inferred), each team apart in other modes.
  await page
    .getByRole('region', { name: live.lanes.title })
    .or(page.getByRole('region', { name: live.blue_team }))
    .first()
    .waitFor();
  const chance = page.getByRole('region', { name: live.win_chance.title });
  const [blueChance, redChance] = await Promise.all(
    ['blue', 'red'].map(async (side) => {
      const text = await chance
        .getByText(
          new RegExp(
            // The percent as the language writes it: 52%, 52 %, %52.
            `^${live.win_chance[side as 'blue' | 'red'].replace('{{chance}}', '%?\\d+\\s?%?')}$`,
          ),
        )
        .innerText();
      return Number(text.match(/\d+/)?.[0]);
    }),
  );
  expect((blueChance ?? 0) + (redChance ?? 0)).toBe(100);
  await settle(page);
  expect(await axeBlocking(page), 'axe on the live page').toEqual([]);
  await screenshots(page, `${lang}-live`);
}

/** Tier list: a role filter goes into the address and back to the first page. */
async function filterTierList(page: Page, lang: Lang) {
  const { tierList } = TEXTS[lang];
  await page
    .getByRole('navigation')
    .getByRole('link', { name: TEXTS[lang].common.nav.tier_list })
    .first()
    .click();
  await page.waitForURL(`${baseUrl}/${lang}/tier-list`);
  await page.getByRole('heading', { level: 1, name: tierList.title }).waitFor();
  await page.getByRole('button', { name: tierList.roles.JUNGLE }).click();
  await page.waitForURL(`${baseUrl}/${lang}/tier-list?role=JUNGLE`);
  // The address changes before React renders the new filter: wait for the pressed button.
  await page.getByRole('button', { name: tierList.roles.JUNGLE, pressed: true }).waitFor();
  // The demo's junglers have fewer games than a letter needs: the player asks to see them.
  const [showSmall] = tierList.small.switch.split(' (');
  await page.getByRole('switch', { name: new RegExp(`^${showSmall}`) }).click();
  await page.waitForURL(`${baseUrl}/${lang}/tier-list?role=JUNGLE&small=1`);
  const table = page.getByRole('table', { name: tierList.table.label });
  await table.getByRole('row').nth(1).waitFor();
  await settle(page);
  expect(await axeBlocking(page), 'axe on the tier list').toEqual([]);
  await screenshots(page, `${lang}-tier-list`);
}

describeInBrowser('player journey', () => {
  const browser = useBrowser();

  for (const lang of ['en', 'ru'] as const satisfies readonly Language[]) {
    const { summoner, live } = TEXTS[lang];

    test(`in ${lang}: example player → profile → match details → timeline → teammate → live game → tier list`, {
      timeout: JOURNEY_MS,
    }, async () => {
      const { page } = await openJourneyPage(browser(), { storage: { cookie_accepted: 'true' } });
      await openExamplePlayer(page, lang);
      const cards = await openMatchDetails(page, lang);
      await browseTimeline(page, lang, cards);
      await openTeammate(page, lang);
      await watchLiveGame(page, lang);
      await filterTierList(page, lang);
    });

    test(`in ${lang}, an unknown player shows "${summoner.not_found.title}" and a player out of game "${live.not_in_game.title}"`, {
      timeout: JOURNEY_MS,
    }, async () => {
      const { page, allowFailedRequest } = await openJourneyPage(browser(), {
        storage: { cookie_accepted: 'true' },
      });
      allowFailedRequest(404, 'NoSuchPlayer');
      await page.goto(`/${lang}/summoner/euw1/NoSuchPlayer/ZZZ9`);
      const notFound = page.getByRole('alert');
      await notFound.getByText(summoner.not_found.title, { exact: true }).waitFor();
      await notFound.getByRole('button', { name: summoner.not_found.back }).waitFor();
      await screenshots(page, `${lang}-summoner-not-found`);

      const player = await playerNotInGame();
      allowFailedRequest(404, '/live');
      await page.goto(`/${lang}/live/${riotIdPath(player)}`);
      const notInGame = page.getByRole('alert');
      await notInGame.getByText(live.not_in_game.title, { exact: true }).waitFor();
      await notInGame.getByRole('button', { name: live.not_in_game.back }).waitFor();
      expect(await axeBlocking(page), 'axe on the not-in-game screen').toEqual([]);
      await screenshots(page, `${lang}-live-not-in-game`);
    });
  }
});
