// malifaux-1e per-viewer redaction and the decision due (view.ts), step by step (issue 15; rules/malifaux-1e.md §0
// "Hidden information", FD-10, §7): who sees which hand, what an event shows before the end, which seat must act.
import type { Viewer } from '../core/decider';
import type { DamageFlip1e } from './duel/duel-state';
import type { EncounterEvent1e } from './events';
import type { GameState1e, TurnState1e } from './state';
import { maxHandSize } from './state';
import { deckFaces1e, redactEvent1e, turnStep1e, view1e } from './view';
import { damageFlip1e } from './testing/duel';
import { A, cmd, create, model, run, stacked, step, toActivation } from './testing/fixtures';

const ANN: Viewer = { role: 'seat', seat: 'A' };
const PUBLIC: Viewer = { role: 'public' };
const base = run([create([stacked('RAM-01', 'RAM-02'), stacked('TOME-01')])]);
const drawn = step(base, cmd('DrawCards', A, { seat: 'A', count: 2 })).state;
const at = (turn: Partial<TurnState1e>, over: Partial<GameState1e> = {}): GameState1e => ({ ...base.state, ...over, turn: { ...base.state.turn, ...turn } });

describe('malifaux-1e/TU-1 the decision due (turnStep1e)', () => {
  it('malifaux-1e/TU-1 setup: anyone begins the Draw Phase; the end: nobody', () => {
    expect(turnStep1e(at({ number: 2, phase: 'SETUP' }))).toEqual({ turn: 2, phase: 'SETUP', step: 'BEGIN_DRAW_PHASE', seats: ['A', 'B'], modelId: null, ap: null });
    expect(turnStep1e(at({}, { status: 'ended' }))).toEqual({ turn: 0, phase: 'SETUP', step: 'ENDED', seats: [], modelId: null, ap: null });
  });

  it('malifaux-1e/TU-D1 the Draw Phase: the first seat that has not drawn, in the last activation order', () => {
    expect(turnStep1e(at({ phase: 'DRAW', drawn: [] })).seats).toEqual(['A']);
    expect(turnStep1e(at({ phase: 'DRAW', drawn: ['A'] }))).toMatchObject({ step: 'DRAW', seats: ['B'] });
    expect(turnStep1e(at({ phase: 'DRAW', drawn: [], activationOrder: ['B', 'A'] })).seats).toEqual(['B']);
    expect(turnStep1e(at({ phase: 'DRAW', drawn: ['A', 'B'] })).seats).toEqual([]);
  });

  it('malifaux-1e/TU-A1 the Activation Phase: initiative, its reflip window, the seat due, the model acting', () => {
    expect(turnStep1e(at({ phase: 'ACTIVATION', activationOrder: null, initiative: null }))).toMatchObject({ step: 'FLIP_INITIATIVE', seats: ['A', 'B'] });
    expect(turnStep1e(at({ phase: 'ACTIVATION', activationOrder: null, initiative: { cards: {}, window: [] } }))).toMatchObject({ step: 'FLIP_INITIATIVE', seats: ['A', 'B'] });
    expect(turnStep1e(at({ phase: 'ACTIVATION', activationOrder: null, initiative: { cards: {}, window: ['B', 'A'] } }))).toMatchObject({ step: 'INITIATIVE_REFLIP', seats: ['B'] });
    expect(turnStep1e(at({ phase: 'ACTIVATION', activationOrder: ['A', 'B'], due: 'B' }))).toMatchObject({ step: 'ACTIVATE', seats: ['B'] });
    expect(turnStep1e(at({ phase: 'ACTIVATION', activationOrder: ['A', 'B'], due: null }))).toMatchObject({ step: 'ACTIVATE', seats: [] });
    const acting = { modelId: 'm', seat: 'B' as const, ap: 2, actionsTaken: 0, zeroUsed: false };
    expect(turnStep1e(at({ phase: 'ACTIVATION', activationOrder: ['A', 'B'], due: 'A', activation: acting }))).toEqual({ turn: 0, phase: 'ACTIVATION', step: 'ACT', seats: ['B'], modelId: 'm', ap: 2 });
  });

  it('malifaux-1e/TU-1 §7.5 the Closing Phase is anyone’s to resolve', () => {
    expect(turnStep1e(at({ phase: 'CLOSING' }))).toMatchObject({ step: 'RESOLVE_CLOSING_PHASE', seats: ['A', 'B'] });
  });

  it('malifaux-1e/TI-2 a duel under way is the decision due, whatever the phase', () => {
    const lady = model('lady');
    const g = run(
      [cmd('ActivateModel', A, { modelId: 'lady' }), cmd('TakeAction', A, { actionId: 'x', modelId: 'lady', action: 'STRIKE:Sword', targets: ['guard'], facts: { distances: { guard: 1 } } })],
      toActivation([lady], [model('guard')]),
    );
    expect(turnStep1e(g.state)).toMatchObject({ step: 'DUEL', phase: 'ACTIVATION' });
    expect(turnStep1e(g.state).seats.length).toBeGreaterThan(0);
  });
});

