import { isLanguage } from '@riftscope/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeToken } from '../../lib/auth-token.ts';
import { AuthProvider } from '../../shared/session/auth-context.tsx';
import { errorResponse, jsonResponse, renderRoutes } from '../../test/render.tsx';
import { GuidePage } from './guide-page.tsx';
import { guide, guideBuild } from './test/guide-fixtures.ts';

const READER = {
  id: 42,
  name: 'Reader',
  email: 'reader@example.com',
  role: 'user',
  plan: 'free',
  avatar: null,
  language: 'en',
} as const;

interface Call {
  path: string;
  method: string;
  isSignedIn: boolean;
  lang: string | null;
}

/**
 * Answers the page's calls: `/api/me` with the reader, a guide by `answer` (which sees whether
 * the request carried the session), and the helpful mark by `mark`. Every call is noted.
 */
function stubGuideApi({
  answer = (call) => guide(1, isLanguage(call.lang) ? call.lang : 'en'),
  mark = () => ({ helpful_count: 5, marked_helpful: true }),
}: {
  answer?: (call: Call) => unknown;
  mark?: () => unknown;
} = {}) {
  const calls: Call[] = [];
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call = {
      path: url.pathname,
      method: init?.method ?? 'GET',
      isSignedIn: Boolean(headers.authorization),
      lang: url.searchParams.get('lang'),
    };
    calls.push(call);
    const reply =
      url.pathname === '/api/me' ? READER : call.method === 'POST' ? mark() : answer(call);
    return reply instanceof Response ? reply : jsonResponse(200, reply);
  });
  vi.stubGlobal('fetch', mock);
  return calls;
}

const renderGuide = (path: string) =>
  renderRoutes(
    [
      {
        path: '/:lang/guides/:slug',
        element: (
          <AuthProvider>
            <GuidePage notFound={<p>Site not found page</p>} />
          </AuthProvider>
        ),
      },
    ],
    path,
  );

const block = (name: string) => screen.getByRole('region', { name });

afterEach(() => writeToken(null));

