// mage-wars MD-3 effective traits (rules/mage-wars.md §8, §9.7, §12.2, §15): what equipment grants (EQ-*), rage tokens
// (Rage +X: Melee +1 each), the Pet's marker and its bonus near the Mage (MG-BM-2), the defaults of walls (ST-24) and the
// floors of armor and Life changes (ST-17, MG-WL-2) (issue 15: the mutants of traits.ts).
import type { CardDefinition } from './cards/card-definition';
import type { EncounterEvent } from './events';
import type { GameState } from './state';
import { ALL_CARDS, CARDS, createCommand, enter, fullCommand, play, stateOf } from './testing/fixtures';
import { armorOf, isLiving, lifeOf, sumOf, traitsOf } from './traits';

const z0 = { row: 0, col: 0 };
const brittle: CardDefinition = { ...CARDS.rhinoHide, id: 'brittle', name: 'Brittle', grants: [{ id: 'Armor', value: -5 }] };
const banner: CardDefinition = { ...CARDS.stranglevine, id: 'banner', name: 'Banner', targets: ['zone'], grantsTo: 'Animal', grants: [{ id: 'Melee', value: 1 }] };
const created = play([createCommand({ cards: [...Object.values(CARDS), brittle, banner] })]);
const attachRevealed = (id: string, cardId: string, target: string): EncounterEvent[] => [
  { type: 'EnchantmentAttached', data: { enchantmentId: id, instanceId: `${id}-card`, cardId, seat: 'A', target: { kind: 'object', id: target } } },
  { type: 'EnchantmentRevealed', data: { enchantmentId: id, cardId, paid: 0 } },
];
const placed = (objectId: string, cardId: string, kind: 'conjuration' | 'wall'): EncounterEvent => ({
  type: 'ObjectEntered', data: { objectId, cardId, instanceId: `${objectId}-card`, kind, owner: 'A', zone: kind === 'wall' ? null : z0, border: kind === 'wall' ? [z0, { row: 0, col: 1 }] : null, attachedTo: null },
});
const stateWith = (...extra: EncounterEvent[]): GameState => stateOf([...created, ...extra]);

