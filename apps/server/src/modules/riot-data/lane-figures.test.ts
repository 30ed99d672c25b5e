import type { TimelineDto } from '@riftscope/riot/schemas';
import { describe, expect, it } from 'vitest';
import { readMatch, readTimeline } from '../../../test/match-fixtures.ts';
import { matchRows } from '../riot-data/match-rows.ts';
import {
  frameAtMinute,
  hasLanes,
  type LaneParticipant,
  laneFigures,
  laneOpponents,
} from './lane-figures.ts';

/** A real ranked solo game of 18:31 (JP1_517549376) and its timeline. */
const SOLO = 'ranked-solo-15.12-jp1.json';
/** A real ranked solo game of 15:15 (JP1_563621972): the 15:00 frame is its second to last. */
const SHORT = 'JP1_563621972.json';

const playersOf = (name: string): LaneParticipant[] => matchRows(readMatch(name)).participants;
const figuresOf = (name: string, timeline: TimelineDto | null = readTimeline(name)) =>
  laneFigures(playersOf(name), { hasLanes: true, isRemake: false, timeline });
const puuidOf = (name: string, participantId: number) =>
  playersOf(name).find((p) => p.participantId === participantId)?.puuid ?? '';

describe('lane figures of a real timeline', () => {
  it("reads the first frame at or after the minute, Riot's a few hundred ms late", () => {
    const timeline = readTimeline(SOLO);
    expect(frameAtMinute(timeline, 10)?.timestamp).toBe(600_231);
    expect(frameAtMinute(timeline, 15)?.timestamp).toBe(900_322);
    expect(frameAtMinute(timeline, 19)).toBeUndefined();
  });

  it("gives the top laner's gold, CS and XP minus the opposing top laner's at 10 and 15", () => {
    const top = figuresOf(SOLO).get(puuidOf(SOLO, 1));
    expect(top).toEqual({
      position: 'TOP',
      opponentPuuid: puuidOf(SOLO, 6),
      at10: { gold: 377, cs: 16, xp: 267 },
      at15: { gold: 256, cs: 14, xp: 202 },
    });
  });

  it('gives the opponent the same figures with the sign turned', () => {
    const figures = figuresOf(SOLO);
    const mid = figures.get(puuidOf(SOLO, 3));
    const opposingMid = figures.get(puuidOf(SOLO, 8));
    expect(mid?.at15).toEqual({ gold: 2284, cs: 10, xp: 752 });
    expect(opposingMid?.at15).toEqual({ gold: -2284, cs: -10, xp: -752 });
  });

  it('counts jungle monsters in CS, as the scoreboard does', () => {
    const jungle = figuresOf(SHORT).get(puuidOf(SHORT, 2));
    const frame = frameAtMinute(readTimeline(SHORT), 10)?.participantFrames;
    const cs = (id: string) =>
      (frame?.[id]?.minionsKilled ?? 0) + (frame?.[id]?.jungleMinionsKilled ?? 0);
    expect(jungle?.at10?.cs).toBe(cs('2') - cs('7'));
    expect(frame?.['2']?.jungleMinionsKilled).toBeGreaterThan(0);
  });

  it('has a 15-minute figure for a game that ended at 15:15', () => {
    expect(figuresOf(SHORT).get(puuidOf(SHORT, 1))?.at15).toEqual({
      gold: -584,
      cs: -17,
      xp: 151,
    });
  });

  it('has no 15-minute figure for a game over before 15:00, and never extrapolates one', () => {
    const timeline = readTimeline(SOLO);
    const cut: TimelineDto = {
      ...timeline,
      info: { ...timeline.info, frames: timeline.info.frames.filter((f) => f.timestamp < 870_000) },
    };
    const top = figuresOf(SOLO, cut).get(puuidOf(SOLO, 1));
    expect(top?.at10).toEqual({ gold: 377, cs: 16, xp: 267 });
    expect(top?.at15).toBeNull();
  });

  it('has positions and opponents but no figures without a timeline', () => {
    const top = figuresOf(SOLO, null).get(puuidOf(SOLO, 1));
    expect(top).toEqual({
      position: 'TOP',
      opponentPuuid: puuidOf(SOLO, 6),
      at10: null,
      at15: null,
    });
  });

  it('has nothing in a remake', () => {
    const figures = laneFigures(playersOf(SOLO), {
      hasLanes: true,
      isRemake: true,
      timeline: readTimeline(SOLO),
    });
    expect([...figures.values()].every((f) => f.opponentPuuid === null && f.at10 === null)).toBe(
      true,
    );
  });
});

describe('lane opponents', () => {
  it('pair each position with the same position of the other team, lane swaps included', () => {
    // NA1_5018382378: the red team lists MIDDLE, JUNGLE, TOP in that order.
    const players = playersOf('ranked-solo-14.12-na1.json');
    const opponents = laneOpponents(players);
    expect(opponents.size).toBe(10);
    for (const [puuid, opponent] of opponents) {
      const player = players.find((p) => p.puuid === puuid);
      expect(opponent.teamPosition).toBe(player?.teamPosition);
      expect(opponent.teamId).not.toBe(player?.teamId);
    }
  });

  it('leave out a position held twice on one side, and one with no holder on the other', () => {
    const players = playersOf(SOLO).map((p) =>
      p.participantId === 2 ? { ...p, teamPosition: 'TOP' } : p,
    );
    const opponents = laneOpponents(players);
    // Blue has two tops, so neither they nor red's top have an opponent; red's jungler neither.
    expect(opponents.has(puuidOf(SOLO, 1))).toBe(false);
    expect(opponents.has(puuidOf(SOLO, 2))).toBe(false);
    expect(opponents.has(puuidOf(SOLO, 6))).toBe(false);
    expect(opponents.has(puuidOf(SOLO, 7))).toBe(false);
    expect(opponents.get(puuidOf(SOLO, 3))?.participantId).toBe(8);
  });

  it('leave out players without a position', () => {
    const players = playersOf('aram-15.13-jp1.json');
    expect(laneOpponents(players).size).toBe(0);
  });
});

describe('games with lanes', () => {
  it.each([
    ['ranked solo', 420, 11, true],
    ['draft', 400, 11, true],
    ['a queue the catalogue does not know yet, on the Rift', 3130, 11, true],
    ['ARAM', 450, 12, false],
    ['Arena', 1700, 30, false],
    ['URF', 1900, 11, false],
  ])('%s: %s', (_name, queueId, mapId, expected) => {
    expect(hasLanes({ queueId, mapId })).toBe(expected);
  });
});
