import { ARENA_QUEUE, type MatchListPage, type MultiSearch } from '@riftscope/contracts';
import { type DataDragon, loadDataDragon } from '@riftscope/riot/ddragon';
import type { Player } from '@riftscope/riot-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './databases.ts';
import { matchesUrl, panelUrl, playerPicker, summonerUrl } from './riot-players.ts';
import {
  RUSSIAN_CHAMPIONS,
  RUSSIAN_RUNES,
  RUSSIAN_SPELLS,
  type RussianDataDragon,
  writeRussianDataDragon,
} from './russian-ddragon.ts';
import { useTestApp } from './test-app.ts';

const { REDIS_URL } = process.env;
const enc = encodeURIComponent;

/** The Russian name of each English name the ru_RU files rename. */
function russianNames(english: DataDragon): Map<string, string> {
  const names = new Map<string, string>();
  for (const [id, name] of Object.entries(RUSSIAN_CHAMPIONS)) {
    const champion = english.champion(id);
    if (champion) names.set(champion.name, name);
  }
  for (const spell of english.summonerSpells) {
    const name = RUSSIAN_SPELLS[spell.id];
    if (name) names.set(spell.name, name);
  }
  for (const rune of [...english.runeStyles, ...english.runes]) {
    const name = RUSSIAN_RUNES[rune.key];
    if (name) names.set(rune.name, name);
  }
  return names;
}

/**
 * The answers that carry game names, as the web app asks for them: a player's match page, top
 * champions, recent summary, champions tab, multi-search column and multi-search, and one
 * match's scoreboard, timeline and build.
 */
function playerAnswerUrls(p: Player, matchId: string) {
  const at = `/api/summoners/${p.platform}/${enc(p.gameName)}/${enc(p.tagLine)}`;
  return {
    matches: matchesUrl(p),
    topChampions: panelUrl(p, 'top-champions'),
    recent: `${at}/recent`,
    champions: `${at}/champions`,
    column: `/api/multisearch/${p.platform}/${enc(p.gameName)}/${enc(p.tagLine)}`,
    search: `/api/multisearch?${new URLSearchParams({ region: p.platform, q: `${p.gameName}#${p.tagLine}` })}`,
    participants: `/api/matches/${matchId}/participants`,
    timeline: `/api/matches/${matchId}/${p.puuid}/timeline`,
    build: `/api/matches/${matchId}/${p.puuid}/build`,
  };
}