describe('mage-wars MD-3 granted traits', () => {
  it('mage-wars/EQ-1 equipment grants its traits to its Mage: Bearskin Armor +1', () => {
    const s = stateWith({ type: 'EquipmentAttached', data: { mageId: 'mage-A', instanceId: 'bs', cardId: CARDS.bearskin.id, slots: ['chest'], returned: [] } });
    expect(armorOf(s, s.objects['mage-A']!)).toBe(1);
    expect(armorOf(s, s.objects['mage-B']!)).toBe(0);
  });

  it('mage-wars/ST-17 armor never goes below 0 (Armor −5 on a wolf of Armor 1)', () => {
    const s = stateWith(...enter('wolf', CARDS.timberWolf.id, 'A', z0, false), ...attachRevealed('b', brittle.id, 'wolf'));
    expect(sumOf(traitsOf(s, s.objects.wolf!), 'Armor')).toBe(-5);
    expect(armorOf(s, s.objects.wolf!)).toBe(0);
  });

  it('mage-wars/ST-27 a global conjuration grants to its subtype; the same card on a wall or as a creature grants nothing', () => {
    const s = stateWith(...enter('wolf', CARDS.timberWolf.id, 'B', z0, false), placed('ban', banner.id, 'conjuration'));
    expect(sumOf(traitsOf(s, s.objects.wolf!), 'Melee')).toBe(1);
    const onWall = stateWith(...enter('wolf', CARDS.timberWolf.id, 'B', z0, false), placed('ban', banner.id, 'wall'));
    expect(sumOf(traitsOf(onWall, onWall.objects.wolf!), 'Melee')).toBe(0);
    const gone = stateWith(...enter('wolf', CARDS.timberWolf.id, 'B', z0, false), placed('ban', banner.id, 'conjuration'), { type: 'ObjectDestroyed', data: { objectId: 'ban', reason: 'test' } });
    expect(sumOf(traitsOf(gone, gone.objects.wolf!), 'Melee')).toBe(0);
  });

  it('§15 Rage +X: each rage token is Melee +1; none without tokens', () => {
    const s = stateWith(...enter('wolf', CARDS.timberWolf.id, 'A', z0, false), { type: 'RageGained', data: { objectId: 'wolf', rage: 2 } });
    expect(traitsOf(s, s.objects.wolf!)).toContainEqual({ id: 'Melee', value: 2 });
    const calm = stateWith(...enter('wolf', CARDS.timberWolf.id, 'A', z0, false), { type: 'RageGained', data: { objectId: 'wolf', rage: 0 } });
    expect(traitsOf(calm, calm.objects.wolf!).some((t) => t.id === 'Melee')).toBe(false);
  });

  it('mage-wars/ST-24 a wall is Nonliving, Psychic-Immune and Unmovable, with Poison Immunity and Finite Life; a creature is Living once', () => {
    const s = stateWith(placed('w', CARDS.wallOfThorns.id, 'wall'), ...enter('wolf', CARDS.timberWolf.id, 'A', z0, false));
    const ids = traitsOf(s, s.objects.w!).map((t) => t.id);
    expect(ids).toEqual(['PassageBlocked', 'BlocksLoS', 'Nonliving', 'PsychicImmunity', 'Unmovable', 'PoisonImmunity', 'FiniteLife']);
    expect(traitsOf(s, s.objects.wolf!).map((t) => t.id)).toEqual(['Living']);
    expect(isLiving(s, s.objects.w!)).toBe(false);
  });

  it('mage-wars/MG-WL-2 a permanent Life change counts on top of the card (the Bloodreaper’s price, the Divine Reward)', () => {
    const s = stateWith({ type: 'MageRewarded', data: { mageId: 'mage-A', life: 1, round: 1, cardId: 'x' } });
    expect(lifeOf(s, s.objects['mage-A']!)).toBe(25);
    expect(lifeOf(s, { ...s.objects['mage-A']!, cardId: 'nope', lifeChange: undefined })).toBe(0);
  });
});

describe('mage-wars §12.2 the Pet (MG-BM-2)', () => {
  const full = play([fullCommand([{ name: 'Ana', mageClass: 'Beastmaster', spellbook: ['timber-wolf'] }, { name: 'Ben', mageClass: 'Warlock', spellbook: ['fireball'] }], ALL_CARDS)]);
  const pet = (zone: { row: number; col: number }, ...extra: EncounterEvent[]): GameState =>
    stateOf([...full, ...enter('wolf', CARDS.timberWolf.id, 'A', zone, false), { type: 'BondFormed', data: { mageId: 'mage-A', objectId: 'wolf', marker: 'Pet', pay: 'mana', amount: 3 } }, ...extra]);
  const melee = (s: GameState): number => sumOf(traitsOf(s, s.objects.wolf!), 'Melee');

  it('mage-wars/MG-BM-2 the Pet has Melee +1, Armor +1 and Life +3; one more Melee in its Mage’s zone', () => {
    const away = pet({ row: 1, col: 1 });
    expect([melee(away), armorOf(away, away.objects.wolf!), lifeOf(away, away.objects.wolf!)]).toEqual([1, 2, 13]);
    expect(melee(pet(z0))).toBe(2);
    expect(melee(pet({ row: 0, col: 1 }))).toBe(1);
    expect(melee(pet({ row: 1, col: 0 }))).toBe(1);
  });

  it('mage-wars/MG-BM-2 a destroyed Beastmaster’s marker gives nothing', () => {
    const s = pet(z0, { type: 'ObjectDestroyed', data: { objectId: 'mage-A', reason: 'test' } });
    expect([melee(s), armorOf(s, s.objects.wolf!)]).toEqual([0, 1]);
  });
});
