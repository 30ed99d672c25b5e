import { MULTISEARCH_TEXT_MAX } from '@riftscope/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { searchFieldError } from './search-error.ts';

const refused = (errors: Record<string, string[]>) =>
  new ApiError(422, 'The given data was invalid', errors);

describe('searchFieldError', () => {
  it('reads a refused text as one without a name, unless it is too long', () => {
    const errors = { q: ['Paste Riot IDs as Name#TAG…'] };
    expect(searchFieldError(refused(errors), 'hello there')).toBe('expected');
    expect(searchFieldError(refused(errors), 'x'.repeat(MULTISEARCH_TEXT_MAX + 1))).toBe(
      'too_long',
    );
  });

  it('names the region when the server refused it', () => {
    expect(searchFieldError(refused({ region: ['Invalid option'] }), 'A#EUW, B#EUW')).toBe(
      'region',
    );
  });

  it('has a general refusal for any other field, and nothing for other failures', () => {
    expect(searchFieldError(refused({ query: ['Unknown field'] }), 'A#EUW')).toBe('invalid');
    expect(searchFieldError(new ApiError(503, 'Unavailable'), 'A#EUW')).toBeNull();
    expect(searchFieldError(new Error('boom'), 'A#EUW')).toBeNull();
  });
});
