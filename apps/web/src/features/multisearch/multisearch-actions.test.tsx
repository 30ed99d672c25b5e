import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, found, invalid, pending, player } from './test/multisearch-fixtures.ts';
import { columnOf, pagePath, renderPage, riotIdName, stubApi } from './test/page-harness.tsx';

const LOBBY = 'Baron Stealer#EUW, Fresh Face#EUW, Nobody Here#EUW, not a name';
const FLEX_PATH = pagePath(LOBBY, 'en', 'euw1', 'flex');

/** The lobby: one stored player, one fetched by its column, one not found, one not a Riot ID. */
async function renderLobby() {
  stubApi(
    answer([
      found(player('Baron Stealer')),
      pending('Fresh Face'),
      pending('Nobody Here'),
      invalid('not a name'),
    ]),
    (url) =>
      url.pathname.includes('Fresh')
        ? player('Fresh Face')
        : new Response('{"message":"Not found"}', { status: 404 }),
  );
  await renderPage(FLEX_PATH);
  await columnOf('Baron Stealer#EUW');
  await screen.findByRole('link', { name: riotIdName('Fresh Face#EUW') });
  await screen.findByText('Not found on EUW');
}

/** Replaces the clipboard API with `clipboard` (undefined: a browser without one). */
function stubClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(window.navigator, 'clipboard', { value: clipboard, configurable: true });
}

/** Replaces the document's copy command with one that answers `isCopied`. */
function stubCopyCommand(isCopied: boolean) {
  const execCommand = vi.fn(() => isCopied);
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return execCommand;
}

afterEach(() => {
  vi.restoreAllMocks();
  stubClipboard(undefined);
});

describe('MultiSearchPage actions', () => {
  it("opens each found player's profile in a new tab within the click", async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => ({ opener: {} }) as Window);
    await renderLobby();

    fireEvent.click(screen.getByRole('button', { name: 'Open all profiles' }));
    expect(open.mock.calls).toEqual([
      ['/en/summoner/euw1/Baron%20Stealer/EUW', '_blank'],
      ['/en/summoner/euw1/Fresh%20Face/EUW', '_blank'],
    ]);
    expect(open.mock.results.map((result) => (result.value as Window).opener)).toEqual([
      null,
      null,
    ]);
    expect(screen.queryByText(/blocked/)).toBeNull();
  });

  it('says how many tabs the browser blocked, and claims nothing when it blocks none', async () => {
    vi.spyOn(window, 'open')
      .mockImplementationOnce(() => ({}) as Window)
      .mockImplementationOnce(() => null);
    await renderLobby();

    fireEvent.click(screen.getByRole('button', { name: 'Open all profiles' }));
    expect(screen.getByRole('status', { name: '' }).textContent).toBe(
      'The browser blocked 1 of 2 tabs. Allow pop-ups for this site and try again, or open each player from their name.',
    );
  });

  it("copies the board's address with its names and queue, and says so", async () => {
    const writeText = vi.fn(async () => {});
    stubClipboard({ writeText });
    await renderLobby();

    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${FLEX_PATH}`);
  });

  it('copies through a selected field of the address where there is no clipboard API', async () => {
    stubClipboard(undefined);
    const execCommand = stubCopyCommand(true);
    await renderLobby();

    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });

  it('leaves the address selected in its field for the visitor to copy when the browser refuses both', async () => {
    stubClipboard({ writeText: vi.fn(async () => Promise.reject(new Error('denied'))) });
    stubCopyCommand(false);
    await renderLobby();

    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    const field = await screen.findByRole('textbox', { name: 'Link to this multi-search' });
    expect((field as HTMLInputElement).value).toBe(`${window.location.origin}${FLEX_PATH}`);
    expect(document.activeElement).toBe(field);
    expect(
      screen.getByText('The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.'),
    ).toBeTruthy();
    expect(screen.queryByText('Link copied')).toBeNull();
  });

  it('offers nothing to open while no player of the board is found', async () => {
    stubApi(answer([pending('Nobody Here')]));
    await renderPage(pagePath('Nobody Here#EUW'));

    await screen.findByText('Not found on EUW');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open all profiles' })).toHaveProperty(
        'disabled',
        true,
      ),
    );
  });
});
