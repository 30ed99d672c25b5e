import type { Language } from '@riftscope/contracts';

// A page's first `Intl` formatter of a kind loads the language's locale data, which costs a slow
// phone 60–90 ms, and would otherwise fall into the first render with the page's data. A screen's
// loader queues the formatters its page needs, each in a task of its own, while the page's code
// and data load.

/** Sets up number formatting in `language`: the summoner page's title formats the player's LP. */
export function warmUpNumberFormat(language: Language): void {
  setTimeout(() => new Intl.NumberFormat(language).format(0), 0);
}

/** Sets up calendar dates in `language` as `formatDate` writes them: the news cards' dates. */
export function warmUpDateFormat(language: Language): void {
  setTimeout(() => new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(0), 0);
}
