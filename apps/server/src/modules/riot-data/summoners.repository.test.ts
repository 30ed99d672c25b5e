import { riotIdKey } from '@riftscope/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestDatabase } from '../../../test/databases.ts';
import { summoners } from '../../db/schema.ts';
import { createSummonersRepository, type SummonersRepository } from './summoners.repository.ts';

/** Stored game names whose case folds differ between JavaScript and the database's lower(). */
const STORED = ['İpek', 'ipek', 'ıpek', 'ΟΔΥΣΣΕΥΣ', 'οδυσσευς', 'ВОЛК', 'Amélie'];
/** Spellings looked up: each stored one, and others of the same or a different key. */
const ASKED = [
  ...STORED,
  'IPEK',
  'I\u0307pek',
  'i\u0307pek',
  'οδυσσευσ',
  'ΟΔΥΣΣΕΥς',
  'волк',
  'Ame\u0301lie',
  'AMÉLIE',
];

describe.each(TEST_DATABASES)('finding a Riot ID on $name', (testDb: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['create']>>;
  let repo: SummonersRepository;

  beforeAll(async () => {
    database = await testDb.create();
    const { db } = database.handle;
    await db
      .insert(summoners)
      .values(
        STORED.map((gameName, i) => ({ puuid: `p${i}`, region: 'tr1', gameName, tagLine: 'TR1' })),
      );
    repo = createSummonersRepository(db);
  });

  afterAll(async () => {
    await database.drop();
  });

  it.each(ASKED)(
    'finds for %j the stored player of the same riotIdKey, and no other',
    async (asked) => {
      const wanted = STORED.filter((name) => riotIdKey(name, 'TR1') === riotIdKey(asked, 'tr1'));
      expect(wanted.length).toBeLessThanOrEqual(1);
      const row = await repo.findByRiotId('tr1', asked, 'tr1');
      expect(row?.gameName ?? null).toBe(wanted[0] ?? null);
      expect((await repo.findByRiotId(undefined, asked, 'TR1'))?.gameName ?? null).toBe(
        wanted[0] ?? null,
      );
    },
  );
});
