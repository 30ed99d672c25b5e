/**
 * `use-sync-external-store/shim/with-selector` as an ES module, for the unit tests only: the
 * package is CommonJS and would load React itself under Node (the build bundles the package with
 * the app's `react`). The same algorithm as the package's: a selection is kept while the snapshot,
 * or `isEqual`, says it has not changed.
 */
import { useDebugValue, useEffect, useMemo, useRef, useSyncExternalStore } from 'preact/compat';

export { useSyncExternalStore };

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: (() => Snapshot) | undefined | null,
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const shown = useRef<{ hasValue: boolean; value: Selection | null }>({
    hasValue: false,
    value: null,
  }).current;

  const [getSelection, getServerSelection] = useMemo(() => {
    let hasMemo = false;
    let memoSnapshot: Snapshot;
    let memoSelection: Selection;
    const select = (snapshot: Snapshot): Selection => {
      if (!hasMemo) {
        hasMemo = true;
        memoSnapshot = snapshot;
        const selection = selector(snapshot);
        if (
          isEqual !== undefined &&
          shown.hasValue &&
          isEqual(shown.value as Selection, selection)
        ) {
          memoSelection = shown.value as Selection;
          return memoSelection;
        }
        memoSelection = selection;
        return selection;
      }
      if (Object.is(memoSnapshot, snapshot)) return memoSelection;
      const selection = selector(snapshot);
      memoSnapshot = snapshot;
      if (isEqual?.(memoSelection, selection)) return memoSelection;
      memoSelection = selection;
      return selection;
    };
    return [
      () => select(getSnapshot()),
      getServerSnapshot ? () => select(getServerSnapshot()) : undefined,
    ] as const;
  }, [getSnapshot, getServerSnapshot, selector, isEqual, shown]);

  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    shown.hasValue = true;
    shown.value = value;
  }, [shown, value]);
  useDebugValue(value);
  return value;
}
