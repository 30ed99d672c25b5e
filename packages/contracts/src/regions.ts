/** The product's regions (Riot platforms) with their labels, in display order (docs/product.md, Entities). */
export const REGIONS = [
  { code: 'euw1', label: 'EUW' },
  { code: 'eun1', label: 'EUNE' },
  { code: 'na1', label: 'NA' },
  { code: 'kr', label: 'KR' },
  { code: 'jp1', label: 'JP' },
  { code: 'br1', label: 'BR' },
  { code: 'ru', label: 'RU' },
  { code: 'tr1', label: 'TR' },
  { code: 'la1', label: 'LAN' },
  { code: 'la2', label: 'LAS' },
  { code: 'oc1', label: 'OCE' },
] as const;

export type Region = (typeof REGIONS)[number]['code'];

export const REGION_CODES = REGIONS.map((r) => r.code) as [Region, ...Region[]];

export const DEFAULT_REGION: Region = 'euw1';

export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (REGION_CODES as readonly string[]).includes(value);
}

export function regionLabel(region: Region): string {
  return REGIONS.find((r) => r.code === region)?.label ?? region.toUpperCase();
}
