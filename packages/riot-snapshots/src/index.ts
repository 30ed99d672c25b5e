import { fileURLToPath } from 'node:url';

/**
 * Real Riot API response bodies, byte for byte, laid out by endpoint (`match-v5-match/`,
 * `match-v5-timeline/`, `league-v4/`, …); where each came from is in fixtures/PROVENANCE.md.
 */
export const RIOT_FIXTURES_DIR = fileURLToPath(new URL('../fixtures', import.meta.url));

/**
 * A Data Dragon snapshot (`<version>/<locale>/<file>.json`, and `static/`): the offline demo's
 * and the simulator's game data, and the tests'; where each file came from is in
 * ddragon/PROVENANCE.md.
 */
export const DDRAGON_SNAPSHOT_DIR = fileURLToPath(new URL('../ddragon', import.meta.url));
