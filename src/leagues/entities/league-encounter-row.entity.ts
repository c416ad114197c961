import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Read model: the encounters enrolled in a league (projection of the league stream). */
@Entity({ name: 'league_encounters' })
export class LeagueEncounterRow {
  @PrimaryColumn({ name: 'league_id', type: 'uuid' })
  leagueId!: string;

  @PrimaryColumn({ name: 'encounter_id', type: 'uuid' })
  encounterId!: string;

  @Column({ name: 'enrolled_at', type: 'timestamptz' })
  enrolledAt!: Date;
}
