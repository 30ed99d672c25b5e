import type { AdminUser } from '@riftscope/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeToken } from '../../../lib/auth-token.ts';
import { notify } from '../../../lib/notify.ts';
import { AuthProvider } from '../../../shared/session/auth-context.tsx';
import { errorResponse, renderRoutes } from '../../../test/render.tsx';
import { adminUser, ME, usersPage } from '../test/admin-fixtures.ts';
import { AdminUsersPage } from './admin-users-page.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const USERS = '/api/admin/users';

type Reply = unknown | Response;
type Change = { method: string; path: string; body: unknown };

const json = (answer: Reply) =>
  answer instanceof Response
    ? answer
    : new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });

/**
 * Answers the users screen's calls: `/api/me` with the signed-in admin, the list with `list`,
 * and the changes with `change`, which sees the method, path and body of the request.
 */
function stubAdminApi({
  list = () => usersPage([adminUser(1, { ...ME }), adminUser(2), adminUser(3)]),
  change = () => errorResponse(404),
}: {
  list?: (url: URL) => Reply;
  change?: (request: Change) => Reply;
} = {}) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/me') return json(ME);
    if (method === 'GET') return json(list(url));
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return json(await change({ method, path: url.pathname, body }));
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The query of each list request, in order. */
const listQueries = (mock: ReturnType<typeof stubAdminApi>) =>
  mock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === USERS)
    .map((url) => Object.fromEntries(url.searchParams));

const renderUsers = (path = '/admin/users') =>
  renderRoutes(
    [
      {
        path: '/admin/users',
        element: (
          <AuthProvider>
            <AdminUsersPage />
          </AuthProvider>
        ),
      },
    ],
    path,
    'en',
  );

const table = () => screen.getByRole('table', { name: 'Users' });
/** Presses `button` in the confirmation dialog titled `title`. */
const confirmIn = async (title: string, button: string) => {
  const dialog = await screen.findByRole('dialog', { name: title });
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
};
const rowOf = (name: string) => {
  const row = within(table())
    .getByRole('rowheader', { name: new RegExp(name) })
    .closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row as HTMLElement;
};
const cells = (row: HTMLElement) =>
  Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent);

