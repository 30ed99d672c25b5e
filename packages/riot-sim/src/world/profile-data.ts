import type { ApexTier, RankedTier } from '@riftscope/contracts';
import type { Platform } from '@riftscope/riot';
import { createRng, hashOf } from '../random.ts';
import type { GameData } from './game-data.ts';
import {
  type Division,
  leagueIdOf,
  type Player,
  type RankedEntry,
  type RankedQueue,
} from './players.ts';

/** account-v1 AccountDto. */
export function accountDto(player: Player) {
  return { puuid: player.puuid, gameName: player.gameName, tagLine: player.tagLine };
}

/** summoner-v4 SummonerDTO (2025 shape: no summoner or account id). */
export function summonerDto(player: Player, revisionDate: number) {
  return {
    puuid: player.puuid,
    profileIconId: player.profileIconId,
    revisionDate,
    summonerLevel: player.summonerLevel,
  };
}

/** A league-v4 LeagueEntryDTO. */
function leagueEntryOf(player: Player, e: RankedEntry) {
  return {
    leagueId: e.leagueId,
    queueType: e.queueType,
    tier: e.tier,
    rank: e.rank,
    puuid: player.puuid,
    leaguePoints: e.leaguePoints,
    wins: e.wins,
    losses: e.losses,
    veteran: e.veteran,
    inactive: e.inactive,
    freshBlood: e.freshBlood,
    hotStreak: e.hotStreak,
  };
}

/** A player's entry in a queue as of some moment; the entries of today by default. */
export type EntryOf = (player: Player, queue: RankedQueue) => RankedEntry | null;

const todaysEntry: EntryOf = (p, queue) => (queue === 'RANKED_SOLO_5x5' ? p.solo : p.flex);

/** league-v4 LeagueEntryDTOs of a player, solo first; empty when unranked. */
export function leagueEntries(player: Player, entryOf: EntryOf = todaysEntry) {
  return [entryOf(player, 'RANKED_SOLO_5x5'), entryOf(player, 'RANKED_FLEX_SR')]
    .filter((e) => e !== null)
    .map((e) => leagueEntryOf(player, e));
}

/** Riot's fixed page size of league-v4 entries by tier and division. */
export const LEAGUE_ENTRIES_PAGE_SIZE = 205;

/**
 * One page (from 1) of league-v4 `entries/{queue}/{tier}/{division}` on a platform: the
 * LeagueEntryDTOs of the players of that tier and division, highest LP first, 205 a page and
 * an empty list past the end, as Riot pages them.
 */
export function leagueEntriesPage(
  players: readonly Player[],
  platform: Platform,
  queue: RankedQueue,
  tier: RankedTier,
  division: Division,
  page: number,
  entryOf: EntryOf = todaysEntry,
) {
  const from = (page - 1) * LEAGUE_ENTRIES_PAGE_SIZE;
  return players
    .flatMap((p) => {
      if (p.platform !== platform) return [];
      const e = entryOf(p, queue);
      return e && e.tier === tier && e.rank === division ? [{ p, e }] : [];
    })
    .sort((a, b) => b.e.leaguePoints - a.e.leaguePoints || (a.p.puuid < b.p.puuid ? -1 : 1))
    .slice(from, from + LEAGUE_ENTRIES_PAGE_SIZE)
    .map(({ p, e }) => leagueEntryOf(p, e));
}

const LEAGUE_NOUNS = [
  'Enforcers',
  'Vanguard',
  'Elementalists',
  'Spellblades',
  'Wardens',
  'Duelists',
  'Stalkers',
  'Sentinels',
];

/** league-v4 LeagueListDTO of an apex tier of a queue on a platform. */
export function apexLeague(
  seed: number,
  data: GameData,
  players: readonly Player[],
  platform: Platform,
  queue: RankedQueue,
  tier: ApexTier,
  entryOf: EntryOf = todaysEntry,
) {
  const entries = players
    .filter((p) => p.platform === platform)
    .flatMap((p) => {
      const e = entryOf(p, queue);
      return e && e.tier === tier ? [{ p, e }] : [];
    })
    .sort((a, b) => b.e.leaguePoints - a.e.leaguePoints)
    .map(({ p, e }) => ({
      puuid: p.puuid,
      leaguePoints: e.leaguePoints,
      rank: 'I',
      wins: e.wins,
      losses: e.losses,
      veteran: e.veteran,
      inactive: e.inactive,
      freshBlood: e.freshBlood,
      hotStreak: e.hotStreak,
    }));
  const champion = data.champions[hashOf(seed, platform, queue, tier) % data.champions.length];
  const noun = LEAGUE_NOUNS[hashOf(seed, platform, queue, tier, 'noun') % LEAGUE_NOUNS.length];
  return {
    tier,
    leagueId: leagueIdOf(seed, platform, queue, tier, 0),
    queue,
    name: `${champion?.name ?? 'Teemo'}'s ${noun}`,
    entries,
  };
}

/** Champion mastery points needed for each level (the 2024 system: +11 000 a level after 10). */
function levelThreshold(level: number): number {
  const table = [0, 0, 600, 1800, 4200, 6600, 9600, 12600, 15600, 18600, 21600];
  return level <= 10 ? (table[level] ?? 0) : 21_600 + (level - 10) * 11_000;
}

function masteryLevel(points: number): number {
  let level = 1;
  while (levelThreshold(level + 1) <= points) level++;
  return level;
}

/** champion-mastery-v4 ChampionMasteryDtos of a player, most points first. */
export function masteries(player: Player, lastPlayed: number) {
  const rng = createRng(player.seed, 'mastery');
  const weights = new Map<number, number>();
  for (const [role, pool] of Object.entries(player.pools)) {
    const factor = role === player.roles[0] ? 1 : 0.45;
    for (const entry of pool)
      weights.set(entry.championKey, (weights.get(entry.championKey) ?? 0) + entry.weight * factor);
  }
  const totalPoints = player.summonerLevel * rng.range(900, 2200);
  const sum = [...weights.values()].reduce((a, b) => a + b, 0) || 1;
  const list = [...weights.entries()].map(([championId, weight], i) => {
    const championPoints = Math.max(
      200,
      Math.round(((totalPoints * weight) / sum) * rng.range(0.8, 1.2)),
    );
    const championLevel = masteryLevel(championPoints);
    const markRequiredForNextLevel = championLevel < 4 ? 0 : championLevel < 10 ? 1 : 2;
    return {
      puuid: player.puuid,
      championId,
      championLevel,
      championPoints,
      lastPlayTime: lastPlayed - i * rng.int(0, 5) * 86_400_000 - rng.int(0, 86_400_000),
      championPointsSinceLastLevel: championPoints - levelThreshold(championLevel),
      championPointsUntilNextLevel: levelThreshold(championLevel + 1) - championPoints,
      markRequiredForNextLevel,
      tokensEarned: rng.int(0, markRequiredForNextLevel),
      championSeasonMilestone: rng.int(0, 4),
      nextSeasonMilestone: {
        requireGradeCounts: { 'A-': 1 },
        rewardMarks: 1,
        bonus: false,
        totalGamesRequires: 1,
      },
      milestoneGrades: rng.chance(0.6) ? [rng.pick(['B+', 'A-', 'A', 'A+', 'S-', 'S'])] : [],
    };
  });
  return list.sort((a, b) => b.championPoints - a.championPoints);
}
