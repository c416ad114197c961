// mage-wars §7.3 step 3 and §7.4 the six spell types (rules/mage-wars.md; seed 857-1196): SP-5 a target no longer legal,
// what each type puts into play (ST-1, ST-30, ST-32, EN-1, EQ-3..EQ-5, EQ-10), what follows a spell (AC-1, RD-13, RD-17),
// and the instant effects (CB-42, CB-43, CB-49, AC-15, §11.3) — resolveSpell on crafted spells, each event checked.
import type { SpellEffect } from './cards/card-definition';
import { Emitter } from './emitter';
import type { EncounterEvent } from './events';
import { applyEffects, finishSpellAttack } from './spell-resolution';
import type { GameState, SpellChoices, SpellState, SpellTarget } from './state';
import { CARDS, addConditions, createCommand, enter, play, stateOf, toActions } from './testing/fixtures';
import { A0, activate, attached, z } from './testing/pending';
import { casting, resolve } from './testing/spell-in-flight';

const ring = { ...CARDS.bearskin, id: 'ring', equipmentSlots: ['ring'] };
const amulet = { ...CARDS.bearskin, id: 'amulet', equipmentSlots: ['neck', 'chest'], slotChoice: true };
const cmd = createCommand({ cards: [...Object.values(CARDS), ring, amulet] });
const actingLog = play([activate('A', 'mage-A')], toActions(cmd));
const acting = stateOf(actingLog);
/** Stranglevine may also be conjured into a zone here, so one card covers the three places a conjuration goes. */
const vineAnywhere: GameState = { ...acting, cards: { ...acting.cards, stranglevine: { ...acting.cards.stranglevine, targets: ['zone', 'creature'] } } };
const obj = (id: string): SpellTarget => ({ kind: 'object', id });
const types = (events: EncounterEvent[]): string[] => events.map((e) => e.type);
const resolved: EncounterEvent = { type: 'SpellResolved', data: { castId: 'c7' } };
const phaseEnded: EncounterEvent = { type: 'ActionPhaseEnded', data: { objectId: 'mage-A', seat: 'A' } };
const equip = (s: GameState, mageId: string, pieces: { instanceId: string; cardId: string; slots: string[] }[]): GameState => ({
  ...s, objects: { ...s.objects, [mageId]: { ...s.objects[mageId], equipment: pieces } },
});

describe('mage-wars §7.3 SP-5 a target no longer legal', () => {
  it('mage-wars/SP-5 the caster is gone: countered, and its phase ends', () => {
    const s = casting({ ...acting, objects: { ...acting.objects, 'mage-A': { ...acting.objects['mage-A'], destroyed: true } } }, 'minor-heal', obj('mage-B'));
    expect(resolve(s)[0]).toEqual({ type: 'SpellCountered', data: { castId: 'c7', reason: 'target no longer legal: the caster is gone' } });
  });

  it('mage-wars/SP-5 the target moved out of range: countered with the reason; the caster’s phase ends (AC-1)', () => {
    expect(resolve(casting(acting, 'flameblast', obj('mage-B'))).slice(0, 2)).toEqual([
      { type: 'SpellCountered', data: { castId: 'c7', reason: 'target no longer legal: out of range 0-1 (AR-4)' } }, phaseEnded,
    ]);
  });

  it('mage-wars/SP-5 nothing to resolve without a spell', () => {
    expect(resolve(acting)).toEqual([]);
  });
});

