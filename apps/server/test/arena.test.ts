import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import {
  ARENA_QUEUE,
  type ArenaAugment,
  type ArenaAugments,
  type ArenaChampion,
  type ArenaRecord,
  type ArenaTierList,
  augmentIconPath,
} from '@riftscope/contracts';
import type { MatchDto, ParticipantDto } from '@riftscope/riot/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ArenaService, createArenaService } from '../src/modules/champions/arena.service.ts';
import { createChampionsRepository } from '../src/modules/riot-data/champions.repository.ts';
import { singleLanguageCatalog } from '../src/modules/riot-data/game-data.mapper.ts';
import { createSliceFacetsRepository } from '../src/modules/riot-data/slice-facets.repository.ts';
import { TEST_DATABASES } from './databases.ts';
import {
  asRemake,
  arenaAugmentsOf as augmentsOf,
  readMatch,
  requireFixtures,
} from './match-fixtures.ts';
import { useTestApp } from './test-app.ts';

// Arena's pages over stored copies of the real Arena document, every figure checked against the
// documents' places, augments, items and duos (docs/champion-analytics.md, Arena).

const ARENA = 'arena-15.5-na1.json';
const RANKED = 'NA1_4924008147.json';
requireFixtures([ARENA, RANKED]);

const COPIES = 6;
let sequence = 0;

/**
 * The game stored once more under a new id: in copy `c`, the duos' places turn round by `c`
 * (duo 1 finishes 1st, then 2nd, …), so that every champion has several places.
 */
function copyOf(c: number): MatchDto {
  const document = structuredClone(readMatch(ARENA));
  document.metadata.matchId = `NA1_${8_200_000_000 + ++sequence}`;
  for (const p of document.info.participants) {
    const place = (((p.placement ?? 1) - 1 + c) % 8) + 1;
    p.placement = place;
    p.subteamPlacement = place;
    p.win = place <= 4;
  }
  return document;
}

/** Places (eight counts) of the players in `documents` for whom `has` holds. */
function placesOf(documents: readonly MatchDto[], has: (p: ParticipantDto) => boolean): number[] {
  const places = Array.from({ length: 8 }, () => 0);
  for (const d of documents) {
    for (const p of d.info.participants) {
      const i = (p.placement ?? 1) - 1;
      if (has(p)) places[i] = (places[i] ?? 0) + 1;
    }
  }
  return places;
}

/** The record a set of places gives, as the answers round it. */
function expectRecord(record: ArenaRecord, places: readonly number[], sample: number): void {
  const games = places.reduce((n, c) => n + c, 0);
  const sum = places.reduce((n, c, i) => n + c * (i + 1), 0);
  const top = places.slice(0, 4).reduce((n, c) => n + c, 0);
  expect(record.games).toBe(games);
  expect(record.average_place).toBeCloseTo(sum / games, 2);
  expect(record.top_four_rate).toBeCloseTo((100 * top) / games, 2);
  expect(record.first_rate).toBeCloseTo((100 * (places[0] ?? 0)) / games, 2);
  expect(record.pick_rate).toBeCloseTo((100 * games) / sample, 2);
  if (games >= 2) {
    expect(record.average_place_low).toBeLessThanOrEqual(record.average_place ?? 0);
    expect(record.average_place_high).toBeGreaterThanOrEqual(record.average_place ?? 0);
  }
  expect(record.top_four_low).toBeLessThanOrEqual(record.top_four_rate ?? 0);
  expect(record.top_four_high).toBeGreaterThanOrEqual(record.top_four_rate ?? 0);
}

