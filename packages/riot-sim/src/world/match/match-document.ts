import { createRng } from '../../random.ts';
import { platformProfile } from '../platforms.ts';
import type { SimMatch, SimParticipant } from './types.ts';

const LANE_OF: Record<string, [lane: string, role: string]> = {
  TOP: ['TOP', 'SOLO'],
  JUNGLE: ['JUNGLE', 'NONE'],
  MIDDLE: ['MIDDLE', 'SOLO'],
  BOTTOM: ['BOTTOM', 'CARRY'],
  UTILITY: ['BOTTOM', 'SUPPORT'],
};

function round(value: number, digits = 6): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** The totals of a participant's team that its challenges are shares of. */
interface TeamTotals {
  teamKills: number;
  teamDamage: number;
  teamTaken: number;
}

function challengesOf(m: SimMatch, p: SimParticipant, totals: TeamTotals) {
  const { teamKills, teamDamage, teamTaken } = totals;
  const rng = createRng(m.header.seed, 'challenges', p.participantId);
  const minutes = m.lengthMs / 60_000;
  const takedowns = p.kills + p.assists;
  const legendaryItemUsed = p.items.slice(0, 6).filter((id) => id !== 0);
  const laneMinionsFirst10Minutes =
    p.role === null
      ? 0
      : Math.min(p.laneCs, Math.round((p.laneCs / Math.max(1, minutes - 1.1)) * 8.9));
  return {
    abilityUses: p.spellCasts.reduce((a, b) => a + b, 0),
    bountyGold: p.killGold.reduce((sum, k) => sum + k.amount, 0) > 1500 ? rng.int(0, 600) : 0,
    controlWardsPlaced: p.controlWardsPlaced,
    damagePerMinute: round(p.damage.toChampions / minutes),
    damageTakenOnTeamPercentage: round(teamTaken > 0 ? p.damage.taken / teamTaken : 0),
    deathsByEnemyChamps: p.deaths,
    gameLength: round(m.lengthMs / 1000, 3),
    goldPerMinute: round(p.goldEarned / minutes),
    kda: round((p.kills + p.assists) / Math.max(1, p.deaths)),
    killParticipation: round(teamKills > 0 ? takedowns / teamKills : 0),
    killingSprees: p.killingSprees,
    laneMinionsFirst10Minutes,
    legendaryItemUsed,
    multikills: p.doubleKills + p.tripleKills + p.quadraKills + p.pentaKills,
    perfectGame: p.deaths === 0 && p.win ? 1 : 0,
    skillshotsDodged: rng.int(0, Math.round(minutes * 3)),
    skillshotsHit: rng.int(0, Math.round(minutes * 4)),
    soloKills: p.soloKills,
    stealthWardsPlaced: Math.max(0, p.wardsPlaced - p.controlWardsPlaced),
    takedowns,
    teamDamagePercentage: round(teamDamage > 0 ? p.damage.toChampions / teamDamage : 0),
    turretTakedowns: p.turretTakedowns,
    visionScorePerMinute: round(p.visionScore / minutes),
    wardTakedowns: p.wardsKilled,
  };
}

type Rng = ReturnType<typeof createRng>;

/**
 * What the simulation does not play out, drawn from the match's seed: pings, the largest
 * critical strike, the runes' figures, the units healed. Drawn in the document's key order,
 * which every seeded document depends on.
 */
