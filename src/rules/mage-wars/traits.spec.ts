// mage-wars MD-3 effective traits (rules/mage-wars.md §8.2-§8.6, §5.3, §10.5): defaults the rules give (ST-3..ST-5,
// ST-13, ST-14, ST-17, ST-24), granted traits (ST-27, CB-48, RD-5) and Flying's losses (ST-11).
import type { EncounterEvent } from './events';
import { hasTrait } from './cards/card-definition';
import { CARDS, addConditions, createCommand, enter, play, stateOf } from './testing/fixtures';
import { armorOf, channelingOf, isFlying, lifeOf, traitsOf } from './traits';

const z0 = { row: 0, col: 0 };
const base = play([createCommand({ cards: [...Object.values(CARDS), { ...CARDS.stranglevine, id: 'tooth-and-nail', name: 'Tooth and Nail', targets: ['zone'], grantsTo: 'Animal', grants: [{ id: 'Piercing', value: 1 }] }, { ...CARDS.stranglevine, id: 'living-tree', traits: [{ id: 'Living' }], targets: ['zone'] }, { ...CARDS.rhinoHide, id: 'bull-endurance', grants: [{ id: 'Life', value: 3 }] }, { ...CARDS.harmonize, id: 'drain', grants: [{ id: 'Channeling', value: -20 }] }] })]);
const conj = (objectId: string, cardId: string): EncounterEvent => ({ type: 'ObjectEntered', data: { objectId, cardId, instanceId: `${objectId}-i`, kind: 'conjuration', owner: 'A', zone: z0, border: null, attachedTo: null } });
const ench = (id: string, cardId: string, target: string): EncounterEvent[] => [
  { type: 'EnchantmentAttached', data: { enchantmentId: id, instanceId: `${id}-i`, cardId, seat: 'A', target: { kind: 'object', id: target } } },
  { type: 'EnchantmentRevealed', data: { enchantmentId: id, cardId, paid: 0 } },
];

