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

function challengesOf(
  m: SimMatch,
  p: SimParticipant,
  teamKills: number,
  teamDamage: number,
  teamTaken: number,
) {
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

function participantDto(m: SimMatch, p: SimParticipant) {
  const team = m.participants.filter((q) => q.teamId === p.teamId);
  const teamKills = team.reduce((sum, q) => sum + q.kills, 0);
  const teamDamage = team.reduce((sum, q) => sum + q.damage.toChampions, 0);
  const teamTaken = team.reduce((sum, q) => sum + q.damage.taken, 0);
  const rng = createRng(m.header.seed, 'pings', p.participantId);
  const [lane, role] = p.role ? (LANE_OF[p.role] ?? ['NONE', 'NONE']) : ['NONE', 'SUPPORT'];
  const position = p.role ?? '';
  const ping = (max: number) => rng.int(0, max);
  const playerScores = Object.fromEntries(
    Array.from({ length: 12 }, (_, i) => [`playerScore${i}`, 0]),
  );
  const topPlayerScores = Object.fromEntries(
    Array.from({ length: 12 }, (_, i) => [`PlayerScore${i}`, 0]),
  );
  const towersLost = m.buildings.filter(
    (b) => b.teamId === p.teamId && b.buildingType === 'TOWER_BUILDING',
  ).length;
  const inhibitorsLost = m.buildings.filter(
    (b) => b.teamId === p.teamId && b.buildingType === 'INHIBITOR_BUILDING',
  ).length;
  const d = p.damage;
  return {
    ...topPlayerScores,
    allInPings: ping(3),
    assistMePings: ping(6),
    assists: p.assists,
    baronKills: p.baronKills,
    basicPings: ping(4),
    challenges: challengesOf(m, p, teamKills, teamDamage, teamTaken),
    champExperience: p.xpFinal,
    champLevel: p.champLevel,
    championId: p.champion.key,
    championName: p.champion.id,
    championSkinId: 0,
    championTransform: 0,
    commandPings: ping(10),
    consumablesPurchased: p.consumablesPurchased,
    damageDealtToBuildings: d.toBuildings,
    damageDealtToEpicMonsters: d.toEpicMonsters,
    damageDealtToObjectives: d.toObjectives,
    damageDealtToTurrets: d.toTurrets,
    damageSelfMitigated: d.selfMitigated,
    dangerPings: ping(3),
    deaths: p.deaths,
    detectorWardsPlaced: p.controlWardsPlaced,
    doubleKills: p.doubleKills,
    dragonKills: p.dragonKills,
    eligibleForProgression: true,
    enemyMissingPings: ping(8),
    enemyVisionPings: ping(6),
    firstBloodAssist: p.firstBloodAssist,
    firstBloodKill: p.firstBloodKill,
    firstTowerAssist: p.firstTowerAssist,
    firstTowerKill: p.firstTowerKill,
    gameEndedInEarlySurrender: false,
    gameEndedInSurrender: m.isSurrender,
    getBackPings: ping(4),
    goldEarned: p.goldEarned,
    goldSpent: p.goldSpent,
    holdPings: ping(2),
    individualPosition: p.role ?? 'Invalid',
    inhibitorKills: p.inhibitorKills,
    inhibitorTakedowns: p.inhibitorTakedowns,
    inhibitorsLost,
    item0: p.items[0] ?? 0,
    item1: p.items[1] ?? 0,
    item2: p.items[2] ?? 0,
    item3: p.items[3] ?? 0,
    item4: p.items[4] ?? 0,
    item5: p.items[5] ?? 0,
    item6: p.items[6] ?? 0,
    itemsPurchased: p.itemsPurchased,
    killingSprees: p.killingSprees,
    kills: p.kills,
    lane,
    largestCriticalStrike: p.kind === 'crit' ? rng.int(400, 1400) : 0,
    largestKillingSpree: p.largestKillingSpree,
    largestMultiKill: p.largestMultiKill,
    longestTimeSpentLiving: p.longestTimeSpentLiving,
    magicDamageDealt: d.magicDealt,
    magicDamageDealtToChampions: d.magicToChampions,
    magicDamageTaken: d.magicTaken,
    missions: playerScores,
    needVisionPings: ping(3),
    neutralMinionsKilled: p.jungleCs,
    nexusKills: p.nexusKills,
    nexusLost: !m.isSurrender && !p.win ? 1 : 0,
    nexusTakedowns: p.win && !m.isSurrender ? 1 : 0,
    objectivesStolen: 0,
    objectivesStolenAssists: 0,
    onMyWayPings: ping(6),
    participantId: p.participantId,
    pentaKills: p.pentaKills,
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
    physicalDamageDealt: d.physicalDealt,
    physicalDamageDealtToChampions: d.physicalToChampions,
    physicalDamageTaken: d.physicalTaken,
    placement: 0,
    playerAugment1: 0,
    playerAugment2: 0,
    playerAugment3: 0,
    playerAugment4: 0,
    playerAugment5: 0,
    playerAugment6: 0,
    playerSubteamId: 0,
    profileIcon: p.player.profileIconId,
    pushPings: ping(2),
    puuid: p.player.puuid,
    quadraKills: p.quadraKills,
    retreatPings: ping(3),
    riotIdGameName: p.player.gameName,
    riotIdTagline: p.player.tagLine,
    role,
    sightWardsBoughtInGame: 0,
    spell1Casts: p.spellCasts[0],
    spell2Casts: p.spellCasts[1],
    spell3Casts: p.spellCasts[2],
    spell4Casts: p.spellCasts[3],
    subteamPlacement: 0,
    summoner1Casts: p.summonerCasts[0],
    summoner1Id: p.spells[0],
    summoner2Casts: p.summonerCasts[1],
    summoner2Id: p.spells[1],
    summonerLevel: p.player.summonerLevel,
    summonerName: '',
    teamEarlySurrendered: false,
    teamId: p.teamId,
    teamPosition: position,
    timeCCingOthers: d.timeCCingOthers,
    timePlayed: m.gameDuration,
    totalAllyJungleMinionsKilled: p.allyJungleCs,
    totalDamageDealt: d.dealt,
    totalDamageDealtToChampions: d.toChampions,
    totalDamageShieldedOnTeammates: d.shieldedOnTeammates,
    totalDamageTaken: d.taken,
    totalEnemyJungleMinionsKilled: p.enemyJungleCs,
    totalHeal: d.heal,
    totalHealsOnTeammates: d.healsOnTeammates,
    totalMinionsKilled: p.laneCs,
    totalTimeCCDealt: d.totalTimeCCDealt,
    totalTimeSpentDead: p.totalTimeSpentDead,
    totalUnitsHealed: d.healsOnTeammates > 0 ? rng.int(2, 5) : 1,
    tripleKills: p.tripleKills,
    trueDamageDealt: d.trueDealt,
    trueDamageDealtToChampions: d.trueToChampions,
    trueDamageTaken: d.trueTaken,
    turretKills: p.turretKills,
    turretTakedowns: p.turretTakedowns,
    turretsLost: towersLost,
    unrealKills: 0,
    visionClearedPings: ping(2),
    visionScore: p.visionScore,
    visionWardsBoughtInGame: p.controlWardsBought,
    wardsKilled: p.wardsKilled,
    wardsPlaced: p.wardsPlaced,
    win: p.win,
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