function drawnFields(rng: Rng, p: SimParticipant) {
  const ping = (max: number) => rng.int(0, max);
  return {
    allInPings: ping(3),
    assistMePings: ping(6),
    basicPings: ping(4),
    commandPings: ping(10),
    dangerPings: ping(3),
    enemyMissingPings: ping(8),
    enemyVisionPings: ping(6),
    getBackPings: ping(4),
    holdPings: ping(2),
    largestCriticalStrike: p.kind === 'crit' ? rng.int(400, 1400) : 0,
    needVisionPings: ping(3),
    onMyWayPings: ping(6),
    perks: {
      statPerks: p.runes.shards,
      styles: [
        {
          description: 'primaryStyle',
          selections: p.runes.primary.map((perk) => ({
            perk,
            var1: rng.int(0, 2000),
            var2: rng.int(0, 400),
            var3: 0,
          })),
          style: p.runes.primaryStyle,
        },
        {
          description: 'subStyle',
          selections: p.runes.sub.map((perk) => ({
            perk,
            var1: rng.int(0, 1000),
            var2: 0,
            var3: 0,
          })),
          style: p.runes.subStyle,
        },
      ],
    },
    pushPings: ping(2),
    retreatPings: ping(3),
    totalUnitsHealed: p.damage.healsOnTeammates > 0 ? rng.int(2, 5) : 1,
    visionClearedPings: ping(2),
  };
}

/** Who played: the player, the champion, the spells, the place on the map. */
function playerFields(p: SimParticipant) {
  const [lane, role] = p.role ? (LANE_OF[p.role] ?? ['NONE', 'NONE']) : ['NONE', 'SUPPORT'];
  return {
    championId: p.champion.key,
    championName: p.champion.id,
    championSkinId: 0,
    championTransform: 0,
    eligibleForProgression: true,
    individualPosition: p.role ?? 'Invalid',
    lane,
    missions: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`playerScore${i}`, 0])),
    participantId: p.participantId,
    placement: 0,
    playerAugment1: 0,
    playerAugment2: 0,
    playerAugment3: 0,
    playerAugment4: 0,
    playerAugment5: 0,
    playerAugment6: 0,
    playerSubteamId: 0,
    profileIcon: p.player.profileIconId,
    puuid: p.player.puuid,
    riotIdGameName: p.player.gameName,
    riotIdTagline: p.player.tagLine,
    role,
    subteamPlacement: 0,
    summoner1Id: p.spells[0],
    summoner2Id: p.spells[1],
    summonerLevel: p.player.summonerLevel,
    summonerName: '',
    teamId: p.teamId,
    teamPosition: p.role ?? '',
  };
}

/** Kills, deaths, takedowns, sprees, levels and casts. */
function combatFields(p: SimParticipant) {
  return {
    assists: p.assists,
    baronKills: p.baronKills,
    champExperience: p.xpFinal,
    champLevel: p.champLevel,
    deaths: p.deaths,
    doubleKills: p.doubleKills,
    dragonKills: p.dragonKills,
    firstBloodAssist: p.firstBloodAssist,
    firstBloodKill: p.firstBloodKill,
    firstTowerAssist: p.firstTowerAssist,
    firstTowerKill: p.firstTowerKill,
    inhibitorKills: p.inhibitorKills,
    inhibitorTakedowns: p.inhibitorTakedowns,
    killingSprees: p.killingSprees,
    kills: p.kills,
    largestKillingSpree: p.largestKillingSpree,
    largestMultiKill: p.largestMultiKill,
    longestTimeSpentLiving: p.longestTimeSpentLiving,
    nexusKills: p.nexusKills,
    objectivesStolen: 0,
    objectivesStolenAssists: 0,
    pentaKills: p.pentaKills,
    quadraKills: p.quadraKills,
    spell1Casts: p.spellCasts[0],
    spell2Casts: p.spellCasts[1],
    spell3Casts: p.spellCasts[2],
    spell4Casts: p.spellCasts[3],
    summoner1Casts: p.summonerCasts[0],
    summoner2Casts: p.summonerCasts[1],
    totalTimeSpentDead: p.totalTimeSpentDead,
    tripleKills: p.tripleKills,
    turretKills: p.turretKills,
    turretTakedowns: p.turretTakedowns,
    unrealKills: 0,
  };
}

