// malifaux-2e §6 the Turn as one state machine (rules/malifaux-2e.md; seed 832-915): the step due, its phase and the
// seats that decide it at each point of a Turn, checked in full on turnStep (issue 15, mutation testing).
import { stacked } from '../testing/fixtures';
import { atActivation, created, flipDuel, guard, lilith, model, type Game } from '../testing/turns';
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
