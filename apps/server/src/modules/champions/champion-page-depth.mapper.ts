import {
  CHAMPION_PAGE_MIN_SAMPLE,
  type ChampionPage,
  type ChampionRef,
  CORE_BUILD_CHOICES_MAX,
  CORE_BUILDS_MAX,
  SKILL_PATH_LEVELS,
  SYNERGY_LIST_MAX,
  SYNERGY_PARTNERS,
  wilsonInterval,
} from '@riftscope/contracts';
import { byGames, type FacetTotal, SKILL_PATHS_MAX } from '../riot-data/champions.repository.ts';
import {
  parseBuildValue,
  parseChampionValue,
  parseItemsValue,
  parsePartnerValue,
  parseSkillPathValue,
  parseSlotItem,
} from '../riot-data/facets.ts';
import type { GameDataMapper } from '../riot-data/game-data.mapper.ts';
import { sampleOf } from './champion-page.mapper.ts';

type Depth = Pick<ChampionPage, 'core_builds' | 'skill_paths' | 'synergy' | 'enemies'>;

const gamesOf = (rows: readonly FacetTotal[]) => rows.reduce((n, r) => n + r.games, 0);

/** A champion's facets in one role grouped by facet, each group most games first. */
function groupsOf(facets: readonly FacetTotal[]) {
  const byFacet = new Map<string, FacetTotal[]>();
  for (const f of facets) {
    const list = byFacet.get(f.facet);
    if (list) list.push(f);
    else byFacet.set(f.facet, [f]);
  }
  return (facet: string) => [...(byFacet.get(facet) ?? [])].sort(byGames);
}

type Groups = ReturnType<typeof groupsOf>;

/**
 * The CORE_BUILDS_MAX most played cores (sample: the games with timelines), each with its boots
 * and its items of slots 4–6, CORE_BUILD_CHOICES_MAX each, as shares of the core's games.
 */
function coreBuilds(all: Groups, game: GameDataMapper): ChampionPage['core_builds'] {
  const timelineGames = gamesOf(all('timeline'));
  const detailsOf = (facet: string, core: string) =>
    all(facet).flatMap((f) => {
      const build = parseBuildValue(f.value);
      return build && build.core.join(',') === core ? [{ ...f, choice: build.choice }] : [];
    });
  return all('core')
    .slice(0, CORE_BUILDS_MAX)
    .map((core) => {
      const items = detailsOf('build_item', core.value).flatMap((f) => {
        const slotItem = parseSlotItem(f.choice);
        return slotItem ? [{ ...f, ...slotItem }] : [];
      });
      return {
        items: game.items(parseItemsValue(core.value)),
        ...sampleOf(core, timelineGames),
        boots: detailsOf('build_boots', core.value)
          .slice(0, CORE_BUILD_CHOICES_MAX)
          .map((f) => ({
            items: game.items(parseItemsValue(f.choice)),
            ...sampleOf(f, core.games),
          })),
        situational: ([4, 5, 6] as const).flatMap((slot) =>
          items
            .filter((f) => f.slot === slot)
            .slice(0, CORE_BUILD_CHOICES_MAX)
            .flatMap((f) =>
              game
                .items([f.itemId])
                .slice(0, 1)
                .map((item) => ({ slot, item, ...sampleOf(f, core.games) })),
            ),
        ),
      };
    });
}

/**
 * The SKILL_PATHS_MAX most taken paths of the first 15 points (sample: the games that reached
 * 15, the `skill_path` row of value ''), each with the most taken 18-point path going on from
 * it (sample: every game of that path that reached 18).
 */
function skillPaths(all: Groups): ChampionPage['skill_paths'] {
  const sample = all('skill_path').find((f) => f.value === '')?.games ?? 0;
  return all('skill_path')
    .flatMap((f) => {
      const path = parseSkillPathValue(f.value);
      return path && path.length === SKILL_PATH_LEVELS ? [{ f, path }] : [];
    })
    .slice(0, SKILL_PATHS_MAX)
    .map(({ f, path }) => {
      const onward = all('skill_path18').filter(
        (g) => parseSkillPathValue(g.value) !== null && g.value.startsWith(f.value),
      );
      const [most] = onward;
      const to18 = most
        ? {
            path: [...(parseSkillPathValue(most.value) ?? [])].slice(SKILL_PATH_LEVELS),
            ...sampleOf(most, gamesOf(onward)),
          }
        : null;
      return { path, ...sampleOf(f, sample), to_18: to18 };
    });
}

