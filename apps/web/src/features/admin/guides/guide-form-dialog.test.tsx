import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeToken } from '../../../lib/auth-token.ts';
import { notify } from '../../../lib/notify.ts';
import { AuthProvider } from '../../../shared/session/auth-context.tsx';
import { renderRoutes } from '../../../test/render.tsx';
import {
  adminGuide,
  adminGuidesPage,
  guideCatalog,
  SAMPLE_BUILD,
} from '../test/admin-guides-fixtures.ts';
import { json, stubGuidesApi } from '../test/guides-api-stub.ts';
import { AdminGuidesPage } from './admin-guides-page.tsx';
import { GUIDE_TOAST } from './guide-toast.ts';

vi.mock('../../../lib/notify.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const renderPage = () => {
  writeToken('token-1');
  return renderRoutes(
    [
      {
        path: '/admin/guides',
        element: (
          <AuthProvider>
            <AdminGuidesPage />
          </AuthProvider>
        ),
      },
    ],
    '/admin/guides',
    'en',
  );
};

/** Opens the New guide dialog and waits for its pickers' catalog. */
async function openNewGuide() {
  fireEvent.click(await screen.findByRole('button', { name: 'New guide' }));
  const dialog = screen.getByRole('dialog', { name: 'New guide' });
  await within(dialog).findByRole('combobox', { name: 'Champion' });
  return dialog;
}

/** Types into the search box `label` and chooses `option` from what it offers. */
function pickFrom(scope: HTMLElement, label: string, text: string, option: string) {
  fireEvent.change(within(scope).getByRole('combobox', { name: label }), {
    target: { value: text },
  });
  fireEvent.click(within(scope).getByRole('option', { name: option }));
}

/** Chooses `option` among the radios of the group named `group`. */
const choose = (scope: HTMLElement, group: string, option: string) =>
  fireEvent.click(
    within(within(scope).getByRole('group', { name: group })).getByRole('radio', { name: option }),
  );

/** Fills the skill order grid with `letters`, a level each. */
function chooseSkills(scope: HTMLElement, letters: string) {
  [...letters].forEach((skill, index) => {
    const level = within(scope).getByRole('radiogroup', { name: `Level ${index + 1}` });
    fireEvent.click(within(level).getByRole('radio', { name: skill }));
  });
}

/** Ashe, bottom, the default patch, easy; an English title and summary. */
function fillDetailsAndEnglish(dialog: HTMLElement) {
  pickFrom(dialog, 'Champion', 'as', 'Ashe');
  expect(within(dialog).getByText('Chosen: Ashe')).toBeTruthy();
  fireEvent.change(within(dialog).getByRole('combobox', { name: 'Role' }), {
    target: { value: 'CARRY' },
  });
  expect((within(dialog).getByRole('textbox', { name: 'Patch' }) as HTMLInputElement).value).toBe(
    '15.22',
  );
  fireEvent.change(within(dialog).getByRole('combobox', { name: 'Difficulty' }), {
    target: { value: 'easy' },
  });

  expect(
    within(dialog)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['English○(empty)', 'Russian○(empty)', 'Turkish○(empty)']);
  const english = within(dialog).getByRole('tabpanel', { name: /English/ });
  fireEvent.input(within(english).getByRole('textbox', { name: 'Title' }), {
    target: { value: 'Ashe: kite' },
  });
  fireEvent.change(within(english).getByRole('textbox', { name: 'Summary' }), {
    target: { value: 'Slow them, then shoot.' },
  });
  expect(within(dialog).getByRole('tab', { name: 'English (written)' })).toBeTruthy();
}

