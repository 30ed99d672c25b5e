import type { ChampionData, ItemData } from '@riftscope/riot/ddragon';
import { clamp, createRng, type Rng } from '../random.ts';
import {
  type BuildKind,
  type GameData,
  ITEM,
  type MapId,
  ROLES,
  type Role,
  type RuneSetup,
  SPELL,
} from './game-data.ts';
import {
  LANES,
  laneStructure,
  nexusTurret,
  PITS,
  type Point,
  rolePosition,
  type Structure,
} from './map-layout.ts';
import type { Player } from './players.ts';
import type { MatchHeader } from './schedule.ts';

/** Cumulative XP needed for levels 1–18. */
export const LEVEL_XP = [
  0, 280, 660, 1140, 1720, 2400, 3180, 4060, 5040, 6120, 7300, 8580, 9960, 11440, 13020, 14700,
  16480, 18360,
] as const;

/** Champion level for an amount of XP. */
export function levelForXp(xp: number): number {
  let level = 1;
  while (level < 18 && xp >= (LEVEL_XP[level] ?? Infinity)) level++;
  return level;
}

export interface SimKill {
  t: number;
  killerId: number;
  victimId: number;
  assists: number[];
  bounty: number;
  shutdownBounty: number;
  killStreakLength: number;
  position: Point;
  isFirstBlood: boolean;
  /** Length of the killer's multikill at this kill (1 for a single kill). */
  multiKillLength: number;
}

export interface SimBuilding extends Structure {
  t: number;
  killerId: number;
  assists: number[];
}

export interface SimMonster {
  t: number;
  killerId: number;
  killerTeamId: 100 | 200;
  assists: number[];
  monsterType: 'DRAGON' | 'BARON_NASHOR' | 'RIFTHERALD' | 'HORDE' | 'ATAKHAN';
  monsterSubType?: string;
  position: Point;
}

export interface SimItemEvent {
  t: number;
  type: 'ITEM_PURCHASED' | 'ITEM_DESTROYED';
  participantId: number;
  itemId: number;
  /** Gold paid (0 for ITEM_DESTROYED and free items). */
  cost: number;
}

export interface SimWard {
  t: number;
  participantId: number;
  wardType: string;
}

export interface SimSkillUp {
  t: number;
  participantId: number;
  skillSlot: number;
}

export interface SimLevelUp {
  t: number;
  participantId: number;
  level: number;
}

export interface DamageTotals {
  toChampions: number;
  physicalToChampions: number;
  magicToChampions: number;
  trueToChampions: number;
  dealt: number;
  physicalDealt: number;
  magicDealt: number;
  trueDealt: number;
  taken: number;
  physicalTaken: number;
  magicTaken: number;
  trueTaken: number;
  selfMitigated: number;
  toBuildings: number;
  toTurrets: number;
  toObjectives: number;
  toEpicMonsters: number;
  heal: number;
  healsOnTeammates: number;
  shieldedOnTeammates: number;
  timeCCingOthers: number;
  totalTimeCCDealt: number;
}

export interface SimParticipant extends DraftPick {
  participantId: number;
  win: boolean;
  kills: number;
  deaths: number;
  assists: number;
  laneCs: number;
  jungleCs: number;
  allyJungleCs: number;
  enemyJungleCs: number;
  laneGoldPerCs: number;
  jungleGoldPerCs: number;
  startGold: number;
  passiveStart: number;
  passivePerSecond: number;
  extraGold: number;
  /** Gold from kills and assists, by time. */
  killGold: { t: number; amount: number }[];
  xpFinal: number;
  champLevel: number;
  items: readonly number[];
  itemsPurchased: number;
  consumablesPurchased: number;
  goldSpent: number;
  goldEarned: number;
  damage: DamageTotals;
  wardsPlaced: number;
  wardsKilled: number;
  controlWardsBought: number;
  controlWardsPlaced: number;
  visionScore: number;
  doubleKills: number;
  tripleKills: number;
  quadraKills: number;
  pentaKills: number;
  largestMultiKill: number;
  killingSprees: number;
  largestKillingSpree: number;
  firstBloodKill: boolean;
  firstBloodAssist: boolean;
  firstTowerKill: boolean;
  firstTowerAssist: boolean;
  turretKills: number;
  turretTakedowns: number;
  inhibitorKills: number;
  inhibitorTakedowns: number;
  nexusKills: number;
  dragonKills: number;
  baronKills: number;
  soloKills: number;
  totalTimeSpentDead: number;
  longestTimeSpentLiving: number;
  skillOrder: readonly number[];
  spellCasts: readonly [number, number, number, number];
  summonerCasts: readonly [number, number];
}

export interface SimMatch {
  header: MatchHeader;
  mapId: MapId;
  gameVersion: string;
  gameMode: 'CLASSIC' | 'ARAM';
  isAram: boolean;
  /** Epoch ms. */
  gameCreation: number;
  gameStartTimestamp: number;
  gameEndTimestamp: number;
  /** Game length in ms; the timeline's last frame is here. */
  lengthMs: number;
  /** `gameDuration`, seconds. */
  gameDuration: number;
  winner: 100 | 200;
  isSurrender: boolean;
  participants: SimParticipant[];
  bans: { teamId: 100 | 200; championId: number; pickTurn: number }[];
  kills: SimKill[];
  buildings: SimBuilding[];
  monsters: SimMonster[];
  itemEvents: SimItemEvent[];
  wards: SimWard[];
  wardKills: SimWard[];
  skillUps: SimSkillUp[];
  levelUps: SimLevelUp[];
  /** When each participant's XP curve starts rising and its exponent. */
  xpCurve: { start: number; exponent: number };
}

interface Draft {
  player: Player;
  teamId: 100 | 200;
  role: Role | null;
}

const RANKED_DRAFT_QUEUES = new Set([420, 440, 400]);

function assignRoles(rng: Rng, team: Player[]): Role[] {
  const orders = permutations([0, 1, 2, 3, 4]);
  rng.shuffle(orders);
  let best = orders[0] ?? [0, 1, 2, 3, 4];
  let bestScore = -1;
  for (const order of orders) {
    let score = 0;
    order.forEach((roleAt, playerAt) => {
      const role = ROLES[roleAt];
      const player = team[playerAt];
      if (!player || !role) return;
      score += player.roles[0] === role ? 3 : player.roles[1] === role ? 2 : 0;
    });
    if (score > bestScore) {
      bestScore = score;
      best = order;
    }
  }
  return best.map((roleAt) => ROLES[roleAt] ?? 'TOP');
}