describe('GuidePage', () => {
  it('shows the champion and role linked to the champion page, the facts, the body and every build block', async () => {
    stubGuideApi();
    await renderGuide('/en/guides/ahri-mid-guide-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Ahri mid guide 1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ahri · Middle' }).getAttribute('href')).toBe(
      '/en/champions/ahri?role=MIDDLE',
    );
    const header = screen.getByRole('banner');
    for (const fact of ['Patch 15.22', 'Medium', 'Mod Writer', 'May 10, 2025', '4 found']) {
      expect(header.textContent).toContain(fact);
    }
    expect(screen.getByText(/Push the wave/)).toBeTruthy();
    // A link of the body within the site stays a link within the site.
    expect(screen.getByRole('link', { name: 'look at the figures' }).getAttribute('href')).toBe(
      '/en/champions/ahri',
    );

    const core = block('Core items, in order');
    expect(
      within(core)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(["Luden's Companion", '→Shadowflame', "→Rabadon's Deathcap"]);
    const coreFigures = within(core).getByLabelText('Core items, in order');
    expect(coreFigures.textContent).toContain('55.0%');
    expect(coreFigures.textContent).toContain('120');
    expect(coreFigures.textContent).toContain('66 wins');
    expect(coreFigures.textContent).toContain('12.0%');
    expect(coreFigures.textContent).toContain('of 1,000 players');
    expect(within(block('Runes')).getByText('Electrocute')).toBeTruthy();
    expect(within(block('Runes')).getByText('Transcendence')).toBeTruthy();
    expect(within(block('Summoner spells')).getByText('Flash')).toBeTruthy();
    expect(within(block('Starting items')).getByText("Doran's Ring")).toBeTruthy();
    expect(within(block('Situational items')).getByText("Zhonya's Hourglass")).toBeTruthy();
    expect(screen.getByText(/^Today's figures of each choice:/).textContent).toBe(
      "Today's figures of each choice: patch 15.22, Ranked Solo/Duo, Emerald+, all regions",
    );
  });

  it('says "No recent games with this build" with its slice for a block nobody played, and shows no figures for situational items', async () => {
    stubGuideApi();
    await renderGuide('/en/guides/ahri-mid-guide-1');

    const boots = await screen.findByRole('region', { name: 'Boots' });
    expect(within(boots).getByText('No recent games with this build')).toBeTruthy();
    expect(
      within(boots).getByText('patch 15.22, Ranked Solo/Duo, Emerald+, all regions'),
    ).toBeTruthy();
    expect(within(block('Situational items')).queryByText('Win rate')).toBeNull();
    expect(
      within(block('Situational items')).queryByText('No recent games with this build'),
    ).toBeNull();
  });

  it('marks figures of fewer games than the minimum sample as a small sample', async () => {
    stubGuideApi();
    await renderGuide('/en/guides/ahri-mid-guide-1');

    const skills = await screen.findByRole('region', { name: 'Skill order' });
    expect(within(skills).getByText('Small')).toBeTruthy();
    expect(within(block('Core items, in order')).queryByText('Small')).toBeNull();
    // The 15-level grid: Q taken at 1, 4, 5, 7 and 9; maxed first.
    const qRow = within(skills).getByRole('rowheader', { name: 'Q' }).closest('tr');
    expect(
      Array.from(qRow?.querySelectorAll('td') ?? [], (cell) => cell.textContent).filter(Boolean),
    ).toEqual(['1', '4', '5', '7', '9']);
    expect(within(skills).getByText('Max order').parentElement?.textContent).toBe('Max orderQ›E›W');
  });

  it('shows no figures for starting items or boots the author left out', async () => {
    stubGuideApi({
      answer: () =>
        guide(1, 'en', {
          build: guideBuild({ starting_items: [], boots: null }),
        }),
    });
    await renderGuide('/en/guides/ahri-mid-guide-1');

    const starting = await screen.findByRole('region', { name: 'Starting items' });
    expect(within(starting).getByText('None chosen')).toBeTruthy();
    expect(within(starting).queryByText('Win rate')).toBeNull();
    expect(within(block('Boots')).getByText('No boots')).toBeTruthy();
    expect(within(block('Boots')).queryByText('No recent games with this build')).toBeNull();
  });

  it('notes that the figures are from the current patch when the guide was written for another', async () => {
    stubGuideApi({ answer: () => guide(1, 'en', { patch: '15.20' }) });
    await renderGuide('/en/guides/ahri-mid-guide-1');

    expect(
      await screen.findByText(
        'Written for patch 15.20. The figures beside the build are from patch 15.22, the current one.',
      ),
    ).toBeTruthy();
  });

  it('has no patch note when the guide was written for the current patch', async () => {
    stubGuideApi();
    await renderGuide('/en/guides/ahri-mid-guide-1');

    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/Written for patch/)).toBeNull();
  });

  it("shows the site's not-found page for an unknown slug", async () => {
    stubGuideApi({ answer: () => errorResponse(404, 'Guide not found') });
    await renderGuide('/en/guides/nothing-here');

    expect(await screen.findByText('Site not found page')).toBeTruthy();
  });

  it('takes a slug the API refuses (422) for a guide that does not exist', async () => {
    stubGuideApi({ answer: () => errorResponse(422, 'Invalid slug') });
    await renderGuide('/en/guides/a%00b');

    expect(await screen.findByText('Site not found page')).toBeTruthy();
  });

  it('shows an error with a retry for a failure other than not found', async () => {
    let isFailing = true;
    stubGuideApi({ answer: () => (isFailing ? errorResponse(503) : guide(1, 'tr')) });
    await renderGuide('/tr/guides/ahri-orta-rehberi-1');

    expect(await screen.findByText('Rehber yüklenemedi')).toBeTruthy();
    isFailing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ahri orta rehberi 1' }),
    ).toBeTruthy();
  });

  it('names the page after the guide, its alternates only in the languages it is written in', async () => {
    stubGuideApi({
      answer: () =>
        guide(1, 'en', { slugs: { en: 'ahri-mid-guide-1', tr: 'ahri-orta-rehberi-1' } }),
    });
    await renderGuide('/en/guides/ahri-mid-guide-1');

    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe('Ahri mid guide 1 — RiftScope'));
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')];
    expect(
      alternates.map((link) => [
        link.getAttribute('hreflang'),
        new URL(link.getAttribute('href') ?? '').pathname,
      ]),
    ).toEqual([
      ['en', '/en/guides/ahri-mid-guide-1'],
      ['tr', '/tr/guides/ahri-orta-rehberi-1'],
      ['x-default', '/en/guides/ahri-mid-guide-1'],
    ]);
  });

  it("replaces another slug of the guide with this language's", async () => {
    stubGuideApi({ answer: (call) => guide(1, call.lang === 'ru' ? 'ru' : 'en') });
    const { router } = await renderGuide('/ru/guides/old-slug');

    await waitFor(() => expect(router.state.location.pathname).toBe('/ru/guides/gaid-po-ari-1'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Гайд по Ари 1');
  });

  it("follows the language switch to the guide's slug in the new language", async () => {
    const calls = stubGuideApi({
      answer: (call) => guide(1, call.lang === 'tr' ? 'tr' : 'en'),
    });
    const { router } = await renderGuide('/en/guides/ahri-mid-guide-1');
    await screen.findByRole('heading', { level: 1, name: 'Ahri mid guide 1' });

    // The switcher keeps the path after the language, the English slug.
    await router.navigate('/tr/guides/ahri-mid-guide-1');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/tr/guides/ahri-orta-rehberi-1'),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ahri orta rehberi 1' }),
    ).toBeTruthy();
    // The English slug is never asked for in Turkish.
    expect(
      calls.filter((c) => c.path === '/api/guides/ahri-mid-guide-1' && c.lang === 'tr'),
    ).toEqual([]);
  });

  it('goes to the guide list of the new language when the guide is not written in it', async () => {
    stubGuideApi({ answer: () => guide(1, 'en', { slugs: { en: 'ahri-mid-guide-1' } }) });
    const { router } = await renderGuide('/en/guides/ahri-mid-guide-1');
    await screen.findByRole('heading', { level: 1 });

    await router.navigate('/ru/guides/ahri-mid-guide-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ru/guides'));
  });
});

