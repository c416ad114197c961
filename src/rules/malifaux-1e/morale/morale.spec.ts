// malifaux-1e §12 Morale: MO-1..MO-11 through decideMorale / evolveMorale (W14, W25, D28, D32, D33; §18 "Morale").
import { deciderSpec } from '../../core/testing/given';
import { decideMorale, evolveMorale, type MoraleCommand1e, type MoraleEvent1e } from './morale-decider';
import { moraleFateModifier } from './morale-rules';
import { initialMoraleSlice, type Malifaux1eMoraleSlice } from './morale-state';
import { check, fled, flee, registered, required } from '../testing/morale';

const given = deciderSpec<Malifaux1eMoraleSlice, MoraleCommand1e, MoraleEvent1e>({ initialState: initialMoraleSlice, decide: decideMorale, evolve: evolveMorale });

describe('malifaux-1e §12.1 morale duels', () => {
  it('malifaux-1e/MO-1 a morale duel is Wp → TN; the simple duel wins on final ≥ TN', () => {
    given([registered, required()]).when({ type: 'ResolveMoraleDuel1e', data: { duelId: 'd1', final: 12 } }).thenMatches((events) => expect(events).toEqual([
      { type: 'MoraleDuelResolved1e', data: { duelId: 'd1', modelId: 'guard', final: 12, tn: 12, won: true, sourceId: 'nightmare', terrifying: true } },
    ]));
    given([registered]).when({ type: 'ResolveMoraleDuel1e', data: { duelId: 'd1', final: 12 } }).thenThrows('malifaux-1e/MO-1');
  });
  it('malifaux-1e/MO-1 a spell resisted on Wp that counts as a morale duel needs strictly more than the casting total', () => {
    given([registered, required('guard', 15, 'caster', false)]).when({ type: 'ResolveMoraleDuel1e', data: { duelId: 'd1', final: 15, resist: true } }).thenMatches((events) => expect(events.map((e) => e.type)).toEqual(['MoraleDuelResolved1e', 'ModelFleeing1e']));
  });
  it('malifaux-1e/MO-2 the loser flees, on top of any other effect', () => {
    given([registered, required()]).when({ type: 'ResolveMoraleDuel1e', data: { duelId: 'd1', final: 11 } }).thenMatches((events, state) => {
      expect(events[1]).toEqual(fled());
      expect([state.models.guard.fleeing, state.mustFlee]).toEqual([true, ['guard']]);
    });
  });
  it('malifaux-1e/MO-3 only a duel labelled as a morale duel is one', () => {
    given([registered]).when({ type: 'RequireMoraleDuel1e', data: { duelId: 'd2', modelId: 'guard', tn: 10, labelledMorale: false } }).thenThrows('malifaux-1e/MO-3');
    given([registered]).when({ type: 'RequireMoraleDuel1e', data: { duelId: 'd2', modelId: 'guard', tn: 10, labelledMorale: true } }).then([{ type: 'MoraleDuelRequired1e', data: { duelId: 'd2', modelId: 'guard', sourceId: null, tn: 10, terrifying: false } }]);
  });
  it('malifaux-1e/MO-4 Constructs, Spirits, Undead and immune models take no morale duel', () => {
    given([registered]).when({ type: 'RequireMoraleDuel1e', data: { duelId: 'd2', modelId: 'golem', tn: 10, labelledMorale: true } }).thenNothingHappened();
    given([registered]).when(check('golem', 'START_ACTIVATION')).thenNothingHappened();
  });
});

describe('malifaux-1e §12.2 Terrifying', () => {
  it.each([['START_ACTIVATION'], ['END_ACTION'], ['ENTER_AREA'], ['DECLARE_CHARGE']] as const)('malifaux-1e/MO-5 a living model must test when it %s', (moment) => {
    given([registered]).when(check('guard', moment)).then([required()]);
  });
  it('malifaux-1e/MO-5 D33: a flyer entering the area takes no duel, but does when it ends an action there; Terrifying models are not affected', () => {
    given([registered]).when(check('flyer', 'ENTER_AREA')).thenNothingHappened();
    given([registered]).when(check('flyer', 'END_ACTION')).then([required('flyer')]);
    given([registered]).when(check('scary', 'START_ACTIVATION')).thenNothingHappened();
    given([registered]).when({ type: 'CheckTerrifying1e', data: { duelId: 'd1', modelId: 'nightmare', sourceId: 'guard', moment: 'START_ACTIVATION', distance: 0 } }).thenThrows('malifaux-1e/MO-5');
  });
  it('W14: a model immune to morale duels caused by Terrifying enters the area: no duel happens', () => {
    given([registered]).when(check('stoic', 'ENTER_AREA')).thenNothingHappened();
  });
  it('malifaux-1e/MO-6 the area is the largest melee zone (2" here): 2" tests, 2.5" does not', () => {
    given([registered]).when(check('guard', 'END_ACTION', 2)).then([required()]);
    given([registered]).when(check('guard', 'END_ACTION', 2.5)).thenThrows('malifaux-1e/MO-6');
  });
  it('malifaux-1e/MO-7 the winner ignores that source while inside; leaving the area or the effect ending makes it test again', () => {
    const won: MoraleEvent1e = { type: 'MoraleDuelResolved1e', data: { duelId: 'd1', modelId: 'guard', final: 13, tn: 12, won: true, sourceId: 'nightmare', terrifying: true } };
    given([registered, required(), won]).when(check('guard', 'END_ACTION')).thenNothingHappened();
    given([registered, required(), won, { type: 'TerrifyingCleared1e', data: { modelIds: ['guard'], sourceId: 'nightmare' } }]).when(check('guard', 'END_ACTION')).then([required()]);
    given([registered, required(), won]).when({ type: 'EndTerrifyingEffect1e', data: { sourceId: 'nightmare' } }).then([{ type: 'TerrifyingCleared1e', data: { modelIds: ['guard'], sourceId: 'nightmare' } }]);
  });
});

