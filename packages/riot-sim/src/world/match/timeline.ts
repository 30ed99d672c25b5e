import { createRng, type Rng } from '../../random.ts';
import { FOUNTAIN, rolePosition } from '../map-layout.ts';
import { csAt, goldAt, JUNGLE_CS_START, LANE_CS_START, levelForXp, xpAtTime } from './economy.ts';
import { matchMetadata } from './match-document.ts';
import type { SimKill, SimMatch, SimParticipant } from './types.ts';

type TimelineEvent = Record<string, unknown> & { timestamp: number; type: string };

/** Same-timestamp events keep Riot's usual order: items are destroyed before new ones appear. */
const TYPE_ORDER: Record<string, number> = {
  PAUSE_END: 0,
  ITEM_DESTROYED: 1,
  ITEM_SOLD: 1,
  ITEM_PURCHASED: 2,
  LEVEL_UP: 3,
  SKILL_LEVEL_UP: 4,
  WARD_PLACED: 5,
  WARD_KILL: 6,
  CHAMPION_KILL: 7,
  CHAMPION_SPECIAL_KILL: 8,
  BUILDING_KILL: 9,
  ELITE_MONSTER_KILL: 10,
  GAME_END: 11,
};

function itemAndLevelEvents(m: SimMatch): TimelineEvent[] {
  return [
    ...m.itemEvents.map((e) => ({
      itemId: e.itemId,
      participantId: e.participantId,
      timestamp: e.t,
      type: e.type,
    })),
    ...m.levelUps.map((e) => ({
      level: e.level,
      participantId: e.participantId,
      timestamp: e.t,
      type: 'LEVEL_UP',
    })),
    ...m.skillUps.map((e) => ({
      levelUpType: 'NORMAL',
      participantId: e.participantId,
      skillSlot: e.skillSlot,
      timestamp: e.t,
      type: 'SKILL_LEVEL_UP',
    })),
  ];
}

function wardEvents(m: SimMatch): TimelineEvent[] {
  return [
    ...m.wards.map((w) => ({
      creatorId: w.participantId,
      timestamp: w.t,
      type: 'WARD_PLACED',
      wardType: w.wardType,
    })),
    ...m.wardKills.map((w) => ({
      killerId: w.participantId,
      timestamp: w.t,
      type: 'WARD_KILL',
      wardType: w.wardType,
    })),
  ];
}

/** Riot's per-champion breakdown of the damage that killed a victim; made up, but well-formed. */
function victimDamageReceived(rng: Rng, m: SimMatch, k: SimKill) {
  return [k.killerId, ...k.assists].map((id) => {
    const dealer = m.participants[id - 1];
    const isMagic = dealer?.kind === 'ap' || dealer?.kind === 'enchanter';
    const amount = rng.int(80, 900);
    return {
      basic: !isMagic && rng.chance(0.5),
      magicDamage: isMagic ? amount : 0,
      name: dealer?.champion.id ?? '',
      participantId: id,
      physicalDamage: isMagic ? 0 : amount,
      spellName: `${(dealer?.champion.id ?? '').toLowerCase()}${rng.pick(['q', 'w', 'e', 'r', 'basicattack'])}`,
      spellSlot: rng.int(0, 3),
      trueDamage: 0,
      type: 'OTHER',
    };
  });
}

/** CHAMPION_KILL events, each followed by its first-blood and multikill announcements. */
function killEvents(m: SimMatch): TimelineEvent[] {
  const rng = createRng(m.header.seed, 'timeline-events');
  const out: TimelineEvent[] = [];
  for (const k of m.kills) {
    const kill: TimelineEvent = {
      bounty: k.bounty,
      killStreakLength: k.killStreakLength,
      killerId: k.killerId,
      position: k.position,
      shutdownBounty: k.shutdownBounty,
      timestamp: k.t,
      type: 'CHAMPION_KILL',
      victimDamageReceived: victimDamageReceived(rng, m, k),
      victimId: k.victimId,
    };
    if (k.assists.length > 0) kill.assistingParticipantIds = k.assists;
    out.push(kill);
    if (k.isFirstBlood) {
      out.push({
        killType: 'KILL_FIRST_BLOOD',
        killerId: k.killerId,
        position: k.position,
        timestamp: k.t,
        type: 'CHAMPION_SPECIAL_KILL',
      });
    }
    if (k.multiKillLength >= 2 && m.participants[k.killerId - 1]) {
      out.push({
        killType: 'KILL_MULTI',
        killerId: k.killerId,
        multiKillLength: k.multiKillLength,
        position: k.position,
        timestamp: k.t,
        type: 'CHAMPION_SPECIAL_KILL',
      });
    }
  }
  return out;
}

