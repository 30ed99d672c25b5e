import type {
  RankedPair,
  RankHistory as RankHistoryAnswer,
  RankSnapshot,
} from '@riftscope/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TIER_COLORS } from '../../../shared/domain/ranked-tier.ts';
import { renderRoutes, requestsTo, stubFetch } from '../../../test/render.tsx';
import { rankSnapshot } from '../test/summoner-fixtures.ts';
import { RankHistory } from './rank-history.tsx';
import {
  type LadderPoint,
  ladderDomain,
  RankHistoryChart,
  tierBands,
  timeTicks,
} from './rank-history-chart.tsx';

const PATH = '/api/summoners/euw1/Baron%20Stealer/EUW/rank-history';
const PLAYER = { region: 'euw1', gameName: 'Baron Stealer', tagLine: 'EUW' } as const;
const SOLO_ONLY: RankedPair = [
  {
    queue_type: 'RANKED_SOLO_5x5',
    tier: 'GOLD',
    rank: 'III',
    leaguePoints: 60,
    wins: 9,
    losses: 7,
  },
  null,
];

const CLIMB: RankHistoryAnswer = {
  data: [
    rankSnapshot({ at: '2026-05-01T10:00:00.000Z', tier: 'SILVER', rank: 'I', league_points: 80 }),
    rankSnapshot({ at: '2026-05-03T10:00:00.000Z', tier: 'GOLD', rank: 'IV', league_points: 20 }),
    rankSnapshot({ at: '2026-05-06T10:00:00.000Z', tier: 'GOLD', rank: 'III', league_points: 60 }),
  ],
  peak: rankSnapshot({
    at: '2026-05-06T10:00:00.000Z',
    tier: 'GOLD',
    rank: 'III',
    league_points: 60,
  }),
  season: 2026,
  season_start: '2026-01-08T00:00:00.000Z',
};

/** No snapshot at all, in the 2026 season. */
const NONE: RankHistoryAnswer = {
  data: [],
  peak: null,
  season: 2026,
  season_start: '2026-01-08T00:00:00.000Z',
};

const renderHistory = (ranked: RankedPair = SOLO_ONLY, path = '/en') =>
  renderRoutes(
    [{ path: '/:lang', element: <RankHistory player={PLAYER} ranked={ranked} /> }],
    path,
  );

const section = () => screen.getByRole('region', { name: 'LP history' });

