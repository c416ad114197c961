// mage-wars MD-3 effective traits (rules/mage-wars.md §8.2, §8.4, §8.6, §10.5, §11.2, §12.2) (issue 15: the survivors of
// the 2026-11-28 Stryker run on traits.ts): a card the state does not know adds nothing and breaks nothing (MD-3), the
// Pet's marker gives what the Mage's card prints for that marker (MG-BM-2), Living / Nonliving defaults (ST-3, ST-14,
// ST-24), the Damage-type ±X sum (CB-40), and walls are never incapacitated nor restrained (CB-20).
import type { CardDefinition, Trait, TraitId } from './cards/card-definition';
import type { EncounterEvent } from './events';
import type { GameState } from './state';
import { ALL_CARDS, CARDS, addConditions, createCommand, enter, fullCommand, play, stateOf } from './testing/fixtures';
import { armorOf, channelingOf, isIncapacitated, isLiving, isRestrained, sumOf, traitsOf, typeModifier } from './traits';

const z0 = { row: 0, col: 0 };
const livingTree: CardDefinition = { ...CARDS.stranglevine, id: 'living-tree', name: 'Living Tree', traits: [{ id: 'Living' }] };
const wisp: CardDefinition = { ...CARDS.spirit, id: 'wisp', name: 'Wisp', traits: [{ id: 'Living' }, { id: 'Incorporeal' }] };
const created = play([createCommand({ cards: [...ALL_CARDS, livingTree, wisp] })]);
const stateWith = (...extra: EncounterEvent[]): GameState => stateOf([...created, ...extra]);
const placed = (objectId: string, cardId: string, kind: 'conjuration' | 'wall'): EncounterEvent => ({
  type: 'ObjectEntered', data: { objectId, cardId, instanceId: `${objectId}-card`, kind, owner: 'A', zone: kind === 'wall' ? null : z0, border: kind === 'wall' ? [z0, { row: 0, col: 1 }] : null, attachedTo: null },
});
const attachRevealed = (id: string, cardId: string, target: string): EncounterEvent[] => [
  { type: 'EnchantmentAttached', data: { enchantmentId: id, instanceId: `${id}-card`, cardId, seat: 'A', target: { kind: 'object', id: target } } },
  { type: 'EnchantmentRevealed', data: { enchantmentId: id, cardId, paid: 0 } },
];
const bearskin: EncounterEvent = { type: 'EquipmentAttached', data: { mageId: 'mage-A', instanceId: 'bs', cardId: CARDS.bearskin.id, slots: ['chest'], returned: [] } };
/** The same position with `cardId`'s definition unknown to the state (a card no longer, or never, registered). */
const forget = (s: GameState, cardId: string): GameState => ({ ...s, cards: Object.fromEntries(Object.entries(s.cards).filter(([id]) => id !== cardId)) });
const ids = (t: readonly Trait[]): TraitId[] => t.map((x) => x.id);

describe('mage-wars MD-3 a card the state does not know adds nothing', () => {
  it('mage-wars/MD-3 mage-wars/EQ-1 equipment of an unknown card grants its Mage nothing', () => {
    const bare = stateWith();
    const s = forget(stateWith(bearskin), CARDS.bearskin.id);
    expect(traitsOf(s, s.objects['mage-A']!)).toEqual(traitsOf(bare, bare.objects['mage-A']!));
    expect(armorOf(s, s.objects['mage-A']!)).toBe(armorOf(bare, bare.objects['mage-A']!));
  });

  it('mage-wars/MD-3 mage-wars/ST-27 a conjuration of an unknown card grants nobody anything; it keeps the conjuration defaults', () => {
    const s = stateWith(...enter('wolf', CARDS.timberWolf.id, 'A', z0, false), placed('ghost', 'unregistered-banner', 'conjuration'));
    expect(traitsOf(s, s.objects.wolf!)).toEqual([{ id: 'Living' }]);
    expect(ids(traitsOf(s, s.objects.ghost!))).toEqual(['Nonliving', 'PsychicImmunity', 'Unmovable', 'PoisonImmunity', 'FiniteLife']);
  });

  it('mage-wars/MD-3 mage-wars/EN-17 a revealed enchantment of an unknown card neither grants nor removes anything', () => {
    const s = forget(stateWith(...enter('wolf', CARDS.timberWolf.id, 'A', z0, false), ...attachRevealed('e1', CARDS.rhinoHide.id, 'wolf')), CARDS.rhinoHide.id);
    expect(traitsOf(s, s.objects.wolf!)).toEqual([{ id: 'Living' }]);
    expect(armorOf(s, s.objects.wolf!)).toBe(1);
  });

  it('mage-wars/RD-5 mage-wars/MD-3 an object of an unknown card has no Channeling value: it channels 0', () => {
    const s = stateWith(placed('lair', CARDS.lair.id, 'conjuration'));
    expect(channelingOf(s, s.objects.lair!)).toBe(2);
    const unknown = forget(s, CARDS.lair.id);
    expect(channelingOf(unknown, unknown.objects.lair!)).toBe(0);
  });
});

