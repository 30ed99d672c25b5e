import type { Region } from '@riftscope/contracts';

/** A player as a page address names them: `/{section}/{region}/{gameName}/{tagLine}`. */
export interface PlayerRef {
  region: Region;
  gameName: string;
  tagLine: string;
}