describe('malifaux-1e §12.3 fleeing', () => {
  it('malifaux-1e/MO-8 fleeing: a − on every non-morale duel; a flee move is due at once (no activation before it)', () => {
    given([registered, fled()]).when({ type: 'BeginMoraleActivation1e', data: { modelId: 'guard' } }).thenThrows('malifaux-1e/MO-8');
    given([registered, fled()]).when(flee()).thenMatches((_, state) => {
      expect(moraleFateModifier(state.models.guard, false)).toBe(-1);
      expect(moraleFateModifier(state.models.guard, true)).toBe(0);
      expect(moraleFateModifier(state.models.flyer, false)).toBe(0);
    });
    given([registered]).when(flee()).thenThrows('malifaux-1e/MO-8');
  });
  it('malifaux-1e/MO-9 W25: Wk 4 flees 8" (not 4"); shorter only when blocked or at an edge; its own activation ends', () => {
    given([registered, fled()]).when(flee({ duringOwnActivation: true })).then([{ type: 'FleeMoveMade1e', data: { modelId: 'guard', distance: 8, endsActivation: true } }]);
    given([registered, fled()]).when(flee({ distance: 4 })).thenThrows('malifaux-1e/MO-9');
    given([registered, fled()]).when(flee({ distance: 9 })).thenThrows('malifaux-1e/MO-9');
    given([registered, fled()]).when(flee({ distance: 5, stoppedAtEdge: true })).then([{ type: 'FleeMoveMade1e', data: { modelId: 'guard', distance: 5, endsActivation: false } }]);
    given([registered, fled()]).when(flee({ engagedWithCause: true })).thenThrows('malifaux-1e/MO-9');
  });
  it('malifaux-1e/MO-9 D32: already at the table edge: sacrificed, counters removed; Paralyzed: no flee move', () => {
    given([registered, fled()]).when(flee({ atTableEdge: true })).thenMatches((events, state) => {
      expect(events).toEqual([{ type: 'ModelSacrificedFleeing1e', data: { modelId: 'guard', countersRemoved: true } }]);
      expect(state.models.guard.removed).toBe(true);
    });
    given([registered, fled()]).when(flee({ paralyzed: true })).then([{ type: 'FleeMoveSkipped1e', data: { modelId: 'guard', reason: 'PARALYZED' } }]);
  });
  it('§18 "Morale": losing a 1E morale duel makes the model flee, where a 2E Horror Duel paralyzes it', () => {
    given([registered, required()]).when({ type: 'ResolveMoraleDuel1e', data: { duelId: 'd1', final: 3 } }).thenMatches((events) => {
      expect(events.map((e) => e.type)).toContain('ModelFleeing1e');
      expect(JSON.stringify(events)).not.toContain('Paralyzed');
    });
  });
});

describe('malifaux-1e §12.4 rallying', () => {
  const moved: MoraleEvent1e = { type: 'FleeMoveMade1e', data: { modelId: 'guard', distance: 8, endsActivation: false } };
  it('malifaux-1e/MO-10 the next activation rallies: no movement action, duels −, rallied at its end', () => {
    given([registered, fled(), moved]).when({ type: 'BeginMoraleActivation1e', data: { modelId: 'guard' } }).then([{ type: 'RallyActivationBegun1e', data: { modelId: 'guard' } }]);
    const rallying: MoraleEvent1e = { type: 'RallyActivationBegun1e', data: { modelId: 'guard' } };
    given([registered, fled(), moved, rallying]).when({ type: 'TakeMoraleAction1e', data: { modelId: 'guard', category: 'MOVEMENT' } }).thenThrows('malifaux-1e/MO-10');
    given([registered, fled(), moved, rallying]).when({ type: 'TakeMoraleAction1e', data: { modelId: 'guard', category: 'OTHER' } }).thenNothingHappened();
    given([registered, fled(), moved, rallying]).when({ type: 'EndMoraleActivation1e', data: { modelId: 'guard', paralyzed: false } }).thenMatches((events, state) => {
      expect(events).toEqual([{ type: 'ModelRallied1e', data: { modelId: 'guard' } }]);
      expect([state.models.guard.fleeing, moraleFateModifier(state.models.guard, false)]).toEqual([false, 0]);
    });
    given([registered]).when({ type: 'EndMoraleActivation1e', data: { modelId: 'guard', paralyzed: false } }).thenNothingHappened();
  });
  it('malifaux-1e/MO-11 D28: a fleeing model that passes its activation Paralyzed rallies at its end', () => {
    given([registered, fled(), { type: 'FleeMoveSkipped1e', data: { modelId: 'guard', reason: 'PARALYZED' } }]).when({ type: 'EndMoraleActivation1e', data: { modelId: 'guard', paralyzed: true } }).then([{ type: 'ModelRallied1e', data: { modelId: 'guard' } }]);
  });
});
