import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { mapKill } from '../test/build-fixtures.ts';
import { timelineParticipant } from '../test/timeline-fixtures.ts';
import { KillMap } from './kill-map.tsx';

const KILLS = [
  mapKill(2, 100),
  mapKill(5, 200),
  mapKill(9, 100),
  mapKill(14, 200),
  mapKill(20, 100),
];
const PLAYERS = Array.from({ length: 10 }, (_, index) => timelineParticipant(index + 1));

const renderMap = (mapId = 11) =>
  renderRoutes(
    [
      {
        path: '/:lang',
        element: <KillMap mapId={mapId} kills={KILLS} players={PLAYERS} lastMinute={25} />,
      },
    ],
    '/en',
  );

const dots = () =>
  [...document.querySelectorAll('[data-kill]')].map((dot) => dot.getAttribute('data-kill'));

describe('KillMap', () => {
  it('draws every kill in the colour of the killing team and counts them', async () => {
    await renderMap();

    expect(screen.getByRole('img', { name: "Kills on Summoner's Rift" })).toBeTruthy();
    expect(dots()).toEqual(['100', '200', '100', '200', '100']);
    expect(screen.getByRole('status').textContent).toBe('5 kills shown');
  });

  it('shows one team’s kills when that team is chosen', async () => {
    await renderMap();

    fireEvent.click(screen.getByRole('radio', { name: 'Red team' }));
    expect(dots()).toEqual(['200', '200']);
    expect(screen.getByRole('status').textContent).toBe('2 kills shown');
    fireEvent.click(screen.getByRole('radio', { name: 'Both teams' }));
    expect(dots()).toHaveLength(5);
  });

  it('keeps only the kills inside the chosen minutes', async () => {
    await renderMap();

    fireEvent.change(screen.getByRole('combobox', { name: 'From' }), { target: { value: '5' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'To' }), { target: { value: '14' } });
    expect(dots()).toEqual(['200', '100', '200']);
    fireEvent.click(screen.getByRole('radio', { name: 'Blue team' }));
    expect(dots()).toEqual(['100']);
    expect(screen.getByRole('status').textContent).toBe('1 kill shown');
  });

  it('puts a kill where Riot says, with y growing upwards', async () => {
    await renderMap();

    const dot = document.querySelector('[data-kill]');
    expect(Number(dot?.getAttribute('cx'))).toBeCloseTo(47.07, 1);
    expect(Number(dot?.getAttribute('cy'))).toBeCloseTo(52.93, 1);
    expect(dot?.textContent).toBe('2 min: Garen killed Darius');
  });

  it('draws the Howling Abyss for ARAM and no map for Arena', async () => {
    const { unmount } = await renderMap(12);
    expect(screen.getByRole('img', { name: 'Kills on the Howling Abyss' })).toBeTruthy();
    unmount();

    await renderMap(30);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Arena has no fixed map, so kills are not drawn.')).toBeTruthy();
  });
});
