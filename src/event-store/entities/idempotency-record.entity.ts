import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The first answer given to a command carrying an idempotency key, replayed for repeats of that key. */
@Entity({ name: 'idempotency_keys' })
export class IdempotencyRecord {
  @PrimaryColumn({ type: 'text' })
  scope!: string;

  @PrimaryColumn({ name: 'idempotency_key', type: 'text' })
  idempotencyKey!: string;

  @Column({ name: 'request_hash', type: 'text' })
  requestHash!: string;

  @Column({ type: 'integer' })
  status!: number;

  @Column({ type: 'jsonb' })
  response!: unknown;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
