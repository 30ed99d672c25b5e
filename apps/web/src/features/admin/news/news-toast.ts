import type { NotifyOptions } from '../../../lib/notify.ts';

/** SPEC.md §8: the news screens' toasts, success or failure, stay two seconds. */
export const NEWS_TOAST: NotifyOptions = { durationMs: 2_000 };