describe('GuidePage: Helpful', () => {
  const helpful = () => screen.getByRole('region', { name: 'Was this guide helpful?' });

  it('shows a visitor signed out the count and a way to sign in, asking for the guide without a session', async () => {
    const calls = stubGuideApi();
    await renderGuide('/en/guides/ahri-mid-guide-1');

    await screen.findByRole('heading', { level: 1 });
    expect(within(helpful()).getByText('4 people found it helpful')).toBeTruthy();
    expect(
      within(helpful()).getByRole('button', { name: 'Sign in to mark it helpful' }),
    ).toBeTruthy();
    expect(within(helpful()).queryByRole('button', { name: 'Helpful' })).toBeNull();
    expect(calls.filter((c) => c.path.startsWith('/api/guides/')).map((c) => c.isSignedIn)).toEqual(
      [false],
    );
  });

  it('lets a signed-in reader mark the guide once, then shows it marked with the new count', async () => {
    writeToken('reader-token');
    const calls = stubGuideApi({
      answer: () => guide(1, 'en', { marked_helpful: false, helpful_count: 4 }),
    });
    await renderGuide('/en/guides/ahri-mid-guide-1');

    const button = await screen.findByRole('button', { name: 'Helpful' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);

    expect(await within(helpful()).findByText('You found it helpful')).toBeTruthy();
    expect(within(helpful()).getByText('5 people found it helpful')).toBeTruthy();
    expect(within(helpful()).queryByRole('button', { name: 'Helpful' })).toBeNull();
    // The header's count follows.
    expect(screen.getByRole('banner').textContent).toContain('5 found it helpful');
    const marks = calls.filter((c) => c.method === 'POST');
    expect(marks).toEqual([
      { path: '/api/guides/1/helpful', method: 'POST', isSignedIn: true, lang: null },
    ]);
  });

  it('shows a reader who marked it already that they did, with no button', async () => {
    writeToken('reader-token');
    stubGuideApi({
      answer: (call) =>
        guide(1, 'en', call.isSignedIn ? { marked_helpful: true, helpful_count: 9 } : {}),
    });
    await renderGuide('/en/guides/ahri-mid-guide-1');

    expect(await screen.findByText('You found it helpful')).toBeTruthy();
    expect(within(helpful()).getByText('9 people found it helpful')).toBeTruthy();
    expect(within(helpful()).queryByRole('button')).toBeNull();
  });

  it('says so when the account is blocked', async () => {
    writeToken('reader-token');
    stubGuideApi({ mark: () => errorResponse(403, 'This account is blocked') });
    await renderGuide('/en/guides/ahri-mid-guide-1');

    const button = await screen.findByRole('button', { name: 'Helpful' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);

    expect((await within(helpful()).findByRole('alert')).textContent).toBe(
      'Your account is blocked, so it cannot mark guides.',
    );
    expect(within(helpful()).getByRole('button', { name: 'Helpful' })).toBeTruthy();
  });

  it('says so when the mark fails for another reason', async () => {
    writeToken('reader-token');
    stubGuideApi({ mark: () => errorResponse(500) });
    await renderGuide('/ru/guides/gaid-po-ari-1');

    const button = await screen.findByRole('button', { name: 'Полезно' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Не удалось отметить гайд. Попробуйте ещё раз.',
    );
  });
});
