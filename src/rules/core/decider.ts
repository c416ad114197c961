// The shape every ruleset exports (DESIGN.md "Layers"): decide / evolve / view, pure and deterministic.

export interface DomainEvent<T extends string = string, D = unknown> {
  readonly type: T;
  readonly data: D;
}

export type SeatId = 'A' | 'B' | 'C' | 'D';
export const SEAT_IDS: readonly SeatId[] = ['A', 'B', 'C', 'D'];

/**
 * Who is looking: one seat, the organiser, anybody (public), or an auditor, who sees everything and is only ever
 * used once the encounter has ended (DESIGN.md "After the encounter ends, everything is revealed for audit").
 */
export type Viewer =
  | { readonly role: 'seat'; readonly seat: SeatId }
  | { readonly role: 'organiser' }
  | { readonly role: 'public' }
  | { readonly role: 'auditor' };

/** Who is acting: commands carry the actor so the decider can refuse a seat acting for another. */
export type Actor = { readonly role: 'seat'; readonly seat: SeatId } | { readonly role: 'organiser' };

/** An event as a viewer may see it: hidden parts replaced, `redacted` says that something was withheld. */
export interface VisibleEvent {
  readonly type: string;
  readonly data: unknown;
  readonly redacted: boolean;
}

export interface Decider<State, Command, Event extends DomainEvent, View> {
  initialState(): State;
  /** Returns the events the command causes, or throws a RuleViolation. Never mutates `state`. */
  decide(state: State, command: Command): Event[];
  /** Total: never throws, so that old events always replay. */
  evolve(state: State, event: Event): State;
  /** The state as `viewer` may see it. */
  view(state: State, viewer: Viewer): View;
  /** An event as `viewer` may see it, given the state of the stream *now* (everything is revealed once it ended). */
  redactEvent(event: Event, viewer: Viewer, now: State): VisibleEvent;
}

export function fold<State, Event>(evolve: (s: State, e: Event) => State, initial: State, events: readonly Event[]): State {
  let state = initial;
  for (const e of events) state = evolve(state, e);
  return state;
}