describe('mage-wars §8 default traits', () => {
  const s = stateOf([...base, ...enter('wolf', CARDS.timberWolf.id, 'A', z0, false), ...enter('spirit', CARDS.spirit.id, 'B', z0, false), conj('vine', 'stranglevine'), conj('tree', 'living-tree')]);

  it('mage-wars/ST-3 mage-wars/ST-4 creatures are Living by default; conjurations are not', () => {
    expect(hasTrait(traitsOf(s, s.objects.wolf), 'Living')).toBe(true);
    expect(hasTrait(traitsOf(s, s.objects.vine), 'Living')).toBe(false);
  });

  it('mage-wars/ST-5 mage-wars/ST-24 conjurations: Nonliving (so Poison Immunity and Finite Life), Psychic Immunity, Unmovable; Living overrides', () => {
    const t = traitsOf(s, s.objects.vine);
    for (const id of ['Nonliving', 'PoisonImmunity', 'FiniteLife', 'PsychicImmunity', 'Unmovable'] as const) expect(hasTrait(t, id)).toBe(true);
    const tree = traitsOf(s, s.objects.tree);
    expect(hasTrait(tree, 'Nonliving')).toBe(false);
    expect(hasTrait(tree, 'Unmovable')).toBe(true);
  });

  it('mage-wars/ST-13 mage-wars/ST-14 mage-wars/ST-17 Incorporeal brings Uncontainable, Nonliving, Burnproof and never has armor', () => {
    expect(hasTrait(traitsOf(s, s.objects.wolf), 'Incorporeal')).toBe(false);
    const t = traitsOf(s, s.objects.spirit);
    for (const id of ['Uncontainable', 'Nonliving', 'Burnproof'] as const) expect(hasTrait(t, id)).toBe(true);
    const armored = stateOf([...base, ...enter('spirit', CARDS.spirit.id, 'B', z0, false), ...ench('e1', 'rhino-hide', 'spirit')]);
    expect(armorOf(armored, armored.objects.spirit)).toBe(0);
  });

  it('mage-wars/ST-27 a global conjuration gives its trait to every Animal in the arena, friend or foe', () => {
    const t = stateOf([...base, ...enter('wolf', CARDS.timberWolf.id, 'B', { row: 2, col: 1 }, false), ...enter('imp', CARDS.imp.id, 'B', z0, false), conj('tn', 'tooth-and-nail')]);
    expect(traitsOf(t, t.objects.wolf)).toContainEqual({ id: 'Piercing', value: 1 });
    expect(traitsOf(t, t.objects.imp)).not.toContainEqual({ id: 'Piercing', value: 1 });
  });

  it('mage-wars/CB-48 Life +3 raises the damage threshold, it heals nothing', () => {
    const t = stateOf([...base, ...enter('wolf', CARDS.timberWolf.id, 'A', z0, false), ...ench('e1', 'bull-endurance', 'wolf')]);
    expect(lifeOf(t, t.objects.wolf)).toBe(13);
    expect(t.objects.wolf.damage).toBe(0);
  });

  it('mage-wars/RD-5 Channeling ± X changes an existing value only, never below 0', () => {
    const t = stateOf([...base, ...ench('e1', 'harmonize', 'mage-A'), ...enter('wolf', CARDS.timberWolf.id, 'A', z0, false), ...ench('e2', 'harmonize', 'wolf'), ...ench('e3', 'drain', 'mage-B')]);
    expect(channelingOf(t, t.objects['mage-A'])).toBe(11);
    expect(channelingOf(t, t.objects.wolf)).toBe(0);
    expect(channelingOf(t, t.objects['mage-B'])).toBe(0);
  });

  it('mage-wars/ST-11 a Flying creature loses Flying while guarding or restrained', () => {
    const t = stateOf([...base, ...enter('bird', CARDS.falcon.id, 'A', z0, false)]);
    expect(isFlying(t, t.objects.bird)).toBe(true);
    const guarding = stateOf([...base, ...enter('bird', CARDS.falcon.id, 'A', z0, false), { type: 'GuardPlaced', data: { objectId: 'bird' } }]);
    expect(isFlying(guarding, guarding.objects.bird)).toBe(false);
    const crippled = stateOf([...base, ...enter('bird', CARDS.falcon.id, 'A', z0, false), addConditions('bird', 'Cripple', 1)]);
    expect(isFlying(crippled, crippled.objects.bird)).toBe(false);
  });

  it('mage-wars/CP-2 mana has no upper limit', () => {
    const t = stateOf([...base, { type: 'ManaChanneled', data: { gains: [{ objectId: 'mage-A', seat: 'A', amount: 100 }] } }]);
    expect(t.seats.A!.mana).toBe(120);
  });
});

describe('mage-wars EN-17 conflicting enchantments', () => {
  it('mage-wars/EN-17 one enchantment grants Flying, another removes it: the last revealed wins', () => {
    const cards = [{ ...CARDS.rhinoHide, id: 'eagle-wings', grants: [{ id: 'Flying' as const }] }, { ...CARDS.rhinoHide, id: 'clip-wings', grants: [], removes: ['Flying' as const] }];
    const created = play([createCommand({ cards: [...Object.values(CARDS), ...cards] })]);
    const attach = (id: string, cardId: string): EncounterEvent => ({ type: 'EnchantmentAttached', data: { enchantmentId: id, instanceId: `${id}-i`, cardId, seat: 'A', target: { kind: 'object', id: 'wolf' } } });
    const reveal = (id: string, cardId: string): EncounterEvent => ({ type: 'EnchantmentRevealed', data: { enchantmentId: id, cardId, paid: 0 } });
    const base2 = [...created, ...enter('wolf', CARDS.timberWolf.id, 'A', z0, false), attach('w', 'eagle-wings'), attach('c', 'clip-wings')];
    const clippedLast = stateOf([...base2, reveal('w', 'eagle-wings'), reveal('c', 'clip-wings')]);
    expect(isFlying(clippedLast, clippedLast.objects.wolf)).toBe(false);
    const wingsLast = stateOf([...base2, reveal('c', 'clip-wings'), reveal('w', 'eagle-wings')]);
    expect(isFlying(wingsLast, wingsLast.objects.wolf)).toBe(true);
  });
});
