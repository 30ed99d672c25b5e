import type { Rng } from '../../random.ts';
import type { Role } from '../game-data.ts';
import { LANES, type LaneType, laneStructure, nexusTurret, type Point } from '../map-layout.ts';
import { opponentOf, teamOf } from './participants.ts';
import type { SimBuilding, SimMatch } from './types.ts';

const LANE_ROLES: Record<string, Role[]> = {
  TOP_LANE: ['TOP', 'JUNGLE'],
  MID_LANE: ['MIDDLE', 'JUNGLE'],
  BOT_LANE: ['BOTTOM', 'UTILITY'],
};

/** Share of the game by which the outer, inner and base towers of a lane fall. */
const TOWER_WINDOWS = [
  [0.3, 0.62],
  [0.5, 0.8],
  [0.68, 0.92],
] as const;

/** Howling Abyss: one lane of two towers, an inhibitor and two nexus turrets per side. */
const ARAM_STRUCTURES: Record<100 | 200, readonly Point[]> = {
  100: [
    { x: 5448, y: 6169 },
    { x: 4943, y: 4809 },
    { x: 3809, y: 3829 },
    { x: 2926, y: 2177 },
    { x: 2177, y: 2926 },
  ],
  200: [
    { x: 7538, y: 6814 },
    { x: 8548, y: 8289 },
    { x: 9186, y: 9213 },
    { x: 10810, y: 9985 },
    { x: 9985, y: 10810 },
  ],
};

function structureKiller(
  rng: Rng,
  m: SimMatch,
  attackers: 100 | 200,
  lane: string,
): { killerId: number; assists: number[] } {
  const team = teamOf(m, attackers);
  if (rng.chance(0.2)) return { killerId: 0, assists: [] };
  const preferred = LANE_ROLES[lane] ?? [];
  const killer = rng.weighted(
    team,
    team.map((p) => (p.role && preferred.includes(p.role) ? 4 : 1)),
  );
  const assists = team
    .filter((p) => p !== killer && rng.chance(0.35))
    .map((p) => p.participantId)
    .sort((a, b) => a - b);
  return { killerId: killer.participantId, assists };
}

/** How many structures of each lane a team takes: 4 opens the base to its inhibitor. */
function laneDepths(rng: Rng, m: SimMatch, isWinner: boolean): number[] {
  const depths = LANES.map(() =>
    isWinner ? rng.weighted([1, 2, 3, 4], [25, 30, 25, 20]) : rng.weighted([0, 1, 2], [45, 40, 15]),
  );
  if (isWinner && !m.isSurrender) {
    // A nexus kill needs one lane opened to its inhibitor.
    const lane = rng.int(0, 2);
    depths[lane] = 4;
  }
  return depths;
}

/** When a lane's structures fall, outermost first. */
function laneTimes(rng: Rng, T: number, depth: number): number[] {
  if (depth === 4) {
    // The lane that opens the base: four structures between a third of the game and the end.
    const times = Array.from({ length: 4 }, () =>
      Math.floor(rng.range(Math.max(300_000, T * 0.35), T - 60_000)),
    );
    return times.sort((a, b) => a - b);
  }
  const times: number[] = [];
  let t = 0;
  for (let d = 0; d < depth; d++) {
    const [lo, hi] = TOWER_WINDOWS[d] ?? [0.5, 0.9];
    t = Math.max(
      t + rng.int(15_000, 90_000),
      Math.floor(T * rng.range(lo, hi)),
      d === 0 ? 300_000 : 0,
    );
    if (t >= T - 10_000) break;
    times.push(t);
  }
  return times;
}

function laneEvents(
  rng: Rng,
  m: SimMatch,
  attackers: 100 | 200,
  lane: LaneType,
  depth: number,
): SimBuilding[] {
  const defenders = opponentOf(attackers);
  return laneTimes(rng, m.lengthMs, depth).map((t, d) => ({
    ...laneStructure(defenders, lane, d),
    t,
    ...structureKiller(rng, m, attackers, lane),
  }));
}

function nexusTurretEvents(
  rng: Rng,
  m: SimMatch,
  attackers: 100 | 200,
  lastInhibitor: number,
): SimBuilding[] {
  const T = m.lengthMs;
  return ([0, 1] as const).map((which) => {
    const t = Math.max(lastInhibitor + rng.int(5_000, 40_000), T - rng.int(8_000, 60_000));
    return {
      ...nexusTurret(opponentOf(attackers), which),
      t: Math.min(t, T - 3_000 + which * 1_000),
      ...structureKiller(rng, m, attackers, 'MID_LANE'),
    };
  });
}

