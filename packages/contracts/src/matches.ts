export const MATCH_ID_MAX = 40;
