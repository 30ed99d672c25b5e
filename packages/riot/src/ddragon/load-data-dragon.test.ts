import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DDRAGON_SNAPSHOT_DIR } from '@riftscope/riot-snapshots';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDragonUnavailableError, DDRAGON_CDN, loadDataDragon } from './index.ts';
import { compareVersions } from './sources.ts';

const SNAPSHOT_DIR = DDRAGON_SNAPSHOT_DIR;

describe(`Data Dragon from the real snapshot in ${SNAPSHOT_DIR}`, () => {
  it('picks the newest version folder and fills gaps from other versions', async () => {
    const dd = await loadDataDragon({ dir: SNAPSHOT_DIR });
    expect(dd.version).toBe('15.22.1');
    expect(dd.locale).toBe('en_US');
    expect(dd.sources.champion).toMatchObject({ version: '15.22.1', locale: 'en_US' });
    expect(dd.sources.item).toMatchObject({ version: '15.22.1', locale: 'en_US' });
    expect(dd.sources.runesReforged).toMatchObject({ version: '15.22.1', locale: 'en_US' });
    expect(dd.sources.summoner).toMatchObject({ version: '14.10.1', locale: 'en_US' });
    expect(dd.sources.profileicon).toBeNull();
    expect(dd.profileIconIds).toBeNull();
  });

  it('takes summoner spells from 14.10.1 with image URLs of the chosen version', async () => {
    const dd = await loadDataDragon({ dir: SNAPSHOT_DIR });
    expect(dd.summonerSpell(4)).toMatchObject({ key: 4, id: 'SummonerFlash', name: 'Flash' });
    expect(dd.spellImage(4)).toEqual({
      name: 'Flash',
      image_url: `${DDRAGON_CDN}/cdn/15.22.1/img/spell/SummonerFlash.png`,
    });
  });

  it('finds a champion by numeric key and by id, ignoring case', async () => {
    const dd = await loadDataDragon({ dir: SNAPSHOT_DIR });
    const aatrox = dd.champion(266);
    expect(aatrox).toMatchObject({ key: 266, id: 'Aatrox', name: 'Aatrox', image: 'Aatrox.png' });
    expect(aatrox?.tags).toContain('Fighter');
    expect(dd.champion('Aatrox')).toBe(aatrox);
    expect(dd.champion('aatrox')).toBe(aatrox);
    expect(dd.champion('266')).toBe(aatrox);
    expect(dd.championImage(266)).toEqual({
      name: 'Aatrox',
      image_url: 'https://ddragon.leagueoflegends.com/cdn/15.22.1/img/champion/Aatrox.png',
    });
  });

  it("knows Wukong by Riot's id MonkeyKing", async () => {
    const dd = await loadDataDragon({ dir: SNAPSHOT_DIR });
    const wukong = dd.champion('MonkeyKing');
    expect(wukong?.name).toBe('Wukong');
    expect(wukong && dd.champion(wukong.key)).toBe(wukong);
    expect(dd.championImage('monkeyking').image_url).toBe(
      `${DDRAGON_CDN}/cdn/15.22.1/img/champion/MonkeyKing.png`,
    );
  });

  it('resolves items with their gold and build paths', async () => {
    const dd = await loadDataDragon({ dir: SNAPSHOT_DIR });
    const boots = dd.item(1001);
    expect(boots?.name).toBe('Boots');
    expect(boots?.gold).toMatchObject({ total: 300, purchasable: true });
    expect(boots?.into).toContain(3006);
    expect(dd.itemImage(1001)).toEqual({
      name: 'Boots',
      image_url: `${DDRAGON_CDN}/cdn/15.22.1/img/item/1001.png`,
    });
    expect(dd.items.length).toBe(639);
  });

  it('resolves runes, rune styles and stat shards', async () => {
    const dd = await loadDataDragon({ dir: SNAPSHOT_DIR });
    expect(dd.rune(8112)).toMatchObject({ name: 'Electrocute', styleId: 8100, slot: 0 });
    expect(dd.runeImage(8112)).toEqual({
      name: 'Electrocute',
      icon: `${DDRAGON_CDN}/cdn/img/perk-images/Styles/Domination/Electrocute/Electrocute.png`,
    });
    expect(dd.rune(8100)).toMatchObject({ name: 'Domination', key: 'Domination' });
    expect(dd.runeStyles.find((s) => s.id === 8100)?.slots[0]).toContain(8112);
    expect(dd.runeImage(8100).icon).toBe(
      `${DDRAGON_CDN}/cdn/img/perk-images/Styles/7200_Domination.png`,
    );
    expect(dd.rune(5008)).toMatchObject({ name: 'Adaptive Force' });
    expect(dd.runeImage(5008)).toEqual({
      name: 'Adaptive Force',
      icon: `${DDRAGON_CDN}/cdn/img/perk-images/StatMods/StatModsAdaptiveForceIcon.png`,
    });
  });

  it('builds profile icon URLs from the id without profileicon.json', async () => {
    const dd = await loadDataDragon({ dir: SNAPSHOT_DIR });
    expect(dd.profileIconUrl(29)).toBe(`${DDRAGON_CDN}/cdn/15.22.1/img/profileicon/29.png`);
  });

  it('builds every image URL under the given image base', async () => {
    const dd = await loadDataDragon({ dir: SNAPSHOT_DIR, imageBase: '/cdn/ddragon' });
    expect(dd.championImage('MonkeyKing').image_url).toBe(
      '/cdn/ddragon/15.22.1/img/champion/MonkeyKing.png',
    );
    expect(dd.itemImage(1001).image_url).toBe('/cdn/ddragon/15.22.1/img/item/1001.png');
    expect(dd.spellImage(4).image_url).toBe('/cdn/ddragon/15.22.1/img/spell/SummonerFlash.png');
    expect(dd.runeImage(5008).icon).toBe(
      '/cdn/ddragon/img/perk-images/StatMods/StatModsAdaptiveForceIcon.png',
    );
    expect(dd.profileIconUrl(29)).toBe('/cdn/ddragon/15.22.1/img/profileicon/29.png');
  });

  it('adds the image query to every image URL, and leaves names and unknown ids alone', async () => {
    const dd = await loadDataDragon({
      dir: SNAPSHOT_DIR,
      imageBase: '/cdn/ddragon',
      imageQuery: { lang: 'ru' },
    });
    expect(dd.championImage('MonkeyKing')).toEqual({
      name: 'Wukong',
      image_url: '/cdn/ddragon/15.22.1/img/champion/MonkeyKing.png?lang=ru',
    });
    expect(dd.itemImage(1001).image_url).toBe('/cdn/ddragon/15.22.1/img/item/1001.png?lang=ru');
    expect(dd.spellImage(4).image_url).toBe(
      '/cdn/ddragon/15.22.1/img/spell/SummonerFlash.png?lang=ru',
    );
    expect(dd.runeImage(5008).icon).toBe(
      '/cdn/ddragon/img/perk-images/StatMods/StatModsAdaptiveForceIcon.png?lang=ru',
    );
    expect(dd.profileIconUrl(29)).toBe('/cdn/ddragon/15.22.1/img/profileicon/29.png?lang=ru');
    expect(dd.championImage(999999).image_url).toBeNull();
    expect(dd.itemImage(0).image_url).toBeNull();
  });

  it('keeps plain image URLs for an empty image query', async () => {
    const dd = await loadDataDragon({
      dir: SNAPSHOT_DIR,
      imageBase: '/cdn/ddragon',
      imageQuery: {},
    });
    expect(dd.itemImage(1001).image_url).toBe('/cdn/ddragon/15.22.1/img/item/1001.png');
  });

  it('falls back to en_US for a locale the snapshot lacks', async () => {
    const dd = await loadDataDragon({ dir: SNAPSHOT_DIR, locale: 'ru_RU' });
    expect(dd.locale).toBe('ru_RU');
    expect(dd.version).toBe('15.22.1');
    for (const file of ['champion', 'item', 'summoner', 'runesReforged'] as const) {
      expect(dd.sources[file]?.locale).toBe('en_US');
    }
    expect(dd.champion(266)?.title).toBe('the Darkin Blade');
  });

  it('gives fallbacks for unknown ids and an empty item slot', async () => {
    const dd = await loadDataDragon({ dir: SNAPSHOT_DIR });
    expect(dd.champion(999999)).toBeUndefined();
    expect(dd.champion('NotAChampion')).toBeUndefined();
    expect(dd.championImage(999999)).toEqual({ name: 'Unknown champion', image_url: null });
    expect(dd.itemImage(999999)).toEqual({ name: 'Unknown item', image_url: null });
    expect(dd.itemImage(0)).toEqual({ name: '', image_url: null });
    expect(dd.spellImage(999999)).toEqual({ name: 'Unknown summoner spell', image_url: null });
    expect(dd.runeImage(999999)).toEqual({ name: 'Unknown rune', icon: null });
    expect(dd.queueName(420)).toBe('Ranked Solo/Duo');
    expect(dd.queueName(3130)).toBe('Queue 3130');
  });

  it('takes what a pinned version has from it and the rest from the newest other version', async () => {
    const dd = await loadDataDragon({ dir: SNAPSHOT_DIR, version: '15.4.1' });
    expect(dd.version).toBe('15.4.1');
    expect(dd.sources.champion?.version).toBe('15.4.1');
    expect(dd.sources.item?.version).toBe('15.4.1');
    expect(dd.sources.runesReforged?.version).toBe('15.22.1');
    expect(dd.sources.summoner?.version).toBe('14.10.1');
    expect(dd.items.length).toBe(607);
    expect(dd.championImage(266).image_url).toBe(
      `${DDRAGON_CDN}/cdn/15.4.1/img/champion/Aatrox.png`,
    );
  });

  it('refuses a pinned version the snapshot does not have', async () => {
    const load = loadDataDragon({ dir: SNAPSHOT_DIR, version: '9.9.9' });
    await expect(load).rejects.toThrow(DataDragonUnavailableError);
    await expect(load).rejects.toThrow(/9\.9\.9.*DDRAGON_DIR/);
  });
});

