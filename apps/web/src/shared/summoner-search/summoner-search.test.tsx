import type { Region } from '@riftscope/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes, stubFetch } from '../../test/render.tsx';
import { SummonerSearch } from './summoner-search.tsx';

/** The search box as a summoner page holds it: the viewed player's region passed down. */
function OnSummonerPage() {
  const { region } = useParams();
  return <SummonerSearch language="en" region={region as Region} />;
}

const regionBox = () => screen.getByRole('combobox', { name: 'Region' }) as HTMLSelectElement;

describe('SummonerSearch on a summoner page', () => {
  it("starts on the viewed player's region and follows it to the next player", async () => {
    stubFetch(() => ({ data: [] }));
    const { router } = await renderRoutes(
      [{ path: '/:lang/summoner/:region/:gameName/:tagLine', element: <OnSummonerPage /> }],
      '/en/summoner/kr/Silent%20Brush/KR1',
    );

    expect(regionBox().value).toBe('kr');
    await act(() => router.navigate('/en/summoner/na1/Turret%20Hugger/NA1'));
    expect(regionBox().value).toBe('na1');
  });

  it('fills the box with name#tag and the region of a picked suggestion, and opens that player', async () => {
    stubFetch(() => ({
      data: [
        {
          id: 7,
          game_name: 'Silent Brush',
          tag_line: 'KR1',
          region: 'kr',
          profile_icon_id: 1,
          summoner_level: 30,
          solo_rank: null,
          last_seen_at: null,
        },
      ],
    }));
    const { router } = await renderRoutes(
      [{ path: '/:lang/summoner/:region/:gameName/:tagLine', element: <OnSummonerPage /> }],
      '/en/summoner/euw1/Baron%20Stealer/EUW',
    );
    const riotIdBox = screen.getByRole('combobox', { name: 'Riot ID' }) as HTMLInputElement;

    fireEvent.input(riotIdBox, { target: { value: 'sil' } });
    const list = screen.getByRole('listbox', { hidden: true });
    fireEvent.click(await within(list).findByRole('option', { hidden: true }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/en/summoner/kr/Silent%20Brush/KR1'),
    );
    const box = screen.getByRole('combobox', { name: 'Riot ID' }) as HTMLInputElement;
    expect(box.value).toBe('Silent Brush#KR1');
    expect(regionBox().value).toBe('kr');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('starts on the default region elsewhere', async () => {
    stubFetch(() => ({ data: [] }));
    await renderRoutes([{ path: '/:lang', element: <SummonerSearch language="en" /> }], '/en');

    expect(regionBox().value).toBe('euw1');
  });
});

describe('SummonerSearch with several players', () => {
  const renderBox = () =>
    renderRoutes([{ path: '/:lang', element: <SummonerSearch language="en" /> }], '/en');
  const riotIdBox = () => screen.getByRole('combobox', { name: 'Riot ID' }) as HTMLInputElement;
  const paste = (text: string) =>
    fireEvent.paste(riotIdBox(), { clipboardData: { getData: () => text } });
  const LOBBY = 'Baron Stealer#EUW joined the lobby\nJade Oracle#EUW joined the lobby';

  it('goes to multi-search with the text of a submit that names more than one player', async () => {
    stubFetch(() => ({ data: [] }));
    const { router } = await renderBox();

    fireEvent.input(riotIdBox(), { target: { value: 'A Player#EUW, B Player#EUW' } });
    fireEvent.submit(riotIdBox().form as HTMLFormElement);

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/multisearch/euw1'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe(
      'A Player#EUW, B Player#EUW',
    );
  });

  it('goes to multi-search with pasted lobby lines, line breaks kept, in the chosen region', async () => {
    stubFetch(() => ({ data: [] }));
    const { router } = await renderBox();

    fireEvent.change(regionBox(), { target: { value: 'tr1' } });
    expect(paste(LOBBY)).toBe(false);

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/multisearch/tr1'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe(LOBBY);
  });

  it('lets one pasted Riot ID into the box as usual', async () => {
    stubFetch(() => ({ data: [] }));
    const { router } = await renderBox();

    expect(paste('Baron Stealer#EUW joined the lobby')).toBe(true);
    expect(router.state.location.pathname).toBe('/en');
  });
});
