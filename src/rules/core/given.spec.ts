// core/testing/given.ts: the given/when/then helper must itself be able to fail, or no rule test can.
import type { DomainEvent } from './decider';
import { RuleViolation } from './rule-violation';
import { deciderSpec, history } from './testing/given';

type Added = DomainEvent<'Added', { n: number }>;
type Cmd = { type: 'Add'; n: number } | { type: 'Crash' };
const counter = {
  initialState: (): number => 0,
  decide(state: number, c: Cmd): Added[] {
    if (c.type === 'Crash') throw new TypeError('not a rule');
    if (c.n < 0) throw new RuleViolation('test/NEG', '§0', 'no negatives');
    if (state + c.n > 10) throw new RuleViolation('test/MAX', '§0', 'at most 10');
    return c.n === 0 ? [] : [{ type: 'Added', data: { n: c.n } }];
  },
  evolve: (state: number, e: Added): number => state + e.data.n,
};
const given = deciderSpec(counter);
const added = (n: number): Added => ({ type: 'Added', data: { n } });

describe('core/testing/given', () => {
  it('then compares the new events, folded over the given ones', () => {
    given([added(4)]).when({ type: 'Add', n: 3 }).then([added(3)]);
    expect(() => given([added(4)]).when({ type: 'Add', n: 3 }).then([added(4)])).toThrow();
  });

  it('thenThrows passes on the named rule only, and fails when the command is accepted', () => {
    given([added(8)]).when({ type: 'Add', n: 3 }).thenThrows('test/MAX');
    expect(() => given([added(8)]).when({ type: 'Add', n: 3 }).thenThrows('test/NEG')).toThrow();
    expect(() => given([]).when({ type: 'Add', n: 3 }).thenThrows('test/MAX')).toThrow(/was accepted/);
  });

  it('thenThrows rethrows anything that is not a RuleViolation', () => {
    expect(() => given([]).when({ type: 'Crash' }).thenThrows('test/MAX')).toThrow(TypeError);
  });

  it('thenNothingHappened wants no events', () => {
    given([]).when({ type: 'Add', n: 0 }).thenNothingHappened();
    expect(() => given([]).when({ type: 'Add', n: 1 }).thenNothingHappened()).toThrow();
  });

  it('thenMatches and outcome give the events, the new state and the state before', () => {
    given([added(2)])
      .when({ type: 'Add', n: 5 })
      .thenMatches((events, state, before) => {
        expect(events).toEqual([added(5)]);
        expect([before, state]).toEqual([2, 7]);
      });
    expect(given([added(1)]).when({ type: 'Add', n: 1 }).outcome()).toEqual({ before: 1, events: [added(1)], state: 2 });
  });

  it('history runs commands one after the other, and stops at the first refusal', () => {
    expect(history(counter, [{ type: 'Add', n: 2 }, { type: 'Add', n: 0 }, { type: 'Add', n: 3 }])).toEqual([added(2), added(3)]);
    expect(() => history(counter, [{ type: 'Add', n: 9 }, { type: 'Add', n: 9 }])).toThrow(RuleViolation);
  });
});
