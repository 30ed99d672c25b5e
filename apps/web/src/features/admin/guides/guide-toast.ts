import type { NotifyOptions } from '../../../lib/notify.ts';

/** The guide screens' toasts stay two seconds, as the news screens' do. */
export const GUIDE_TOAST: NotifyOptions = { durationMs: 2_000 };
