// given/when/then for any decider (STYLE.md "emmett"): given(past events).when(command).then(new events).
import type { Decider, DomainEvent } from '../decider';
import { fold } from '../decider';
import { RuleViolation } from '../rule-violation';

/** The part of a decider the specification needs. */
export type DeciderCore<State, Command, Event extends DomainEvent> = Pick<Decider<State, Command, Event, unknown>, 'initialState' | 'decide' | 'evolve'>;

export interface Outcome<State, Event> {
  /** The state the command was decided on (the fold of the given events). */
  readonly before: State;
  readonly events: Event[];
  /** `before` with the new events folded in. */
  readonly state: State;
}

export interface Then<State, Event> {
  then(expected: readonly Event[]): void;
  /** Asserts a RuleViolation naming `ruleId` (e.g. `malifaux-2e/FD-13`); any other error is rethrown. */
  thenThrows(ruleId: string): void;
  thenNothingHappened(): void;
  thenMatches(check: (events: Event[], state: State, before: State) => void): void;
  /** The raw outcome, for assertions that need more than one look. */
  outcome(): Outcome<State, Event>;
}

export function deciderSpec<State, Command, Event extends DomainEvent>(decider: DeciderCore<State, Command, Event>) {
  return (given: readonly Event[]) => ({
    when(command: Command): Then<State, Event> {
      const outcome = (): Outcome<State, Event> => {
        const before = fold(decider.evolve, decider.initialState(), given);
        const events = decider.decide(before, command);
        return { before, events, state: fold(decider.evolve, before, events) };
      };
      return {
        then: (expected) => expect(outcome().events).toEqual(expected),
        thenNothingHappened: () => expect(outcome().events).toEqual([]),
        thenMatches: (check) => {
          const o = outcome();
          check(o.events, o.state, o.before);
        },
        thenThrows: (ruleId) => {
          let events: Event[];
          try {
            events = outcome().events;
          } catch (error) {
            if (!(error instanceof RuleViolation)) throw error;
            expect(error.ruleId).toBe(ruleId);
            return;
          }
          throw new Error(`expected RuleViolation ${ruleId}, but the command was accepted: ${JSON.stringify(events.map((e) => e.type))}`);
        },
        outcome,
      };
    },
  });
}

/** Runs commands one after the other (decide, then evolve) and returns every event: real histories for `given`. */
export function history<State, Command, Event extends DomainEvent>(
  decider: DeciderCore<State, Command, Event>,
  commands: readonly Command[],
  from: readonly Event[] = [],
): Event[] {
  const events = from.slice();
  let state = fold(decider.evolve, decider.initialState(), events);
  for (const command of commands) {
    const produced = decider.decide(state, command);
    state = fold(decider.evolve, state, produced);
    events.push(...produced);
  }
  return events;
}
