import type { MatchParticipant } from '@riftscope/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, stubFetch } from '../../../test/render.tsx';
import { PUUID, participant, participants } from '../test/summoner-fixtures.ts';
import { MatchDetails } from './match-details.tsx';

const renderDetails = (players: MatchParticipant[], path = '/en') => {
  stubFetch(() => players);
  return renderRoutes(
    [{ path: '/:lang', element: <MatchDetails matchId="EUW1_1" puuid={PUUID} region="euw1" /> }],
    path,
  );
};

/**
 * Sixteen Arena players, all on team 100: duo `n` (1–8) is players 2n−2 and 2n−1 and placed
 * 9−n, so the viewed player's duo 1 came last and duo 8 won.
 */
const arenaParticipants = () =>
  Array.from({ length: 16 }, (_, index) => {
    const duo = Math.floor(index / 2) + 1;
    const placement = 9 - duo;
    return participant(index, {
      team_id: 100,
      subteam_id: duo,
      placement,
      win: placement <= 4,
      summoner_name: index === 0 ? 'Baron Stealer#EUW' : `Duo Mate ${index}#EUW`,
    });
  });

const captions = () => screen.getAllByRole('table').map((table) => table.querySelector('caption'));

describe('MatchDetails', () => {
  it('shows an Arena game as eight duos ordered by placement, with the viewed duo outlined', async () => {
    await renderDetails(arenaParticipants());

    const tables = await screen.findAllByRole('table');
    expect(tables).toHaveLength(8);
    expect(captions().map((caption) => caption?.textContent)).toEqual([
      '1stVictory',
      '2ndVictory',
      '3rdVictory',
      '4thVictory',
      '5thDefeat',
      '6thDefeat',
      '7thDefeat',
      '8thDefeat',
    ]);
    for (const table of tables) expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(tables[0] as HTMLElement).getByText(/^Duo Mate 14/)).toBeTruthy();
    expect(within(tables[0] as HTMLElement).getByText(/^Duo Mate 15/)).toBeTruthy();

    const last = tables[7] as HTMLElement;
    const viewed = within(last)
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-current') === 'true');
    expect(viewed).toHaveLength(1);
    expect(viewed[0]?.textContent).toContain('Baron Stealer');
    expect(within(last).getByText(/^Duo Mate 1/)).toBeTruthy();
    expect(last.parentElement?.className).toContain('border-accent');
    expect(tables[0]?.parentElement?.className).not.toContain('border-accent');
    expect(within(last).getAllByRole('columnheader')).toHaveLength(11);
  });

  it('shows the scoreboard as a skeleton while the players load, and says so to screen readers', async () => {
    stubFetch(() => new Promise(() => {}));
    await renderRoutes(
      [{ path: '/:lang', element: <MatchDetails matchId="EUW1_1" puuid={PUUID} region="euw1" /> }],
      '/ru',
    );

    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Загрузка матча...');
    const skeleton = status.parentElement as HTMLElement;
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    // Two teams of five rows, not a line of text.
    expect(skeleton.querySelectorAll('.border-t')).toHaveLength(10);
  });

  it("wraps the viewed player's long Riot ID instead of cutting it, and cuts the others'", async () => {
    const wide = 'WWWWWWWWWWWWWWWW#WWWWW';
    await renderDetails(participants().map((p) => ({ ...p, summoner_name: wide })));

    const rows = (await screen.findAllByRole('row')).filter((row) => row.querySelector('a'));
    const viewed = rows.filter((row) => row.getAttribute('aria-current') === 'true');
    expect(viewed).toHaveLength(1);
    for (const row of rows) {
      const link = row.querySelector('a') as HTMLElement;
      expect(link.className.includes('truncate'), link.textContent ?? '').toBe(
        row.getAttribute('aria-current') !== 'true',
      );
    }
  });

  it('names Arena places in Russian as the card does', async () => {
    await renderDetails(arenaParticipants(), '/ru');

    await screen.findAllByRole('table');
    expect(captions()[0]?.textContent).toBe('1-е местоПобеда');
  });

  it('keeps two team tables outside Arena, the viewed team first', async () => {
    await renderDetails(
      participants().map((p) => ({ ...p, team_id: p.team_id === 100 ? 200 : 100 })),
    );

    const tables = await screen.findAllByRole('table');
    expect(tables.map((table) => table.querySelector('caption > span')?.textContent)).toEqual([
      'Red Team',
      'Blue Team',
    ]);
  });

  it('shows a short multikill label, the full name staying its title and accessible name', async () => {
    await renderDetails(
      participants().map((p, index) => (index === 0 ? { ...p, largest_multikill: 2 } : p)),
      '/ru',
    );

    const badge = await screen.findByTitle('Двойное убийство');
    expect(within(badge).getByText('Двойное').getAttribute('aria-hidden')).toBe('true');
    expect(within(badge).getByText('Двойное убийство').className).toContain('sr-only');
  });
});
