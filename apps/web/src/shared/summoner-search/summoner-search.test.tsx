import type { Region } from '@riftscope/contracts';
import { act, screen } from '@testing-library/react';
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

  it('starts on the default region elsewhere', async () => {
    stubFetch(() => ({ data: [] }));
    await renderRoutes([{ path: '/:lang', element: <SummonerSearch language="en" /> }], '/en');

    expect(regionBox().value).toBe('euw1');
  });
});
