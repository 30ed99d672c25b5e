import {
  AVERAGE_RANK_MIN_PLAYERS,
  isApexTier,
  type LiveGame,
  type LivePlayer,
  ladderValue,
  META_TEXTS,
  PLAYER_ROLES,
  tierAt,
} from '@riftscope/contracts';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { describeInBrowser, screenshot, settle, useBrowser } from './browser.ts';
import { createDdragonOverlay, type DdragonOverlay } from './ddragon-overlay.ts';
import { JOURNEY_MS, openJourneyPage, STEP_MS } from './journey.ts';
import {
  axeBlocking,
  exactly,
  expectNoSidewaysScroll,
  expectNotes,
  fill,
  formatCount,
  roleName,
  SIZES,
  TIME_ZONE,
} from './scouting.ts';
import { type Site, startSite } from './site-server.ts';
import { LANGUAGES, type Language, TEXTS } from './texts.ts';

/** The example player the offline demo keeps in a live game (apps/server demo-live-game.ts). */
const IN_GAME = { region: 'na1', gameName: 'Turret Hugger', tagLine: 'NA1' } as const;
const LIVE_PATH = `na1/${encodeURIComponent(IN_GAME.gameName)}/${IN_GAME.tagLine}`;
const LIVE_API_PATH = `/api/summoners/${LIVE_PATH}/live`;
/** Lanes sit side by side from Tailwind's `lg`, and the win chance's note shows from `sm`. */
const LG = 1024;
const SM = 640;
/** Sites started at most, one after another, for one whose demo game is on Summoner's Rift. */
const SITE_TRIES = 5;

/**
 * A site of this file's own whose demo game is on Summoner's Rift, where roles are inferred. The
 * demo draws its live player's game, queue and all, when the server starts and keeps it 25
 * minutes; about one in five is ARAM, which has no lanes (the shared site's game may also end
 * during a long run, and the next be ARAM). Each try is the real demo: nothing is made up.
 */
async function startSiteWithLanes(ddragon: DdragonOverlay): Promise<Site> {
  for (let attempt = 1; attempt <= SITE_TRIES; attempt++) {
    const site = await startSite({
      logName: 'e2e-scouting-live-server.log',
      isWebAppBuilt: true,
      // As the shared site (global-setup.ts): Russian champion names, no CDN.
      env: { DDRAGON_DIR: ddragon.dir, DDRAGON_CDN_URL: 'http://127.0.0.1:9' },
    });
    const response = await fetch(`${site.baseUrl}${LIVE_API_PATH}`);
    const game = response.ok ? ((await response.json()) as LiveGame) : null;
    if (game?.roles_inferred) return site;
    process.stderr.write(`scouting-live: the demo game is ${game?.queue_type}; another site\n`);
    await site.stop();
  }
  throw new Error(`e2e: no demo game on Summoner's Rift in ${SITE_TRIES} sites`);
}

/** Opens the live page in `lang` and returns the answer it shows (its own request's). */
async function openLiveGame(page: Page, lang: Language): Promise<LiveGame> {
  // The page's own answer: the demo starts a new game when one ends.
  const answer = page.waitForResponse(
    (r) => new URL(r.url()).pathname === LIVE_API_PATH && r.status() === 200,
  );
  await page.goto(`/${lang}/live/${LIVE_PATH}`);
  const game = (await (await answer).json()) as LiveGame;
  await page.getByRole('region', { name: TEXTS[lang].live.lanes.title }).waitFor();
  await settle(page);
  return game;
}

const riotIdOf = (player: LivePlayer) =>
  player.summoner ? `${player.summoner.game_name}#${player.summoner.tag_line}` : player.riot_id;

/** The link of a player's Riot ID (its name and tag are flex items: named with a space between). */
const riotIdLink = (scope: Page | Locator, player: LivePlayer) =>
  scope.getByRole('link').filter({ hasText: exactly(riotIdOf(player)) });

/** The card of one player: the lane row's side that names their Riot ID. */
const cardOf = (page: Page, player: LivePlayer) =>
  page.getByRole('article').filter({ has: riotIdLink(page, player) });

/**
 * Five rows in lane order under the line saying the roles are inferred; in each, the blue and red
 * players the answer gives that role, with their champions: side by side from `lg`, one under
 * the other below it. Each team of the answer is in lane order.
 */
