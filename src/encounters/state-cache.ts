// The folded state of recently used streams, in this process. A hit saves the read of the stream head before a
// command: the append still names the version the state was folded at, so a stale entry (another node wrote) only
// costs a refused append and a fresh read, never a lost or wrong write.
export interface CachedState {
  readonly version: number;
  readonly streamType: string;
  readonly state: unknown;
}

export class StateCache {
  private readonly entries = new Map<string, CachedState>();

  constructor(private readonly limit: number) {}

  get(streamId: string): CachedState | undefined {
    const hit = this.entries.get(streamId);
    if (hit) {
      // Most recently used last: Map keeps insertion order, so re-insert.
      this.entries.delete(streamId);
      this.entries.set(streamId, hit);
    }
    return hit;
  }

  set(streamId: string, entry: CachedState): void {
    this.entries.delete(streamId);
    this.entries.set(streamId, entry);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as string);
  }

  forget(streamId: string): void {
    this.entries.delete(streamId);
  }
}