/** How the game ended for the participant's team, and what that team lost. */
function outcomeFields(m: SimMatch, p: SimParticipant) {
  const lost = (buildingType: string) =>
    m.buildings.filter((b) => b.teamId === p.teamId && b.buildingType === buildingType).length;
  return {
    gameEndedInEarlySurrender: false,
    gameEndedInSurrender: m.isSurrender,
    inhibitorsLost: lost('INHIBITOR_BUILDING'),
    nexusLost: !m.isSurrender && !p.win ? 1 : 0,
    nexusTakedowns: p.win && !m.isSurrender ? 1 : 0,
    teamEarlySurrendered: false,
    timePlayed: m.gameDuration,
    turretsLost: lost('TOWER_BUILDING'),
    win: p.win,
  };
}

/** Damage dealt, taken, mitigated and healed, and crowd control. */
export function damageFields(d: SimParticipant['damage']) {
  return {
    damageDealtToBuildings: d.toBuildings,
    damageDealtToEpicMonsters: d.toEpicMonsters,
    damageDealtToObjectives: d.toObjectives,
    damageDealtToTurrets: d.toTurrets,
    damageSelfMitigated: d.selfMitigated,
    magicDamageDealt: d.magicDealt,
    magicDamageDealtToChampions: d.magicToChampions,
    magicDamageTaken: d.magicTaken,
    physicalDamageDealt: d.physicalDealt,
    physicalDamageDealtToChampions: d.physicalToChampions,
    physicalDamageTaken: d.physicalTaken,
    timeCCingOthers: d.timeCCingOthers,
    totalDamageDealt: d.dealt,
    totalDamageDealtToChampions: d.toChampions,
    totalDamageShieldedOnTeammates: d.shieldedOnTeammates,
    totalDamageTaken: d.taken,
    totalHeal: d.heal,
    totalHealsOnTeammates: d.healsOnTeammates,
    totalTimeCCDealt: d.totalTimeCCDealt,
    trueDamageDealt: d.trueDealt,
    trueDamageDealtToChampions: d.trueToChampions,
    trueDamageTaken: d.trueTaken,
  };
}

/** A final inventory as match-v5 names its slots: item0…item6 (item6 the trinket), 0 for empty. */
export function inventoryFields(items: readonly number[]) {
  return {
    item0: items[0] ?? 0,
    item1: items[1] ?? 0,
    item2: items[2] ?? 0,
    item3: items[3] ?? 0,
    item4: items[4] ?? 0,
    item5: items[5] ?? 0,
    item6: items[6] ?? 0,
  };
}

/** Gold, items, minions and monsters, wards and vision. */
function economyFields(p: SimParticipant) {
  return {
    consumablesPurchased: p.consumablesPurchased,
    detectorWardsPlaced: p.controlWardsPlaced,
    goldEarned: p.goldEarned,
    goldSpent: p.goldSpent,
    ...inventoryFields(p.items),
    itemsPurchased: p.itemsPurchased,
    neutralMinionsKilled: p.jungleCs,
    sightWardsBoughtInGame: 0,
    totalAllyJungleMinionsKilled: p.allyJungleCs,
    totalEnemyJungleMinionsKilled: p.enemyJungleCs,
    totalMinionsKilled: p.laneCs,
    visionScore: p.visionScore,
    visionWardsBoughtInGame: p.controlWardsBought,
    wardsKilled: p.wardsKilled,
    wardsPlaced: p.wardsPlaced,
  };
}

/** The participant's challenges, with the team totals they are shares of. */
function teamChallenges(m: SimMatch, p: SimParticipant) {
  const team = m.participants.filter((q) => q.teamId === p.teamId);
  const teamKills = team.reduce((sum, q) => sum + q.kills, 0);
  const teamDamage = team.reduce((sum, q) => sum + q.damage.toChampions, 0);
  const teamTaken = team.reduce((sum, q) => sum + q.damage.taken, 0);
  return challengesOf(m, p, { teamKills, teamDamage, teamTaken });
}

/** The same fields with their keys in code-unit order. */
export function alphabetical<T extends object>(fields: T): T {
  const entries = Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries) as T;
}

/** The PlayerScore0…11 fields a ParticipantDto begins with, all 0 as Riot sends them. */
export const PLAYER_SCORES: Readonly<Record<string, number>> = Object.freeze(
  Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`PlayerScore${i}`, 0])),
);

