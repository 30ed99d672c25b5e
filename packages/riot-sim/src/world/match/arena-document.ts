import { createRng, type Rng } from '../../random.ts';
import { platformProfile } from '../platforms.ts';
import type { ArenaMatch, ArenaPlayer } from './arena-match.ts';
import { alphabetical, damageFields, inventoryFields, PLAYER_SCORES } from './match-document.ts';

/*
 * The match-v5 document of an Arena match, shaped as the real one is
 * (packages/riot-snapshots/fixtures/match-v5-match/arena-15.5-na1.json): gameMode CHERRY on map
 * 30; `playerSubteamId`, `subteamPlacement` and `placement` per player; `playerAugment1`–`6`;
 * `teamId` 100 for places 1–4 and 200 below; no lane positions (`teamPosition` '',
 * `individualPosition` 'Invalid'); runes all zero; two teams, 100 with every player's ban and
 * the winners, and a team 0 with none.
 */

const ARENA_MAP_ID = 30;

/** Lanes Arena documents name anyway, and how often (the real document's mix). */
const LANES = ['BOTTOM', 'MIDDLE', 'TOP', 'JUNGLE'] as const;
const LANE_WEIGHTS = [0.55, 0.2, 0.15, 0.1];

/** Runes as Arena documents carry them: the usual shape, every id and value 0. */
const NO_PERKS = {
  statPerks: { defense: 0, flex: 0, offense: 0 },
  styles: [
    { description: 'primaryStyle', count: 4 },
    { description: 'subStyle', count: 2 },
  ].map(({ description, count }) => ({
    description,
    selections: Array.from({ length: count }, () => ({ perk: 0, var1: 0, var2: 0, var3: 0 })),
    style: 0,
  })),
};

const round = (value: number, digits = 6) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Who played, the duo, its place, the augments and the spells. */
function playerFields(rng: Rng, p: ArenaPlayer) {
  const lane = rng.weighted(LANES, LANE_WEIGHTS);
  return {
    championId: p.champion.key,
    championName: p.champion.id,
    championSkinId: 0,
    championTransform: 0,
    eligibleForProgression: true,
    individualPosition: 'Invalid',
    lane,
    missions: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`playerScore${i}`, 0])),
    participantId: p.participantId,
    placement: p.placement,
    playerAugment1: p.augments[0] ?? 0,
    playerAugment2: p.augments[1] ?? 0,
    playerAugment3: p.augments[2] ?? 0,
    playerAugment4: p.augments[3] ?? 0,
    playerAugment5: p.augments[4] ?? 0,
    playerAugment6: p.augments[5] ?? 0,
    playerSubteamId: p.subteamId,
    profileIcon: p.player.profileIconId,
    puuid: p.player.puuid,
    riotIdGameName: p.player.gameName,
    riotIdTagline: p.player.tagLine,
    role: lane === 'JUNGLE' ? 'NONE' : rng.chance(0.1) ? 'CARRY' : 'SUPPORT',
    subteamPlacement: p.placement,
    summoner1Id: p.spells[0],
    summoner2Id: p.spells[1],
    summonerLevel: p.player.summonerLevel,
    summonerName: '',
    teamId: p.teamId,
    teamPosition: '',
  };
}

