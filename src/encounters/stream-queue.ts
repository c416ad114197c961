// Commands of one stream run one at a time in this process (DESIGN.md "Scaling out": serialised inside a node, made
// safe across nodes by the expected-version append). Without it, N concurrent commands on one encounter all decide on
// the same version and N-1 of them lose the append race and start over: a 409 storm under contention.
export class StreamQueue {
  private readonly tails = new Map<string, { promise: Promise<void>; waiting: number }>();

  constructor(private readonly maxWaiting: number) {}

  /** How many commands of `streamId` are queued or running here. */
  depth(streamId: string): number {
    return this.tails.get(streamId)?.waiting ?? 0;
  }

  /** Runs `task` after every task already queued for `streamId`; refuses (returns `full`) past `maxWaiting`. */
  async run<T>(streamId: string, task: () => Promise<T>, full: () => Error): Promise<T> {
    const entry = this.tails.get(streamId) ?? { promise: Promise.resolve(), waiting: 0 };
    if (entry.waiting >= this.maxWaiting) throw full();
    const previous = entry.promise;
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    entry.promise = mine;
    entry.waiting += 1;
    this.tails.set(streamId, entry);
    try {
      await previous;
      return await task();
    } finally {
      entry.waiting -= 1;
      if (entry.waiting === 0 && entry.promise === mine) this.tails.delete(streamId);
      release();
    }
  }
}