const withLang = (url: string, lang: string) =>
  `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;

/**
 * Over PGlite and PostgreSQL, answers cached in this process; with REDIS_URL, once more with
 * answers cached in Redis.
 */
const RUNS = [
  ...TEST_DATABASES.map((db) => ({ db, name: db.name, redis: false })),
  ...(REDIS_URL && TEST_DATABASES[0]
    ? [{ db: TEST_DATABASES[0], name: `${TEST_DATABASES[0].name} with Redis`, redis: true }]
    : []),
];

describe.each(RUNS)('game names in the reader’s language on $name', ({ db, redis }) => {
  let russian: RussianDataDragon;
  let pick: ReturnType<typeof playerPicker>;
  let names: Map<string, string>;
  let renamedKeys: Set<number>;
  // A still clock: cached answers stay cached however slow the machine.
  const now = Date.now();

  beforeAll(async () => {
    russian = await writeRussianDataDragon();
  });
  afterAll(() => russian?.remove());
  const t = useTestApp(db, () => ({
    env: { DDRAGON_DIR: russian.dir },
    clock: () => now,
    ...(redis ? { redis: { url: REDIS_URL ?? '' } } : {}),
  }));
  beforeAll(async () => {
    const english = await loadDataDragon({ dir: russian.dir });
    names = russianNames(english);
    renamedKeys = new Set(
      Object.keys(RUSSIAN_CHAMPIONS).flatMap((id) => english.champion(id)?.key ?? []),
    );
    pick = playerPicker(t.sim);
  });

  /**
   * An English answer with every name the ru_RU files rename in Russian; items stay English, and
   * so do Riot's own timeline events, passed on as Riot wrote them. Every image URL names the
   * language (`?lang=ru`), so that a placeholder is labelled as the answer is. `keepsNames`: the
   * names below stay as they are, the URLs still name the language.
   */
  function inRussian(value: unknown, keepsNames = false): unknown {
    if (Array.isArray(value)) return value.map((item) => inRussian(item, keepsNames));
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => {
        const isName = (key === 'name' || key === 'champion_name') && typeof field === 'string';
        if (isName && !keepsNames) return [key, names.get(field) ?? field];
        const isImage = (key === 'image_url' || key === 'icon') && typeof field === 'string';
        if (isImage) return [key, `${field}?lang=ru`];
        return [key, inRussian(field, keepsNames || key === 'events')];
      }),
    );
  }

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.request({ method: 'GET', url, headers });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };

  /**
   * A player the site has not looked up, who mostly plays a champion renamed in ru_RU, looked
   * up, with a match of theirs in which another renamed champion plays too.
   */
  async function lookedUpPlayer() {
    const player = pick((p) => {
      const [main] = p.pools[p.roles[0]];
      return p.platform === 'euw1' && main !== undefined && renamedKeys.has(main.championKey);
    });
    expect((await t.request({ method: 'GET', url: summonerUrl(player) })).statusCode).toBe(200);
    const page: MatchListPage = await get(withLang(matchesUrl(player), 'en'));
    const match = page.data.find(
      (m) =>
        m.participants_preview.filter((p) => names.has(p.champion.name)).length >= 2 &&
        !m.is_remake &&
        // Arena games have no timeline to answer.
        m.match.queue_id !== ARENA_QUEUE,
    );
    if (!match) throw new Error('no match of the player has two renamed champions');
    // Top champions import the season's older games: once that has ended, every answer below
    // counts the same stored games in each language.
    for (;;) {
      await t.services.summoners.seasonImportsSettled();
      const panel = await get(withLang(panelUrl(player, 'top-champions/panel'), 'en'));
      if (!panel.is_importing) break;
    }
    return { player, urls: playerAnswerUrls(player, match.match_id) };
  }

  it('answers in Russian for ?lang=ru and Accept-Language: ru, with English items where ru_RU has none', async () => {
    const { urls } = await lookedUpPlayer();
    for (const [answer, url] of Object.entries(urls)) {
      const english = await get(withLang(url, 'en'));
      const expected = inRussian(english);
      // Every answer carries a name that ru_RU has: the test could tell them apart.
      expect(expected, answer).not.toEqual(english);
      expect(await get(withLang(url, 'ru')), answer).toEqual(expected);
      expect(await get(url, { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' }), answer).toEqual(
        expected,
      );
    }
    const build = await get(withLang(urls.build, 'ru'));
    const english = await get(withLang(urls.build, 'en'));
    expect(build.items.length, 'the build has items').toBeGreaterThan(0);
    expect(build.items).toEqual(inRussian(english.items, true));
  });

  it('answers in English for ?lang=en, for no language and for languages it does not have', async () => {
    const { urls } = await lookedUpPlayer();
    for (const [answer, url] of Object.entries(urls)) {
      const english = await get(withLang(url, 'en'));
      expect(await get(url), answer).toEqual(english);
      expect(await get(url, { 'accept-language': 'de-DE,de;q=0.9' }), answer).toEqual(english);
      // The query parameter wins over the header.
      expect(await get(withLang(url, 'en'), { 'accept-language': 'ru' }), answer).toEqual(english);
      // tr_TR has no file of its own here: every tr name falls back to en_US.
      expect(await get(withLang(url, 'tr')), answer).toEqual(english);
    }
  });

  it('keeps cached answers of one language out of the other, whichever is asked first', async () => {
    const first = await lookedUpPlayer();
    const second = await lookedUpPlayer();
    for (const [answer, url] of Object.entries(first.urls)) {
      const english = await get(withLang(url, 'en'));
      expect(await get(withLang(url, 'ru')), answer).toEqual(inRussian(english));
      expect(await get(withLang(url, 'en')), answer).toEqual(english);
    }
    for (const [answer, url] of Object.entries(second.urls)) {
      const russianAnswer = await get(withLang(url, 'ru'));
      const english = await get(withLang(url, 'en'));
      expect(russianAnswer, answer).toEqual(inRussian(english));
      expect(await get(withLang(url, 'ru')), answer).toEqual(russianAnswer);
    }
  });

  it('names the found player of a multi-search in the asked language', async () => {
    const { player, urls } = await lookedUpPlayer();
    const search = async (lang: string): Promise<MultiSearch> => get(withLang(urls.search, lang));
    const [english, russianAnswer] = [await search('en'), await search('ru')];
    expect(english.entries[0]?.player?.puuid).toBe(player.puuid);
    const champions = (s: MultiSearch) =>
      s.entries[0]?.player?.recent.champions.map((c) => c.champion_name);
    expect(champions(russianAnswer)).toEqual(
      champions(english)?.map((name) => names.get(name) ?? name),
    );
  });

  it('answers 422 naming lang for a language it does not know', async () => {
    const { urls } = await lookedUpPlayer();
    for (const [answer, url] of Object.entries(urls)) {
      const res = await t.request({ method: 'GET', url: withLang(url, 'xx') });
      expect(res.statusCode, answer).toBe(422);
      expect(res.json().errors, answer).toHaveProperty('lang');
    }
  });
});
