/**
 * The messages between the server's thread and the embedded database's own thread
 * (pglite-thread.ts on the server's side, pglite-thread-worker.ts on the database's).
 */

/** What the server's thread asks; `tx` names a transaction under way, if any. */
export type DatabaseRequest =
  | {
      id: number;
      kind: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object' | undefined;
      /** Type OIDs whose text the caller keeps as it is (drizzle's parsers for dates and such). */
      rawTypes: number[];
      tx: number | undefined;
    }
  | { id: number; kind: 'exec'; sql: string; tx: number | undefined }
  | { id: number; kind: 'begin' }
  | { id: number; kind: 'end'; tx: number; commit: boolean }
  | { id: number; kind: 'dump' }
  | { id: number; kind: 'close' };

/** An error as it crosses the threads: its message and the driver's fields (code, detail…). */
export interface ErrorFields {
  name: string;
  message: string;
  stack?: string | undefined;
  fields: Record<string, string | number>;
}

export type DatabaseAnswer =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: ErrorFields };

/** The database thread's first message: opened, or why not. */
export type DatabaseStarted = { started: true } | { started: false; error: ErrorFields };

export interface DatabaseThreadOptions {
  /** The data folder, or undefined for a database in memory. */
  dir: string | undefined;
  /** A data folder dumped earlier (`dump`, an uncompressed tarball) to start from. */
  from: Uint8Array | undefined;
}

export function errorFields(err: unknown): ErrorFields {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err), fields: {} };
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(err)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { name: err.name, message: err.message, stack: err.stack, fields };
}

/** The error again on this side of the threads, with the driver's fields (`code` first of all). */
export function errorFrom(error: ErrorFields): Error {
  const err = new Error(error.message);
  err.name = error.name;
  if (error.stack !== undefined) err.stack = error.stack;
  return Object.assign(err, error.fields);
}
