import type { Language } from '@riftscope/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { adminNewsItem, adminNewsPage } from '../test/admin-news-fixtures.ts';
import { AdminNewsPage } from './admin-news-page.tsx';
import { NEWS_TOAST } from './news-toast.ts';

vi.mock('../../../lib/notify.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

// Counts how often the editor's module (TipTap) is loaded, keeping the real one.
const editorModule = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./rich-text-editor.tsx', async (importOriginal) => {
  editorModule.loads += 1;
  return importOriginal();
});

interface Request {
  method: string;
  url: URL;
  body: unknown;
}

type Handler = (request: Request) => unknown;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers the admin news calls by method and path; returns the requests it saw. */
function stubNewsApi(handlers: Partial<Record<string, Handler>> = {}) {
  const requests: Request[] = [];
  const defaults: Record<string, Handler> = {
    'GET /api/admin/news': () => adminNewsPage([adminNewsItem(1)]),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const request = { method: init?.method ?? 'GET', url, body: init?.body };
      requests.push(request);
      const key = `${request.method} ${url.pathname.replace(/\/\d+$/, '/:id')}`;
      const handler = handlers[key] ?? defaults[key];
      if (!handler) return json({ message: 'Not found' }, 404);
      const reply = await handler(request);
      return reply instanceof Response ? reply : json(reply);
    }),
  );
  return requests;
}

const renderPage = (path = '/admin/news', language: Language = 'en') =>
  renderRoutes([{ path: '/admin/news', element: <AdminNewsPage /> }], path, language);

const listRequests = (requests: Request[]) =>
  requests.filter((r) => r.method === 'GET' && r.url.pathname === '/api/admin/news');

const formOf = (request: Request | undefined) => {
  if (!(request?.body instanceof FormData)) throw new Error('no multipart form sent');
  return request.body;
};

