import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Read model: one row per encounter, public facts only (projection of the encounter stream). */
@Entity({ name: 'encounters' })
export class EncounterRow {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'text' })
  ruleset!: string;

  @Column({ type: 'text' })
  status!: string;

  @Column({ type: 'jsonb' })
  players!: { seat: string; name: string }[];

  @Column({ name: 'seed_commitment', type: 'text' })
  seedCommitment!: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt!: Date | null;
}
