import type { Language } from '@riftscope/contracts';

/**
 * Sets up the browser's number formatting in `language` in a task of its own, queued by a
 * screen's loader while its code and data load: a page's first `Intl.NumberFormat` loads its
 * locale data, which costs a slow phone 60–90 ms, and would otherwise fall into the first render
 * with the page's data (the summoner page's title formats the player's LP). Only screens that
 * format numbers queue it.
 */
export function warmUpNumberFormat(language: Language): void {
  setTimeout(() => new Intl.NumberFormat(language).format(0), 0);
}
