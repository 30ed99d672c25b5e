import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { requestsTo, stubFetch } from '../../../test/render.tsx';
import { liveGameQuery } from './live-api.ts';

const PLAYER = { region: 'na1', gameName: 'Turret Hugger', tagLine: 'NA1' } as const;

describe('live game query', () => {
  it('asks for the names in the language given', async () => {
    const fetchMock = stubFetch(() => ({}));
    await new QueryClient().fetchQuery(liveGameQuery(PLAYER, 'ru'));
    expect(
      requestsTo(fetchMock, '/api/summoners/na1/Turret%20Hugger/NA1/live').map((url) =>
        url.searchParams.get('lang'),
      ),
    ).toEqual(['ru']);
  });

  it('caches each language apart', () => {
    expect(liveGameQuery(PLAYER, 'en').queryKey).not.toEqual(liveGameQuery(PLAYER, 'ru').queryKey);
  });
});
