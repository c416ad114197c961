// malifaux-2e §6 the Turn as one state machine (rules/malifaux-2e.md; seed 832-915): the step due, its phase and the
// seats that decide it at each point of a Turn, checked in full on turnStep (issue 15, mutation testing).
import type { SeatId } from '../../core/decider';
import { stacked, stackedCreate } from '../testing/fixtures';
import { atActivation, created, flipDuel, Game, greatsword, guard, lilith, model } from '../testing/turns';
import type { GameState } from '../state';
import type { ActionDef } from './crew';
import { turnStep, type TurnStep } from './turn-step';

const none = { modelId: null, models: [], chain: [], ap: null, restrictedAp: null };
const step = (turn: number, phase: TurnStep['phase'], name: TurnStep['step'], seats: string[], over: Partial<TurnStep> = {}): TurnStep => ({ ...none, turn, phase, step: name, seats, ...over } as TurnStep);
const refill = (g: Game, seat: 'A' | 'B') => g.do(seat, 'RefillHand', { seat, discard: [], useSoulstone: false });
const ap3 = { ap: 3, restrictedAp: { CASTING: 0, MELEE: 0 } };

describe('malifaux-2e §6 the step due', () => {
  it('malifaux-2e/ST-1 malifaux-2e/DP-1 malifaux-2e/IN-1 hiring, the Draw Phase and the Initiative Phase of Turn 1', () => {
    const g = created();
    expect(turnStep(g.state)).toEqual(step(0, 'SETUP', 'HIRE_CREWS', ['A', 'B']));
    g.do('A', 'HireCrew', { seat: 'A', models: [lilith] });
    expect(turnStep(g.state)).toEqual(step(0, 'SETUP', 'HIRE_CREWS', ['B']));
    g.do('B', 'HireCrew', { seat: 'B', models: [guard] });
    expect(turnStep(g.state)).toEqual(step(0, 'SETUP', 'BEGIN_DRAW_PHASE', []));
    g.do('organiser', 'BeginDrawPhase', {});
    expect(turnStep(g.state)).toEqual(step(1, 'DRAW', 'REFILL_HAND', ['A', 'B']));
    refill(g, 'A');
    expect(turnStep(g.state)).toEqual(step(1, 'DRAW', 'REFILL_HAND', ['B']));
    refill(g, 'B');
    expect(turnStep(g.state)).toEqual(step(1, 'INITIATIVE', 'FLIP_INITIATIVE', []));
    g.do('organiser', 'FlipInitiative', { flipId: 'i' });
    expect(turnStep(g.state)).toEqual(step(1, 'INITIATIVE', 'CHOOSE_FIRST_PLAYER', ['A']));
  });

  it('malifaux-2e/DP-1 without crews, a Turn under way asks for the next Draw Phase, not for hiring', () => {
    const g = created();
    g.do('organiser', 'BeginDrawPhase', {});
    refill(g, 'A');
    refill(g, 'B');
    expect(turnStep(g.state)).toEqual(step(1, 'SETUP', 'BEGIN_DRAW_PHASE', []));
  });

  it('malifaux-2e/AC-1 malifaux-2e/AC-4 the Activation Phase: activate, act, the duel, the damage flip, then the other seat (with Companion chains)', () => {
    const companion = model('c', { abilities: [{ keyword: 'COMPANION' }] });
    const g = atActivation([lilith, companion], [guard], { decks: [stacked('RAM-10', 'RAM-12'), stacked('RAM-03')] });
    expect(turnStep(g.state)).toEqual(step(1, 'ACTIVATION', 'ACTIVATE', ['A'], { models: ['lilith', 'c'] }));
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    expect(turnStep(g.state)).toEqual(step(1, 'ACTIVATION', 'ACTION', ['A'], { modelId: 'lilith', ...ap3 }));
    g.do('A', 'TakeAction', { actionId: 'gs', modelId: 'lilith', action: 'Greatsword', targets: ['guard'], facts: { distances: { guard: 1 }, los: { guard: 'CLEAR' } } });
    expect(turnStep(g.state)).toEqual(step(1, 'ACTIVATION', 'DUEL', ['B', 'A']));
    flipDuel(g, 'A');
    expect(turnStep(g.state)).toEqual(step(1, 'ACTIVATION', 'DAMAGE_FLIP', ['A'], { modelId: 'lilith', ap: 2, restrictedAp: { CASTING: 0, MELEE: 0 } }));
    g.do('A', 'DuelDecision', { command: { type: 'StartDamageFromDuel', data: {} } });
    flipDuel(g, 'A');
    expect(turnStep(g.state)).toEqual(step(1, 'ACTIVATION', 'ACTION', ['A'], { modelId: 'lilith', ap: 2, restrictedAp: { CASTING: 0, MELEE: 0 } }));
    g.do('A', 'EndActivation', { modelId: 'lilith' });
    expect(turnStep(g.state)).toEqual(step(1, 'ACTIVATION', 'ACTIVATE', ['B'], { models: ['guard'], chain: ['c'] }));
  });

  it('malifaux-2e/DE-2 a Walk out of engagement waits for the engaged enemies’ seat', () => {
    const g = atActivation([lilith], [guard, model('b2')]);
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    g.do('A', 'TakeAction', { actionId: 'w', modelId: 'lilith', action: 'Walk', facts: { moved: 3, leavesEngagementOf: ['guard', 'b2'] } });
    expect(turnStep(g.state)).toEqual(step(1, 'ACTIVATION', 'DISENGAGING_STRIKE', ['B'], { modelId: 'lilith', models: ['guard', 'b2'], ap: 2, restrictedAp: { CASTING: 0, MELEE: 0 } }));
  });

  it('malifaux-2e/EP-1 every model activated: the End Phase is the First Player’s; an ended encounter asks nothing', () => {
    const g = atActivation([lilith], [guard], { first: 'B' });
    g.do('B', 'ActivateModel', { modelId: 'guard' });
    g.do('B', 'EndActivation', { modelId: 'guard' });
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    g.do('A', 'EndActivation', { modelId: 'lilith' });
    expect(turnStep(g.state)).toEqual(step(1, 'END', 'END_PHASE', ['B']));
    g.do('organiser', 'EndEncounter', { reason: 'time', now: '2026-01-01T01:00:00Z' });
    expect(turnStep(g.state)).toEqual(step(1, 'ENDED', 'ENCOUNTER_ENDED', []));
  });
});