function permutations(items: number[]): number[][] {
  if (items.length <= 1) return [items];
  const out: number[][] = [];
  items.forEach((item, i) => {
    const rest = [...items.slice(0, i), ...items.slice(i + 1)];
    for (const p of permutations(rest)) out.push([item, ...p]);
  });
  return out;
}

function draftTeams(rng: Rng, players: Player[], isAram: boolean): Draft[] {
  if (isAram) {
    const shuffled = rng.shuffle([...players]);
    return shuffled.map((player, i) => ({ player, teamId: i < 5 ? 100 : 200, role: null }));
  }
  // Snake split by skill keeps the teams even.
  const bySkill = [...players].sort((a, b) => b.skill - a.skill);
  const sideA = [0, 3, 4, 7, 8].map((i) => bySkill[i]).filter((p): p is Player => p !== undefined);
  const sideB = [1, 2, 5, 6, 9].map((i) => bySkill[i]).filter((p): p is Player => p !== undefined);
  const [blue, red] = rng.chance(0.5) ? [sideA, sideB] : [sideB, sideA];
  const drafts: Draft[] = [];
  for (const [team, teamId] of [
    [blue, 100],
    [red, 200],
  ] as const) {
    const roles = assignRoles(rng, team);
    const byRole = team.map((player, i) => ({ player, teamId, role: roles[i] ?? 'TOP' }));
    byRole.sort((a, b) => ROLES.indexOf(a.role) - ROLES.indexOf(b.role));
    drafts.push(...byRole);
  }
  return drafts;
}

function pickChampion(rng: Rng, data: GameData, draft: Draft, taken: Set<number>): ChampionData {
  const free = (key: number) => !taken.has(key) && data.championByKey.has(key);
  if (draft.role === null) {
    const choices = data.champions.filter((c) => free(c.key));
    return rng.pick(choices);
  }
  const pool = draft.player.pools[draft.role].filter((e) => free(e.championKey));
  if (pool.length > 0 && rng.chance(0.9)) {
    const entry = rng.weighted(
      pool,
      pool.map((e) => e.weight),
    );
    const champion = data.championByKey.get(entry.championKey);
    if (champion) return champion;
  }
  const keys = data.roleChampions[draft.role];
  const weights = data.rolePopularity[draft.role].map((w, i) => (free(keys[i] ?? -1) ? w : 0));
  if (weights.some((w) => w > 0)) {
    const champion = data.championByKey.get(keys[rng.weightedIndex(weights)] ?? -1);
    if (champion && free(champion.key)) return champion;
  }
  return rng.pick(data.champions.filter((c) => free(c.key)));
}

function spellsFor(rng: Rng, data: GameData, draft: Draft): [number, number] {
  const legal = data.spellsFor(draft.role === null ? 'ARAM' : 'CLASSIC');
  const pickLegal = (options: readonly number[], weights: readonly number[]) => {
    const usable = options.map((o, i) =>
      legal.has(o) || legal.size === 0 ? (weights[i] ?? 0) : 0,
    );
    return usable.some((w) => w > 0)
      ? (options[rng.weightedIndex(usable)] ?? SPELL.ignite)
      : SPELL.ignite;
  };
  let other: number;
  switch (draft.role) {
    case null:
      other = pickLegal(
        [
          SPELL.mark,
          SPELL.ghost,
          SPELL.heal,
          SPELL.exhaust,
          SPELL.ignite,
          SPELL.barrier,
          SPELL.cleanse,
          SPELL.clarity,
        ],
        [40, 12, 12, 10, 10, 8, 4, 4],
      );
      break;
    case 'JUNGLE':
      other = SPELL.smite;
      break;
    case 'TOP':
      other = pickLegal([SPELL.teleport, SPELL.ignite, SPELL.ghost], [70, 22, 8]);
      break;
    case 'MIDDLE':
      other = pickLegal(
        [SPELL.teleport, SPELL.ignite, SPELL.barrier, SPELL.ghost],
        [45, 40, 10, 5],
      );
      break;
    case 'BOTTOM':
      other = pickLegal([SPELL.heal, SPELL.barrier, SPELL.cleanse, SPELL.ghost], [65, 15, 10, 10]);
      break;
    case 'UTILITY':
      other = pickLegal([SPELL.ignite, SPELL.exhaust, SPELL.heal], [50, 40, 10]);
      break;
  }
  return draft.player.isFlashOnD ? [SPELL.flash, other] : [other, SPELL.flash];
}

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

interface Curves {
  start: number;
  exponent: number;
}

function xpAt(p: SimParticipant, t: number, lengthMs: number, curve: Curves): number {
  if (t <= curve.start) return 0;
  if (t >= lengthMs) return p.xpFinal;
  return Math.floor(p.xpFinal * ((t - curve.start) / (lengthMs - curve.start)) ** curve.exponent);
}

/** The time a participant reaches an XP amount (inverse of xpAt). */
function timeOfXp(p: SimParticipant, xp: number, lengthMs: number, curve: Curves): number {
  if (xp <= 0) return 0;
  const fraction = (xp / p.xpFinal) ** (1 / curve.exponent);
  return Math.ceil(curve.start + fraction * (lengthMs - curve.start));
}

/** Lane minions / jungle camps killed by time t; reaches the final count exactly at the end. */
export function csAt(final: number, t: number, from: number, lengthMs: number): number {
  if (t <= from) return 0;
  if (t >= lengthMs) return final;
  return Math.floor((final * (t - from)) / (lengthMs - from));
}

export const LANE_CS_START = 65_000;
export const JUNGLE_CS_START = 90_000;

