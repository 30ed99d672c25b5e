import type { NotifyOptions } from '../../../lib/notify.ts';

/** The news screens' toasts, success or failure, stay two seconds (docs/product.md, Messages). */
export const NEWS_TOAST: NotifyOptions = { durationMs: 2_000 };
