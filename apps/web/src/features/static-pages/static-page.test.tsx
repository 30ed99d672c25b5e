import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { StaticPage } from './static-page.tsx';

describe('StaticPage', () => {
  it('shows the texts of the path language with linked mailboxes', async () => {
    await renderRoutes(
      [{ path: '/:lang/contacts', element: <StaticPage page="contacts" /> }],
      '/ru/contacts',
    );

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Контакты');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toContain(
      'Напишите нам',
    );
    const mail = screen.getAllByRole('link', { name: 'support@riftscope.gg' });
    expect(mail.length).toBeGreaterThan(0);
    expect(mail[0]?.getAttribute('href')).toBe('mailto:support@riftscope.gg');
    expect(screen.queryByText(/Дата вступления в силу/)).toBeNull();
  });

  it('dates the policies and lists their sections in the table of contents', async () => {
    await renderRoutes(
      [{ path: '/:lang/privacy-policy', element: <StaticPage page="privacy" /> }],
      '/en/privacy-policy',
    );

    expect(screen.getByText('Effective date: 10 May 2025')).toBeTruthy();
    const sections = screen.getAllByRole('heading', { level: 2 });
    const toc = screen.getByRole('navigation', { name: 'Privacy Policy' });
    const entries = [...toc.querySelectorAll('a')];
    expect(entries.map((a) => a.textContent)).toEqual(sections.map((h) => h.textContent));
    expect(entries[0]?.getAttribute('href')).toBe(`#${sections[0]?.closest('section')?.id}`);
    expect(document.title).toBe('Privacy policy — RiftScope');
  });
});
