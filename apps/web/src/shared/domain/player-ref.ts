import { isRegion, type Region } from '@riftscope/contracts';

/** A player as a page address names them: `/{section}/{region}/{gameName}/{tagLine}`. */
export interface PlayerRef {
  region: Region;
  gameName: string;
  tagLine: string;
}

/** The player an address's parameters name, or null when they cannot name one (the page asks for nothing then). */
export function playerRefFrom(params: {
  region?: string;
  gameName?: string;
  tagLine?: string;
}): PlayerRef | null {
  const { region = '', gameName = '', tagLine = '' } = params;
  if (!isRegion(region) || gameName.trim() === '' || tagLine.trim() === '') return null;
  return { region, gameName, tagLine };
}