/** Total gold a participant has earned by time t (the timeline's totalGold). */
export function goldAt(p: SimParticipant, t: number, lengthMs: number): number {
  const passive = Math.floor(
    (Math.max(0, Math.min(t, lengthMs) - p.passiveStart) * p.passivePerSecond) / 1000,
  );
  const lane = csAt(p.laneCs, t, LANE_CS_START, lengthMs) * p.laneGoldPerCs;
  const jungle = csAt(p.jungleCs, t, JUNGLE_CS_START, lengthMs) * p.jungleGoldPerCs;
  let kills = 0;
  for (const k of p.killGold) if (k.t <= t) kills += k.amount;
  const extra = t >= lengthMs ? p.extraGold : Math.floor((p.extraGold * Math.max(0, t)) / lengthMs);
  return p.startGold + passive + lane + jungle + kills + extra;
}

/** A participant's XP at time t of the match (the timeline's xp). */
export function xpAtTime(m: SimMatch, p: SimParticipant, t: number): number {
  return xpAt(p, t, m.lengthMs, m.xpCurve);
}

interface PlanStep {
  itemId: number;
  cost: number;
  /** Index of the finished item this step belongs to; a step of an unfinished one is undone. */
  group: number;
  isFinal: boolean;
}

function planBuild(data: GameData, finals: readonly ItemData[]): PlanStep[] {
  const steps: PlanStep[] = [];
  finals.forEach((final, group) => {
    const expand = (item: ItemData, depth: number) => {
      if (depth < 2) {
        for (const id of item.from) {
          const component = data.item(id);
          if (component) expand(component, depth + 1);
        }
        steps.push({
          itemId: item.id,
          cost: item.from.length > 0 ? item.gold.base : item.gold.total,
          group,
          isFinal: depth === 0,
        });
      } else {
        steps.push({ itemId: item.id, cost: item.gold.total, group, isFinal: false });
      }
    };
    expand(final, 0);
  });
  return steps;
}

function chooseFinals(
  rng: Rng,
  data: GameData,
  p: SimParticipant,
  map: MapId,
  legendaryCount: number,
): ItemData[] {
  const pool = data.legendaries(p.kind, map);
  // A champion's items are stable across games: weights come from the champion, not the game.
  const champRng = createRng(p.champion.key, p.kind, 'items');
  const weights = pool.map(() => champRng.next() ** 3 + 0.02);
  const chosen: ItemData[] = [];
  const available = [...pool];
  const availableWeights = [...weights];
  for (let i = 0; i < legendaryCount && available.length > 0; i++) {
    const at = rng.weightedIndex(availableWeights);
    const item = available[at];
    if (!item) break;
    chosen.push(item);
    available.splice(at, 1);
    availableWeights.splice(at, 1);
  }
  const bootsPool = data.boots(p.kind, map);
  const boots = bootsPool.length > 0 ? rng.pick(bootsPool) : undefined;
  if (boots) chosen.splice(Math.min(1, chosen.length), 0, boots);
  return chosen;
}

function deathSeconds(level: number, t: number, isAram: boolean): number {
  const minutes = t / 60_000;
  const base = 6 + level * 2.2 + Math.max(0, minutes - 15) * 0.6;
  return Math.min(isAram ? 35 : 70, isAram ? base * 0.6 : base);
}

export interface DraftPick {
  player: Player;
  teamId: 100 | 200;
  role: Role | null;
  champion: ChampionData;
  kind: BuildKind;
  spells: readonly [number, number];
  runes: RuneSetup;
}

export interface DraftedGame {
  picks: DraftPick[];
  bans: { teamId: 100 | 200; championId: number; pickTurn: number }[];
}

/** Teams, roles, bans, champions, spells and runes of a game between ten players. */
export function draftGame(
  rng: Rng,
  data: GameData,
  queueId: number,
  roster: Player[],
): DraftedGame {
  const isAram = queueId === 450;
  const drafts = draftTeams(rng, roster, isAram);
  const bans: DraftedGame['bans'] = [];
  const taken = new Set<number>();
  if (RANKED_DRAFT_QUEUES.has(queueId)) {
    for (let turn = 1; turn <= 10; turn++) {
      const weights = data.banWeights.map((w, i) =>
        taken.has(data.banCandidates[i] ?? -1) ? 0 : w,
      );
      const championId = rng.chance(0.03)
        ? -1
        : (data.banCandidates[rng.weightedIndex(weights)] ?? -1);
      if (championId !== -1) taken.add(championId);
      bans.push({ teamId: turn <= 5 ? 100 : 200, championId, pickTurn: turn });
    }
  }
  const pickOrder = rng.shuffle(drafts.map((_, i) => i));
  const champions = new Array<ChampionData>(drafts.length);
  for (const at of pickOrder) {
    const draft = drafts[at];
    if (!draft) continue;
    const champion = pickChampion(rng, data, draft, taken);
    taken.add(champion.key);
    champions[at] = champion;
  }
  const picks = drafts.map((d, i): DraftPick => {
    const champion = champions[i] ?? data.champions[0];
    if (!champion) throw new Error('no champions');
    const kind = data.buildKind(champion, d.role);
    return {
      player: d.player,
      teamId: d.teamId,
      role: d.role,
      champion,
      kind,
      spells: spellsFor(rng, data, d),
      // Runes are the player's usual page for the champion.
      runes: data.runes(kind, d.player.seed ^ champion.key),
    };
  });
  return { picks, bans };
}

