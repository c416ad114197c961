// mage-wars MD-3 trait arithmetic and states (rules/mage-wars.md): CB-40 signed sums, CB-44 / CB-14 highest-only,
// CB-41 immunities, §11.2 incapacitated and restrained, ST-11 Flying, RD-5 Channeling floor, SP-1 levels (issue 15: tests
// that make the mutants of traits.ts fail).
import type { Trait } from './cards/card-definition';
import { CARDS, addConditions, createCommand, enter, play, stateOf } from './testing/fixtures';
import { armorOf, channelingOf, count, highestOf, immuneTo, isCreature, isFlying, isIncapacitated, isLiving, isRestrained, levelOf, sumOf, typeModifier, zoneOf } from './traits';

const z0 = { row: 0, col: 0 };
const base = play([createCommand()]);

describe('mage-wars trait arithmetic', () => {
  const traits: Trait[] = [
    { id: 'Armor', value: 2 },
    { id: 'Armor' },
    { id: 'Armor', value: -3 },
    { id: 'Aegis', value: -1 },
    { id: 'TypeModifier', damageType: 'flame', value: 2 },
    { id: 'TypeModifier', damageType: 'lightning', value: 5 },
    { id: 'TypeModifier', damageType: 'flame' },
  ];
  it('mage-wars/CB-40 signed values sum (a trait without a value counts 0); other traits are left out', () => {
    expect(sumOf(traits, 'Armor')).toBe(-1);
    expect(sumOf(traits, 'Life')).toBe(0);
    expect(typeModifier(traits, 'flame')).toBe(2);
    expect(typeModifier(traits, 'hydro')).toBe(0);
  });
  it('mage-wars/CB-44 mage-wars/CB-14 the highest counts, never below 0', () => {
    expect(highestOf(traits, 'Armor')).toBe(2);
    expect(highestOf(traits, 'Aegis')).toBe(0);
    expect(highestOf([], 'Aegis')).toBe(0);
  });
  it.each<[Trait[], string, boolean]>([
    [[{ id: 'PoisonImmunity' }], 'poison', true],
    [[{ id: 'PoisonImmunity' }], 'psychic', false],
    [[{ id: 'PsychicImmunity' }], 'psychic', true],
    [[{ id: 'PsychicImmunity' }], 'poison', false],
    [[{ id: 'Immunity', damageType: 'flame' }], 'flame', true],
    [[{ id: 'Immunity', damageType: 'flame' }], 'frost', false],
    [[{ id: 'TypeModifier', damageType: 'flame', value: -9 }], 'flame', false],
  ])('mage-wars/CB-41 %j immune to %s: %s', (t, type, immune) => expect(immuneTo(t, type as 'flame')).toBe(immune));
});

