import type { MatchAnalysisResponse } from '@riftscope/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, stubFetch } from '../../../test/render.tsx';
import { lanePlayer, matchAnalysis } from '../test/lane-fixtures.ts';
import { PUUID, participants } from '../test/summoner-fixtures.ts';
import { LaneSummary } from './lane-summary.tsx';

const renderLane = (analysis: MatchAnalysisResponse, path = '/en') => {
  stubFetch((url) => (url.pathname.endsWith('/analysis') ? analysis : participants()));
  return renderRoutes(
    [{ path: '/:lang', element: <LaneSummary matchId="EUW1_1" puuid={PUUID} /> }],
    path,
  );
};

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('LaneSummary', () => {
  it('shows gold, CS and XP against the lane opponent at 10 and 15 minutes, signed', async () => {
    await renderLane(matchAnalysis());
    const lane = await screen.findByRole('region', { name: 'Lane' });
    expect(within(lane).getByRole('heading').textContent).toBe('Lane against Lux');
    const [, gold, cs, xp] = within(lane).getAllByRole('row');
    expect(cellsOf(gold as HTMLElement)).toEqual(['+377377 ahead', '−256256 behind']);
    expect(cellsOf(cs as HTMLElement)).toEqual(['+1616 ahead', '0Even']);
    expect(cellsOf(xp as HTMLElement)).toEqual(['+267267 ahead', '+202202 ahead']);
    expect(within(lane).queryByText("Riot's laning figures")).toBeNull();
  });

  it('says the game ended before 15:00 instead of a figure', async () => {
    const short = matchAnalysis({
      game_duration: 870,
      lanes: [lanePlayer(0, { at_15: null })],
    });
    await renderLane(short);
    const lane = await screen.findByRole('region', { name: 'Lane' });
    expect(within(lane).getAllByText('The game ended before 15:00')).toHaveLength(3);
  });

  it("shows Riot's laning figures, labelled as Riot's, when no timeline is stored", async () => {
    await renderLane(
      matchAnalysis({ timeline: null, lanes: [lanePlayer(0, { at_10: null, at_15: null })] }),
    );
    const lane = await screen.findByRole('region', { name: 'Lane' });
    const riot = within(lane).getByRole('region', { name: "Riot's laning figures" });
    expect(riot.textContent).toContain('Ahead in gold and XP at the end of the laning phaseYes');
    expect(riot.textContent).toContain('Largest CS lead over the lane opponent25.5');
    expect(within(lane).queryByRole('table')).toBeNull();
  });

  it('says so when the player has no single lane opponent', async () => {
    await renderLane(matchAnalysis({ lanes: [lanePlayer(0, { opponent_puuid: null })] }));
    const lane = await screen.findByRole('region', { name: 'Lane' });
    expect(lane.textContent).toContain('No single lane opponent');
  });

  it.each([
    ['a game without lanes', { has_lanes: false }],
    ['a remake', { is_remake: true }],
  ])('shows nothing in %s', async (_name, overrides) => {
    // The game with lanes is asked for after the other: once it shows, both have answered.
    stubFetch((url) => {
      if (!url.pathname.endsWith('/analysis')) return participants();
      return url.pathname.includes('EUW1_2') ? matchAnalysis(overrides) : matchAnalysis();
    });
    await renderRoutes(
      [
        {
          path: '/:lang',
          element: (
            <>
              <LaneSummary matchId="EUW1_2" puuid={PUUID} />
              <LaneSummary matchId="EUW1_1" puuid={PUUID} />
            </>
          ),
        },
      ],
      '/en',
    );
    await screen.findByRole('region', { name: 'Lane' });
    expect(screen.getAllByRole('region', { name: 'Lane' })).toHaveLength(1);
  });

  it('is written in Russian', async () => {
    await renderLane(matchAnalysis(), '/ru');
    const lane = await screen.findByRole('region', { name: 'Линия' });
    expect(within(lane).getByRole('columnheader', { name: 'На 10:00' })).toBeTruthy();
  });
});