/** Simulates a whole match from its header's seed; documents and timelines read from it. */
export function simulateMatch(
  data: GameData,
  header: MatchHeader,
  players: readonly Player[],
): SimMatch {
  const rng = createRng(header.seed, 'match');
  const isAram = header.queueId === 450;
  const mapId: MapId = isAram ? 12 : 11;
  const roster = [...header.participants]
    .map((i) => players[i])
    .filter((p): p is Player => p !== undefined);
  const { picks, bans } = draftGame(rng, data, header.queueId, roster);

  // Who wins: champion strength and skill.
  let edge = 0;
  for (const d of picks) {
    const sign = d.teamId === 100 ? 1 : -1;
    edge += sign * (data.strength(d.champion.key, d.role ?? 'ARAM') + 0.016 * d.player.skill);
  }
  const winner: 100 | 200 = rng.chance(clamp(0.5 + edge, 0.12, 0.88)) ? 100 : 200;

  // Length and surrender.
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
  const minutes = lengthMs / 60_000;
  const xpCurve = { start: isAram ? 0 : 55_000, exponent: 0.92 };

  const participants: SimParticipant[] = picks.map((d, i) => {
    const { champion, kind } = d;
    const prng = createRng(header.seed, 'participant', i);
    const skillFactor = clamp(1 + d.player.skill * 0.08 + prng.normal(0, 0.08), 0.7, 1.3);
    const role = d.role;
    const laneCsPerMin =
      role === null
        ? prng.range(1.5, 6)
        : { TOP: 6.6, JUNGLE: 0.8, MIDDLE: 7, BOTTOM: 7.4, UTILITY: 1.1 }[role];
    const jungleCsPerMin =
      role === 'JUNGLE' ? 5.6 : role === null || role === 'UTILITY' ? 0 : prng.range(0, 0.5);
    const laneCs = Math.round(laneCsPerMin * skillFactor * Math.max(0, minutes - 1.1));
    const jungleCs = Math.round(jungleCsPerMin * skillFactor * Math.max(0, minutes - 1.5));
    const enemyJungleCs = role === 'JUNGLE' ? Math.round(jungleCs * prng.range(0.02, 0.15)) : 0;
    const xpPerMin =
      role === null ? 900 : { TOP: 480, JUNGLE: 440, MIDDLE: 490, BOTTOM: 430, UTILITY: 330 }[role];
    const xpFinal = Math.round(xpPerMin * minutes * clamp(skillFactor, 0.85, 1.15));
    return {
      participantId: i + 1,
      player: d.player,
      teamId: d.teamId,
      role,
      champion,
      kind,
      spells: d.spells,
      runes: d.runes,
      win: d.teamId === winner,
      kills: 0,
      deaths: 0,
      assists: 0,
      laneCs,
      jungleCs,
      allyJungleCs: jungleCs - enemyJungleCs,
      enemyJungleCs,
      laneGoldPerCs: 20,
      jungleGoldPerCs: 26,
      startGold: isAram ? 1400 : 500,
      passiveStart: isAram ? 0 : 65_000,
      passivePerSecond: isAram ? 5.5 : role === 'UTILITY' ? 2.6 : 2.04,
      extraGold: Math.round(prng.range(60, 160) * minutes),
      killGold: [],
      xpFinal,
      champLevel: levelForXp(xpFinal),
      items: [],
      itemsPurchased: 0,
      consumablesPurchased: 0,
      goldSpent: 0,
      goldEarned: 0,
      damage: emptyDamage(),
      wardsPlaced: 0,
      wardsKilled: 0,
      controlWardsBought: 0,
      controlWardsPlaced: 0,
      visionScore: 0,
      doubleKills: 0,
      tripleKills: 0,
      quadraKills: 0,
      pentaKills: 0,
      largestMultiKill: 0,
      killingSprees: 0,
      largestKillingSpree: 0,
      firstBloodKill: false,
      firstBloodAssist: false,
      firstTowerKill: false,
      firstTowerAssist: false,
      turretKills: 0,
      turretTakedowns: 0,
      inhibitorKills: 0,
      inhibitorTakedowns: 0,
      nexusKills: 0,
      dragonKills: 0,
      baronKills: 0,
      soloKills: 0,
      totalTimeSpentDead: 0,
      longestTimeSpentLiving: 0,
      skillOrder: skillOrderFor(champion.key),
      spellCasts: [0, 0, 0, 0],
      summonerCasts: [0, 0],
    };
  });

  const match: SimMatch = {
    header,
    mapId,
    gameVersion: data.gameVersion,
    gameMode: isAram ? 'ARAM' : 'CLASSIC',
    isAram,
    gameCreation,
    gameStartTimestamp,
    gameEndTimestamp,
    lengthMs,
    gameDuration,
    winner,
    isSurrender,
    participants,
    bans,
    kills: [],
    buildings: [],
    monsters: [],
    itemEvents: [],
    wards: [],
    wardKills: [],
    skillUps: [],
    levelUps: [],
    xpCurve,
  };

  simulateLevels(rng.fork('levels'), match);
  simulateKills(rng.fork('kills'), match);
  if (!isAram) {
    simulateStructures(rng.fork('structures'), match);
    simulateMonsters(rng.fork('monsters'), match);
  } else {
    simulateAramStructures(rng.fork('structures'), match);
  }
  for (const p of participants) {
    p.goldEarned = goldAt(p, lengthMs, lengthMs);
  }
  simulateItems(rng.fork('items'), data, match);
  simulateVision(rng.fork('vision'), match);
  simulateDamage(rng.fork('damage'), match);
  match.itemEvents.sort((a, b) => a.t - b.t);
  match.wards.sort((a, b) => a.t - b.t);
  match.wardKills.sort((a, b) => a.t - b.t);
  return match;
}

function emptyDamage(): DamageTotals {
  return {
    toChampions: 0,
    physicalToChampions: 0,
    magicToChampions: 0,
    trueToChampions: 0,
    dealt: 0,
    physicalDealt: 0,
    magicDealt: 0,
    trueDealt: 0,
    taken: 0,
    physicalTaken: 0,
    magicTaken: 0,
    trueTaken: 0,
    selfMitigated: 0,
    toBuildings: 0,
    toTurrets: 0,
    toObjectives: 0,
    toEpicMonsters: 0,
    heal: 0,
    healsOnTeammates: 0,
    shieldedOnTeammates: 0,
    timeCCingOthers: 0,
    totalTimeCCDealt: 0,
  };
}

/** Which basic ability a champion maxes first, second and third (1 = Q … 3 = E). */
function skillOrderFor(championKey: number): number[] {
  const rng = createRng(championKey, 'skill-order');
  const first = rng.chance(0.6) ? 1 : rng.int(2, 3);
  return [first, ...rng.shuffle([1, 2, 3].filter((s) => s !== first))];
}

function simulateLevels(rng: Rng, m: SimMatch): void {
  for (const p of m.participants) {
    const order = p.skillOrder;
    const points = [0, 0, 0, 0];
    let previous = 0;
    for (let level = 1; level <= p.champLevel; level++) {
      const reached =
        level === 1 ? 0 : timeOfXp(p, LEVEL_XP[level - 1] ?? 0, m.lengthMs, m.xpCurve);
      if (level > 1) m.levelUps.push({ t: reached, participantId: p.participantId, level });
      let slot: number;
      if (level === 6 || level === 11 || level === 16) slot = 4;
      else if (level <= 3) slot = [order[0], order[1], order[2]][level - 1] ?? 1;
      else {
        // Max the first skill, then the second, then the third (5 points each).
        slot = order.find((s) => (points[s - 1] ?? 0) < 5) ?? 1;
      }
      points[slot - 1] = (points[slot - 1] ?? 0) + 1;
      // A level reached in the last seconds is still spent before the nexus falls.
      const t = Math.min(
        m.lengthMs,
        Math.max(
          previous + 50,
          level === 1 ? rng.int(3_000, 90_000) : reached + rng.int(200, 4_000),
        ),
      );
      m.skillUps.push({ t, participantId: p.participantId, skillSlot: slot });
      previous = t;
    }
  }
}

