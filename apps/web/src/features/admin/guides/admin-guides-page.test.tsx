import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { AdminGuidesPage } from './admin-guides-page.tsx';

describe('AdminGuidesPage', () => {
  it('says guides are not available yet and shows no content', async () => {
    await renderRoutes([{ path: '/admin/guides', element: <AdminGuidesPage /> }], '/admin/guides');

    expect(await screen.findByRole('heading', { level: 1, name: 'Guides' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Guides are not available yet');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