describe.each(TEST_DATABASES)('Arena pages on $name', (db) => {
  const t = useTestApp(db);
  const stored: MatchDto[] = [];

  const get = async <T>(url: string) => {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };

  beforeAll(async () => {
    const { matches } = t.services.repositories;
    for (let c = 0; c < COPIES; c++) {
      const document = copyOf(c);
      expect(await matches.store(document, { bracket: '' })).toBe(true);
      stored.push(document);
    }
    const remake = asRemake(copyOf(0));
    expect(await matches.store(remake, { bracket: '' })).toBe(true);
    const ranked = structuredClone(readMatch(RANKED));
    ranked.info.queueId = 420;
    expect(await matches.store(ranked, { bracket: 'EMERALD' })).toBe(true);
  });

  it('lists every champion with its places from the documents, remakes aside, best average place first', async () => {
    const list = await get<ArenaTierList>('/api/arena');
    expect(list.slice).toEqual({ queue: 1700, patch: '15.5', region: null });
    expect(list.patches).toEqual(['15.5']);
    expect(list.matches).toBe(COPIES);
    expect(list.players).toBe(COPIES * 16);
    const ids = new Set(stored[0]?.info.participants.map((p) => p.championId));
    expect(list.champions.map((row) => row.champion.id).sort()).toEqual([...ids].sort());
    for (const row of list.champions) {
      expectRecord(
        row,
        placesOf(stored, (p) => p.championId === row.champion.id),
        list.players,
      );
    }
    // Volibear plays twice a game: 12 games over six; the others 6, under the sample of 10.
    const ranked = list.champions.filter((row) => row.games >= list.min_sample);
    expect(ranked.map((row) => row.champion.key)).toEqual(['volibear']);
    const places = list.champions.slice(1).map((row) => row.games);
    expect(places).toEqual([...places].sort((a, b) => b - a));
  });

  it('gives a champion’s augments, items and duo partners with their places', async () => {
    const page = await get<ArenaChampion>('/api/arena/Twitch');
    const twitch = (p: ParticipantDto) => p.championId === 29;
    expect(page.champion.key).toBe('twitch');
    expect(page.places).toEqual(placesOf(stored, twitch));
    expectRecord(page.stats, page.places, COPIES * 16);
    const own = stored[0]?.info.participants.find(twitch);
    if (!own) throw new Error('no Twitch');
    expect(page.augments.map((a) => a.augment.id).sort()).toEqual(augmentsOf(own).sort());
    for (const a of page.augments) {
      expectRecord(a, page.places, COPIES);
      expect(a.augment.name).toBeNull();
    }
    const items = [own.item0, own.item1, own.item2, own.item3, own.item4, own.item5].filter(
      (id) => id > 0,
    );
    expect(page.items.map((i) => i.item.id).sort()).toEqual([...new Set(items)].sort());
    expect(page.items.find((i) => i.item.id === 223031)?.item.name).toBe('Infinity Edge');
    const mate = stored[0]?.info.participants.find(
      (p) => p !== own && p.playerSubteamId === own.playerSubteamId,
    );
    expect(page.partners.map((p) => p.champion.id)).toEqual([mate?.championId]);
    expectRecord(page.partners[0] as ArenaRecord, page.places, COPIES);
  });

  it('lists every augment taken, with its places, and shows ids when no names are loaded', async () => {
    const list = await get<ArenaAugments>('/api/arena/augments?lang=ru');
    expect(list.has_names).toBe(false);
    const taken = new Set(stored[0]?.info.participants.flatMap(augmentsOf));
    expect(list.augments.map((a) => a.augment.id).sort((a, b) => a - b)).toEqual(
      [...taken].sort((a, b) => a - b),
    );
    for (const a of list.augments) {
      const has = (p: ParticipantDto) => augmentsOf(p).includes(a.augment.id);
      expectRecord(a, placesOf(stored, has), list.players);
      expect(a.augment).toMatchObject({ name: null, icon_url: null });
    }
  });

  /** An augment Twitch took. */
  const takenAugment = () =>
    stored[0]?.info.participants.find((p) => p.championId === 29)?.playerAugment1;

  it('gives an augment’s champions, their shares out of their own games', async () => {
    const augment = takenAugment();
    const page = await get<ArenaAugment>(`/api/arena/augments/${augment}`);
    expect(page.augment.id).toBe(augment);
    const has = (p: ParticipantDto) => augmentsOf(p).includes(augment ?? 0);
    expectRecord(page.stats, placesOf(stored, has), COPIES * 16);
    expect(page.champions.length).toBeGreaterThan(0);
    for (const row of page.champions) {
      const champion = (p: ParticipantDto) => p.championId === row.champion.id;
      const sample = placesOf(stored, champion).reduce((n, c) => n + c, 0);
      expectRecord(
        row,
        placesOf(stored, (p) => champion(p) && has(p)),
        sample,
      );
    }
  });

  it('answers a champion with no Arena games with an empty page, and an empty patch with empty lists', async () => {
    const page = await get<ArenaChampion>('/api/arena/ahri');
    expect(page.stats.games).toBe(0);
    expect(page.places).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(page.augments).toEqual([]);
    const empty = await get<ArenaTierList>('/api/arena?patch=14.1');
    expect(empty).toMatchObject({ matches: 0, players: 0, champions: [] });
    const region = await get<ArenaTierList>('/api/arena?region=euw1');
    expect(region.champions).toEqual([]);
    expect((await get<ArenaTierList>('/api/arena?region=na1')).matches).toBe(COPIES);
  });

  it('serves no augment icon and gives none while Community Dragon is not asked', async () => {
    const list = await get<ArenaAugments>('/api/arena/augments');
    expect(list.augments.map((a) => a.augment.icon_url).filter((url) => url !== null)).toEqual([]);
    const res = await t.request({ method: 'GET', url: augmentIconPath(87) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });

  /** An Arena service of its own, whose caches hold nothing yet, noting which facets it adds up. */
  const uncachedArena = (added: string[]) => {
    const facets = createSliceFacetsRepository(t.database.db);
    const champions = createChampionsRepository(t.database.db);
    return createArenaService({
      facets: {
        ...facets,
        arenaFacets: (filter, which) => {
          added.push(which === undefined ? 'details' : 'lists');
          return facets.arenaFacets(filter, which);
        },
      },
      patches: () => champions.dataSlices([ARENA_QUEUE]),
      games: singleLanguageCatalog(t.riot.ddragon),
      // Every id named, so that an augment nobody took has its page.
      augments: {
        ref: (id) => ({ id, name: null, icon_url: null }),
        hasNames: () => false,
        knows: () => true,
      },
    });
  };

  it.each([
    ['a champion’s page', (s: ArenaService) => s.champion('Twitch', {}, 'en')],
    [
      'the page of a champion with no Arena game',
      (s: ArenaService) => s.champion('ahri', {}, 'en'),
    ],
    ['an augment’s page', (s: ArenaService) => s.augment(String(takenAugment()), {}, 'ru')],
    ['the page of an augment nobody took', (s: ArenaService) => s.augment('999999', {}, 'en')],
  ])(
    'answers %s from its element of the kept details as when the details are added up',
    async (_page, page) => {
      await t.database.db.execute(sql`delete from kept_slice_figures where kind = 'arena_x'`);
      const computing: string[] = [];
      const computed = await page(uncachedArena(computing));
      expect(computing).toContain('details');
      const reading: string[] = [];
      const kept = await page(uncachedArena(reading));
      expect(reading).toEqual([]);
      expect(JSON.stringify(kept)).toBe(JSON.stringify(computed));
    },
  );

  it.each([
    ['/api/arena/NoSuchChampion', 'Champion not found'],
    ['/api/arena/augments/999999', 'Augment not found'],
    ['/api/arena/augments/word', 'Augment not found'],
  ])('answers 404 for %s', async (url, message) => {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message });
  });

  it.each([
    '/api/arena?patch=latest',
    '/api/arena?region=mars',
    '/api/arena?queue=420',
    '/api/arena/augments?tier=gold_plus',
  ])('answers 422 for %s, naming what is wrong', async (url) => {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(422);
  });
});

