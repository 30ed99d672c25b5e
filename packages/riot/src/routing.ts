/**
 * Riot platforms (the product's regions) and the regional routes that account-v1 and
 * match-v5 use for them. https://developer.riotgames.com/docs/lol#routing-values
 */
export const PLATFORM_ROUTES = {
  euw1: 'europe',
  eun1: 'europe',
  tr1: 'europe',
  ru: 'europe',
  na1: 'americas',
  br1: 'americas',
  la1: 'americas',
  la2: 'americas',
  kr: 'asia',
  jp1: 'asia',
  oc1: 'sea',
} as const;

export type Platform = keyof typeof PLATFORM_ROUTES;
export type RegionalRoute = (typeof PLATFORM_ROUTES)[Platform];

export const PLATFORMS = Object.keys(PLATFORM_ROUTES) as Platform[];

export function isPlatform(value: unknown): value is Platform {
  return typeof value === 'string' && Object.hasOwn(PLATFORM_ROUTES, value);
}

/** The regional route of a platform, for account-v1 and match-v5 calls. */
export function regionalRouteOf(platform: Platform): RegionalRoute {
  return PLATFORM_ROUTES[platform];
}

/** The base URL for a routing value from a `{routing}` template. */
export function baseUrlFor(template: string, routing: Platform | RegionalRoute): string {
  return template.replaceAll('{routing}', routing).replace(/\/+$/, '');
}
