import {
  asPercent,
  CHAMPION_PAGE_LIST_MAX,
  type ChampionPage,
  type ChampionRef,
  GAME_LENGTH_BUCKETS,
  winRateBounds,
} from '@riftscope/contracts';
import type { FacetTotal } from '../riot-data/champions.repository.ts';
import {
  parseItemsValue,
  parseRunesValue,
  parseSkillsValue,
  parseSpellsValue,
} from '../riot-data/facets.ts';
import type { GameDataMapper } from '../riot-data/game-data.mapper.ts';
import { runePage } from '../riot-data/match-build.ts';

type Lists = Pick<
  ChampionPage,
  'builds' | 'runes' | 'spells' | 'skill_order' | 'matchups' | 'by_length'
>;

/**
 * Games, win rate with its 95 % interval, and share of the entry's sample, as every list entry
 * shows them.
 */
export function sampleOf(total: { games: number; wins: number }, sample: number) {
  return {
    games: total.games,
    win_rate: total.games > 0 ? asPercent(total.wins / total.games) : null,
    ...winRateBounds(total.wins, total.games),
    pick_rate: sample > 0 ? asPercent(total.games / sample) : null,
  };
}

/** Most games first, then by value, so equal counts always list in one order. */
const byGames = (a: FacetTotal, b: FacetTotal) =>
  b.games - a.games || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);

/**
 * A champion's facets in one role → the champion page's lists. `roleGames` is the sample of the
 * facets read from the match (every game in the role); the `timeline` facet's games are the sample
 * of those read from timelines.
 */
export function championPageLists(
  facets: readonly FacetTotal[],
  roleGames: number,
  game: GameDataMapper,
  championRef: (championId: number) => ChampionRef,
): Lists {
  const byFacet = new Map<string, FacetTotal[]>();
  for (const f of facets) {
    const list = byFacet.get(f.facet);
    if (list) list.push(f);
    else byFacet.set(f.facet, [f]);
  }
  const all = (facet: string) => [...(byFacet.get(facet) ?? [])].sort(byGames);
  const top = (facet: string) => all(facet).slice(0, CHAMPION_PAGE_LIST_MAX);
  const timelineGames = byFacet.get('timeline')?.reduce((n, f) => n + f.games, 0) ?? 0;

  const itemSets = (facet: string, sample: number) =>
    top(facet).map((f) => ({
      items: game.items(parseItemsValue(f.value)),
      ...sampleOf(f, sample),
    }));
  const lengths = new Map(all('length').map((f) => [f.value, f]));

  return {
    builds: {
      timeline_games: timelineGames,
      starting: itemSets('start', timelineGames),
      core: itemSets('core', timelineGames),
      boots: itemSets('boots', roleGames),
      situational: ([4, 5, 6] as const).flatMap((slot) =>
        top(`item${slot}`).flatMap((f) =>
          game
            .items(parseItemsValue(f.value))
            .slice(0, 1)
            .map((item) => ({ slot, item, ...sampleOf(f, timelineGames) })),
        ),
      ),
    },
    // A value the decoders do not read (none is written so) is left out rather than guessed.
    runes: top('runes').flatMap((f) => {
      const perks = parseRunesValue(f.value);
      return perks ? [{ page: runePage(perks, game), ...sampleOf(f, roleGames) }] : [];
    }),
    spells: top('spells').flatMap((f) => {
      const pair = parseSpellsValue(f.value);
      return pair ? [{ spells: pair.map((id) => game.spell(id)), ...sampleOf(f, roleGames) }] : [];
    }),
    skill_order: top('skills').flatMap((f) => {
      const skills = parseSkillsValue(f.value);
      return skills ? [{ ...skills, ...sampleOf(f, timelineGames) }] : [];
    }),
    matchups: all('matchup').map((f) => ({
      champion: championRef(Number(f.value)),
      ...sampleOf(f, roleGames),
    })),
    by_length: GAME_LENGTH_BUCKETS.map((from, i) => ({
      from,
      to: GAME_LENGTH_BUCKETS[i + 1] ?? null,
      ...sampleOf(lengths.get(String(from)) ?? { games: 0, wins: 0 }, roleGames),
    })),
  };
}
