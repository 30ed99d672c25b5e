import type { Language, Region } from '@riftscope/contracts';

/** The live game page of a Riot ID: `/{lang}/live/{region}/{name}/{tag}` with both parts encoded. */
export function livePath(
  language: Language,
  region: Region,
  gameName: string,
  tagLine: string,
): string {
  return `/${language}/live/${region}/${encodeURIComponent(gameName)}/${encodeURIComponent(tagLine)}`;
}
