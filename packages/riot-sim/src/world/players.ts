import { isApexTier, type RankedTier, riotIdKey } from '@riftscope/contracts';
import type { Platform } from '@riftscope/riot';
import { clamp, createRng, hashOf, type Rng } from '../random.ts';
import { assignArenaShares } from './arena.ts';
import { pairDuos } from './duos.ts';
import { type GameData, ROLES, type Role } from './game-data.ts';
import { gameNameFor, puuidFor, tagLineFor } from './names.ts';
import { PLATFORM_PROFILES, type PlatformProfile } from './platforms.ts';

export type Division = 'I' | 'II' | 'III' | 'IV';
export type RankedQueue = 'RANKED_SOLO_5x5' | 'RANKED_FLEX_SR';
export const RANKED_QUEUES: readonly RankedQueue[] = ['RANKED_SOLO_5x5', 'RANKED_FLEX_SR'];

export interface RankedEntry {
  queueType: RankedQueue;
  leagueId: string;
  tier: RankedTier;
  rank: Division;
  leaguePoints: number;
  wins: number;
  losses: number;
  hotStreak: boolean;
  veteran: boolean;
  freshBlood: boolean;
  inactive: boolean;
}

/** A champion a player plays, with how much (relative weight). */
export interface PoolEntry {
  championKey: number;
  weight: number;
}

export interface Player {
  index: number;
  puuid: string;
  gameName: string;
  tagLine: string;
  platform: Platform;
  /** Hidden skill (standard-normal); only the simulator sees it. */
  skill: number;
  summonerLevel: number;
  profileIconId: number;
  /** Main and secondary role. */
  roles: readonly [Role, Role];
  pools: Readonly<Record<Role, readonly PoolEntry[]>>;
  /** Relative liking for 420, 440, 400, 450; zero where the player is not eligible (Arena: arenaShare). */
  queueWeights: Readonly<Record<number, number>>;
  solo: RankedEntry | null;
  flex: RankedEntry | null;
  /** Puts Flash on D (summoner1Id) rather than F. */
  isFlashOnD: boolean;
  /** How many matches the history should hold (20–200); duo partners share one length. */
  targetMatches: number;
  /** Index of the duo partner (same platform, near in skill, mutual), or null: see duos.ts. */
  partner: number | null;
  /**
   * Arena games per other game (0: never plays Arena); partners share it. Drawn apart from the
   * player's other draws: see arena.ts.
   */
  arenaShare: number;
  seed: number;
}

interface SampleSetup {
  platform: Platform;
  gameName: string;
  tagLine: string;
  /** Skill percentile within the platform (0.9985 is challenger). */
  percentile: number;
  /** History length. */
  matches: number;
  /** Always has a duo partner, so that the demo's live game shows a premade. */
  hasDuo?: boolean;
}

const SAMPLES: readonly SampleSetup[] = [
  { platform: 'kr', gameName: 'Silent Brush', tagLine: 'KR1', percentile: 0.9985, matches: 190 },
  { platform: 'euw1', gameName: 'Baron Stealer', tagLine: 'EUW', percentile: 0.93, matches: 170 },
  // The player the demo keeps in a live game (apps/server demo-live-game.ts).
  {
    platform: 'na1',
    gameName: 'Turret Hugger',
    tagLine: 'NA1',
    percentile: 0.55,
    matches: 160,
    hasDuo: true,
  },
];

/** The three players the home page offers as examples; present in every world. */
export const SAMPLE_PLAYERS: readonly { platform: Platform; gameName: string; tagLine: string }[] =
  SAMPLES.map(({ platform, gameName, tagLine }) => ({ platform, gameName, tagLine }));

const TIER_BANDS: readonly { tier: RankedTier; upTo: number }[] = [
  { tier: 'IRON', upTo: 0.06 },
  { tier: 'BRONZE', upTo: 0.24 },
  { tier: 'SILVER', upTo: 0.46 },
  { tier: 'GOLD', upTo: 0.66 },
  { tier: 'PLATINUM', upTo: 0.8 },
  { tier: 'EMERALD', upTo: 0.91 },
  { tier: 'DIAMOND', upTo: 0.965 },
  { tier: 'MASTER', upTo: 0.99 },
  { tier: 'GRANDMASTER', upTo: 0.996 },
  { tier: 'CHALLENGER', upTo: 1 },
];
const DIVISIONS: readonly Division[] = ['IV', 'III', 'II', 'I'];

const COMMON_ICONS = [
  29, 588, 744, 907, 1301, 3150, 3379, 3478, 3543, 4022, 4270, 4568, 4658, 4834, 5212, 5367, 5467,
  6010,
];

