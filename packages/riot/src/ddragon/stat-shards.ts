import type { StatShardData } from './types.ts';

/**
 * Stat shards (the small rune row under the two trees). runesReforged.json does not list them,
 * so the names are ours and the icons are Riot's file names under /cdn/img/.
 */
export const STAT_SHARDS: readonly StatShardData[] = [
  shard(5001, 'Health Scaling', 'StatModsHealthScalingIcon.png'),
  shard(5002, 'Armor', 'StatModsArmorIcon.png'),
  shard(5003, 'Magic Resist', 'StatModsMagicResIcon.MagicResist_Fix.png'),
  shard(5005, 'Attack Speed', 'StatModsAttackSpeedIcon.png'),
  shard(5007, 'Ability Haste', 'StatModsCDRScalingIcon.png'),
  shard(5008, 'Adaptive Force', 'StatModsAdaptiveForceIcon.png'),
  shard(5010, 'Move Speed', 'StatModsMovementSpeedIcon.png'),
  shard(5011, 'Health', 'StatModsHealthPlusIcon.png'),
  shard(5013, 'Tenacity and Slow Resist', 'StatModsTenacityIcon.png'),
];

function shard(id: number, name: string, file: string): StatShardData {
  return Object.freeze({ id, name, icon: `perk-images/StatMods/${file}` });
}
