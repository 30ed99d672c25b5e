import { MULTISEARCH_TEXT_MAX } from '@riftscope/contracts';
import { isApiError } from '../../lib/api-client.ts';

/** Why the search refused the text or the region: each has its own words under its field. */
export type SearchFieldError = 'expected' | 'too_long' | 'region' | 'invalid';

/**
 * The field error a failed search stands for, or null when it is not a 422. The server names the
 * field (`errors.q`, `errors.region`); its text is not shown (docs/style.md, Errors: the web picks its own
 * words). The text's only rules are its length and holding a name (MULTISEARCH_EXPECTED), so a
 * refused text that is not too long is one without a name.
 */
export function searchFieldError(error: unknown, text: string): SearchFieldError | null {
  if (!isApiError(error, 422)) return null;
  if (error.errors.region) return 'region';
  if (error.errors.q) return text.length > MULTISEARCH_TEXT_MAX ? 'too_long' : 'expected';
  return 'invalid';
}
