import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Read model: SHA-256 of each bearer token of an encounter (never the token itself), from EncounterCreated metadata. */
@Entity({ name: 'encounter_tokens' })
export class EncounterToken {
  @PrimaryColumn({ name: 'token_hash', type: 'text' })
  tokenHash!: string;

  @Column({ name: 'encounter_id', type: 'uuid' })
  encounterId!: string;

  @Column({ type: 'text' })
  role!: 'seat' | 'organiser';

  @Column({ type: 'text', nullable: true })
  seat!: string | null;
}
