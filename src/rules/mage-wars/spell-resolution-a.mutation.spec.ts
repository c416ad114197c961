// mage-wars §7.3 what follows a spell and §7.4 equipment / attack spells (rules/mage-wars.md; seed 857-1196): which phase a
// finished spell moves on (AC-1, AC-6, RD-13, RD-17, RD-19, CB-35, VC-2), the locations a piece of equipment fills (EQ-3)
// and the bar of an attack spell without one of its own (CB-4) — afterSpell, finishSpellAttack and resolveSpell on
// crafted spells, each event checked. Answers the survivors of spell-resolution.ts lines 21-70.
import type { CardDefinition } from './cards/card-definition';
import { Emitter } from './emitter';
import type { EncounterEvent } from './events';
import { afterSpell, finishSpellAttack, resolveSpell } from './spell-resolution';
import type { GameState, RoundState, SpellState, SpellTarget } from './state';
import { CARDS, createCommand, enter, play, stateOf, toActions } from './testing/fixtures';
import { A0, activate, defending } from './testing/pending';

const ring: CardDefinition = { ...CARDS.bearskin, id: 'ring', name: 'Ring', equipmentSlots: ['ring'] };
/** CB-4: an attack spell whose card prints no attack bar of its own (the validator allows `attacks: []`). */
const bareBolt: CardDefinition = { ...CARDS.fireball, id: 'bare-bolt', name: 'Bare Bolt', attacks: [] };
const cmd = createCommand({ cards: [...Object.values(CARDS), ring, bareBolt] });
const actingLog = play([activate('A', 'mage-A')], toActions(cmd));
/** A's Mage is the acting creature (its action phase is on). */
const acting = stateOf(actingLog);
/** The action stage with no creature acting (both first quickcasts passed). */
const between = stateOf(toActions(cmd));
const obj = (id: string): SpellTarget => ({ kind: 'object', id });
const spellOf = (cardId: string, target: SpellTarget, over: Partial<SpellState> = {}): SpellState => ({
  castId: 'c7', seat: 'A', casterId: 'mage-A', instanceId: 'A-9', cardId, target, quickcast: false, boundTo: null, choices: {}, awaiting: null, ...over,
});
const casting = (s: GameState, cardId: string, target: SpellTarget, over: Partial<SpellState> = {}): GameState => ({ ...s, spell: spellOf(cardId, target, over) });
const inRound = (s: GameState, round: Partial<RoundState>): GameState => ({ ...s, round: { ...s.round, ...round } });
const types = (events: readonly EncounterEvent[]): string[] => events.map((e) => e.type);
const resolve = (s: GameState): EncounterEvent[] => {
  const em = new Emitter(s);
  resolveSpell(em);
  return em.events;
};
const after = (s: GameState, sp: SpellState): EncounterEvent[] => {
  const em = new Emitter(s);
  afterSpell(em, sp);
  return em.events;
};
const finish = (s: GameState): EncounterEvent[] => {
  const em = new Emitter(s);
  finishSpellAttack(em, 'c7');
  return em.events;
};
const resolved: EncounterEvent = { type: 'SpellResolved', data: { castId: 'c7' } };
const discarded: EncounterEvent = { type: 'SpellDiscarded', data: { seat: 'A', instanceId: 'A-9', cardId: 'fireball' } };
const phaseEnded: EncounterEvent = { type: 'ActionPhaseEnded', data: { objectId: 'mage-A', seat: 'A' } };

describe('mage-wars §7.3 afterSpell: nothing moves on while an attack is under way or once the match is over', () => {
  it('mage-wars/CB-35 while an attack is under way, a spell of the acting Mage leaves its action phase to the attack’s end', () => {
    const s = stateOf(defending);
    expect(s.attack).not.toBeNull();
    expect(s.round.activation?.objectId).toBe('mage-A');
    expect(after(s, spellOf('agony', obj('mage-B')))).toEqual([]);
    // The same spell once the attack is over ends the acting Mage's phase (AC-1): the attack alone held it back.
    expect(after({ ...s, attack: null }, spellOf('agony', obj('mage-B')))[0]).toEqual(phaseEnded);
  });

  it('mage-wars/VC-2 once the match has ended, a spell of the acting Mage ends no action phase', () => {
    expect(after({ ...acting, status: 'ended' }, spellOf('agony', obj('mage-B')))).toEqual([]);
    expect(after(acting, spellOf('agony', obj('mage-B')))[0]).toEqual(phaseEnded);
  });
});

