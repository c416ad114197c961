// malifaux-2e §4.5 test support: a fake integrator for the duel machine (fixed decks, hands, pools) that mirrors `moves`
import { SeatId } from '../../../core/decider';
import { CardId } from '../../../malifaux/cards';
import { DuelCommand, DuelParticipant } from '../duel-commands';
import { DuelContext } from '../duel-context';
import { DuelEvent } from '../duel-events';
import { decideDuel, evolveDuel } from '../duel-machine';
import { DuelState, initialDuelState } from '../duel-state';
import { refusalOf as refusalOfCall, type Refusal } from '../../../core/testing/refusal';

export interface SeatSetup {
  deck?: CardId[];
  hand?: CardId[];
  soulstones?: number;
}

/** Fixed decks (top first), hands and pools per seat; applies events' card moves and Soulstone spending like an integrator. */
export class FakeTable implements DuelContext {
  state: DuelState = initialDuelState();
  readonly deck = new Map<SeatId, CardId[]>();
  readonly handOf = new Map<SeatId, CardId[]>();
  readonly discard = new Map<SeatId, CardId[]>();
  readonly inPlay = new Map<SeatId, CardId[]>();
  readonly pool = new Map<SeatId, number>();
  readonly log: DuelEvent[] = [];

  constructor(seats: Partial<Record<SeatId, SeatSetup>>) {
    for (const [seat, s] of Object.entries(seats) as [SeatId, SeatSetup][]) {
      this.deck.set(seat, [...(s.deck ?? [])]);
      this.handOf.set(seat, [...(s.hand ?? [])]);
      this.discard.set(seat, []);
      this.inPlay.set(seat, []);
      this.pool.set(seat, s.soulstones ?? 0);
    }
  }

  flip(seat: SeatId, count: number): readonly CardId[] {
    return (this.deck.get(seat) ?? []).slice(0, count);
  }
  hand(seat: SeatId): readonly CardId[] {
    return this.handOf.get(seat) ?? [];
  }
  soulstones(seat: SeatId): number {
    return this.pool.get(seat) ?? 0;
  }

  /** decide, then evolve and mirror the events; returns the events. */
  do(command: DuelCommand): DuelEvent[] {
    const events = decideDuel(this.state, command, this);
    for (const e of events) {
      this.state = evolveDuel(this.state, e);
      this.mirror(e);
      this.log.push(e);
    }
    return events;
  }

  private mirror(e: DuelEvent): void {
    if ('moves' in e.data)
      for (const m of e.data.moves) {
        const from = m.from === 'DECK' ? this.deck.get(m.seat) : m.from === 'HAND' ? this.handOf.get(m.seat) : this.inPlay.get(m.seat);
        const i = from ? from.indexOf(m.card) : -1;
        if (!from || i < 0 || (m.from === 'DECK' && i !== 0)) throw new Error(`bad move ${JSON.stringify(m)}`);
        from.splice(i, 1);
        (m.to === 'DISCARD' ? this.discard : this.inPlay).get(m.seat)?.push(m.card);
      }
    if ('spent' in e.data && 'seat' in e.data) this.pool.set(e.data.seat, this.soulstones(e.data.seat) - e.data.spent);
  }
}

export function model(p: Partial<DuelParticipant> & Pick<DuelParticipant, 'modelId' | 'seat'> & { stat: DuelParticipant['stat'] }): DuelParticipant {
  return { station: 'MINION', wounds: 5, maxWounds: 5, ...p };
}

export const types = (events: readonly DuelEvent[]): string[] => events.map((e) => e.type);

/** The RuleViolation `command` is refused with at `t` (its rule id, section and message), or undefined when accepted. */
export function refusalOf(t: FakeTable, command: DuelCommand): Refusal | undefined {
  return refusalOfCall(() => t.do(command));
}
