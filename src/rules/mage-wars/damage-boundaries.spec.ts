// mage-wars §8.1 ST-2, §10.5, §11.1 Sleep, §11.3 Push/Slam, §6.3 Teleport (rules/mage-wars.md): the exact bounds of
// destruction (damage ≥ Life), healing (never more than the damage, never a Nonliving or Finite Life object), the Sleep →
// Daze swap on damage, the guard lost to incapacitation, pushes against the edge and walls, and what a teleport takes away
// (issue 15: tests that make the mutants of damage.ts fail). Each rule is called on an Emitter over a crafted position.
import type { Zone } from './arena';
import type { CardDefinition } from './cards/card-definition';
import { strikeDamage } from './combat-math';
import { dealDamage, destroyIfDead, destroyObject, heal, placeConditions, push, pushDirection, slam, teleport, wallBetween } from './damage';
import { Emitter } from './emitter';
import type { EncounterEvent } from './events';
import type { GameState } from './state';
import { CARDS, addConditions, createCommand, enter, marker, play, stateOf } from './testing/fixtures';

const z = (row: number, col: number): Zone => ({ row, col });
const wall = (id: string, cardId: string, a: Zone, b: Zone): EncounterEvent => ({
  type: 'ObjectEntered', data: { objectId: id, cardId, instanceId: `${id}-card`, kind: 'wall', owner: 'A', zone: null, border: [a, b], attachedTo: null },
});
const attachedVine = (id: string, host: string): EncounterEvent => ({
  type: 'ObjectEntered', data: { objectId: id, cardId: CARDS.stranglevine.id, instanceId: `${id}-card`, kind: 'conjuration', owner: 'B', zone: null, border: null, attachedTo: host },
});
const enchant = (id: string, cardId: string, target: string, revealed = true): EncounterEvent[] => [
  { type: 'EnchantmentAttached', data: { enchantmentId: id, instanceId: `${id}-card`, cardId, seat: 'B', target: { kind: 'object', id: target } } },
  ...(revealed ? [{ type: 'EnchantmentRevealed', data: { enchantmentId: id, cardId, paid: 0 } } as EncounterEvent] : []),
];
const damaged = (objectId: string, amount: number): EncounterEvent => ({ type: 'DamageDealt', data: { objectId, amount, direct: true, source: 'test' } });

const golem: CardDefinition = { ...CARDS.timberWolf, id: 'stone-golem', name: 'Stone Golem', traits: [{ id: 'Nonliving' }] };
const undying: CardDefinition = { ...CARDS.timberWolf, id: 'undying-wolf', name: 'Undying Wolf', traits: [{ id: 'FiniteLife' }] };
const rooted: CardDefinition = { ...CARDS.timberWolf, id: 'rooted-wolf', name: 'Rooted Wolf', traits: [{ id: 'Unmovable' }] };
const hedge: CardDefinition = { ...CARDS.wallOfThorns, id: 'hedge', name: 'Hedge', traits: [] };
const created = play([createCommand({ cards: [...Object.values(CARDS), golem, undying, rooted, hedge] })]);

/** An Emitter over the created game (Mage A at 0,0, Mage B at 2,1 on the 3 × 2 apprentice arena) and `extra` facts. */
const emitterOf = (...extra: EncounterEvent[]): Emitter => new Emitter(stateOf([...created, ...extra]));
const types = (em: Emitter): string[] => em.events.map((e) => e.type);
const dataOf = (em: Emitter, type: EncounterEvent['type']): unknown[] => em.events.filter((e) => e.type === type).map((e) => e.data);
const rolls = (em: Emitter): Extract<EncounterEvent, { type: 'DiceRolled' }>['data'][] => em.events.flatMap((e) => (e.type === 'DiceRolled' ? [e.data] : []));
const dealtIn = (em: Emitter): number => em.events.reduce((a, e) => a + (e.type === 'DamageDealt' ? e.data.amount : 0), 0);
const obj = (s: GameState, id: string) => s.objects[id]!;

