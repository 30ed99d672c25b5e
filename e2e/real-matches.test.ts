import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRegion, type Region } from '@riftscope/contracts';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { describeInBrowser, useBrowser } from './browser.ts';
import { JOURNEY_MS, openJourneyPage, POLL, STEP_MS } from './journey.ts';
import { RIOT_FIXTURES_DIR, ROOT_DIR, type Site, startSite } from './site-server.ts';
import { TEXTS } from './texts.ts';

/*
 * Every real match document of RIOT_FIXTURES_DIR, looked up on the site through one of its
 * players: the server fetches it from the simulator's replay of those documents, and each tab of
 * its card must render without a console error or a failed API request. The documents stay
 * outside the repository; they are read here at run time.
 */

interface RealMatch {
  file: string;
  matchId: string;
  creation: number;
  hasTimeline: boolean;
  player: { region: Region; gameName: string; tagLine: string; puuid: string };
  /** Where the match is in the player's list (newest first) when they have several. */
  position: number;
}

interface RawMatch {
  metadata: { matchId: string };
  info: {
    gameCreation: number;
    participants: { puuid: string; riotIdGameName?: string; riotIdTagline?: string }[];
  };
}

const jsonFiles = (dir: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort();
const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

/** Each match with the participant whose list holds the fewest of the other real matches. */
function realMatches(): RealMatch[] {
  const matchDir = join(RIOT_FIXTURES_DIR, 'match-v5-match');
  const timelineDir = join(RIOT_FIXTURES_DIR, 'match-v5-timeline');
  const timelines = new Set(
    jsonFiles(timelineDir).map(
      (file) => readJson<RawMatch>(join(timelineDir, file)).metadata.matchId,
    ),
  );
  const docs = jsonFiles(matchDir).map((file) => ({
    file,
    doc: readJson<RawMatch>(join(matchDir, file)),
  }));
  const matchesOf = new Map<string, RawMatch[]>();
  for (const { doc } of docs) {
    for (const p of doc.info.participants) {
      matchesOf.set(p.puuid, [...(matchesOf.get(p.puuid) ?? []), doc]);
    }
  }
  return docs.map(({ file, doc }) => {
    const { matchId } = doc.metadata;
    const region = matchId.split('_')[0]?.toLowerCase();
    if (!isRegion(region)) throw new Error(`${file}: the site has no region for ${matchId}`);
    const candidates = doc.info.participants
      .filter((p) => p.riotIdGameName && p.riotIdTagline)
      .sort(
        (a, b) => (matchesOf.get(a.puuid)?.length ?? 0) - (matchesOf.get(b.puuid)?.length ?? 0),
      );
    const chosen = candidates[0];
    if (!chosen?.riotIdGameName || !chosen.riotIdTagline) {
      throw new Error(`${file}: no participant has a Riot ID`);
    }
    const newestFirst = [...(matchesOf.get(chosen.puuid) ?? [])].sort(
      (a, b) => b.info.gameCreation - a.info.gameCreation,
    );
    return {
      file,
      matchId,
      creation: doc.info.gameCreation,
      hasTimeline: timelines.has(matchId),
      player: {
        region,
        gameName: chosen.riotIdGameName,
        tagLine: chosen.riotIdTagline,
        puuid: chosen.puuid,
      },
      position: newestFirst.findIndex((m) => m.metadata.matchId === matchId),
    };
  });
}

/** Every English text whose key says it is shown while something loads, in any namespace. */
function loadingTexts(): Set<string> {
  const dir = join(ROOT_DIR, 'apps/web/src/locales/en');
  const found = new Set<string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (/loading/i.test(key)) found.add(value);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, k);
    }
  };
  for (const file of jsonFiles(dir)) walk(readJson(join(dir, file)), '');
  return found;
}

const { summoner, timeline } = TEXTS.en;
/** The build tab's name: its text once the locale has it. */
const BUILD_TAB =
  ((summoner.matches as Record<string, unknown>).build as string | undefined) ?? 'Build';
const TABS = [
  { key: 'details', name: summoner.matches.details },
  { key: 'build', name: BUILD_TAB },
  { key: 'timeline', name: summoner.matches.timeline },
] as const;
/** The "failure or missing" timeline text (docs/product.md, Messages), and the card's text for a tab that broke. */
const TIMELINE_MISSING = [timeline.error, summoner.matches.timeline_failed];

/**
 * Waits until a tab panel is neither busy nor showing a loading text and holds something, and
 * returns its text.
 */
