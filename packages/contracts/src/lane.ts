/**
 * Riot's `teamPosition` values that name a lane. Two players of opposite teams with the same
 * one are each other's lane opponent (docs/player-page.md, The lane).
 */
export const LANE_POSITIONS = ['TOP', 'JUNGLE', 'MIDDLE', 'BOTTOM', 'UTILITY'] as const;

export type LanePosition = (typeof LANE_POSITIONS)[number];

/** The minutes of the game the lane figures are read at: the first frame at or after each. */
export const LANE_MINUTES = [10, 15] as const;

export type LaneMinute = (typeof LANE_MINUTES)[number];

/** Whether `position` is one of Riot's five lane positions. */
export const isLanePosition = (position: string | null | undefined): position is LanePosition =>
  LANE_POSITIONS.includes(position as LanePosition);

/** The team-analysis tab's measures, in the order its buttons show them. */
export const TEAM_MEASURES = [
  'damage_dealt',
  'damage_taken',
  'gold',
  'cs',
  'wards_placed',
  'wards_killed',
] as const;

export type TeamMeasure = (typeof TEAM_MEASURES)[number];