describe('mage-wars §8.1 destruction (ST-2, VC-1, EN-3, ST-26)', () => {
  it.each<[number, boolean]>([
    [9, false],
    [10, true],
    [11, true],
  ])('mage-wars/ST-2 a Life-10 wolf with %d damage is destroyed: %s', (amount, destroyed) => {
    const em = emitterOf(...enter('wolf', CARDS.timberWolf.id, 'B', z(1, 0)), damaged('wolf', amount));
    destroyIfDead(em, 'wolf', 'test');
    expect(dataOf(em, 'ObjectDestroyed')).toEqual(destroyed ? [{ objectId: 'wolf', reason: 'test' }] : []);
  });

  it('mage-wars/ST-2 an unknown or already destroyed object is never destroyed again', () => {
    const em = emitterOf(...enter('wolf', CARDS.timberWolf.id, 'B', z(1, 0)), damaged('wolf', 10), { type: 'ObjectDestroyed', data: { objectId: 'wolf', reason: 'before' } });
    destroyIfDead(em, 'wolf', 'again');
    destroyIfDead(em, 'ghost', 'nothing');
    destroyObject(em, 'wolf', 'again');
    destroyObject(em, 'ghost', 'nothing');
    expect(em.events).toEqual([]);
    // A Mage stays in play destroyed (a creature leaves it): neither its destruction nor damage to it comes again.
    const mage = emitterOf(damaged('mage-B', 30), { type: 'ObjectDestroyed', data: { objectId: 'mage-B', reason: 'before' } });
    destroyIfDead(mage, 'mage-B', 'again');
    destroyObject(mage, 'mage-B', 'again');
    dealDamage(mage, 'mage-B', 3, false, 'x');
    expect(mage.events).toEqual([]);
  });

  it('mage-wars/EN-3 mage-wars/ST-26 its enchantments (hidden ones too) and attached conjurations go with it, then the object itself', () => {
    const em = emitterOf(...enter('wolf', CARDS.timberWolf.id, 'B', z(1, 0)), ...enter('bat', CARDS.vampire.id, 'B', z(1, 0)), ...enchant('e1', CARDS.rhinoHide.id, 'wolf'), ...enchant('e2', CARDS.bearStrength.id, 'wolf', false), ...enchant('e3', CARDS.rhinoHide.id, 'bat'), attachedVine('vine', 'wolf'));
    destroyObject(em, 'wolf', 'why');
    expect(dataOf(em, 'EnchantmentDestroyed')).toEqual([
      { enchantmentId: 'e1', cardId: CARDS.rhinoHide.id, reason: 'its object was destroyed (EN-3)' },
      { enchantmentId: 'e2', cardId: CARDS.bearStrength.id, reason: 'its object was destroyed (EN-3)' },
    ]);
    expect(dataOf(em, 'ObjectDestroyed')).toEqual([
      { objectId: 'vine', reason: 'its object was destroyed (ST-26)' },
      { objectId: 'wolf', reason: 'why' },
    ]);
    expect(obj(em.state, 'bat').destroyed).toBe(false);
    expect(em.state.enchantments.map((e) => e.id)).toEqual(['e3']);
  });

  it('mage-wars/VC-1 a Mage destroyed in a two-player game ends it: its other objects and enchantments stay', () => {
    const em = emitterOf(...enter('wolf', CARDS.timberWolf.id, 'B', z(1, 0)), ...enchant('e1', CARDS.rhinoHide.id, 'mage-A'));
    destroyObject(em, 'mage-B', 'test');
    expect(types(em)).toEqual(['ObjectDestroyed']);
    expect(obj(em.state, 'wolf').destroyed).toBe(false);
  });
});

describe('mage-wars §11 conditions placed (GD-6)', () => {
  it('mage-wars/GD-6 no marker for a count of 0; a Stun or Sleep on a guard removes its guard marker, a Daze does not', () => {
    const guarded: EncounterEvent = { type: 'GuardPlaced', data: { objectId: 'wolf' } };
    const em = emitterOf(...enter('wolf', CARDS.timberWolf.id, 'B', z(1, 0)), guarded);
    placeConditions(em, 'wolf', marker('Stun'), 0);
    expect(em.events).toEqual([]);
    placeConditions(em, 'wolf', marker('Daze'), 1);
    expect(types(em)).toEqual(['ConditionsAdded']);
    expect(obj(em.state, 'wolf').guard).toBe(true);
    placeConditions(em, 'wolf', marker('Stun'), 2);
    expect(types(em)).toEqual(['ConditionsAdded', 'ConditionsAdded', 'GuardRemoved']);
    expect(dataOf(em, 'ConditionsAdded')[1]).toEqual({ objectId: 'wolf', marker: marker('Stun'), count: 2 });
    expect(dataOf(em, 'GuardRemoved')).toEqual([{ objectId: 'wolf' }]);
  });

  it('mage-wars/GD-6 a Sleep on a creature that is not guarding removes nothing', () => {
    const em = emitterOf(...enter('wolf', CARDS.timberWolf.id, 'B', z(1, 0)));
    placeConditions(em, 'wolf', marker('Sleep'), 1);
    expect(types(em)).toEqual(['ConditionsAdded']);
  });
});