describe('mage-wars object states', () => {
  const s = stateOf([
    ...base,
    ...enter('wolf', CARDS.timberWolf.id, 'A', z0, false),
    ...enter('falcon', CARDS.falcon.id, 'A', z0, false),
    ...enter('spirit', CARDS.spirit.id, 'B', z0, false),
    { type: 'ObjectEntered', data: { objectId: 'vine', cardId: 'stranglevine', instanceId: 'vine-i', kind: 'conjuration', owner: 'A', zone: z0, border: null, attachedTo: null } },
    { type: 'ObjectEntered', data: { objectId: 'lair', cardId: 'lair', instanceId: 'lair-i', kind: 'conjuration', owner: 'A', zone: z0, border: null, attachedTo: null } },
  ]);
  const withConditions = (id: string, ...cs: [Parameters<typeof addConditions>[1], number][]) => {
    const t = stateOf([...base, ...enter(id === 'falcon' ? 'falcon' : 'wolf', id === 'falcon' ? CARDS.falcon.id : CARDS.timberWolf.id, 'A', z0, false), ...enter('spirit', CARDS.spirit.id, 'B', z0, false), { type: 'ObjectEntered', data: { objectId: 'vine', cardId: 'stranglevine', instanceId: 'vine-i', kind: 'conjuration', owner: 'A', zone: z0, border: null, attachedTo: null } }, ...cs.map(([c, n]) => addConditions(id, c, n))]);
    return { t, o: t.objects[id] };
  };

  it('mage-wars/ST-3 mage-wars/ST-24 living: creatures yes, conjurations and Incorporeal no', () => {
    expect([isLiving(s, s.objects.wolf), isLiving(s, s.objects.vine), isLiving(s, s.objects.spirit)]).toEqual([true, false, false]);
    expect([isCreature(s.objects.wolf), isCreature(s.objects['mage-A']), isCreature(s.objects.vine)]).toEqual([true, true, false]);
  });

  it('mage-wars/CB-36 count: the markers of one condition only', () => {
    const { o } = withConditions('wolf', ['Daze', 2], ['Burn', 1]);
    expect([count(o, 'Daze'), count(o, 'Burn'), count(o, 'Stun')]).toEqual([2, 1, 0]);
  });

  it.each<[string, Parameters<typeof addConditions>[1] | null, boolean]>([
    ['wolf', 'Stun', true],
    ['wolf', 'Sleep', true],
    ['wolf', 'Daze', false],
    ['wolf', null, false],
    ['vine', 'Stun', false],
  ])('mage-wars/ST-11 §11.2 %s with %s: incapacitated %s', (id, condition, incapacitated) => {
    const { o } = withConditions(id, ...(condition ? [[condition, 1] as [typeof condition, number]] : []));
    expect(isIncapacitated(o)).toBe(incapacitated);
  });

  it('mage-wars/ST-11 §11.2 Cripple restrains a creature, not an Uncontainable one nor a conjuration; Flying is lost then', () => {
    const wolf = withConditions('wolf', ['Cripple', 1]);
    expect(isRestrained(wolf.t, wolf.o)).toBe(true);
    const spirit = withConditions('spirit', ['Cripple', 1]);
    expect(isRestrained(spirit.t, spirit.o)).toBe(false);
    const vine = withConditions('vine', ['Cripple', 1]);
    expect(isRestrained(vine.t, vine.o)).toBe(false);
    expect(isRestrained(s, s.objects.wolf)).toBe(false);
    expect(isFlying(s, s.objects.falcon)).toBe(true);
    expect(isFlying(s, s.objects.wolf)).toBe(false);
    const crippled = withConditions('falcon', ['Cripple', 1]);
    expect(isFlying(crippled.t, crippled.o)).toBe(false);
    const stunned = withConditions('falcon', ['Stun', 1]);
    expect(isFlying(stunned.t, stunned.o)).toBe(false);
    expect(isFlying(s, { ...s.objects.falcon, guard: true })).toBe(false);
  });

  it('mage-wars/SP-1 mage-wars/RD-5 levels and Channeling: a Mage is level 6; no Channeling value means 0', () => {
    expect(levelOf(s, s.objects['mage-A'])).toBe(6);
    expect(levelOf(s, s.objects.wolf)).toBe(2);
    expect(levelOf(s, { ...s.objects.wolf, cardId: 'nope' })).toBe(0);
    expect(channelingOf(s, s.objects.wolf)).toBe(0);
    expect(channelingOf(s, s.objects.lair)).toBe(2);
    expect(armorOf(s, s.objects.wolf)).toBe(1);
    expect(armorOf(s, { ...s.objects.wolf, cardId: 'nope' })).toBe(0);
  });

  it('mage-wars/MD-3 an attached object stands in its host’s zone; an unattached one without a zone in none', () => {
    expect(zoneOf(s, s.objects.wolf)).toEqual(z0);
    expect(zoneOf(s, { ...s.objects.vine, zone: null, attachedTo: 'wolf' })).toEqual(z0);
    expect(zoneOf(s, { ...s.objects.vine, zone: null, attachedTo: null })).toBeNull();
    expect(zoneOf(s, { ...s.objects.vine, zone: null, attachedTo: 'ghost' })).toBeNull();
  });
});
