import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { writeToken } from '../../lib/auth-token.ts';
import { renderRoutes, stubFetch } from '../../test/render.tsx';
import { AuthProvider } from '../session/auth-context.tsx';
import { Header } from './header.tsx';

function renderHeader(path: string) {
  return renderRoutes(
    [
      {
        path: '/:lang/*',
        element: (
          <AuthProvider>
            <Header language="ru" />
          </AuthProvider>
        ),
      },
    ],
    path,
  );
}

const AREAS = [
  ['Главная', '/ru'],
  ['Чемпионы', '/ru/champions'],
  ['Тир-лист', '/ru/tier-list'],
  ['ARAM', '/ru/aram'],
  ['Арена', '/ru/arena'],
  ['Руны', '/ru/runes'],
  ['Предметы', '/ru/items'],
  ['Рейтинг', '/ru/leaderboards/euw1'],
  ['Мультипоиск', '/ru/multisearch/euw1'],
  ['Новости', '/ru/news'],
] as const;

const linksOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('Header', () => {
  it('leads to every public area, in the wide navigation and in the phone menu alike', async () => {
    await renderHeader('/ru/news');
    const [wide] = await screen.findAllByRole('navigation', { name: 'Основная навигация' });
    if (!wide) throw new Error('no navigation');
    expect(linksOf(wide)).toEqual(AREAS);

    fireEvent.click(screen.getByRole('button', { name: 'Открыть меню' }));
    const menus = screen.getAllByRole('navigation', { name: 'Основная навигация' });
    expect(menus).toHaveLength(2);
    expect(linksOf(menus[1] as HTMLElement)).toEqual(AREAS);
  });

  it('marks the area of the page shown, a champion page and another region’s multi-search included', async () => {
    for (const [path, area] of [
      ['/ru/champions/ahri', 'Чемпионы'],
      ['/ru/multisearch/kr', 'Мультипоиск'],
      ['/ru/runes/8112', 'Руны'],
      ['/ru/items/3078', 'Предметы'],
      ['/ru/arena/augments/1205', 'Арена'],
      ['/ru', 'Главная'],
    ] as const) {
      const { unmount } = await renderHeader(path);
      const [nav] = await screen.findAllByRole('navigation', { name: 'Основная навигация' });
      if (!nav) throw new Error('no navigation');
      const current = within(nav)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page')
        .map((link) => link.textContent);
      expect(current, path).toEqual([area]);
      unmount();
    }
  });

  describe('for the admin area', () => {
    afterEach(() => writeToken(null));

    it('leads administrators and moderators to the admin area (which sends a moderator to the guides)', async () => {
      writeToken('token-1');
      for (const [role, href] of [
        ['admin', '/admin'],
        ['mod', '/admin'],
      ] as const) {
        stubFetch(() => ({
          id: 1,
          name: 'Staff',
          email: 's@example.com',
          role,
          plan: 'free',
          avatar: null,
          language: 'ru',
        }));
        const { unmount } = await renderHeader('/ru');
        const [nav] = await screen.findAllByRole('navigation', { name: 'Основная навигация' });
        const admin = await within(nav as HTMLElement).findByRole('link', { name: 'Админка' });
        expect(admin.getAttribute('href')).toBe(href);
        unmount();
      }
    });
  });
});
