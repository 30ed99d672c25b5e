import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, stubFetch } from '../../../test/render.tsx';
import { matchAnalysis } from '../test/lane-fixtures.ts';
import { PUUID, participants } from '../test/summoner-fixtures.ts';
import { TeamAnalysis } from './team-analysis.tsx';

const renderTeams = (path = '/en') => {
  stubFetch((url) => (url.pathname.endsWith('/analysis') ? matchAnalysis() : participants()));
  return renderRoutes(
    [{ path: '/:lang', element: <TeamAnalysis matchId="EUW1_1" puuid={PUUID} /> }],
    path,
  );
};

describe('TeamAnalysis', () => {
  it("shows each player's damage to champions with their share of the team, the viewed team first", async () => {
    await renderTeams();
    const blue = await screen.findByRole('region', { name: 'Blue Team: Damage to champions' });
    const rows = within(blue).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(rows[0]?.getAttribute('aria-current')).toBe('true');
    expect(rows[0]?.textContent).toBe('Baron Stealer10,00012.5% of the team');
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual([
      'Blue Team: Damage to champions',
      'Red Team: Damage to champions',
    ]);
  });

  it('switches the figure with the buttons', async () => {
    await renderTeams();
    const taken = await screen.findByRole('button', { name: 'Damage taken' });
    expect(taken.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(taken);
    expect(taken.getAttribute('aria-pressed')).toBe('true');
    const red = screen.getByRole('region', { name: 'Red Team: Damage taken' });
    expect(within(red).getAllByRole('listitem')[0]?.textContent).toBe(
      'Player 515,00033.4% of the team',
    );
  });

  it('is written in Turkish', async () => {
    await renderTeams('/tr');
    expect(await screen.findByRole('button', { name: 'Alınan hasar' })).toBeTruthy();
  });
});
