export const PAGEVIEW_URL_MAX = 2048;
