import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { isUniqueViolation } from './errors.ts';
import { openPgliteThread, type PgliteOnThread } from './pglite-thread.ts';

describe('the embedded database on a thread of its own', () => {
  let client: PgliteOnThread;
  beforeAll(async () => {
    client = await openPgliteThread(undefined);
    await client.exec('create table t (id int primary key, at timestamptz, doc jsonb)');
  });
  afterAll(() => client.close());

  it('answers rows in either row mode, keeping the text of the types the caller keeps as text', async () => {
    await client.query('insert into t values ($1, $2, $3)', [
      1,
      '2026-11-28 10:00:00+00',
      { a: [1, 2] },
    ]);
    const asObjects = await client.query('select id, at, doc from t where id = $1', [1]);
    expect(asObjects.rows).toEqual([{ id: 1, at: expect.any(Date), doc: { a: [1, 2] } }]);
    const asArrays = await client.query('select id, at from t where id = $1', [1], {
      rowMode: 'array',
      parsers: { 1184: (text: string) => text },
    });
    expect(asArrays.rows).toEqual([[1, '2026-11-28 10:00:00+00']]);
    expect(asArrays.fields.map((f) => f.name)).toEqual(['id', 'at']);
  });

  it("brings the driver's errors back with their SQL state", async () => {
    await client.query('insert into t (id) values (2)');
    const err = await client.query('insert into t (id) values (2)').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(isUniqueViolation(err)).toBe(true);
    expect((err as { constraint?: string }).constraint).toBe('t_pkey');
  });

  it('commits a transaction whose work succeeds and rolls back one whose work throws', async () => {
    await client.transaction(async (tx) => {
      await tx.query('insert into t (id) values (10)');
      await tx.query('insert into t (id) values (11)');
    });
    const failed = client.transaction(async (tx) => {
      await tx.query('insert into t (id) values (12)');
      throw new Error('changed its mind');
    });
    await expect(failed).rejects.toThrow('changed its mind');
    const { rows } = await client.query<{ id: number }>(
      'select id from t where id >= 10 order by id',
    );
    expect(rows.map((r) => r.id)).toEqual([10, 11]);
  });

  it('opens a copy of a dumped database, rows included, that changes apart from it', async () => {
    await client.query('insert into t (id) values (100)');
    const copy = await openPgliteThread(undefined, await client.dump());
    try {
      await copy.query('insert into t (id) values (101)');
      const copied = await copy.query<{ id: number }>(
        'select id from t where id >= 100 order by id',
      );
      expect(copied.rows.map((r) => r.id)).toEqual([100, 101]);
      const original = await client.query<{ id: number }>('select id from t where id >= 100');
      expect(original.rows.map((r) => r.id)).toEqual([100]);
    } finally {
      await copy.close();
    }
  });

  it("lets the server's thread run while a long statement runs", async () => {
    let ticks = 0;
    const ticking = setInterval(() => (ticks += 1), 1);
    try {
      // Long enough to span many of the thread's turns on any machine.
      await client.query('select count(*) from generate_series(1, 2000000)');
    } finally {
      clearInterval(ticking);
    }
    expect(ticks).toBeGreaterThan(1);
  });
});

describe('the embedded database through drizzle', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ pgliteDir: 'memory' });
    await handle.db.execute(sql`create table pairs (id int primary key)`);
  });
  afterAll(() => handle.close());

  it('keeps what a nested transaction stored when only its savepoint is rolled back', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into pairs values (1)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into pairs values (2)`);
          throw new Error('inner fails');
        })
        .catch(() => {});
    });
    const result = (await handle.db.execute(sql`select id from pairs order by id`)) as unknown as {
      rows: { id: number }[];
    };
    expect(result.rows).toEqual([{ id: 1 }]);
  });

  it('refuses statements once closed, with a clear error', async () => {
    const closing = await openDatabase({ pgliteDir: 'memory' });
    await closing.close();
    await expect(closing.ping()).rejects.toThrow('The embedded database is closed');
  });
});
