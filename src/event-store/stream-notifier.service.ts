// Tells subscribers that a stream moved (DESIGN.md "Scaling out"). On a PostgreSQL server every append NOTIFYs on the
// `rules_events` channel in its own statement (delivered at commit), and each API node LISTENs on a connection of its
// own, so a subscriber hears of appends made by any node. On the embedded database (one process), the command bus
// announces its appends directly.
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { EventEmitter, on } from 'node:events';
import { Client } from 'pg';

export const NOTIFY_CHANNEL = 'rules_events';

export interface StreamMoved {
  readonly streamId: string;
  readonly version: number;
}

export type NotificationMode = { readonly kind: 'postgres'; readonly url: string } | { readonly kind: 'local' };

@Injectable()
export class StreamNotifier implements OnModuleDestroy {
  private readonly logger = new Logger('StreamNotifier');
  private readonly emitter = new EventEmitter();
  private listener: Client | null = null;
  private listening: Promise<void> | null = null;
  private mode: NotificationMode = { kind: 'local' };

  constructor() {
    // Every open subscription adds a listener; there is no leak to warn about.
    this.emitter.setMaxListeners(0);
  }

  configure(mode: NotificationMode): void {
    this.mode = mode;
  }

  /** Called after each successful append; on PostgreSQL the NOTIFY of the append itself does the work. */
  appended(streamId: string, version: number): void {
    if (this.mode.kind === 'local') this.emitter.emit('moved', { streamId, version });
  }

  /** Every move of `streamId`, until `signal` aborts. Starts listening to PostgreSQL on first use. */
  async *moves(streamId: string, signal: AbortSignal): AsyncGenerator<StreamMoved> {
    await this.listen();
    for await (const [moved] of on(this.emitter, 'moved', { signal }) as AsyncIterable<[StreamMoved]>) {
      if (moved.streamId === streamId) yield moved;
    }
  }

  private listen(): Promise<void> {
    if (this.mode.kind !== 'postgres') return Promise.resolve();
    if (!this.listening) {
      const client = new Client({ connectionString: this.mode.url });
      this.listener = client;
      client.on('notification', (n) => {
        const [streamId, version] = (n.payload ?? '').split(':');
        if (streamId && version) this.emitter.emit('moved', { streamId, version: Number(version) });
      });
      client.on('error', (err) => this.logger.error(`LISTEN connection failed: ${err.message}`));
      this.listening = client.connect().then(() => client.query(`LISTEN ${NOTIFY_CHANNEL}`)).then(() => undefined);
    }
    return this.listening;
  }

  async onModuleDestroy(): Promise<void> {
    this.emitter.removeAllListeners();
    if (this.listener) await this.listener.end().catch(() => undefined);
  }
}
