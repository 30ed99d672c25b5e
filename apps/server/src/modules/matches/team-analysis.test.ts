import type { MatchDto } from '@riftscope/riot/schemas';
import { describe, expect, it } from 'vitest';
import { asRemake, readMatch, readTimeline } from '../../../test/match-fixtures.ts';
import { matchRows } from '../riot-data/match-rows.ts';
import { matchAnalysis } from './match-analysis.service.ts';
import { riotLaning, teamAnalysis } from './team-analysis.ts';

const analysisOf = (document: MatchDto) =>
  teamAnalysis(matchRows(document).participants, document.info.participants);

describe('team analysis of a real match', () => {
  const document = readMatch('ranked-solo-15.12-jp1.json');
  const [first] = analysisOf(document);

  it("gives each figure with its share of the player's team, one decimal", () => {
    expect(first).toEqual({
      puuid: document.info.participants[0]?.puuid,
      group: 100,
      damage_dealt: { value: 7945, share: 20.9 },
      damage_taken: { value: 14750, share: 33.4 },
      gold: first?.gold,
      cs: first?.cs,
      wards_placed: { value: 10, share: 19.2 },
      wards_killed: { value: 0, share: 0 },
    });
    expect(first?.gold.value).toBe(6634);
    expect(first?.cs.value).toBe(160);
  });

  it('has shares that add up to about 100 over each team', () => {
    const players = analysisOf(document);
    for (const team of [100, 200]) {
      const sum = players
        .filter((p) => p.group === team)
        .reduce((total, p) => total + p.damage_taken.share, 0);
      expect(sum).toBeGreaterThan(99.7);
      expect(sum).toBeLessThan(100.3);
    }
  });

  it("shares each Arena player's figures over the duo", () => {
    const arena = readMatch('arena-15.5-na1.json');
    const [player] = analysisOf(arena);
    expect(player?.group).toBe(1);
    expect(player?.damage_taken).toEqual({ value: 35365, share: 56 });
  });
});

describe("Riot's laning figures", () => {
  it('are read from the challenges as Riot sends them', () => {
    const document = readMatch('NA1_4924008147.json');
    expect(riotLaning(document.info.participants[0])).toEqual({
      laning_phase_gold_exp_advantage: false,
      early_laning_phase_gold_exp_advantage: false,
      max_cs_advantage: 98.2,
      max_level_lead: 3,
    });
  });

  it('are null where the document has none (ARAM)', () => {
    const document = readMatch('aram-15.13-jp1.json');
    expect(riotLaning(document.info.participants[0])).toBeNull();
  });
});

describe('the match analysis answer', () => {
  const document = readMatch('ranked-solo-15.12-jp1.json');
  const storedAt = new Date('2026-01-02T03:04:05.000Z');

  it('carries the lane figures of the stored timeline and its size', () => {
    const answer = matchAnalysis(document, {
      timeline: readTimeline('ranked-solo-15.12-jp1.json'),
      storedAt,
    });
    expect(answer.has_lanes).toBe(true);
    expect(answer.timeline).toEqual({ stored_at: storedAt.toISOString(), frames: 20 });
    expect(answer.lanes[0]?.at_10).toEqual({ gold: 377, cs: 16, xp: 267 });
    expect(answer.lanes[0]?.riot).not.toBeNull();
    expect(answer.team).toHaveLength(10);
  });

  it("has Riot's figures alone without a timeline", () => {
    const answer = matchAnalysis(document, { timeline: null, storedAt: null });
    expect(answer.timeline).toBeNull();
    expect(answer.lanes[0]?.at_10).toBeNull();
    expect(answer.lanes[0]?.opponent_puuid).toBe(document.info.participants[5]?.puuid);
    expect(answer.lanes[0]?.riot?.max_level_lead).toBe(1);
  });

  it('has no lane figures in a remake, but still the team analysis', () => {
    const answer = matchAnalysis(asRemake(document), {
      timeline: readTimeline('ranked-solo-15.12-jp1.json'),
      storedAt,
    });
    expect(answer.is_remake).toBe(true);
    expect(answer.lanes.every((l) => l.at_10 === null && l.riot === null)).toBe(true);
    expect(answer.team).toHaveLength(10);
  });

  it('has no lanes in ARAM', () => {
    const answer = matchAnalysis(readMatch('aram-15.13-jp1.json'), {
      timeline: readTimeline('aram-15.13-jp1.json'),
      storedAt,
    });
    expect(answer.has_lanes).toBe(false);
    expect(answer.lanes.every((l) => l.position === null && l.at_10 === null)).toBe(true);
  });
});
