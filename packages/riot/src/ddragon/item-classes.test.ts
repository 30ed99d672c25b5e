import { DDRAGON_SNAPSHOT_DIR } from '@riftscope/riot-snapshots';
import { describe, expect, it } from 'vitest';
import { classifyItem, itemClasses, LEGENDARY_MIN_GOLD, loadDataDragon } from './index.ts';
import type { ItemData } from './types.ts';

const SNAPSHOT_DIR = DDRAGON_SNAPSHOT_DIR;

const item = (id: number, fields: Partial<ItemData> = {}): ItemData => ({
  id,
  name: `Item ${id}`,
  gold: { base: 0, total: 3000, sell: 0, purchasable: true },
  tags: [],
  from: [],
  into: [],
  maps: { '11': true, '12': true },
  depth: null,
  image: `${id}.png`,
  plaintext: '',
  ...fields,
});

describe('classifyItem', () => {
  const boots = item(1001, {
    tags: ['Boots'],
    gold: { base: 300, total: 300, sell: 0, purchasable: true },
  });
  const greaves = item(3006, { tags: ['Boots', 'AttackSpeed'], from: [1001] });
  const gunmetal = item(3172, { tags: ['AttackSpeed'], from: [3006] });
  const sword = item(1036, {
    tags: ['Damage', 'Lane'],
    into: [3031, 3004],
    gold: { base: 350, total: 350, sell: 0, purchasable: true },
  });
  const edge = item(3031, { tags: ['Damage'], from: [1036] });
  const manamune = item(3004, { tags: ['Damage', 'Mana'], from: [1036], into: [3042] });
  const muramana = item(3042, { gold: { base: 0, total: 3000, sell: 0, purchasable: false } });
  const all = [boots, greaves, gunmetal, sword, edge, manamune, muramana];
  const byId = new Map(all.map((i) => [i.id, i]));
  const classify = (i: ItemData) => classifyItem(i, (id) => byId.get(id));

  it('calls a finished item from components, at the gold bound or above, legendary', () => {
    expect(classify(edge)).toBe('legendary');
    expect(classify({ ...edge, gold: { ...edge.gold, total: LEGENDARY_MIN_GOLD } })).toBe(
      'legendary',
    );
    expect(classify({ ...edge, gold: { ...edge.gold, total: LEGENDARY_MIN_GOLD - 1 } })).toBe(
      'other',
    );
  });

  it('counts an item that turns into one the shop does not sell as finished', () => {
    expect(classify(manamune)).toBe('legendary');
    expect(classify(muramana)).toBe('other');
  });

  it('leaves out components, items of other maps and items the shop does not sell', () => {
    expect(classify(sword)).toBe('other');
    expect(classify({ ...edge, maps: { '30': true } })).toBe('other');
    expect(classify({ ...edge, gold: { ...edge.gold, purchasable: false } })).toBe('other');
  });

  it('tells tier-two boots from their upgrades, whatever the upgrade is tagged', () => {
    expect(classify(greaves)).toBe('boots');
    expect(classify(gunmetal)).toBe('boots-upgrade');
    expect(classify(boots)).toBe('other');
    expect(itemClasses(all).bootsOf(3172)).toBe(3006);
    expect(itemClasses(all).bootsOf(3006)).toBe(3006);
    expect(itemClasses(all).bootsOf(3031)).toBeNull();
  });

  it('calls an id Data Dragon does not list other', () => {
    const classes = itemClasses(all);
    expect(classes.classOf(999_999)).toBe('other');
    expect(classes.isLegendary(999_999)).toBe(false);
    expect(classes.bootsOf(999_999)).toBeNull();
  });
});

describe(`item classes of the real Data Dragon (${SNAPSHOT_DIR})`, () => {
  it.each(['15.22.1', '15.4.1'])('classifies the items of %s as the game does', async (version) => {
    const dd = await loadDataDragon({ dir: SNAPSHOT_DIR, version });
    const classes = itemClasses(dd.items);
    const expected: [number, string][] = [
      [3031, 'legendary'], // Infinity Edge
      [3089, 'legendary'], // Rabadon's Deathcap
      [3004, 'legendary'], // Manamune (turns into Muramana)
      [3003, 'legendary'], // Archangel's Staff
      [2065, 'legendary'], // Shurelya's Battlesong, 2200 gold
      [3006, 'boots'], // Berserker's Greaves
      [3020, 'boots'], // Sorcerer's Shoes
      [3047, 'boots'], // Plated Steelcaps
      [3111, 'boots'], // Mercury's Treads
      [3158, 'boots'], // Ionian Boots of Lucidity
      [3172, 'boots-upgrade'], // Gunmetal Greaves, not tagged Boots
      [3176, 'boots-upgrade'], // Forever Forward, via Synchronized Souls
      [3340, 'trinket'], // Stealth Ward
      [3364, 'trinket'], // Oracle Lens
      [3363, 'trinket'], // Farsight Alteration
      [1055, 'starter'], // Doran's Blade
      [1056, 'starter'], // Doran's Ring
      [1082, 'starter'], // Dark Seal
      [3865, 'starter'], // World Atlas
      [1101, 'starter'], // Scorchclaw Pup
      [2003, 'consumable'], // Health Potion
      [2055, 'consumable'], // Control Ward
      [1001, 'other'], // Boots
      [1036, 'other'], // Long Sword
      [3070, 'other'], // Tear of the Goddess
      [3041, 'other'], // Mejai's Soulstealer, 1500 gold
      [3877, 'other'], // Bloodsong, a support quest upgrade
      [3042, 'other'], // Muramana, not sold
    ];
    expect(expected.map(([id]) => [id, classes.classOf(id)])).toEqual(expected);
    expect(classes.bootsOf(3172)).toBe(3006);
    expect(classes.bootsOf(3176)).toBe(3010);
    expect(classes.bootsOf(3013)).toBe(3010);
  });

  it('leaves a wide gap between the dearest other finished item and the cheapest legendary', async () => {
    const dd = await loadDataDragon({ dir: SNAPSHOT_DIR });
    const classes = itemClasses(dd.items);
    const onRift = dd.items.filter((i) => i.gold.purchasable && i.maps['11'] && i.id < 10_000);
    const legendaries = onRift.filter((i) => classes.isLegendary(i.id));
    expect(legendaries.length).toBeGreaterThan(80);
    expect(Math.min(...legendaries.map((i) => i.gold.total))).toBe(2200);
    const otherFinished = onRift.filter(
      (i) => i.from.length > 0 && i.into.length === 0 && classes.classOf(i.id) === 'other',
    );
    // Mejai's Soulstealer (1500) and the support quest upgrades (400).
    expect(Math.max(...otherFinished.map((i) => i.gold.total))).toBe(1500);
  });

  it("counts ARAM's own variants and leaves out Arena's", async () => {
    const dd = await loadDataDragon({ dir: SNAPSHOT_DIR });
    const classes = itemClasses(dd.items);
    expect(classes.classOf(126697)).toBe('legendary'); // Hubris on Howling Abyss
    expect(classes.classOf(223031)).toBe('other'); // Infinity Edge in Arena
    expect(classes.classOf(223006)).toBe('other'); // Arena's Berserker's Greaves build from nothing
  });
});
