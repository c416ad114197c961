// mage-wars §7.4 and §10.7 (rules/mage-wars.md; seed 857-1196, 1276-1290): resolveSpell and applyEffects of
// spell-resolution.ts from line 73 on — who a zone attack spell hits (CB-52, ST-33, G4), the attack an attack spell declares
// (CB-4, CB-50, AC-1, RD-17), and the edges of the instant effects (EN-20, CB-20, CB-49, MG-PR-2) — issue 15: the
// survivors of the 2026-11-28 run (spell-resolution-a covers lines 1-72).
import type { Zone } from './arena';
import type { CardDefinition, SpellEffect } from './cards/card-definition';
import { Emitter } from './emitter';
import type { EncounterEvent, EventOf } from './events';
import { applyEffects } from './spell-resolution';
import type { GameState, SpellChoices, SpellTarget } from './state';
import { ALL_CARDS, CARDS, addConditions, createCommand, enter, play, stateOf, teleportTo, toActions } from './testing/fixtures';
import { A0, activate, attached, z } from './testing/pending';
import { casting, resolve } from './testing/spell-in-flight';

/** A creature of no school: level 0, so its Sleep marker costs nothing to remove (CB-49, removal cost = level). */
const pup: CardDefinition = { ...CARDS.timberWolf, id: 'pup', name: 'Pup', schools: [] };
/** An attack spell aimed at a zone whose bar does not say "zone": the spell's target makes it a zone attack (CB-50). */
const fireRain: CardDefinition = { ...CARDS.fireball, id: 'fire-rain', name: 'Fire Rain', targets: ['zone'] };
/** An attack spell aimed at a border: neither an object nor a zone, so it has nobody to attack. */
const borderBolt: CardDefinition = { ...CARDS.fireball, id: 'border-bolt', name: 'Border Bolt', targets: ['border'] };
const cmd = createCommand({ cards: [...ALL_CARDS, pup, fireRain, borderBolt] });
const actingLog = play([activate('A', 'mage-A')], toActions(cmd));
const position = (extra: EncounterEvent[]): GameState => stateOf([...actingLog, ...extra]);
const acting = position([]);

const obj = (id: string): SpellTarget => ({ kind: 'object', id });
const atZone = (zone: Zone): SpellTarget => ({ kind: 'zone', zone });
const declared = (events: EncounterEvent[]): EventOf<'AttackDeclared'>['data'] => {
  const e = events.find((x): x is EventOf<'AttackDeclared'> => x.type === 'AttackDeclared');
  if (!e) throw new Error('no AttackDeclared');
  return e.data;
};
const apply = (s: GameState, effects: SpellEffect[], target: SpellTarget, choices: SpellChoices = {}): EncounterEvent[] => {
  const em = new Emitter(s);
  applyEffects(em, effects, target, s.objects['mage-A']!, choices, 'Test');
  return em.events;
};
const withMana = (s: GameState, mana: number): GameState => ({ ...s, seats: { ...s.seats, A: { ...s.seats.A!, mana } } });
const creature = (id: string, cardId: string, zone: Zone): EncounterEvent[] => enter(id, cardId, 'B', zone, false);
const wall = (id: string, a: Zone, b: Zone): EncounterEvent => ({
  type: 'ObjectEntered', data: { objectId: id, cardId: CARDS.wallOfThorns.id, instanceId: `${id}-i`, kind: 'wall', owner: 'B', zone: null, border: [a, b], attachedTo: null },
});
const conjuration = (id: string, zone: Zone): EncounterEvent => ({
  type: 'ObjectEntered', data: { objectId: id, cardId: CARDS.stranglevine.id, instanceId: `${id}-i`, kind: 'conjuration', owner: 'B', zone, border: null, attachedTo: null },
});

describe('mage-wars §10.7 who a zone attack spell hits', () => {
  // Firestorm (range 0-1) at A's own zone (0,0): a wolf there; a wolf in the next row (1,0) and one in the next column (0,1);
  // a wall on the border (0,0)|(1,0); B's Mage destroyed in (0,0) (a destroyed Mage stays on the board, MP-1).
  const zoneFight = position([
    ...creature('w', 'timber-wolf', A0), ...creature('row', 'timber-wolf', z(1, 0)), ...creature('col', 'timber-wolf', z(0, 1)), wall('wl', A0, z(1, 0)),
    teleportTo('mage-B', z(2, 1), A0), { type: 'ObjectDestroyed', data: { objectId: 'mage-B', reason: 'test' } },
  ]);

  it.each<[string, boolean, string[]]>([
    ['the caster included by default (G4)', true, ['mage-A', 'w']],
    ['the caster spared by the policy, everyone else still hit', false, ['w']],
  ])('mage-wars/CB-52 every live creature of the zone, none of the next row or column, no wall, no destroyed Mage: %s', (_case, hitsAttacker, expected) => {
    const s: GameState = { ...zoneFight, options: { ...zoneFight.options, zoneAttackHitsAttacker: hitsAttacker } };
    expect([...declared(resolve(casting(s, 'firestorm', atZone(A0)))).targets].sort()).toEqual(expected);
  });

  it('mage-wars/CB-52 a conjuration attached to a creature of the zone stands in that zone and is hit too, like a creature’s zone attack', () => {
    const vine: EncounterEvent = { type: 'ObjectEntered', data: { objectId: 'vine', cardId: CARDS.stranglevine.id, instanceId: 'vine-i', kind: 'conjuration', owner: 'B', zone: null, border: null, attachedTo: 'w' } };
    const s = position([...creature('w', 'timber-wolf', A0), vine]);
    expect([...declared(resolve(casting(s, 'firestorm', atZone(A0)))).targets].sort()).toEqual(['mage-A', 'vine', 'w']);
  });

  it('mage-wars/CB-4 an attack spell aimed at neither an object nor a zone (a border) declares an attack on nobody', () => {
    expect(declared(resolve(casting(acting, 'border-bolt', { kind: 'border', a: A0, b: z(1, 0) }))).targets).toEqual([]);
  });
});

