import type { Rng } from '../../random.ts';
import type { Role } from '../game-data.ts';
import { rolePosition } from '../map-layout.ts';
import { levelAt } from './economy.ts';
import type { SimKill, SimMatch, SimParticipant } from './types.ts';

const KILL_WEIGHT: Record<Role, number> = {
  TOP: 1,
  JUNGLE: 1.1,
  MIDDLE: 1.3,
  BOTTOM: 1.4,
  UTILITY: 0.35,
};
const DEATH_WEIGHT: Record<Role, number> = {
  TOP: 1,
  JUNGLE: 1,
  MIDDLE: 1,
  BOTTOM: 1.15,
  UTILITY: 1.1,
};
const ASSIST_CHANCE: Record<Role, number> = {
  TOP: 0.3,
  JUNGLE: 0.5,
  MIDDLE: 0.4,
  BOTTOM: 0.4,
  UTILITY: 0.65,
};

/** What the fights of a match remember between kills. */
interface FightState {
  byId: Map<number, SimParticipant>;
  /** When a dead participant respawns. */
  aliveAt: Map<number, number>;
  /** Kills since the last death, per participant. */
  streak: Map<number, number>;
  /** Deaths since the last kill, per participant. */
  deathStreak: Map<number, number>;
  /** When a participant last respawned. */
  lastDeath: Map<number, number>;
  kills: number;
  target: number;
  winnerShare: number;
}

interface KillPlan {
  killer: SimParticipant;
  victim: SimParticipant;
  assists: number[];
}

/** How long a champion of a level killed at time t stays dead. */
export function deathSeconds(level: number, t: number, isAram: boolean): number {
  const minutes = t / 60_000;
  const base = 6 + level * 2.2 + Math.max(0, minutes - 15) * 0.6;
  return Math.min(isAram ? 35 : 70, isAram ? base * 0.6 : base);
}

/** Fight start times, skewed late: enough fights for the kill target. */
function fightTimes(rng: Rng, m: SimMatch, target: number): number[] {
  const firstFight = m.isAram ? 60_000 : rng.int(110_000, 360_000);
  const fights: number[] = [];
  let planned = 0;
  while (planned < target) {
    fights.push(Math.floor(firstFight + (m.lengthMs - 20_000 - firstFight) * rng.next() ** 0.85));
    planned += 1.6;
  }
  return fights.sort((a, b) => a - b);
}

function chooseKill(
  rng: Rng,
  m: SimMatch,
  state: FightState,
  t: number,
  previousKiller: SimParticipant | undefined,
): KillPlan | undefined {
  const isAlive = (p: SimParticipant) => (state.aliveAt.get(p.participantId) ?? 0) <= t;
  const killerTeam: 100 | 200 = rng.chance(state.winnerShare)
    ? m.winner
    : m.winner === 100
      ? 200
      : 100;
  const team = m.participants.filter((p) => p.teamId === killerTeam && isAlive(p));
  const enemies = m.participants.filter((p) => p.teamId !== killerTeam && isAlive(p));
  if (team.length === 0 || enemies.length === 0) return undefined;
  const killer =
    previousKiller &&
    previousKiller.teamId === killerTeam &&
    isAlive(previousKiller) &&
    rng.chance(0.45)
      ? previousKiller
      : rng.weighted(
          team,
          team.map((p) => (p.role ? KILL_WEIGHT[p.role] : 1) * Math.exp(p.player.skill * 0.25)),
        );
  const victim = rng.weighted(
    enemies,
    enemies.map((p) => (p.role ? DEATH_WEIGHT[p.role] : 1) * Math.exp(-p.player.skill * 0.2)),
  );
  const assists = team
    .filter(
      (p) => p !== killer && rng.chance(m.isAram ? 0.6 : p.role ? ASSIST_CHANCE[p.role] : 0.4),
    )
    .map((p) => p.participantId)
    .sort((a, b) => a - b);
  return { killer, victim, assists };
}

function recordKill(rng: Rng, m: SimMatch, state: FightState, t: number, plan: KillPlan): void {
  const { killer, victim, assists } = plan;
  const isFirstBlood = state.kills === 0;
  const victimStreak = state.streak.get(victim.participantId) ?? 0;
  const victimDeaths = state.deathStreak.get(victim.participantId) ?? 0;
  const bounty = isFirstBlood ? 400 : Math.max(100, 300 - Math.max(0, victimDeaths - 1) * 50);
  const shutdownBounty = victimStreak >= 3 ? Math.min(700, 150 + 100 * (victimStreak - 3)) : 0;
  const killStreakLength = state.streak.get(killer.participantId) ?? 0;
  const position = rolePosition(rng, victim.role, victim.teamId, t / m.lengthMs);
  m.kills.push({
    t,
    killerId: killer.participantId,
    victimId: victim.participantId,
    assists,
    bounty,
    shutdownBounty,
    killStreakLength,
    position,
    isFirstBlood,
    multiKillLength: 1,
  });
  state.kills++;
  killer.killGold.push({ t, amount: bounty + shutdownBounty });
  const share = assists.length > 0 ? Math.floor((bounty * 0.5) / assists.length) : 0;
  for (const a of assists) state.byId.get(a)?.killGold.push({ t, amount: share });
  state.streak.set(killer.participantId, killStreakLength + 1);
  state.deathStreak.set(killer.participantId, 0);
  state.streak.set(victim.participantId, 0);
  state.deathStreak.set(victim.participantId, victimDeaths + 1);
  recordDeath(m, state, t, victim);
}

