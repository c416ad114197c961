/** The stream moved on since the caller read it: nothing was written (409 CONCURRENCY_CONFLICT). */
export class ConcurrencyConflictError extends Error {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number,
    readonly currentVersion: number,
  ) {
    super(`stream ${streamId} is at version ${currentVersion}, not the expected ${expectedVersion}`);
    this.name = 'ConcurrencyConflictError';
  }
}

/**
 * The append statement was rolled back by the database for a reason that says nothing about the stream: a deadlock
 * with a read-model swap (40P01), a serialization failure (40001) or a lock wait timeout (55P03). Nothing was written;
 * the same command may simply be tried again.
 */
export class TransientWriteError extends Error {
  constructor(readonly sqlState: string) {
    super(`the append was rolled back (${sqlState}); nothing was written`);
    this.name = 'TransientWriteError';
  }
}

export const TRANSIENT_SQLSTATES: ReadonlySet<string> = new Set(['40P01', '40001', '55P03']);