async function expectLanes(page: Page, lang: Language, game: LiveGame): Promise<void> {
  const { live } = TEXTS[lang];
  expect(game.roles_inferred, 'roles inferred in a Summoner’s Rift game').toBe(true);
  expect(game.blue_team.map((p) => p.role)).toEqual([...PLAYER_ROLES]);
  expect(game.red_team.map((p) => p.role)).toEqual([...PLAYER_ROLES]);
  const lanes = page.getByRole('region', { name: live.lanes.title });
  await lanes.getByText(live.lanes.inferred, { exact: true }).waitFor();
  const rows = lanes.locator(':scope > ol > li');
  expect(await rows.count()).toBe(PLAYER_ROLES.length);
  const width = page.viewportSize()?.width ?? 0;
  for (const [index, role] of PLAYER_ROLES.entries()) {
    const row = rows.nth(index);
    expect(await row.getByRole('heading', { level: 3 }).innerText()).toBe(roleName(lang, role));
    const boxes = [];
    for (const team of ['blue_team', 'red_team'] as const) {
      const player = game[team][index] as LivePlayer;
      const side = row.getByRole('article', { name: live[team], exact: true });
      const what = `${role} of ${team} in ${lang}`;
      await side.getByRole('img', { name: player.champion.name, exact: true }).first().waitFor();
      expect(await riotIdLink(side, player).count(), `the Riot ID of the ${what}`).toBe(1);
      boxes.push(await side.boundingBox());
    }
    const [blue, red] = boxes;
    if (!blue || !red) throw new Error(`the ${role} row has a side not drawn`);
    if (width >= LG) {
      expect(blue.x + blue.width, `${role}: blue left of red`).toBeLessThanOrEqual(red.x + 1);
      expect(Math.abs(blue.y - red.y), `${role}: blue and red on one line`).toBeLessThan(2);
    } else {
      expect(blue.y + blue.height, `${role}: blue above red`).toBeLessThanOrEqual(red.y + 1);
    }
  }
}

/** Each player's notes as the answer gives them; no chips for a player without notes. */
async function expectPlayerNotes(page: Page, lang: Language, game: LiveGame): Promise<void> {
  const players = [...game.blue_team, ...game.red_team];
  const withNotes = players.filter((p) => (p.summoner?.notes.length ?? 0) > 0);
  const label = TEXTS[lang].scouting.notes.label;
  expect(await page.getByRole('list', { name: label, exact: true }).count()).toBe(withNotes.length);
  for (const player of players) {
    await expectNotes(page, lang, cardOf(page, player), player.summoner?.notes ?? []);
  }
  // Notes come from the players' stored games, which the demo may not give this game's players.
  const notes = withNotes.flatMap((p) => p.summoner?.notes.map((note) => note.kind) ?? []);
  process.stderr.write(
    `scouting-live (${lang}): notes in the game: ${notes.join(', ') || 'none'}\n`,
  );
}

/**
 * Every player's whole rune page behind their Runes button: closed at first, then the primary
 * tree's keystone and three runes, the secondary tree's two and the three shards, as the answer
 * names them, under headings naming the trees; closed again by a second press.
 */
async function expectRunePages(page: Page, lang: Language, game: LiveGame): Promise<void> {
  const { player: texts } = TEXTS[lang].live;
  for (const player of [...game.blue_team, ...game.red_team]) {
    const { runes } = player;
    if (!runes) continue;
    const button = cardOf(page, player).getByRole('button', { name: texts.runes, exact: true });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const drawing = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await drawing.waitFor();
    expect(await drawing.getByRole('heading').allInnerTexts()).toEqual([
      fill(texts.runes_primary, { tree: runes.primary.tree.name }),
      fill(texts.runes_secondary, { tree: runes.secondary.tree.name }),
      texts.runes_shards,
    ]);
    const names = await drawing.getByRole('listitem').allInnerTexts();
    expect(
      names.map((name) => name.trim()),
      `runes of ${riotIdOf(player)}`,
    ).toEqual(
      [
        runes.primary.keystone,
        ...runes.primary.runes,
        ...runes.secondary.runes,
        ...runes.shards,
      ].map((rune) => rune.name),
    );
    expect(names.length).toBe(9);
    await button.click();
    await drawing.waitFor({ state: 'detached' });
  }
}

/**
 * A team's average rank as the page writes it, the team named for screen readers: the mean of
 * its standings on the ladder scale read back as a rank (contracts' tierAt), when at least half
 * of a match's minimum of ranked players are ranked; unknown otherwise.
 */
