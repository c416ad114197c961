// Test helpers: a state with a spell already cast by Mage A (cast c7, instance A-9) and the events of resolving it, for
// the specs that check spell resolution one effect at a time.
import { Emitter } from '../emitter';
import type { EncounterEvent } from '../events';
import { resolveSpell } from '../spell-resolution';
import type { GameState, SpellState, SpellTarget } from '../state';

export const casting = (s: GameState, cardId: string, target: SpellTarget, over: Partial<SpellState> = {}): GameState => ({
  ...s, spell: { castId: 'c7', seat: 'A', casterId: 'mage-A', instanceId: 'A-9', cardId, target, quickcast: false, boundTo: null, choices: {}, awaiting: null, ...over },
});
export const resolve = (s: GameState): EncounterEvent[] => {
  const em = new Emitter(s);
  resolveSpell(em);
  return em.events;
};
