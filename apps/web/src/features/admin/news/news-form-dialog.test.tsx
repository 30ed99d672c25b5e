import type { NewsItem } from '@riftscope/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { adminNewsItem } from '../test/admin-news-fixtures.ts';
import type { NewsFormTarget } from './news-form.ts';
import { NewsFormDialog } from './news-form-dialog.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

/** The page's part: buttons that open the form, and the form closing itself. */
function Host({ item }: { item: NewsItem }) {
  const [target, setTarget] = useState<NewsFormTarget | null>(null);
  return (
    <>
      <button type="button" onClick={() => setTarget({ mode: 'create' })}>
        New
      </button>
      <button type="button" onClick={() => setTarget({ mode: 'edit', item })}>
        Change
      </button>
      <NewsFormDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}

/** Opens the form host; every call is answered with `item` and its multipart form kept. */
async function renderHost(item: NewsItem = adminNewsItem(7)) {
  const forms: FormData[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.body instanceof FormData) forms.push(init.body);
      return new Response(JSON.stringify(item), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  await renderRoutes([{ path: '/admin/news', element: <Host item={item} /> }], '/admin/news');
  return { forms };
}

const form = () => screen.getByRole('dialog', { name: /News$/ });
const confirmation = () => screen.queryByRole('dialog', { name: 'Discard changes?' });

/** What the browser does on Escape in a modal dialog. */
const pressEscape = (dialog: HTMLElement) =>
  fireEvent(dialog, new Event('cancel', { cancelable: true }));

const CLOSERS = {
  Escape: () => pressEscape(form()),
  Cancel: () => fireEvent.click(within(form()).getByRole('button', { name: 'Cancel' })),
  'the close button': () => fireEvent.click(within(form()).getByRole('button', { name: 'Close' })),
} as const;

const typeTitle = (text: string) =>
  fireEvent.input(
    within(within(form()).getByRole('tabpanel', { name: 'English' })).getByRole('textbox', {
      name: 'Title',
    }),
    { target: { value: text } },
  );

describe('NewsFormDialog', () => {
  it.each(Object.keys(CLOSERS) as (keyof typeof CLOSERS)[])(
    'closes an unchanged form on %s without asking',
    async (closer) => {
      await renderHost();
      fireEvent.click(screen.getByRole('button', { name: 'Change' }));
      expect(form()).toBeTruthy();
      CLOSERS[closer]();
      expect(confirmation()).toBeNull();
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it.each(Object.keys(CLOSERS) as (keyof typeof CLOSERS)[])(
    'asks before throwing away changes on %s',
    async (closer) => {
      await renderHost();
      fireEvent.click(screen.getByRole('button', { name: 'New' }));
      typeTitle('Patch 25.11');
      CLOSERS[closer]();

      const ask = confirmation();
      expect(ask).not.toBeNull();
      expect(within(ask as HTMLElement).getByText(/will be lost/)).toBeTruthy();
      fireEvent.click(within(ask as HTMLElement).getByRole('button', { name: 'Keep editing' }));
      expect(confirmation()).toBeNull();
      const title = within(within(form()).getByRole('tabpanel', { name: 'English' })).getByRole(
        'textbox',
        { name: 'Title' },
      ) as HTMLInputElement;
      expect(title.value).toBe('Patch 25.11');

      CLOSERS[closer]();
      fireEvent.click(
        within(confirmation() as HTMLElement).getByRole('button', { name: 'Discard' }),
      );
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it('closes only the question on Escape in it, keeping the form and its changes', async () => {
    await renderHost();
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    typeTitle('Patch 25.11');
    pressEscape(form());
    pressEscape(confirmation() as HTMLElement);

    expect(confirmation()).toBeNull();
    expect(form()).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('counts a changed cover as a change', async () => {
    await renderHost();
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    fireEvent.click(within(form()).getByRole('button', { name: 'Remove cover' }));
    CLOSERS.Cancel();
    expect(confirmation()).not.toBeNull();
  });

  it('removes the current cover: it disappears and the save sends remove_image=true', async () => {
    const { forms } = await renderHost();
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(within(form()).getByRole('img', { name: 'Current cover' })).toBeTruthy();

    fireEvent.click(within(form()).getByRole('button', { name: 'Remove cover' }));
    expect(within(form()).queryByRole('img', { name: 'Current cover' })).toBeNull();
    expect(within(form()).getByText('The cover will be removed when you save.')).toBeTruthy();
    fireEvent.click(within(form()).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(forms).toHaveLength(1);
    expect(forms[0]?.get('remove_image')).toBe('true');
    expect(forms[0]?.get('image')).toBeNull();
  });

  it('keeps the cover when its removal is undone', async () => {
    const { forms } = await renderHost();
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    fireEvent.click(within(form()).getByRole('button', { name: 'Remove cover' }));
    fireEvent.click(within(form()).getByRole('button', { name: 'Keep the cover' }));
    expect(within(form()).getByRole('img', { name: 'Current cover' })).toBeTruthy();
    fireEvent.click(within(form()).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(forms).toHaveLength(1);
    expect(forms[0]?.get('remove_image')).toBeNull();
  });

  it('offers no removal for an item without a cover', async () => {
    await renderHost(adminNewsItem(8, { image: null }));
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(within(form()).queryByRole('button', { name: 'Remove cover' })).toBeNull();
  });
});