describe('malifaux-1e/FD-10 what each viewer sees of the decks', () => {
  it('malifaux-1e/FD-10 nothing before the encounter exists', () => {
    expect(view1e({ status: 'empty' }, ANN)).toBeNull();
    expect(deckFaces1e({ status: 'empty' })).toEqual([]);
  });

  it('malifaux-1e/FD-10 a seat sees its own hand only; the auditor sees every hand; nobody sees the seed or a deck order while it runs', () => {
    const mine = view1e(drawn, ANN)!;
    expect(mine.seats.map((s) => s.hand)).toEqual([['RAM-01', 'RAM-02'], null]);
    expect(view1e(drawn, { role: 'seat', seat: 'B' })!.seats.map((s) => s.hand)).toEqual([null, []]);
    expect(view1e(drawn, PUBLIC)!.seats.map((s) => s.hand)).toEqual([null, null]);
    expect(view1e(drawn, { role: 'organiser' })!.seats.map((s) => s.hand)).toEqual([null, null]);
    expect(view1e(drawn, { role: 'auditor' })!.seats.map((s) => s.hand)).toEqual([['RAM-01', 'RAM-02'], []]);
    expect([mine.seed, mine.seats[0].deck, mine.seats[0].discard]).toEqual([null, null, null]);
    expect(deckFaces1e(drawn).map((s) => [s.hand, s.deck])).toEqual([[null, null], [null, null]]);
  });

  it('malifaux-1e/GL-2 after the end everything is revealed to everyone', () => {
    const ended = step({ events: [], state: drawn }, cmd('EndEncounter', { role: 'organiser' }, { reason: 'r', now: 'later' })).state;
    const v = view1e(ended, PUBLIC)!;
    expect([v.status, v.seed, v.endedAt]).toEqual(['ended', 'seed', 'later']);
    expect(v.seats[0].hand).toEqual(['RAM-01', 'RAM-02']);
    expect(v.seats[0].deck).toHaveLength(52);
    expect(deckFaces1e(ended)[0].hand).toEqual(['RAM-01', 'RAM-02']);
    expect(v.turnStep.step).toBe('ENDED');
  });

  it('malifaux-1e/FD-8 the view carries the encounter’s hand size (Scrap 6, Brawl 7), the 1E deck mapping and the normalised options', () => {
    const v = view1e(drawn, ANN)!;
    expect(v).toMatchObject({ encounterId: 'e1', ruleset: 'malifaux-1e', status: 'active', size: 'SCRAP', maxHandSize: 6, seedCommitment: 'c', precedents: [], createdAt: '2026-01-01T00:00:00Z', endedAt: null });
    expect(v.standardDeck).toEqual({ HEARTS: 'RAM', SPADES: 'CROW', DIAMONDS: 'TOME', CLUBS: 'MASK' });
    expect(v.seats.map((s) => s.handSize)).toEqual([6, 6]);
    expect(view1e({ ...drawn, size: 'BRAWL' }, ANN)!.maxHandSize).toBe(7);
    expect(maxHandSize({ size: 'HUGE' as never }, { SCRAP: 6 })).toBe(6);
    expect(view1e({ ...drawn, options: { autoDeclineCuts: true } as never }, ANN)!.options).toEqual(expect.objectContaining({ tableInches: 36, ruleConflictRanking: 'MANDATORY_FIRST' }));
    expect(v.turn).toBe(drawn.turn);
    expect(v.duel).toBe(drawn.duel);
    expect(v.duelStep).toEqual({ step: 'START', stage: null, role: null, seats: [] });
    expect([v.magic, v.morale, v.terrain]).toEqual([drawn.ext.magic, drawn.ext.morale, drawn.ext.terrain]);
    expect(v.models).toEqual([]);
    expect(v.encounter.setupStep).toBeDefined();
  });

  it('malifaux-1e/FD-1 a seat missing from the seats is left out of the view', () => {
    const { B: _b, ...onlyA } = drawn.seats;
    void _b;
    expect(view1e({ ...drawn, seats: onlyA }, ANN)!.seats.map((s) => s.seat)).toEqual(['A']);
  });
});

