import { isLanguage } from '@riftscope/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { playerRefFrom } from '../../shared/domain/player-ref.ts';
import { liveGameQuery } from './api/live-api.ts';

/** Starts asking for the player's current game while the live page's code loads. */
export const liveLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs): null => {
    const { lang } = params;
    const player = playerRefFrom(params);
    if (!isLanguage(lang) || !player) return null;
    void queryClient.prefetchQuery(liveGameQuery(player, lang));
    return null;
  };