function recordDeath(m: SimMatch, state: FightState, t: number, victim: SimParticipant): void {
  const dead = deathSeconds(levelAt(m, victim, t), t, m.isAram) * 1000;
  state.aliveAt.set(victim.participantId, t + dead);
  victim.totalTimeSpentDead += Math.round(Math.min(dead, m.lengthMs - t) / 1000);
  const livedSince = state.lastDeath.get(victim.participantId) ?? 0;
  victim.longestTimeSpentLiving = Math.max(
    victim.longestTimeSpentLiving,
    Math.round((t - livedSince) / 1000),
  );
  state.lastDeath.set(victim.participantId, t + dead);
}

/** One fight: a few kills seconds apart, often by the same killer. */
function fight(rng: Rng, m: SimMatch, state: FightState, fightStart: number): void {
  const size = rng.weighted([1, 2, 3, 4, 5], [60, 20, 10, 6, 4]);
  let t = fightStart;
  let previousKiller: SimParticipant | undefined;
  for (let k = 0; k < size && state.kills < state.target; k++) {
    t += k === 0 ? 0 : rng.int(800, 6_500);
    if (t >= m.lengthMs - 2_000) break;
    const plan = chooseKill(rng, m, state, t, previousKiller);
    if (!plan) continue;
    recordKill(rng, m, state, t, plan);
    previousKiller = plan.killer;
  }
}

interface Chains {
  /** The killer's current multikill and the time of its last kill. */
  multi: Map<number, { length: number; last: number }>;
  spree: Map<number, number>;
}

function creditScoreboard(kill: SimKill, byId: Map<number, SimParticipant>): void {
  const killer = byId.get(kill.killerId);
  const victim = byId.get(kill.victimId);
  if (!killer || !victim) return;
  killer.kills++;
  victim.deaths++;
  for (const a of kill.assists) {
    const assister = byId.get(a);
    if (assister) assister.assists++;
  }
  if (kill.assists.length === 0) killer.soloKills++;
  if (kill.isFirstBlood) {
    killer.firstBloodKill = true;
    for (const a of kill.assists) {
      const assister = byId.get(a);
      if (assister) assister.firstBloodAssist = true;
    }
  }
}

function creditStreaks(kill: SimKill, killer: SimParticipant, chains: Chains): void {
  const current = chains.multi.get(killer.participantId);
  const window = current && current.length === 4 ? 30_000 : 10_000;
  const length = current && kill.t - current.last <= window ? current.length + 1 : 1;
  chains.multi.set(killer.participantId, { length, last: kill.t });
  chains.multi.delete(kill.victimId);
  kill.multiKillLength = length;
  killer.largestMultiKill = Math.max(killer.largestMultiKill, length);
  if (length === 2) killer.doubleKills++;
  if (length === 3) killer.tripleKills++;
  if (length === 4) killer.quadraKills++;
  if (length === 5) killer.pentaKills++;
  const run = (chains.spree.get(killer.participantId) ?? 0) + 1;
  chains.spree.set(killer.participantId, run);
  if (run === 3) killer.killingSprees++;
  if (run >= 3) killer.largestKillingSpree = Math.max(killer.largestKillingSpree, run);
  chains.spree.set(kill.victimId, 0);
}

/** Per-participant totals, multikills and sprees, all read back from the events. */
function tallyKills(m: SimMatch, byId: Map<number, SimParticipant>): void {
  const chains: Chains = { multi: new Map(), spree: new Map() };
  for (const kill of m.kills) {
    const killer = byId.get(kill.killerId);
    if (!killer || !byId.has(kill.victimId)) continue;
    creditScoreboard(kill, byId);
    creditStreaks(kill, killer, chains);
  }
}

/** Champion kills as fights over the game, and every participant's K/D/A, streaks and bounties. */
export function simulateKills(rng: Rng, m: SimMatch): void {
  const minutes = m.lengthMs / 60_000;
  const rate = m.isAram ? rng.range(3.6, 5) : rng.range(0.9, 1.9);
  const state: FightState = {
    byId: new Map(m.participants.map((p) => [p.participantId, p])),
    aliveAt: new Map(),
    streak: new Map(),
    deathStreak: new Map(),
    lastDeath: new Map(),
    kills: 0,
    target: Math.max(m.isAram ? 15 : 3, Math.round(rate * minutes)),
    winnerShare: m.isAram ? rng.range(0.52, 0.65) : rng.range(0.56, 0.74),
  };
  for (const fightStart of fightTimes(rng, m, state.target)) fight(rng, m, state, fightStart);
  tallyKills(m, state.byId);
  for (const p of m.participants) {
    const livedSince = state.lastDeath.get(p.participantId) ?? 0;
    p.longestTimeSpentLiving = Math.max(
      p.longestTimeSpentLiving,
      Math.round(Math.max(0, m.lengthMs - livedSince) / 1000),
    );
  }
}