/** A match-v5 ParticipantDto: the PlayerScore fields, then the others in alphabetical order. */
function participantDto(m: SimMatch, p: SimParticipant) {
  const rng = createRng(m.header.seed, 'pings', p.participantId);
  return {
    ...PLAYER_SCORES,
    ...alphabetical({
      ...drawnFields(rng, p),
      challenges: teamChallenges(m, p),
      ...playerFields(p),
      ...combatFields(p),
      ...outcomeFields(m, p),
      ...damageFields(p.damage),
      ...economyFields(p),
    }),
  };
}

function objective(first: boolean, kills: number) {
  return { first, kills };
}

function teamDto(m: SimMatch, teamId: 100 | 200) {
  const firstOf = <T extends { t: number }>(events: readonly T[], isOurs: (e: T) => boolean) => {
    const first = events[0];
    return first !== undefined && isOurs(first);
  };
  const kills = m.kills.filter((k) => m.participants[k.killerId - 1]?.teamId === teamId);
  const towers = m.buildings.filter((b) => b.buildingType === 'TOWER_BUILDING');
  const inhibitors = m.buildings.filter((b) => b.buildingType === 'INHIBITOR_BUILDING');
  const monsters = (type: string) => m.monsters.filter((x) => x.monsterType === type);
  const ours = (type: string) => monsters(type).filter((x) => x.killerTeamId === teamId).length;
  const isFirstMonster = (type: string) =>
    firstOf(monsters(type), (x) => x.killerTeamId === teamId);
  return {
    bans: m.bans
      .filter((b) => b.teamId === teamId)
      .map((b) => ({ championId: b.championId, pickTurn: b.pickTurn })),
    objectives: {
      atakhan: objective(isFirstMonster('ATAKHAN'), ours('ATAKHAN')),
      baron: objective(isFirstMonster('BARON_NASHOR'), ours('BARON_NASHOR')),
      champion: objective(
        firstOf(m.kills, (k) => m.participants[k.killerId - 1]?.teamId === teamId),
        kills.length,
      ),
      dragon: objective(isFirstMonster('DRAGON'), ours('DRAGON')),
      horde: objective(isFirstMonster('HORDE'), ours('HORDE')),
      inhibitor: objective(
        firstOf(inhibitors, (b) => b.teamId !== teamId),
        inhibitors.filter((b) => b.teamId !== teamId).length,
      ),
      riftHerald: objective(isFirstMonster('RIFTHERALD'), ours('RIFTHERALD')),
      tower: objective(
        firstOf(towers, (b) => b.teamId !== teamId),
        towers.filter((b) => b.teamId !== teamId).length,
      ),
    },
    teamId,
    win: m.winner === teamId,
  };
}

/** The metadata block that a match document and its timeline share. */
export function matchMetadata(m: SimMatch) {
  return {
    dataVersion: '2',
    matchId: m.header.matchId,
    participants: m.participants.map((p) => p.player.puuid),
  };
}

/** The match-v5 MatchDto of a simulated match. */
export function matchDocument(m: SimMatch) {
  const profile = platformProfile(m.header.platform);
  return {
    metadata: matchMetadata(m),
    info: {
      endOfGameResult: 'GameComplete',
      gameCreation: m.gameCreation,
      gameDuration: m.gameDuration,
      gameEndTimestamp: m.gameEndTimestamp,
      gameId: m.header.gameId,
      gameMode: m.gameMode,
      gameName: `teambuilder-match-${m.header.gameId}`,
      gameStartTimestamp: m.gameStartTimestamp,
      gameType: 'MATCHED_GAME',
      gameVersion: m.gameVersion,
      mapId: m.mapId,
      participants: m.participants.map((p) => participantDto(m, p)),
      platformId: profile.platformId,
      queueId: m.header.queueId,
      teams: [teamDto(m, 100), teamDto(m, 200)],
      tournamentCode: '',
    },
  };
}

export type MatchDocument = ReturnType<typeof matchDocument>;
