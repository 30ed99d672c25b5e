import type { ChampionPage, ChampionRow, LiveGame, LivePlayer } from '@riftscope/contracts';
import type { DataDragon } from '@riftscope/riot/ddragon';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './databases.ts';
import {
  readMatch,
  readTimeline,
  requireFixtures,
  timelineFixtureFiles,
} from './match-fixtures.ts';
import {
  RUSSIAN_RUNES,
  RUSSIAN_SPELLS,
  type RussianDataDragon,
  writeRussianDataDragon,
} from './russian-ddragon.ts';
import { useTestApp } from './test-app.ts';

/** A ranked game with its timeline: Jax against Riven at the top, Ezreal at the bottom. */
const GAME = 'LA1_1568057368.json';
const RIVEN = 92;
const EZREAL = 81;

const SPECTATOR = 'spectator-v5.getCurrentGameInfoByPuuid';

requireFixtures([GAME]);
requireFixtures([GAME], timelineFixtureFiles);

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <!--app-head-->
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** How a request asks for a language: not at all, by query, or by header. */
const ASKED = {
  none: { query: '', headers: {} },
  en: { query: 'lang=en', headers: {} },
  ru: { query: 'lang=ru', headers: {} },
  'Accept-Language ru': { query: '', headers: { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' } },
} as const;

const withQuery = (url: string, query: string) =>
  query === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${query}`;

describe.each(TEST_DATABASES)(
  'game names in the reader’s language on champion pages, the tier list and live games on $name',
  (db) => {
    let russian: RussianDataDragon;
    let en: DataDragon;
    let ru: DataDragon;

    beforeAll(async () => {
      russian = await writeRussianDataDragon();
    });
    afterAll(() => russian?.remove());
    const t = useTestApp(db, () => ({
      env: { DDRAGON_DIR: russian.dir, DDRAGON_LOCALES: 'en_US,ru_RU' },
      webFiles: { 'index.html': INDEX_HTML },
    }));
    beforeAll(async () => {
      en = t.riot.ddragonByLanguage.en;
      ru = t.riot.ddragonByLanguage.ru;
      const { matches } = t.services.repositories;
      const document = readMatch(GAME);
      expect(await matches.store(document, { bracket: 'EMERALD' })).toBe(true);
      expect(await matches.storeTimeline(document.metadata.matchId, readTimeline(GAME))).toBe(true);
    });

    const get = async <T>(url: string, headers: InjectOptions['headers'] = {}): Promise<T> => {
      const res = await t.request({ method: 'GET', url, headers });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json() as T;
    };
    const tierList = async (query: string, headers: InjectOptions['headers'] = {}) =>
      (await get<{ data: ChampionRow[] }>(withQuery('/api/champions?per_page=100', query), headers))
        .data;
    const nameIn = (rows: readonly ChampionRow[], id: number) =>
      rows.find((r) => r.id === id)?.name;
    const itemNames = (page: ChampionPage) =>
      [
        ...page.builds.starting,
        ...page.builds.core,
        ...page.builds.boots,
        ...page.builds.situational.map((s) => ({ items: [s.item] })),
      ].flatMap((set) => set.items.map((item) => ({ id: item.id, name: item.name })));

    it('has Russian champion names and no Russian item file to read from', () => {
      expect(ru.champion(RIVEN)?.name).toBe('Ривен');
      expect(ru.sources.item?.locale).toBe('en_US');
    });

    it.each([
      ['none', 'en'],
      ['en', 'en'],
      ['ru', 'ru'],
      ['Accept-Language ru', 'ru'],
    ] as const)('names the tier list’s champions when asked %s: in %s', async (asked, lang) => {
      const { query, headers } = ASKED[asked];
      const rows = await tierList(query, headers);
      const names = lang === 'ru' ? ru : en;
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.name).toBe(names.champion(row.id)?.name);
      expect(nameIn(rows, RIVEN)).toBe(lang === 'ru' ? 'Ривен' : 'Riven');
      expect(nameIn(rows, EZREAL)).toBe(lang === 'ru' ? 'Эзреал' : 'Ezreal');
    });

    it('prefers the lang parameter to Accept-Language', async () => {
      const rows = await tierList('lang=en', { 'accept-language': 'ru' });
      expect(nameIn(rows, RIVEN)).toBe('Riven');
    });

    it('sorts the tier list by name in the asked language', async () => {
      const names = (rows: ChampionRow[]) => rows.map((r) => r.name);
      const english = await tierList('sort=name&lang=en');
      const russianRows = await tierList('sort=name&lang=ru');
      expect(names(english)).toEqual(names(english).toSorted((a, b) => a.localeCompare(b, 'en')));
      expect(names(russianRows)).toEqual(
        names(russianRows).toSorted((a, b) => a.localeCompare(b, 'ru')),
      );
      // Renamed champions move: the Russian order is not the English order with new names.
      expect(russianRows.map((r) => r.id)).not.toEqual(english.map((r) => r.id));
    });

    it('keeps cached tier lists of each language apart', async () => {
      const query = 'tier=all&role=TOP';
      expect(nameIn(await tierList(`${query}&lang=en`), RIVEN)).toBe('Riven');
      expect(nameIn(await tierList(`${query}&lang=ru`), RIVEN)).toBe('Ривен');
      expect(nameIn(await tierList(`${query}&lang=en`), RIVEN)).toBe('Riven');
      expect(nameIn(await tierList(query, { 'accept-language': 'ru' }), RIVEN)).toBe('Ривен');
    });

    it('names the champion page’s matchups, spells and runes in Russian and its items in English', async () => {
      const url = '/api/champions/jax?role=TOP';
      const english = await get<ChampionPage>(`${url}&lang=en`);
      const spellNames = (page: ChampionPage) =>
        page.spells.map((s) => s.spells.map((x) => x.name));
      const russianSpell: Record<string, string | undefined> = {
        Flash: RUSSIAN_SPELLS.SummonerFlash,
        Teleport: RUSSIAN_SPELLS.SummonerTeleport,
      };
      const trees = (page: ChampionPage) =>
        page.runes.map((r) => [r.page.primary.tree.name, r.page.secondary.tree.name]);
      for (const [asked, headers] of [
        [`${url}&lang=ru`, {}],
        [url, { 'accept-language': 'ru' }],
      ] as const) {
        const page = await get<ChampionPage>(asked, headers);
        // Jax keeps his name in the Russian file; the champion he met at the top does not. The
        // image URL names the language, for the placeholder's label.
        expect(page.champion).toEqual({
          ...english.champion,
          image_url: `${english.champion.image_url}?lang=ru`,
        });
        expect(page.matchups.map((m) => m.champion.image_url)).toEqual(
          english.matchups.map((m) => `${m.champion.image_url}?lang=ru`),
        );
        expect(page.matchups.map((m) => m.champion.name)).toEqual(['Ривен']);
        expect(spellNames(page)).toEqual(
          spellNames(english).map((pair) => pair.map((name) => russianSpell[name])),
        );
        expect(trees(page)).toEqual([[RUSSIAN_RUNES.Resolve, RUSSIAN_RUNES.Inspiration]]);
        // ru_RU has no item.json: the English names stand in.
        expect(itemNames(page).length).toBeGreaterThan(0);
        expect(itemNames(page)).toEqual(itemNames(english));
        expect(page.stats).toEqual(english.stats);
      }
      expect(english.matchups.map((m) => m.champion.name)).toEqual(['Riven']);
      expect(spellNames(english).flat().sort()).toEqual(['Flash', 'Teleport']);
      expect(trees(english)).toEqual([['Resolve', 'Inspiration']]);
      for (const { id, name } of itemNames(english)) expect(name).toBe(en.item(id)?.name);
    });

    it('keeps cached champion pages of each language apart', async () => {
      expect((await get<ChampionPage>('/api/champions/riven?lang=ru')).champion.name).toBe('Ривен');
      expect((await get<ChampionPage>('/api/champions/riven')).champion.name).toBe('Riven');
      expect((await get<ChampionPage>('/api/champions/riven?lang=ru')).champion.name).toBe('Ривен');
    });

    it.each([
      '/api/champions?lang=xx',
      '/api/champions/riven?lang=xx',
      '/api/summoners/euw1/Someone/EUW/live?lang=xx',
    ])('rejects %s with 422 naming lang', async (url) => {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors ?? {})).toContain('lang');
    });

    it('says the Russian name in the head of the Russian champion page', async () => {
      const head = async (url: string) => {
        const res = await t.request({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(res.statusCode, url).toBe(200);
        return /<title>([^<]*)<\/title>/.exec(res.body)?.[1] ?? '';
      };
      expect(await head('/ru/champions/ahri')).toContain('Ари');
      expect(await head('/en/champions/ahri')).toContain('Ahri');
      expect(await head('/en/champions/ahri')).not.toContain('Ари');
    });

    /** A player put into a live game in which some champion has a Russian name of its own. */
    function playerInRussianNamedGame() {
      const tried = new Set<string>();
      for (const player of t.sim.world.players) {
        if (player.platform !== 'euw1' || tried.has(player.puuid)) continue;
        if (t.sim.world.liveGame(player, Date.now()) !== null) continue;
        const game = t.sim.forceLiveGame(player.puuid);
        for (const p of game.participants) tried.add(p.puuid);
        const isRenamed = game.participants.some(
          (p) => ru.champion(p.championId)?.name !== en.champion(p.championId)?.name,
        );
        if (isRenamed) return { player, game };
      }
      throw new Error('no live game with a champion named in Russian');
    }

    it('names a live game’s champions, spells, runes and bans in the asked language, asking Riot once', async () => {
      const { player, game } = playerInRussianNamedGame();
      const url = `/api/summoners/${player.platform}/${encodeURIComponent(player.gameName)}/${encodeURIComponent(player.tagLine)}/live`;
      await t.resetRiotStats();
      const english = await get<LiveGame>(url);
      const russianGame = await get<LiveGame>(`${url}?lang=ru`);
      const byHeader = await get<LiveGame>(url, { 'accept-language': 'ru' });
      const englishAgain = await get<LiveGame>(`${url}?lang=en`);
      // One spectator call: the game Riot gave is reused for every language.
      expect(t.sim.stats().byMethod[SPECTATOR]).toBe(1);

      const shown = (live: LiveGame) => ({
        players: Object.fromEntries(
          [...live.blue_team, ...live.red_team].map((p: LivePlayer) => [
            p.puuid,
            [p.champion.name, p.spell1.name, p.spell2.name, p.main_rune.name, p.sub_rune.name],
          ]),
        ),
        bans: live.bans.map((b) => b.champion?.name ?? null),
      });
      const namedBy = (dd: DataDragon) => ({
        players: Object.fromEntries(
          game.participants.map((p) => [
            p.puuid,
            [
              dd.champion(p.championId)?.name,
              dd.spellImage(p.spell1Id).name,
              dd.spellImage(p.spell2Id).name,
              dd.runeImage(p.perks?.perkIds[0] ?? 0).name,
              dd.runeImage(p.perks?.perkSubStyle ?? 0).name,
            ],
          ]),
        ),
        bans: game.bannedChampions
          .toSorted((a, b) => a.pickTurn - b.pickTurn)
          .map((b) => (b.championId === -1 ? null : (dd.champion(b.championId)?.name ?? null))),
      });
      expect(shown(english)).toEqual(namedBy(en));
      expect(shown(russianGame)).toEqual(namedBy(ru));
      expect(shown(russianGame)).not.toEqual(shown(english));
      expect(byHeader).toEqual(russianGame);
      expect(englishAgain).toEqual(english);
    });
  },
);