describe('malifaux-1e/FD-10 events as each viewer sees them', () => {
  const created = base.events[0];
  const shuffled = base.events[1];
  const draw: EncounterEvent1e = { type: 'CardsDrawn', data: { seat: 'A', cards: ['RAM-01', 'RAM-02'], requested: 3 } };

  it('malifaux-1e/FD-10 while it runs: the seed and the deck orders are withheld; drawn cards only from their owner', () => {
    const c = redactEvent1e(created, ANN, base.state);
    expect(c.redacted).toBe(true);
    expect(c.data).not.toHaveProperty('seed');
    expect(c.data).toHaveProperty('seedCommitment', 'c');
    const s = redactEvent1e(shuffled, PUBLIC, base.state);
    expect(s.data).toEqual({ seat: 'A', reason: 'stacked', gathered: 'all', nonce: 0, cutOfferedTo: null, count: 54 });
    expect(s.redacted).toBe(true);
    expect(redactEvent1e(draw, ANN, base.state)).toEqual({ type: 'CardsDrawn', data: draw.data, redacted: false });
    expect(redactEvent1e(draw, { role: 'seat', seat: 'B' }, base.state)).toEqual({ type: 'CardsDrawn', data: { seat: 'A', count: 2, requested: 3 }, redacted: true });
    expect(redactEvent1e(draw, { role: 'organiser' }, base.state).redacted).toBe(true);
  });

  it('malifaux-1e/FD-10 the auditor, and everyone after the end, sees every event whole; public events are never redacted', () => {
    expect(redactEvent1e(created, { role: 'auditor' }, base.state)).toEqual({ type: 'EncounterCreated', data: created.data, redacted: false });
    const ended = { ...base.state, status: 'ended' as const };
    expect(redactEvent1e(shuffled, PUBLIC, ended)).toEqual({ type: 'DeckShuffled', data: shuffled.data, redacted: false });
    expect(redactEvent1e(draw, PUBLIC, ended).redacted).toBe(false);
    const flipped: EncounterEvent1e = { type: 'CardsFlipped', data: { seat: 'A', cards: ['RAM-03'], flipId: 'f' } };
    expect(redactEvent1e(flipped, PUBLIC, base.state)).toEqual({ type: 'CardsFlipped', data: flipped.data, redacted: false });
  });

  it('malifaux-1e/PO-3 a crew list stays with its seat; with no encounter yet only the seat is shown', () => {
    const submitted = { type: 'CrewSubmitted1e', data: { seat: 'B', list: { models: [] }, hiring: {} } } as unknown as EncounterEvent1e;
    expect(redactEvent1e(submitted, ANN, base.state)).toEqual({ type: 'CrewSubmitted1e', data: { seat: 'B' }, redacted: true });
    expect(redactEvent1e(submitted, { role: 'seat', seat: 'B' }, base.state).redacted).toBe(false);
    expect(redactEvent1e(submitted, ANN, { status: 'empty' })).toEqual({ type: 'CrewSubmitted1e', data: { seat: 'B' }, redacted: true });
    const schemes = { type: 'SchemesChosen1e', data: { seat: 'B', schemes: [{}, {}] } } as unknown as EncounterEvent1e;
    expect(redactEvent1e(schemes, ANN, base.state)).toEqual({ type: 'SchemesChosen1e', data: { seat: 'B', count: 2 }, redacted: true });
    expect(redactEvent1e(schemes, ANN, { status: 'empty' })).toEqual({ type: 'SchemesChosen1e', data: { seat: 'B' }, redacted: true });
  });
});

// (issue 15) A duel that waits on nobody (its RESOLVE step, settled by the engine itself) is not the decision due.
describe('malifaux-1e/TI-2 a duel only awaiting its own resolution leaves the turn’s decision due', () => {
  it('malifaux-1e/TI-2 a damage flip with every decision made: the seat due to activate acts, not the duel', () => {
    const flip: DamageFlip1e = damageFlip1e({
      target: { modelId: 'guard', seat: 'B', useSoulstone: false, wounds: 5, maxWounds: 5 },
      track: { weak: 1, moderate: 2, severe: 3 },
      flips: [{ flipped: ['RAM-07'], net: 0, choice: { status: 'CHOSEN', card: 'RAM-07' }, cheat: { status: 'DECLINED' } }],
      prevention: { status: 'DECLINED' },
    });
    const state = at({ phase: 'ACTIVATION', activationOrder: ['A', 'B'], due: 'B' }, { duel: { status: 'FLIPPING', duel: null, outcome: null, flip } });
    expect(turnStep1e(state)).toMatchObject({ step: 'ACTIVATE', seats: ['B'] });
  });
});
