import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { buildItemSet, itemSetFileName } from './item-set.ts';

/** The shape the League client reads (item-set.ts names Riot's page), nothing more. */
const ItemSetFileSchema = z.strictObject({
  title: z.string().check(z.minLength(1)),
  type: z.literal('custom'),
  map: z.enum(['SR', 'HA']),
  mode: z.literal('any'),
  priority: z.literal(false),
  sortrank: z.literal(0),
  associatedMaps: z.array(z.int()),
  associatedChampions: z.array(z.int()),
  blocks: z.array(
    z.strictObject({
      type: z.string(),
      items: z.array(
        z.strictObject({
          id: z.string().check(z.regex(/^\d+$/)),
          count: z.int().check(z.minimum(1)),
        }),
      ),
    }),
  ),
});

const ahriBuild = () =>
  buildItemSet({
    title: 'RiftScope: Ahri, Middle, patch 15.23',
    championId: 103,
    map: 'SR',
    blocks: [
      { type: 'Starting items', itemIds: [1056, 2003, 2003] },
      { type: 'Core build', itemIds: [6655, 4645, 3089] },
      { type: 'Boots', itemIds: [3020] },
      { type: 'Fourth item', itemIds: [] },
      { type: 'Fifth item', itemIds: [3135] },
    ],
  });

describe('buildItemSet', () => {
  it('writes the item-set file the client reads, tied to the champion and Summoner’s Rift', () => {
    const set = ahriBuild();
    expect(ItemSetFileSchema.safeParse(JSON.parse(JSON.stringify(set))).success).toBe(true);
    expect(set).toMatchObject({
      title: 'RiftScope: Ahri, Middle, patch 15.23',
      type: 'custom',
      map: 'SR',
      mode: 'any',
      priority: false,
      sortrank: 0,
      associatedMaps: [11],
      associatedChampions: [103],
    });
  });

  it('keeps the blocks in order with item ids as strings, leaving out blocks without items', () => {
    expect(ahriBuild().blocks).toEqual([
      {
        type: 'Starting items',
        items: [
          { id: '1056', count: 1 },
          { id: '2003', count: 2 },
        ],
      },
      {
        type: 'Core build',
        items: [
          { id: '6655', count: 1 },
          { id: '4645', count: 1 },
          { id: '3089', count: 1 },
        ],
      },
      { type: 'Boots', items: [{ id: '3020', count: 1 }] },
      { type: 'Fifth item', items: [{ id: '3135', count: 1 }] },
    ]);
  });

  it('counts an item given twice once, with count 2, in the place it was first given', () => {
    const set = buildItemSet({
      title: 't',
      championId: 1,
      map: 'SR',
      blocks: [{ type: 'Start', itemIds: [2003, 1055, 2003] }],
    });
    expect(set.blocks[0]?.items).toEqual([
      { id: '2003', count: 2 },
      { id: '1055', count: 1 },
    ]);
  });

  it('ties an ARAM build to the Howling Abyss', () => {
    const set = buildItemSet({ title: 't', championId: 1, map: 'HA', blocks: [] });
    expect(set).toMatchObject({ map: 'HA', associatedMaps: [12], blocks: [] });
    expect(ItemSetFileSchema.safeParse(set).success).toBe(true);
  });
});

describe('itemSetFileName', () => {
  it.each([
    ['Ahri', 'MIDDLE', 'RiftScope_Ahri_middle.json'],
    ["Kai'Sa", 'CARRY', 'RiftScope_KaiSa_carry.json'],
    ['Nunu & Willump', 'JUNGLE', 'RiftScope_NunuWillump_jungle.json'],
    ['Ahri', '', 'RiftScope_Ahri_aram.json'],
  ])('names %s in role %s %s', (name, role, file) => {
    expect(itemSetFileName(name, role)).toBe(file);
  });
});
