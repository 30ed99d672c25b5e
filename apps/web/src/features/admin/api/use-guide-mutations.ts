import type { AdminGuide } from '@riftscope/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationReactions } from '../../../lib/mutation-reactions.ts';
import { adminKeys } from './admin-api.ts';
import {
  adminGuidesKeys,
  deleteGuide,
  type GuideAction,
  type GuideSave,
  PUBLIC_GUIDES_KEY,
  runGuideAction,
  saveGuide,
} from './admin-guides-api.ts';

/** Everything a change of a guide may change: the admin lists, the dashboard, the public pages. */
const refreshGuides = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminGuidesKeys.all }),
    queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
    queryClient.invalidateQueries({ queryKey: PUBLIC_GUIDES_KEY }),
  ]);

/**
 * Creates or edits a guide. The screen's reaction to success comes first; the mutation then stays
 * pending until the lists are fresh.
 */
export function useSaveGuide(reactions: MutationReactions<AdminGuide, GuideSave> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGuide,
    onSuccess: async (saved, save) => {
      await reactions.onSuccess?.(saved, save);
      await refreshGuides(queryClient);
    },
    onError: reactions.onError,
  });
}

type ActionVariables = { action: GuideAction; id: number };

/** Submits, publishes or unpublishes a guide; the lists are refreshed whatever the answer. */
export function useGuideAction(reactions: MutationReactions<AdminGuide, ActionVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runGuideAction,
    onSuccess: reactions.onSuccess,
    onError: reactions.onError,
    // Refreshed either way: a failure may mean someone else changed or deleted it.
    onSettled: () => refreshGuides(queryClient),
  });
}

/** Deletes a guide with its images and helpful marks; the lists are refreshed whatever the answer. */
export function useDeleteGuide(reactions: MutationReactions<unknown, number> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGuide,
    onSuccess: reactions.onSuccess,
    onError: reactions.onError,
    onSettled: () => refreshGuides(queryClient),
  });
}
