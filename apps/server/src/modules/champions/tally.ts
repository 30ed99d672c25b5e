import { sampleOf } from './champion-page.mapper.ts';

/** Games and wins added up from facet rows. */
export interface Tally {
  games: number;
  wins: number;
}

export const NO_GAMES: Tally = Object.freeze({ games: 0, wins: 0 });

/** Adds `row`'s games and wins to `tally`. */
export const addTo = (tally: Tally, row: Tally): void => {
  tally.games += row.games;
  tally.wins += row.wins;
};

/** Adds `row` to the tally under `key`, starting one at zero. */
export function addUnder<K>(map: Map<K, Tally>, key: K, row: Tally): Tally {
  let tally = map.get(key);
  if (!tally) {
    tally = { games: 0, wins: 0 };
    map.set(key, tally);
  }
  addTo(tally, row);
  return tally;
}

/** A tally's record over a sample: games, wins, win rate with its interval, share of `sample`. */
export const recordOf = (tally: Tally, sample: number) => ({
  wins: tally.wins,
  ...sampleOf(tally, sample),
});

/** Most games first, then the key, so equal counts always list in one order. */
export const byGamesThenKey = <K extends string | number>(a: [K, Tally], b: [K, Tally]): number =>
  b[1].games - a[1].games || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/** A champion in a role with its tally of something and its own sample: a share of its players. */
export interface ChampionShare extends Tally {
  championId: number;
  role: string;
  /** The champion's players in the role that the share is out of. */
  sample: number;
}

/**
 * The `max` champions with most games in `tallies` (keyed `championId:role`), ties by key, each
 * with its sample from `samples`.
 */
export function topChampions(
  tallies: ReadonlyMap<string, Tally>,
  samples: ReadonlyMap<string, number>,
  max: number,
): ChampionShare[] {
  return [...tallies]
    .sort(byGamesThenKey)
    .slice(0, max)
    .map(([key, tally]) => {
      const [id = '0', role = ''] = key.split(':');
      return { championId: Number(id), role, ...tally, sample: samples.get(key) ?? 0 };
    });
}
