import { riotIdKey, type SummonerSearchResult } from '@riftscope/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { toSearchResult } from './search.mapper.ts';
import type { SearchCandidate, SearchRepository } from './search.repository.ts';

/** Suggestions in one answer. */
export const SEARCH_LIMIT = 10;
/**
 * Prefix matches read per group (fetched players, all players), in index order. The ranking
 * below is exact among these; past them a very short prefix gets the alphabetically first.
 */
export const SEARCH_CANDIDATES_PER_GROUP = 50;
/** Trigrams say little about shorter input, and its fuzzy matches are most of the table. */
export const FUZZY_MIN_LENGTH = 3;
/**
 * Time a fuzzy query may take. Its cost follows the posting lists of the input's trigrams,
 * which a million similar names make long; past the budget the prefix hits are the answer.
 */
export const FUZZY_BUDGET_MS = 25;
/**
 * Fuzzy lookups in a row that ran out of their budget before the fallback rests: the table has
 * outgrown trigram scans in that time (a million names take 30–100 ms for most inputs), and
 * each further try would only add the budget to an answer of prefix hits. One in a row may be
 * a busy moment.
 */
export const FUZZY_MISSES_TO_REST = 2;
/** How long the fallback rests; then one lookup tries again, and one more miss rests it again. */
export const FUZZY_REST_MS = 60_000;

export interface SearchTerms {
  /** Game name prefix, trimmed; never empty. */
  name: string;
  /** Tag line prefix, trimmed; null when the input has no `#` or nothing after it. */
  tag: string | null;
}

/**
 * Splits `name`, `name#` or `name#ta` at the first `#`; null when there is no name to match.
 * Control characters cannot be in a Riot ID (and PostgreSQL text cannot hold NUL), so they go.
 */
export function parseSearchTerms(input: string): SearchTerms | null {
  const text = input.replace(/\p{Cc}/gu, '').normalize('NFC');
  const hash = text.indexOf('#');
  const name = (hash < 0 ? text : text.slice(0, hash)).trim();
  const tag = hash < 0 ? '' : text.slice(hash + 1).trim();
  if (!name) return null;
  return { name, tag: tag || null };
}

const length = (s: string) => [...s].length;
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A whole Riot ID typed out names its players first (in every region we store it, so that a
 * page that did not find it in one region can offer the others); then fetched players, exact
 * name matches, shorter names, and by name and tag.
 */
export function rankPrefixHits(
  candidates: readonly SearchCandidate[],
  name: string,
  tag: string | null = null,
): SearchCandidate[] {
  const wanted = name.toLowerCase();
  const wantedRiotId = tag === null ? null : riotIdKey(name, tag);
  const unique = [...new Map(candidates.map((c) => [c.id, c])).values()];
  const key = (c: SearchCandidate) => ({
    isRiotId: riotIdKey(c.gameName, c.tagLine) === wantedRiotId,
    isFetched: c.isFetched,
    isExact: c.gameName.toLowerCase() === wanted,
    length: length(c.gameName),
    name: c.gameName.toLowerCase(),
    tag: c.tagLine.toLowerCase(),
  });
  return unique
    .map((c) => ({ c, k: key(c) }))
    .sort(
      (a, b) =>
        Number(b.k.isRiotId) - Number(a.k.isRiotId) ||
        Number(b.k.isFetched) - Number(a.k.isFetched) ||
        Number(b.k.isExact) - Number(a.k.isExact) ||
        a.k.length - b.k.length ||
        compareText(a.k.name, b.k.name) ||
        compareText(a.k.tag, b.k.tag) ||
        a.c.id - b.c.id,
    )
    .map(({ c }) => c);
}

/** Search suggestions over every stored summoner (fetched players and stubs), all regions. */
export function createSearchService(deps: {
  search: SearchRepository;
  log: FastifyBaseLogger;
  /** Milliseconds since the epoch; tests pass a fake. */
  clock?: () => number;
}) {
  const { search, log, clock = Date.now } = deps;
  let trigram: Promise<boolean> | undefined;
  let misses = 0;
  let restUntil = 0;

  /** Whether pg_trgm can serve the fuzzy fallback; asked once, and again only after an error. */
  function hasTrigram(): Promise<boolean> {
    trigram ??= search.hasTrigramIndex().then(
      (isReady) => {
        if (!isReady)
          log.info('pg_trgm or its index is missing; search suggestions are prefix-only');
        return isReady;
      },
      (err: unknown) => {
        trigram = undefined;
        throw err;
      },
    );
    return trigram;
  }

  /** Similar names, or null when the lookup ran out of time; counts misses and starts rests. */
  async function similar(terms: SearchTerms, wanted: number): Promise<SearchCandidate[] | null> {
    const found = await search.similarCandidates(terms.name, terms.tag, wanted, FUZZY_BUDGET_MS);
    if (found) {
      misses = 0;
      return found;
    }
    misses += 1;
    if (misses >= FUZZY_MISSES_TO_REST) restUntil = clock() + FUZZY_REST_MS;
    // Once when the rests begin; a lookup in time ends them.
    if (misses === FUZZY_MISSES_TO_REST)
      log.warn({ budgetMs: FUZZY_BUDGET_MS, restMs: FUZZY_REST_MS }, 'fuzzy search out of time');
    return null;
  }

  return {
    async suggest(input: string): Promise<SummonerSearchResult[]> {
      const terms = parseSearchTerms(input);
      if (!terms) return [];
      const candidates = await search.prefixCandidates(terms, SEARCH_CANDIDATES_PER_GROUP);
      const hits = rankPrefixHits(candidates, terms.name, terms.tag).slice(0, SEARCH_LIMIT);
      if (
        hits.length < SEARCH_LIMIT &&
        length(terms.name) >= FUZZY_MIN_LENGTH &&
        clock() >= restUntil &&
        (await hasTrigram())
      ) {
        const seen = new Set(hits.map((h) => h.id));
        // Prefix hits are similar too; asking for that many more leaves room for new ones.
        const found = (await similar(terms, SEARCH_LIMIT + hits.length)) ?? [];
        for (const candidate of found) {
          if (hits.length >= SEARCH_LIMIT) break;
          if (!seen.has(candidate.id)) hits.push(candidate);
          seen.add(candidate.id);
        }
      }
      const lastSeen = await search.lastSeen(hits.map((h) => h.puuid));
      return hits.map((hit) => toSearchResult(hit, lastSeen.get(hit.puuid) ?? null));
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