/** Kills, deaths, takedowns, sprees, levels and casts; Arena has no structures or monsters. */
function combatFields(p: ArenaPlayer) {
  return {
    assists: p.assists,
    baronKills: 0,
    bountyLevel: p.kills,
    champExperience: (p.champLevel - 1) * 1000,
    champLevel: p.champLevel,
    deaths: p.deaths,
    doubleKills: p.doubleKills,
    dragonKills: 0,
    firstBloodAssist: false,
    firstBloodKill: false,
    firstTowerAssist: false,
    firstTowerKill: false,
    inhibitorKills: 0,
    inhibitorTakedowns: 0,
    killingSprees: p.killingSprees,
    kills: p.kills,
    largestKillingSpree: p.largestKillingSpree,
    largestMultiKill: p.largestMultiKill,
    longestTimeSpentLiving: p.longestTimeSpentLiving,
    nexusKills: 0,
    objectivesStolen: 0,
    objectivesStolenAssists: 0,
    pentaKills: 0,
    quadraKills: 0,
    spell1Casts: p.spellCasts[0],
    spell2Casts: p.spellCasts[1],
    spell3Casts: p.spellCasts[2],
    spell4Casts: p.spellCasts[3],
    summoner1Casts: p.summonerCasts[0],
    summoner2Casts: p.summonerCasts[1],
    totalTimeSpentDead: p.totalTimeSpentDead,
    tripleKills: p.tripleKills,
    turretKills: 0,
    turretTakedowns: 0,
    unrealKills: 0,
  };
}

/** The end of the game for the player, and gold, items, minions and wards (none in Arena). */
function outcomeAndEconomyFields(m: ArenaMatch, p: ArenaPlayer, rng: Rng) {
  return {
    gameEndedInEarlySurrender: false,
    gameEndedInSurrender: false,
    inhibitorsLost: 0,
    nexusLost: 0,
    nexusTakedowns: 0,
    teamEarlySurrendered: false,
    timePlayed: m.gameDuration,
    turretsLost: 0,
    win: p.win,
    consumablesPurchased: p.consumablesPurchased,
    detectorWardsPlaced: 0,
    goldEarned: p.goldEarned,
    goldSpent: p.goldSpent,
    ...inventoryFields(p.items),
    itemsPurchased: p.itemsPurchased,
    neutralMinionsKilled: 0,
    sightWardsBoughtInGame: 0,
    totalAllyJungleMinionsKilled: 0,
    totalEnemyJungleMinionsKilled: 0,
    totalMinionsKilled: rng.chance(0.3) ? rng.int(1, 6) : 0,
    visionScore: 0,
    visionWardsBoughtInGame: 0,
    wardsKilled: 0,
    wardsPlaced: 0,
  };
}

/** Pings, the largest critical strike, the runes and the units healed. */
function drawnFields(rng: Rng, p: ArenaPlayer) {
  const ping = () => (rng.chance(0.3) ? rng.int(1, 3) : 0);
  return {
    allInPings: ping(),
    assistMePings: ping(),
    basicPings: ping(),
    commandPings: ping(),
    dangerPings: ping(),
    enemyMissingPings: ping(),
    enemyVisionPings: ping(),
    getBackPings: ping(),
    holdPings: ping(),
    largestCriticalStrike: p.largestCriticalStrike,
    needVisionPings: ping(),
    onMyWayPings: ping(),
    perks: NO_PERKS,
    pushPings: ping(),
    retreatPings: ping(),
    totalUnitsHealed: p.damage.healsOnTeammates > 0 ? 2 : 1,
    visionClearedPings: ping(),
  };
}

