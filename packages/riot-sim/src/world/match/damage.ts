import type { Rng } from '../../random.ts';
import type { DamageTotals, SimMatch, SimParticipant } from './types.ts';

const TO_CHAMPIONS_PER_MINUTE = { TOP: 620, JUNGLE: 480, MIDDLE: 780, BOTTOM: 800, UTILITY: 330 };
const TAKEN_PER_MINUTE = { TOP: 900, JUNGLE: 950, MIDDLE: 620, BOTTOM: 560, UTILITY: 560 };

type Totals<K extends keyof DamageTotals> = Pick<DamageTotals, K>;

/** Damage to champions and the magic and true shares every dealt total is split by. */
function damageToChampions(rng: Rng, m: SimMatch, p: SimParticipant, minutes: number) {
  const perMinute = m.isAram
    ? rng.range(1300, 2400)
    : TO_CHAMPIONS_PER_MINUTE[p.role ?? 'TOP'] * rng.range(0.7, 1.35);
  const toChampions = Math.round(perMinute * minutes * (1 + p.kills * 0.03));
  const magicShare =
    p.kind === 'ap' || p.kind === 'enchanter'
      ? rng.range(0.7, 0.92)
      : p.kind === 'tank'
        ? rng.range(0.3, 0.6)
        : rng.range(0.03, 0.2);
  const trueShare = rng.range(0.02, 0.09);
  const magicToChampions = Math.round(toChampions * magicShare);
  const trueToChampions = Math.round(toChampions * trueShare);
  const physicalToChampions = Math.max(0, toChampions - magicToChampions - trueToChampions);
  return {
    magicShare,
    trueShare,
    totals: { toChampions, physicalToChampions, magicToChampions, trueToChampions },
  };
}

function damageDealt(
  rng: Rng,
  p: SimParticipant,
  toChampions: number,
  magicShare: number,
  trueShare: number,
): Totals<'dealt' | 'physicalDealt' | 'magicDealt' | 'trueDealt'> {
  const dealt = toChampions + (p.laneCs + p.jungleCs) * rng.range(280, 520);
  const magicDealt = Math.round(dealt * magicShare);
  const trueDealt = Math.round(dealt * trueShare * 1.5);
  return {
    dealt: Math.round(dealt),
    physicalDealt: Math.max(0, Math.round(dealt) - magicDealt - trueDealt),
    magicDealt,
    trueDealt,
  };
}

function damageTaken(
  rng: Rng,
  m: SimMatch,
  p: SimParticipant,
  minutes: number,
): Totals<'taken' | 'physicalTaken' | 'magicTaken' | 'trueTaken'> {
  const perMinute = m.isAram
    ? rng.range(1300, 2300)
    : TAKEN_PER_MINUTE[p.role ?? 'TOP'] * rng.range(0.75, 1.3);
  const taken = Math.round(
    perMinute * minutes * (1 + p.deaths * 0.04) * (p.kind === 'tank' ? 1.35 : 1),
  );
  const magicTaken = Math.round(taken * rng.range(0.25, 0.5));
  const trueTaken = Math.round(taken * rng.range(0.03, 0.1));
  return {
    taken,
    physicalTaken: Math.max(0, taken - magicTaken - trueTaken),
    magicTaken,
    trueTaken,
  };
}

function damageToObjectives(
  rng: Rng,
  m: SimMatch,
  p: SimParticipant,
  minutes: number,
): Totals<'toTurrets' | 'toEpicMonsters'> {
  const toTurrets = Math.round(
    (p.turretTakedowns * 1400 + rng.range(200, 1500)) * (m.isAram ? 1.2 : 1),
  );
  const toEpicMonsters =
    p.role === 'JUNGLE'
      ? Math.round(rng.range(5000, 15000) * (minutes / 30))
      : Math.round(rng.range(0, 2500));
  return { toTurrets, toEpicMonsters };
}

/** Healing, shielding and crowd control. */
function utility(
  rng: Rng,
  p: SimParticipant,
  minutes: number,
): Totals<
  'heal' | 'healsOnTeammates' | 'shieldedOnTeammates' | 'timeCCingOthers' | 'totalTimeCCDealt'
> {
  const isEnchanter = p.kind === 'enchanter';
  return {
    heal: Math.round(minutes * rng.range(50, isEnchanter ? 400 : 200)),
    healsOnTeammates: isEnchanter ? Math.round(minutes * rng.range(80, 300)) : 0,
    shieldedOnTeammates: isEnchanter ? Math.round(minutes * rng.range(60, 250)) : 0,
    timeCCingOthers: Math.round(minutes * rng.range(0.3, p.kind === 'tank' ? 2.5 : 1.2)),
    totalTimeCCDealt: Math.round(minutes * rng.range(3, p.kind === 'tank' ? 40 : 15)),
  };
}

function damageOf(rng: Rng, m: SimMatch, p: SimParticipant, minutes: number): DamageTotals {
  const champions = damageToChampions(rng, m, p, minutes);
  const { magicShare, trueShare } = champions;
  const dealt = damageDealt(rng, p, champions.totals.toChampions, magicShare, trueShare);
  const taken = damageTaken(rng, m, p, minutes);
  const { toTurrets, toEpicMonsters } = damageToObjectives(rng, m, p, minutes);
  const isSturdy = p.kind === 'tank' || p.kind === 'bruiser';
  const selfMitigated = Math.round(
    taken.taken * (isSturdy ? rng.range(0.9, 1.8) : rng.range(0.3, 0.8)),
  );
  const toBuildings = toTurrets + (p.inhibitorTakedowns > 0 ? rng.int(500, 2500) : 0);
  return {
    ...champions.totals,
    ...dealt,
    ...taken,
    selfMitigated,
    toBuildings,
    toTurrets,
    toObjectives: toTurrets + toEpicMonsters,
    toEpicMonsters,
    ...utility(rng, p, minutes),
  };
}

/** Damage dealt and taken, healing, crowd control and ability casts of every participant. */
export function simulateDamage(rng: Rng, m: SimMatch): void {
  const minutes = m.lengthMs / 60_000;
  for (const p of m.participants) {
    p.damage = damageOf(rng, m, p, minutes);
    const casts = (base: number) => Math.round(base * minutes * rng.range(0.6, 1.4));
    p.spellCasts = [casts(6), casts(3.5), casts(3), casts(0.5)];
    p.summonerCasts = [
      rng.int(1, Math.max(2, Math.round(minutes / 5))),
      rng.int(1, Math.max(2, Math.round(minutes / 5))),
    ];
  }
}
