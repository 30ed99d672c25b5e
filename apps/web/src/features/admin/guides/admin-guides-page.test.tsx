import type { AdminGuide } from '@riftscope/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeToken } from '../../../lib/auth-token.ts';
import { notify } from '../../../lib/notify.ts';
import { AuthProvider } from '../../../shared/session/auth-context.tsx';
import { renderRoutes } from '../../../test/render.tsx';
import { adminGuide, adminGuidesPage, MODERATOR } from '../test/admin-guides-fixtures.ts';
import { type GuidesApiRequest, json, stubGuidesApi } from '../test/guides-api-stub.ts';
import { AdminGuidesPage } from './admin-guides-page.tsx';
import { GUIDE_TOAST } from './guide-toast.ts';

vi.mock('../../../lib/notify.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const renderPage = (path = '/admin/guides', language: 'en' | 'ru' | 'tr' = 'en') => {
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
    path,
    language,
  );
};

const listRequests = (requests: GuidesApiRequest[]) =>
  requests.filter((r) => r.method === 'GET' && r.url.pathname === '/api/admin/guides');
const table = () => screen.findByRole('table', { name: 'Guides' });
const rowOf = (title: string) => {
  const header = screen.getByRole('rowheader', { name: title });
  return header.closest('tr') as HTMLElement;
};
const buttonsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('button')
    .map((button) => button.textContent);

/** Three guides of an administrator and a moderator (id 5), one in each status. */
const MIXED: AdminGuide[] = [
  adminGuide(1),
  adminGuide(2, { status: 'review', author: { id: 5, name: 'Lane Warden' } }),
  adminGuide(3, { status: 'published', published_at: '2025-05-10T12:00:00.000Z' }),
];

