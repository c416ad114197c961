// malifaux-1e §7.4 alternating activations (TU-A1..TU-A6), §8.1 AP (AP-5) and §8.5 action modifiers (AM-2, D27, D28)
// in activation.ts: who may activate (in play, once per turn, Reactivate once), which seat is due next, the exact events of
// an activation that uses Fast, Slow, Reactivate or loses itself to Paralyzed, and every refusal of ActivateModel and
// EndActivation that the phases spec does not cover, with its rule, section and message (French and English names, §19).
import { A, B, cmd, duel, model, run, step, toActivation } from '../testing/fixtures';
import { named, type Refusal1e } from '../testing/refusal';
import { refusalIn } from '../testing/encounter-refusal';
import type { EncounterCommand1e, HiredModel } from '../commands';
import type { EncounterEvent1e } from '../events';
import type { GameState1e } from '../state';
import { mayActivate } from './activation';
import { modelFrom } from './crew';
import { NO_MODIFIERS, type ModelState } from './model';

type Game = { events: EncounterEvent1e[]; state: GameState1e };
const S74 = '§7.4 (seed 2106-2131)';

const lady = model('lady', { station: 'MASTER', wounds: 8 });
const aide = model('aide');
const guard = model('guard');
const brute = model('brute');
const activate = (seat: 'A' | 'B', modelId: string): EncounterCommand1e => cmd('ActivateModel', seat === 'A' ? A : B, { modelId });
const end = (seat: 'A' | 'B', modelId: string): EncounterCommand1e => cmd('EndActivation', seat === 'A' ? A : B, { modelId });
/** One full activation that takes no action: activate, then end (AP-5 spends the AP left on Pass). */
const turnOf = (seat: 'A' | 'B', modelId: string): EncounterCommand1e[] => [activate(seat, modelId), end(seat, modelId)];
const gain = (modelId: string, name: string, n = 1): EncounterCommand1e => cmd('DeclareEffect', A, { effectId: `${modelId}-${name}-${n}`, kind: 'GAIN_CONDITION', modelId, condition: { name } });
/** A thunk: the game is built when the test runs (built at collection time, the turn code's mutants would all be static). */
const then = (g: () => Game, ...commands: EncounterCommand1e[]): (() => Game) => () => run(commands, g());

/** A: lady and aide, B: guard and brute; A activates first (initiative MASK-13 against MASK-01). */
const four = (): Game => toActivation([lady, aide], [guard, brute]);
/** lady (Cb 6, Sword) strikes guard: RAM-13 against TOME-07, the duel is under way (DUELING). */
const striking = (): Game => run([activate('A', 'lady'), cmd('TakeAction', A, { actionId: 's', modelId: 'lady', action: 'STRIKE:Sword', targets: ['guard'], facts: { distances: { guard: 1 } } })], toActivation([lady], [guard], ['RAM-13', 'RAM-12'], ['TOME-07']));
/** The strike hit (19 against 11) and its damage flip has begun but is not flipped (FLIPPING). */
const damageFlip = (): Game =>
  run([duel(B, { type: 'DeclineCheat', data: { by: 'B' } }), duel(A, { type: 'DeclineCheat', data: { by: 'A' } }), duel(A, { type: 'DeclineSoulstoneCard', data: { by: 'A' } }), duel(A, { type: 'StartDamageFromDuel', data: {} })], striking());
/** lady walked out of guard's melee zone: guard's disengaging strike is open, no duel yet. */
const walkedOut = (): Game => run([activate('A', 'lady'), cmd('TakeAction', A, { actionId: 'w', modelId: 'lady', action: 'WALK', facts: { moved: 2, leavesEngagementOf: ['guard'] } })], toActivation([lady], [guard]));
/** lady with Reactivate has used both activations; aide is due (B has nothing left, TU-A3). */
const reactivatedTwice = (): Game => run([gain('lady', 'REACTIVATE'), ...turnOf('A', 'lady'), ...turnOf('B', 'guard'), ...turnOf('A', 'lady')], toActivation([lady, aide], [guard]));
/** Every model has activated, lady gained Reactivate too late: the Closing Phase is due (activation order still set). */
const closing = (): Game => run([...turnOf('A', 'lady'), ...turnOf('B', 'guard'), gain('lady', 'REACTIVATE')], toActivation([lady], [guard]));

