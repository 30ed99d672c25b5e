import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, requestsTo, stubFetch } from '../../../test/render.tsx';
import { buildResponse } from '../test/build-fixtures.ts';
import { PUUID, participants } from '../test/summoner-fixtures.ts';
import { MatchBuild } from './match-build.tsx';

const MATCH_ID = 'EUW1_7000000001';
const buildPath = (puuid: string) => `/api/matches/${MATCH_ID}/${puuid}/build`;

function stubApi(build = buildResponse()) {
  return stubFetch((url) => (url.pathname.endsWith('/participants') ? participants() : build));
}

const renderBuild = (path = '/en') =>
  renderRoutes(
    [{ path: '/:lang', element: <MatchBuild matchId={MATCH_ID} puuid={PUUID} /> }],
    path,
  );

const alt = (element: Element) => element.getAttribute('alt') ?? element.getAttribute('aria-label');

describe('MatchBuild', () => {
  it('lists the items minute by minute, marking sold and undone ones', async () => {
    stubApi();
    await renderBuild();

    const path = await screen.findByRole('region', { name: 'Item build path' });
    const minutes = within(path)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL');
    expect(
      minutes.map((minute) => [
        minute.querySelector('span')?.textContent,
        within(minute).getAllByRole('img').map(alt),
      ]),
    ).toEqual([
      ['0 min', ["Doran's Ring", 'Health Potion']],
      ['9 min', ['Boots', 'Boots (undone)', 'Health Potion (sold)']],
      ['14 min', ["Rabadon's Deathcap"]],
    ]);
  });

  it('fills the skill grid with the level each point was spent at', async () => {
    stubApi();
    await renderBuild();

    const grid = await screen.findByRole('table', { name: 'Skill points by champion level' });
    const levelsOf = (slot: string) => {
      const row = within(grid).getByRole('rowheader', { name: slot }).closest('tr') as HTMLElement;
      return within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .filter(Boolean);
    };
    expect(levelsOf('Q')).toEqual(['1', '4', '5', '7', '9']);
    expect(levelsOf('W')).toEqual(['2', '8', '10']);
    expect(levelsOf('E')).toEqual(['3']);
    expect(levelsOf('R')).toEqual(['6']);
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(19);
  });

  it('shows the whole rune page with its trees', async () => {
    stubApi();
    await renderBuild();

    expect(await screen.findByText('Primary: Domination')).toBeTruthy();
    expect(screen.getByText('Secondary: Sorcery')).toBeTruthy();
    for (const rune of [
      'Electrocute',
      'Taste of Blood',
      'Eyeball Collection',
      'Ultimate Hunter',
      'Manaflow Band',
      'Transcendence',
      'Health Scaling',
    ]) {
      expect(screen.getByRole('img', { name: rune })).toBeTruthy();
    }
    expect(screen.getAllByRole('img', { name: 'Adaptive Force' })).toHaveLength(2);
  });

  it("shows another player's build when their champion is picked", async () => {
    const fetchMock = stubApi();
    await renderBuild();

    await screen.findByText('Primary: Domination');
    fireEvent.click(screen.getByRole('button', { name: 'Zed — Player 6#EUW6' }));
    expect(await screen.findByText('Primary: Domination')).toBeTruthy();
    expect(requestsTo(fetchMock, buildPath(PUUID))).toHaveLength(1);
    expect(requestsTo(fetchMock, buildPath('puuid-6'))).toHaveLength(1);
    expect(
      screen.getByRole('button', { name: 'Zed — Player 6#EUW6' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('says the timeline could not be loaded when Riot no longer has it, and still shows the runes', async () => {
    stubApi(buildResponse({ timeline_available: false, items: [], skills: [] }));
    await renderBuild('/ru');

    expect(await screen.findByText('Не удалось загрузить таймлайн')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('img', { name: 'Electrocute' })).toBeTruthy();
  });
});