/**
 * Community Dragon on loopback: Arena's files in English and Russian, each augment with the icon
 * path `art.icons` gives it, and the game folder's files in `art.files`; it counts what it is asked.
 */
async function startFakeCdragon(
  names: Record<string, Record<number, string>>,
  art: { icons?: Record<number, string>; files?: Record<string, Buffer> } = {},
) {
  const hits = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const bytes = art.files?.[path.replace(/^\/latest\/game\//, '')];
    if (path.startsWith('/latest/game/') && bytes) {
      return void res.writeHead(200, { 'content-type': 'image/png' }).end(bytes);
    }
    const locale = /^\/latest\/cdragon\/arena\/(\w+)\.json$/.exec(path)?.[1];
    const file = locale ? names[locale] : undefined;
    if (!file) return void res.writeHead(404).end();
    const augments = Object.entries(file).map(([id, name]) => ({
      id: Number(id),
      name,
      iconLarge: art.icons?.[Number(id)],
    }));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ augments }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits: (path: string) => hits.get(path) ?? 0,
    /** Requests for files of the game folder, whichever. */
    gameHits: () =>
      [...hits].reduce((n, [path, count]) => n + (path.startsWith('/latest/game/') ? count : 0), 0),
    close: () => new Promise((r) => server.close(r)),
  };
}

describe('Arena augment names from Community Dragon', () => {
  let cdn: Awaited<ReturnType<typeof startFakeCdragon>>;
  const [db] = TEST_DATABASES;
  if (!db) throw new Error('no test database');
  beforeAll(async () => {
    cdn = await startFakeCdragon({
      en_us: { 87: 'Tank Engine', 7: 'Back to Basics', 5000: 'Never Taken' },
      ru_ru: { 87: 'Танковый движок' },
    });
  });
  afterAll(() => cdn.close());
  const t = useTestApp(db, () => ({ env: { CDRAGON_URL: cdn.url } }));

  it('names augments in the asked language, else in English, and knows an augment nobody took', async () => {
    await t.services.augmentNames.ready;
    const { matches } = t.services.repositories;
    expect(await matches.store(copyOf(0), { bracket: '' })).toBe(true);
    const ru = await t.request({ method: 'GET', url: '/api/arena/augments?lang=ru' });
    const list = ru.json() as ArenaAugments;
    expect(list.has_names).toBe(true);
    const names = new Map(list.augments.map((a) => [a.augment.id, a.augment.name]));
    expect(names.get(87)).toBe('Танковый движок');
    expect(names.get(7)).toBe('Back to Basics');
    expect(names.get(17)).toBeNull();
    // Named by Community Dragon though nobody took it: its page, at zero games.
    const unused = await t.request({ method: 'GET', url: '/api/arena/augments/5000?lang=ru' });
    expect(unused.statusCode).toBe(200);
    expect((unused.json() as ArenaAugment).augment.name).toBe('Never Taken');
    expect((unused.json() as ArenaAugment).stats.games).toBe(0);
    const unknown = await t.request({ method: 'GET', url: '/api/arena/augments/1' });
    expect(unknown.statusCode).toBe(404);
  });
});

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const TANK_ENGINE_ICON = 'assets/ux/cherry/augments/icons/tankengine_large.png';
/** An icon Community Dragon's data names but its game folder does not have. */
const BACK_TO_BASICS_ICON = 'assets/ux/cherry/augments/icons/backtobasics_large.png';

