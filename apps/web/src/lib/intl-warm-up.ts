import type { Language } from '@riftscope/contracts';

/**
 * Sets up the browser's number formatting in `language` in a task of its own, queued while the
 * first screen's code and data load: a page's first `Intl.NumberFormat` loads its locale data,
 * which costs a slow phone about 60 ms, and would otherwise fall into the first render with the
 * page's data (the summoner page's title formats the player's LP).
 */
export function warmUpNumberFormat(language: Language): void {
  setTimeout(() => new Intl.NumberFormat(language).format(0), 0);
}
