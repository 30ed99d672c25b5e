import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, renderRoutes, requestsTo, stubFetch } from '../../../test/render.tsx';
import { adminStats } from '../test/admin-fixtures.ts';
import { AdminDashboardPage } from './admin-dashboard-page.tsx';

const renderDashboard = (language: 'en' | 'ru' | 'tr' = 'en') =>
  renderRoutes([{ path: '/admin', element: <AdminDashboardPage /> }], '/admin', language);

/** The figures of the tiles as [label, value, note…] lists. */
const tiles = () =>
  Array.from(screen.getByRole('region', { name: 'Totals' }).querySelectorAll('dl > div'), (tile) =>
    Array.from(tile.children, (part) => part.textContent),
  );

describe('AdminDashboardPage', () => {
  it('shows the figures from the API', async () => {
    vi.useFakeTimers({ now: new Date('2025-05-10T12:00:00.000Z'), toFake: ['Date'] });
    try {
      const fetchMock = stubFetch(() => adminStats({ guides: 7 }));
      await renderDashboard();

      expect(await screen.findByText('98,765')).toBeTruthy();
      expect(tiles()).toEqual([
        ['Users', '1,234'],
        ['News', '56'],
        ['Guides', '7', 'Published guides'],
        ['Visits', '98,765', 'Visitors this week: 4,321'],
      ]);
      expect(screen.getByText('This week: 22')).toBeTruthy();

      const signups = screen.getByRole('table', {
        name: 'User signups per day over the last week',
      });
      const rows = within(signups)
        .getAllByRole('row')
        .slice(1)
        .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
      expect(rows[0]).toEqual(['Sunday, May 4', '3']);
      expect(rows[6]).toEqual(['Saturday, May 10', '4']);

      const activity = within(screen.getByRole('region', { name: 'Recent activity' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      expect(activity).toEqual([
        'New user: Baron Stealer2 minutes ago',
        'News created: “Patch 25.10 notes”2 hours ago',
        'News edited: “Patch 25.9 notes”yesterday',
        'User banned: Toxic Teemo2 days ago',
      ]);
      expect(requestsTo(fetchMock, '/api/admin/stats')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('labels the days and the activity in the interface language', async () => {
    stubFetch(() => adminStats());
    await renderDashboard('ru');

    expect(screen.getByRole('heading', { level: 1, name: 'Обзор' })).toBeTruthy();
    const signups = await screen.findByRole('table', {
      name: 'Регистрации пользователей по дням за последнюю неделю',
    });
    expect(within(signups).getAllByRole('rowheader')[0]?.textContent).toBe('воскресенье, 4 мая');
    expect(screen.getByText('Новый пользователь: Baron Stealer')).toBeTruthy();
  });

  it('labels the guide events in each language', async () => {
    const recent_activity = [
      { type: 'guide_published', label: 'Ashe: kite', at: '2025-05-10T11:00:00.000Z' },
      { type: 'guide_submitted', label: 'Zed: roam', at: '2025-05-10T10:00:00.000Z' },
      { type: 'guide_created', label: 'Ahri: charm', at: '2025-05-10T09:00:00.000Z' },
    ] as const;
    // Each entry's sentence, without its time.
    const texts = () =>
      screen.getAllByRole('listitem').map((item) => item.querySelector('span + span')?.textContent);
    for (const [language, expected] of [
      [
        'en',
        [
          'Guide published: “Ashe: kite”',
          'Guide submitted for review: “Zed: roam”',
          'Guide written: “Ahri: charm”',
        ],
      ],
      [
        'ru',
        [
          'Опубликован гайд «Ashe: kite»',
          'Отправлен на проверку гайд «Zed: roam»',
          'Написан гайд «Ahri: charm»',
        ],
      ],
      [
        'tr',
        [
          'Rehber yayımlandı: “Ashe: kite”',
          'Rehber incelemeye gönderildi: “Zed: roam”',
          'Rehber yazıldı: “Ahri: charm”',
        ],
      ],
    ] as const) {
      stubFetch(() => adminStats({ recent_activity: [...recent_activity] }));
      const { unmount } = await renderDashboard(language);
      await screen.findAllByRole('listitem');
      expect(texts()).toEqual(expected);
      unmount();
    }
  });

  it('says when nothing has happened yet', async () => {
    stubFetch(() => adminStats({ recent_activity: [] }));
    await renderDashboard();

    expect(await screen.findByText('No activity yet.')).toBeTruthy();
  });

  it('shows an error with a retry that loads the figures again', async () => {
    let isDown = true;
    const fetchMock = stubFetch(() => (isDown ? errorResponse(500) : adminStats()));
    await renderDashboard();

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to load the dashboard',
    );
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('98,765')).toBeTruthy();
    expect(requestsTo(fetchMock, '/api/admin/stats')).toHaveLength(2);
  });
});
