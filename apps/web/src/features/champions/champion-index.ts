import type { ChampionRow, TierLetter, TierRole } from '@riftscope/contracts';
import { foldForSearch } from '../../shared/domain/fold-for-search.ts';

/** One champion of the list with its rows, most played role first. */
export interface IndexedChampion {
  id: number;
  /** Null when Data Dragon does not know the champion: it has no page to link to. */
  key: string | null;
  name: string;
  image_url: string | null;
  roles: {
    role: TierRole | '';
    tier: TierLetter | null;
    games: number;
    win_rate: number | null;
  }[];
  /** Name and key folded for the search box. */
  searchable: string;
}

/** The tier list's rows as one entry per champion, in alphabetical order. */
export function indexChampions(rows: readonly ChampionRow[]): IndexedChampion[] {
  const byId = new Map<number, IndexedChampion>();
  for (const row of rows) {
    const champion = byId.get(row.id) ?? {
      id: row.id,
      key: row.key,
      name: row.name,
      image_url: row.image_url,
      roles: [],
      searchable: `${foldForSearch(row.name)} ${foldForSearch(row.key ?? '')}`,
    };
    champion.roles.push({
      role: row.role,
      tier: row.tier,
      games: row.games,
      win_rate: row.win_rate,
    });
    byId.set(row.id, champion);
  }
  const champions = [...byId.values()];
  for (const champion of champions) {
    // A row without a role stands for the champion only when it has no lane rows (ARAM).
    const lanes = champion.roles.filter((r) => r.role !== '');
    if (lanes.length > 0) champion.roles = lanes;
    champion.roles.sort((a, b) => b.games - a.games);
  }
  return champions.sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** The champions whose name or key holds the search text, played in `role` when one is chosen. */
export function filterChampions(
  champions: readonly IndexedChampion[],
  text: string,
  role: TierRole | null,
): IndexedChampion[] {
  const folded = foldForSearch(text);
  return champions.filter(
    (champion) =>
      (folded === '' || champion.searchable.includes(folded)) &&
      (role === null || champion.roles.some((r) => r.role === role)),
  );
}