/** A stable UUID-looking league id. */
export function leagueIdOf(...parts: readonly (string | number)[]): string {
  const hex = [0, 1, 2, 3]
    .map((i) =>
      hashOf(...parts, i)
        .toString(16)
        .padStart(8, '0'),
    )
    .join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

function rankedEntry(
  rng: Rng,
  queueType: RankedQueue,
  percentile: number,
  platform: Platform,
  seed: number,
): RankedEntry {
  const bandIndex = TIER_BANDS.findIndex((b) => percentile < b.upTo);
  const band = TIER_BANDS[bandIndex === -1 ? TIER_BANDS.length - 1 : bandIndex] ?? TIER_BANDS[0];
  if (!band) throw new Error('no tier bands');
  const from = bandIndex > 0 ? (TIER_BANDS[bandIndex - 1]?.upTo ?? 0) : 0;
  const within = clamp((percentile - from) / (band.upTo - from), 0, 0.9999);
  const tier = band.tier;
  let rank: Division = 'I';
  let leaguePoints: number;
  if (isApexTier(tier)) {
    const base = tier === 'MASTER' ? 0 : tier === 'GRANDMASTER' ? 250 : 600;
    const spread = tier === 'MASTER' ? 250 : tier === 'GRANDMASTER' ? 350 : 900;
    leaguePoints = Math.round(base + within * spread + rng.int(0, 20));
  } else {
    rank = DIVISIONS[Math.floor(within * 4)] ?? 'IV';
    leaguePoints = rng.int(0, 99);
  }
  const games = isApexTier(tier) ? rng.int(150, 700) : rng.int(12, 380);
  const winRate = clamp(
    0.5 + (within - 0.5) * 0.05 + (isApexTier(tier) ? 0.04 : 0) + rng.normal(0, 0.02),
    0.4,
    0.66,
  );
  const wins = Math.round(games * winRate);
  return {
    queueType,
    // Players of one tier share a few leagues of about 200, as on live servers.
    leagueId: leagueIdOf(seed, platform, queueType, tier, isApexTier(tier) ? 0 : rng.int(0, 3)),
    tier,
    rank,
    leaguePoints,
    wins,
    losses: games - wins,
    hotStreak: rng.chance(0.1),
    veteran: games > 250 && rng.chance(0.3),
    freshBlood: rng.chance(0.08),
    inactive: false,
  };
}

function poolFor(rng: Rng, data: GameData, role: Role, size: number): PoolEntry[] {
  const keys = [...data.roleChampions[role]];
  const weights = [...data.rolePopularity[role]];
  const pool: PoolEntry[] = [];
  for (let i = 0; i < size && keys.length > 0; i++) {
    const at = rng.weightedIndex(weights);
    const key = keys[at];
    if (key === undefined) break;
    pool.push({ championKey: key, weight: 0.55 ** i * rng.range(0.8, 1.2) });
    keys.splice(at, 1);
    weights.splice(at, 1);
  }
  return pool;
}

/** Splits `total` players over the platforms by weight, at least `minimum` each. */
export function platformCounts(total: number, minimum: number): Map<Platform, number> {
  const weightSum = PLATFORM_PROFILES.reduce((sum, p) => sum + p.weight, 0);
  const counts = new Map<Platform, number>();
  let assigned = 0;
  for (const profile of PLATFORM_PROFILES) {
    const n = Math.max(minimum, Math.floor((total * profile.weight) / weightSum));
    counts.set(profile.platform, n);
    assigned += n;
  }
  // Remainders go to the biggest platform.
  if (assigned < total) counts.set('euw1', (counts.get('euw1') ?? 0) + total - assigned);
  return counts;
}

export interface BuildPlayersInput {
  seed: number;
  players: number;
  data: GameData;
}

/** Generates every player of the world; indices are positions in the returned array. */
export function buildPlayers({ seed, players, data }: BuildPlayersInput): Player[] {
  const counts = platformCounts(players, 24);
  const result: Player[] = [];
  const usedRiotIds = new Set<string>();
  const usedPuuids = new Set<string>();
  const samplePlayers = new Set<number>();
  const mustPair = new Set<number>();
  for (const sample of SAMPLES) usedRiotIds.add(riotIdKey(sample.gameName, sample.tagLine));

  for (const profile of PLATFORM_PROFILES) {
    const count = counts.get(profile.platform) ?? 0;
    const rng = createRng(seed, 'players', profile.platform);
    const skills = Array.from({ length: count }, () => rng.normal());
    const order = skills.map((_, i) => i).sort((a, b) => (skills[a] ?? 0) - (skills[b] ?? 0));
    const percentiles = new Array<number>(count);
    order.forEach((playerAt, rank) => {
      percentiles[playerAt] = (rank + 0.5) / count;
    });
    // Every platform gets a challenger, a grandmaster and a master, so no apex league is empty.
    const apexFloors = [0.998, 0.993, 0.975];
    const mustRank = new Set<number>();
    apexFloors.forEach((floor, i) => {
      const at = order[count - 1 - i];
      if (at === undefined) return;
      percentiles[at] = Math.max(percentiles[at] ?? 0, floor);
      mustRank.add(at);
    });
    const samples = SAMPLES.filter((s) => s.platform === profile.platform);
    samples.forEach((sample, i) => {
      // The sample takes the slot whose percentile is nearest its own.
      const slot = order[Math.min(count - 1, Math.floor(sample.percentile * count))] ?? i;
      percentiles[slot] = sample.percentile;
    });

    for (let i = 0; i < count; i++) {
      const percentile = percentiles[i] ?? 0.5;
      const sample = samples.find(
        (s) => order[Math.min(count - 1, Math.floor(s.percentile * count))] === i,
      );
      if (sample) samplePlayers.add(result.length);
      if (sample?.hasDuo) mustPair.add(result.length);
      result.push(
        makePlayer({
          rng: rng.fork(i),
          index: result.length,
          profile,
          skill: skills[i] ?? 0,
          percentile,
          data,
          seed,
          usedRiotIds,
          usedPuuids,
          sample,
          mustRank: mustRank.has(i),
        }),
      );
    }
  }
  pairDuos({ seed, players: result, mustPair, fixedTargets: samplePlayers });
  assignArenaShares(seed, result);
  return result;
}

interface MakePlayerInput {
  rng: Rng;
  index: number;
  profile: PlatformProfile;
  skill: number;
  percentile: number;
  data: GameData;
  seed: number;
  usedRiotIds: Set<string>;
  usedPuuids: Set<string>;
  sample: SampleSetup | undefined;
  mustRank: boolean;
}

/** A puuid and a Riot ID no other player has; a sample player keeps its own Riot ID. */
function identityOf(input: MakePlayerInput) {
  const { rng, profile, usedRiotIds, usedPuuids, sample } = input;
  let puuid = puuidFor(rng);
  while (usedPuuids.has(puuid)) puuid = puuidFor(rng);
  usedPuuids.add(puuid);

  let gameName: string;
  let tagLine: string;
  if (sample) {
    gameName = sample.gameName;
    tagLine = sample.tagLine;
  } else {
    do {
      gameName = gameNameFor(rng, profile);
      tagLine = tagLineFor(rng, profile);
    } while (usedRiotIds.has(riotIdKey(gameName, tagLine)));
    usedRiotIds.add(riotIdKey(gameName, tagLine));
  }
  return { puuid, gameName, tagLine };
}

/** A main and a secondary role, each with its champion pool; the other roles' pools are empty. */
function rolesAndPools(rng: Rng, data: GameData) {
  const main = rng.pick(ROLES);
  const secondary = rng.pick(ROLES.filter((r) => r !== main));
  const pools = {} as Record<Role, PoolEntry[]>;
  for (const role of ROLES) {
    const size = role === main ? rng.int(3, 7) : role === secondary ? rng.int(2, 4) : 0;
    pools[role] = poolFor(rng, data, role, size);
  }
  return { roles: [main, secondary] as [Role, Role], pools };
}

/** The solo and flex league entries, or null for a queue the player is unranked in. */
function ranksOf(input: MakePlayerInput) {
  const { rng, profile, percentile, seed, sample } = input;
  const isSoloRanked = sample !== undefined || input.mustRank || rng.chance(0.88);
  const isFlexRanked = sample !== undefined || rng.chance(0.55);
  const solo = isSoloRanked
    ? rankedEntry(rng, 'RANKED_SOLO_5x5', percentile, profile.platform, seed)
    : null;
  // Flex ranks sit near solo ranks, a little lower on average.
  const flexPercentile = clamp(percentile + rng.normal(-0.03, 0.08), 0.001, 0.999);
  const flex = isFlexRanked
    ? rankedEntry(
        rng,
        'RANKED_FLEX_SR',
        isApexTier(solo?.tier ?? 'IRON') ? percentile : Math.min(flexPercentile, 0.96),
        profile.platform,
        seed,
      )
    : null;
  return { solo, flex };
}

function makePlayer(input: MakePlayerInput): Player {
  const { rng, profile, data, seed, sample } = input;
  const { puuid, gameName, tagLine } = identityOf(input);
  const { roles, pools } = rolesAndPools(rng, data);
  const { solo, flex } = ranksOf(input);
  const playerSeed = hashOf(seed, 'player', puuid);

  const aramLover = rng.chance(0.15);
  const queueWeights: Record<number, number> = {
    420: solo ? rng.range(4, 8) : 0,
    440: flex ? rng.range(0.5, 2) : 0,
    400: rng.range(0.8, 2.5),
    450: aramLover ? rng.range(4, 8) : rng.range(0.5, 2),
  };

  const rankedGames = (solo ? solo.wins + solo.losses : 0) + (flex ? flex.wins + flex.losses : 0);
  const summonerLevel = Math.round(
    clamp(30 + rankedGames * rng.range(0.3, 0.9) + Math.exp(rng.normal(4.3, 0.8)), 30, 1200),
  );
  const profileIconId = rng.chance(0.55) ? rng.int(0, 28) : rng.pick(COMMON_ICONS);
  const targetMatches = sample
    ? sample.matches
    : Math.min(200, 20 + Math.floor(180 * rng.next() ** 1.7));

  return {
    index: input.index,
    puuid,
    gameName,
    tagLine,
    platform: profile.platform,
    skill: input.skill,
    summonerLevel,
    profileIconId,
    roles,
    pools,
    queueWeights,
    solo,
    flex,
    isFlashOnD: rng.chance(0.7),
    targetMatches,
    partner: null,
    arenaShare: 0,
    seed: playerSeed,
  };
}
