export {
  type ArenaAugment,
  type ArenaAugments,
  type ArenaAugmentsOptions,
  AUGMENTS_MAX_AGE_MS,
  type AugmentsOrigin,
  CDRAGON_URL,
  isAugmentIconPath,
  loadArenaAugments,
  parseAugmentsFile,
} from './arena-augments.ts';
