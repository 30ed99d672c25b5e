/** The page's `<main>` between header and footer; the build's first paint uses it too. */
export const MAIN_CLASS = 'flex-1';