describe('mage-wars §12.2 the Pet’s marker (MG-BM-2)', () => {
  const full = play([fullCommand([{ name: 'Ana', mageClass: 'Beastmaster', spellbook: ['timber-wolf'] }, { name: 'Ben', mageClass: 'Warlock', spellbook: ['fireball'] }], ALL_CARDS)]);
  const marked = (marker: string): GameState =>
    stateOf([...full, ...enter('wolf', CARDS.timberWolf.id, 'A', z0, false), { type: 'BondFormed', data: { mageId: 'mage-A', objectId: 'wolf', marker, pay: 'mana', amount: 3 } }]);
  const pet = (s: GameState): [number, number] => [sumOf(traitsOf(s, s.objects.wolf!), 'Melee'), armorOf(s, s.objects.wolf!)];

  it('mage-wars/MG-BM-2 the Pet marker gives Melee +2 (in its Mage’s zone) and Armor +1; a marker the Mage’s card does not print gives nothing', () => {
    expect(pet(marked('Pet'))).toEqual([2, 2]);
    expect(pet(marked('Bloodreaper'))).toEqual([0, 1]);
  });

  it('mage-wars/MG-BM-2 mage-wars/MD-3 a marker placed by a Mage whose card the state does not know gives nothing', () => {
    const s = marked('Pet');
    const unknown = forget(s, s.objects['mage-A']!.cardId);
    expect(traitsOf(unknown, unknown.objects.wolf!)).toEqual([{ id: 'Living' }]);
    expect(pet(unknown)).toEqual([0, 1]);
  });
});

describe('mage-wars §8.2 / §8.4 / §8.6 Living and Nonliving (ST-3, ST-14, ST-24)', () => {
  const s = stateWith(...enter('spirit', CARDS.spirit.id, 'B', z0, false), ...enter('wisp', wisp.id, 'B', z0, false), placed('tree', livingTree.id, 'conjuration'));

  it.each<[string, TraitId[]]>([
    ['spirit', ['Incorporeal', 'Uncontainable', 'Nonliving', 'Burnproof', 'PoisonImmunity', 'FiniteLife']],
    ['tree', ['Living', 'PsychicImmunity', 'Unmovable']],
  ])('mage-wars/ST-3 mage-wars/ST-14 mage-wars/ST-24 %s: a Nonliving creature gets no default Living; a Living conjuration no second one', (id, expected) => {
    expect(ids(traitsOf(s, s.objects[id]!))).toEqual(expected);
  });

  it('mage-wars/ST-14 an Incorporeal object is always Nonliving, even when its card also says Living: it is not Living', () => {
    const t = traitsOf(s, s.objects.wisp!);
    expect([t.some((x) => x.id === 'Living'), t.some((x) => x.id === 'Nonliving')]).toEqual([true, true]);
    expect(isLiving(s, s.objects.wisp!)).toBe(false);
    expect(isLiving(s, s.objects.tree!)).toBe(true);
  });
});

describe('mage-wars trait arithmetic and conjuration states', () => {
  it('mage-wars/CB-40 only Damage-type ±X modifiers of that type sum; another trait naming the type (an Immunity carrying a number) adds nothing', () => {
    const traits: Trait[] = [
      { id: 'TypeModifier', damageType: 'flame', value: 2 },
      { id: 'Immunity', damageType: 'flame', value: 3 },
      { id: 'Armor', damageType: 'flame', value: 4 },
    ];
    expect(typeModifier(traits, 'flame')).toBe(2);
  });

  it.each<[Parameters<typeof addConditions>[1], (s: GameState, id: string) => boolean]>([
    ['Stun', (s, id) => isIncapacitated(s.objects[id]!)],
    ['Sleep', (s, id) => isIncapacitated(s.objects[id]!)],
    ['Cripple', (s, id) => isRestrained(s, s.objects[id]!)],
  ])('mage-wars/CB-20 a wall with %s is neither incapacitated nor restrained (a creature would be)', (condition, state) => {
    const s = stateWith(placed('w', CARDS.wallOfThorns.id, 'wall'), ...enter('wolf', CARDS.timberWolf.id, 'A', z0, false), addConditions('w', condition, 1), addConditions('wolf', condition, 1));
    expect(s.objects.w!.conditions.map((m) => m.condition)).toEqual([condition]);
    expect([state(s, 'w'), state(s, 'wolf')]).toEqual([false, true]);
  });
});