/** The sample build's items: a repeated potion taken back, the core reordered. */
function chooseItems(dialog: HTMLElement) {
  pickFrom(dialog, 'Add a starting item', 'doran', "Doran's Blade");
  pickFrom(dialog, 'Add a starting item', 'potion', 'Health Potion');
  pickFrom(dialog, 'Add a starting item', 'potion', 'Health Potion');
  fireEvent.click(
    within(dialog).getAllByRole('button', { name: 'Remove Health Potion' })[1] as HTMLElement,
  );
  pickFrom(dialog, 'Add a core item', 'infinity', 'Infinity Edge');
  pickFrom(dialog, 'Add a core item', 'kraken', 'Kraken Slayer');
  // The core's picker offers what is not in it yet.
  fireEvent.keyDown(within(dialog).getByRole('combobox', { name: 'Add a core item' }), {
    key: 'ArrowDown',
  });
  expect(
    within(within(dialog).getByRole('listbox', { name: 'Add a core item' }))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Phantom Dancer', "Lord Dominik's Regards", "Rabadon's Deathcap"]);
  pickFrom(dialog, 'Add a core item', 'phantom', 'Phantom Dancer');
  expect(within(dialog).queryByRole('combobox', { name: 'Add a core item' })).toBeNull();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Move Kraken Slayer up' }));
  choose(dialog, 'Boots', "Berserker's Greaves");
  pickFrom(dialog, 'Add a situational item', 'lord', "Lord Dominik's Regards");
}

/** The sample build's rune page, the secondary runes chosen out of row order. */
function chooseRunes(dialog: HTMLElement) {
  choose(dialog, 'Primary path', 'Precision');
  choose(dialog, 'Keystone', 'Lethal Tempo');
  choose(dialog, 'Row 1', 'Triumph');
  choose(dialog, 'Row 2', 'Legend: Alacrity');
  choose(dialog, 'Row 3', 'Coup de Grace');
  expect(
    within(within(dialog).getByRole('group', { name: 'Secondary path' }))
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent),
  ).toEqual(['Domination']);
  choose(dialog, 'Secondary path', 'Domination');
  choose(dialog, 'Secondary row 3', 'Treasure Hunter');
  choose(dialog, 'Secondary row 1', 'Taste of Blood');
  choose(dialog, 'Offence shard', 'Attack Speed');
  choose(dialog, 'Flex shard', 'Adaptive Force');
  choose(dialog, 'Defence shard', 'Health');
}

const sent = (requests: ReturnType<typeof stubGuidesApi>, method: string) =>
  requests.filter((r) => r.method === method && r.url.pathname.startsWith('/api/admin/guides'));

