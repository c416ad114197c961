// malifaux-2e §6-§19 Turn events (rules/malifaux-2e.md §22): each event of the Turn is recognised as one, so it folds
// into the table (turn-events.ts TURN_EVENT_TYPES / isTurnEvent, issue 15).
import { atActivation, guard, lilith } from '../testing/turns';
import { isTurnEvent } from './turn-events';

describe('malifaux-2e §6-§19 the Turn events', () => {
  it.each(['ModelDamaged', 'ModelHealed', 'ModelKilled', 'ModelSacrificed', 'ModelBuried', 'ModelUnburied', 'ModelSummoned'])('malifaux-2e/DM-1 %s is a Turn event', (type) => {
    expect(isTurnEvent({ type })).toBe(true);
  });

  it.each(['ModelPushed', 'ModelPlaced'])('malifaux-2e/MV-7 %s is a Turn event (a push or a placement, recorded without changing the table)', (type) => {
    expect(isTurnEvent({ type })).toBe(true);
  });

  it.each([
    ['EP-1', 'UpkeepResolved'],
    ['EP-2', 'VictoryPointsStep'],
    ['EP-3', 'EncounterEndFlipped'],
    ['EP-3', 'TurnEnded'],
  ])('malifaux-2e/%s %s is a Turn event', (_rule, type) => {
    expect(isTurnEvent({ type })).toBe(true);
  });

  it('malifaux-2e/DM-1 a Duel or Draw Phase event is not a Turn event', () => {
    for (const type of ['DuelResolved', 'DrawPhaseBegun', 'DamageResolved', '']) expect(isTurnEvent({ type })).toBe(false);
  });

  it('malifaux-2e/DM-1 healing folds into the model through the encounter: its wounds become the wounds after', () => {
    const g = atActivation([guard], [lilith]);
    g.events = [...g.events, { type: 'ModelDamaged', data: { modelId: 'guard', amount: 3, source: 'x', woundsAfter: 3 } }, { type: 'ModelHealed', data: { modelId: 'guard', amount: 1, woundsAfter: 4 } }];
    expect(g.model('guard').wounds).toBe(4);
  });
});
