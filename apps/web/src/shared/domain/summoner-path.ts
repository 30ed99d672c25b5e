import type { Language, Region } from '@riftscope/contracts';

/** The summoner page of a Riot ID: `/{lang}/summoner/{region}/{name}/{tag}` with both parts encoded. */
export function summonerPath(
  language: Language,
  region: Region,
  gameName: string,
  tagLine: string,
): string {
  return `/${language}/summoner/${region}/${encodeURIComponent(gameName)}/${encodeURIComponent(tagLine)}`;
}
