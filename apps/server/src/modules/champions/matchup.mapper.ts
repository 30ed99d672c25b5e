import {
  bestOf,
  laneAverages,
  MATCHUP_LIST_MAX,
  type MatchupPage,
  TIER_ROLES,
} from '@riftscope/contracts';
import { byGames, type FacetTotal } from '../riot-data/champions.repository.ts';
import { parseItemsValue, parseRunesValue, parseSpellsValue } from '../riot-data/facets.ts';
import type { GameDataMapper } from '../riot-data/game-data.mapper.ts';
import { runePage } from '../riot-data/match-build.ts';
import type { MatchupAggregates } from '../riot-data/matchups.repository.ts';
import { sampleOf } from './champion-page.mapper.ts';

type Role = MatchupPage['roles'][number]['role'];

const ROLE_ORDER = new Map<string, number>(TIER_ROLES.map((role, i) => [role, i]));
const isRole = (role: string): role is Role => ROLE_ORDER.has(role);

/**
 * The roles the two met in as lane opponents, most games first (ties in the role buttons'
 * order), from the records of every role.
 */
export function matchupRoles(aggregates: MatchupAggregates): MatchupPage['roles'] {
  return aggregates.records
    .filter((r) => r.games > 0)
    .flatMap((r) => (isRole(r.role) ? [{ role: r.role, games: r.games }] : []))
    .sort(
      (a, b) => b.games - a.games || (ROLE_ORDER.get(a.role) ?? 0) - (ROLE_ORDER.get(b.role) ?? 0),
    );
}

/**
 * A list's entries, most played first (at most MATCHUP_LIST_MAX), each with its sample, and the
 * best entry (bestOf, over every value, not only the listed ones) marked, added after them when
 * it is not among the most played. A value the decoder does not read is left out.
 */
function listOf<T extends object>(
  totals: readonly FacetTotal[],
  sample: number,
  decode: (value: string) => T | null,
) {
  const entries = [...totals].sort(byGames).flatMap((total) => {
    const decoded = decode(total.value);
    return decoded ? [{ ...decoded, ...sampleOf(total, sample) }] : [];
  });
  const best = bestOf(entries);
  const listed = entries.slice(0, MATCHUP_LIST_MAX);
  const bestEntry = entries[best];
  if (bestEntry && best >= MATCHUP_LIST_MAX) listed.push(bestEntry);
  return listed.map((entry) => ({ ...entry, best: entry === bestEntry }));
}

/**
 * A matchup's figures in `role` (docs/champion-analytics.md, Matchups): the record, the lane
 * differences at 15 minutes over the games that have them, and the core builds (sample: the
 * matchup's games with timelines), rune pages and spells (sample: the matchup's games).
 */
export function matchupFigures(
  aggregates: MatchupAggregates,
  role: string,
  game: GameDataMapper,
): Pick<MatchupPage, 'stats' | 'lane' | 'timeline_games' | 'core_builds' | 'runes' | 'spells'> {
  const record = aggregates.records.find((r) => r.role === role) ?? { games: 0, wins: 0 };
  const facets = aggregates.facets.filter((f) => f.role === role);
  const of = (facet: string) => facets.filter((f) => f.facet === facet);
  const timelineGames = of('timeline').reduce((n, f) => n + f.games, 0);
  const lane = aggregates.lanes.find((l) => l.role === role) ?? {
    games: 0,
    gold: 0,
    cs: 0,
    xp: 0,
  };
  const averages = laneAverages(lane);
  const { games, wins } = record;
  const { win_rate, win_rate_low, win_rate_high } = sampleOf(record, games);
  return {
    stats: { games, wins, win_rate, win_rate_low, win_rate_high },
    lane: {
      games: lane.games,
      gold_diff: averages.gold,
      cs_diff: averages.cs,
      xp_diff: averages.xp,
    },
    timeline_games: timelineGames,
    core_builds: listOf(of('core'), timelineGames, (value) => {
      const ids = parseItemsValue(value);
      return ids.length === 3 ? { items: game.items(ids) } : null;
    }),
    runes: listOf(of('runes'), games, (value) => {
      const perks = parseRunesValue(value);
      return perks ? { page: runePage(perks, game) } : null;
    }),
    spells: listOf(of('spells'), games, (value) => {
      const pair = parseSpellsValue(value);
      return pair ? { spells: pair.map((id) => game.spell(id)) } : null;
    }),
  };
}
