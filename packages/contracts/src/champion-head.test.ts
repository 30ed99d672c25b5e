import { describe, expect, it } from 'vitest';
import { championPageTexts } from './champion-head.ts';
import { META_TEXTS } from './meta-texts.ts';

describe('championPageTexts', () => {
  const base = { search: {}, patch: '15.10', newestPatch: '15.10' };

  it('names the champion and the role of the address, and the slice in the description', () => {
    expect(
      championPageTexts(META_TEXTS.en, { ...base, champion: 'Ahri', search: { role: 'MIDDLE' } }),
    ).toEqual({
      title: 'Ahri Mid build, runes and counters',
      description: expect.stringContaining(
        'Ahri Mid build for patch 15.10, Ranked Solo/Duo, Emerald+, all regions:',
      ),
    });
    expect(championPageTexts(META_TEXTS.ru, { ...base, champion: 'Ahri' }).title).toBe(
      'Ahri: сборка, руны и контрпики',
    );
  });

  it('adds every filter that is not the default to the title', () => {
    const texts = championPageTexts(META_TEXTS.en, {
      champion: 'Ahri',
      search: { queue: 440, tier: 'all', region: 'kr', patch: '15.9' },
      patch: '15.9',
      newestPatch: '15.10',
    });
    expect(texts.title).toBe(
      'Ahri build, runes and counters (Ranked Flex, all ranks, KR, patch 15.9)',
    );
    expect(texts.description).toContain('for patch 15.9, Ranked Flex, all ranks, KR:');
  });

  it('leaves the patch out of the title when it is the newest, and out of both when none has data', () => {
    expect(championPageTexts(META_TEXTS.tr, { ...base, search: { patch: '15.10' } }).title).toBe(
      META_TEXTS.tr.champions.title,
    );
    const empty = championPageTexts(META_TEXTS.en, {
      search: { tier: 'master_plus' },
      patch: null,
      newestPatch: null,
    });
    expect(empty.title).toBe(`${META_TEXTS.en.champions.title} (Master+)`);
    expect(empty.description).toContain('(Ranked Solo/Duo, Master+, all regions)');
  });
});
