/** The query key of the signed-in user's favourites, apart so that the session can drop them. */
export const FAVORITES_KEY = ['favorites'] as const;
