import type { RankedTier } from '@riftscope/contracts';

/** The text colour of each tier's name, close to the colours of the game's emblems. */
export const TIER_TEXT_CLASS = {
  IRON: 'text-[#a19d94]',
  BRONZE: 'text-[#c48a5c]',
  SILVER: 'text-[#b8c4cf]',
  GOLD: 'text-[#e0b74f]',
  PLATINUM: 'text-[#4fc2b5]',
  EMERALD: 'text-[#3fcf7a]',
  DIAMOND: 'text-[#8fa8ff]',
  MASTER: 'text-[#c77dff]',
  GRANDMASTER: 'text-[#ff6b6b]',
  CHALLENGER: 'text-[#f4d67a]',
} as const satisfies Record<RankedTier, string>;

const APEX_TIERS: readonly RankedTier[] = ['MASTER', 'GRANDMASTER', 'CHALLENGER'];

/** Master and above have no divisions (Riot reports them as division I). */
export const isApexTier = (tier: RankedTier) => APEX_TIERS.includes(tier);