async function settledPanel(panel: Locator, loading: ReadonlySet<string>): Promise<string> {
  await panel.waitFor({ state: 'visible' });
  let text = '';
  await expect
    .poll(async () => {
      if ((await panel.locator('[aria-busy="true"]').count()) > 0) return 'busy';
      const statuses = await panel.getByRole('status').allInnerTexts();
      if (statuses.some((s) => loading.has(s.trim()))) return 'loading';
      text = (await panel.innerText()).trim();
      return text === '' ? 'empty' : 'settled';
    }, POLL)
    .toBe('settled');
  return text;
}

/** The API answers of 400 and above the page received, as "status path". */
function failedApiRequests(page: Page, siteUrl: string): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === new URL(siteUrl).origin && url.pathname.startsWith('/api/')) {
      if (response.status() >= 400) failed.push(`${response.status()} ${url.pathname}`);
    }
  });
  return failed;
}

describeInBrowser('every real match renders its details, build and timeline tabs', () => {
  const browser = useBrowser();
  const matches = realMatches();
  const loading = loadingTexts();
  let site: Site | undefined;

  beforeAll(async () => {
    site = await startSite({
      logName: 'e2e-real-matches-server.log',
      replayRealMatches: true,
      isWebAppBuilt: true,
      // One visitor looks up every real match's player within a minute.
      env: { NEW_PLAYER_LOOKUPS_PER_IP_PER_MINUTE: '1000', LOOKUPS_PER_IP_PER_MINUTE: '1000' },
    });
  }, 3 * STEP_MS);
  afterAll(async () => {
    await site?.stop();
  });

  test('finds real matches to replay', () => {
    expect(matches.length).toBeGreaterThan(0);
  });

  for (const match of matches) {
    const { player } = match;
    test(`${match.file} (${match.matchId}) through ${player.gameName}#${player.tagLine}${match.hasTimeline ? '' : ', no timeline'}`, {
      timeout: JOURNEY_MS,
    }, async () => {
      if (!site) throw new Error('e2e: the replay site is not running');
      const { page, allowFailedRequest } = await openJourneyPage(browser(), {
        baseUrl: site.baseUrl,
        storage: { cookie_accepted: 'true' },
      });
      const failed = failedApiRequests(page, site.baseUrl);
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      const expectedFailures = match.hasTimeline
        ? []
        : [`/api/matches/${match.matchId}/`].flatMap((prefix) => [
            `${prefix}${player.puuid}/timeline`,
            `${prefix}${player.puuid}/build`,
          ]);
      // Riot no longer having a timeline is a 404 the page must show as text, not fail on.
      for (const path of expectedFailures) allowFailedRequest(404, path);

      await page.goto(
        `/en/summoner/${player.region}/${encodeURIComponent(player.gameName)}/${encodeURIComponent(player.tagLine)}`,
      );
      const history = page.getByRole('region', { name: summoner.matches.title });
      const card = history.getByRole('button', { expanded: false }).nth(match.position);
      await card.waitFor();
      await card.click();
      await history.getByRole('button', { expanded: true }).waitFor();

      const texts: Record<string, string> = {};
      for (const tab of TABS) {
        const control = page.getByRole('tab', { name: tab.name, exact: true });
        await control.click();
        await page.getByRole('tab', { name: tab.name, exact: true, selected: true }).waitFor();
        const panel = page.getByRole('tabpanel', { name: tab.name, exact: true });
        const text = await settledPanel(panel, loading);
        texts[tab.key] = text;
        const alerts = await panel.getByRole('alert').allInnerTexts();
        const isMissingTimeline = !match.hasTimeline && tab.key !== 'details';
        if (isMissingTimeline) {
          expect(
            TIMELINE_MISSING.some((missing) => text.includes(missing)),
            `the ${tab.key} tab of a match without a timeline shows ${TIMELINE_MISSING.join(' or ')}; it shows: ${text}`,
          ).toBe(true);
        } else {
          expect(alerts, `alerts in the ${tab.key} tab`).toEqual([]);
        }
      }

      // The card opened was this match: its tabs asked for it by id.
      expect(requested.some((url) => url.includes(`/api/matches/${match.matchId}/`))).toBe(true);
      expect(
        failed.filter((entry) => !expectedFailures.some((path) => entry === `404 ${path}`)),
        'failed API requests',
      ).toEqual([]);
    });
  }
});