describe('mage-wars §10.5 damage and healing (CB-42..CB-46, seed 2124)', () => {
  it('mage-wars/CB-42 damage is placed with its source and kind, then destruction is checked at damage = Life', () => {
    const em = emitterOf(...enter('wolf', CARDS.timberWolf.id, 'B', z(1, 0)), damaged('wolf', 7));
    dealDamage(em, 'wolf', 2, false, 'Bite');
    expect(dataOf(em, 'DamageDealt')).toEqual([{ objectId: 'wolf', amount: 2, direct: false, source: 'Bite' }]);
    expect(types(em)).toEqual(['DamageDealt']);
    dealDamage(em, 'wolf', 1, true, 'Burn');
    expect(dataOf(em, 'ObjectDestroyed')).toEqual([{ objectId: 'wolf', reason: 'damage from Burn' }]);
  });

  it('mage-wars/CB-42 no damage of 0 or less, none to a destroyed or unknown object', () => {
    const em = emitterOf(...enter('wolf', CARDS.timberWolf.id, 'B', z(1, 0)), ...enter('bat', CARDS.vampire.id, 'B', z(1, 0)), { type: 'ObjectDestroyed', data: { objectId: 'bat', reason: 'x' } });
    dealDamage(em, 'wolf', 0, false, 'x');
    dealDamage(em, 'wolf', -2, false, 'x');
    dealDamage(em, 'bat', 3, false, 'x');
    dealDamage(em, 'ghost', 3, false, 'x');
    expect(em.events).toEqual([]);
  });

  it('§11.1 Sleep: damage to a sleeper swaps every Sleep marker for a Daze marker', () => {
    const em = emitterOf(...enter('wolf', CARDS.timberWolf.id, 'B', z(1, 0)), addConditions('wolf', 'Sleep', 2));
    dealDamage(em, 'wolf', 1, false, 'x');
    expect(em.events.slice(1)).toEqual([
      { type: 'ConditionsRemoved', data: { objectId: 'wolf', condition: 'Sleep', count: 2, reason: 'took damage (Sleep → Daze)' } },
      { type: 'ConditionsAdded', data: { objectId: 'wolf', marker: { condition: 'Daze', source: 'other', duringActivation: null }, count: 2 } },
    ]);
    expect(obj(em.state, 'wolf').conditions.map((c) => c.condition)).toEqual(['Daze', 'Daze']);
  });

  it.each<[string, number, number]>([
    ['more than the damage', 5, 3],
    ['exactly the damage', 3, 3],
    ['less than the damage', 2, 2],
    ['nothing', 0, 0],
    ['a negative amount', -2, 0],
  ])('mage-wars/CB-43 healing %s (%d, on 3 damage) heals %d', (_what, amount, healed) => {
    const em = emitterOf(...enter('wolf', CARDS.timberWolf.id, 'B', z(1, 0)), damaged('wolf', 3));
    expect(heal(em, obj(em.state, 'wolf'), amount)).toBe(healed);
    expect(dataOf(em, 'DamageHealed')).toEqual(healed > 0 ? [{ objectId: 'wolf', amount: healed }] : []);
  });

  it('mage-wars/CB-45 mage-wars/CB-46 a Nonliving or Finite Life creature never heals', () => {
    const em = emitterOf(...enter('golem', golem.id, 'B', z(1, 0)), ...enter('undying', undying.id, 'B', z(1, 0)), damaged('golem', 3), damaged('undying', 3));
    expect(heal(em, obj(em.state, 'golem'), 2)).toBe(0);
    expect(heal(em, obj(em.state, 'undying'), 2)).toBe(0);
    expect(em.events).toEqual([]);
  });
});

