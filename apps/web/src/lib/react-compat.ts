/**
 * What the app and its libraries get for `react` and `react-dom` (preact-aliases.ts): Preact's
 * React layer, and the one hook of React 19 that React Router calls and Preact lacks.
 */
// @ts-expect-error Preact's compat types are one `export =` namespace, and this file only passes
// its exports on; the app is typed against @types/react.
export * from 'preact/compat';
export { default } from 'preact/compat';

const ignore = () => undefined;

/**
 * React's `useOptimistic` as React Router calls it: the router sets an optimistic state only
 * during the transitions of its `unstable_useTransitions` mode, which the app leaves off, so the
 * state it is given is the state it shows.
 */
export function useOptimistic<S>(state: S): [S, (action: unknown) => void] {
  return [state, ignore];
}
