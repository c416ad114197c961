// mage-wars §12.5 the Voltaric Shield (rules/mage-wars.md; seed 1790-1812, TV-36..TV-38): which strikes spend an active
// ward (the first dealing ≥1 damage after armor, even a single point) and that only a ward printed on the Mage's card
// absorbs anything (issue 15: the survivors of mage-abilities.ts).
import { Emitter } from './emitter';
import type { EncounterEvent } from './events';
import { absorbByWard } from './mage-abilities';
import type { GameState } from './state';
import { ALL_CARDS, fullCommand, play, stateOf } from './testing/fixtures';

// A: Beastmaster (no ward); B: Wizard (Voltaric Shield: 2 mana, absorbs 3).
const created = play([fullCommand([{ name: 'Ana', mageClass: 'Beastmaster', spellbook: ['timber-wolf'] }, { name: 'Ben', mageClass: 'Wizard', element: 'Air', spellbook: ['fireball'] }], ALL_CARDS)]);
const activated = (objectId: string): EncounterEvent => ({ type: 'WardActivated', data: { objectId, marker: 'Voltaric Shield', cost: 2 } });
const absorb = (s: GameState, objectId: string, dealt: number): { left: number; events: EncounterEvent[] } => {
  const em = new Emitter(s);
  const left = absorbByWard(em, s.objects[objectId], dealt, 'strike-1');
  return { left, events: em.events };
};

describe('mage-wars §12.5 the Voltaric Shield absorbs a strike (MG-WZ-1, TV-36, TV-37)', () => {
  const shielded = stateOf([...created, activated('mage-B')]);

  it.each<[number, number, EncounterEvent[]]>([
    [0, 0, []],
    [1, 0, [{ type: 'WardSpent', data: { objectId: 'mage-B', marker: 'Voltaric Shield', absorbed: 1, source: 'strike-1' } }]],
    [2, 0, [{ type: 'WardSpent', data: { objectId: 'mage-B', marker: 'Voltaric Shield', absorbed: 2, source: 'strike-1' } }]],
    [5, 2, [{ type: 'WardSpent', data: { objectId: 'mage-B', marker: 'Voltaric Shield', absorbed: 3, source: 'strike-1' } }]],
  ])('mage-wars/MG-WZ-1 a strike dealing %i after armor leaves %i and spends the shield only when it deals ≥1', (dealt, left, events) => {
    expect(absorb(shielded, 'mage-B', dealt)).toEqual({ left, events });
  });

  it('mage-wars/MG-WZ-1 an active marker on a Mage whose card prints no ward absorbs nothing and is not spent', () => {
    const marked = stateOf([...created, activated('mage-A')]);
    expect(marked.objects['mage-A'].wardActive).toBe(true);
    expect(absorb(marked, 'mage-A', 4)).toEqual({ left: 4, events: [] });
  });
});