/** The player's challenges; Riot takes the shares over the player's `teamId`, not the duo. */
function challengesOf(m: ArenaMatch, p: ArenaPlayer, rng: Rng) {
  const team = m.participants.filter((q) => q.teamId === p.teamId);
  const teamKills = team.reduce((sum, q) => sum + q.kills, 0);
  const teamDamage = team.reduce((sum, q) => sum + q.damage.toChampions, 0);
  const teamTaken = team.reduce((sum, q) => sum + q.damage.taken, 0);
  const minutes = m.lengthMs / 60_000;
  const takedowns = p.kills + p.assists;
  return {
    abilityUses: p.spellCasts.reduce((a, b) => a + b, 0),
    bountyGold: 0,
    controlWardsPlaced: 0,
    damagePerMinute: round(p.damage.toChampions / minutes),
    damageTakenOnTeamPercentage: round(teamTaken > 0 ? p.damage.taken / teamTaken : 0),
    deathsByEnemyChamps: p.deaths,
    gameLength: round(m.lengthMs / 1000, 3),
    goldPerMinute: round(p.goldEarned / minutes),
    kda: round(takedowns / Math.max(1, p.deaths)),
    killParticipation: round(teamKills > 0 ? takedowns / teamKills : 0),
    killingSprees: p.killingSprees,
    laneMinionsFirst10Minutes: 0,
    legendaryItemUsed: p.items.slice(0, 6).filter((id) => id !== 0),
    multikills: p.doubleKills + p.tripleKills,
    perfectGame: 0,
    skillshotsDodged: rng.int(0, 30),
    skillshotsHit: rng.int(0, 40),
    soloKills: rng.int(0, Math.min(3, p.kills)),
    stealthWardsPlaced: 0,
    takedowns,
    teamDamagePercentage: round(teamDamage > 0 ? p.damage.toChampions / teamDamage : 0),
    turretTakedowns: 0,
    visionScorePerMinute: 0,
    wardTakedowns: 0,
  };
}

/** A ParticipantDto: the PlayerScore fields, then the others in alphabetical order. */
function participantDto(m: ArenaMatch, p: ArenaPlayer) {
  const rng = createRng(m.header.seed, 'arena-document', p.participantId);
  return {
    ...PLAYER_SCORES,
    ...alphabetical({
      ...drawnFields(rng, p),
      challenges: challengesOf(m, p, rng),
      ...playerFields(rng, p),
      ...combatFields(p),
      ...outcomeAndEconomyFields(m, p, rng),
      ...damageFields(p.damage),
    }),
  };
}

const NO_FEATS = {
  EPIC_MONSTER_KILL: { featState: 0 },
  FIRST_BLOOD: { featState: 0 },
  FIRST_TURRET: { featState: 0 },
};

/** Objectives, all none but the champion kills of the team's players. */
function objectives(kills: number) {
  const none = { first: false, kills: 0 };
  return {
    atakhan: none,
    baron: none,
    champion: { first: kills > 0, kills },
    dragon: none,
    horde: none,
    inhibitor: none,
    riftHerald: none,
    tower: none,
  };
}

/** The two teams as Arena documents have them: 100 (the top four, every ban) and 0. */
function teamDtos(m: ArenaMatch) {
  const topKills = m.participants
    .filter((p) => p.teamId === 100)
    .reduce((sum, p) => sum + p.kills, 0);
  return [
    {
      bans: m.bans.map((championId, i) => ({ championId, pickTurn: i + 1 })),
      feats: NO_FEATS,
      objectives: objectives(topKills),
      teamId: 100,
      win: true,
    },
    { bans: [], feats: NO_FEATS, objectives: objectives(0), teamId: 0, win: false },
  ];
}

/** The match-v5 MatchDto of an Arena match. */
export function arenaDocument(m: ArenaMatch) {
  const profile = platformProfile(m.header.platform);
  return {
    metadata: {
      dataVersion: '2',
      matchId: m.header.matchId,
      participants: m.participants.map((p) => p.player.puuid),
    },
    info: {
      endOfGameResult: 'GameComplete',
      gameCreation: m.gameCreation,
      gameDuration: m.gameDuration,
      gameEndTimestamp: m.gameEndTimestamp,
      gameId: m.header.gameId,
      gameMode: 'CHERRY',
      gameName: `teambuilder-match-${m.header.gameId}`,
      gameStartTimestamp: m.gameStartTimestamp,
      gameType: 'MATCHED_GAME',
      gameVersion: m.gameVersion,
      mapId: ARENA_MAP_ID,
      participants: m.participants.map((p) => participantDto(m, p)),
      platformId: profile.platformId,
      queueId: m.header.queueId,
      teams: teamDtos(m),
      tournamentCode: '',
    },
  };
}

export type ArenaDocument = ReturnType<typeof arenaDocument>;
