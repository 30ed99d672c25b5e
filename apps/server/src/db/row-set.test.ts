import { fillPlaceholders, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { rowSet } from './row-set.ts';
import { matches, matchTotals } from './schema.ts';

const dialect = new PgDialect();
const render = (query: ReturnType<typeof sql>) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { sql: text, params };
};

describe('rowSet', () => {
  it('names the columns by their SQL names, in the order given', () => {
    const set = rowSet(matches, ['matchId', 'gameCreation', 'raw']);
    expect(render(set.columns).sql).toBe('match_id, game_creation, raw');
    expect(render(set.columnsOf('m')).sql).toBe('m.match_id, m.game_creation, m.raw');
  });

  it('takes every column of the table in schema order when none are given', () => {
    expect(render(rowSet(matchTotals).columns).sql).toBe(
      'queue_id, patch, platform, bracket, matches',
    );
  });

  it('sends one row as parameters cast to the column types without their lengths', () => {
    const set = rowSet(matches, ['matchId', 'gameCreation', 'raw']);
    const raw = { info: { gameId: 1 } };
    expect(
      render(sql`values (${set.values({ matchId: 'EUW1_1', gameCreation: 5, raw })})`),
    ).toEqual({
      sql: 'values ($1::varchar, $2::bigint, $3::text)',
      params: ['EUW1_1', 5, JSON.stringify(raw)],
    });
  });

  it('sends many rows as one JSON parameter keyed by column name, typed in the row source', () => {
    const set = rowSet(matchTotals);
    const rows = [
      { queueId: 420, patch: '15.1', platform: 'euw1', bracket: '', matches: 1 },
      { queueId: 440, patch: '15.2', platform: 'kr', bracket: 'GOLD', matches: 2 },
    ];
    expect(render(sql`select * from ${set.recordset(rows, 't')}`)).toEqual({
      sql: 'select * from json_to_recordset($1::json) as t(queue_id integer, patch varchar, platform varchar, bracket varchar, matches integer)',
      params: [
        JSON.stringify([
          { queue_id: 420, patch: '15.1', platform: 'euw1', bracket: '', matches: 1 },
          { queue_id: 440, patch: '15.2', platform: 'kr', bracket: 'GOLD', matches: 2 },
        ]),
      ],
    });
  });

  it('writes the rows of several writes as one JSON text, each row tagged with its write', () => {
    const set = rowSet(matchTotals, ['queueId', 'matches']);
    const groups = [
      ['EUW1_1', [{ queueId: 420, matches: 1 }]],
      ['EUW1_2', []],
      [
        'KR_3',
        [
          { queueId: 440, matches: 2 },
          { queueId: 450, matches: 3 },
        ],
      ],
    ] as const;
    expect(set.taggedJson('match_id', groups)).toBe(
      JSON.stringify([
        { match_id: 'EUW1_1', queue_id: 420, matches: 1 },
        { match_id: 'KR_3', queue_id: 440, matches: 2 },
        { match_id: 'KR_3', queue_id: 450, matches: 3 },
      ]),
    );
    expect(
      render(sql`select * from ${set.taggedRecordsetOf('match_id', sql.placeholder('rows'), 't')}`),
    ).toEqual({
      sql: 'select * from json_to_recordset($1::json) as t(match_id varchar, queue_id integer, matches integer)',
      params: [sql.placeholder('rows')],
    });
  });

  it('reads rows from the JSON text in a placeholder, for a statement prepared once', () => {
    const set = rowSet(matchTotals, ['queueId', 'matches']);
    const rows = [{ queueId: 420, matches: 1 }];
    expect(set.json(rows)).toBe(JSON.stringify([{ queue_id: 420, matches: 1 }]));
    expect(render(sql`select * from ${set.recordsetOf(sql.placeholder('rows'), 't')}`)).toEqual({
      sql: 'select * from json_to_recordset($1::json) as t(queue_id integer, matches integer)',
      params: [sql.placeholder('rows')],
    });
  });

  it('names one row of placeholders by a prefix and gives their values as the columns encode them', () => {
    const set = rowSet(matches, ['matchId', 'gameCreation', 'raw']);
    const query = dialect.sqlToQuery(sql`values (${set.placeholders('m0_')})`);
    expect(query.sql).toBe('values ($1::varchar, $2::bigint, $3::text)');
    const raw = { info: { gameId: 1 } };
    const values = set.placeholderValues({ matchId: 'EUW1_1', gameCreation: 5, raw }, 'm0_', {});
    expect(fillPlaceholders(query.params, values)).toEqual(['EUW1_1', 5, JSON.stringify(raw)]);
  });

  it('lists the SQL names of its columns', () => {
    expect(rowSet(matches, ['matchId', 'gameCreation']).names).toEqual([
      'match_id',
      'game_creation',
    ]);
  });

  it('assigns each column from a row source but the ones named, for an update', () => {
    const set = rowSet(matchTotals);
    expect(render(set.assignments('t', ['queueId', 'patch'])).sql).toBe(
      'platform = t.platform, bracket = t.bracket, matches = t.matches',
    );
    expect(render(set.assignments('t')).sql).toBe(
      'queue_id = t.queue_id, patch = t.patch, platform = t.platform, bracket = t.bracket, matches = t.matches',
    );
  });
});
