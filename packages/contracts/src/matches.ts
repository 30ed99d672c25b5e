export const MATCH_ID_MAX = 40;

/** Riot's inventory slots of a player at the end of a game: item0…item5, then the trinket. */
export const ITEM_SLOTS = 6;

/** The trinket's slot (Riot's `item6`), after the six item slots. */
export const TRINKET_SLOT = ITEM_SLOTS;
