// The notifier's promise to a subscriber: a move announced after `moves()` is called is delivered, even when the
// subscriber first reads the log (its catch-up) and only then waits. The local mode never touches the database.
import type { DataSource } from 'typeorm';
import { StreamNotifier, type StreamMoved } from './stream-notifier.service';

const noDatabase = null as unknown as DataSource;

/** The next move, or 'nothing' when none comes within `ms`. */
async function nextWithin(moves: AsyncGenerator<StreamMoved>, ms: number): Promise<StreamMoved | 'nothing'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'nothing'>((resolve) => (timer = setTimeout(() => resolve('nothing'), ms)));
  const next = moves.next().then((r) => (r.done ? ('nothing' as const) : r.value));
  try {
    return await Promise.race([next, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('StreamNotifier.moves', () => {
  it('buffers a move announced between the call and the first wait (the subscriber catching up from the log)', async () => {
    const notifier = new StreamNotifier(noDatabase);
    const stop = new AbortController();
    const moves = notifier.moves('s1', 3, stop.signal);
    notifier.appended('s2', 9);
    notifier.appended('s1', 4);
    notifier.appended('s1', 5);
    expect(await nextWithin(moves, 1000)).toEqual({ streamId: 's1', version: 4 });
    expect(await nextWithin(moves, 1000)).toEqual({ streamId: 's1', version: 5 });
    stop.abort();
  });

  it('stops delivering after the abort, also when the generator never started', async () => {
    const notifier = new StreamNotifier(noDatabase);
    const started = new AbortController();
    const moves = notifier.moves('s1', 0, started.signal);
    notifier.appended('s1', 1);
    expect(await nextWithin(moves, 1000)).toEqual({ streamId: 's1', version: 1 });
    started.abort();
    notifier.appended('s1', 2);
    expect(await nextWithin(moves, 200).catch(() => 'nothing')).toBe('nothing');
    const idle = new AbortController();
    notifier.moves('s1', 0, idle.signal);
    idle.abort();
    // Both subscriptions released: the stream is no longer followed (no polling for it).
    expect((notifier as unknown as { followed: Map<string, unknown> }).followed.size).toBe(0);
  });
});
