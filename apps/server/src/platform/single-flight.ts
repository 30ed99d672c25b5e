/** Runs `task` once per key at a time; concurrent callers with the same key share the result. */
export function singleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return (key: string, task: () => Promise<T>): Promise<T> => {
    const current = running.get(key);
    if (current) return current;
    const next = task().finally(() => running.delete(key));
    running.set(key, next);
    return next;
  };
}
