import type { ObjectiveType } from '@riftscope/contracts';

export const TEAM_COLORS = { 100: '#4d8dff', 200: '#ff5a5f' } as const;

/** Each objective's outline in a 12×12 box centred on 0,0: simple shapes, not the game's art. */
const GLYPHS: Record<ObjectiveType, string> = {
  // A dragon's head seen from the front: a diamond with two horns.
  DRAGON: 'M0 -5 L4 0 L0 5 L-4 0 Z M-4 -2 L-6 -6 L-2 -4 Z M4 -2 L6 -6 L2 -4 Z',
  ELDER_DRAGON: 'M0 -6 L5 0 L0 6 L-5 0 Z M0 -3 L2.5 0 L0 3 L-2.5 0 Z',
  // The herald's eye.
  RIFTHERALD: 'M-6 0 Q0 -6 6 0 Q0 6 -6 0 Z M-2 0 A2 2 0 1 0 2 0 A2 2 0 1 0 -2 0 Z',
  // Three grubs.
  HORDE:
    'M-5 2 A2 2 0 1 0 -1 2 A2 2 0 1 0 -5 2 Z M1 2 A2 2 0 1 0 5 2 A2 2 0 1 0 1 2 Z M-2 -3 A2 2 0 1 0 2 -3 A2 2 0 1 0 -2 -3 Z',
  // A crowned serpent: a circle with a crown on top.
  BARON_NASHOR:
    'M-4 2 A4 4 0 1 0 4 2 A4 4 0 1 0 -4 2 Z M-5 -3 L-5 -6 L-2.5 -4 L0 -6.5 L2.5 -4 L5 -6 L5 -3 Z',
  ATAKHAN: 'M0 -6 L1.6 -2 L6 -2 L2.5 1 L4 5.5 L0 3 L-4 5.5 L-2.5 1 L-6 -2 L-1.6 -2 Z',
  // A turret: battlements on a block.
  TOWER:
    'M-4 6 L-4 -2 L-5 -2 L-5 -6 L-3 -6 L-3 -4 L-1 -4 L-1 -6 L1 -6 L1 -4 L3 -4 L3 -6 L5 -6 L5 -2 L4 -2 L4 6 Z',
  // An inhibitor's crystal on its ring.
  INHIBITOR: 'M0 -6 L3 -1 L0 4 L-3 -1 Z M-5 5 L5 5 L5 6 L-5 6 Z',
};

/** An objective's glyph at (x, y), filled with the colour of the team that took it. */
export function ObjectiveGlyph({
  type,
  teamId,
  x,
  y,
  scale = 1,
}: {
  type: ObjectiveType;
  /** The team that took it; null draws the glyph in grey, as a legend does. */
  teamId: 100 | 200 | null;
  x: number;
  y: number;
  scale?: number;
}) {
  return (
    <path
      d={GLYPHS[type]}
      transform={`translate(${x} ${y}) scale(${scale})`}
      fill={teamId === null ? '#9aa3b5' : TEAM_COLORS[teamId]}
      fillRule="evenodd"
      stroke="#0b0d12"
      strokeWidth={0.8}
    />
  );
}
