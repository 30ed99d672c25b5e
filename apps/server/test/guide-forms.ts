import type { AdminGuide, GuideBuildInput, GuideInput } from '@riftscope/contracts';

/**
 * Guides as the editor sends them, for the guides' server tests: Akshan as the simulator's
 * marksmen build him, every id of the snapshot's Data Dragon.
 */
export const AKSHAN_BUILD: GuideBuildInput = {
  starting_items: [1055, 2003],
  core_items: [3031, 3508, 6672],
  boots: 3006,
  situational_items: [3153, 3072],
  runes: {
    primary_style: 8000,
    primary: [8005, 9101, 9103, 8299],
    sub_style: 8200,
    secondary: [8224, 8232],
    shards: [5005, 5010, 5011],
  },
  spells: [4, 7],
  skill_order: 'QEWQQRQQWWRWWEE',
};

let sequence = 0;
/** A word no other test uses, so that titles, slugs and filters see only one test's guides. */
export const freshWord = () => `${Date.now().toString(36)}${++sequence}`;

/** A valid guide in three languages with titles of its own, and `overrides` on top. */
export function guideInput(overrides: Partial<GuideInput> = {}): GuideInput {
  const n = freshWord();
  return {
    champion: 'Akshan',
    role: 'CARRY',
    patch: '15.22',
    difficulty: 'medium',
    build: AKSHAN_BUILD,
    translations: {
      en: { title: `Akshan guide ${n}`, summary: 'Hook and shoot', body: '<p>Body</p>' },
      ru: { title: `Гайд на Акшана ${n}`, summary: 'Крюк и выстрел', body: '<p>Текст</p>' },
      tr: { title: `Akshan rehberi ${n}`, summary: 'Kanca ve atış', body: '<p>Metin</p>' },
    },
    ...overrides,
  };
}

/** What the editor sends to save a guide as it is, with `overrides` on top. */
export function editInput(guide: AdminGuide, overrides: Partial<GuideInput> = {}): GuideInput {
  const translations = Object.fromEntries(
    Object.entries(guide.translations).map(([language, t]) => [
      language,
      { title: t.title, summary: t.summary, body: t.body },
    ]),
  );
  return {
    champion: guide.champion.key ?? '',
    role: guide.role,
    patch: guide.patch,
    difficulty: guide.difficulty,
    build: guide.build,
    translations,
    ...overrides,
  };
}