describe('AdminNewsPage', () => {
  beforeEach(() => {
    vi.mocked(notify.success).mockClear();
    vi.mocked(notify.error).mockClear();
  });

  // First in the file: the module registry keeps the editor once any test has opened a form.
  it('loads the rich-text editor only when a news form opens', async () => {
    stubNewsApi();
    await renderPage();
    await screen.findByRole('table');
    expect(editorModule.loads).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Create News' }));
    // The first load of the editor's chunk is the slowest step of the file on a busy machine.
    expect(
      await screen.findByRole('textbox', { name: 'Text (English)' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getAllByRole('textbox', { name: /^Text \(/, hidden: true })).toHaveLength(3);
    expect(editorModule.loads).toBe(1);
  }, 20_000);

  it('lists drafts and published news with their category, game, status and date', async () => {
    stubNewsApi({
      'GET /api/admin/news': () =>
        adminNewsPage([
          adminNewsItem(1),
          adminNewsItem(2, { status: 'draft', category: 'Dev Blog', game: 'valorant' }),
        ]),
    });
    await renderPage();

    const table = await screen.findByRole('table', { name: 'News items' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Patch 25.1 notes');
    expect(rows[0]?.textContent).toContain('Patch Notes');
    expect(rows[0]?.textContent).toContain('League of Legends');
    expect(rows[0]?.textContent).toContain('May 10, 2025');
    const [published, draft] = rows.map((row) => within(row).getByText(/^(Published|Draft)$/));
    expect(published?.textContent).toBe('Published');
    expect(published?.className).toContain('text-win');
    expect(draft?.textContent).toBe('Draft');
    expect(draft?.className).toContain('text-amber');
    expect(rows[1]?.textContent).toContain('Dev Blog');
    expect(rows[1]?.textContent).toContain('Valorant');
    expect(within(table).getByRole('button', { name: 'Edit “Patch 25.2 notes”' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Delete “Patch 25.2 notes”' })).toBeTruthy();
  });

  it('shows titles in the interface language and falls back to English', async () => {
    const untranslated = adminNewsItem(2);
    untranslated.translations.ru.title = '';
    stubNewsApi({
      'GET /api/admin/news': () => adminNewsPage([adminNewsItem(1), untranslated]),
    });
    await renderPage('/admin/news', 'ru');

    expect(await screen.findByRole('rowheader', { name: 'Патч 25.1' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Patch 25.2 notes' })).toBeTruthy();
    expect(screen.getAllByText('Описание патча', { selector: 'td > span' })).toHaveLength(2);
  });

  it('asks for the page in the query string and moves between pages', async () => {
    const requests = stubNewsApi({
      'GET /api/admin/news': ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        return adminNewsPage([adminNewsItem(page * 10)], page, 3);
      },
    });
    const { router } = await renderPage('/admin/news?page=2');

    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Page 3 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Next/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(router.state.location.search).toBe('?page=3');
    expect(listRequests(requests).map((r) => r.url.searchParams.get('page'))).toEqual(['2', '3']);
  });

  it('says when there is no news yet', async () => {
    stubNewsApi({ 'GET /api/admin/news': () => adminNewsPage([]) });
    await renderPage();
    expect(await screen.findByText('No news yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers to try again when the list fails to load', async () => {
    let isDown = true;
    stubNewsApi({
      'GET /api/admin/news': () =>
        isDown ? json({ message: 'Down' }, 503) : adminNewsPage([adminNewsItem(1)]),
    });
    await renderPage();

    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load data');
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Patch 25.1 notes' })).toBeTruthy();
  });

  it('deletes an item after confirmation and refreshes the list', async () => {
    let items = [adminNewsItem(1), adminNewsItem(7)];
    const requests = stubNewsApi({
      'GET /api/admin/news': () => adminNewsPage(items),
      'DELETE /api/admin/news/:id': () => {
        items = items.filter((item) => item.id !== 7);
        return new Response(null, { status: 204 });
      },
    });
    await renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Delete “Patch 25.7 notes”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete news' });
    expect(within(dialog).getByText('Are you sure you want to delete this news?')).toBeTruthy();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('News deleted!', NEWS_TOAST));
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Patch 25.7 notes' })).toBeNull(),
    );
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url.pathname)).toEqual([
      '/api/admin/news/7',
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    const requests = stubNewsApi();
    await renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Delete “Patch 25.1 notes”' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('reports a failed delete in a toast', async () => {
    stubNewsApi({ 'DELETE /api/admin/news/:id': () => json({ message: 'Nope' }, 500) });
    await renderPage('/admin/news', 'tr');

    fireEvent.click(await screen.findByRole('button', { name: '“25.1 yaması” haberini sil' }));
    expect(screen.getByText('Bu haberi silmek istediğinizden emin misiniz?')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Haber silinemedi.', NEWS_TOAST));
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('creates a draft from the three language tabs and refreshes the list', async () => {
    const requests = stubNewsApi({
      'POST /api/admin/news': () => json(adminNewsItem(9, { status: 'draft' }), 201),
    });
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Create News' }));
    const dialog = screen.getByRole('dialog', { name: 'Create News' });

    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Russian', 'English', 'Turkish']);
    expect(within(dialog).getByRole('tab', { selected: true }).textContent).toBe('English');
    const game = within(dialog).getByRole('combobox', { name: 'Game' }) as HTMLSelectElement;
    expect([...game.options].map((o) => o.value)).toEqual(['league-of-legends']);
    const status = within(dialog).getByRole('combobox', { name: 'Status' }) as HTMLSelectElement;
    expect(status.value).toBe('draft');
    const cover = dialog.querySelector<HTMLInputElement>('input[type="file"][accept]');
    expect(cover?.accept).toBe('image/jpeg,image/png,image/webp,image/gif');

    for (const [tab, title] of [
      ['Russian', 'Патч 25.10'],
      ['English', 'Patch 25.10'],
      ['Turkish', '25.10 yaması'],
    ] as const) {
      fireEvent.click(within(dialog).getByRole('tab', { name: tab }));
      const panel = within(dialog).getByRole('tabpanel', { name: tab });
      fireEvent.input(within(panel).getByRole('textbox', { name: 'Title' }), {
        target: { value: title },
      });
    }
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Category' }), {
      target: { value: 'Tournament' },
    });
    const listsBefore = listRequests(requests).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('News created', NEWS_TOAST));
    const create = requests.find((r) => r.method === 'POST');
    expect(create?.url.pathname).toBe('/api/admin/news');
    const form = formOf(create);
    expect(form.get('_method')).toBeNull();
    expect(form.get('image')).toBeNull();
    expect(form.get('game')).toBe('league-of-legends');
    expect(form.get('category')).toBe('Tournament');
    expect(form.get('status')).toBe('draft');
    expect(JSON.parse(String(form.get('translations')))).toMatchObject({
      en: { title: 'Patch 25.10' },
      ru: { title: 'Патч 25.10' },
      tr: { title: '25.10 yaması' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(listRequests(requests).length).toBeGreaterThan(listsBefore));
  });

  it('edits an item with _method=PUT, every game and the chosen cover', async () => {
    const requests = stubNewsApi({
      'GET /api/admin/news': () => adminNewsPage([adminNewsItem(7, { status: 'draft' })]),
      'POST /api/admin/news/:id': () => adminNewsItem(7),
    });
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit “Patch 25.7 notes”' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit News' });

    const panel = within(dialog).getByRole('tabpanel', { name: 'English' });
    expect((within(panel).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe(
      'Patch 25.7 notes',
    );
    const game = within(dialog).getByRole('combobox', { name: 'Game' }) as HTMLSelectElement;
    expect([...game.options].map((o) => o.value)).toEqual([
      'league-of-legends',
      'valorant',
      'teamfight-tactics',
    ]);
    expect(within(dialog).getByRole('img', { name: 'Current cover' }).getAttribute('src')).toBe(
      '/storage/news/cover-7.webp',
    );
    fireEvent.change(game, { target: { value: 'teamfight-tactics' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Status' }), {
      target: { value: 'published' },
    });
    const cover = new File(['png'], 'new-cover.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByLabelText('Cover image'), {
      target: { files: [cover] },
    });
    expect(await within(dialog).findByRole('img', { name: 'Cover preview' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('News updated!', NEWS_TOAST));
    const update = requests.find((r) => r.method === 'POST');
    expect(update?.url.pathname).toBe('/api/admin/news/7');
    const form = formOf(update);
    expect(form.get('_method')).toBe('PUT');
    expect(form.get('game')).toBe('teamfight-tactics');
    expect(form.get('status')).toBe('published');
    expect((form.get('image') as File).name).toBe('new-cover.png');
    expect(JSON.parse(String(form.get('translations'))).ru).toEqual({
      title: 'Патч 25.7',
      body: '<p>Патч 7</p>',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a cover that is not an image', async () => {
    stubNewsApi();
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Create News' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Cover image'), {
      target: { files: [new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })] },
    });
    expect(within(dialog).getByText('Choose a JPEG, PNG, WebP or GIF image.')).toBeTruthy();
    expect(within(dialog).queryByRole('img', { name: 'Cover preview' })).toBeNull();
  });

  it('shows 422 errors beside the fields and on the tab of their language', async () => {
    stubNewsApi({
      'POST /api/admin/news': () =>
        json(
          {
            message: 'Invalid',
            errors: { 'translations.ru.title': ['Title is required'], category: ['Invalid'] },
          },
          422,
        ),
    });
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Create News' }));
    const dialog = screen.getByRole('dialog', { name: 'Create News' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Error creating news', NEWS_TOAST),
    );
    const russian = await within(dialog).findByRole('tab', { name: 'Russian (has errors)' });
    expect(russian.getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByRole('tab', { name: 'English' })).toBeTruthy();
    const panel = within(dialog).getByRole('tabpanel', { name: /Russian/ });
    const title = within(panel).getByRole('textbox', { name: 'Title' });
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(within(panel).getByText('Enter a title of up to 200 characters.')).toBeTruthy();
    expect(within(dialog).getByText('Choose one of the options.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Create News' })).toBeTruthy();

    fireEvent.input(title, { target: { value: 'Патч' } });
    expect(within(dialog).getByRole('tab', { name: 'Russian' })).toBeTruthy();
  });

  it('reports a failed edit in a toast and keeps the form open', async () => {
    stubNewsApi({ 'POST /api/admin/news/:id': () => json({ message: 'Down' }, 503) });
    await renderPage('/admin/news', 'ru');
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить «Патч 25.1»' }));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Ошибка при обновлении новости', NEWS_TOAST),
    );
    expect(screen.getByRole('dialog', { name: 'Редактирование новости' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Что-то пошло не так');
  });

  it('moves between the language tabs with the arrow keys', async () => {
    stubNewsApi();
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Create News' }));
    const english = screen.getByRole('tab', { name: 'English' });

    fireEvent.keyDown(english, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Turkish');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Turkish' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Russian');
    expect(document.activeElement?.textContent).toBe('Russian');
    expect(screen.getByRole('tabpanel', { name: 'Russian' })).toBeTruthy();
  });
});