describe('mage-wars §10.7 the attack an attack spell declares', () => {
  it.each<[string, string, SpellTarget, boolean]>([
    ['a bar marked zone, at a zone', 'firestorm', atZone(A0), true],
    ['an unmarked bar aimed at a zone: a zone attack', 'fire-rain', atZone(A0), true],
    ['an unmarked bar aimed at an object: not a zone attack', 'fireball', obj('mage-B'), false],
  ])('mage-wars/CB-50 %s', (_case, cardId, target, zone) => {
    const s = position([teleportTo('mage-B', z(2, 1), z(1, 0))]);
    expect(declared(resolve(casting(s, cardId, target))).bar.zone).toBe(zone);
  });

  it.each<[string, boolean, boolean]>([
    ['an action spell ends the caster’s action phase (AC-1)', false, true],
    ['a quickcast spell does not (RD-17)', true, false],
  ])('mage-wars/CB-4 the spell’s attack is never a counterstrike; %s', (_case, quickcast, ends) => {
    const data = declared(resolve(casting(acting, 'fireball', obj('mage-A'), { quickcast })));
    expect({ isCounterstrike: data.isCounterstrike, endsActionPhase: data.endsActionPhase, spellCastId: data.spellCastId }).toEqual({ isCounterstrike: false, endsActionPhase: ends, spellCastId: 'c7' });
  });
});

describe('mage-wars §7.4 instant effects at their edges', () => {
  it('mage-wars/EN-20 an effect other than Dispel aimed at an enchantment does nothing to it', () => {
    const s = position([attached('e-1', 'agony', 'B', obj('mage-A'))]);
    expect(apply(s, [{ kind: 'removeCondition', condition: 'Daze' }], { kind: 'enchantment', id: 'e-1' })).toEqual([]);
  });

  it.each<[string, EncounterEvent[], string]>([
    ['a conjuration', [conjuration('vine', A0)], 'vine'],
    ['a wall', [wall('wl', A0, z(1, 0))], 'wl'],
  ])('mage-wars/CB-20 a spell’s Daze is not placed on %s (conjurations cannot be Dazed)', (_case, extra, id) => {
    expect(apply(position(extra), [{ kind: 'condition', condition: 'Daze', count: 1 }], obj(id))).toEqual([]);
  });

  it('mage-wars/CB-49 paying to remove a marker the target does not carry removes nothing, whatever else it carries', () => {
    const dazed = position([addConditions('mage-A', 'Daze', 1)]);
    expect(apply(dazed, [{ kind: 'payToRemove', condition: 'Stun' }], obj('mage-A'))).toEqual([]);
  });

  it('mage-wars/CB-49 removing a marker for free needs that marker: another one is not removed', () => {
    const weak = position([addConditions('mage-A', 'Weak', 1)]);
    expect(apply(weak, [{ kind: 'removeCondition', condition: 'Daze' }], obj('mage-A'))).toEqual([]);
  });

  // Sleep's removal cost is the level of the object (CB-49): a level-0 creature's Sleep is removed without paying.
  const asleep = position([...creature('pup', 'pup', A0), addConditions('pup', 'Sleep', 1)]);
  const freed: EncounterEvent = { type: 'ConditionsRemoved', data: { objectId: 'pup', condition: 'Sleep', count: 1, reason: 'Test (removal cost 0)' } };
  it.each<[string, SpellEffect, SpellChoices]>([
    ['pay to remove (CB-49)', { kind: 'payToRemove', condition: 'Sleep' }, {}],
    ['the named markers (MG-PR-2)', { kind: 'payToRemoveChosen', max: null }, { remove: ['Sleep'] }],
  ])('mage-wars/CB-49 a marker whose removal cost is 0 is removed with no mana spent: %s', (_case, effect, choices) => {
    expect(apply(asleep, [effect], obj('pup'), choices)).toEqual([freed]);
  });

  it('mage-wars/MG-PR-2 a named marker is removed when the mana exactly pays its removal cost', () => {
    const stunned = withMana(position([addConditions('mage-A', 'Stun', 1)]), 4);
    expect(apply(stunned, [{ kind: 'payToRemoveChosen', max: null }], obj('mage-A'), { remove: ['Stun'] })).toEqual([
      { type: 'ManaSpent', data: { seat: 'A', amount: 4, fromObject: null, reason: 'remove Stun' } },
      { type: 'ConditionsRemoved', data: { objectId: 'mage-A', condition: 'Stun', count: 1, reason: 'Test (removal cost 4)' } },
    ]);
  });
});
