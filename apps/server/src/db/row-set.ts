import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** Rows of some of a table's columns, in the shape Drizzle inserts them. */
export type RowOf<T extends PgTable, K extends keyof T['$inferInsert']> = Pick<
  T['$inferInsert'],
  K
>;

/** What a raw SQL statement needs to write rows of some columns of a table. */
export interface RowSet<Row> {
  /** `a, b, c`: the columns, for the column list of an insert. */
  columns: SQL;
  /** `alias.a, alias.b, alias.c`: the same columns of the row source `alias`. */
  columnsOf(alias: string): SQL;
  /** One row as parameters cast to the columns' types, in column order (`insert … values`, `select`). */
  values(row: Row): SQL;
  /**
   * Any number of rows as one JSON parameter that the database expands into the row source
   * `alias(a type, b type, …)`, so that a statement writes them in one round trip.
   */
  recordset(rows: readonly Row[], alias: string): SQL;
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
  // Ingest writes ten of these a match: a plain loop allocates only the object it returns.
  const jsonRow = (row: RowOf<T, K>) => {
    const out: Record<string, unknown> = {};
    for (const c of columns) out[c.name] = row[c.key];
    return out;
  };
  const casts = columns.map((c) => sql.raw(`::${c.type}`));
  const comma = sql.raw(', ');
  const aliased = new Map<string, SQL>();

  return {
    columns: list,
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
    recordset: (rows, alias) =>
      sql`jsonb_to_recordset(${JSON.stringify(rows.map(jsonRow))}::jsonb) as ${sql.raw(alias)}(${definitions})`,
    assignments: (alias, except = []) =>
      sql.raw(
        columns
          .filter((c) => !(except as readonly string[]).includes(c.key))
          .map((c) => `${c.name} = ${alias}.${c.name}`)
          .join(', '),
      ),
  };
}
