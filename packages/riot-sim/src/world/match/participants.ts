import type { DraftPick } from './draft.ts';
import { participantEconomy } from './economy.ts';
import type { DamageTotals, SimMatch, SimParticipant } from './types.ts';

export function teamOf(m: SimMatch, teamId: 100 | 200): SimParticipant[] {
  return m.participants.filter((p) => p.teamId === teamId);
}

export function opponentOf(teamId: 100 | 200): 100 | 200 {
  return teamId === 100 ? 200 : 100;
}

/** A participant before the game: its pick, its economy and an empty scoreboard. */
export function createParticipant(
  seed: number,
  index: number,
  pick: DraftPick,
  winner: 100 | 200,
  minutes: number,
  isAram: boolean,
): SimParticipant {
  const { champion } = pick;
  return {
    participantId: index + 1,
    player: pick.player,
    teamId: pick.teamId,
    role: pick.role,
    champion,
    kind: pick.kind,
    spells: pick.spells,
    runes: pick.runes,
    win: pick.teamId === winner,
    kills: 0,
    deaths: 0,
    assists: 0,
    ...participantEconomy(seed, index, pick, minutes, isAram),
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
    ...emptyFeats(),
    skillOrder: pick.skillOrder,
    spellCasts: [0, 0, 0, 0],
    summonerCasts: [0, 0],
  };
}

/** Multikills, sprees, firsts, objective kills and time dead, all still zero. */
function emptyFeats() {
  return {
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
  };
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
