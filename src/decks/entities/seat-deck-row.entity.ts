import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Read model: the public face of each seat's fate deck (counts, top of the discard pile, cards in play). */
@Entity({ name: 'seat_decks' })
export class SeatDeckRow {
  @PrimaryColumn({ name: 'encounter_id', type: 'uuid' })
  encounterId!: string;

  @PrimaryColumn({ type: 'text' })
  seat!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ name: 'deck_count', type: 'integer' })
  deckCount!: number;

  @Column({ name: 'hand_count', type: 'integer' })
  handCount!: number;

  @Column({ name: 'discard_count', type: 'integer' })
  discardCount!: number;

  @Column({ name: 'discard_top', type: 'text', nullable: true })
  discardTop!: string | null;

  @Column({ name: 'in_play', type: 'jsonb' })
  inPlay!: string[];

  @Column({ type: 'integer' })
  soulstones!: number;

  @Column({ name: 'pending_cut_by', type: 'text', nullable: true })
  pendingCutBy!: string | null;
}
