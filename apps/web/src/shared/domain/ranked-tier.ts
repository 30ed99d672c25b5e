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

/**
 * Each tier's colours as drawn by RiftScope's own emblems and the LP graph's bands: a light
 * highlight, the main colour and a dark outline, close to the game's tier colours.
 */
export const TIER_COLORS = {
  IRON: { light: '#a39e96', base: '#6b665f', dark: '#37342f' },
  BRONZE: { light: '#e7b084', base: '#a86b3f', dark: '#553420' },
  SILVER: { light: '#eef3f7', base: '#9eacb9', dark: '#4e5964' },
  GOLD: { light: '#ffe49c', base: '#d9a93a', dark: '#6e5012' },
  PLATINUM: { light: '#b2f5eb', base: '#3fb3a5', dark: '#17534d' },
  EMERALD: { light: '#a6f7c4', base: '#2fbf6b', dark: '#11502c' },
  DIAMOND: { light: '#dbe3ff', base: '#7c94f0', dark: '#2f3a85' },
  MASTER: { light: '#ecccff', base: '#a55ce0', dark: '#46206a' },
  GRANDMASTER: { light: '#ffbdb8', base: '#e0463f', dark: '#621715' },
  CHALLENGER: { light: '#fff3c4', base: '#e8c35c', dark: '#6e5214' },
} as const satisfies Record<RankedTier, { light: string; base: string; dark: string }>;
