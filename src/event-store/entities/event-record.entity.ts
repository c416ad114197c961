import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One immutable event (table `events`). Written only by EventStoreService. */
@Entity({ name: 'events' })
export class EventRecord {
  @PrimaryColumn({ name: 'global_position', type: 'bigint' })
  globalPosition!: string;

  @Column({ name: 'stream_id', type: 'uuid' })
  streamId!: string;

  @Column({ name: 'stream_version', type: 'integer' })
  streamVersion!: number;

  @Column({ type: 'text' })
  type!: string;

  @Column({ type: 'jsonb' })
  data!: unknown;

  @Column({ type: 'jsonb' })
  metadata!: Record<string, unknown>;

  @Column({ name: 'recorded_at', type: 'timestamptz' })
  recordedAt!: Date;
}
