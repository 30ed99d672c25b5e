/** The player-data bench's search latency over a million stub summoners. */
import pg from 'pg';
import { type BenchDatabase, say } from './player-data-setup.ts';
import type { Figure } from './run.ts';
import { pgArray, quantile, round } from './support.ts';

export const SEARCH_ROWS = 1_000_000;
const SEARCH_BATCH = 100_000;
const SEARCH_QUERIES = 1_000;
/** How long to wait for the search endpoint, which another change adds. */
export const SEARCH_ROUTE = '/api/summoners/search';

// Word lists for stub names that look like Riot IDs: words, words with numbers, syllable
// names, and some Korean, Cyrillic and Turkish ones, so prefixes are spread like real ones.
const WORDS = (
  'Shadow Dark Silent Night Storm Fire Ice Blood Iron Golden Lucky Crazy Happy Sad Lonely Wild Red ' +
  'Blue Green Black White Pink Tiny Big Lord King Queen Prince Baron Dragon Wolf Fox Cat Dog Bear ' +
  'Tiger Eagle Ninja Samurai Knight Mage Hunter Rogue Ghost Demon Angel Star Moon Sun Sky Void Pixel ' +
  'Cosmic Frost Thunder Zed Yasuo Lux Jinx Teemo Ahri Faker Pentakill Carry Feeder Jungle Support ' +
  'Toplane Midlane Smurf'
).split(' ');
const SYLLABLES =
  'ka ri to mo na shi ro ze vi xa lu qu el an or is um dra kor zan bel tor fyn gal hex jin wyn yor pra sol'.split(
    ' ',
  );
const FOREIGN = (
  '그림자 달빛 별빛 용사 검사 전설 바람 불꽃 Тень Волк Князь Буря Медведь Ночь Kartal Yıldız Gölge Şimşek ' +
  'Ejder 影 月光 Kaze'
).split(' ');
/** Regions with the tag line Riot gives new accounts there. */
const REGION_TAGS =
  'euw1:EUW kr:KR1 na1:NA1 eun1:EUNE br1:BR1 tr1:TR1 la1:LAN la2:LAS ru:RU1 jp1:JP1 oc1:OCE'
    .split(' ')
    .map((pair) => pair.split(':'));

/** Inserts stub summoners g = from..to with generated names, entirely in SQL. */
function stubInsert(from: number, to: number): string {
  const regions = pgArray(REGION_TAGS.map(([r]) => r ?? ''));
  const tags = pgArray(REGION_TAGS.map(([, t]) => t ?? ''));
  const w = (expr: string) => `${pgArray(WORDS)}[1 + (${expr}) % ${WORDS.length}]`;
  const s = (expr: string) => `${pgArray(SYLLABLES)}[1 + (${expr}) % ${SYLLABLES.length}]`;
  const f = (expr: string) => `${pgArray(FOREIGN)}[1 + (${expr}) % ${FOREIGN.length}]`;
  return `
    insert into summoners (puuid, region, game_name, tag_line, profile_icon_id)
    select 'bench-' || g, ${regions}[1 + r], left(name, 16),
      case when g % 3 = 0 then ${tags}[1 + r] else upper(substr(md5(g::text), 1, 3 + g % 3)) end,
      g % 5000
    from (
      select g, (g::bigint * 7919) % 11 as r, case (h % 10)
        when 0 then ${w('h / 10')} || ${w('h / 1000')}
        when 1 then ${w('h / 10')} || ' ' || ${w('h / 1000')}
        when 2 then ${w('h / 10')} || (h / 100 % 10000)::text
        when 3 then lower(${w('h / 10')}) || ${s('h / 1000')} || ${s('h / 100000')}
        when 4 then initcap(${s('h / 10')} || ${s('h / 100')} || ${s('h / 10000')})
        when 5 then ${s('h / 10')} || ${s('h / 1000')} || (h / 100 % 1000)::text
        when 6 then 'x' || ${w('h / 10')} || 'x'
        when 7 then ${f('h / 10')} || ${f('h / 1000')}
        when 8 then 'the ' || lower(${w('h / 10')}) || ' ' || lower(${w('h / 1000')})
        else initcap(${s('h / 10')} || ${s('h / 1000')}) || ' ' || ${w('h / 100000')}
      end as name
      from (select g, (g::bigint * 2654435761) % 4294967296 as h from generate_series(${from}, ${to}) g) seeds
    ) named
    on conflict do nothing`;
}

export async function searchLatency(db: BenchDatabase, url: string): Promise<Figure[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    for (let from = 1; from <= SEARCH_ROWS; from += SEARCH_BATCH) {
      await client.query(stubInsert(from, Math.min(SEARCH_ROWS, from + SEARCH_BATCH - 1)));
      say(
        `inserted ${Math.min(SEARCH_ROWS, from + SEARCH_BATCH - 1).toLocaleString('en')} stub summoners`,
      );
    }
    await client.query('analyze summoners');
    const insertSeconds = (performance.now() - started) / 1000;
    const { rows: countRows } = await client.query<{ n: string }>(
      'select count(*) as n from summoners',
    );
    const { rows: names } = await client.query<{ game_name: string }>(
      `select game_name from summoners tablesample bernoulli (0.2) repeatable (7) limit ${SEARCH_QUERIES}`,
    );
    const queries = names.map((r, i) => [...r.game_name].slice(0, 1 + (i % 5)).join(''));
    for (const query of queries.slice(0, 50)) {
      await db.app.inject({
        method: 'GET',
        url: `${SEARCH_ROUTE}?query=${encodeURIComponent(query)}`,
      });
    }
    const times: number[] = [];
    let hits = 0;
    for (const query of queries) {
      const at = performance.now();
      const res = await db.app.inject({
        method: 'GET',
        url: `${SEARCH_ROUTE}?query=${encodeURIComponent(query)}`,
      });
      times.push(performance.now() - at);
      if (res.statusCode !== 200)
        throw new Error(`search for ${query} answered ${res.statusCode}: ${res.body}`);
      if ((res.json() as { data: unknown[] }).data.length > 0) hits += 1;
    }
    const slowest = queries[times.indexOf(Math.max(...times))] ?? '';
    const byLength = [1, 2, 3, 4, 5]
      .map((n) => {
        const own = times.filter((_, i) => [...(queries[i] ?? '')].length === n);
        return `${n}: ${quantile(own, 0.99).toFixed(1)}`;
      })
      .join(', ');
    say(`search: p99 by prefix length (ms) ${byLength}`);
    say(
      `search: p50 ${quantile(times, 0.5).toFixed(2)} ms, p99 ${quantile(times, 0.99).toFixed(2)} ms`,
    );
    return [
      {
        name: `search p99, ${Number(countRows[0]?.n ?? 0).toLocaleString('en')} summoners (postgres)`,
        value: round(quantile(times, 0.99)),
        unit: 'ms',
        goal: '< 5 ms',
        note: `${times.length} prefix queries of 1–5 chars via inject; p50 ${quantile(times, 0.5).toFixed(2)} ms, max ${Math.max(...times).toFixed(1)} ms ("${slowest}"); p99 by length ${byLength} ms; ${hits} with results; rows inserted in ${insertSeconds.toFixed(0)} s`,
      },
    ];
  } finally {
    await client.end();
  }
}
