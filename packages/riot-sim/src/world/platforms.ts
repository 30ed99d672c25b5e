import type { Platform } from '@riftscope/riot';

export interface PlatformProfile {
  platform: Platform;
  /** As match ids and `platformId` spell it ('EUW1'). */
  platformId: string;
  /** Share of the simulated playerbase, roughly like the real one. */
  weight: number;
  /** The tag line Riot gives new accounts there. */
  defaultTagLine: string;
  /** Match-v5 game id near 2025-01-01 and how fast ids grow (games per second). */
  gameIdBase: number;
  gameIdsPerSecond: number;
  /** Which extra alphabet some player names use there. */
  script: 'latin' | 'cyrillic' | 'hangul' | 'japanese' | 'turkish';
}

export const PLATFORM_PROFILES: readonly PlatformProfile[] = [
  {
    platform: 'euw1',
    platformId: 'EUW1',
    weight: 22,
    defaultTagLine: 'EUW',
    gameIdBase: 7_240_000_000,
    gameIdsPerSecond: 13,
    script: 'latin',
  },
  {
    platform: 'kr',
    platformId: 'KR',
    weight: 18,
    defaultTagLine: 'KR1',
    gameIdBase: 7_450_000_000,
    gameIdsPerSecond: 11,
    script: 'hangul',
  },
  {
    platform: 'na1',
    platformId: 'NA1',
    weight: 14,
    defaultTagLine: 'NA1',
    gameIdBase: 5_180_000_000,
    gameIdsPerSecond: 6,
    script: 'latin',
  },
  {
    platform: 'eun1',
    platformId: 'EUN1',
    weight: 9,
    defaultTagLine: 'EUNE',
    gameIdBase: 3_690_000_000,
    gameIdsPerSecond: 5,
    script: 'latin',
  },
  {
    platform: 'br1',
    platformId: 'BR1',
    weight: 9,
    defaultTagLine: 'BR1',
    gameIdBase: 3_020_000_000,
    gameIdsPerSecond: 5,
    script: 'latin',
  },
  {
    platform: 'tr1',
    platformId: 'TR1',
    weight: 5,
    defaultTagLine: 'TR1',
    gameIdBase: 1_540_000_000,
    gameIdsPerSecond: 3,
    script: 'turkish',
  },
  {
    platform: 'la1',
    platformId: 'LA1',
    weight: 5,
    defaultTagLine: 'LAN',
    gameIdBase: 1_580_000_000,
    gameIdsPerSecond: 3,
    script: 'latin',
  },
  {
    platform: 'la2',
    platformId: 'LA2',
    weight: 5,
    defaultTagLine: 'LAS',
    gameIdBase: 1_490_000_000,
    gameIdsPerSecond: 3,
    script: 'latin',
  },
  {
    platform: 'ru',
    platformId: 'RU',
    weight: 4,
    defaultTagLine: 'RU1',
    gameIdBase: 510_000_000,
    gameIdsPerSecond: 2,
    script: 'cyrillic',
  },
  {
    platform: 'jp1',
    platformId: 'JP1',
    weight: 3,
    defaultTagLine: 'JP1',
    gameIdBase: 488_000_000,
    gameIdsPerSecond: 2,
    script: 'japanese',
  },
  {
    platform: 'oc1',
    platformId: 'OC1',
    weight: 3,
    defaultTagLine: 'OCE',
    gameIdBase: 640_000_000,
    gameIdsPerSecond: 1,
    script: 'latin',
  },
];

const BY_PLATFORM = new Map(PLATFORM_PROFILES.map((p) => [p.platform, p]));
const BY_PLATFORM_ID = new Map(PLATFORM_PROFILES.map((p) => [p.platformId, p]));

/** The simulator's settings for a platform. */
export function platformProfile(platform: Platform): PlatformProfile {
  const profile = BY_PLATFORM.get(platform);
  if (!profile) throw new Error(`unknown platform ${platform}`);
  return profile;
}

/** The platform of a match id prefix ('EUW1' → euw1), or undefined. */
export function platformOfPlatformId(platformId: string): Platform | undefined {
  return BY_PLATFORM_ID.get(platformId.toUpperCase())?.platform;
}

const GAME_ID_EPOCH = Date.UTC(2025, 0, 1);

/** A plausible match-v5 game id for a game created at `ms` on a platform. */
export function gameIdAt(profile: PlatformProfile, ms: number): number {
  const seconds = (ms - GAME_ID_EPOCH) / 1000;
  return Math.max(1_000_000, Math.floor(profile.gameIdBase + seconds * profile.gameIdsPerSecond));
}
