import type { Rng } from '../../random.ts';
import { ITEM } from '../game-data.ts';
import type { SimMatch, SimParticipant } from './types.ts';

const WARDS_PER_MINUTE = { TOP: 0.3, JUNGLE: 0.42, MIDDLE: 0.32, BOTTOM: 0.36, UTILITY: 1.05 };
const WARD_KILLS_PER_MINUTE = {
  TOP: 0.06,
  JUNGLE: 0.15,
  MIDDLE: 0.07,
  BOTTOM: 0.06,
  UTILITY: 0.25,
};

/** Trinket and sight wards placed (control wards come with their purchase). */
function placeWards(rng: Rng, m: SimMatch, p: SimParticipant, minutes: number): number {
  const others = Math.round(WARDS_PER_MINUTE[p.role ?? 'TOP'] * minutes * rng.range(0.7, 1.3));
  for (let i = 0; i < others; i++) {
    const t = rng.int(60_000, m.lengthMs - 3_000);
    const wardType =
      p.role === 'UTILITY' && t > 240_000 && rng.chance(0.6)
        ? 'SIGHT_WARD'
        : p.items[6] === ITEM.farsight && t > 900_000
          ? 'BLUE_TRINKET'
          : 'YELLOW_TRINKET';
    m.wards.push({ t, participantId: p.participantId, wardType });
  }
  return others;
}

function killWards(rng: Rng, m: SimMatch, p: SimParticipant, minutes: number): number {
  const count = Math.round(WARD_KILLS_PER_MINUTE[p.role ?? 'TOP'] * minutes * rng.range(0.5, 1.5));
  for (let i = 0; i < count; i++) {
    m.wardKills.push({
      t: rng.int(120_000, m.lengthMs - 3_000),
      participantId: p.participantId,
      wardType: rng.weighted(
        ['YELLOW_TRINKET', 'SIGHT_WARD', 'CONTROL_WARD', 'BLUE_TRINKET'],
        [60, 20, 15, 5],
      ),
    });
  }
  return count;
}

/** Wards placed and killed, and vision scores; ARAM has none. */
export function simulateVision(rng: Rng, m: SimMatch): void {
  if (m.isAram) return;
  const minutes = m.lengthMs / 60_000;
  for (const p of m.participants) {
    p.wardsPlaced = placeWards(rng, m, p, minutes) + p.controlWardsPlaced;
    p.wardsKilled = killWards(rng, m, p, minutes);
    p.visionScore = Math.round(
      p.wardsPlaced * 0.9 +
        p.wardsKilled * 1.3 +
        p.controlWardsPlaced * 1.4 +
        minutes * (p.role === 'UTILITY' ? 0.6 : 0.25),
    );
  }
}