/** A partner's record with its 95 % interval, as best and worst are chosen by. */
interface Partner {
  championId: number;
  games: number;
  wins: number;
  low: number;
  high: number;
}

/**
 * Among partners with at least CHAMPION_PAGE_MIN_SAMPLE games, the best by the interval's lower
 * bound (highest first) and the worst by its upper bound (lowest first), SYNERGY_LIST_MAX each;
 * ties go to more games, then the lower champion id. No partner is in both: with fewer than
 * twice SYNERGY_LIST_MAX, the best take the first half (rounded up) and the worst the rest.
 */
export function bestAndWorst(partners: readonly Partner[]): { best: Partner[]; worst: Partner[] } {
  const eligible = partners.filter((p) => p.games >= CHAMPION_PAGE_MIN_SAMPLE);
  const tie = (a: Partner, b: Partner) => b.games - a.games || a.championId - b.championId;
  const bestCount = Math.min(SYNERGY_LIST_MAX, Math.ceil(eligible.length / 2));
  const best = [...eligible].sort((a, b) => b.low - a.low || tie(a, b)).slice(0, bestCount);
  const worst = eligible
    .filter((p) => !best.includes(p))
    .sort((a, b) => a.high - b.high || tie(a, b))
    .slice(0, SYNERGY_LIST_MAX);
  return { best, worst };
}

/**
 * Per partner role of the page's role (SYNERGY_PARTNERS), the partners met, their games, and the
 * best and worst of them; each entry's pick rate is its share of the role's partner games.
 * Nothing without a role (ARAM).
 */
function synergy(
  all: Groups,
  role: ChampionPage['role'],
  championRef: (championId: number) => ChampionRef,
): ChampionPage['synergy'] {
  if (role === '') return [];
  const partners = all('partner').flatMap((f) => {
    const partner = parsePartnerValue(f.value);
    const interval = wilsonInterval(f.wins, f.games);
    return partner && interval ? [{ ...f, ...partner, ...interval }] : [];
  });
  return SYNERGY_PARTNERS[role].map((partnerRole) => {
    const ofRole = partners.filter((p) => p.role === partnerRole);
    const games = gamesOf(ofRole);
    const entry = (p: Partner) => ({ champion: championRef(p.championId), ...sampleOf(p, games) });
    const { best, worst } = bestAndWorst(ofRole);
    return {
      role: partnerRole,
      partners: ofRole.length,
      games,
      best: best.map(entry),
      worst: worst.map(entry),
    };
  });
}

/**
 * ARAM's opposition (the `enemy` facet): the enemy champions met, and the best and hardest to
 * face as bestAndWorst chooses them; each entry's pick rate is its share of `games`, the
 * champion's games. null where the facet is not written (queues with lanes).
 */
function enemies(
  all: Groups,
  games: number,
  championRef: (championId: number) => ChampionRef,
): ChampionPage['enemies'] {
  const met = all('enemy').flatMap((f) => {
    const interval = wilsonInterval(f.wins, f.games);
    const championId = parseChampionValue(f.value);
    return interval && championId !== null ? [{ ...f, championId, ...interval }] : [];
  });
  if (met.length === 0) return null;
  const entry = (p: Partner) => ({ champion: championRef(p.championId), ...sampleOf(p, games) });
  const { best, worst } = bestAndWorst(met);
  return { champions: met.length, best: best.map(entry), worst: worst.map(entry) };
}

/**
 * A champion's facets in one role (champions.repository.ts `facets`, details included) → the
 * champion page's core builds, skill paths and lane synergy (docs/champion-analytics.md, The
 * champion page).
 */
export function championPageDepth(
  facets: readonly FacetTotal[],
  role: ChampionPage['role'],
  roleGames: number,
  game: GameDataMapper,
  championRef: (championId: number) => ChampionRef,
): Depth {
  const all = groupsOf(facets);
  return {
    core_builds: coreBuilds(all, game),
    skill_paths: skillPaths(all),
    synergy: synergy(all, role, championRef),
    enemies: enemies(all, roleGames, championRef),
  };
}
