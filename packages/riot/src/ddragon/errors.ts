/** Data Dragon could not be loaded: no source answered, or a file is missing or malformed. */
export class DataDragonUnavailableError extends Error {
  override readonly name = 'DataDragonUnavailableError';
}

const HINT =
  'Set DDRAGON_DIR to a local Data Dragon snapshot laid out as <version>/<locale>/<file>.json.';

/** The error with a hint on how to fix it appended. */
export function unavailable(problem: string, cause?: unknown): DataDragonUnavailableError {
  return new DataDragonUnavailableError(`${problem} ${HINT}`, cause === undefined ? {} : { cause });
}