describe('AdminUsersPage', () => {
  beforeEach(() => {
    writeToken('admin-token');
    vi.mocked(notify.success).mockClear();
    vi.mocked(notify.error).mockClear();
  });
  afterEach(() => writeToken(null));

  it('asks for 10 users a page and shows each with role, plan, status and date', async () => {
    const fetchMock = stubAdminApi({
      list: () =>
        usersPage([
          adminUser(7, { name: 'Mid Main', role: 'mod', plan: 'premium', is_blocked: 1 }),
          adminUser(8),
        ]),
    });
    await renderUsers();

    await screen.findByRole('rowheader', { name: 'Mid Main' });
    expect(cells(within(table()).getAllByRole('row')[0] as HTMLElement)).toEqual([
      'ID',
      'Nickname',
      'Email',
      'Role',
      'Plan',
      'Status',
      'Created',
      'Actions',
    ]);
    expect(cells(rowOf('Mid Main'))).toEqual([
      '7',
      'Mid Main',
      'player7@example.com',
      'Moderator',
      'Premium',
      'Banned',
      'May 10, 2025',
      'EditUnbanDelete',
    ]);
    expect(cells(rowOf('Player8')).slice(3, 6)).toEqual(['User', 'Free', 'Active']);
    expect(listQueries(fetchMock)).toEqual([{ page: '1', perPage: '10' }]);
  });

  it('resets to page 1 when the page size changes, and keeps the size in the URL', async () => {
    const fetchMock = stubAdminApi({
      list: (url) =>
        usersPage(
          [adminUser(Number(url.searchParams.get('page')) * 100)],
          Number(url.searchParams.get('page')),
          5,
          Number(url.searchParams.get('perPage')),
        ),
    });
    const { router } = await renderUsers('/admin/users?page=3');

    expect(await screen.findByText('Page 3 of 5')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Per page' }), {
      target: { value: '50' },
    });

    expect(await screen.findByText('Page 1 of 5')).toBeTruthy();
    expect(router.state.location.search).toBe('?perPage=50');
    expect(listQueries(fetchMock)).toEqual([
      { page: '3', perPage: '10' },
      { page: '1', perPage: '50' },
    ]);
  });

  it('applies the filters on submit from page 1 and keeps them in the URL', async () => {
    const fetchMock = stubAdminApi({
      list: (url) => usersPage([adminUser(2)], Number(url.searchParams.get('page')), 4),
    });
    const { router } = await renderUsers('/admin/users?page=2&perPage=20');

    expect(await screen.findByText('Page 2 of 4')).toBeTruthy();
    fireEvent.input(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: '  baron ' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), { target: { value: 'mod' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Plan' }), {
      target: { value: 'premium' },
    });
    // Nothing is asked for before the form is applied.
    expect(listQueries(fetchMock)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Page 1 of 4')).toBeTruthy();
    expect(router.state.location.search).toBe('?perPage=20&search=baron&role=mod&plan=premium');
    expect(listQueries(fetchMock)[1]).toEqual({
      page: '1',
      perPage: '20',
      search: 'baron',
      role: 'mod',
      plan: 'premium',
    });

    // Next keeps the filters and moves one page.
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Page 2 of 4')).toBeTruthy();
    expect(listQueries(fetchMock)[2]).toMatchObject({ page: '2', role: 'mod' });
  });

  it('sends the edit form and shows the saved user', async () => {
    let saved: AdminUser = adminUser(2);
    const changes: Change[] = [];
    stubAdminApi({
      list: () => usersPage([adminUser(1, { ...ME }), saved]),
      change: (request) => {
        changes.push(request);
        saved = { ...saved, ...(request.body as Partial<AdminUser>) };
        return saved;
      },
    });
    await renderUsers();

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Player2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    expect(within(dialog).getByLabelText('Email').getAttribute('type')).toBe('email');
    fireEvent.input(within(dialog).getByLabelText('Nickname'), {
      target: { value: 'Jungle Diff' },
    });
    fireEvent.input(within(dialog).getByLabelText('Email'), {
      target: { value: 'diff@example.com' },
    });
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'mod' } });
    fireEvent.change(within(dialog).getByLabelText('Plan'), { target: { value: 'premium' } });
    fireEvent.click(within(dialog).getByLabelText('Banned'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]).toEqual({
      method: 'PUT',
      path: '/api/admin/users/2',
      body: {
        name: 'Jungle Diff',
        email: 'diff@example.com',
        role: 'mod',
        plan: 'premium',
        is_blocked: 1,
      },
    });
    expect(await screen.findByRole('rowheader', { name: 'Jungle Diff' })).toBeTruthy();
    expect(cells(rowOf('Jungle Diff')).slice(3, 6)).toEqual(['Moderator', 'Premium', 'Banned']);
    expect(notify.success).toHaveBeenCalledWith('Changes to Jungle Diff saved');
  });

  it("shows the server's field errors beside the inputs and keeps the dialog open", async () => {
    stubAdminApi({
      change: () =>
        new Response(
          JSON.stringify({
            message: 'Validation failed',
            errors: { email: ['This email is already registered'] },
          }),
          { status: 422, headers: { 'content-type': 'application/json' } },
        ),
    });
    await renderUsers();

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Player2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await within(dialog).findByText('Enter a valid email address that no other account uses.'),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'The changes were not saved. Check the highlighted fields.',
    );
    // The dialog says it already; a toast on top would say it twice.
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('asks for confirmation before a ban and bans nobody when cancelled', async () => {
    const changes: string[] = [];
    stubAdminApi({
      list: () => usersPage([adminUser(1, { ...ME }), adminUser(2)]),
      change: ({ method, path }) => {
        changes.push(`${method} ${path}`);
        return adminUser(2, { is_blocked: 1 });
      },
    });
    await renderUsers();

    await screen.findByRole('rowheader', { name: 'Player2' });
    fireEvent.click(screen.getByRole('button', { name: 'Ban Player2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ban this user?' });
    expect(within(dialog).getByText(/Player2 will be signed out everywhere/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes).toEqual([]);
    expect(cells(rowOf('Player2'))[5]).toBe('Active');
  });

  it('deletes a user after confirmation and reloads the list', async () => {
    let isDeleted = false;
    const changes: string[] = [];
    stubAdminApi({
      list: () => usersPage([adminUser(1, { ...ME }), ...(isDeleted ? [] : [adminUser(2)])]),
      change: ({ method, path }) => {
        changes.push(`${method} ${path}`);
        isDeleted = true;
        return new Response(null, { status: 204 });
      },
    });
    await renderUsers();

    await screen.findByRole('rowheader', { name: 'Player2' });
    expect(screen.getByRole('button', { name: 'Delete Head Admin' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete Player2' }));
    await confirmIn('Delete this user?', 'Delete for good');

    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Player2' })).toBeNull());
    expect(changes).toEqual(['DELETE /api/admin/users/2']);
    expect(notify.success).toHaveBeenCalledWith('Player2 is deleted');
  });

  it('bans a user with the toggle and shows the new status', async () => {
    let isBlocked: 0 | 1 = 0;
    const changes: string[] = [];
    stubAdminApi({
      list: () => usersPage([adminUser(1, { ...ME }), adminUser(2, { is_blocked: isBlocked })]),
      change: ({ method, path }) => {
        changes.push(`${method} ${path}`);
        isBlocked = isBlocked ? 0 : 1;
        return adminUser(2, { is_blocked: isBlocked });
      },
    });
    await renderUsers();

    await screen.findByRole('rowheader', { name: 'Player2' });
    expect(cells(rowOf('Player2'))[5]).toBe('Active');
    fireEvent.click(screen.getByRole('button', { name: 'Ban Player2' }));
    await confirmIn('Ban this user?', 'Ban');

    expect(await screen.findByRole('button', { name: 'Unban Player2' })).toBeTruthy();
    expect(cells(rowOf('Player2'))[5]).toBe('Banned');
    expect(notify.success).toHaveBeenCalledWith('Player2 is banned');

    fireEvent.click(screen.getByRole('button', { name: 'Unban Player2' }));
    expect(await screen.findByRole('button', { name: 'Ban Player2' })).toBeTruthy();
    expect(cells(rowOf('Player2'))[5]).toBe('Active');
    expect(changes).toEqual([
      'PATCH /api/admin/users/2/toggle-block',
      'PATCH /api/admin/users/2/toggle-block',
    ]);
  });

  it('does not let the admin ban themselves, and says so when the server refuses', async () => {
    stubAdminApi({
      list: () => usersPage([adminUser(1, { ...ME }), adminUser(2)]),
      change: () => errorResponse(409, 'You cannot block yourself'),
    });
    await renderUsers();

    await screen.findByRole('rowheader', { name: /Head Admin/ });
    expect(within(rowOf('Head Admin')).getByText('You')).toBeTruthy();
    const ownBan = screen.getByRole('button', { name: 'Ban Head Admin' });
    expect(ownBan).toHaveProperty('disabled', true);
    expect(ownBan.getAttribute('title')).toBe('You cannot ban yourself.');

    // The edit form keeps the admin's own role and ban fixed too.
    fireEvent.click(screen.getByRole('button', { name: 'Edit Head Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    expect(within(dialog).getByLabelText('Banned')).toHaveProperty('disabled', true);
    expect(within(dialog).getByLabelText('Role')).toHaveProperty('disabled', true);
    expect(within(dialog).getByText('You cannot ban your own account.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    // Should the server still refuse (a session changed elsewhere), the reason is shown.
    fireEvent.click(screen.getByRole('button', { name: 'Ban Player2' }));
    await confirmIn('Ban this user?', 'Ban');
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('You cannot ban yourself.'));
  });

  it('shows the error view with a retry when the list fails', async () => {
    let isDown = true;
    const fetchMock = stubAdminApi({
      list: () => (isDown ? errorResponse(500) : usersPage([adminUser(2)])),
    });
    await renderUsers();

    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load data');
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('rowheader', { name: 'Player2' })).toBeTruthy();
    expect(listQueries(fetchMock)).toHaveLength(2);
  });
});
