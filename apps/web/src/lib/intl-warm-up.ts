import type { Language } from '@riftscope/contracts';

/**
 * Makes the site's number formats in `language` (shared/domain/format-number.ts) in a task of its
 * own, queued by a screen's loader while its code and data load: a page's first
 * `Intl.NumberFormat` loads its locale data, which costs a slow phone 60–90 ms, and would
 * otherwise fall into the first render with the page's data (the summoner page's title formats
 * the player's LP). Only screens that format numbers queue it.
 */
export function warmUpNumberFormat(language: Language): void {
  // The formats' module comes with the screens that use them, not with the first page's code.
  setTimeout(() => {
    void import('../shared/domain/format-number.ts').then(({ numberFormats }) =>
      numberFormats(language),
    );
  }, 0);
}