function levelAt(m: SimMatch, p: SimParticipant, t: number): number {
  return levelForXp(xpAt(p, t, m.lengthMs, m.xpCurve));
}

function simulateKills(rng: Rng, m: SimMatch): void {
  const minutes = m.lengthMs / 60_000;
  const rate = m.isAram ? rng.range(3.6, 5) : rng.range(0.9, 1.9);
  const target = Math.max(m.isAram ? 15 : 3, Math.round(rate * minutes));
  const winnerShare = m.isAram ? rng.range(0.52, 0.65) : rng.range(0.56, 0.74);
  const aliveAt = new Map<number, number>();
  const streak = new Map<number, number>();
  const deathStreak = new Map<number, number>();
  const lastDeath = new Map<number, number>();
  const byId = new Map(m.participants.map((p) => [p.participantId, p]));
  const firstFight = m.isAram ? 60_000 : rng.int(110_000, 360_000);
  const fights: number[] = [];
  let planned = 0;
  while (planned < target) {
    fights.push(Math.floor(firstFight + (m.lengthMs - 20_000 - firstFight) * rng.next() ** 0.85));
    planned += 1.6;
  }
  fights.sort((a, b) => a - b);
  let kills = 0;
  for (const fightStart of fights) {
    const size = rng.weighted([1, 2, 3, 4, 5], [60, 20, 10, 6, 4]);
    let t = fightStart;
    let previousKiller: SimParticipant | undefined;
    for (let k = 0; k < size && kills < target; k++) {
      t += k === 0 ? 0 : rng.int(800, 6_500);
      if (t >= m.lengthMs - 2_000) break;
      const isAlive = (p: SimParticipant) => (aliveAt.get(p.participantId) ?? 0) <= t;
      const killerTeam: 100 | 200 = rng.chance(winnerShare)
        ? m.winner
        : m.winner === 100
          ? 200
          : 100;
      const team = m.participants.filter((p) => p.teamId === killerTeam && isAlive(p));
      const enemies = m.participants.filter((p) => p.teamId !== killerTeam && isAlive(p));
      if (team.length === 0 || enemies.length === 0) continue;
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
      const isFirstBlood = kills === 0;
      const victimStreak = streak.get(victim.participantId) ?? 0;
      const victimDeaths = deathStreak.get(victim.participantId) ?? 0;
      const bounty = isFirstBlood ? 400 : Math.max(100, 300 - Math.max(0, victimDeaths - 1) * 50);
      const shutdownBounty = victimStreak >= 3 ? Math.min(700, 150 + 100 * (victimStreak - 3)) : 0;
      const killStreakLength = streak.get(killer.participantId) ?? 0;
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
      kills++;
      killer.killGold.push({ t, amount: bounty + shutdownBounty });
      const share = assists.length > 0 ? Math.floor((bounty * 0.5) / assists.length) : 0;
      for (const a of assists) byId.get(a)?.killGold.push({ t, amount: share });
      streak.set(killer.participantId, killStreakLength + 1);
      deathStreak.set(killer.participantId, 0);
      streak.set(victim.participantId, 0);
      deathStreak.set(victim.participantId, victimDeaths + 1);
      const dead = deathSeconds(levelAt(m, victim, t), t, m.isAram) * 1000;
      aliveAt.set(victim.participantId, t + dead);
      victim.totalTimeSpentDead += Math.round(Math.min(dead, m.lengthMs - t) / 1000);
      const livedSince = lastDeath.get(victim.participantId) ?? 0;
      victim.longestTimeSpentLiving = Math.max(
        victim.longestTimeSpentLiving,
        Math.round((t - livedSince) / 1000),
      );
      lastDeath.set(victim.participantId, t + dead);
      previousKiller = killer;
    }
  }

  // Per-participant totals, multikills and sprees, all read back from the events.
  const chain = new Map<number, { length: number; last: number }>();
  const spree = new Map<number, number>();
  for (const kill of m.kills) {
    const killer = byId.get(kill.killerId);
    const victim = byId.get(kill.victimId);
    if (!killer || !victim) continue;
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
    const current = chain.get(killer.participantId);
    const window = current && current.length === 4 ? 30_000 : 10_000;
    const length = current && kill.t - current.last <= window ? current.length + 1 : 1;
    chain.set(killer.participantId, { length, last: kill.t });
    chain.delete(victim.participantId);
    kill.multiKillLength = length;
    killer.largestMultiKill = Math.max(killer.largestMultiKill, length);
    if (length === 2) killer.doubleKills++;
    if (length === 3) killer.tripleKills++;
    if (length === 4) killer.quadraKills++;
    if (length === 5) killer.pentaKills++;
    const run = (spree.get(killer.participantId) ?? 0) + 1;
    spree.set(killer.participantId, run);
    if (run === 3) killer.killingSprees++;
    if (run >= 3) killer.largestKillingSpree = Math.max(killer.largestKillingSpree, run);
    spree.set(victim.participantId, 0);
  }
  for (const p of m.participants) {
    const livedSince = lastDeath.get(p.participantId) ?? 0;
    p.longestTimeSpentLiving = Math.max(
      p.longestTimeSpentLiving,
      Math.round(Math.max(0, m.lengthMs - livedSince) / 1000),
    );
  }
}

function teamOf(m: SimMatch, teamId: 100 | 200): SimParticipant[] {
  return m.participants.filter((p) => p.teamId === teamId);
}

