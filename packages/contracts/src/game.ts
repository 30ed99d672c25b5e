/** Riot's team ids: 100 is blue, 200 is red (SPEC.md §9). */
export const BLUE_TEAM_ID = 100;

export const RED_TEAM_ID = 200;

/** Riot's player UUID (78 characters today; bounded loosely so a format change does not break us). */
export const PUUID_MAX = 100;

/** Data Dragon version of the profile icons (SPEC.md §9). */
export const PROFILE_ICON_VERSION = '15.9.1';

export const DDRAGON_CDN = 'https://ddragon.leagueoflegends.com/cdn';

/** The Data Dragon URL of a profile icon. */
export function profileIconUrl(profileIconId: number, version: string = PROFILE_ICON_VERSION) {
  return `${DDRAGON_CDN}/${version}/img/profileicon/${profileIconId}.png`;
}
