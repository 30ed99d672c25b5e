import type { Region } from '@riftscope/contracts';

/**
 * The example buttons: the demo world's sample players, one each in kr, euw1 and na1, as the
 * Riot API simulator creates them (packages/riot-sim/src/world/players.ts, SAMPLES).
 */
export const SAMPLE_PLAYERS: readonly { region: Region; gameName: string; tagLine: string }[] = [
  { region: 'kr', gameName: 'Silent Brush', tagLine: 'KR1' },
  { region: 'euw1', gameName: 'Baron Stealer', tagLine: 'EUW' },
  { region: 'na1', gameName: 'Turret Hugger', tagLine: 'NA1' },
];
