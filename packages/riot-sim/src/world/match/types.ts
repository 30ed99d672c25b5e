import type { MapId } from '../game-data.ts';
import type { Point, Structure } from '../map-layout.ts';
import type { MatchHeader } from '../schedule.ts';
import type { DraftPick } from './draft.ts';

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
  type: 'ITEM_PURCHASED' | 'ITEM_DESTROYED' | 'ITEM_SOLD';
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
  xpCurve: XpCurve;
}

export interface XpCurve {
  start: number;
  exponent: number;
}
