// malifaux-2e §5 GT-2 what happens to several models at once (rules/malifaux-2e.md; seed 1312-1319): the order
// settle.ts resolves them in — acting model, defending model, the First Player's others, the Second Player's — and
// AP-8: what ends an Activation by itself, checked on settle() with a fold that changes the acting model (issue 15).
import type { EncounterEvent } from '../events';
import { malifaux2e } from '../index';
import { isGame, type GameState } from '../state';
import { stacked } from '../testing/fixtures';
import { atActivation, created, guard, lilith, model, type Game } from '../testing/turns';
import { settle, simultaneousOrder } from './settle';
import type { ModelState } from './table-state';

const crews = () => atActivation([lilith, model('a2')], [guard, model('b2')], { first: 'B' });

describe('malifaux-2e/GT-2 the order of simultaneous effects', () => {
  it('malifaux-2e/GT-2 with no table there is nothing to order', () => {
    expect(simultaneousOrder(created().state)).toEqual([]);
  });

  it('malifaux-2e/GT-2 between Activations: the First Player’s models first, each crew in hiring order', () => {
    expect(crews().state.table!.order).toEqual(['lilith', 'a2', 'guard', 'b2']);
    expect(simultaneousOrder(crews().state)).toEqual(['guard', 'b2', 'lilith', 'a2']);
  });

  it('malifaux-2e/GT-2 during an Attack: the acting model, then the defending model, then the First Player’s, then the Second Player’s', () => {
    const g = crews();
    g.do('B', 'ActivateModel', { modelId: 'b2' });
    expect(simultaneousOrder(g.state)).toEqual(['b2', 'guard', 'lilith', 'a2']);
    g.do('B', 'TakeAction', { actionId: 'h', modelId: 'b2', action: 'Halberd', targets: ['a2'], facts: { distances: { a2: 1 }, los: { a2: 'CLEAR' } } });
    expect(simultaneousOrder(g.state)).toEqual(['b2', 'a2', 'guard', 'lilith']);
  });
});

describe('malifaux-2e/AP-8 an Activation that ends by itself', () => {
  const game = (s: GameState, e: EncounterEvent): GameState => {
    const n = malifaux2e.evolve(s, e);
    return isGame(n) ? n : s;
  };
  /** A marker event whose folding also sets Lilith (activating) to `change`: what a kill, a burial or Paralyzed would. */
  const mark: EncounterEvent = { type: 'ConditionGained', data: { modelId: 'guard', name: 'FOCUSED', value: 1, total: 1 } };
  const changing = (change: Partial<ModelState>) => (s: GameState, e: EncounterEvent): GameState => {
    const n = game(s, e);
    if (e !== mark || n.table === null) return n;
    return { ...n, table: { ...n.table, models: { ...n.table.models, lilith: { ...n.table.models.lilith, ...change } } } };
  };
  const activating = (): Game => {
    const g = atActivation([lilith, model('a2')], [guard]);
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    return g;
  };
  const ended = (events: readonly EncounterEvent[]) => events.filter((e) => e.type === 'ActivationEnded').map((e) => (e.data as { reason: string }).reason);

  it.each<[string, Partial<ModelState>]>([
    ['KILLED', { status: 'KILLED' }],
    ['BURIED', { status: 'BURIED' }],
    ['SACRIFICED', { status: 'SACRIFICED' }],
    ['PARALYZED', { conditions: { PARALYZED: null } }],
  ])('malifaux-2e/AP-8 malifaux-2e/BU-3 the acting model %s: its Activation ends with that reason', (reason, change) => {
    const g = activating();
    expect(ended(settle(g.state, [mark], changing(change)))).toEqual([reason]);
  });

  it('malifaux-2e/AP-8 a model still able to act keeps its Activation; none ends outside an Activation', () => {
    expect(settle(activating().state, [mark], changing({ conditions: { FAST: null } }))).toEqual([]);
    expect(settle(atActivation([lilith], [guard]).state, [mark], changing({ status: 'BURIED' }))).toEqual([]);
  });

  it('malifaux-2e/DM-1 a model at 0 Wounds is killed first; then the Activation of the acting model it was ends', () => {
    const ev = settle(activating().state, [mark], changing({ wounds: 0 }));
    expect(ev.map((e) => e.type)).toEqual(['ModelKilled', 'ActivationEnded']);
    expect(ev[0].data).toEqual({ modelId: 'lilith', seat: 'A', byModelId: null, bySeat: null, turn: 1, marker: 'CORPSE', buried: false });
    expect(ended(ev)).toEqual(['KILLED']);
  });

  it('malifaux-2e/AP-8 during the acting model’s duel its Activation waits for the duel', () => {
    const g = activating();
    g.do('A', 'TakeAction', { actionId: 'gs', modelId: 'lilith', action: 'Greatsword', targets: ['guard'], facts: { distances: { guard: 1 }, los: { guard: 'CLEAR' } } });
    expect(g.state.duel.status).toBe('DUELING');
    expect(settle(g.state, [mark], changing({ status: 'BURIED' }))).toEqual([]);
  });

  it('malifaux-2e/AP-8 during the damage flip of the acting model’s Attack its Activation waits for the flip', () => {
    const g = atActivation([lilith, model('a2')], [guard], { decks: [stacked('RAM-10', 'RAM-12'), stacked('TOME-03')] });
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    g.do('A', 'TakeAction', { actionId: 'gs', modelId: 'lilith', action: 'Greatsword', targets: ['guard'], facts: { distances: { guard: 1 }, los: { guard: 'CLEAR' } } });
    g.do('A', 'DuelDecision', { command: { type: 'FlipDuelCards', data: { by: 'A' } } });
    g.do('A', 'DuelDecision', { command: { type: 'StartDamageFromDuel', data: {} } });
    expect(g.state.duel.status).toBe('FLIPPING');
    expect(settle(g.state, [mark], changing({ status: 'BURIED' }))).toEqual([]);
  });

  it('malifaux-2e/DM-1 a model at 0 Wounds after a healing flip is killed by no model: only a damage flip names the killer', () => {
    const g = atActivation([lilith, model('a2')], [guard], { decks: [stacked('RAM-10'), stacked()] });
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    g.do('A', 'DuelDecision', { command: { type: 'StartHealing', data: { healed: { modelId: 'a2', seat: 'A', station: 'MINION', wounds: 7, maxWounds: 7 }, amount: { kind: 'FLIP', track: { weak: 1, moderate: 2, severe: 3 } } } } });
    g.do('A', 'DuelDecision', { command: { type: 'FlipDuelCards', data: { by: 'A' } } });
    expect(g.state.duel.status).toBe('FLIP_RESOLVED');
    const ev = settle(g.state, [mark], changing({ wounds: 0 }));
    expect(ev[0]).toEqual({ type: 'ModelKilled', data: { modelId: 'lilith', seat: 'A', byModelId: null, bySeat: null, turn: 1, marker: 'CORPSE', buried: false } });
  });

  it('malifaux-2e/AP-8 an encounter that has ended settles nothing', () => {
    const g = activating();
    g.do('organiser', 'EndEncounter', { reason: 'time', now: '2026-01-01T01:00:00Z' });
    expect(settle(g.state, [mark], changing({ status: 'BURIED' }))).toEqual([]);
  });
});