function objectiveEvents(m: SimMatch): TimelineEvent[] {
  const out: TimelineEvent[] = [];
  for (const b of m.buildings) {
    const event: TimelineEvent = {
      bounty: b.buildingType === 'TOWER_BUILDING' ? 250 : 50,
      buildingType: b.buildingType,
      killerId: b.killerId,
      laneType: b.laneType,
      position: b.position,
      teamId: b.teamId,
      timestamp: b.t,
      towerType: b.towerType,
      type: 'BUILDING_KILL',
    };
    if (b.assists.length > 0) event.assistingParticipantIds = b.assists;
    out.push(event);
  }
  for (const x of m.monsters) {
    const event: TimelineEvent = {
      bounty: 0,
      killerId: x.killerId,
      killerTeamId: x.killerTeamId,
      monsterType: x.monsterType,
      position: x.position,
      timestamp: x.t,
      type: 'ELITE_MONSTER_KILL',
    };
    if (x.monsterSubType) event.monsterSubType = x.monsterSubType;
    if (x.assists.length > 0) event.assistingParticipantIds = x.assists;
    out.push(event);
  }
  return out;
}

/** Every event of the game in Riot's order: by time, then by TYPE_ORDER. */
function events(m: SimMatch): TimelineEvent[] {
  const out: TimelineEvent[] = [
    { realTimestamp: m.gameStartTimestamp, timestamp: 0, type: 'PAUSE_END' },
    ...itemAndLevelEvents(m),
    ...wardEvents(m),
    ...killEvents(m),
    ...objectiveEvents(m),
    {
      gameId: m.header.gameId,
      realTimestamp: m.gameEndTimestamp,
      timestamp: m.lengthMs,
      type: 'GAME_END',
      winningTeam: m.winner,
    },
  ];
  // Array.prototype.sort is stable: same-time events of one type keep the order above.
  return out.sort(
    (a, b) => a.timestamp - b.timestamp || (TYPE_ORDER[a.type] ?? 50) - (TYPE_ORDER[b.type] ?? 50),
  );
}

/** Frame times: one a minute (with Riot's few ms of drift) and a last one at the end. */
export function frameTimes(m: SimMatch): number[] {
  const rng = createRng(m.header.seed, 'frame-times');
  const times: number[] = [0];
  let drift = 0;
  // Like Riot: ceil(gameDuration / 60) frames a minute apart, then one at the very end.
  const regular = Math.ceil(m.gameDuration / 60);
  for (let i = 1; i < regular; i++) {
    drift += rng.int(0, 8);
    times.push(Math.min(i * 60_000 + drift, m.lengthMs - 1));
  }
  times.push(m.lengthMs);
  return times;
}

/** Champion stats at a frame: from level and the gold spent on items, with health drawn. */
function championStats(rng: Rng, p: SimParticipant, level: number, spent: number, isEnd: boolean) {
  const isCaster = p.kind === 'ap' || p.kind === 'enchanter';
  const itemPower = Math.floor(spent / 60);
  const healthMax =
    560 + level * 95 + (p.kind === 'tank' || p.kind === 'bruiser' ? itemPower * 2 : itemPower / 2);
  return {
    abilityHaste: Math.min(80, Math.floor(itemPower / 4)),
    abilityPower: isCaster ? Math.floor(itemPower * 1.6) : 0,
    armor: Math.floor(30 + level * 4.2 + (p.kind === 'tank' ? itemPower / 2 : 0)),
    armorPen: 0,
    armorPenPercent: 0,
    attackDamage: Math.floor(58 + level * 3.2 + (isCaster ? 0 : itemPower)),
    attackSpeed: Math.floor(100 + level * 2.5 + (p.kind === 'crit' ? itemPower / 2 : 0)),
    bonusArmorPenPercent: 0,
    bonusMagicPenPercent: 0,
    ccReduction: 0,
    cooldownReduction: 0,
    health: Math.floor(healthMax * (isEnd ? 1 : rng.range(0.3, 1))),
    healthMax: Math.floor(healthMax),
    healthRegen: Math.floor(8 + level * 1.5),
    lifesteal: 0,
    magicPen: 0,
    magicPenPercent: 0,
    magicResist: Math.floor(30 + level * 1.3),
    movementSpeed: 330 + (level > 1 ? 45 : 0),
    omnivamp: 0,
    physicalVamp: 0,
    power: Math.floor(300 + level * 40),
    powerMax: Math.floor(300 + level * 40),
    powerRegen: Math.floor(7 + level * 0.8),
    spellVamp: 0,
  };
}