/** The state with `seat`'s deck waiting for the cut of `by` (FD-13). */
const cutOwed = (s: GameState, seat: SeatId, by: SeatId): GameState => ({ ...s, seats: { ...s.seats, [seat]: { ...s.seats[seat]!, pendingCutBy: by } } });
const near = { distances: { guard: 1 }, los: { guard: 'CLEAR' } };
const shove: ActionDef = { name: 'Shove', ap: 1, category: 'ATTACK', range: { kind: 'CLOSE', inches: 2 }, stat: { name: 'Ml', value: 7 }, resist: 'Df' };
/** Lilith (A, Ml 7) has attacked the guard (Df 5) with `action` and the duel is flipped: her card `a`, his `b`. */
function attacked(a: string, b: string, action: string): Game {
  const g = atActivation([{ ...lilith, actions: [greatsword, shove] }], [guard], { decks: [stacked(a, 'RAM-12'), stacked(b)] });
  g.do('A', 'ActivateModel', { modelId: 'lilith' });
  g.do('A', 'TakeAction', { actionId: 'x', modelId: 'lilith', action, targets: ['guard'], facts: near });
  flipDuel(g, 'A');
  return g;
}

describe('malifaux-2e §6 the step due: cuts, reflips, random picks, flips and chains', () => {
  it('malifaux-2e/FD-13 a shuffled deck waits for its cut, asked of the opponent before anything else, in the phase under way', () => {
    const g = new Game([]);
    g.do('organiser', 'CreateEncounter', stackedCreate(stacked(), stacked(), [0, 0], { autoDeclineCuts: false }).data);
    expect(turnStep(g.state)).toEqual(step(0, 'SETUP', 'CUT_DECK', ['B']));
    g.do('B', 'DeclineCut', { seat: 'A' });
    expect(turnStep(g.state)).toEqual(step(0, 'SETUP', 'CUT_DECK', ['A']));
    g.do('A', 'DeclineCut', { seat: 'B' });
    expect(turnStep(g.state)).toEqual(step(0, 'SETUP', 'HIRE_CREWS', ['A', 'B']));
    g.do('organiser', 'BeginDrawPhase', {});
    expect(turnStep(g.state)).toEqual(step(1, 'DRAW', 'CUT_DECK', ['B']));
    g.do('B', 'DeclineCut', { seat: 'A' });
    g.do('A', 'DeclineCut', { seat: 'B' });
    refill(g, 'A');
    refill(g, 'B');
    g.do('organiser', 'FlipInitiative', { flipId: 'i' });
    expect(turnStep(cutOwed(g.state, 'B', 'A'))).toEqual(step(1, 'INITIATIVE', 'CUT_DECK', ['A']));
  });

  it('malifaux-2e/IN-3 the Soulstone reflip window opens with the seat of the lower card', () => {
    const g = created({ soulstones: 1, decks: [stacked('RAM-10'), stacked('RAM-03')] });
    g.events.push({ type: 'DrawPhaseBegun', data: { turn: 1, order: ['A', 'B'] } }, { type: 'DrawPhaseEnded', data: { turn: 1 } });
    g.do('organiser', 'FlipInitiative', { flipId: 'i' });
    expect(turnStep(g.state)).toEqual(step(1, 'INITIATIVE', 'INITIATIVE_REFLIP', ['B']));
  });

  it('malifaux-2e/SE-3 a tie for the random target is the attacker’s to break, among the tied models', () => {
    const g = atActivation([model('silurid'), model('terror-tot')], [guard, model('death-marshal')], { first: 'B', decks: [stacked(), stacked('RAM-08', 'RAM-05', 'CROW-05', 'RAM-13')] });
    g.do('B', 'ActivateModel', { modelId: 'guard' });
    const facts = { distances: { silurid: 8 }, los: { silurid: 'CLEAR' }, targetEngagedWithin2: ['death-marshal'], within2OfTarget: ['terror-tot', 'death-marshal'] };
    g.do('B', 'TakeAction', { actionId: 'shot', modelId: 'guard', action: 'Pistol', targets: ['silurid'], facts });
    expect(turnStep(g.state)).toEqual(step(1, 'ACTIVATION', 'PICK_RANDOM_MODEL', ['B'], { models: ['terror-tot', 'death-marshal'] }));
  });

  it('malifaux-2e/DU-O7 the damage flip under way is a duel step of the attacker, not her next Action', () => {
    const g = attacked('RAM-10', 'RAM-03', 'Greatsword');
    g.do('A', 'DuelDecision', { command: { type: 'StartDamageFromDuel', data: {} } });
    expect(g.state.duel.status).toBe('FLIPPING');
    expect(turnStep(g.state)).toEqual(step(1, 'ACTIVATION', 'DUEL', ['A']));
  });

  const action = step(1, 'ACTIVATION', 'ACTION', ['A'], { modelId: 'lilith', ap: 2, restrictedAp: { CASTING: 0, MELEE: 0 } });
  const otherDuel = (s: GameState): GameState => (s.duel.status === 'DUEL_RESOLVED' ? { ...s, duel: { ...s.duel, duel: { ...s.duel.duel, duelId: 'another' } } } : s);
  it.each<[string, string, string, string, (s: GameState) => GameState]>([
    ['a miss', 'RAM-01', 'RAM-13', 'Greatsword', (s) => s],
    ['a hit with no damage', 'RAM-10', 'RAM-03', 'Shove', (s) => s],
    ['a hit whose duel is not the resolved one', 'RAM-10', 'RAM-03', 'Greatsword', otherDuel],
  ])('malifaux-2e/DU-O7 %s owes no damage flip: the next step is an Action', (_: string, a: string, b: string, name: string, view: (s: GameState) => GameState) => {
    const g = attacked(a, b, name);
    expect(g.state.duel.status).toBe('DUEL_RESOLVED');
    expect(turnStep(view(g.state))).toEqual(action);
  });

  it('malifaux-2e/DU-O7 a won Simple duel of an Action with a damage track owes no damage flip: the step is the next Action, as the guards say', () => {
    // Only a won Attack (an opposed duel) flips for damage; the step shown must be one the game accepts.
    const surge: ActionDef = { name: 'Surge', ap: 1, category: 'TACTICAL', range: { kind: 'CLOSE', inches: 0 }, stat: { name: 'Ml', value: 7 }, tn: 5, damage: { weak: 1, moderate: 2, severe: 3 } };
    const g = atActivation([{ ...lilith, actions: [surge] }], [guard], { decks: [stacked('RAM-10', 'RAM-12'), stacked()] });
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    g.do('A', 'TakeAction', { actionId: 'x', modelId: 'lilith', action: 'Surge', targets: [] });
    flipDuel(g, 'A');
    expect(g.state.duel.status).toBe('DUEL_RESOLVED');
    expect(g.state.table!.pending?.hit).toBe(true);
    expect(turnStep(g.state)).toEqual(action);
    expect(() => g.do('A', 'DuelDecision', { command: { type: 'StartDamageFromDuel', data: {} } })).toThrow(expect.objectContaining({ ruleId: 'malifaux-2e/DU-O7' }));
  });

  it('malifaux-2e/DE-2 a Walk whose strikes are all taken waits on the walker’s seat, not on a striker', () => {
    const g = atActivation([lilith], [guard]);
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    g.do('A', 'TakeAction', { actionId: 'w', modelId: 'lilith', action: 'Walk', facts: { moved: 3, leavesEngagementOf: ['guard'] } });
    const t = g.state.table!;
    const s: GameState = { ...g.state, table: { ...t, walk: { ...t.walk!, strikers: [] } } };
    expect(turnStep(s)).toEqual(step(1, 'ACTIVATION', 'DISENGAGING_STRIKE', ['A'], { modelId: 'lilith', models: [], ap: 2, restrictedAp: { CASTING: 0, MELEE: 0 } }));
  });

  it('malifaux-2e/AC-4 only Companions are offered to chain, and never a third Activation in a row', () => {
    const companion = (id: string) => model(id, { abilities: [{ keyword: 'COMPANION' }] });
    const g = atActivation([lilith, model('a2'), companion('c1'), companion('c2')], [guard, model('b2')]);
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    g.do('A', 'EndActivation', { modelId: 'lilith' });
    expect(turnStep(g.state)).toEqual(step(1, 'ACTIVATION', 'ACTIVATE', ['B'], { models: ['guard', 'b2'], chain: ['c1', 'c2'] }));
    g.do('A', 'ActivateModel', { modelId: 'c1', chain: { ability: 'COMPANION', withinInches: 3 } });
    g.do('A', 'EndActivation', { modelId: 'c1' });
    expect(g.state.table!.activation!.run).toBe(2);
    expect(turnStep(g.state)).toEqual(step(1, 'ACTIVATION', 'ACTIVATE', ['B'], { models: ['guard', 'b2'] }));
  });

  it('malifaux-2e/AC-3 an Activation Phase with nobody due (its last Activation just ended) asks no seat and offers no model', () => {
    const g = atActivation([lilith], [guard]);
    const t = g.state.table!;
    const s: GameState = { ...g.state, table: { ...t, activation: { ...t.activation!, next: null } } };
    expect(turnStep(s)).toEqual(step(1, 'ACTIVATION', 'ACTIVATE', []));
  });
});
