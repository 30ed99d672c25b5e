/** A queue tab's link (the player page's queue tabs, multi-search's queue switch): the shown one filled. */
export const tabLinkClass = (isShown: boolean) =>
  `inline-flex h-9 items-center rounded-lg border px-3 text-sm font-semibold whitespace-nowrap transition-colors ${
    isShown
      ? 'border-accent bg-accent text-bg'
      : 'border-line bg-surface-2 text-muted hover:border-accent/50 hover:text-text'
  }`;
