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
