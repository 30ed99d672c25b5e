import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, renderRoutes, requestsTo, stubFetch } from '../../../test/render.tsx';
import { kill, purchase, timelineResponse } from '../test/timeline-fixtures.ts';
import { MatchTimeline } from './match-timeline.tsx';
import { METRIC_COLORS } from './metric-colors.ts';

const MATCH_ID = 'EUW1_7000000001';
const TIMELINE_PATH = `/api/matches/${MATCH_ID}/puuid-3/timeline`;

const renderTimeline = (puuid = 'puuid-3', path = '/en') =>
  renderRoutes(
    [{ path: '/:lang', element: <MatchTimeline matchId={MATCH_ID} puuid={puuid} /> }],
    path,
  );

/** The chart's numbers as the screen-reader table lists them: [minute, value] rows. */
const chartRows = (caption: string) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

/** The colour of the chart's line. */
const lineColor = (container: HTMLElement) =>
  container.querySelector('.recharts-area-curve')?.getAttribute('stroke');

const pressed = () =>
  screen
    .getAllByRole('button', { pressed: true })
    .map((button) => button.getAttribute('aria-label'));

describe('MatchTimeline', () => {
  it("starts on the viewed player's gold, with the champions blue team first", async () => {
    const fetchMock = stubFetch(() => timelineResponse());
    await renderTimeline();

    expect(await screen.findByRole('radio', { name: 'Gold' })).toHaveProperty('checked', true);
    expect(pressed()).toEqual(['Ahri — Player3#EUW']);
    expect(chartRows('Gold of Ahri (Player3#EUW) by minute')).toEqual([
      ['0', '500'],
      ['1', '800'],
      ['2', '1,100'],
    ]);
    const teams = [
      screen.getByRole('group', { name: 'Blue team' }),
      screen.getByRole('group', { name: 'Red team' }),
    ];
    // Blue comes first in the page.
    expect(teams[0]?.compareDocumentPosition(teams[1] as Node)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(
      within(teams[0] as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Garen — Player1#EUW',
      'LeeSin — Player2#EUW',
      'Ahri — Player3#EUW',
      'Jinx — Player4#EUW',
      'Thresh — Player5#EUW',
    ]);
    expect(requestsTo(fetchMock, TIMELINE_PATH)).toHaveLength(1);
  });

  it('switches the metric and the player', async () => {
    stubFetch(() =>
      timelineResponse([kill(3, 6, 30_000), kill(3, 7, 90_000), kill(6, 3, 100_000)]),
    );
    const { container } = await renderTimeline();

    const kills = await screen.findByRole('radio', { name: 'Kills' });
    expect(lineColor(container)).toBe(METRIC_COLORS.gold);
    fireEvent.click(kills);
    expect(kills).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Gold' })).toHaveProperty('checked', false);
    expect(lineColor(container)).toBe(METRIC_COLORS.kills);
    expect(chartRows('Kills of Ahri (Player3#EUW) by minute')).toEqual([
      ['0', '0'],
      ['1', '1'],
      ['2', '2'],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Darius — Player6#EUW' }));
    expect(pressed()).toEqual(['Darius — Player6#EUW']);
    // The metric stays when the player changes.
    expect(chartRows('Kills of Darius (Player6#EUW) by minute')).toEqual([
      ['0', '0'],
      ['1', '0'],
      ['2', '1'],
    ]);

    fireEvent.click(screen.getByRole('radio', { name: 'Experience' }));
    expect(chartRows('Experience of Darius (Player6#EUW) by minute').map(([, v]) => v)).toEqual([
      '0',
      '300',
      '600',
    ]);
  });

  it('groups the chosen player’s purchases by minute', async () => {
    stubFetch(() =>
      timelineResponse([
        purchase(3, 1056, 1_000),
        purchase(3, 2003, 1_500),
        purchase(4, 1055, 2_000),
        purchase(3, 2003, 59_999),
        purchase(3, 1001, 60_000),
        purchase(3, 3020, 120_010),
      ]),
    );
    await renderTimeline();

    const history = await screen.findByRole('region', { name: 'Item purchases' });
    const minutes = within(history)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL');
    expect(
      minutes.map((minute) => [
        minute.firstElementChild?.textContent,
        within(minute)
          .getAllByRole('img')
          .map((img) => img.getAttribute('alt') ?? img.getAttribute('aria-label')),
      ]),
    ).toEqual([
      ['0 min', ['Named 1056', 'Named 2003', 'Named 2003']],
      ['1 min', ['Named 1001']],
      // An item the server could not name is still shown, by its id.
      ['2 min', ['Item 3020']],
    ]);
    expect(within(history).getAllByRole('img')[0]?.getAttribute('src')).toBe(
      'https://ddragon.leagueoflegends.com/cdn/15.22.1/img/item/1056.png',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Jinx — Player4#EUW' }));
    expect(
      within(history)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt') ?? img.getAttribute('aria-label')),
    ).toEqual(['Named 1055']);
  });

  it('shows a loading message until the timeline arrives', async () => {
    let answer: (value: unknown) => void = () => {};
    stubFetch(() => new Promise((resolve) => (answer = resolve)));
    await renderTimeline('puuid-3', '/ru');

    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Загрузка аналитики…');
    answer(timelineResponse());
    expect(await screen.findByRole('radio', { name: 'Золото' })).toBeTruthy();
  });

  it('shows the failure message with a retry when the timeline cannot load', async () => {
    let isFailing = true;
    stubFetch(() => (isFailing ? errorResponse(404) : timelineResponse()));
    await renderTimeline('puuid-3', '/tr');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Zaman çizelgesi yüklenemedi')).toBeTruthy();
    isFailing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Yeniden deneyin' }));
    expect(await screen.findByRole('radio', { name: 'Altın' })).toBeTruthy();
  });

  it('shows the failure message for a timeline without frames', async () => {
    const empty = timelineResponse();
    empty.timeline.frames = [];
    stubFetch(() => empty);
    await renderTimeline();

    expect(await screen.findByText("Couldn't load the timeline")).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('says so when the viewed player is not in the timeline, and lets another be picked', async () => {
    stubFetch(() => timelineResponse());
    await renderTimeline('someone-else');

    expect(await screen.findByText("This player isn't in the timeline")).toBeTruthy();
    expect(screen.queryAllByRole('button', { pressed: true })).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Item purchases' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Vi — Player7#EUW' }));
    await waitFor(() => expect(screen.queryByText("This player isn't in the timeline")).toBeNull());
    expect(pressed()).toEqual(['Vi — Player7#EUW']);
    expect(screen.getByRole('table', { name: 'Gold of Vi (Player7#EUW) by minute' })).toBeTruthy();
  });
});