describe('mage-wars §11.3 push and Slam (CB-36, TV-49, AR-6)', () => {
  it('§11.3 the wall on a border is found whichever way the border is named; none elsewhere', () => {
    const em = emitterOf(wall('w', CARDS.wallOfThorns.id, z(1, 0), z(1, 1)));
    expect(wallBetween(em, z(1, 1), z(1, 0))?.id).toBe('w');
    expect(wallBetween(em, z(1, 0), z(1, 1))?.id).toBe('w');
    expect(wallBetween(em, z(1, 0), z(2, 0))).toBeUndefined();
  });

  it('mage-wars/CB-36 a push moves one zone in its direction; the away direction is orthogonal only', () => {
    const em = emitterOf(...enter('wolf', CARDS.timberWolf.id, 'B', z(1, 0)));
    expect(push(em, obj(em.state, 'wolf'), 'S')).toBe('moved');
    expect(dataOf(em, 'CreaturePushed')).toEqual([{ objectId: 'wolf', from: z(1, 0), to: z(2, 0) }]);
    expect(obj(em.state, 'wolf').zone).toEqual(z(2, 0));
    expect(pushDirection(z(0, 0), z(1, 0))).toBe('S');
    expect(pushDirection(z(0, 0), z(1, 1))).toBeNull();
  });

  it('§11.3 an Unmovable creature (or one with no zone) ignores a push', () => {
    const em = emitterOf(...enter('rooted', rooted.id, 'B', z(1, 0)), attachedVine('vine', 'rooted'));
    expect(push(em, obj(em.state, 'rooted'), 'S')).toBe('unmovable');
    expect(push(em, obj(em.state, 'vine'), 'S')).toBe('unmovable');
    expect(em.events).toEqual([]);
  });

  it('mage-wars/TV-49 mage-wars/AR-6 into the arena edge it is a Slam: 3 attack dice against armor, no move', () => {
    const em = emitterOf(...enter('wolf', CARDS.timberWolf.id, 'B', z(1, 0)));
    expect(push(em, obj(em.state, 'wolf'), 'W')).toBe('slam');
    expect(types(em)).not.toContain('CreaturePushed');
    const rolled = rolls(em);
    expect(rolled.map((d) => [d.count, d.purpose, d.subject])).toEqual([[3, 'attack', 'wolf']]);
    const faces = rolled[0].outcome.die === 'attack' ? rolled[0].outcome.faces : [];
    const expected = strikeDamage(faces, { armor: 1, piercing: 0, incorporeal: false, ethereal: false });
    expect(dataOf(em, 'DamageDealt')).toEqual(expected > 0 ? [{ objectId: 'wolf', amount: expected, direct: false, source: 'Slam' }] : []);
  });

  it('mage-wars/AR-6 a Passage Blocked wall slams a walking creature, lets a Flying one through; a wall without it never slams', () => {
    const em = emitterOf(...enter('wolf', CARDS.timberWolf.id, 'B', z(1, 0)), ...enter('falcon', CARDS.falcon.id, 'B', z(1, 0)), wall('w', CARDS.wallOfThorns.id, z(1, 0), z(1, 1)));
    expect(push(em, obj(em.state, 'wolf'), 'E')).toBe('slam');
    expect(push(em, obj(em.state, 'falcon'), 'E')).toBe('moved');
    const open = emitterOf(...enter('wolf', CARDS.timberWolf.id, 'B', z(1, 0)), wall('h', hedge.id, z(1, 0), z(1, 1)));
    expect(push(open, obj(open.state, 'wolf'), 'E')).toBe('moved');
  });

  it('mage-wars/TV-49 a Slam is dealt as attack damage, after the target’s armor', () => {
    const em = emitterOf(...enter('bear', CARDS.grizzly.id, 'B', z(1, 0)));
    slam(em, obj(em.state, 'bear'));
    const rolled = rolls(em)[0];
    const faces = rolled.outcome.die === 'attack' ? rolled.outcome.faces : [];
    expect(dealtIn(em)).toBe(strikeDamage(faces, { armor: 2, piercing: 0, incorporeal: false, ethereal: false }));
  });
});

describe('mage-wars §6.3 teleport (AC-15..AC-17, AC-19)', () => {
  it('mage-wars/AC-16 a teleport destroys what is attached to the creature, then moves it', () => {
    const em = emitterOf(...enter('wolf', CARDS.timberWolf.id, 'B', z(1, 0)), attachedVine('vine', 'wolf'));
    teleport(em, obj(em.state, 'wolf'), z(2, 0));
    expect(em.events).toEqual([
      { type: 'ObjectDestroyed', data: { objectId: 'vine', reason: 'its creature teleported (AC-16)' } },
      { type: 'CreatureTeleported', data: { objectId: 'wolf', from: z(1, 0), to: z(2, 0) } },
    ]);
  });

  it('mage-wars/AC-15 an object without a zone is not teleported', () => {
    const em = emitterOf(...enter('wolf', CARDS.timberWolf.id, 'B', z(1, 0)), attachedVine('vine', 'wolf'));
    teleport(em, obj(em.state, 'vine'), z(2, 0));
    expect(em.events).toEqual([]);
  });
});
