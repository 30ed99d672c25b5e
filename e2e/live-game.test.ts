import {
  type LiveGame,
  type LivePlayer,
  PREMADE_MIN_GAMES,
  PREMADE_RECENT_GAMES,
} from '@riftscope/contracts';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { baseUrl, describeInBrowser, screenshot, settle, useBrowser } from './browser.ts';
import { JOURNEY_MS, openJourneyPage } from './journey.ts';
import { axeBlocking, fill } from './scouting.ts';
import { LANGUAGES, type Language, TEXTS } from './texts.ts';

/** The example player the offline demo keeps in a live game (demo-live-game.ts). */
const IN_GAME = { region: 'na1', gameName: 'Turret Hugger', tagLine: 'NA1' } as const;
/** Players of the demo who may be out of a game; the first one who is serves. */
const MAYBE_IDLE = [
  { region: 'euw1', gameName: 'Baron Stealer', tagLine: 'EUW' },
  { region: 'kr', gameName: 'Silent Brush', tagLine: 'KR1' },
] as const;
const WIDTHS = [1280, 390] as const;

type PlayerAddress = { region: string; gameName: string; tagLine: string };
const riotIdPath = (p: PlayerAddress) =>
  `${p.region}/${encodeURIComponent(p.gameName)}/${encodeURIComponent(p.tagLine)}`;
const liveApiPath = (p: PlayerAddress) => `/api/summoners/${riotIdPath(p)}/live`;

/**
 * The line under a player saying how many stored games this season they have on the champion,
 * with their KDA on it, and, once their masteries are stored (an earlier visit may have asked for
 * them), their mastery. A player with no ranked game this season and no game on the champion
 * has no such line.
 */
function championGamesText(lang: Language, player: LivePlayer): string | null {
  const { player: texts } = TEXTS[lang].live;
  if (!player.summoner) return null;
  const { champion_games, mastery, rank } = player.summoner;
  const { games, win_rate, kda } = champion_games;
  if (rank === null && player.summoner.form.games === 0 && games === 0) return null;
  const champion = player.champion.name;
  const masteryText = mastery
    ? ` · ${fill(texts.mastery, {
        level: mastery.level,
        points: new Intl.NumberFormat(lang, {
          notation: 'compact',
          maximumFractionDigits: 1,
        }).format(mastery.points),
      })}`
    : '';
  if (games === 0) return fill(texts.no_champion_games, { champion }) + masteryText;
  const form = new Intl.PluralRules(lang).select(games);
  const plural = (texts as Record<string, string>)[`champion_games_${form}`];
  if (!plural) throw new Error(`no ${lang} form ${form} of player.champion_games`);
  const gamesText = fill(plural, {
    champion,
    formatted: new Intl.NumberFormat(lang).format(games),
    // The site writes every percent the way the language does: 52%, 52 %, %52.
    rate: new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(
      win_rate / 100,
    ),
    kda:
      kda === null
        ? texts.kda_perfect
        : fill(texts.kda, {
            ratio: new Intl.NumberFormat(lang, {
              minimumFractionDigits: 2,
              maximumFractionDigits: 2,
            }).format(kda),
          }),
  });
  return gamesText + masteryText;
}

/**
 * Each team's bans, in pick-turn order; none in a mode without bans. Under the team's region
 * when the teams are shown apart; named after the team under the lanes when roles are inferred.
 */
async function expectBans(page: Page, lang: Language, game: LiveGame): Promise<void> {
  const { live } = TEXTS[lang];
  const texts = live.bans;
  for (const [team, teamId] of [
    ['blue_team', 100],
    ['red_team', 200],
  ] as const) {
    const bans = game.bans.filter((ban) => ban.team_id === teamId);
    const list = game.roles_inferred
      ? page.getByRole('list', { name: fill(texts.of_team, { team: live[team] }), exact: true })
      : page.getByRole('region', { name: live[team] }).getByRole('list', { name: texts.title });
    if (bans.length === 0) {
      expect(await list.count(), `bans of team ${teamId}`).toBe(0);
      continue;
    }
    await list.waitFor();
    const names = await list
      .getByRole('img')
      .evaluateAll((images) =>
        images.map((image) => image.getAttribute('alt') ?? image.getAttribute('aria-label')),
      );
    expect(names).toEqual(bans.map((ban) => ban.champion?.name ?? texts.none));
  }
}

