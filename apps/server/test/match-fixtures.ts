import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type MatchDto,
  MatchDtoSchema,
  type TimelineDto,
  TimelineDtoSchema,
} from '@riftscope/riot/schemas';

/** Real match-v5 documents shared by the team; RIOT_FIXTURES_DIR names the fixtures root, as in @riftscope/riot. */
export const MATCH_FIXTURES_DIR = process.env.RIOT_FIXTURES_DIR
  ? join(process.env.RIOT_FIXTURES_DIR, 'match-v5-match')
  : fileURLToPath(new URL('../../../../shared/riot/fixtures/match-v5-match/', import.meta.url));

/** The fixture file names, sorted; none when the folder is absent. */
export const matchFixtureFiles: readonly string[] = existsSync(MATCH_FIXTURES_DIR)
  ? readdirSync(MATCH_FIXTURES_DIR)
      .filter((name) => name.endsWith('.json'))
      .sort()
  : [];

/** A fixture's JSON as it is, without the schema. */
export const readRawMatch = (name: string): { info: { participants: unknown[] } } =>
  JSON.parse(readFileSync(join(MATCH_FIXTURES_DIR, name), 'utf8'));

/** A fixture parsed with Riot's wire schema. */
export const readMatch = (name: string): MatchDto => MatchDtoSchema.parse(readRawMatch(name));

/** Real match-v5 timelines, beside the match documents. */
export const TIMELINE_FIXTURES_DIR = join(MATCH_FIXTURES_DIR, '..', 'match-v5-timeline');

/** The timeline fixture file names, sorted; none when the folder is absent. */
export const timelineFixtureFiles: readonly string[] = existsSync(TIMELINE_FIXTURES_DIR)
  ? readdirSync(TIMELINE_FIXTURES_DIR)
      .filter((name) => name.endsWith('.json'))
      .sort()
  : [];

/** A timeline fixture parsed with Riot's wire schema. */
export const readTimeline = (name: string): TimelineDto =>
  TimelineDtoSchema.parse(JSON.parse(readFileSync(join(TIMELINE_FIXTURES_DIR, name), 'utf8')));

/** A document turned into a remake: everyone's early-surrender flag, and 3:20 long. */
export const asRemake = (document: MatchDto): MatchDto => ({
  ...document,
  info: {
    ...document.info,
    gameDuration: 200,
    participants: document.info.participants.map((p) => ({
      ...p,
      gameEndedInEarlySurrender: true,
    })),
  },
});

/** The timeline fixtures whose match document is a fixture too: `[timeline file, timeline, match]`. */
export function timelineFixturePairs(): [string, TimelineDto, MatchDto][] {
  const matchesById = new Map(
    matchFixtureFiles.map((name): [string, MatchDto] => {
      const match = readMatch(name);
      return [match.metadata.matchId, match];
    }),
  );
  return timelineFixtureFiles.flatMap((name): [string, TimelineDto, MatchDto][] => {
    const timeline = readTimeline(name);
    const match = matchesById.get(timeline.metadata.matchId);
    return match ? [[name, timeline, match]] : [];
  });
}
