import type { Rng } from '../random.ts';
import type { Role } from './game-data.ts';

export interface Point {
  x: number;
  y: number;
}

export type LaneType = 'TOP_LANE' | 'MID_LANE' | 'BOT_LANE';
export type TowerType = 'OUTER_TURRET' | 'INNER_TURRET' | 'BASE_TURRET' | 'NEXUS_TURRET';

export interface Structure {
  teamId: 100 | 200;
  laneType: LaneType;
  buildingType: 'TOWER_BUILDING' | 'INHIBITOR_BUILDING';
  towerType: TowerType | 'UNDEFINED_TURRET';
  /** 0 outer, 1 inner, 2 base, 3 inhibitor, 4 nexus turret. */
  depth: number;
  position: Point;
}

const LANE_STRUCTURES: Record<100 | 200, Record<LaneType, readonly Point[]>> = {
  100: {
    TOP_LANE: [
      { x: 981, y: 10441 },
      { x: 1512, y: 6699 },
      { x: 1169, y: 4287 },
      { x: 1171, y: 3571 },
    ],
    MID_LANE: [
      { x: 5846, y: 6396 },
      { x: 5048, y: 4812 },
      { x: 3651, y: 3696 },
      { x: 3203, y: 3208 },
    ],
    BOT_LANE: [
      { x: 10504, y: 1029 },
      { x: 6919, y: 1483 },
      { x: 4281, y: 1253 },
      { x: 3452, y: 1236 },
    ],
  },
  200: {
    TOP_LANE: [
      { x: 4318, y: 13875 },
      { x: 7943, y: 13411 },
      { x: 10481, y: 13650 },
      { x: 11261, y: 13676 },
    ],
    MID_LANE: [
      { x: 8955, y: 8510 },
      { x: 9767, y: 10113 },
      { x: 11134, y: 11207 },
      { x: 11598, y: 11667 },
    ],
    BOT_LANE: [
      { x: 13866, y: 4505 },
      { x: 13327, y: 8226 },
      { x: 13624, y: 10572 },
      { x: 13604, y: 11316 },
    ],
  },
};

const NEXUS_TURRETS: Record<100 | 200, readonly Point[]> = {
  100: [
    { x: 1748, y: 2270 },
    { x: 2177, y: 1807 },
  ],
  200: [
    { x: 12611, y: 13084 },
    { x: 13052, y: 12612 },
  ],
};

const TOWER_TYPES: readonly TowerType[] = ['OUTER_TURRET', 'INNER_TURRET', 'BASE_TURRET'];
export const LANES: readonly LaneType[] = ['TOP_LANE', 'MID_LANE', 'BOT_LANE'];

/** A structure of Summoner's Rift; depth 0–3 along a lane (3 = inhibitor). */
export function laneStructure(teamId: 100 | 200, lane: LaneType, depth: number): Structure {
  const position = LANE_STRUCTURES[teamId][lane][depth] ?? { x: 7400, y: 7400 };
  return depth === 3
    ? {
        teamId,
        laneType: lane,
        buildingType: 'INHIBITOR_BUILDING',
        towerType: 'UNDEFINED_TURRET',
        depth,
        position,
      }
    : {
        teamId,
        laneType: lane,
        buildingType: 'TOWER_BUILDING',
        towerType: TOWER_TYPES[depth] ?? 'OUTER_TURRET',
        depth,
        position,
      };
}

export function nexusTurret(teamId: 100 | 200, which: 0 | 1): Structure {
  return {
    teamId,
    laneType: 'MID_LANE',
    buildingType: 'TOWER_BUILDING',
    towerType: 'NEXUS_TURRET',
    depth: 4,
    position: NEXUS_TURRETS[teamId][which] ?? { x: 7400, y: 7400 },
  };
}

export const FOUNTAIN: Record<100 | 200, Point> = {
  100: { x: 554, y: 581 },
  200: { x: 14340, y: 14391 },
};

export const PITS = {
  dragon: { x: 9866, y: 4414 },
  baron: { x: 5007, y: 10471 },
  herald: { x: 5007, y: 10471 },
  horde: { x: 4866, y: 10240 },
  atakhan: { x: 7280, y: 9620 },
} as const;

/** Where a role spends its time around `progress` (0 start … 1 end of game). */
export function rolePosition(
  rng: Rng,
  role: Role | null,
  teamId: 100 | 200,
  progress: number,
): Point {
  const jitter = () => rng.int(-900, 900);
  const clampMap = (v: number) => Math.max(300, Math.min(14500, v));
  if (role === null) {
    // Howling Abyss: one diagonal lane.
    const along = 2000 + rng.int(0, 8800);
    return { x: clampMap(along + rng.int(-600, 600)), y: clampMap(along + rng.int(-600, 600)) };
  }
  if (progress > 0.55 && rng.chance(0.5)) {
    // Mid and late game: grouped around mid and the objectives.
    const spot = rng.pick([PITS.dragon, PITS.baron, { x: 7400, y: 7400 }]);
    return { x: clampMap(spot.x + jitter()), y: clampMap(spot.y + jitter()) };
  }
  const side = teamId === 100 ? 0 : 1;
  switch (role) {
    case 'TOP':
      return rng.chance(0.5)
        ? { x: clampMap(1200 + jitter()), y: clampMap(9000 + side * 2500 + jitter()) }
        : { x: clampMap(3500 + side * 2500 + jitter()), y: clampMap(13500 + jitter()) };
    case 'MIDDLE': {
      const along = 5600 + side * 3200 + rng.int(-1200, 1200);
      return { x: clampMap(along + rng.int(-500, 500)), y: clampMap(along + rng.int(-500, 500)) };
    }
    case 'BOTTOM':
    case 'UTILITY':
      return rng.chance(0.5)
        ? { x: clampMap(9000 + side * 2500 + jitter()), y: clampMap(1300 + jitter()) }
        : { x: clampMap(13500 + jitter()), y: clampMap(3500 + side * 2500 + jitter()) };
    default:
      return teamId === 100
        ? { x: clampMap(3800 + rng.int(-1500, 3500)), y: clampMap(6500 + rng.int(-3500, 1500)) }
        : { x: clampMap(10900 + rng.int(-3500, 1500)), y: clampMap(8300 + rng.int(-1500, 3500)) };
  }
}
