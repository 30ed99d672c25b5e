/** Riot's team ids: 100 is blue, 200 is red (docs/product.md, Constants). */
export const BLUE_TEAM_ID = 100;

export const RED_TEAM_ID = 200;

/** Riot's player UUID (78 characters today; bounded loosely so a format change does not break us). */
export const PUUID_MAX = 100;

/** The length of Riot's encrypted PUUIDs, as summoner-v4 documents them. */
export const RIOT_PUUID_LENGTH = 78;

/** Data Dragon version of the profile icons (docs/product.md, Constants). */
export const PROFILE_ICON_VERSION = '15.9.1';

/**
 * Where the server serves Data Dragon's art from its own origin, in Data Dragon's layout below
 * `/cdn` (`/cdn/ddragon/15.9.1/img/profileicon/29.png`), so pages load no image from Riot's CDN.
 */
export const DDRAGON_IMAGE_PATH = '/cdn/ddragon';

/**
 * Where the server serves Community Dragon's art from its own origin: an Arena augment's icon is
 * `/cdn/cdragon/augments/{id}.png` (`augmentIconPath`), whatever path Community Dragon keeps it at.
 */
export const CDRAGON_IMAGE_PATH = '/cdn/cdragon';

/** The same-origin path of an Arena augment's icon, through the server's image proxy. */
export function augmentIconPath(augmentId: number): string {
  return `${CDRAGON_IMAGE_PATH}/augments/${augmentId}.png`;
}

/** The same-origin URL of a profile icon, through the server's Data Dragon image proxy. */
export function profileIconUrl(profileIconId: number, version: string = PROFILE_ICON_VERSION) {
  return `${DDRAGON_IMAGE_PATH}/${version}/img/profileicon/${profileIconId}.png`;
}
