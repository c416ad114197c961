import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Read model: the result of one ended encounter (Ruleset.result), public facts only (projection of its stream). */
@Entity({ name: 'encounter_results' })
export class EncounterResultRow {
  @PrimaryColumn({ name: 'encounter_id', type: 'uuid' })
  encounterId!: string;

  @Column({ type: 'text' })
  ruleset!: string;

  @Column({ type: 'text' })
  outcome!: 'WIN' | 'DRAW';

  @Column({ type: 'jsonb' })
  winners!: string[];

  @Column({ type: 'jsonb' })
  seats!: unknown[];

  /** Lower-cased player names, for the `player` filter. */
  @Column({ name: 'player_names', type: 'text', array: true })
  playerNames!: string[];

  @Column({ type: 'text', array: true })
  sides!: string[];

  @Column({ name: 'turns_played', type: 'integer' })
  turnsPlayed!: number;

  @Column({ name: 'ended_at', type: 'timestamptz' })
  endedAt!: Date;

  @Column({ type: 'jsonb' })
  policies!: Record<string, unknown>;

  @Column({ type: 'jsonb' })
  details!: Record<string, unknown>;

  @Column({ type: 'boolean', default: false })
  practice!: boolean;
}
