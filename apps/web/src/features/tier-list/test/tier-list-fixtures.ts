import type { ChampionRow } from '@riftscope/contracts';

/** A scored champion row of 1,234 games, 646 won; `id` picks the name `Champion<id>` and the key `champion<id>`. */
export function championRow(id: number, overrides: Partial<ChampionRow> = {}): ChampionRow {
  return {
    id,
    name: `Champion${id}`,
    image_url: `https://ddragon.leagueoflegends.com/cdn/15.22.1/img/champion/Champion${id}.png`,
    role: 'TOP',
    score: 55,
    tier: 'S',
    win_rate: 52.34,
    win_rate_low: 49.56,
    win_rate_high: 55.13,
    pick_rate: 8.5,
    ban_rate: 3.1,
    games: 1234,
    key: `champion${id}`,
    win_rate_change: null,
    previous_tier: null,
    counters: [],
    ...overrides,
  };
}

/** One page of `GET /api/champions`. */
export function championsPage(rows: ChampionRow[], currentPage = 1, lastPage = 1, total?: number) {
  return {
    data: rows,
    current_page: currentPage,
    last_page: lastPage,
    per_page: 20,
    total: total ?? rows.length + (lastPage - currentPage) * 20,
  };
}
