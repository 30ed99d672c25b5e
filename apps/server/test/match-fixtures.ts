import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type MatchDto,
  MatchDtoSchema,
  type ParticipantDto,
  type TimelineDto,
  TimelineDtoSchema,
} from '@riftscope/riot/schemas';
import { RIOT_FIXTURES_DIR } from '@riftscope/riot-snapshots';

/** Real match-v5 documents (packages/riot-snapshots/fixtures/PROVENANCE.md). */
export const MATCH_FIXTURES_DIR = join(RIOT_FIXTURES_DIR, 'match-v5-match');

/** The JSON files of a fixtures folder, sorted; a missing folder is an error that names it. */
function jsonFilesOf(dir: string): readonly string[] {
  if (!existsSync(dir)) throw new Error(`The real Riot documents are missing: ${dir}`);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
}

/** The fixture file names, sorted. */
export const matchFixtureFiles = jsonFilesOf(MATCH_FIXTURES_DIR);

/** Fails, naming them, when documents a test is built on are missing from `files`. */
export function requireFixtures(
  names: readonly string[],
  files: readonly string[] = matchFixtureFiles,
): void {
  const missing = names.filter((name) => !files.includes(name));
  if (missing.length > 0) {
    throw new Error(`Real Riot documents the tests need are missing: ${missing.join(', ')}`);
  }
}

/** A fixture's JSON as it is, without the schema. */
export const readRawMatch = (name: string): { info: { participants: unknown[] } } =>
  JSON.parse(readFileSync(join(MATCH_FIXTURES_DIR, name), 'utf8'));

/** A fixture parsed with Riot's wire schema. */
export const readMatch = (name: string): MatchDto => MatchDtoSchema.parse(readRawMatch(name));

/** Real match-v5 timelines, beside the match documents. */
export const TIMELINE_FIXTURES_DIR = join(MATCH_FIXTURES_DIR, '..', 'match-v5-timeline');

/** The timeline fixture file names, sorted. */
export const timelineFixtureFiles = jsonFilesOf(TIMELINE_FIXTURES_DIR);

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

/** An Arena player's augments (playerAugment1–6), in slot order, the unused slots (0) left out. */
export const arenaAugmentsOf = (p: ParticipantDto): number[] =>
  [
    p.playerAugment1,
    p.playerAugment2,
    p.playerAugment3,
    p.playerAugment4,
    p.playerAugment5,
    p.playerAugment6,
  ].filter((id): id is number => (id ?? 0) > 0);
