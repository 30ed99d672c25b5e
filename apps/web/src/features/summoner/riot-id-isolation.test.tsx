import type { MatchPreviewPlayer } from '@riftscope/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SummonerSearch } from '../../shared/summoner-search/summoner-search.tsx';
import { renderRoutes, stubFetch } from '../../test/render.tsx';
import { MatchCard } from './components/match-card.tsx';
import { matchItem, PUUID, previewPlayers, summoner } from './test/summoner-fixtures.ts';
import { renderSummonerPage, stubSummonerApi } from './test/summoner-test-setup.tsx';

/** A game name that starts with a right-to-left override (U+202E). */
const MIRROR = '\u202EMirror';

/** The element the text is shown in, when a `<bdi>` isolates it from the text around it. */
const isolating = (element: HTMLElement) => element.closest('bdi');

describe('a Riot ID with a right-to-left override', () => {
  it('is isolated in the heading of the player page, the tag after it', async () => {
    stubSummonerApi({
      summoner: () =>
        summoner({
          summoner: { puuid: PUUID, region: 'euw1', game_name: MIRROR, tag_line: 'EUW' },
        }),
    });
    await renderSummonerPage();

    const heading = await screen.findByRole('heading', {
      level: 2,
      name: new RegExp(`^${MIRROR} ?#EUW$`),
    });
    expect(heading.textContent).toBe(`${MIRROR}#EUW`);
    expect(isolating(within(heading).getByText(MIRROR))).not.toBeNull();
    expect(isolating(within(heading).getByText('#EUW'))).not.toBeNull();
  });

  it('is isolated among the players of a match card', async () => {
    const players: MatchPreviewPlayer[] = previewPlayers().map((player, index) =>
      index === 3 ? { ...player, riot_id: `${MIRROR}#EUW` } : player,
    );
    await renderRoutes(
      [
        {
          path: '/:lang',
          element: (
            <MatchCard
              match={matchItem(1, { participants_preview: players })}
              puuid={PUUID}
              region="euw1"
              isOpen={false}
              onToggle={() => {}}
            />
          ),
        },
      ],
      '/en',
    );

    expect(isolating(screen.getByText(MIRROR))).not.toBeNull();
  });

  it('is isolated in a search suggestion', async () => {
    stubFetch(() => ({
      data: [
        {
          id: 7,
          game_name: MIRROR,
          tag_line: 'EUW',
          region: 'euw1',
          profile_icon_id: 1,
          summoner_level: 30,
          solo_rank: null,
          last_seen_at: null,
        },
      ],
    }));
    await renderRoutes([{ path: '/:lang', element: <SummonerSearch language="en" /> }], '/en');

    fireEvent.input(screen.getByRole('combobox', { name: 'Riot ID' }), {
      target: { value: 'mir' },
    });
    const option = await within(screen.getByRole('listbox', { hidden: true })).findByRole(
      'option',
      { hidden: true },
    );
    expect(isolating(within(option).getByText(MIRROR))).not.toBeNull();
    expect(isolating(within(option).getByText('#EUW'))).not.toBeNull();
  });
});
