import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { NotFound } from './not-found.tsx';

describe('NotFound', () => {
  it('shows 404 above its title and text, with a link to the main page of the language', async () => {
    await renderRoutes([{ path: '/:lang/*', element: <NotFound /> }], '/ru/no-such-page');

    const title = await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' });
    const code = screen.getByText('404', { exact: true });
    expect(code.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Возможно, страница была удалена или ссылка неверна')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/ru');
  });
});