function structureKiller(
  rng: Rng,
  m: SimMatch,
  attackers: 100 | 200,
  lane: string,
): { killerId: number; assists: number[] } {
  const team = teamOf(m, attackers);
  if (rng.chance(0.2)) return { killerId: 0, assists: [] };
  const laneRoles: Record<string, Role[]> = {
    TOP_LANE: ['TOP', 'JUNGLE'],
    MID_LANE: ['MIDDLE', 'JUNGLE'],
    BOT_LANE: ['BOTTOM', 'UTILITY'],
  };
  const preferred = laneRoles[lane] ?? [];
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

function simulateStructures(rng: Rng, m: SimMatch): void {
  const T = m.lengthMs;
  const loser: 100 | 200 = m.winner === 100 ? 200 : 100;
  const plan = (attackers: 100 | 200, isWinner: boolean) => {
    const defenders: 100 | 200 = attackers === 100 ? 200 : 100;
    const depths = LANES.map(() =>
      isWinner
        ? rng.weighted([1, 2, 3, 4], [25, 30, 25, 20])
        : rng.weighted([0, 1, 2], [45, 40, 15]),
    );
    if (isWinner && !m.isSurrender) {
      // A nexus kill needs one lane opened to its inhibitor.
      const lane = rng.int(0, 2);
      depths[lane] = 4;
    }
    const events: SimBuilding[] = [];
    LANES.forEach((lane, laneAt) => {
      const depth = Math.min(depths[laneAt] ?? 0, isWinner ? 4 : 2);
      let times: number[];
      if (depth === 4) {
        // The lane that opens the base: four structures between a third of the game and the end.
        times = Array.from({ length: 4 }, () =>
          Math.floor(rng.range(Math.max(300_000, T * 0.35), T - 60_000)),
        );
        times.sort((a, b) => a - b);
      } else {
        times = [];
        let t = 0;
        for (let d = 0; d < depth; d++) {
          const [lo, hi] = (
            [
              [0.3, 0.62],
              [0.5, 0.8],
              [0.68, 0.92],
            ] as const
          )[d] ?? [0.5, 0.9];
          t = Math.max(
            t + rng.int(15_000, 90_000),
            Math.floor(T * rng.range(lo, hi)),
            d === 0 ? 300_000 : 0,
          );
          if (t >= T - 10_000) break;
          times.push(t);
        }
      }
      times.forEach((t, d) => {
        events.push({
          ...laneStructure(defenders, lane, d),
          t,
          ...structureKiller(rng, m, attackers, lane),
        });
      });
    });
    if (isWinner && !m.isSurrender) {
      const lastInhibitor = Math.max(0, ...events.filter((e) => e.depth === 3).map((e) => e.t));
      for (const which of [0, 1] as const) {
        const t = Math.max(lastInhibitor + rng.int(5_000, 40_000), T - rng.int(8_000, 60_000));
        events.push({
          ...nexusTurret(defenders, which),
          t: Math.min(t, T - 3_000 + which * 1_000),
          ...structureKiller(rng, m, attackers, 'MID_LANE'),
        });
      }
    }
    return events;
  };
  m.buildings.push(...plan(m.winner, true), ...plan(loser, false));
  m.buildings.sort((a, b) => a.t - b.t);
  creditStructures(m);
  if (!m.isSurrender) {
    const team = teamOf(m, m.winner);
    const finisher = rng.pick(team);
    finisher.nexusKills = 1;
  }
}

function simulateAramStructures(rng: Rng, m: SimMatch): void {
  // Howling Abyss: one lane of two towers, an inhibitor and two nexus turrets per side.
  const T = m.lengthMs;
  const loser: 100 | 200 = m.winner === 100 ? 200 : 100;
  const positions: Record<100 | 200, Point[]> = {
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
  const push = (attackers: 100 | 200, count: number) => {
    const defenders: 100 | 200 = attackers === 100 ? 200 : 100;
    let t = rng.int(240_000, 420_000);
    for (let d = 0; d < count; d++) {
      t = Math.min(T - 5_000 + d * 500, t + rng.int(60_000, 220_000) * (d === 0 ? 0 : 1));
      if (d >= 3) t = Math.max(t, T - rng.int(6_000, 30_000));
      const position = positions[defenders][d] ?? { x: 6000, y: 6000 };
      const isInhibitor = d === 2;
      m.buildings.push({
        teamId: defenders,
        laneType: 'MID_LANE',
        buildingType: isInhibitor ? 'INHIBITOR_BUILDING' : 'TOWER_BUILDING',
        towerType: isInhibitor
          ? 'UNDEFINED_TURRET'
          : d < 2
            ? d === 0
              ? 'OUTER_TURRET'
              : 'INNER_TURRET'
            : 'NEXUS_TURRET',
        depth: d,
        position,
        t: Math.min(t, T - 1_000),
        ...structureKiller(rng, m, attackers, 'MID_LANE'),
      });
    }
  };
  push(m.winner, 5);
  push(loser, rng.int(0, 2));
  m.buildings.sort((a, b) => a.t - b.t);
  creditStructures(m);
  rng.pick(teamOf(m, m.winner)).nexusKills = 1;
}

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

const DRAGONS = [
  'FIRE_DRAGON',
  'WATER_DRAGON',
  'EARTH_DRAGON',
  'AIR_DRAGON',
  'HEXTECH_DRAGON',
  'CHEMTECH_DRAGON',
];

function simulateMonsters(rng: Rng, m: SimMatch): void {
  const T = m.lengthMs;
  const loser: 100 | 200 = m.winner === 100 ? 200 : 100;
  const takeBy = (p: number) => (rng.chance(p) ? m.winner : loser);
  const kill = (
    t: number,
    team: 100 | 200,
    monsterType: SimMonster['monsterType'],
    position: Point,
    monsterSubType?: string,
  ) => {
    if (t >= T - 5_000) return;
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
  };

  // Void grubs: one wave of three.
  if (T > 9 * 60_000) {
    const team = takeBy(0.6);
    let t = rng.int(480_000, 560_000);
    for (let i = 0; i < 3; i++) {
      kill(t, team, 'HORDE', PITS.horde);
      t += rng.int(8_000, 25_000);
    }
  }
  // Dragons every five minutes or so; a team with four gets the soul, then elders spawn.
  const soulType = rng.pick(DRAGONS);
  const taken: Record<100 | 200, number> = { 100: 0, 200: 0 };
  let t = rng.int(300_000, 480_000);
  let dragonsKilled = 0;
  while (t < T - 10_000) {
    const team = takeBy(0.62);
    const hasSoul = taken[100] >= 4 || taken[200] >= 4;
    const subType = hasSoul ? 'ELDER_DRAGON' : dragonsKilled < 2 ? rng.pick(DRAGONS) : soulType;
    kill(t, team, 'DRAGON', PITS.dragon, subType);
    taken[team]++;
    dragonsKilled++;
    t += (hasSoul ? 360_000 : 300_000) + rng.int(20_000, 150_000);
  }
  if (T > 16 * 60_000 && rng.chance(0.85))
    kill(rng.int(900_000, Math.min(T - 30_000, 1_150_000)), takeBy(0.6), 'RIFTHERALD', PITS.herald);
  if (T > 21 * 60_000 && rng.chance(0.7))
    kill(
      rng.int(1_200_000, Math.min(T - 20_000, 1_380_000)),
      takeBy(0.65),
      'ATAKHAN',
      PITS.atakhan,
    );
  let baron = rng.int(1_500_000, 1_800_000);
  while (baron < T - 30_000 && rng.chance(0.7)) {
    kill(baron, takeBy(0.75), 'BARON_NASHOR', PITS.baron);
    baron += 360_000 + rng.int(30_000, 240_000);
  }
  m.monsters.sort((a, b) => a.t - b.t);
}

function simulateItems(rng: Rng, data: GameData, m: SimMatch): void {
  const T = m.lengthMs;
  for (const p of m.participants) {
    const spend = (t: number, itemId: number, cost: number) =>
      m.itemEvents.push({
        t,
        type: 'ITEM_PURCHASED',
        participantId: p.participantId,
        itemId,
        cost,
      });
    const destroy = (t: number, itemId: number) =>
      m.itemEvents.push({
        t,
        type: 'ITEM_DESTROYED',
        participantId: p.participantId,
        itemId,
        cost: 0,
      });
    const inventory: number[] = [];
    let spent = 0;
    let purchased = 0;
    let consumables = 0;
    let trinket = m.isAram ? 0 : ITEM.stealthWard;

    const firstShop = rng.int(2_000, 18_000);
    const backs: number[] = [firstShop];
    for (
      let t = firstShop + rng.int(150_000, 330_000);
      t < T - 5_000;
      t += rng.int(150_000, 330_000)
    )
      backs.push(t);

    // Fixed opening purchases (not part of the legendary plan).
    if (!m.isAram) {
      spend(firstShop, ITEM.stealthWard, 0);
      purchased++;
    }
    let supportUpgradeAt = Infinity;
    let supportFinal: ItemData | undefined;
    if (p.role === 'UTILITY' && data.hasItem(ITEM.worldAtlas) && data.supportItems.length > 0) {
      const atlasCost = data.item(ITEM.worldAtlas)?.gold.total ?? 400;
      spend(firstShop, ITEM.worldAtlas, atlasCost);
      inventory.push(ITEM.worldAtlas);
      spent += atlasCost;
      purchased++;
      supportFinal = rng.pick(data.supportItems);
      supportUpgradeAt = rng.int(780_000, 1_020_000);
    }
    if (p.role === 'JUNGLE' && data.junglePets.length > 0) {
      const pet = rng.pick(data.junglePets);
      spend(firstShop, pet.id, pet.gold.total);
      inventory.push(pet.id);
      spent += pet.gold.total;
      purchased++;
    }
    const reserved = inventory.length;
    const legendaryCount = 5 - reserved;
    const steps = planBuild(data, chooseFinals(rng, data, p, m.mapId, legendaryCount));
    const done: { step: PlanStep; t: number }[] = [];
    const wantsControlWards =
      !m.isAram && (p.role === 'UTILITY' || p.role === 'JUNGLE' || rng.chance(0.3));
    const controlQuota = !wantsControlWards
      ? 0
      : Math.round(
          (T / 60_000) * (p.role === 'UTILITY' ? 0.28 : p.role === 'JUNGLE' ? 0.14 : 0.05),
        );
    const controlPlacements: number[] = [];
    const swapAt =
      p.role === 'UTILITY' || p.role === 'JUNGLE'
        ? rng.int(300_000, 600_000)
        : p.role === 'BOTTOM' && rng.chance(0.35)
          ? rng.int(840_000, 1_100_000)
          : Infinity;
    let next = 0;
    for (const back of backs) {
      let budget = goldAt(p, back, T) - spent;
      let t = back;
      if (supportFinal && back >= supportUpgradeAt) {
        destroy(t, ITEM.worldAtlas);
        spend(t, supportFinal.id, 0);
        inventory[inventory.indexOf(ITEM.worldAtlas)] = supportFinal.id;
        supportFinal = undefined;
        purchased++;
      }
      if (trinket === ITEM.stealthWard && back >= swapAt && back > firstShop) {
        const swapTo = p.role === 'BOTTOM' ? ITEM.farsight : ITEM.oracleLens;
        if (data.hasItem(swapTo)) {
          destroy(t, ITEM.stealthWard);
          spend(t, swapTo, 0);
          trinket = swapTo;
          purchased++;
        }
      }
      while (next < steps.length) {
        const step = steps[next];
        if (!step || step.cost > budget) break;
        t += rng.int(150, 900);
        done.push({ step, t });
        budget -= step.cost;
        spent += step.cost;
        next++;
      }
      if (controlPlacements.length < controlQuota && budget >= 75 && back > firstShop) {
        const placeAt = back + rng.int(40_000, 200_000);
        if (placeAt < T - 2_000) {
          t += rng.int(150, 600);
          spend(t, ITEM.controlWard, 75);
          destroy(placeAt, ITEM.controlWard);
          controlPlacements.push(placeAt);
          spent += 75;
          purchased++;
          consumables++;
        }
      }
    }
    // Components of an item the game ended before finishing are never bought.
    const finished = new Set(done.filter((d) => d.step.isFinal).map((d) => d.step.group));
    for (const { step, t } of done) {
      if (!finished.has(step.group)) {
        spent -= step.cost;
        continue;
      }
      const item = data.item(step.itemId);
      // Buying an item uses up the components the player holds.
      for (const component of item?.from ?? []) {
        const at = inventory.indexOf(component);
        if (at !== -1 && step.cost < (item?.gold.total ?? 0)) {
          inventory.splice(at, 1);
          destroy(t, component);
        }
      }
      spend(t, step.itemId, step.cost);
      inventory.push(step.itemId);
      purchased++;
    }
    const slots = inventory.slice(0, 6);
    while (slots.length < 6) slots.push(0);
    // Riot fills slots in buying order but moves items around; a stable shuffle looks like that.
    const ordered = slots.filter((id) => id !== 0);
    const items = [...ordered, ...slots.filter((id) => id === 0)];
    if (rng.chance(0.4) && items.length > 2) {
      const a = rng.int(0, 5);
      const b = rng.int(0, 5);
      const tmp = items[a] ?? 0;
      items[a] = items[b] ?? 0;
      items[b] = tmp;
    }
    p.items = [...items, trinket];
    p.goldSpent = spent;
    p.itemsPurchased = purchased;
    p.consumablesPurchased = consumables;
    p.controlWardsBought = controlPlacements.length;
    p.controlWardsPlaced = controlPlacements.length;
    for (const t of controlPlacements)
      m.wards.push({ t, participantId: p.participantId, wardType: 'CONTROL_WARD' });
  }
}

function simulateVision(rng: Rng, m: SimMatch): void {
  if (m.isAram) return;
  const minutes = m.lengthMs / 60_000;
  for (const p of m.participants) {
    const perMinute = { TOP: 0.3, JUNGLE: 0.42, MIDDLE: 0.32, BOTTOM: 0.36, UTILITY: 1.05 }[
      p.role ?? 'TOP'
    ];
    const others = Math.round(perMinute * minutes * rng.range(0.7, 1.3));
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
    p.wardsPlaced = others + p.controlWardsPlaced;
    const killsPerMinute = { TOP: 0.06, JUNGLE: 0.15, MIDDLE: 0.07, BOTTOM: 0.06, UTILITY: 0.25 }[
      p.role ?? 'TOP'
    ];
    p.wardsKilled = Math.round(killsPerMinute * minutes * rng.range(0.5, 1.5));
    for (let i = 0; i < p.wardsKilled; i++) {
      m.wardKills.push({
        t: rng.int(120_000, m.lengthMs - 3_000),
        participantId: p.participantId,
        wardType: rng.weighted(
          ['YELLOW_TRINKET', 'SIGHT_WARD', 'CONTROL_WARD', 'BLUE_TRINKET'],
          [60, 20, 15, 5],
        ),
      });
    }
    p.visionScore = Math.round(
      p.wardsPlaced * 0.9 +
        p.wardsKilled * 1.3 +
        p.controlWardsPlaced * 1.4 +
        minutes * (p.role === 'UTILITY' ? 0.6 : 0.25),
    );
  }
}

function simulateDamage(rng: Rng, m: SimMatch): void {
  const minutes = m.lengthMs / 60_000;
  for (const p of m.participants) {
    const perMinuteToChamps = m.isAram
      ? rng.range(1300, 2400)
      : { TOP: 620, JUNGLE: 480, MIDDLE: 780, BOTTOM: 800, UTILITY: 330 }[p.role ?? 'TOP'] *
        rng.range(0.7, 1.35);
    const toChampions = Math.round(perMinuteToChamps * minutes * (1 + p.kills * 0.03));
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
    const dealt = toChampions + (p.laneCs + p.jungleCs) * rng.range(280, 520);
    const magicDealt = Math.round(dealt * magicShare);
    const trueDealt = Math.round(dealt * trueShare * 1.5);
    const takenPerMinute = m.isAram
      ? rng.range(1300, 2300)
      : { TOP: 900, JUNGLE: 950, MIDDLE: 620, BOTTOM: 560, UTILITY: 560 }[p.role ?? 'TOP'] *
        rng.range(0.75, 1.3);
    const taken = Math.round(
      takenPerMinute * minutes * (1 + p.deaths * 0.04) * (p.kind === 'tank' ? 1.35 : 1),
    );
    const magicTaken = Math.round(taken * rng.range(0.25, 0.5));
    const trueTaken = Math.round(taken * rng.range(0.03, 0.1));
    const toTurrets = Math.round(
      (p.turretTakedowns * 1400 + rng.range(200, 1500)) * (m.isAram ? 1.2 : 1),
    );
    const toEpicMonsters =
      p.role === 'JUNGLE'
        ? Math.round(rng.range(5000, 15000) * (minutes / 30))
        : Math.round(rng.range(0, 2500));
    p.damage = {
      toChampions,
      physicalToChampions,
      magicToChampions,
      trueToChampions,
      dealt: Math.round(dealt),
      physicalDealt: Math.max(0, Math.round(dealt) - magicDealt - trueDealt),
      magicDealt,
      trueDealt,
      taken,
      physicalTaken: Math.max(0, taken - magicTaken - trueTaken),
      magicTaken,
      trueTaken,
      selfMitigated: Math.round(
        taken *
          (p.kind === 'tank' || p.kind === 'bruiser' ? rng.range(0.9, 1.8) : rng.range(0.3, 0.8)),
      ),
      toBuildings: toTurrets + (p.inhibitorTakedowns > 0 ? rng.int(500, 2500) : 0),
      toTurrets,
      toObjectives: toTurrets + toEpicMonsters,
      toEpicMonsters,
      heal: Math.round(minutes * rng.range(50, p.kind === 'enchanter' ? 400 : 200)),
      healsOnTeammates: p.kind === 'enchanter' ? Math.round(minutes * rng.range(80, 300)) : 0,
      shieldedOnTeammates: p.kind === 'enchanter' ? Math.round(minutes * rng.range(60, 250)) : 0,
      timeCCingOthers: Math.round(minutes * rng.range(0.3, p.kind === 'tank' ? 2.5 : 1.2)),
      totalTimeCCDealt: Math.round(minutes * rng.range(3, p.kind === 'tank' ? 40 : 15)),
    };
    const casts = (base: number) => Math.round(base * minutes * rng.range(0.6, 1.4));
    p.spellCasts = [casts(6), casts(3.5), casts(3), casts(0.5)];
    p.summonerCasts = [
      rng.int(1, Math.max(2, Math.round(minutes / 5))),
      rng.int(1, Math.max(2, Math.round(minutes / 5))),
    ];
  }
}