describe('mage-wars §7.4 what each spell type puts into play', () => {
  it('mage-wars/SP-6 an incantation applies, is discarded, resolves, and ends the caster’s phase', () => {
    expect(types(resolve(casting(acting, 'minor-heal', obj('mage-A'))))).toEqual(['DiceRolled', 'SpellDiscarded', 'SpellResolved', 'ActionPhaseEnded']);
    expect(resolve(casting(acting, 'minor-heal', obj('mage-A'))).find((e) => e.type === 'SpellDiscarded')).toEqual({ type: 'SpellDiscarded', data: { seat: 'A', instanceId: 'A-9', cardId: 'minor-heal' } });
  });

  it.each<[string, Partial<SpellState>]>([['bound', { boundTo: 'A-5' }], ['innate', { innate: true }]])('mage-wars/EQ-10 a %s incantation is not discarded', (_case, over) => {
    expect(types(resolve(casting(acting, 'minor-heal', obj('mage-A'), over)))).not.toContain('SpellDiscarded');
  });

  it('mage-wars/ST-1 a creature enters its caster’s zone', () => {
    expect(resolve(casting(acting, 'timber-wolf', { kind: 'zone', zone: A0 })).slice(0, 2)).toEqual([
      { type: 'ObjectEntered', data: { objectId: 'o-A-9', cardId: 'timber-wolf', instanceId: 'A-9', kind: 'creature', owner: 'A', zone: A0, border: null, attachedTo: null } }, resolved,
    ]);
  });

  it.each<[string, string, SpellTarget, object]>([
    ['in a zone', 'stranglevine', { kind: 'zone', zone: A0 }, { kind: 'conjuration', zone: A0, border: null, attachedTo: null }],
    ['on a border, as a wall', 'wall-of-thorns', { kind: 'border', a: A0, b: z(1, 0) }, { kind: 'wall', zone: null, border: [A0, z(1, 0)], attachedTo: null }],
    ['on an object', 'stranglevine', obj('mage-A'), { kind: 'conjuration', zone: null, border: null, attachedTo: 'mage-A' }],
  ])('mage-wars/ST-30 a conjuration %s', (_case, cardId, target, where) => {
    expect(resolve(casting(vineAnywhere, cardId, target))[0]).toEqual({ type: 'ObjectEntered', data: { objectId: 'o-A-9', cardId, instanceId: 'A-9', owner: 'A', ...where } });
  });

  it('mage-wars/ST-32 an extended wall enters with its copy on the continuing border', () => {
    const s = casting(acting, 'wall-of-thorns', { kind: 'border', a: A0, b: z(1, 0) }, { choices: { extend: { instanceId: 'A-8', a: z(0, 1), b: z(1, 1) } } });
    expect(resolve(s)[1]).toEqual({ type: 'ObjectEntered', data: { objectId: 'o-A-8', cardId: 'wall-of-thorns', instanceId: 'A-8', kind: 'wall', owner: 'A', zone: null, border: [z(0, 1), z(1, 1)], attachedTo: null } });
    expect(resolve(casting(vineAnywhere, 'stranglevine', { kind: 'zone', zone: A0 }, { choices: { extend: { instanceId: 'A-8', a: z(0, 1), b: z(1, 1) } } })).filter((e) => e.type === 'ObjectEntered')).toHaveLength(1);
  });

  it('mage-wars/EN-1 an enchantment attaches face down under an opaque id', () => {
    expect(resolve(casting(acting, 'agony', obj('mage-A')))[0]).toEqual({ type: 'EnchantmentAttached', data: { enchantmentId: 'e-c7', instanceId: 'A-9', cardId: 'agony', seat: 'A', target: obj('mage-A') } });
  });

  it.each<[string, GameState, string, Partial<SpellChoices>, EncounterEvent | string]>([
    ['on a bare Mage', acting, 'bearskin', {}, { type: 'EquipmentAttached', data: { mageId: 'mage-A', instanceId: 'A-9', cardId: 'bearskin', slots: ['chest'], returned: [], bound: null, seat: 'A' } }],
    ['over its own piece: the old one returns', equip(acting, 'mage-A', [{ instanceId: 'A-1', cardId: 'dragonscale-hauberk', slots: ['chest'] }]), 'bearskin', {}, { type: 'EquipmentAttached', data: { mageId: 'mage-A', instanceId: 'A-9', cardId: 'bearskin', slots: ['chest'], returned: ['A-1'], bound: null, seat: 'A' } }],
    ['a second ring: two fit', equip(acting, 'mage-A', [{ instanceId: 'A-1', cardId: 'ring', slots: ['ring'] }]), 'ring', {}, { type: 'EquipmentAttached', data: { mageId: 'mage-A', instanceId: 'A-9', cardId: 'ring', slots: ['ring'], returned: [], bound: null, seat: 'A' } }],
    ['a third ring: the first returns', equip(acting, 'mage-A', [{ instanceId: 'A-1', cardId: 'ring', slots: ['ring'] }, { instanceId: 'A-2', cardId: 'ring', slots: ['ring'] }]), 'ring', {}, { type: 'EquipmentAttached', data: { mageId: 'mage-A', instanceId: 'A-9', cardId: 'ring', slots: ['ring'], returned: ['A-1'], bound: null, seat: 'A' } }],
    ['with a chosen location', acting, 'amulet', { slot: 'neck' }, { type: 'EquipmentAttached', data: { mageId: 'mage-A', instanceId: 'A-9', cardId: 'amulet', slots: ['neck'], returned: [], bound: null, seat: 'A' } }],
    ['with a location it does not have: all of them', acting, 'amulet', { slot: 'feet' }, { type: 'EquipmentAttached', data: { mageId: 'mage-A', instanceId: 'A-9', cardId: 'amulet', slots: ['neck', 'chest'], returned: [], bound: null, seat: 'A' } }],
    ['with a location but no choice on the card', acting, 'bearskin', { slot: 'neck' }, { type: 'EquipmentAttached', data: { mageId: 'mage-A', instanceId: 'A-9', cardId: 'bearskin', slots: ['chest'], returned: [], bound: null, seat: 'A' } }],
    ['with a bound spell from the book', acting, 'bearskin', { bind: 'A-2' }, { type: 'EquipmentAttached', data: { mageId: 'mage-A', instanceId: 'A-9', cardId: 'bearskin', slots: ['chest'], returned: [], bound: acting.seats.A!.spellbook.find((x) => x.instanceId === 'A-2') ?? null, seat: 'A' } }],
  ])('mage-wars/EQ-3 mage-wars/EQ-4 equipment %s', (_case, s, cardId, choices, expected) => {
    expect(resolve(casting(s, cardId, obj('mage-A'), { choices }))[0]).toEqual(expected);
  });

  it('mage-wars/EQ-5 never into an occupied location of an enemy Mage: the spell is lost', () => {
    const s = equip({ ...acting, objects: { ...acting.objects, 'mage-B': { ...acting.objects['mage-B'], zone: A0 } } }, 'mage-B', [{ instanceId: 'B-1', cardId: 'bearskin', slots: ['chest'] }]);
    expect(resolve(casting(s, 'dragonscale-hauberk', obj('mage-B'))).slice(0, 2)).toEqual([
      { type: 'SpellCountered', data: { castId: 'c7', reason: 'that location of the enemy Mage is occupied (EQ-5)' } }, phaseEnded,
    ]);
    const free = { ...acting, objects: { ...acting.objects, 'mage-B': { ...acting.objects['mage-B'], zone: A0 } } };
    expect(resolve(casting(free, 'dragonscale-hauberk', obj('mage-B')))[0]).toMatchObject({ type: 'EquipmentAttached', data: { mageId: 'mage-B' } });
  });
});