const MINI_FILES: Record<string, unknown> = {
  champion: {
    data: {
      Aatrox: {
        id: 'Aatrox',
        key: '266',
        name: 'Aatrox',
        title: 'the Darkin Blade',
        tags: ['Fighter'],
        image: { full: 'Aatrox.png' },
      },
    },
  },
  item: {
    data: {
      '1001': {
        name: 'Boots',
        gold: { base: 300, total: 300, sell: 210, purchasable: true },
        tags: ['Boots'],
        maps: { '11': true },
        image: { full: '1001.png' },
      },
    },
  },
  summoner: {
    data: {
      SummonerFlash: {
        id: 'SummonerFlash',
        key: '4',
        name: 'Flash',
        modes: ['CLASSIC'],
        image: { full: 'SummonerFlash.png' },
      },
    },
  },
  runesReforged: [
    {
      id: 8100,
      key: 'Domination',
      name: 'Domination',
      icon: 'perk-images/Styles/7200_Domination.png',
      slots: [{ runes: [{ id: 8112, key: 'Electrocute', name: 'Electrocute', icon: 'e.png' }] }],
    },
  ],
};

describe('Data Dragon from a local directory', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ddragon-dir-'));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function put(version: string, locale: string, file: string, content: unknown) {
    await mkdir(join(dir, version, locale), { recursive: true });
    const text = typeof content === 'string' ? content : JSON.stringify(content);
    await writeFile(join(dir, version, locale, `${file}.json`), text);
  }

  async function putAll(version: string, locale: string, except: string[] = []) {
    for (const [file, content] of Object.entries(MINI_FILES)) {
      if (!except.includes(file)) await put(version, locale, file, content);
    }
  }

  it('compares versions numerically and ignores folders that are not versions', async () => {
    await putAll('9.9.1', 'en_US');
    await putAll('10.1.1', 'en_US');
    await mkdir(join(dir, 'static'));
    await mkdir(join(dir, 'lolpatch_11.1'));
    const dd = await loadDataDragon({ dir });
    expect(dd.version).toBe('10.1.1');
    expect(compareVersions('15.22.1', '15.4.1')).toBeGreaterThan(0);
    expect(compareVersions('15.4.1', '14.10.1')).toBeGreaterThan(0);
    expect(compareVersions('15.4', '15.4.0')).toBe(0);
  });

  it("prefers the chosen version's en_US file over another version's file in the locale", async () => {
    await putAll('10.1.1', 'en_US');
    await put('9.9.1', 'tr_TR', 'champion', MINI_FILES.champion);
    await put('10.1.1', 'tr_TR', 'item', MINI_FILES.item);
    const dd = await loadDataDragon({ dir, locale: 'tr_TR' });
    expect(dd.sources.champion).toMatchObject({ version: '10.1.1', locale: 'en_US' });
    expect(dd.sources.item).toMatchObject({ version: '10.1.1', locale: 'tr_TR' });
  });

  it('reads profile icon ids when profileicon.json is present', async () => {
    await putAll('10.1.1', 'en_US');
    await put('10.1.1', 'en_US', 'profileicon', {
      data: { '29': { id: 29 }, '4568': { id: 4568 } },
    });
    const dd = await loadDataDragon({ dir });
    expect(dd.profileIconIds?.has(4568)).toBe(true);
    expect(dd.sources.profileicon?.version).toBe('10.1.1');
  });

  it('names the directory and DDRAGON_DIR when the directory does not exist', async () => {
    const missing = join(dir, 'nope');
    const load = loadDataDragon({ dir: missing });
    await expect(load).rejects.toThrow(DataDragonUnavailableError);
    await expect(load).rejects.toThrow(missing);
    await expect(load).rejects.toThrow(/DDRAGON_DIR/);
  });

  it('fails when a directory has no version folders', async () => {
    await mkdir(join(dir, 'static'));
    await expect(loadDataDragon({ dir })).rejects.toThrow(/no version folders/);
  });

  it('names a required file that no version has', async () => {
    await putAll('10.1.1', 'en_US', ['runesReforged']);
    const load = loadDataDragon({ dir });
    await expect(load).rejects.toThrow(DataDragonUnavailableError);
    await expect(load).rejects.toThrow(/runesReforged\.json/);
  });

  it('names a file that is not valid JSON', async () => {
    await putAll('10.1.1', 'en_US', ['item']);
    await put('10.1.1', 'en_US', 'item', '{"data": {"1001": ');
    const load = loadDataDragon({ dir });
    await expect(load).rejects.toThrow(DataDragonUnavailableError);
    await expect(load).rejects.toThrow(join('10.1.1', 'en_US', 'item.json'));
  });

  it('names a file whose content has the wrong shape', async () => {
    await putAll('10.1.1', 'en_US', ['champion']);
    await put('10.1.1', 'en_US', 'champion', {
      data: { Aatrox: { id: 'Aatrox', key: 'abc', name: 'Aatrox', title: '', image: {} } },
    });
    const load = loadDataDragon({ dir });
    await expect(load).rejects.toThrow(DataDragonUnavailableError);
    await expect(load).rejects.toThrow(/champion\.json.*data\.Aatrox\.key/);
  });
});