function participantFrame(m: SimMatch, p: SimParticipant, t: number, spent: number, rng: Rng) {
  const isEnd = t >= m.lengthMs;
  const totalGold = goldAt(p, t, m.lengthMs);
  const xp = isEnd ? p.xpFinal : xpAtTime(m, p, t);
  const level = isEnd ? p.champLevel : levelForXp(xp);
  const progress = isEnd ? 1 : (t / m.lengthMs) ** 1.3;
  const share = (total: number) => (isEnd ? total : Math.floor(total * progress));
  const d = p.damage;
  return {
    championStats: championStats(rng, p, level, spent, isEnd),
    currentGold: totalGold - spent,
    damageStats: {
      magicDamageDone: share(d.magicDealt),
      magicDamageDoneToChampions: share(d.magicToChampions),
      magicDamageTaken: share(d.magicTaken),
      physicalDamageDone: share(d.physicalDealt),
      physicalDamageDoneToChampions: share(d.physicalToChampions),
      physicalDamageTaken: share(d.physicalTaken),
      totalDamageDone: share(d.physicalDealt) + share(d.magicDealt) + share(d.trueDealt),
      totalDamageDoneToChampions:
        share(d.physicalToChampions) + share(d.magicToChampions) + share(d.trueToChampions),
      totalDamageTaken: share(d.physicalTaken) + share(d.magicTaken) + share(d.trueTaken),
      trueDamageDone: share(d.trueDealt),
      trueDamageDoneToChampions: share(d.trueToChampions),
      trueDamageTaken: share(d.trueTaken),
    },
    goldPerSecond: 0,
    jungleMinionsKilled: csAt(p.jungleCs, t, JUNGLE_CS_START, m.lengthMs),
    level,
    minionsKilled: csAt(p.laneCs, t, LANE_CS_START, m.lengthMs),
    participantId: p.participantId,
    position: t === 0 ? FOUNTAIN[p.teamId] : rolePosition(rng, p.role, p.teamId, t / m.lengthMs),
    timeEnemySpentControlled: share(d.timeCCingOthers * 1000),
    totalGold,
    xp,
  };
}

/** The match-v5 TimelineDto of a simulated match; agrees with its match document. */
export function timelineDocument(m: SimMatch) {
  const rng = createRng(m.header.seed, 'frames');
  const times = frameTimes(m);
  const all = events(m);
  const purchases = m.itemEvents.filter((e) => e.cost > 0);
  let eventAt = 0;
  const frames = times.map((t) => {
    const frameEvents: TimelineEvent[] = [];
    while (eventAt < all.length && (all[eventAt]?.timestamp ?? Infinity) <= t) {
      const event = all[eventAt];
      if (event) frameEvents.push(event);
      eventAt++;
    }
    const participantFrames: Record<string, ReturnType<typeof participantFrame>> = {};
    for (const p of m.participants) {
      let spent = 0;
      for (const e of purchases)
        if (e.participantId === p.participantId && e.t <= t) spent += e.cost;
      participantFrames[String(p.participantId)] = participantFrame(m, p, t, spent, rng);
    }
    return { events: frameEvents, participantFrames, timestamp: t };
  });
  return {
    metadata: matchMetadata(m),
    info: {
      endOfGameResult: 'GameComplete',
      frameInterval: 60_000,
      frames,
      gameId: m.header.gameId,
      participants: m.participants.map((p) => ({
        participantId: p.participantId,
        puuid: p.player.puuid,
      })),
    },
  };
}

export type TimelineDocument = ReturnType<typeof timelineDocument>;
