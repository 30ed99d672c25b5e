import type { MatchListItem, MatchPreviewPlayer } from '@riftscope/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/match-media.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { matchItem, PUUID, previewPlayers } from '../test/summoner-fixtures.ts';
import { MatchCard } from './match-card.tsx';

const renderCard = (match: MatchListItem, path = '/en') =>
  renderRoutes(
    [
      {
        path: '/:lang',
        element: (
          <MatchCard match={match} puuid={PUUID} region="euw1" isOpen={false} onToggle={() => {}} />
        ),
      },
    ],
    path,
  );

const summary = () => screen.getByRole('button', { expanded: false });
const article = () => screen.getByRole('article');

/** Sixteen Arena players: duo `n` (1–8) is players 2n−2 and 2n−1; the viewed player is in duo 1. */
function arenaPlayers(): MatchPreviewPlayer[] {
  return Array.from({ length: 16 }, (_, index) => ({
    puuid: index === 0 ? PUUID : `puuid-${index}`,
    team_id: 100,
    subteam_id: Math.floor(index / 2) + 1,
    riot_id: index === 0 ? 'Baron Stealer#EUW' : `Duo Mate ${index}#EUW`,
    champion: { name: `Champion ${index}`, image_url: null },
    region: 'euw1',
  }));
}

describe('MatchCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a remake in grey, without Victory or Defeat, score or badge', async () => {
    await renderCard(matchItem(1, { is_remake: true, score: null, badge: null }));

    const label = within(summary()).getByText('Remake');
    expect(label.className).toContain('text-muted');
    expect(article().className).toContain('border-l-muted');
    expect(within(summary()).queryByText('Victory')).toBeNull();
    expect(within(summary()).queryByText('Defeat')).toBeNull();
    expect(within(summary()).queryByText(/Performance score/)).toBeNull();
  });

  it('keeps each item in its own slot and the trinket in its own last slot, after six item slots', async () => {
    await renderCard(
      matchItem(1, {
        // A game ended with slots 0, 2 and 5 empty: the trinket does not move up into them.
        items: [
          { id: 3089, name: "Rabadon's Deathcap", image_url: null, slot: 1 },
          { id: 3157, name: "Zhonya's Hourglass", image_url: null, slot: 3 },
          { id: 3020, name: "Sorcerer's Shoes", image_url: null, slot: 4 },
          { id: 3363, name: 'Farsight Alteration', image_url: null, slot: 6 },
        ],
      }),
    );

    const slots = within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem', {
      hidden: true,
    });
    expect(slots.map((slot) => slot.getAttribute('data-slot'))).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    const shown = (slot: HTMLElement | undefined) =>
      slot?.querySelector('[aria-label]')?.getAttribute('aria-label') ?? null;
    expect(slots.map(shown)).toEqual([
      null,
      "Rabadon's Deathcap",
      null,
      "Zhonya's Hourglass",
      "Sorcerer's Shoes",
      null,
      'Farsight Alteration',
    ]);
  });

  it('colours a win blue and a loss red', async () => {
    const { unmount } = await renderCard(matchItem(1));
    expect(article().className).toContain('border-l-blue-team');
    expect(within(summary()).getByText('Victory').className).toContain('text-link');
    unmount();

    await renderCard(matchItem(2));
    expect(article().className).toContain('border-l-red-team');
    expect(within(summary()).getByText('Defeat').className).toContain('text-loss');
  });

  it('shows an Arena game by its placement and names the duo partner', async () => {
    await renderCard(
      matchItem(1, {
        placement: 2,
        subteam_id: 1,
        role: null,
        participants_preview: arenaPlayers(),
        match: { ...matchItem(1).match, queue_type: 'ARENA', map_id: 30, game_mode: 'CHERRY' },
      }),
    );

    expect(within(summary()).getByText('2nd')).toBeTruthy();
    expect(within(summary()).getByText('Duo with Duo Mate 1')).toBeTruthy();
    expect(within(summary()).queryByText('Victory')).toBeNull();
    // Eight duos of two, each listed on its own.
    const duos = screen.getAllByRole('list', { name: /^Duo \d$/ });
    expect(duos).toHaveLength(8);
    expect(within(duos[0] as HTMLElement).getAllByRole('link')).toHaveLength(2);
  });

  it('shows the score with one decimal, the MVP badge, the multikill, CS per minute, KP and control wards', async () => {
    await renderCard(
      matchItem(1, {
        score: 8.25,
        badge: 'MVP',
        largest_multikill: 3,
        cs: 201,
        cs_per_min: 6.54,
        kill_participation: 61.6,
        control_wards: 4,
      }),
    );

    const card = summary();
    expect(within(card).getByText('Performance score 8.3 of 10')).toBeTruthy();
    expect(within(card).getByText('MVP')).toBeTruthy();
    expect(within(card).getByText('Triple Kill')).toBeTruthy();
    expect(within(card).getByText('201 CS (6.5)')).toBeTruthy();
    expect(within(card).getByText('KP 62%')).toBeTruthy();
    expect(within(card).getByText('Control wards: 4')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Precision' })).toBeTruthy();
  });

  it('writes badges and multikills in Russian', async () => {
    await renderCard(matchItem(2, { badge: 'ACE', largest_multikill: 2, is_remake: false }), '/ru');

    expect(within(summary()).getByText('ACE')).toBeTruthy();
    expect(within(summary()).getByText('Двойное убийство')).toBeTruthy();
    expect(within(summary()).getByText('Поражение')).toBeTruthy();
  });

  it("links every player to their own page on the match's region, the viewed player marked", async () => {
    const players = previewPlayers();
    players[7] = { ...(players[7] as MatchPreviewPlayer), region: 'na1' };
    await renderCard(matchItem(1, { participants_preview: players }));

    const blue = screen.getByRole('list', { name: 'Blue Team' });
    const red = screen.getByRole('list', { name: 'Red Team' });
    expect(within(blue).getAllByRole('link')).toHaveLength(5);
    expect(within(red).getAllByRole('link')).toHaveLength(5);
    const viewed = within(blue).getByRole('link', { current: true });
    expect(viewed.textContent).toBe('Baron Stealer');
    expect(within(red).getByRole('link', { name: 'Player 7' }).getAttribute('href')).toBe(
      '/en/summoner/na1/Player%207/EUW7',
    );
    // The links are not inside the button that opens the card.
    expect(within(summary()).queryAllByRole('link')).toEqual([]);
  });

  it('leaves the players out of the summary on a phone, where the details tab lists them', async () => {
    stubMatchMedia(390);
    await renderCard(matchItem(1, { participants_preview: previewPlayers() }));
    expect(article()).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Blue Team' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Red Team' })).toBeNull();
  });

  it('names an unknown queue after its map and game mode', async () => {
    await renderCard(
      matchItem(1, {
        match: {
          ...matchItem(1).match,
          queue_type: 'QUEUE_9999',
          map_id: 11,
          game_mode: 'CLASSIC',
        },
      }),
    );

    expect(within(summary()).getByText("Summoner's Rift · Classic")).toBeTruthy();
  });
});
