import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { timelineResponse } from '../test/timeline-fixtures.ts';
import { goldDiffDomain } from './gold-diff-chart.tsx';
import { TeamGold } from './team-gold.tsx';

const FORMATS = { plain: (n: number) => n.toLocaleString('en'), compact: String };

describe('TeamGold', () => {
  it("lists blue's gold lead by minute and the objectives with the team that took them", async () => {
    const data = timelineResponse();
    data.objectives = [
      { minute: 6, timestamp: 392_000, team_id: 200, type: 'DRAGON', subtype: 'FIRE_DRAGON' },
      { minute: 14, timestamp: 845_500, team_id: 100, type: 'TOWER', subtype: 'MID_LANE' },
    ];
    await renderRoutes(
      [{ path: '/:lang', element: <TeamGold data={data} formats={FORMATS} /> }],
      '/en',
    );

    const lead = screen.getByRole('table', {
      name: "Blue team's gold minus red team's, by minute",
    });
    expect(
      within(lead)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['00', '1-1,250', '2-2,500']);
    const objectives = screen.getByRole('table', { name: 'Objectives taken' });
    expect(
      within(objectives)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['6:32', 'Red team', 'Dragon'],
      ['14:05', 'Blue team', 'Tower'],
    ]);
  });

  it('keeps zero in the middle of the chart with room above the largest lead', () => {
    expect(
      goldDiffDomain([
        { minute: 1, value: -2_500 },
        { minute: 2, value: 900 },
      ]),
    ).toEqual([-4_000, 4_000]);
    expect(goldDiffDomain([{ minute: 0, value: 0 }])).toEqual([-2_000, 2_000]);
  });
});
