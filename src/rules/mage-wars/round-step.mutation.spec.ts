// mage-wars §5 the decision that is due (DESIGN.md "Every view carries the decision that is due"; RD-6, RD-9, RD-13..RD-17,
// RD-20(b), SP-4, EN-16 / EN-23, CB-12, CB-29): roundStep on crafted positions, each field checked, the order in which
// a pending answer (spell, trap, attack) takes precedence over the phase.
import type { SeatId } from '../core/decider';
import type { EncounterEvent } from './events';
import { roundStep } from './round-step';
import type { Activation, GameState, RoundState } from './state';
import { CARDS, enter, stateOf, toActions, createCommand } from './testing/fixtures';
import { counteredSpell, countering, defending, trapped } from './testing/pending';

const actions = stateOf(toActions());
const at = (s: GameState, round: Partial<RoundState>): GameState => ({ ...s, round: { ...s.round, ...round } });
const ready = (s: GameState, seat: SeatId, quickcastReady: boolean): GameState => ({ ...s, seats: { ...s.seats, [seat]: { ...s.seats[seat]!, quickcastReady } } });
const activation = (over: Partial<Activation>): Activation => ({ seq: 1, objectId: 'mage-A', seat: 'A', moves: 0, startedHindered: false, stopped: false, quickDone: false, fullDone: false, ...over });

describe('mage-wars roundStep: a pending answer comes first', () => {
  it('mage-wars/VC-2 an ended match answers its result', () => {
    const result = { winner: 'A' as SeatId, draw: false, reason: 'test' };
    expect(roundStep({ ...stateOf(defending), status: 'ended', result })).toEqual({ kind: 'ended', result });
  });

  it('mage-wars/SP-4 the holder of a counter spell answers the cast', () => {
    const s = stateOf(counteredSpell);
    expect(roundStep(s)).toEqual({ kind: 'counterSpell', seat: 'B', castId: s.spell!.castId });
  });

  it('mage-wars/EN-23 the trap’s controller answers its sprung traps', () => {
    expect(roundStep(stateOf(trapped))).toEqual({ kind: 'trap', seat: 'B', objectId: 'mage-A', enchantmentIds: ['t1'] });
  });

  it('mage-wars/CB-12 mage-wars/CB-29 the defender chooses a defense, then a counterstrike', () => {
    const d = stateOf(defending);
    expect(roundStep(d)).toEqual({ kind: 'defend', seat: 'B', attackId: d.attack!.attackId, targetId: 'mage-B' });
    const c = stateOf(countering);
    expect(roundStep(c)).toEqual({ kind: 'counterstrike', seat: 'B', attackId: c.attack!.attackId, targetId: 'grizzly' });
  });

  it('mage-wars/EN-24 mage-wars/CB-12 an attack waiting for its defender goes before a sprung trap', () => {
    const d = stateOf(defending);
    expect(roundStep({ ...d, trap: stateOf(trapped).trap })).toMatchObject({ kind: 'defend', seat: 'B' });
  });
});

describe('mage-wars roundStep: the phase', () => {
  it.each<[string, Partial<RoundState>, object]>([
    ['upkeep', { phase: 'upkeep', round: 3, queue: ['B'] }, { kind: 'upkeep', round: 3, seats: ['B'] }],
    ['planning', { phase: 'planning', round: 2, queue: ['A', 'B'] }, { kind: 'planning', round: 2, seats: ['A', 'B'] }],
    ['deployment, the head of the queue', { phase: 'deployment', round: 2, queue: ['B', 'A'], initiative: 'A' }, { kind: 'deployment', round: 2, seat: 'B' }],
    ['deployment, nobody queued: the initiative', { phase: 'deployment', round: 2, queue: [], initiative: 'B' }, { kind: 'deployment', round: 2, seat: 'B' }],
    ['first quickcast', { phase: 'firstQuickcast', round: 4, queue: ['B'], initiative: 'A' }, { kind: 'quickcast', round: 4, phase: 'first', seat: 'B' }],
    ['final quickcast, nobody queued', { phase: 'finalQuickcast', round: 4, queue: [], initiative: 'B' }, { kind: 'quickcast', round: 4, phase: 'final', seat: 'B' }],
  ])('mage-wars/RD-6 mage-wars/RD-9 mage-wars/RD-13 mage-wars/RD-14 mage-wars/RD-17 %s', (_case, round, expected) => {
    expect(roundStep(at(actions, round))).toEqual(expected);
  });

  it.each<[string, Partial<Activation>, boolean]>([
    ['nothing done', {}, false],
    ['the quick action done', { quickDone: true }, true],
    ['the full action done', { fullDone: true }, true],
  ])('mage-wars/RD-15 the acting creature’s phase: %s', (_case, over, actionTaken) => {
    const s = at(actions, { activation: activation({ seat: 'B', objectId: 'mage-B', moves: 1, ...over }) });
    expect(roundStep(s)).toEqual({ kind: 'actionPhase', round: actions.round.round, seat: 'B', objectId: 'mage-B', moves: 1, actionTaken });
  });
});

describe('mage-wars roundStep: choosing the next creature', () => {
  // B has its Mage and a Timber Wolf ready, A only its Mage.
  const wolfForB: EncounterEvent[] = enter('wolf', CARDS.timberWolf.id, 'B', { row: 2, col: 1 });
  const bAhead = stateOf(toActions(createCommand(), [[], []], wolfForB));

  it('mage-wars/RD-16 a seat may pass only while another seat has more ready creatures', () => {
    expect(roundStep(at(bAhead, { turn: 'A' }))).toMatchObject({ kind: 'activate', seat: 'A', mayPass: true });
    expect(roundStep(at(bAhead, { turn: 'B' }))).toMatchObject({ kind: 'activate', seat: 'B', mayPass: false });
    expect(roundStep(at(actions, { turn: 'A' }))).toMatchObject({ kind: 'activate', seat: 'A', mayPass: false });
  });

  it.each<[string, SeatId | null, boolean, boolean, SeatId[]]>([
    ['the seat due and the seat that just acted', 'B', true, true, ['A', 'B']],
    ['the seat due only, when it also just acted', 'A', true, true, ['A']],
    ['the seat due only, when nobody just acted', null, true, true, ['A']],
    ['nobody whose quickcast is spent', 'B', false, false, []],
    ['the seat that just acted, when the seat due spent its quickcast', 'B', false, true, ['B']],
    ['the seat due, when the seat that just acted spent its quickcast', 'B', true, false, ['A']],
  ])('mage-wars/RD-20 the quickcast window holds %s', (_case, justActed, aReady, bReady, window) => {
    const s = ready(ready(at(actions, { turn: 'A', justActed }), 'A', aReady), 'B', bReady);
    expect(roundStep(s)).toEqual({ kind: 'activate', round: actions.round.round, seat: 'A', mayPass: false, quickcastWindow: window });
  });
});
