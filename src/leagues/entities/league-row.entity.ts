import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Read model: one row per league (projection of the league stream); the organiser token only as its SHA-256. */
@Entity({ name: 'leagues' })
export class LeagueRow {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  ruleset!: string;

  @Column({ type: 'jsonb' })
  policy!: Record<string, unknown>;

  @Column({ name: 'organiser_token_hash', type: 'text' })
  organiserTokenHash!: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
