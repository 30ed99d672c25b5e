import { clamp, createRng, type Rng } from '../../random.ts';
import type { GameData, MapId } from '../game-data.ts';
import type { Player } from '../players.ts';
import type { MatchHeader } from '../schedule.ts';
import { simulateKills } from './combat.ts';
import { simulateDamage } from './damage.ts';
import { type DraftPick, draftGame } from './draft.ts';
import { goldAt } from './economy.ts';
import { simulateItems } from './items.ts';
import { simulateLevels } from './levels.ts';
import { simulateMonsters } from './monsters.ts';
import { createParticipant } from './participants.ts';
import { simulateAramStructures, simulateStructures } from './structures.ts';
import type { SimMatch } from './types.ts';
import { simulateVision } from './vision.ts';

/** Who wins: champion strength on the match's patch and skill. */
function decideWinner(
  rng: Rng,
  data: GameData,
  header: MatchHeader,
  picks: readonly DraftPick[],
): 100 | 200 {
  let edge = 0;
  for (const d of picks) {
    const sign = d.teamId === 100 ? 1 : -1;
    const strength = data.strength(d.champion.key, d.role ?? 'ARAM', header.patch);
    edge += sign * (strength + 0.016 * d.player.skill);
  }
  return rng.chance(clamp(0.5 + edge, 0.12, 0.88)) ? 100 : 200;
}

/** Length, surrender and timestamps of the game. */
function decideTiming(rng: Rng, header: MatchHeader, isAram: boolean) {
  const isSurrender = !isAram && rng.chance(0.27);
  const gameDuration = Math.round(
    isAram
      ? clamp(rng.normal(1080, 220), 600, 1800)
      : isSurrender
        ? clamp(rng.normal(1380, 200), 915, 1900)
        : clamp(rng.normal(1800, 340), 1100, 3000),
  );
  const lengthMs = gameDuration * 1000 + rng.int(0, 999);
  const gameCreation = header.creation;
  const gameStartTimestamp = gameCreation + rng.int(20_000, 45_000);
  const gameEndTimestamp = gameStartTimestamp + lengthMs + rng.int(0, 400);
  return {
    gameCreation,
    gameStartTimestamp,
    gameEndTimestamp,
    lengthMs,
    gameDuration,
    isSurrender,
  };
}

/**
 * Runs the phases in a fixed order, each on its own fork of the match generator, so a phase's
 * draws never shift another's; later phases read what earlier ones wrote (gold reads kills).
 */
function simulatePhases(rng: Rng, data: GameData, match: SimMatch): void {
  simulateLevels(rng.fork('levels'), match);
  simulateKills(rng.fork('kills'), match);
  if (!match.isAram) {
    simulateStructures(rng.fork('structures'), match);
    simulateMonsters(rng.fork('monsters'), match);
  } else {
    simulateAramStructures(rng.fork('structures'), match);
  }
  for (const p of match.participants) {
    p.goldEarned = goldAt(p, match.lengthMs, match.lengthMs);
  }
  simulateItems(rng.fork('items'), data, match);
  simulateVision(rng.fork('vision'), match);
  simulateDamage(rng.fork('damage'), match);
  match.itemEvents.sort((a, b) => a.t - b.t);
  match.wards.sort((a, b) => a.t - b.t);
  match.wardKills.sort((a, b) => a.t - b.t);
}

/**
 * The first draws of a match: draft, winner and timing, in the order simulateMatch makes them.
 * Cheap beside the whole simulation; the ladder (ladder.ts) reads results from it.
 */
export function matchOutcome(data: GameData, header: MatchHeader, players: readonly Player[]) {
  const rng = createRng(header.seed, 'match');
  const isAram = header.queueId === 450;
  const roster = [...header.participants]
    .map((i) => players[i])
    .filter((p): p is Player => p !== undefined);
  const { picks, bans } = draftGame(rng, data, header.queueId, roster);
  const winner = decideWinner(rng, data, header, picks);
  const timing = decideTiming(rng, header, isAram);
  return { rng, isAram, picks, bans, winner, timing };
}

/** Simulates a whole match from its header's seed; documents and timelines read from it. */
export function simulateMatch(
  data: GameData,
  header: MatchHeader,
  players: readonly Player[],
): SimMatch {
  const { rng, isAram, picks, bans, winner, timing } = matchOutcome(data, header, players);
  const mapId: MapId = isAram ? 12 : 11;
  const minutes = timing.lengthMs / 60_000;
  const match: SimMatch = {
    header,
    mapId,
    gameVersion: header.patch === 'previous' ? data.previousGameVersion : data.gameVersion,
    gameMode: isAram ? 'ARAM' : 'CLASSIC',
    isAram,
    ...timing,
    winner,
    participants: picks.map((pick, i) =>
      createParticipant(header.seed, i, pick, winner, minutes, isAram),
    ),
    bans,
    kills: [],
    buildings: [],
    monsters: [],
    itemEvents: [],
    wards: [],
    wardKills: [],
    skillUps: [],
    levelUps: [],
    xpCurve: { start: isAram ? 0 : 55_000, exponent: 0.92 },
  };
  simulatePhases(rng, data, match);
  return match;
}