describe('GuideFormDialog', () => {
  beforeEach(() => {
    vi.mocked(notify.success).mockClear();
    vi.mocked(notify.error).mockClear();
  });
  afterEach(() => writeToken(null));

  it('writes a guide with the pickers, and sends every build block by id', async () => {
    const requests = stubGuidesApi({
      'POST /api/admin/guides': () => json(adminGuide(9), 201),
    });
    await renderPage();
    const dialog = await openNewGuide();

    fillDetailsAndEnglish(dialog);
    chooseItems(dialog);
    chooseRunes(dialog);
    const spells = within(dialog).getByRole('group', { name: 'Summoner spells' });
    fireEvent.click(within(spells).getByRole('checkbox', { name: 'Flash' }));
    fireEvent.click(within(spells).getByRole('checkbox', { name: 'Heal' }));
    expect(
      (within(spells).getByRole('checkbox', { name: 'Ignite' }) as HTMLInputElement).disabled,
    ).toBe(true);
    chooseSkills(dialog, SAMPLE_BUILD.skill_order);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create guide' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Guide created', GUIDE_TOAST));
    expect(sent(requests, 'POST').map((r) => r.body)).toEqual([
      {
        champion: 'ashe',
        role: 'CARRY',
        patch: '15.22',
        difficulty: 'easy',
        build: SAMPLE_BUILD,
        translations: { en: { title: 'Ashe: kite', summary: 'Slow them, then shoot.', body: '' } },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows what is missing at its field and sends nothing', async () => {
    const requests = stubGuidesApi();
    await renderPage();
    const dialog = await openNewGuide();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create guide' }));

    expect(within(dialog).getByText('Choose a champion.')).toBeTruthy();
    expect(
      within(dialog).getByRole('combobox', { name: 'Champion' }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(within(dialog).getByText('Choose a role.')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([
      'Write the guide in at least one language: give it a title.',
      'Some fields are not filled in correctly. Check the marked fields and try again.',
    ]);
    const core = within(dialog).getByRole('group', { name: 'Core items' });
    expect(within(core).getByText('Choose exactly 3 core items.')).toBeTruthy();
    const runes = within(dialog).getByRole('group', { name: 'Rune page' });
    expect(within(runes).getByText(/^Complete the rune page/)).toBeTruthy();
    expect(within(dialog).getByText('Choose two different summoner spells.')).toBeTruthy();
    expect(within(dialog).getByText('Choose a skill for each of the 15 levels.')).toBeTruthy();
    expect(sent(requests, 'POST')).toEqual([]);

    // A title answers "at least one language"; the rest stays marked.
    const english = within(dialog).getByRole('tabpanel', { name: /English/ });
    fireEvent.input(within(english).getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Ashe' },
    });
    expect(within(dialog).queryByText(/at least one language: give it a title/)).toBeNull();
    expect(within(dialog).getByText('Choose a champion.')).toBeTruthy();
  });

  it('warns of the levels of a skill order the game would refuse, and never offers R before 6', async () => {
    stubGuidesApi();
    await renderPage();
    const dialog = await openNewGuide();

    for (const level of [1, 2, 3, 4, 5]) {
      const column = within(dialog).getByRole('radiogroup', { name: `Level ${level}` });
      expect((within(column).getByRole('radio', { name: 'R' }) as HTMLInputElement).disabled).toBe(
        true,
      );
    }
    chooseSkills(dialog, 'QQ');
    const second = within(dialog).getByRole('radiogroup', { name: 'Level 2' });
    const warning = 'Level 2: Q cannot have this many points yet (one point every two levels).';
    expect(within(dialog).getByText(warning).id).toBe(second.getAttribute('aria-describedby'));
    expect(
      within(dialog).getByRole('radiogroup', { name: 'Level 1' }).getAttribute('aria-describedby'),
    ).toBeNull();
  });

  it('offers the ultimate from level 1 to a champion the game ranks otherwise', async () => {
    stubGuidesApi({
      'GET /api/admin/guides/catalog': () =>
        guideCatalog({ champions: [{ id: 126, key: 'jayce', name: 'Jayce', image_url: null }] }),
    });
    await renderPage();
    const dialog = await openNewGuide();
    pickFrom(dialog, 'Champion', 'jay', 'Jayce');

    chooseSkills(dialog, 'RQ');
    const first = within(dialog).getByRole('radiogroup', { name: 'Level 1' });
    expect((within(first).getByRole('radio', { name: 'R' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(within(dialog).queryByText(/^Level \d+:/)).toBeNull();
  });

  it('edits the guide as the server has it now and saves it with PUT', async () => {
    const requests = stubGuidesApi({
      'GET /api/admin/guides/:id': () =>
        adminGuide(1, {
          translations: {
            en: { title: 'Ashe guide 1, fresh', summary: 'Kite.', body: '<p>Go.</p>', slug: 'a' },
          },
        }),
      'PUT /api/admin/guides/:id': () => adminGuide(1),
    });
    await renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Edit “Ashe guide 1”' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit guide' });
    const english = await within(dialog).findByRole('tabpanel', { name: /English/ });
    const title = within(english).getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
    expect(title.value).toBe('Ashe guide 1, fresh');
    expect(within(dialog).getByText('Chosen: Ashe')).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Russian (empty)' })).toBeTruthy();
    const core = within(dialog).getByRole('group', { name: 'Core items' });
    expect(
      within(core)
        .getAllByRole('button', { name: /^Remove / })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Remove Kraken Slayer', 'Remove Infinity Edge', 'Remove Phantom Dancer']);

    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Difficulty' }), {
      target: { value: 'hard' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Guide saved', GUIDE_TOAST));
    const [update] = sent(requests, 'PUT');
    expect(update?.url.pathname).toBe('/api/admin/guides/1');
    expect(update?.body).toMatchObject({
      difficulty: 'hard',
      build: SAMPLE_BUILD,
      translations: { en: { title: 'Ashe guide 1, fresh', summary: 'Kite.', body: '<p>Go.</p>' } },
    });
  });

  it("shows the server's 422 errors at their fields, the language's tab opened", async () => {
    const guide = adminGuide(1, {
      languages: ['en', 'ru'],
      translations: {
        en: { title: 'Ashe guide 1', summary: '', body: '', slug: 'a' },
        ru: { title: 'Гайд на Эш', summary: '', body: '', slug: 'b' },
      },
    });
    stubGuidesApi({
      'GET /api/admin/guides': () => adminGuidesPage([guide]),
      'GET /api/admin/guides/:id': () => guide,
      'PUT /api/admin/guides/:id': () =>
        json(
          {
            message: 'Invalid',
            errors: {
              'build.core_items.1': ['Item 3031 is not a legendary item'],
              'translations.ru.title': ['Title is too long'],
              'build.runes.secondary.0': ['Rune 8139 does not exist'],
            },
          },
          422,
        ),
    });
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit “Ashe guide 1”' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit guide' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Error saving the guide', GUIDE_TOAST),
    );
    const russian = await within(dialog).findByRole('tab', { name: /^Russian.*\(has errors\)$/ });
    expect(russian.getAttribute('aria-selected')).toBe('true');
    const panel = within(dialog).getByRole('tabpanel', { name: /Russian/ });
    expect(within(panel).getByRole('textbox', { name: 'Title' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(within(panel).getByText('Enter a title of up to 120 characters.')).toBeTruthy();
    const core = within(dialog).getByRole('group', { name: 'Core items' });
    expect(
      within(core).getByText(
        'Infinity Edge cannot be chosen here in the current patch. Remove it and choose another.',
      ),
    ).toBeTruthy();
    const runes = within(dialog).getByRole('group', { name: 'Rune page' });
    expect(
      within(runes).getByText(
        'This rune page is not possible in the current patch. Choose it again.',
      ),
    ).toBeTruthy();

    // Changing the core drops its errors.
    fireEvent.click(within(core).getByRole('button', { name: 'Remove Infinity Edge' }));
    expect(within(core).queryByText(/cannot be chosen here/)).toBeNull();
  });

  it('says so when the guide can no longer be edited by the caller', async () => {
    stubGuidesApi({
      'GET /api/admin/guides/:id': () => adminGuide(1, { status: 'published', can_edit: false }),
    });
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit “Ashe guide 1”' }));

    const dialog = screen.getByRole('dialog', { name: 'Edit guide' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'You can no longer edit this guide',
    );
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it("uploads the text's images through the guides' own route", async () => {
    const requests = stubGuidesApi({
      'POST /api/admin/guides/upload-editor-image': () => ({
        location: '/storage/guides/map.webp',
      }),
    });
    await renderPage();
    const dialog = await openNewGuide();
    const english = within(dialog).getByRole('tabpanel', { name: /English/ });
    // The first load of the editor's chunk is the slowest step of the file on a busy machine.
    await within(english).findByRole('textbox', { name: 'Text (English)' }, { timeout: 10_000 });

    const input = english.querySelector<HTMLInputElement>('input[type="file"]');
    fireEvent.change(input as HTMLInputElement, {
      target: { files: [new File(['png'], 'map.png', { type: 'image/png' })] },
    });
    fireEvent.click(within(english).getByRole('button', { name: 'Insert' }));

    await waitFor(() =>
      expect(sent(requests, 'POST').map((r) => r.url.pathname)).toEqual([
        '/api/admin/guides/upload-editor-image',
      ]),
    );
  }, 20_000);

  it('asks before throwing away changes', async () => {
    stubGuidesApi();
    await renderPage();
    const dialog = await openNewGuide();
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Difficulty' }), {
      target: { value: 'hard' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    const ask = screen.getByRole('dialog', { name: 'Discard changes?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('dialog', { name: 'New guide' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Discard changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