describe('AdminGuidesPage', () => {
  beforeEach(() => {
    vi.mocked(notify.success).mockClear();
    vi.mocked(notify.error).mockClear();
  });
  afterEach(() => writeToken(null));

  it('lists each guide with its champion, role, author, status, languages and date', async () => {
    stubGuidesApi({
      'GET /api/admin/guides': () =>
        adminGuidesPage([
          adminGuide(1, {
            languages: ['en', 'tr'],
            translations: {
              en: { title: 'Ashe: kite', summary: '', body: '', slug: 'ashe-kite' },
              tr: { title: 'Ashe: uçurtma', summary: '', body: '', slug: 'ashe-ucurtma' },
            },
          }),
          adminGuide(2, {
            status: 'review',
            role: 'SUPPORT',
            author: { id: 5, name: 'Lane Warden' },
          }),
          adminGuide(3, { status: 'published' }),
        ]),
    });
    await renderPage();

    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(3);
    const [first, second, third] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByRole('rowheader').textContent).toBe('Ashe: kite');
    expect(first.textContent).toContain('Ashe');
    expect(first.textContent).toContain('Bottom');
    expect(first.textContent).toContain('Head Admin');
    expect(first.textContent).toContain('May 10, 2025');
    expect(first.textContent).toContain('Written in: English, Turkish');
    const chips = [...first.querySelectorAll('[data-written]')].map((chip) => [
      chip.textContent,
      chip.getAttribute('data-written'),
    ]);
    expect(chips).toEqual([
      ['en', 'true'],
      ['ru', 'false'],
      ['tr', 'true'],
    ]);
    const badges = rows.map((row) => within(row).getByText(/^(Draft|In review|Published)$/));
    expect(badges.map((badge) => badge.textContent)).toEqual(['Draft', 'In review', 'Published']);
    expect(badges[0]?.className).toContain('text-amber');
    expect(badges[2]?.className).toContain('text-win');
    expect(second.textContent).toContain('Support');
    expect(second.textContent).toContain('Lane Warden');
    expect(third.textContent).toContain('Ashe guide 3');
  });

  it('names a guide in the interface language, else in the first language written', async () => {
    stubGuidesApi({
      'GET /api/admin/guides': () =>
        adminGuidesPage([
          adminGuide(1, {
            languages: ['en', 'ru'],
            translations: {
              en: { title: 'Ashe: kite', summary: '', body: '', slug: 'a' },
              ru: { title: 'Эш: кайт', summary: '', body: '', slug: 'b' },
            },
          }),
          adminGuide(2),
        ]),
    });
    await renderPage('/admin/guides', 'ru');

    expect(await screen.findByRole('rowheader', { name: 'Эш: кайт' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Ashe guide 2' })).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'Гайды' })).getAllByText('Черновик'),
    ).toHaveLength(2);
  });

  it('applies the filters together, in the address and the request, from page 1', async () => {
    const requests = stubGuidesApi();
    const { router } = await renderPage('/admin/guides?page=3');
    await table();
    const field = (name: string) => screen.getByRole('combobox', { name });

    await waitFor(() =>
      expect([...(field('Champion') as HTMLSelectElement).options].map((o) => o.text)).toEqual([
        'Any champion',
        'Ahri',
        'Ashe',
        'Zed',
      ]),
    );
    fireEvent.change(field('Status'), { target: { value: 'review' } });
    fireEvent.change(field('Champion'), { target: { value: 'zed' } });
    fireEvent.change(field('Role'), { target: { value: 'MIDDLE' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only my guides' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=review&champion=zed&role=MIDDLE&mine=1'),
    );
    await waitFor(() =>
      expect(Object.fromEntries(listRequests(requests).at(-1)?.url.searchParams ?? [])).toEqual({
        page: '1',
        status: 'review',
        champion: 'zed',
        role: 'MIDDLE',
        author: 'me',
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when no guide matches the filters, and when there are none at all', async () => {
    stubGuidesApi({ 'GET /api/admin/guides': () => adminGuidesPage([]) });
    const { unmount } = await renderPage('/admin/guides?status=published');
    expect(await screen.findByText('No guides match these filters')).toBeTruthy();
    unmount();

    await renderPage();
    expect(await screen.findByText('No guides yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('asks for the page in the query string and moves between pages', async () => {
    const requests = stubGuidesApi({
      'GET /api/admin/guides': ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        return adminGuidesPage([adminGuide(page * 10)], page, 3);
      },
    });
    const { router } = await renderPage('/admin/guides?page=2&role=TOP');

    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Page 3 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Next/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(router.state.location.search).toBe('?page=3&role=TOP');
    expect(
      listRequests(requests).map((r) => [
        r.url.searchParams.get('page'),
        r.url.searchParams.get('role'),
      ]),
    ).toEqual([
      ['2', 'TOP'],
      ['3', 'TOP'],
    ]);
  });

  it('offers to try again when the list fails to load', async () => {
    let isDown = true;
    stubGuidesApi({
      'GET /api/admin/guides': () =>
        isDown ? json({ message: 'Down' }, 503) : adminGuidesPage([adminGuide(1)]),
    });
    await renderPage();

    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load data');
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Ashe guide 1' })).toBeTruthy();
  });

  it('offers an administrator edit, publish or unpublish, and delete on every guide', async () => {
    stubGuidesApi({ 'GET /api/admin/guides': () => adminGuidesPage(MIXED) });
    await renderPage();
    await table();

    expect(buttonsOf(rowOf('Ashe guide 1'))).toEqual(['Edit', 'Publish', 'Delete']);
    expect(buttonsOf(rowOf('Ashe guide 2'))).toEqual(['Edit', 'Publish', 'Delete']);
    expect(buttonsOf(rowOf('Ashe guide 3'))).toEqual(['Edit', 'Unpublish', 'Delete']);
    expect(screen.getByRole('button', { name: 'Unpublish “Ashe guide 3”' })).toBeTruthy();
  });

  it("offers a moderator their own draft's edit and submit, and nothing on another's guide", async () => {
    stubGuidesApi(
      {
        'GET /api/admin/guides': () =>
          adminGuidesPage([
            adminGuide(1, { author: { id: 5, name: 'Lane Warden' } }),
            adminGuide(2, { status: 'review', author: { id: 5, name: 'Lane Warden' } }),
            adminGuide(3, { can_edit: false }),
          ]),
      },
      MODERATOR,
    );
    await renderPage();
    await table();

    await waitFor(() =>
      expect(buttonsOf(rowOf('Ashe guide 1'))).toEqual(['Edit', 'Submit for review']),
    );
    expect(buttonsOf(rowOf('Ashe guide 2'))).toEqual(['Edit']);
    expect(within(rowOf('Ashe guide 3')).queryAllByRole('button')).toEqual([]);
    expect(rowOf('Ashe guide 3').textContent).toContain('Only an administrator can change it');
    expect(screen.queryByRole('button', { name: /^(Publish|Delete)/ })).toBeNull();
  });

  it('submits a draft for review and refreshes the list', async () => {
    let status: AdminGuide['status'] = 'draft';
    const own = () => adminGuide(1, { status, author: { id: 5, name: 'Lane Warden' } });
    const requests = stubGuidesApi(
      {
        'GET /api/admin/guides': () => adminGuidesPage([own()]),
        'POST /api/admin/guides/:id/submit': () => {
          status = 'review';
          return own();
        },
      },
      MODERATOR,
    );
    await renderPage();

    fireEvent.click(
      await screen.findByRole('button', { name: 'Submit “Ashe guide 1” for review' }),
    );
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Guide submitted for review', GUIDE_TOAST),
    );
    expect(await within(await table()).findByText('In review')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url.pathname)).toEqual([
      '/api/admin/guides/1/submit',
    ]);
  });

  it('publishes and unpublishes, and reports a refusal in a toast', async () => {
    const requests = stubGuidesApi({
      'GET /api/admin/guides': () => adminGuidesPage(MIXED),
      'POST /api/admin/guides/:id/publish': () => adminGuide(2, { status: 'published' }),
      'POST /api/admin/guides/:id/unpublish': () => json({ message: 'No' }, 403),
    });
    await renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Publish “Ashe guide 2”' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Guide published', GUIDE_TOAST),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish “Ashe guide 3”' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to unpublish the guide', GUIDE_TOAST),
    );
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url.pathname)).toEqual([
      '/api/admin/guides/2/publish',
      '/api/admin/guides/3/unpublish',
    ]);
  });

  it('deletes a guide after confirmation, and nothing when it is cancelled', async () => {
    let guides = [adminGuide(1), adminGuide(7)];
    const requests = stubGuidesApi({
      'GET /api/admin/guides': () => adminGuidesPage(guides),
      'DELETE /api/admin/guides/:id': () => {
        guides = guides.filter((guide) => guide.id !== 7);
        return new Response(null, { status: 204 });
      },
    });
    await renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Delete “Ashe guide 7”' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete “Ashe guide 7”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete guide' });
    expect(
      within(dialog).getByText(/Its images and helpful marks are deleted with it/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Guide deleted', GUIDE_TOAST));
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Ashe guide 7' })).toBeNull(),
    );
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url.pathname)).toEqual([
      '/api/admin/guides/7',
    ]);
  });
});