describe('mage-wars §7.3 what follows a spell', () => {
  it('mage-wars/RD-17 a quickcast spell moves the quickcast phase on, not the creature’s phase', () => {
    const phase = stateOf(toActions(cmd));
    const s = casting({ ...phase, round: { ...phase.round, phase: 'finalQuickcast', queue: [] } }, 'minor-heal', obj('mage-A'), { quickcast: true });
    expect(types(resolve(s)).slice(0, 4)).toEqual(['DiceRolled', 'SpellDiscarded', 'SpellResolved', 'InitiativeDetermined']);
  });

  it('mage-wars/RD-13 a spawnpoint’s spell in the Deployment Phase moves the deployment on', () => {
    const phase = stateOf(toActions(cmd));
    const s = casting({ ...phase, round: { ...phase.round, phase: 'deployment', queue: ['A'] } }, 'timber-wolf', { kind: 'zone', zone: A0 });
    expect(types(resolve(s)).slice(0, 3)).toEqual(['ObjectEntered', 'SpellResolved', 'DeploymentPassed']);
  });

  it('mage-wars/AC-1 a spell cast by another object than the acting one ends no phase', () => {
    expect(types(resolve(casting(acting, 'agony', obj('mage-A'), { casterId: 'mage-A', seat: 'A' })))).toContain('ActionPhaseEnded');
    const other = { ...acting, round: { ...acting.round, activation: { ...acting.round.activation!, objectId: 'x' } } };
    expect(types(resolve(casting(other, 'agony', obj('mage-A'))))).toEqual(['EnchantmentAttached', 'SpellResolved']);
  });

  it('mage-wars/CB-4 an attack spell finishes only with its own cast id: resolved, discarded unless bound', () => {
    const run = (s: GameState, castId: string): EncounterEvent[] => {
      const em = new Emitter(s);
      finishSpellAttack(em, castId);
      return em.events;
    };
    const s = casting(acting, 'fireball', obj('mage-A'));
    expect(run(s, 'c8')).toEqual([]);
    expect(run(acting, 'c7')).toEqual([]);
    expect(run(s, 'c7')).toEqual([resolved, { type: 'SpellDiscarded', data: { seat: 'A', instanceId: 'A-9', cardId: 'fireball' } }]);
    expect(run(casting(acting, 'fireball', obj('mage-A'), { boundTo: 'A-5' }), 'c7')).toEqual([resolved]);
    expect(run(casting(acting, 'fireball', obj('mage-A'), { innate: true }), 'c7')).toEqual([resolved]);
  });

  it('mage-wars/CB-4 an attack spell is a ranged attack named after the spell, on its target or every object of the zone', () => {
    const single = resolve(casting(acting, 'fireball', obj('mage-A')));
    expect(single.find((e) => e.type === 'AttackDeclared')).toMatchObject({ data: { kind: 'ranged', targets: ['mage-A'] } });
    const zone = resolve(casting(stateOf([...actingLog, ...enter('w', 'timber-wolf', 'B', A0)]), 'firestorm', { kind: 'zone', zone: A0 }));
    const declared = zone.find((e) => e.type === 'AttackDeclared');
    expect(declared?.type === 'AttackDeclared' && [...declared.data.targets].sort()).toEqual(['mage-A', 'w']);
  });
});

