import type { Rng } from '../../random.ts';
import { PITS, type Point } from '../map-layout.ts';
import { opponentOf, teamOf } from './participants.ts';
import type { SimMatch, SimMonster } from './types.ts';

const DRAGONS = [
  'FIRE_DRAGON',
  'WATER_DRAGON',
  'EARTH_DRAGON',
  'AIR_DRAGON',
  'HEXTECH_DRAGON',
  'CHEMTECH_DRAGON',
];

/** Which team takes an objective: the winner with probability p. */
function takeBy(rng: Rng, m: SimMatch, p: number): 100 | 200 {
  return rng.chance(p) ? m.winner : opponentOf(m.winner);
}

/** Records an epic monster kill, unless it would come in the game's last seconds. */
function killMonster(
  rng: Rng,
  m: SimMatch,
  t: number,
  team: 100 | 200,
  monsterType: SimMonster['monsterType'],
  position: Point,
  monsterSubType?: string,
): void {
  if (t >= m.lengthMs - 5_000) return;
  const members = teamOf(m, team);
  const jungler = members.find((p) => p.role === 'JUNGLE');
  const killer = jungler && rng.chance(0.8) ? jungler : rng.pick(members);
  const assists = members
    .filter((p) => p !== killer && rng.chance(0.45))
    .map((p) => p.participantId)
    .sort((a, b) => a - b);
  const monster: SimMonster = {
    t,
    killerId: killer.participantId,
    killerTeamId: team,
    assists,
    monsterType,
    position,
  };
  if (monsterSubType) monster.monsterSubType = monsterSubType;
  m.monsters.push(monster);
  if (monsterType === 'DRAGON') killer.dragonKills++;
  if (monsterType === 'BARON_NASHOR') killer.baronKills++;
}

/** Void grubs: one wave of three. */
function voidGrubs(rng: Rng, m: SimMatch): void {
  if (m.lengthMs <= 9 * 60_000) return;
  const team = takeBy(rng, m, 0.6);
  let t = rng.int(480_000, 560_000);
  for (let i = 0; i < 3; i++) {
    killMonster(rng, m, t, team, 'HORDE', PITS.horde);
    t += rng.int(8_000, 25_000);
  }
}

/** Dragons every five minutes or so; a team with four gets the soul, then elders spawn. */
function dragons(rng: Rng, m: SimMatch): void {
  const soulType = rng.pick(DRAGONS);
  const taken: Record<100 | 200, number> = { 100: 0, 200: 0 };
  let t = rng.int(300_000, 480_000);
  let dragonsKilled = 0;
  while (t < m.lengthMs - 10_000) {
    const team = takeBy(rng, m, 0.62);
    const hasSoul = taken[100] >= 4 || taken[200] >= 4;
    const subType = hasSoul ? 'ELDER_DRAGON' : dragonsKilled < 2 ? rng.pick(DRAGONS) : soulType;
    killMonster(rng, m, t, team, 'DRAGON', PITS.dragon, subType);
    taken[team]++;
    dragonsKilled++;
    t += (hasSoul ? 360_000 : 300_000) + rng.int(20_000, 150_000);
  }
}

/** Rift Herald and Atakhan: at most one each, in their windows. */
function heraldAndAtakhan(rng: Rng, m: SimMatch): void {
  const T = m.lengthMs;
  if (T > 16 * 60_000 && rng.chance(0.85)) {
    const t = rng.int(900_000, Math.min(T - 30_000, 1_150_000));
    killMonster(rng, m, t, takeBy(rng, m, 0.6), 'RIFTHERALD', PITS.herald);
  }
  if (T > 21 * 60_000 && rng.chance(0.7)) {
    const t = rng.int(1_200_000, Math.min(T - 20_000, 1_380_000));
    killMonster(rng, m, t, takeBy(rng, m, 0.65), 'ATAKHAN', PITS.atakhan);
  }
}

function barons(rng: Rng, m: SimMatch): void {
  let baron = rng.int(1_500_000, 1_800_000);
  while (baron < m.lengthMs - 30_000 && rng.chance(0.7)) {
    killMonster(rng, m, baron, takeBy(rng, m, 0.75), 'BARON_NASHOR', PITS.baron);
    baron += 360_000 + rng.int(30_000, 240_000);
  }
}

/** Epic monsters of Summoner's Rift: void grubs, dragons, herald, Atakhan and barons. */
export function simulateMonsters(rng: Rng, m: SimMatch): void {
  voidGrubs(rng, m);
  dragons(rng, m);
  heraldAndAtakhan(rng, m);
  barons(rng, m);
  m.monsters.sort((a, b) => a.t - b.t);
}