function averageRankText(lang: Language, team: 'blue_team' | 'red_team', game: LiveGame): string {
  const { live } = TEXTS[lang];
  const players = game[team];
  const standings = players.flatMap((p) => (p.summoner?.rank ? [p.summoner.rank] : []));
  if (standings.length < Math.ceil(AVERAGE_RANK_MIN_PLAYERS / 2)) {
    return `${live[team]}: ${live.win_chance.average_unknown}`;
  }
  const mean =
    standings.reduce((sum, e) => sum + ladderValue(e.tier, e.rank, e.leaguePoints), 0) /
    standings.length;
  const { tier, division } = tierAt(mean);
  const tierName = META_TEXTS[lang].tiers[tier];
  const rank = isApexTier(tier) || division === null ? tierName : `${tierName} ${division}`;
  const players_ = fill(live.win_chance.average_players, {
    players: formatCount(standings.length, lang),
    of: formatCount(players.length, lang),
  });
  return `${live[team]}: ${fill(live.win_chance.average, { rank })}${players_}`;
}

/** Both teams' average ranks under the win chance (spaces aside: the rank sits in its own box). */
async function expectAverageRanks(page: Page, lang: Language, game: LiveGame): Promise<void> {
  const { live } = TEXTS[lang];
  const region = page.getByRole('region', { name: live.win_chance.title });
  const squeezed = (text: string | null) => (text ?? '').replace(/\s+/g, '');
  for (const team of ['blue_team', 'red_team'] as const) {
    const line = region.locator('p').filter({ hasText: `${live[team]}:` });
    expect(squeezed(await line.textContent()), `average rank of ${team}`).toBe(
      squeezed(averageRankText(lang, team, game)),
    );
  }
}

/**
 * How the win chance is computed: under the bar from `sm`, with no info button; on a phone
 * folded behind the info button until it is pressed, and folded again by a second press.
 */
async function expectWinChanceNote(page: Page, lang: Language): Promise<void> {
  const { win_chance: texts } = TEXTS[lang].live;
  const region = page.getByRole('region', { name: texts.title });
  const note = region.getByText(texts.note, { exact: true });
  const info = region.getByRole('button', { name: texts.info, exact: true });
  if ((page.viewportSize()?.width ?? 0) >= SM) {
    await note.waitFor();
    expect(await info.isVisible(), 'the info button beside a shown note').toBe(false);
    return;
  }
  await info.waitFor();
  expect(await note.isVisible(), 'the note before the info button is pressed').toBe(false);
  expect(await info.getAttribute('aria-expanded')).toBe('false');
  await info.click();
  await note.waitFor();
  expect(await info.getAttribute('aria-expanded')).toBe('true');
  await info.click();
  await note.waitFor({ state: 'hidden' });
}

describeInBrowser('scouting: the live game', () => {
  const browser = useBrowser();
  let ddragon: DdragonOverlay | undefined;
  let site: Site | undefined;

  beforeAll(
    async () => {
      ddragon = await createDdragonOverlay();
      site = await startSiteWithLanes(ddragon);
    },
    SITE_TRIES * 3 * STEP_MS,
  );
  afterAll(async () => {
    await site?.stop();
    await ddragon?.remove();
  });

  const openPage = () => {
    if (!site) throw new Error('e2e: the live game site is not running');
    return openJourneyPage(browser(), {
      baseUrl: site.baseUrl,
      storage: { cookie_accepted: 'true' },
      timezoneId: TIME_ZONE,
    });
  };

  for (const lang of LANGUAGES) {
    test(`in ${lang}: lanes face to face, player notes, whole rune pages, average ranks and the win chance's explanation, at 1280 and 390 px`, {
      timeout: JOURNEY_MS,
    }, async () => {
      const { page } = await openPage();
      const game = await openLiveGame(page, lang);
      await expectPlayerNotes(page, lang, game);
      await expectRunePages(page, lang, game);
      await expectAverageRanks(page, lang, game);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await expectNoSidewaysScroll(page, 'the live game');
        await expectLanes(page, lang, game);
        await expectWinChanceNote(page, lang);
        await screenshot(page, `${lang}-scouting-live-${size.width}`);
      }
    });
  }

  test('in en: axe finds nothing serious or critical at 1280 and 390 px, a rune page open', {
    timeout: JOURNEY_MS,
  }, async () => {
    const { page } = await openPage();
    const game = await openLiveGame(page, 'en');
    const players = [...game.blue_team, ...game.red_team];
    const viewed = players.find((p) => p.summoner?.game_name === IN_GAME.gameName) ?? players[0];
    if (!viewed) throw new Error('the live game has no players');
    await cardOf(page, viewed)
      .getByRole('button', { name: TEXTS.en.live.player.runes, exact: true })
      .click();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      expect(await axeBlocking(page), `axe on the live game at ${size.width} px`).toEqual([]);
    }
  });
});