describe('malifaux-1e §7.4 ActivateModel, §8.1 EndActivation: every refusal names its rule, section and message', () => {
  it.each<[string, () => Game, EncounterCommand1e, Refusal1e]>([
    // TU-A1: activations are step C of the Activation Phase; the order set by the initiative stays stored afterwards, so
    // the phase itself must be checked (a Reactivate gained in the Closing Phase does not reopen step C).
    ['malifaux-1e/TU-A1 an activation in the Closing Phase (order still set)', closing, activate('A', 'lady'), named('malifaux-1e/TU-A1', S74, 'activations come after the initiative (Activation Phase step C)')],
    ['malifaux-1e/TU-A1 an activation after the Closing Phase (order kept for the next Draw Phase)', then(closing, cmd('ResolveClosingPhase', A, {})), activate('A', 'lady'), named('malifaux-1e/TU-A1', S74, 'activations come after the initiative (Activation Phase step C)')],
    // TU-A6: the model that must activate immediately goes before everything else, the other models of its seat too.
    ['malifaux-1e/TU-A6 another model of the seat while one must activate immediately', then(four, activate('A', 'lady'), cmd('DeclareEffect', B, { effectId: 'i', kind: 'ACTIVATE_IMMEDIATELY', modelId: 'brute' }), end('A', 'lady')), activate('B', 'guard'), named('malifaux-1e/TU-A6', S74, 'brute must activate immediately')],
    // TU-A4 / §8.5: Reactivate allows one second activation per turn; gaining it again after that opens no third.
    ['malifaux-1e/TU-A4 a third activation with a second Reactivate', then(reactivatedTwice, gain('lady', 'REACTIVATE', 2)), activate('A', 'lady'), named('malifaux-1e/TU-A4', S74, 'lady has activated this turn')],
    // AP-5 with TI-2: the activation ends only once its attack duel and damage flip are resolved.
    ['malifaux-1e/AP-5 ending the activation during its attack duel', striking, end('A', 'lady'), named('malifaux-1e/AP-5', '§8.1', 'a duel or damage flip of this activation is still unresolved')],
    ['malifaux-1e/AP-5 ending the activation during its damage flip', damageFlip, end('A', 'lady'), named('malifaux-1e/AP-5', '§8.1', 'a duel or damage flip of this activation is still unresolved')],
    ['malifaux-1e/DE-1 ending the activation before the disengaging strikes', walkedOut, end('A', 'lady'), named('malifaux-1e/DE-1', '§10.12 (seed 3175-3191)', 'the enemies whose melee zone the model left answer first (disengaging strikes)')],
  ])('%s', (_, from, command, expected) => {
    expect(refusalIn(from(), command)).toEqual(expected);
  });

  it('malifaux-1e/AP-5 the states these refusals are made in: a duel, then a damage flip, then a disengage with no duel', () => {
    // Pins the fixtures: each refusal above is the one its state calls for, not an earlier check.
    expect([striking().state.duel.status, damageFlip().state.duel.status, walkedOut().state.duel.status]).toEqual(['DUELING', 'FLIPPING', 'IDLE']);
    expect(walkedOut().state.turn.disengage).toMatchObject({ modelId: 'lady', strikers: ['guard'] });
    expect([closing().state.turn.phase, closing().state.turn.activationOrder, closing().state.models.lady.modifiers.reactivate]).toEqual(['CLOSING', ['A', 'B'], true]);
  });
});

describe('malifaux-1e §7.4 TU-A4 who may activate (mayActivate)', () => {
  // Built inside the test: modelFrom is code under test (built at collection time, its mutants would be static).
  const at = (hired: HiredModel, state: Partial<ModelState>): ModelState => ({ ...modelFrom('A', hired), ...state });
  it.each<[string, Partial<ModelState>, boolean]>([
    ['not yet activated', { activations: 0 }, true],
    ['activated once', { activations: 1 }, false],
    ['activated once, Reactivate held: a second activation', { activations: 1, modifiers: { ...NO_MODIFIERS, reactivate: true } }, true],
    ['activated twice, Reactivate held again: once per turn at most (§8.5)', { activations: 2, modifiers: { ...NO_MODIFIERS, reactivate: true } }, false],
    ['killed before its activation: no longer in play', { activations: 0, status: 'KILLED' }, false],
    ['replaced before its activation (PL-3: removed from play)', { activations: 0, status: 'REPLACED' }, false],
  ])('malifaux-1e/TU-A4 %s', (_, state, expected) => {
    expect(mayActivate(at(model('x'), state))).toBe(expected);
  });
});

