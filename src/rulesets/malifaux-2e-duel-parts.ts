// The small shapes of a Malifaux 2E duel or flip that its events and its state (src/encounters/models/malifaux-2e-shapes.model.ts)
// and Malifaux 1E's shapes share, in a file of their own so that the events can reuse the state's models without an import cycle.
import { list, model, nullable, optional } from '../common/contract/event-model';

export const DuelTotal = model('DuelTotal', 'A duel total: value and the suits in it (§4.3)', { value: 'int', suits: list('Suit') });
export const RoleTotal = model('RoleTotal', 'The final total of one side of a duel', { role: 'DuelRole', total: () => DuelTotal });
export const FateModifiersData = model('FateModifiers', 'Fate Modifiers on a flip: + and − (FM-1)', { bonus: 'int', penalty: 'int' });
export const TriggerData = model('TriggerDef', 'A Trigger: its name, the suits it needs and when it takes effect (§4.4)', {
  name: 'string',
  suits: list('Suit'),
  timing: 'TriggerTiming',
  stat: optional('string'),
});
export const FlipperData = model('Flipper', 'Who flips a damage or healing flip', { modelId: nullable('string'), seat: 'Seat' });
