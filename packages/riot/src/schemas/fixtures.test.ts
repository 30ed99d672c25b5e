import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AccountDtoSchema, AccountRegionDtoSchema } from './account.ts';
import { LeagueListDtoSchema } from './league.ts';
import { ChampionMasteriesSchema } from './mastery.ts';
import { MatchDtoSchema } from './match.ts';
import { FeaturedGamesDtoSchema } from './spectator.ts';
import { SummonerDtoSchema } from './summoner.ts';
import { FIXTURES_DIR, listFixtures, readFixture } from './test-fixtures.ts';
import { TimelineDtoSchema } from './timeline.ts';

type Mapped = { label: string; schema: z.ZodType };

/** Which wire schema each fixture folder holds; a folder missing here fails the suite. */
const SCHEMA_BY_FOLDER: Record<string, (fileName: string) => Mapped> = {
  'account-v1': (fileName) =>
    fileName.startsWith('region-by-game')
      ? { label: 'AccountRegionDto', schema: AccountRegionDtoSchema }
      : { label: 'AccountDto', schema: AccountDtoSchema },
  'summoner-v4': () => ({ label: 'SummonerDto', schema: SummonerDtoSchema }),
  'league-v4': () => ({ label: 'LeagueListDto', schema: LeagueListDtoSchema }),
  'match-v5-match': () => ({ label: 'MatchDto', schema: MatchDtoSchema }),
  'match-v5-timeline': () => ({ label: 'TimelineDto', schema: TimelineDtoSchema }),
  spectator: () => ({ label: 'FeaturedGamesDto', schema: FeaturedGamesDtoSchema }),
  'champion-mastery-v4': () => ({ label: 'ChampionMasteryDto[]', schema: ChampionMasteriesSchema }),
};

const fixtures = listFixtures();

describe(`real Riot fixtures in ${FIXTURES_DIR}`, () => {
  it('finds fixtures to check', () => {
    expect(fixtures.length).toBeGreaterThan(0);
  });

  it('maps every fixture folder to a schema, so that new fixtures are not ignored', () => {
    const unmapped = [...new Set(fixtures.map((file) => file.folder || '(top level)'))].filter(
      (folder) => !Object.hasOwn(SCHEMA_BY_FOLDER, folder),
    );
    expect(unmapped, 'add these folders to SCHEMA_BY_FOLDER').toEqual([]);
  });

  for (const file of fixtures) {
    const mapSchema = Object.hasOwn(SCHEMA_BY_FOLDER, file.folder)
      ? SCHEMA_BY_FOLDER[file.folder]
      : undefined;
    if (!mapSchema) continue;
    const { label, schema } = mapSchema(file.name);

    it(`parses ${file.path} as ${label}`, () => {
      const result = schema.safeParse(readFixture(file.path));
      if (!result.success) {
        expect.fail(`${file.path} does not match ${label}:\n${z.prettifyError(result.error)}`);
      }
    });
  }
});
