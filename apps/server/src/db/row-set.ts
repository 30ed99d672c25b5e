import { getTableColumns, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** Rows of some of a table's columns, in the shape Drizzle inserts them. */
export type RowOf<T extends PgTable, K extends keyof T['$inferInsert']> = Pick<
  T['$inferInsert'],
  K
>;

/** Groups of rows, each under the tag of the write it belongs to (a match id). */
export type TaggedRows<Row> = readonly (readonly [string, readonly Row[]])[];

/** Where a row source reads its JSON text: a placeholder of a statement prepared once, or the text. */
export type JsonParameter = Placeholder | string;

/** What a raw SQL statement needs to write rows of some columns of a table. */
export interface RowSet<Row> {
  /** `a, b, c`: the columns, for the column list of an insert. */
  columns: SQL;
  /** The columns' SQL names, in order. */
  names: readonly string[];
  /** `alias.a, alias.b, alias.c`: the same columns of the row source `alias`. */
  columnsOf(alias: string): SQL;
  /** One row as parameters cast to the columns' types, in column order (`insert … values`, `select`). */
  values(row: Row): SQL;
  /**
   * `values` of a statement prepared once: placeholders named `${prefix}${key}`, filled with
   * `placeholderValues` on each run.
   */
  placeholders(prefix: string): SQL;
  /** Adds one row's values to `into` under the names `placeholders(prefix)` gives them. */
  placeholderValues(
    row: Row,
    prefix: string,
    into: Record<string, unknown>,
  ): Record<string, unknown>;
  /**
   * Any number of rows as one JSON parameter that the database expands into the row source
   * `alias(a type, b type, …)`, so that a statement writes them in one round trip. The parameter
   * is `json`, not `jsonb`: expanded once, it costs the database less, as no binary form is
   * built and no keys sorted (about half for a match's ten participant rows).
   */
  recordset(rows: readonly Row[], alias: string): SQL;
  /** The JSON text of `rows` that recordsetOf expands. */
  json(rows: readonly Row[]): string;
  /** recordset's row source, reading json's text from `parameter`. */
  recordsetOf(parameter: JsonParameter, alias: string): SQL;
  /**
   * The rows of several writes as one JSON text, each row with its group's tag under the name
   * `tag`, so that a statement writing several at once can keep the rows of those it performs.
   */
  taggedJson(tag: string, groups: TaggedRows<Row>): string;
  /** The row source `alias(tag varchar, a type, …)` of taggedJson's text in `parameter`. */
  taggedRecordsetOf(tag: string, parameter: JsonParameter, alias: string): SQL;
  /** `a = alias.a, b = alias.b`: the columns but `except`, for the `set` list of an update. */
  assignments(alias: string, except?: readonly (keyof Row & string)[]): SQL;
}

/**
 * The column list, value tuples and JSON row source of `keys` (in that order; every column of
 * the table in schema order without them) of a Drizzle table, named and typed from the schema: a statement written with it learns a new column from
 * the schema and its row type. Types are cast without their length (`varchar(32)` → `varchar`),
 * which the table checks on insert.
 */
export function rowSet<
  T extends PgTable,
  const K extends keyof T['$inferInsert'] & string = keyof T['$inferInsert'] & string,
>(table: T, keys?: readonly K[]): RowSet<RowOf<T, K>> {
  const all = getTableColumns(table) as Record<string, T['_']['columns'][string]>;
  const columns = (keys ?? (Object.keys(all) as K[])).map((key) => {
    const column = all[key];
    if (!column) throw new Error(`${key} is no column of the table`);
    return { key, column, name: column.name, type: column.getSQLType().replace(/\(.*?\)/, '') };
  });
  const names = columns.map((c) => c.name);
  const list = sql.raw(names.join(', '));
  const definitions = sql.raw(columns.map((c) => `${c.name} ${c.type}`).join(', '));
  // Ingest writes dozens of these a match: a plain loop allocates only the object it returns.
  const jsonRow = (row: RowOf<T, K>, out: Record<string, unknown> = {}) => {
    for (const c of columns) out[c.name] = row[c.key];
    return out;
  };
  const json = (rows: readonly RowOf<T, K>[]) => JSON.stringify(rows.map((row) => jsonRow(row)));
  const casts = columns.map((c) => sql.raw(`::${c.type}`));
  const comma = sql.raw(', ');
  const aliased = new Map<string, SQL>();
  const source = (parameter: JsonParameter, alias: string, tag = '') =>
    sql`json_to_recordset(${parameter}::json) as ${sql.raw(alias)}(${sql.raw(tag && `${tag} varchar, `)}${definitions})`;

  return {
    columns: list,
    names,
    columnsOf: (alias) => {
      let list = aliased.get(alias);
      if (!list) {
        list = sql.raw(names.map((name) => `${alias}.${name}`).join(', '));
        aliased.set(alias, list);
      }
      return list;
    },
    values: (row) =>
      sql.join(
        columns.map((c, i) => sql`${sql.param(row[c.key], c.column)}${casts[i]}`),
        comma,
      ),
    placeholders: (prefix) =>
      sql.join(
        columns.map(
          (c, i) => sql`${sql.param(sql.placeholder(`${prefix}${c.key}`), c.column)}${casts[i]}`,
        ),
        comma,
      ),
    placeholderValues: (row, prefix, into) => {
      for (const c of columns) into[`${prefix}${c.key}`] = row[c.key];
      return into;
    },
    recordset: (rows, alias) => source(json(rows), alias),
    json,
    recordsetOf: (parameter, alias) => source(parameter, alias),
    taggedJson: (tag, groups) => {
      const out: Record<string, unknown>[] = [];
      for (const [value, rows] of groups) {
        for (const row of rows) out.push(jsonRow(row, { [tag]: value }));
      }
      return JSON.stringify(out);
    },
    taggedRecordsetOf: (tag, parameter, alias) => source(parameter, alias, tag),
    assignments: (alias, except = []) =>
      sql.raw(
        columns
          .filter((c) => !(except as readonly string[]).includes(c.key))
          .map((c) => `${c.name} = ${alias}.${c.name}`)
          .join(', '),
      ),
  };
}