/** The table for screen readers: [date, rank, LP] per snapshot. */
const tableRows = (caption: string) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('RankHistory', () => {
  it('draws every snapshot over the bands of the tiers it crosses and rings the season peak', async () => {
    stubFetch(() => CLIMB);
    const { container } = await renderHistory();

    // Drawn as soon as the history arrives: no chunk to load, no waiting for the box to be seen.
    await waitFor(() => expect(container.querySelectorAll('.rank-history-point')).toHaveLength(3));
    // Silver I to Gold III: the Silver and Gold bands, bottom to top, in their tier colours.
    const bands = [...container.querySelectorAll('.rank-history-band [data-tier]')];
    expect(bands.map((band) => band.getAttribute('data-tier'))).toEqual(['SILVER', 'GOLD']);
    expect(bands.map((band) => band.getAttribute('fill'))).toEqual([
      TIER_COLORS.SILVER.base,
      TIER_COLORS.GOLD.base,
    ]);
    expect(container.querySelectorAll('.rank-history-peak')).toHaveLength(1);
    expect(tableRows('Solo: rank by date')).toEqual([
      ['May 1, 2026', 'Silver I', '80'],
      ['May 3, 2026', 'Gold IV', '20'],
      ['May 6, 2026', 'Gold III', '60'],
    ]);
  });

  it('names the season peak with its emblem and says where the history starts', async () => {
    stubFetch(() => CLIMB);
    await renderHistory();

    const peakTitle = await within(section()).findByText('Season 2026 peak');
    expect(peakTitle.parentElement?.parentElement?.querySelector('svg')).not.toBeNull();
    expect(within(section()).getAllByText('Gold III').length).toBeGreaterThan(0);
    expect(within(section()).getByText('60 LP')).toBeTruthy();
    expect(
      within(section()).getByText(
        'History starts when RiftScope first saw this player: May 1, 2026',
      ),
    ).toBeTruthy();
  });

  it('says how much LP the latest games won or lost, and puts each proven game on its point', async () => {
    const [, gold4, gold3] = CLIMB.data as [unknown, RankSnapshot, RankSnapshot];
    stubFetch(() => ({
      ...CLIMB,
      recent_lp: { lp: 80, games: 5, wins: 4, losses: 1, from: CLIMB.data[0], to: gold3 },
      game_lp: [{ match_id: 'EUW1_1', seen_at: gold4.at, kind: 'promoted', lp: 40 }],
    }));
    const { container } = await renderHistory();

    expect(await within(section()).findByText('Last 5 games:')).toBeTruthy();
    expect(within(section()).getByText('+80 LP').className).toContain('text-link');
    expect(within(section()).getByText('4W 1L')).toBeTruthy();
    // The point after the proven game says what the game did, on hover.
    const target = container.querySelectorAll('.rank-history-target')[1];
    if (!target) throw new Error('no second point');
    fireEvent.pointerEnter(target);
    expect(await within(section()).findByText('Gold IV 20 LP · +40 LP')).toBeTruthy();
  });

  it('says nothing of LP over the latest games when no snapshots prove it', async () => {
    stubFetch(() => ({ ...CLIMB, recent_lp: null, game_lp: [] }));
    await renderHistory();
    await within(section()).findByText('Season 2026 peak');
    expect(within(section()).queryByText(/^Last (game|\d+ games):$/)).toBeNull();
  });

  it('says so when no ranked game has been recorded, in the page language', async () => {
    stubFetch(() => NONE);
    await renderHistory(SOLO_ONLY, '/ru');

    expect(await screen.findByText('В этом сезоне рейтинговых игр нет')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('switches between Solo and Flex, asking for each queue', async () => {
    const fetchMock = stubFetch((url) => (url.searchParams.get('queue') === 'flex' ? NONE : CLIMB));
    await renderHistory();

    await screen.findByText('Season 2026 peak');
    fireEvent.click(screen.getByRole('radio', { name: 'Flex' }));
    expect(await screen.findByText('No ranked games this season')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Solo' }));
    await screen.findByText('Season 2026 peak');
    expect(
      requestsTo(fetchMock, PATH)
        .slice(0, 2)
        .map((url) => url.searchParams.get('queue')),
    ).toEqual(['solo', 'flex']);
  });

  it('opens on Flex for a player ranked only there', async () => {
    const fetchMock = stubFetch(() => NONE);
    await renderHistory([null, { ...SOLO_ONLY[0], queue_type: 'RANKED_FLEX_SR' } as never]);

    await screen.findByText('No ranked games this season');
    expect(screen.getByRole('radio', { name: 'Flex' })).toHaveProperty('checked', true);
    expect(requestsTo(fetchMock, PATH)[0]?.searchParams.get('queue')).toBe('flex');
  });

  it("draws the season's climb from the season's first day, with the start and the peak marked and earlier seasons left out", async () => {
    const lastSeason = rankSnapshot({
      at: '2025-11-20T10:00:00.000Z',
      tier: 'DIAMOND',
      rank: 'III',
    });
    stubFetch(() => ({ ...CLIMB, data: [lastSeason, ...CLIMB.data] }));
    const { container } = await renderHistory();

    await waitFor(() => expect(container.querySelectorAll('.rank-history-point')).toHaveLength(3));
    // Diamond in 2025 is not on this season's scale: Silver and Gold only.
    const bands = [...container.querySelectorAll('.rank-history-band [data-tier]')];
    expect(bands.map((band) => band.getAttribute('data-tier'))).toEqual(['SILVER', 'GOLD']);
    const mark = container.querySelector('.rank-history-mark');
    expect(mark?.textContent).toBe('S2026');
    // The season's first day is the left edge of the time axis.
    expect(mark?.querySelector('line')?.getAttribute('x1')).toBe('0%');
    expect(container.querySelector('.rank-history-peak-label')?.textContent).toBe('Peak');
    expect(tableRows('Solo: rank by date')).toHaveLength(3);
    expect(
      within(section()).getByText('Season 2026, from its start on January 8, 2026 to today'),
    ).toBeTruthy();
    // The history itself began in 2025.
    expect(
      within(section()).getByText(
        'History starts when RiftScope first saw this player: November 20, 2025',
      ),
    ).toBeTruthy();
  });

  it('says there are no ranked games this season when every snapshot is from an earlier one', async () => {
    const lastSeason = rankSnapshot({
      at: '2025-11-20T10:00:00.000Z',
      tier: 'DIAMOND',
      rank: 'III',
    });
    stubFetch(() => ({ ...NONE, data: [lastSeason], peak: lastSeason }));
    const { container } = await renderHistory(SOLO_ONLY, '/tr');

    expect(await screen.findByText('Bu sezon dereceli maç yok')).toBeTruthy();
    expect(container.querySelector('.rank-history-point')).toBeNull();
    expect(screen.queryByText(/2025 sezonu zirvesi/)).toBeNull();
  });
});

describe('the LP graph scale', () => {
  it('spans whole tiers below Master and one open ladder from Master on', () => {
    expect(ladderDomain([1180, 1360])).toEqual([800, 1600]);
    expect(tierBands([800, 1600]).map((band) => band.tier)).toEqual(['SILVER', 'GOLD']);
    // Challenger 1,234 LP and Master 40 LP: the Master floor up to a division above the top.
    expect(ladderDomain([2840, 4034])).toEqual([2800, 4200]);
    expect(tierBands([2800, 4200])).toEqual([{ tier: 'MASTER', from: 2800, to: 4200 }]);
    expect(ladderDomain([2700, 2850])).toEqual([2400, 3000]);
  });
});

const DAY_MS = 86_400_000;
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

describe('the LP graph time axis', () => {
  it('labels the first and last day and at most five in all, the quarters only where the graph is wide', () => {
    const from = Date.parse('2026-05-01T10:00:00.000Z');
    const ticks = timeTicks([from, from + 40 * DAY_MS], dayOf);

    expect(ticks.map((tick) => tick.label)).toEqual([
      '2026-05-01',
      '2026-05-11',
      '2026-05-21',
      '2026-05-31',
      '2026-06-10',
    ]);
    expect(ticks.map((tick) => tick.isMinor)).toEqual([false, true, false, true, false]);
  });

  it('writes no day twice when the history is shorter than the ticks are apart', () => {
    const at = Date.parse('2026-05-06T10:00:00.000Z');

    // A single snapshot sits in the middle of three days.
    expect(timeTicks([at - DAY_MS, at + DAY_MS], dayOf).map((tick) => tick.label)).toEqual([
      '2026-05-05',
      '2026-05-06',
      '2026-05-07',
    ]);
    expect(timeTicks([at, at + 3_600_000], dayOf)).toEqual([
      { share: 0, label: '2026-05-06', isMinor: false },
    ]);
  });
});

const CLIMB_POINTS: LadderPoint[] = [
  { at: Date.parse('2026-05-01T10:00:00.000Z'), value: 1180, tier: 'SILVER' },
  { at: Date.parse('2026-05-03T10:00:00.000Z'), value: 1220, tier: 'GOLD' },
  { at: Date.parse('2026-05-06T10:00:00.000Z'), value: 1360, tier: 'GOLD' },
];

const climbChart = (
  <RankHistoryChart
    points={CLIMB_POINTS}
    peak={CLIMB_POINTS[2] ?? null}
    title="Solo: rank over time"
    tierName={(tier) => tier}
    formatTick={dayOf}
    formatDay={(at) => `day ${dayOf(at)}`}
    formatValue={(point) => `${point.value} on the ladder`}
  />
);

describe('RankHistoryChart', () => {
  it("writes a point's label above it, and a mark only when its day is on the time axis", () => {
    const [first, second, third] = CLIMB_POINTS;
    if (!first || !second || !third) throw new Error('three points');
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <RankHistoryChart
        points={[first, { ...second, label: '+40' }, third]}
        peak={null}
        marks={[
          { at: first.at - DAY_MS, label: 'before the axis' },
          { at: second.at, label: 'on the axis' },
        ]}
        title="Solo: rank over time"
        tierName={(tier) => tier}
        formatTick={dayOf}
        formatDay={dayOf}
        formatValue={(point) => String(point.value)}
      />,
    );

    expect(
      [...container.querySelectorAll('.rank-history-point-label')].map((l) => l.textContent),
    ).toEqual(['+40']);
    expect([...container.querySelectorAll('.rank-history-mark')].map((m) => m.textContent)).toEqual(
      ['on the axis'],
    );
  });

  it("takes over the server's markup unchanged, and shows a point's day and standing on hover", async () => {
    const html = renderToString(climbChart);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];

    const root = await act(async () =>
      hydrateRoot(container, climbChart, {
        onRecoverableError: (error) => mismatches.push(error),
      }),
    );
    expect(mismatches).toEqual([]);
    expect(container.innerHTML).toBe(html);
    expect(container.querySelector('.rank-history-readout')).toBeNull();

    const targets = container.querySelectorAll('.rank-history-target');
    act(() => {
      if (targets[1]) fireEvent.pointerEnter(targets[1]);
    });
    expect(container.querySelector('.rank-history-readout')?.textContent).toBe(
      'day 2026-05-031220 on the ladder',
    );
    act(() => {
      if (targets[1]) fireEvent.pointerLeave(targets[1]);
    });
    expect(container.querySelector('.rank-history-readout')).toBeNull();
    act(() => root.unmount());
    container.remove();
  });
});