describe.each(TEST_DATABASES)('Arena augment icons from our own origin on $name', (db) => {
  let cdn: Awaited<ReturnType<typeof startFakeCdragon>>;
  beforeAll(async () => {
    cdn = await startFakeCdragon(
      {
        en_us: { 87: 'Tank Engine', 7: 'Back to Basics', 5000: 'Never Taken' },
        ru_ru: { 87: 'Танковый движок' },
      },
      {
        icons: { 87: TANK_ENGINE_ICON, 7: BACK_TO_BASICS_ICON },
        files: { [TANK_ENGINE_ICON]: PNG },
      },
    );
  });
  afterAll(() => cdn.close());
  const t = useTestApp(db, () => ({ env: { CDRAGON_URL: cdn.url } }));
  beforeAll(async () => {
    await t.services.augmentNames.ready;
    expect(await t.services.repositories.matches.store(copyOf(0), { bracket: '' })).toBe(true);
  });

  const iconsOf = async (url: string) => {
    const res = await t.request({ method: 'GET', url });
    const list = res.json() as ArenaAugments;
    return new Map(list.augments.map((a) => [a.augment.id, a.augment.icon_url]));
  };

  it('gives an augment with an icon its path on our own origin, labelled in the asked language', async () => {
    const en = await iconsOf('/api/arena/augments');
    expect(en.get(87)).toBe('/cdn/cdragon/augments/87.png');
    expect(en.get(7)).toBe('/cdn/cdragon/augments/7.png');
    expect(en.get(17)).toBeNull();
    expect((await iconsOf('/api/arena/augments?lang=ru')).get(87)).toBe(
      '/cdn/cdragon/augments/87.png?lang=ru',
    );
    // Named but with no icon in Community Dragon's data: none.
    const unused = await t.request({ method: 'GET', url: '/api/arena/augments/5000' });
    expect((unused.json() as ArenaAugment).augment.icon_url).toBeNull();
  });

  it('fetches the icon from Community Dragon once, then serves it from its cache for a year', async () => {
    const upstream = `/latest/game/${TANK_ENGINE_ICON}`;
    for (const url of [
      augmentIconPath(87),
      augmentIconPath(87),
      `${augmentIconPath(87)}?lang=ru`,
    ]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.equals(PNG)).toBe(true);
    }
    expect(cdn.hits(upstream)).toBe(1);
    const stored = join(t.config.dataDir, 'ddragon-img', 'cdragon', TANK_ENGINE_ICON);
    expect(await readFile(stored)).toEqual(PNG);
  });

  it('answers a placeholder naming the augment when Community Dragon does not have its icon', async () => {
    const res = await t.request({ method: 'GET', url: `${augmentIconPath(7)}?lang=ru` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body).toContain('<title>Back to Basics</title>');
    const again = await t.request({ method: 'GET', url: augmentIconPath(7) });
    expect(again.headers['content-type']).toMatch(/^image\/svg\+xml/);
    // The miss is remembered: Community Dragon was asked once.
    expect(cdn.hits(`/latest/game/${BACK_TO_BASICS_ICON}`)).toBe(1);
  });

  it.each([
    ['an augment nobody named', augmentIconPath(1)],
    ['an augment named without an icon', augmentIconPath(5000)],
    ['another query', `${augmentIconPath(87)}?v=2`],
    ['a path of Community Dragon’s own', `/cdn/cdragon/latest/game/${TANK_ENGINE_ICON}`],
    ['a file of another type', '/cdn/cdragon/augments/87.svg'],
  ])('answers 404 for %s, asking Community Dragon nothing', async (_case, url) => {
    const asked = cdn.gameHits();
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(cdn.gameHits()).toBe(asked);
  });
});
