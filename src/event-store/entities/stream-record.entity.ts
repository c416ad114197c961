import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The head of a stream: its version and a snapshot of the folded state (a cache; rebuilt from the log). */
@Entity({ name: 'streams' })
export class StreamRecord {
  @PrimaryColumn({ name: 'stream_id', type: 'uuid' })
  streamId!: string;

  @Column({ name: 'stream_type', type: 'text' })
  streamType!: string;

  @Column({ type: 'integer' })
  version!: number;

  @Column({ type: 'jsonb' })
  snapshot!: unknown;

  @Column({ name: 'snapshot_schema', type: 'integer' })
  snapshotSchema!: number;

  /** The version the snapshot is of (refreshed every HEAD_SNAPSHOT_EVERY events). */
  @Column({ name: 'snapshot_version', type: 'integer' })
  snapshotVersion!: number;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