describe('mage-wars §7.3 afterSpell: the creature’s action or the quickcast action', () => {
  it.each<[string, GameState, Partial<SpellState>, string | null]>([
    ['a spell of the acting Mage (its action) ends its action phase', acting, {}, 'ActionPhaseEnded'],
    ['a quickcast spell is not the acting Mage’s action: its action phase goes on', acting, { quickcast: true }, null],
    ['a quickcast spell ends the Final Quickcast Phase once nobody is left to quickcast', inRound(between, { phase: 'finalQuickcast', queue: [] }), { quickcast: true }, 'InitiativeDetermined'],
    ['a spell that was not quickcast does not move a quickcast phase on', inRound(between, { phase: 'finalQuickcast', queue: [] }), {}, null],
    ['a spell that was not quickcast, with no creature acting, ends nobody’s phase', between, {}, null],
  ])('mage-wars/AC-6 mage-wars/RD-19 mage-wars/RD-17 %s', (_case, s, over, next) => {
    const out = types(resolve(casting(s, 'agony', obj('mage-A'), over)));
    expect(out.slice(0, 2)).toEqual(['EnchantmentAttached', 'SpellResolved']);
    expect(out[2] ?? null).toBe(next);
  });
});

describe('mage-wars CB-4 an attack spell finished: what moves on after it', () => {
  it.each<[string, GameState, Partial<SpellState>, string | null]>([
    ['a quickcast attack spell ends the Final Quickcast Phase once nobody is left to quickcast', inRound(between, { phase: 'finalQuickcast', queue: [] }), { quickcast: true }, 'InitiativeDetermined'],
    ['an attack spell that was not quickcast does not move a quickcast phase on', inRound(between, { phase: 'finalQuickcast', queue: [] }), {}, null],
    ['an attack spell finished in the Deployment Phase (a spawnpoint’s) moves the deployment on', inRound(between, { phase: 'deployment', queue: ['A'] }), {}, 'DeploymentPassed'],
    ['in the action stage, outside the Deployment Phase, the deployment is not touched', between, {}, null],
  ])('mage-wars/CB-4 mage-wars/RD-17 mage-wars/RD-13 %s', (_case, s, over, next) => {
    const out = finish(casting(s, 'fireball', obj('mage-B'), over));
    expect(out.slice(0, 2)).toEqual([resolved, discarded]);
    expect(types(out)[2] ?? null).toBe(next);
  });
});

describe('mage-wars EQ-3 the locations a piece of equipment fills', () => {
  const wearing = (s: GameState, mageId: string, pieces: { instanceId: string; cardId: string; slots: string[] }[]): GameState => ({
    ...s, objects: { ...s.objects, [mageId]: { ...s.objects[mageId]!, equipment: pieces } },
  });
  const aRing = [{ instanceId: 'A-1', cardId: 'ring', slots: ['ring'] }];

  it('mage-wars/EQ-3 mage-wars/EQ-4 a piece in another location stays: only a piece in the same location returns', () => {
    expect(resolve(casting(wearing(acting, 'mage-A', aRing), 'bearskin', obj('mage-A')))[0]).toEqual({
      type: 'EquipmentAttached', data: { mageId: 'mage-A', instanceId: 'A-9', cardId: 'bearskin', slots: ['chest'], returned: [], bound: null, seat: 'A' },
    });
  });

  it('mage-wars/EQ-3 mage-wars/EQ-5 an enemy Mage with another location taken still receives the piece', () => {
    const near = { ...acting, objects: { ...acting.objects, 'mage-B': { ...acting.objects['mage-B']!, zone: A0 } } };
    const s = wearing(near, 'mage-B', [{ instanceId: 'B-1', cardId: 'ring', slots: ['ring'] }]);
    expect(resolve(casting(s, 'dragonscale-hauberk', obj('mage-B')))[0]).toEqual({
      type: 'EquipmentAttached', data: { mageId: 'mage-B', instanceId: 'A-9', cardId: 'dragonscale-hauberk', slots: ['chest'], returned: [], bound: null, seat: 'A' },
    });
  });
});

describe('mage-wars CB-4 the bar of an attack spell', () => {
  it('mage-wars/CB-4 an attack spell without a bar of its own attacks with no dice, no type, no effect, no trait, ranged, named after the spell', () => {
    const s = stateOf([...actingLog, ...enter('w', 'timber-wolf', 'B', A0)]);
    const declared = resolve(casting(s, 'bare-bolt', obj('w'))).find((e) => e.type === 'AttackDeclared');
    expect(declared?.type === 'AttackDeclared' ? declared.data.bar : null).toEqual({
      damageTypes: [], dice: 0, effects: [], traits: [], name: 'Bare Bolt', action: 'quick', kind: 'ranged', range: { min: 0, max: 2 }, zone: false,
    });
  });
});
