import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/databases.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { summoners } from '../../db/schema.ts';
import { createSearchRepository } from './search.repository.ts';

// PostgreSQL only: a second connection holds the table, and PGlite has only one.
const postgres = TEST_DATABASES.find((db) => db.name === 'postgres');

describe.skipIf(!postgres)('search repository on PostgreSQL', () => {
  let handle: DatabaseHandle;
  let url: string;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    if (!postgres) return;
    ({ handle, url = '', drop } = await postgres.create());
    await handle.db.insert(summoners).values([
      { puuid: 'p1', region: 'euw1', gameName: 'Hextechmaster', tagLine: 'EUW' },
      { puuid: 'p2', region: 'euw1', gameName: 'Zilean Main', tagLine: 'EUW' },
    ]);
  });
  afterAll(() => drop());

  it('finds trigram-similar names within the budget', async () => {
    const repo = createSearchRepository(handle.db);
    const found = await repo.similarCandidates('hextecmhaster', null, 10, 1_000);
    expect(found?.map((c) => c.gameName)).toEqual(['Hextechmaster']);
  });

  it('answers null when the trigram lookup runs out of its budget', async () => {
    const repo = createSearchRepository(handle.db);
    // A lock held elsewhere keeps the lookup waiting past its budget.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table summoners in access exclusive mode');
      expect(await repo.similarCandidates('hextecmhaster', null, 10, 50)).toBeNull();
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
  });
});
