/**
 * What a screen adds to a feature's mutation hook: its toasts and its own state. The hook owns
 * the request and what the cache learns from it. Both are options of the same mutation, so the
 * screen's reactions run in the order the hook gives them, even after the screen has gone.
 */
export interface MutationReactions<TData, TVariables = void> {
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: Error, variables: TVariables) => unknown;
}
