import { describe, expect, it } from 'vitest';
import { adminGuide } from '../test/admin-guides-fixtures.ts';
import { guideRowActions, guideTitle } from './guide-labels.ts';

const admin = { id: 1, role: 'admin' } as const;
const moderator = { id: 5, role: 'mod' } as const;
const ownDraft = adminGuide(1, { author: { id: 5, name: 'Lane Warden' } });

describe('guideRowActions', () => {
  it('offers an administrator edit, publish and delete, and unpublish once published', () => {
    expect(guideRowActions(adminGuide(1), admin)).toEqual(['edit', 'publish', 'delete']);
    expect(guideRowActions(adminGuide(1, { status: 'review' }), admin)).toEqual([
      'edit',
      'publish',
      'delete',
    ]);
    expect(guideRowActions(adminGuide(1, { status: 'published' }), admin)).toEqual([
      'edit',
      'unpublish',
      'delete',
    ]);
  });

  it('offers a moderator edit and submit on their own draft, edit alone once in review', () => {
    expect(guideRowActions(ownDraft, moderator)).toEqual(['edit', 'submit']);
    expect(guideRowActions({ ...ownDraft, status: 'review' }, moderator)).toEqual(['edit']);
  });

  it("offers a moderator nothing on someone else's guide or their own published one", () => {
    expect(guideRowActions(adminGuide(2, { can_edit: false }), moderator)).toEqual([]);
    expect(
      guideRowActions({ ...ownDraft, status: 'published', can_edit: false }, moderator),
    ).toEqual([]);
  });
});

describe('guideTitle', () => {
  it('names a guide in the language asked, else in the first one written', () => {
    const guide = adminGuide(1, {
      languages: ['ru', 'tr'],
      translations: {
        ru: { title: 'Гайд на Эш', summary: '', body: '', slug: 'gaid' },
        tr: { title: 'Ashe rehberi', summary: '', body: '', slug: 'rehber' },
      },
    });
    expect(guideTitle(guide, 'tr')).toBe('Ashe rehberi');
    expect(guideTitle(guide, 'en')).toBe('Гайд на Эш');
  });
});