describe('mage-wars §7.4 instant effects', () => {
  const apply = (s: GameState, effects: SpellEffect[], target: SpellTarget, choices: SpellChoices = {}, caster = s.objects['mage-A']): EncounterEvent[] => {
    const em = new Emitter(s);
    applyEffects(em, effects, target, caster, choices, 'Test');
    return em.events;
  };
  const withImp = stateOf([...actingLog, ...enter('imp', CARDS.imp.id, 'B', A0)]);

  it('mage-wars/CB-42 direct damage of a type the target is immune to does nothing; another type or none hurts', () => {
    expect(apply(withImp, [{ kind: 'directDamage', amount: 2, damageType: 'flame' }], obj('imp'))).toEqual([]);
    expect(apply(withImp, [{ kind: 'directDamage', amount: 2, damageType: 'lightning' }], obj('imp'))[0]).toMatchObject({ type: 'DamageDealt', data: { objectId: 'imp', amount: 2, direct: true, source: 'Test' } });
    expect(apply(withImp, [{ kind: 'directDamage', amount: 3 }], obj('imp'))[0]).toMatchObject({ type: 'DamageDealt', data: { amount: 3 } });
  });

  it('mage-wars/CB-43 healing rolls its dice as heal dice', () => {
    const hurt = stateOf([...actingLog, { type: 'DamageDealt', data: { objectId: 'mage-A', amount: 10, direct: true, source: 't' } }]);
    const out = apply(hurt, [{ kind: 'heal', dice: 3 }], obj('mage-A'));
    expect(out[0]).toMatchObject({ type: 'DiceRolled', data: { purpose: 'heal', count: 3, subject: 'mage-A' } });
  });

  it('mage-wars/CB-20 a condition is placed as a spell’s marker', () => {
    expect(apply(acting, [{ kind: 'condition', condition: 'Daze', count: 2 }], obj('mage-B'))[0]).toEqual({ type: 'ConditionsAdded', data: { objectId: 'mage-B', marker: { condition: 'Daze', source: 'spell', duringActivation: null }, count: 2 } });
  });

  it('mage-wars/CB-49 paying to remove: one marker at its removal cost, only when there is one and the mana suffices', () => {
    const stunned = stateOf([...actingLog, addConditions('mage-A', 'Stun', 2)]);
    expect(apply(stunned, [{ kind: 'payToRemove', condition: 'Stun' }], obj('mage-A'))).toEqual([
      { type: 'ManaSpent', data: { seat: 'A', amount: 4, fromObject: null, reason: 'remove Stun' } },
      { type: 'ConditionsRemoved', data: { objectId: 'mage-A', condition: 'Stun', count: 1, reason: 'Test (removal cost 4)' } },
    ]);
    expect(apply(acting, [{ kind: 'payToRemove', condition: 'Stun' }], obj('mage-A'))).toEqual([]);
    const poor = { ...stunned, seats: { ...stunned.seats, A: { ...stunned.seats.A!, mana: 3 } } };
    expect(apply(poor, [{ kind: 'payToRemove', condition: 'Stun' }], obj('mage-A'))).toEqual([]);
    expect(apply({ ...poor, seats: { ...poor.seats, A: { ...poor.seats.A!, mana: 4 } } }, [{ kind: 'payToRemove', condition: 'Stun' }], obj('mage-A'))).toHaveLength(2);
  });

  it('mage-wars/MG-PR-2 named markers are removed in order while they are there and paid for, up to the maximum', () => {
    const s = stateOf([...actingLog, addConditions('mage-A', 'Daze', 1), addConditions('mage-A', 'Weak', 1)]);
    const out = apply(s, [{ kind: 'payToRemoveChosen', max: 2 }], obj('mage-A'), { remove: ['Daze', 'Stun', 'Weak'] });
    expect(out.filter((e) => e.type === 'ConditionsRemoved').map((e) => e.type === 'ConditionsRemoved' && e.data.condition)).toEqual(['Daze']);
    const all = apply(s, [{ kind: 'payToRemoveChosen', max: null }], obj('mage-A'), { remove: ['Daze', 'Daze', 'Weak'] });
    expect(all).toEqual([
      { type: 'ManaSpent', data: { seat: 'A', amount: 2, fromObject: null, reason: 'remove Daze' } },
      { type: 'ConditionsRemoved', data: { objectId: 'mage-A', condition: 'Daze', count: 1, reason: 'Test (removal cost 2)' } },
      { type: 'ManaSpent', data: { seat: 'A', amount: 2, fromObject: null, reason: 'remove Weak' } },
      { type: 'ConditionsRemoved', data: { objectId: 'mage-A', condition: 'Weak', count: 1, reason: 'Test (removal cost 2)' } },
    ]);
    const poor = { ...s, seats: { ...s.seats, A: { ...s.seats.A!, mana: 1 } } };
    expect(apply(poor, [{ kind: 'payToRemoveChosen', max: null }], obj('mage-A'), { remove: ['Daze'] })).toEqual([]);
  });

  it('mage-wars/CB-49 removing a condition without cost, only when present', () => {
    const s = stateOf([...actingLog, addConditions('mage-A', 'Daze', 2)]);
    expect(apply(s, [{ kind: 'removeCondition', condition: 'Daze' }], obj('mage-A'))).toEqual([{ type: 'ConditionsRemoved', data: { objectId: 'mage-A', condition: 'Daze', count: 1, reason: 'Test' } }]);
    expect(apply(acting, [{ kind: 'removeCondition', condition: 'Daze' }], obj('mage-A'))).toEqual([]);
  });

  it('mage-wars/AC-15 a teleport goes where chosen inside the arena, nowhere otherwise', () => {
    expect(apply(acting, [{ kind: 'teleport' }], obj('mage-A'), { to: z(1, 1) })[0]).toMatchObject({ type: 'CreatureTeleported', data: { objectId: 'mage-A', to: z(1, 1) } });
    expect(apply(acting, [{ kind: 'teleport' }], obj('mage-A'), { to: z(7, 7) })).toEqual([]);
    expect(apply(acting, [{ kind: 'teleport' }], obj('mage-A'))).toEqual([]);
  });

  it('§11.3 a push away from the caster, or in the chosen direction when the caster stands in the zone', () => {
    const near = stateOf([...actingLog, ...enter('w', 'timber-wolf', 'B', z(1, 0))]);
    expect(apply(near, [{ kind: 'push' }], obj('w')).find((e) => e.type === 'CreaturePushed' || e.type === 'CreatureTeleported' || e.type === 'CreatureMoved')).toBeDefined();
    expect(apply(acting, [{ kind: 'push' }], obj('mage-A'))).toEqual([]);
    expect(apply(acting, [{ kind: 'push' }], obj('mage-A'), { direction: 'S' }).length).toBeGreaterThan(0);
  });

  it('mage-wars/EN-20 Dispel destroys the targeted enchantment; an object effect on an enchantment does nothing', () => {
    const s = stateOf([...actingLog, attached('e-1', 'agony', 'B', { kind: 'object', id: 'mage-A' })]);
    expect(apply(s, [{ kind: 'destroyEnchantment' }], { kind: 'enchantment', id: 'e-1' })).toEqual([{ type: 'EnchantmentDestroyed', data: { enchantmentId: 'e-1', cardId: 'agony', reason: 'Test' } }]);
    expect(apply(s, [{ kind: 'destroyEnchantment' }], { kind: 'enchantment', id: 'e-9' })).toEqual([]);
    expect(apply(s, [{ kind: 'removeCondition', condition: 'Daze' }, { kind: 'destroyEnchantment' }], { kind: 'enchantment', id: 'e-1' })).toHaveLength(1);
    expect(apply(s, [{ kind: 'directDamage', amount: 2 }], { kind: 'zone', zone: A0 })).toEqual([]);
  });

  it('mage-wars/SP-5 effects on a destroyed or unknown object stop', () => {
    const gone = stateOf([...actingLog, ...enter('w', 'timber-wolf', 'B', A0), { type: 'ObjectDestroyed', data: { objectId: 'w', reason: 't' } }]);
    expect(apply(gone, [{ kind: 'directDamage', amount: 2 }], obj('w'))).toEqual([]);
    expect(apply(gone, [{ kind: 'directDamage', amount: 2 }], obj('ghost'))).toEqual([]);
  });
});