/** The structures one team destroys on Summoner's Rift. */
function riftPush(rng: Rng, m: SimMatch, attackers: 100 | 200, isWinner: boolean): SimBuilding[] {
  const depths = laneDepths(rng, m, isWinner);
  const events: SimBuilding[] = [];
  LANES.forEach((lane, laneAt) => {
    const depth = Math.min(depths[laneAt] ?? 0, isWinner ? 4 : 2);
    events.push(...laneEvents(rng, m, attackers, lane, depth));
  });
  if (isWinner && !m.isSurrender) {
    const lastInhibitor = Math.max(0, ...events.filter((e) => e.depth === 3).map((e) => e.t));
    events.push(...nexusTurretEvents(rng, m, attackers, lastInhibitor));
  }
  return events;
}

/** Turrets and inhibitors destroyed on Summoner's Rift, and who gets the nexus. */
export function simulateStructures(rng: Rng, m: SimMatch): void {
  m.buildings.push(
    ...riftPush(rng, m, m.winner, true),
    ...riftPush(rng, m, opponentOf(m.winner), false),
  );
  m.buildings.sort((a, b) => a.t - b.t);
  creditStructures(m);
  if (!m.isSurrender) {
    const team = teamOf(m, m.winner);
    const finisher = rng.pick(team);
    finisher.nexusKills = 1;
  }
}

function aramTowerType(depth: number): SimBuilding['towerType'] {
  if (depth === 0) return 'OUTER_TURRET';
  if (depth === 1) return 'INNER_TURRET';
  // The third structure is the inhibitor; the last two are the nexus turrets.
  return depth === 2 ? 'UNDEFINED_TURRET' : 'NEXUS_TURRET';
}

/** The first `count` structures of the Howling Abyss lane that one team destroys. */
function aramPush(rng: Rng, m: SimMatch, attackers: 100 | 200, count: number): void {
  const T = m.lengthMs;
  const defenders = opponentOf(attackers);
  let t = rng.int(240_000, 420_000);
  for (let d = 0; d < count; d++) {
    t = Math.min(T - 5_000 + d * 500, t + rng.int(60_000, 220_000) * (d === 0 ? 0 : 1));
    if (d >= 3) t = Math.max(t, T - rng.int(6_000, 30_000));
    m.buildings.push({
      teamId: defenders,
      laneType: 'MID_LANE',
      buildingType: d === 2 ? 'INHIBITOR_BUILDING' : 'TOWER_BUILDING',
      towerType: aramTowerType(d),
      depth: d,
      position: ARAM_STRUCTURES[defenders][d] ?? { x: 6000, y: 6000 },
      t: Math.min(t, T - 1_000),
      ...structureKiller(rng, m, attackers, 'MID_LANE'),
    });
  }
}

/** Turrets and inhibitors destroyed on the Howling Abyss, and who gets the nexus. */
export function simulateAramStructures(rng: Rng, m: SimMatch): void {
  aramPush(rng, m, m.winner, 5);
  aramPush(rng, m, opponentOf(m.winner), rng.int(0, 2));
  m.buildings.sort((a, b) => a.t - b.t);
  creditStructures(m);
  rng.pick(teamOf(m, m.winner)).nexusKills = 1;
}

/** Turret and inhibitor kills, takedowns and first tower, read back from the events. */
function creditStructures(m: SimMatch): void {
  const byId = new Map(m.participants.map((p) => [p.participantId, p]));
  let isFirstTower = true;
  for (const b of m.buildings) {
    const killer = byId.get(b.killerId);
    const isTower = b.buildingType === 'TOWER_BUILDING';
    if (isTower && isFirstTower) {
      isFirstTower = false;
      if (killer) killer.firstTowerKill = true;
      for (const a of b.assists) {
        const assister = byId.get(a);
        if (assister) assister.firstTowerAssist = true;
      }
    }
    if (killer) {
      if (isTower) {
        killer.turretKills++;
        killer.turretTakedowns++;
      } else {
        killer.inhibitorKills++;
        killer.inhibitorTakedowns++;
      }
    }
    for (const a of b.assists) {
      const assister = byId.get(a);
      if (!assister) continue;
      if (isTower) assister.turretTakedowns++;
      else assister.inhibitorTakedowns++;
    }
  }
}
