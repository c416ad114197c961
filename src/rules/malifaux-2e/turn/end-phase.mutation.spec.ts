// malifaux-2e §6.5 End Phase (rules/malifaux-2e.md; seed 899-915, 1578-1622, 2431-2444): the exact refusal of EP-1, the
// Upkeep events in full (Burning, Poison, kills) and the EP-3 flip's boundaries, that end-phase.spec.ts leaves open (issue 15).
import type { GameState } from '../state';
import { stacked } from '../testing/fixtures';
import { refusalOf } from '../testing/refusal';
import { allActivated, atActivation, flipDuel, guard, lilith, model, type Game } from '../testing/turns';
import { earnVictoryPoints, encounterContinues, resolveEndPhase } from './end-phase';
import type { ResolveEndPhase } from './turn-commands';

const gain = (g: Game, modelId: string, name: string, value?: number) => g.do('organiser', 'DeclareEffect', { effectId: `${modelId}-${name}`, kind: 'GAIN_CONDITION', modelId, condition: { name, value } });
const upkeep = (g: Game) => {
  allActivated(g);
  return g.do('A', 'ResolveEndPhase', { flipId: 'f', now: 'n' });
};

describe('malifaux-2e §6.5 End Phase: refusals, Upkeep events and the end flip', () => {
  it('malifaux-2e/EP-1 the refusal before every model has Activated', () => {
    expect(atActivation([lilith], [guard]).refusal('A', 'ResolveEndPhase', { flipId: 'f', now: 'n' })).toEqual({ ruleId: 'malifaux-2e/EP-1', section: '§6.5 (seed 899-915)', message: 'the End Phase comes once every model has Activated' });
  });

  it('malifaux-2e/EP-1 Burning deals its value and is removed; Poison deals 1 and goes down by 1, removed at +1', () => {
    const g = atActivation([lilith], [guard, model('b2'), model('b3')]);
    gain(g, 'guard', 'Burning', 2);
    gain(g, 'b2', 'Poison', 2);
    gain(g, 'b3', 'Poison', 1);
    expect(upkeep(g).filter((e) => e.type !== 'UpkeepResolved' && e.type !== 'VictoryPointsStep' && e.type !== 'TurnEnded')).toEqual([
      { type: 'ModelDamaged', data: { modelId: 'guard', amount: 2, source: 'BURNING', woundsAfter: 5 } },
      { type: 'ConditionRemoved', data: { modelId: 'guard', name: 'BURNING', reason: 'Upkeep damage dealt (§17.2)' } },
      { type: 'ModelDamaged', data: { modelId: 'b2', amount: 1, source: 'POISON', woundsAfter: 6 } },
      { type: 'ConditionChanged', data: { modelId: 'b2', name: 'POISON', value: 1, reason: 'Upkeep: lowered by 1 (§17.2)' } },
      { type: 'ModelDamaged', data: { modelId: 'b3', amount: 1, source: 'POISON', woundsAfter: 6 } },
      { type: 'ConditionRemoved', data: { modelId: 'b3', name: 'POISON', reason: 'Upkeep: lowered to 0 (§17.2)' } },
    ]);
  });

  it('malifaux-2e/DM-1 a model killed in Upkeep drops its marker; Burning then Poison, and a model killed by Burning takes no Poison', () => {
    const g = atActivation([lilith], [model('b1', { wounds: 2 }), model('b2', { wounds: 2 })]);
    gain(g, 'b1', 'Burning', 2);
    gain(g, 'b1', 'Poison', 1);
    gain(g, 'b2', 'Burning', 1);
    gain(g, 'b2', 'Poison', 1);
    const ev = upkeep(g);
    expect(ev.filter((e) => e.data && 'modelId' in e.data && e.data.modelId === 'b1')).toEqual([
      { type: 'ModelDamaged', data: { modelId: 'b1', amount: 2, source: 'BURNING', woundsAfter: 0 } },
      { type: 'ModelKilled', data: { modelId: 'b1', seat: 'B', byModelId: null, bySeat: null, turn: 1, marker: 'CORPSE', buried: false } },
      { type: 'ConditionRemoved', data: { modelId: 'b1', name: 'BURNING', reason: 'Upkeep damage dealt (§17.2)' } },
    ]);
    expect(ev.filter((e) => e.type === 'ModelKilled').map((e) => (e.data as { modelId: string }).modelId)).toEqual(['b1', 'b2']);
    expect(ev.find((e) => e.type === 'UpkeepResolved')!.data).toEqual({ turn: 1, order: ['lilith', 'b1', 'b2'] });
  });

  it('malifaux-2e/EP-1 a model that survives Upkeep loses its other Conditions (CO-6) after the damage', () => {
    const g = atActivation([lilith], [guard]);
    gain(g, 'guard', 'Burning', 1);
    gain(g, 'guard', 'Focused', 1);
    const types = upkeep(g).map((e) => `${e.type}${e.data && 'name' in e.data ? `:${String(e.data.name)}` : ''}`);
    expect(types).toEqual(['ModelDamaged', 'ConditionRemoved:BURNING', 'ConditionRemoved:FOCUSED', 'UpkeepResolved', 'VictoryPointsStep', 'TurnEnded']);
  });

  it('malifaux-2e/EP-2 nothing scores yet', () => {
    expect(earnVictoryPoints(atActivation([lilith], [guard]).state)).toEqual([]);
  });

  it.each<[number, string | null, number, boolean]>([
    [5, null, 10, false],
    [5, 'RAM-10', 10, true],
    [6, 'RAM-10', 11, false],
    [9, 'RJ', 14, true],
  ])('malifaux-2e/EP-3 Turn %p, card %p: threshold %p, continues %p', (turn, card, threshold, continues) => {
    expect(encounterContinues(turn, card)).toEqual({ threshold, continues });
  });

  it('malifaux-2e/EP-3 the end flip: the First Player’s card, discarded, and the reason the encounter ends', () => {
    const g = atActivation([lilith], [guard], { decks: [stacked(), stacked('RAM-09')], first: 'B' });
    g.events = g.events.map((e) => (e.type === 'DrawPhaseBegun' ? { ...e, data: { ...e.data, turn: 5 } } : e));
    allActivated(g);
    const ev = g.do('B', 'ResolveEndPhase', { flipId: 'f', now: '2026-01-01T03:00:00Z' });
    expect(ev.find((e) => e.type === 'EncounterEndFlipped')!.data).toEqual({ turn: 5, seat: 'B', card: 'RAM-09', threshold: 10, continues: false });
    expect(ev.slice(-2)).toEqual([
      { type: 'TurnEnded', data: { turn: 5 } },
      { type: 'EncounterEnded', data: { seed: g.state.seed, endedAt: '2026-01-01T03:00:00Z', reason: 'EP-3: Turn 5 end flip below 10' } },
    ]);
    expect(g.state.seats.B!.discard).toEqual(['RAM-09']);
  });

  it('malifaux-2e/DU-S1 the End Phase waits for a duel or a damage flip in progress; a resolved duel does not hold it', () => {
    // Lilith's Greatsword against the guard (Ml 7 + RAM-10 against Df 5 + RAM-03): DUELING, then resolved, then its damage flip.
    const fight = atActivation([lilith], [guard], { decks: [stacked('RAM-10', 'RAM-12'), stacked('RAM-03')] });
    fight.do('A', 'ActivateModel', { modelId: 'lilith' });
    fight.do('A', 'TakeAction', { actionId: 'x', modelId: 'lilith', action: 'Greatsword', targets: ['guard'], facts: { distances: { guard: 1 }, los: { guard: 'CLEAR' } } });
    const dueling = fight.state.duel;
    flipDuel(fight, 'A');
    const resolved = fight.state.duel;
    fight.do('A', 'DuelDecision', { command: { type: 'StartDamageFromDuel', data: {} } });
    const flipping = fight.state.duel;
    expect([dueling.status, resolved.status, flipping.status]).toEqual(['DUELING', 'DUEL_RESOLVED', 'FLIPPING']);
    const g = atActivation([lilith], [guard]);
    allActivated(g);
    const end: ResolveEndPhase = { type: 'ResolveEndPhase', actor: { role: 'seat', seat: 'A' }, data: { flipId: 'f', now: 'n' } };
    const at = (duel: GameState['duel']) => refusalOf(() => resolveEndPhase({ ...g.state, duel }, end));
    const duS1 = { ruleId: 'malifaux-2e/DU-S1', section: '§4.3', message: 'finish the duel in progress first' };
    expect(at(dueling)).toEqual(duS1);
    expect(at(flipping)).toEqual(duS1);
    expect(at(resolved)).toBeUndefined();
  });

  it('malifaux-2e/EP-1 a model sacrificed with Burning is out of the Upkeep: no damage, not in the order', () => {
    const g = atActivation([lilith], [guard, model('b2')]);
    gain(g, 'b2', 'Burning', 2);
    g.do('organiser', 'DeclareEffect', { effectId: 'gone', kind: 'SACRIFICE', modelId: 'b2' });
    expect(upkeep(g)).toEqual([
      { type: 'UpkeepResolved', data: { turn: 1, order: ['lilith', 'guard'] } },
      { type: 'VictoryPointsStep', data: { turn: 1, awards: [] } },
      { type: 'TurnEnded', data: { turn: 1 } },
    ]);
  });

  it('malifaux-2e/MK-5 a model killed in Upkeep drops no marker when the players agreed to skip Corpse and Scrap Markers', () => {
    const g = atActivation([lilith], [model('b1', { wounds: 2 })]);
    g.events = g.events.map((e) => (e.type === 'EncounterCreated' ? { ...e, data: { ...e.data, options: { ...e.data.options, dropCorpseScrap: false } } } : e));
    gain(g, 'b1', 'Burning', 2);
    expect(upkeep(g).slice(0, 3)).toEqual([
      { type: 'ModelDamaged', data: { modelId: 'b1', amount: 2, source: 'BURNING', woundsAfter: 0 } },
      { type: 'ModelKilled', data: { modelId: 'b1', seat: 'B', byModelId: null, bySeat: null, turn: 1, marker: null, buried: false } },
      { type: 'ConditionRemoved', data: { modelId: 'b1', name: 'BURNING', reason: 'Upkeep damage dealt (§17.2)' } },
    ]);
  });

  it('malifaux-2e/EP-1 a model killed by Poison after surviving its Burning loses no other Condition (CO-6 is for the living)', () => {
    const g = atActivation([lilith], [model('b1', { wounds: 2 })]);
    gain(g, 'b1', 'Burning', 1);
    gain(g, 'b1', 'Poison', 1);
    gain(g, 'b1', 'Focused', 1);
    expect(upkeep(g)).toEqual([
      { type: 'ModelDamaged', data: { modelId: 'b1', amount: 1, source: 'BURNING', woundsAfter: 1 } },
      { type: 'ConditionRemoved', data: { modelId: 'b1', name: 'BURNING', reason: 'Upkeep damage dealt (§17.2)' } },
      { type: 'ModelDamaged', data: { modelId: 'b1', amount: 1, source: 'POISON', woundsAfter: 0 } },
      { type: 'ModelKilled', data: { modelId: 'b1', seat: 'B', byModelId: null, bySeat: null, turn: 1, marker: 'CORPSE', buried: false } },
      { type: 'ConditionRemoved', data: { modelId: 'b1', name: 'POISON', reason: 'Upkeep: lowered to 0 (§17.2)' } },
      { type: 'UpkeepResolved', data: { turn: 1, order: ['lilith', 'b1'] } },
      { type: 'VictoryPointsStep', data: { turn: 1, awards: [] } },
      { type: 'TurnEnded', data: { turn: 1 } },
    ]);
  });

  it('malifaux-2e/EP-1 a model surviving Poison loses its other Conditions after the Poison step', () => {
    const g = atActivation([lilith], [guard]);
    gain(g, 'guard', 'Poison', 2);
    gain(g, 'guard', 'Focused', 1);
    expect(upkeep(g).slice(0, 3)).toEqual([
      { type: 'ModelDamaged', data: { modelId: 'guard', amount: 1, source: 'POISON', woundsAfter: 6 } },
      { type: 'ConditionChanged', data: { modelId: 'guard', name: 'POISON', value: 1, reason: 'Upkeep: lowered by 1 (§17.2)' } },
      { type: 'ConditionRemoved', data: { modelId: 'guard', name: 'FOCUSED', reason: 'Upkeep (CO-6)' } },
    ]);
  });

  it.each<[string, { keyword: 'ARMOR'; value: number }[], number | null, number, number]>([
    ['no Armor on Burning +3: 3', [], null, 3, 3],
    ['an Armor +1 ability on Burning +3: 2', [{ keyword: 'ARMOR', value: 1 }], null, 3, 2],
    ['an Armor +1 Condition on Burning +3: 2', [], 1, 3, 2],
    ['Armor +2 on Burning +3: 1', [{ keyword: 'ARMOR', value: 2 }], null, 3, 1],
    ['Armor +5 on Burning +3: 1 (the minimum)', [{ keyword: 'ARMOR', value: 5 }], null, 3, 1],
    ['Armor +1 on Burning +1: 1 (the minimum)', [{ keyword: 'ARMOR', value: 1 }], null, 1, 1],
  ])('malifaux-2e/TV-16 Burning in Upkeep, %s damage', (_w, abilities, armorCondition, burning, dealt) => {
    const g = atActivation([lilith], [model('knight', { abilities })]);
    if (armorCondition !== null) gain(g, 'knight', 'Armor', armorCondition);
    gain(g, 'knight', 'Burning', burning);
    expect(upkeep(g)[0]).toEqual({ type: 'ModelDamaged', data: { modelId: 'knight', amount: dealt, source: 'BURNING', woundsAfter: 7 - dealt } });
  });
});