describeInBrowser('the live game', () => {
  const browser = useBrowser();

  for (const lang of LANGUAGES) {
    const { live } = TEXTS[lang];

    test(`in ${lang}: bans, stored games on each champion, premades and how the win chance is computed, at 1280 and 390 px`, {
      timeout: JOURNEY_MS,
    }, async () => {
      // The live player's masteries stored, so that their line says their mastery too when the
      // champion they play is among them.
      const masteries = await fetch(`${baseUrl}/api/summoners/${riotIdPath(IN_GAME)}/mastery`);
      expect(masteries.status, 'masteries of the live player').toBe(200);
      const { page } = await openJourneyPage(browser(), { storage: { cookie_accepted: 'true' } });
      // The page's own answer: the demo starts a new game when one ends, so asking apart could
      // see another game than the page shows.
      const answer = page.waitForResponse(
        (r) => new URL(r.url()).pathname === liveApiPath(IN_GAME) && r.status() === 200,
      );
      await page.goto(`/${lang}/live/${riotIdPath(IN_GAME)}`);
      const game = (await (await answer).json()) as LiveGame;
      // Lanes face to face on Summoner's Rift (roles inferred), each team apart in other modes.
      const teams = game.roles_inferred
        ? [page.getByRole('region', { name: live.lanes.title })]
        : [live.blue_team, live.red_team].map((name) => page.getByRole('region', { name }));
      for (const team of teams) await team.waitFor();
      await page
        .getByRole('heading', { level: 1 })
        .getByText(live.title, { exact: true })
        .waitFor();

      await expectBans(page, lang, game);

      // Every player's games on the champion this season, labelled as stored games.
      const players = [...game.blue_team, ...game.red_team];
      for (const player of players) {
        const text = championGamesText(lang, player);
        if (text) await page.getByText(text, { exact: true }).waitFor();
      }

      // How the win chance is computed, under its bar.
      await page
        .getByRole('region', { name: live.win_chance.title })
        .getByText(live.win_chance.note, { exact: true })
        .waitFor();

      // The demo's live player always queues with a duo partner (riot-sim's duos.ts).
      const groups = new Map<number, number>();
      for (const player of players) {
        const group = player.summoner?.premade;
        if (group != null) groups.set(group, (groups.get(group) ?? 0) + 1);
      }
      expect(groups.size, 'premade groups in the demo game').toBeGreaterThan(0);
      for (const [group, size] of groups) {
        const markers = page.getByRole('img', { name: fill(live.premade.group, { group }) });
        expect(await markers.count(), `markers of group ${group}`).toBe(size);
      }
      const rule = { min: PREMADE_MIN_GAMES, recent: PREMADE_RECENT_GAMES };
      await page.getByText(fill(live.premade.legend, rule), { exact: true }).waitFor();

      await settle(page);
      expect(await axeBlocking(page), 'axe on the live game').toEqual([]);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(pageWidth, `the live game at ${width} px scrolls sideways`).toBeLessThanOrEqual(
          width,
        );
        await screenshot(page, `${lang}-live-${width}`);
      }
    });
  }

  test('the not-in-game screen has no LIVE badge, in every language', {
    timeout: JOURNEY_MS,
  }, async () => {
    const statuses = await Promise.all(
      MAYBE_IDLE.map(async (p) => (await fetch(`${baseUrl}${liveApiPath(p)}`)).status),
    );
    const idle = MAYBE_IDLE.find((_, i) => statuses[i] === 404);
    if (!idle) throw new Error('every candidate is in a game; pick another');
    const { page, allowFailedRequest } = await openJourneyPage(browser(), {
      storage: { cookie_accepted: 'true' },
    });
    allowFailedRequest(404, '/live');
    for (const lang of LANGUAGES) {
      const { live } = TEXTS[lang];
      await page.goto(`/${lang}/live/${riotIdPath(idle)}`);
      await page.getByRole('alert').getByText(live.not_in_game.title, { exact: true }).waitFor();
      const heading = page.getByRole('heading', { level: 1 });
      expect(await heading.innerText()).toBe(`${idle.gameName}#${idle.tagLine}`);
      expect(await heading.getByText(live.title, { exact: true }).count()).toBe(0);
    }
  });
});
