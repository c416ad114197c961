// malifaux-3e-gg3 FACT-1 compensating events (overruled-unwind.ts): which kill an overrule restores, CO-6 tokens stacked
// on one model come back only as far as it still holds them, a bury or unbury is reversed only while the table's later
// play has not moved the model on, a Curse pass only while the target still holds a token (issue 15).
import type { Gg3Event } from './events';
import { inTurnOne, type Game } from './testing/fixtures';

/** Carve a Path: no Curse bookkeeping waits after a kill. */
const plain = (): Game => inTurnOne({ strategy: 'gg3.carve-a-path' });

/** Overrules `factId` (disputed by `by`) and returns the events after DisputeResolved. */
function overrule(g: Game, factId: string, by: 'A' | 'B'): Gg3Event[] {
  g.seat(by, 'DisputeFact', { factId, reason: 'no' });
  const out = g.org('ResolveDispute', { factId, ruling: 'overruled' });
  expect(out[0]).toEqual({ type: 'DisputeResolved', data: { factId, ruling: 'overruled' } });
  return out.slice(1);
}

describe('malifaux-3e-gg3 an overruled table event is unwound (issue 15)', () => {
  it('malifaux-3e-gg3/FACT-1 an overruled kill restores its own victim, not the victim of an earlier kill', () => {
    const g = plain();
    g.seat('A', 'RecordKill', { factId: 'k1', victim: 'b-min1', killer: 'a-hench', leadersWithin3: [] });
    g.seat('A', 'RecordKill', { factId: 'k2', victim: 'b-min2', killer: 'a-hench', leadersWithin3: [] });
    expect(overrule(g, 'k2', 'B')).toEqual([{ type: 'ModelRestored', data: { factId: 'k2', lineageId: 'b-min2', status: 'in-play', health: 6, curse: 0 } }]);
    expect([g.state.models['b-min1'].status, g.state.models['b-min2'].status]).toEqual(['killed', 'in-play']);
  });

  it.each([
    [0, ['b-lead', 'b-lead'], 2],
    [1, ['b-lead'], 1],
    [2, [], 0],
  ])('malifaux-3e-gg3/CO-6 malifaux-3e-gg3/OQ-26 two tokens stacked on one model, %s passed on since: those it still holds come back (FACT-1)', (passed, from, held) => {
    const g = inTurnOne({ policies: { buriedCurseStacking: true } });
    g.seat('B', 'RecordBury', { factId: 'b1', lineageId: 'b-hench', buried: true });
    g.seat('A', 'RecordKill', { factId: 'k1', victim: 'b-hench', killer: 'a-hench', leadersWithin3: [] });
    g.seat('A', 'DiscardCurseToken', { discard: false });
    g.seat('B', 'RedistributeCurseTokens', { recipients: ['b-lead', 'b-lead'] });
    for (let i = 0; i < passed; i++) g.seat('B', 'PassCurseToken', { factId: `p${i}`, from: 'b-lead', to: 'a-peon', within1: true });
    expect(g.state.models['b-lead'].curse).toBe(held);
    expect(overrule(g, 'k1', 'B')).toEqual([
      { type: 'ModelRestored', data: { factId: 'k1', lineageId: 'b-hench', status: 'buried', health: 10, curse: 0 } },
      ...from.map((id): Gg3Event => ({ type: 'CurseTokenMoved', data: { factId: 'k1', by: 'A', from: id, to: 'b-hench' } })),
    ]);
    expect([g.state.models['b-hench'].curse, g.state.models['b-lead'].curse, g.state.models['a-peon'].curse]).toEqual([held, 0, passed]);
  });

  it.each([
    ['nothing since', (_g: Game): void => undefined, ['ModelUnburied'], 'in-play'],
    ['unburied since', (g: Game): void => void g.seat('A', 'RecordBury', { factId: 'u1', lineageId: 'a-lead', buried: false }), [], 'in-play'],
    ['killed since', (g: Game): void => void g.seat('B', 'RecordKill', { factId: 'k1', victim: 'a-lead', killer: 'b-hench', leadersWithin3: [] }), [], 'killed'],
  ])('malifaux-3e-gg3/FACT-1 malifaux-3e-gg3/OQ-6 an overruled bury, %s: the model is unburied only if it is still buried', (_what, since, types, status) => {
    const g = plain();
    g.seat('A', 'RecordBury', { factId: 'b1', lineageId: 'a-lead', buried: true });
    since(g);
    const out = overrule(g, 'b1', 'B');
    expect(g.types(out)).toEqual(types);
    expect(g.state.models['a-lead'].status).toBe(status);
  });

  it.each([
    ['nothing since', (_g: Game): void => undefined, [{ type: 'ModelBuried', data: { factId: 'u1', by: 'A', lineageId: 'a-lead' } }], 'buried'],
    ['buried again since', (g: Game): void => void g.seat('A', 'RecordBury', { factId: 'b2', lineageId: 'a-lead', buried: true }), [], 'buried'],
    ['killed since', (g: Game): void => void g.seat('B', 'RecordKill', { factId: 'k1', victim: 'a-lead', killer: 'b-hench', leadersWithin3: [] }), [], 'killed'],
  ])('malifaux-3e-gg3/FACT-1 malifaux-3e-gg3/OQ-6 an overruled unbury, %s: the model is buried again only if it is still in play', (_what, since, events, status) => {
    const g = plain();
    g.seat('A', 'RecordBury', { factId: 'b1', lineageId: 'a-lead', buried: true });
    g.seat('A', 'RecordBury', { factId: 'u1', lineageId: 'a-lead', buried: false });
    since(g);
    expect(overrule(g, 'u1', 'B')).toEqual(events);
    expect(g.state.models['a-lead'].status).toBe(status);
  });

  it.each([
    ['still held', false, [{ type: 'CurseTokenMoved', data: { factId: 'p1', by: 'B', from: 'a-peon', to: 'b-enf' } }], [0, 2, 0]],
    ['passed on since', true, [], [0, 1, 1]],
  ])('malifaux-3e-gg3/CO-5 an overruled Curse pass, the token %s: it comes back only from a target still holding one (FACT-1)', (_what, passedOn, events, curses) => {
    const g = inTurnOne();
    g.seat('B', 'PassCurseToken', { factId: 'p1', from: 'b-enf', to: 'a-peon', within1: true });
    if (passedOn) g.seat('A', 'PassCurseToken', { factId: 'p2', from: 'a-peon', to: 'b-peon', within1: true });
    expect(overrule(g, 'p1', 'A')).toEqual(events);
    expect([g.state.models['a-peon'].curse, g.state.models['b-enf'].curse, g.state.models['b-peon'].curse]).toEqual(curses);
  });
});