describe('malifaux-1e §7.4 TU-A1..TU-A3 which seat is due', () => {
  it('malifaux-1e/TU-A3 a seat with nothing left is skipped: B activates twice running, then the Closing Phase', () => {
    const g = run([...turnOf('A', 'lady'), ...turnOf('B', 'guard')], toActivation([lady], [guard, brute]));
    // A (first in the order) has no model left, B still has brute: the turn passes back to B, not to A nor to nobody.
    expect([g.state.turn.due, g.state.turn.phase]).toEqual(['B', 'ACTIVATION']);
    const done = run(turnOf('B', 'brute'), g);
    expect([done.state.turn.due, done.state.turn.phase]).toEqual([null, 'CLOSING']);
  });

  it('malifaux-1e/TU-A1 a model killed before it activated is no longer in play: it does not hold the Activation Phase open', () => {
    const killed = run([cmd('DeclareEffect', B, { effectId: 'k', kind: 'WOUNDS', modelId: 'aide', wounds: 6 })], toActivation([lady, aide], [guard]));
    expect(killed.state.models.aide).toMatchObject({ status: 'KILLED', activations: 0 });
    const g = run([...turnOf('A', 'lady'), ...turnOf('B', 'guard')], killed);
    // "every model in play has activated": aide is out of play, so nobody is due and the Closing Phase comes.
    expect([g.state.turn.due, g.state.turn.phase]).toEqual([null, 'CLOSING']);
  });

  it('malifaux-1e/TU-A1 activating a killed model is refused because it is out of play, not because it "has activated"', () => {
    const killed = run([cmd('DeclareEffect', B, { effectId: 'k', kind: 'WOUNDS', modelId: 'aide', wounds: 6 })], toActivation([lady, aide], [guard]));
    expect(refusalIn(killed, activate('A', 'aide'))).toEqual(named('malifaux-1e/TU-A1', S74, 'aide is no longer in play'));
  });
});

describe('malifaux-1e §8.5 the action modifiers an activation uses (AM-2, TI-6, D28)', () => {
  it('malifaux-1e/AM-2 Slow: 1 general AP; the activation uses it up and says so', () => {
    const s = step(run([gain('lady', 'SLOW')], toActivation([lady], [guard])), activate('A', 'lady'));
    expect(s.added).toEqual([
      { type: 'ModelActivated', data: { modelId: 'lady', seat: 'A', ap: 1, meleeAp: 0, fastSlowUsed: true, lostToParalysis: false } },
      { type: 'ModifierChanged', data: { modelId: 'lady', modifier: 'slow', value: false, reason: 'used by this activation (§8.5)' } },
    ]);
    expect(s.state.models.lady.modifiers.slow).toBe(false);
  });

  it('malifaux-1e/AM-2 Fast: 3 general AP; the activation uses it up and says so', () => {
    const s = step(run([gain('lady', 'FAST')], toActivation([lady], [guard])), activate('A', 'lady'));
    expect(s.added).toEqual([
      { type: 'ModelActivated', data: { modelId: 'lady', seat: 'A', ap: 3, meleeAp: 0, fastSlowUsed: true, lostToParalysis: false } },
      { type: 'ModifierChanged', data: { modelId: 'lady', modifier: 'fast', value: false, reason: 'used by this activation (§8.5)' } },
    ]);
  });

  it('malifaux-1e/TU-A4 the second activation of a Reactivate model uses the Reactivate up', () => {
    const g = run([gain('lady', 'REACTIVATE'), ...turnOf('A', 'lady'), ...turnOf('B', 'guard')], toActivation([lady, aide], [guard]));
    // The first activation keeps it (it has not been used yet): only the second one removes it.
    expect(g.state.models.lady).toMatchObject({ activations: 1, modifiers: { reactivate: true } });
    const s = step(g, activate('A', 'lady'));
    expect(s.added).toEqual([
      { type: 'ModelActivated', data: { modelId: 'lady', seat: 'A', ap: 2, meleeAp: 0, fastSlowUsed: false, lostToParalysis: false } },
      { type: 'ModifierChanged', data: { modelId: 'lady', modifier: 'reactivate', value: false, reason: 'its second activation (§8.5)' } },
    ]);
    expect(s.state.models.lady.modifiers.reactivate).toBe(false);
  });

  it('malifaux-1e/AM-2 D28 paralyzed before its activation: the activation is lost (0 AP), Paralyzed ends with it', () => {
    const s = step(run([gain('lady', 'PARALYZED')], toActivation([lady, aide], [guard])), activate('A', 'lady'));
    expect(s.added).toEqual([
      { type: 'ModelActivated', data: { modelId: 'lady', seat: 'A', ap: 0, meleeAp: 0, fastSlowUsed: false, lostToParalysis: true } },
      { type: 'ModifierChanged', data: { modelId: 'lady', modifier: 'paralyzed', value: false, reason: 'the activation it lost (§8.5)' } },
      { type: 'ActivationEnded', data: { modelId: 'lady', apLost: 0 } },
    ]);
    expect(s.state.models.lady.modifiers.paralyzed).toBe(false);
  });
});
