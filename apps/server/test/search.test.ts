import { beforeEach, describe, expect, it } from 'vitest';
import { rankedEntries, summoners } from '../src/db/schema.ts';
import { TEST_DATABASES } from './databases.ts';
import { matchFixtureFiles, readMatch } from './match-fixtures.ts';
import { useTestApp } from './test-app.ts';

interface Row {
  gameName: string;
  tagLine?: string;
  region?: string;
  isFetched?: boolean;
}

interface Result {
  id: number;
  game_name: string;
  tag_line: string;
  region: string;
  profile_icon_id: number;
}

describe.each(TEST_DATABASES)('summoner search on $name', (db) => {
  let sequence = 0;
  const t = useTestApp(db);
  beforeEach(async () => {
    await t.database.db.delete(summoners);
  });

  /** Stores summoners as fetched profiles or as stubs seen in matches. */
  const store = async (rows: readonly Row[]) => {
    await t.database.db.insert(summoners).values(
      rows.map((r) => ({
        puuid: `search-test-puuid-${++sequence}`,
        region: r.region ?? 'euw1',
        gameName: r.gameName,
        tagLine: r.tagLine ?? 'EUW',
        profileIconId: sequence,
        fetchedAt: r.isFetched ? new Date() : null,
      })),
    );
  };

  const search = async (query: string) => {
    const res = await t.request({
      method: 'GET',
      url: `/api/summoners/search?query=${encodeURIComponent(query)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Result[];
  };
  const riotIds = (data: readonly Result[]) => data.map((r) => `${r.game_name}#${r.tag_line}`);

  it('finds players whose game name starts with the query, ignoring case', async () => {
    await store([
      { gameName: 'Hide on bush' },
      { gameName: 'Hidden Blade' },
      { gameName: 'Bush Hider' },
    ]);
    expect(riotIds(await search('hid')).sort()).toEqual(['Hidden Blade#EUW', 'Hide on bush#EUW']);
    expect(riotIds(await search('HIDE ON'))).toEqual(['Hide on bush#EUW']);
  });

  it('matches the tag line prefix after the first #, and treats a bare # as no tag', async () => {
    await store([
      { gameName: 'Caps', tagLine: 'EUW' },
      { gameName: 'Caps', tagLine: 'G2' },
      { gameName: 'Capsule', tagLine: 'EUW1' },
    ]);
    expect(riotIds(await search('caps#eu')).sort()).toEqual(['Caps#EUW', 'Capsule#EUW1']);
    expect(riotIds(await search('Caps # g'))).toEqual(['Caps#G2']);
    expect(await search('caps#')).toHaveLength(3);
    expect(await search('#EUW')).toEqual([]);
  });

  it('searches every region and answers the search result fields', async () => {
    await store([
      { gameName: 'Faker', tagLine: 'KR1', region: 'kr' },
      { gameName: 'Faker', tagLine: 'EUW', region: 'euw1' },
      { gameName: 'Faker', tagLine: 'NA1', region: 'na1' },
    ]);
    const data = await search('faker');
    expect(data.map((r) => r.region).sort()).toEqual(['euw1', 'kr', 'na1']);
    for (const r of data) {
      expect(Object.keys(r).sort()).toEqual([
        'game_name',
        'id',
        'last_seen_at',
        'profile_icon_id',
        'region',
        'solo_rank',
        'summoner_level',
        'tag_line',
      ]);
    }
  });

  it('answers the stored level and Ranked Solo/Duo standing of each suggestion', async () => {
    await store([
      { gameName: 'Rankling', isFetched: true },
      { gameName: 'Rankflex', isFetched: true },
      { gameName: 'Rankstub' },
    ]);
    const rows = await t.database.db.select().from(summoners);
    const idOf = (gameName: string) => rows.find((r) => r.gameName === gameName)?.id ?? -1;
    await t.database.db.update(summoners).set({ summonerLevel: 412 });
    const entry = { wins: 10, losses: 9 };
    await t.database.db.insert(rankedEntries).values([
      {
        ...entry,
        summonerId: idOf('Rankling'),
        queueType: 'RANKED_SOLO_5x5',
        tier: 'GOLD',
        rank: 'II',
        leaguePoints: 45,
      },
      {
        ...entry,
        summonerId: idOf('Rankling'),
        queueType: 'RANKED_FLEX_SR',
        tier: 'IRON',
        rank: 'I',
        leaguePoints: 3,
      },
      {
        ...entry,
        summonerId: idOf('Rankflex'),
        queueType: 'RANKED_FLEX_SR',
        tier: 'SILVER',
        rank: 'I',
        leaguePoints: 7,
      },
    ]);
    const byName = new Map((await search('rank')).map((r) => [r.game_name, r]));
    expect(byName.get('Rankling')).toMatchObject({
      summoner_level: 412,
      solo_rank: { tier: 'GOLD', rank: 'II', league_points: 45 },
    });
    expect(byName.get('Rankflex')).toMatchObject({ summoner_level: 412, solo_rank: null });
    // A stub's level column holds a default, not a level we know.
    expect(byName.get('Rankstub')).toMatchObject({ summoner_level: null, solo_rank: null });
    // The misspelt path answers the same fields.
    expect(await search('ranklnig')).toMatchObject([
      { game_name: 'Rankling', solo_rank: { tier: 'GOLD', rank: 'II', league_points: 45 } },
    ]);
  });

  it('answers a player seen only in a stored match with no level or rank, and when they last played', async () => {
    const [file = ''] = matchFixtureFiles;
    const document = readMatch(file);
    await t.services.repositories.matches.store(document);
    const seen = document.info.participants.find((p) => p.riotIdGameName && p.riotIdTagline);
    if (!seen?.riotIdGameName || !seen.riotIdTagline) throw new Error('no named participant');
    const found = (await search(`${seen.riotIdGameName}#${seen.riotIdTagline}`))[0];
    expect(found).toMatchObject({
      game_name: seen.riotIdGameName,
      tag_line: seen.riotIdTagline,
      region: document.info.platformId.toLowerCase(),
      summoner_level: null,
      solo_rank: null,
      last_seen_at: document.info.gameCreation,
    });
    await store([{ gameName: 'Neverseen' }]);
    expect(await search('neverseen')).toMatchObject([{ last_seen_at: null }]);
  });

  it('lists the players of a whole Riot ID typed out first, in every region that has it', async () => {
    await store([
      { gameName: 'Gloom', tagLine: 'EUW', isFetched: true },
      { gameName: 'Gloomy', tagLine: 'EUW', isFetched: true },
      { gameName: 'Gloom', tagLine: 'EUW', region: 'kr' },
      { gameName: 'Gloom', tagLine: 'EUWX', isFetched: true },
      { gameName: 'Gloom', tagLine: 'EUW', region: 'tr1' },
    ]);
    const found = await search('gloom#euw');
    expect(found.slice(0, 3).map((r) => `${r.game_name}#${r.tag_line} ${r.region}`)).toEqual([
      'Gloom#EUW euw1',
      'Gloom#EUW kr',
      'Gloom#EUW tr1',
    ]);
  });

  it('answers at most 10 suggestions', async () => {
    await store(Array.from({ length: 25 }, (_, i) => ({ gameName: `Tenner${i}` })));
    expect(await search('tenner')).toHaveLength(10);
  });

  it('lists fetched players first, then exact name matches, then shorter names', async () => {
    await store([
      { gameName: 'Bardo' },
      { gameName: 'Bard', region: 'kr', tagLine: 'KR1' },
      { gameName: 'Bardmain', isFetched: true },
      { gameName: 'Bard', isFetched: true, region: 'na1', tagLine: 'NA1' },
      { gameName: 'Bardic Lore' },
    ]);
    expect(riotIds(await search('bard'))).toEqual([
      'Bard#NA1',
      'Bardmain#EUW',
      'Bard#KR1',
      'Bardo#EUW',
      'Bardic Lore#EUW',
    ]);
  });

  it('takes LIKE metacharacters in the query literally', async () => {
    await store([
      { gameName: 'Qx%Lord' },
      { gameName: 'Qx_Lord' },
      { gameName: 'Qx\\Lord' },
      { gameName: 'QxyLord' },
      { gameName: 'QxzLord' },
    ]);
    // pg_trgm reads punctuation as a word break, so the other two may follow as similar names;
    // a wildcard would have matched QxyLord and QxzLord by prefix.
    const cases: [query: string, literal: string][] = [
      ['qx%', 'Qx%Lord#EUW'],
      ['qx_', 'Qx_Lord#EUW'],
      ['qx\\', 'Qx\\Lord#EUW'],
    ];
    for (const [query, literal] of cases) {
      const ids = riotIds(await search(query));
      expect(ids[0], query).toBe(literal);
      expect(ids, query).not.toContain('QxyLord#EUW');
      expect(ids, query).not.toContain('QxzLord#EUW');
    }
  });

  it('suggests a similar name when the query is misspelt', async () => {
    await store([{ gameName: 'Hextechmaster' }, { gameName: 'Zilean Main' }]);
    expect(await search('hextecmhaster')).toMatchObject([{ game_name: 'Hextechmaster' }]);
    // Prefix hits come before similar names.
    await store([{ gameName: 'Hextecmhaster Jr' }]);
    expect(riotIds(await search('hextecmhaster'))).toEqual([
      'Hextecmhaster Jr#EUW',
      'Hextechmaster#EUW',
    ]);
  });

  it.each([
    ['an empty query', ''],
    ['a blank query', '   '],
    ['an over-long query', 'x'.repeat(41)],
  ])('answers 422 for %s', async (_, query) => {
    const res = await t.request({
      method: 'GET',
      url: `/api/summoners/search?query=${encodeURIComponent(query)}`,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('query');
  });

  it('ignores control characters other than NUL', async () => {
    await store([{ gameName: 'Nullable' }]);
    expect(riotIds(await search('null\u0001ab'))).toEqual(['Nullable#EUW']);
    expect(await search('\u001f')).toEqual([]);
  });

  it('answers 422 naming the query for a NUL character, which PostgreSQL text cannot hold', async () => {
    const res = await t.request({ method: 'GET', url: '/api/summoners/search?query=null%00ab' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ query: ['Text cannot contain the NUL character'] });
  });

  it('answers 422 without a query', async () => {
    const res = await t.request({ method: 'GET', url: '/api/summoners/search' });
    expect(res.statusCode).toBe(422);
  });
});
