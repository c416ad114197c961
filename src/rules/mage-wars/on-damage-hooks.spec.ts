// mage-wars CB-21 on-damage hooks (rules/mage-wars.md §10.2 step 4, §15; seed 2062, 2110, 2262, 2292, 2302): Mana Drain X,
// Mana Transfer X, Vampiric and Rage +X, each called on an Emitter over a crafted position, so that every gate (first
// strike, damage dealt, enemy creature, what is left to take) and every bound is checked (issue 15: the mutants of
// on-damage-hooks.ts).
import type { Trait } from './cards/card-definition';
import { Emitter } from './emitter';
import type { EncounterEvent } from './events';
import { ON_DAMAGE_HOOKS, afterDamaged, type DamageContext } from './on-damage-hooks';
import type { GameState } from './state';
import { CARDS, createCommand, enter, manaTo, play, stateOf } from './testing/fixtures';

const z0 = { row: 1, col: 0 };
const created = play([createCommand()]);
const conjuration: EncounterEvent = {
  type: 'ObjectEntered', data: { objectId: 'vine', cardId: CARDS.stranglevine.id, instanceId: 'vine-card', kind: 'conjuration', owner: 'B', zone: z0, border: null, attachedTo: null },
};
const hurt = (objectId: string, amount: number): EncounterEvent => ({ type: 'DamageDealt', data: { objectId, amount, direct: true, source: 'test' } });
const spend = (seat: 'A' | 'B', amount: number): EncounterEvent => ({ type: 'ManaSpent', data: { seat, amount, fromObject: null, reason: 'test' } });

/** Bat (A) bites wolf (B) at (1,0); wolf2 is A's own; the vine is B's conjuration. Mana: 20 each at creation. */
const stateWith = (...extra: EncounterEvent[]): GameState =>
  stateOf([...created, ...enter('bat', CARDS.vampire.id, 'A', z0), ...enter('wolf', CARDS.timberWolf.id, 'B', z0), ...enter('wolf2', CARDS.timberWolf.id, 'A', z0), conjuration, ...extra]);
const ctx = (s: GameState, over: Partial<DamageContext> & { traits: readonly Trait[] }): DamageContext => ({
  attacker: s.objects.bat!, target: s.objects.wolf!, dealt: 3, lifeLeftBefore: 10, targetLiving: true, firstStrike: true, ...over,
});
const run = (s: GameState, id: 'ManaDrain' | 'ManaTransfer' | 'Vampiric', c: DamageContext): EncounterEvent[] => {
  const em = new Emitter(s);
  ON_DAMAGE_HOOKS[id]!(em, c);
  return em.events;
};
const drained = (amount: number, toSeat: 'A' | null, fromSeat: 'A' | 'B' = 'B'): EncounterEvent[] => [{ type: 'ManaDrained', data: { attackerId: 'bat', fromSeat, toSeat, amount } }];

describe('mage-wars §15 Mana Drain X and Mana Transfer X (seed 2110, 2292)', () => {
  const drain = (value: number): Trait[] => [{ id: 'ManaDrain', value }];

  it.each<[string, Partial<DamageContext>, Trait[], number]>([
    ['X of 3, 3 damage on the first strike', {}, drain(3), 3],
    ['the highest X of the attacker and its bar (2 and 3)', {}, [...drain(2), ...drain(3)], 3],
    ['one damage is enough', { dealt: 1 }, drain(2), 2],
    ['no damage dealt', { dealt: 0 }, drain(3), 0],
    ['a later strike of the action', { firstStrike: false }, drain(3), 0],
    ['an X of 0', {}, drain(0), 0],
    ['a trait without a value', {}, [{ id: 'ManaDrain' }], 0],
  ])('mage-wars/CB-21 Mana Drain: %s drains %d', (_what, over, traits, amount) => {
    const s = stateWith();
    expect(run(s, 'ManaDrain', ctx(s, { traits, ...over }))).toEqual(amount > 0 ? drained(amount, null) : []);
  });

  it('mage-wars/CB-21 Mana Drain takes at most the mana the enemy has; none from an empty pool', () => {
    const low = stateWith(spend('B', 18));
    expect(run(low, 'ManaDrain', ctx(low, { traits: drain(3) }))).toEqual(drained(2, null));
    const empty = stateWith(spend('B', 20));
    expect(run(empty, 'ManaDrain', ctx(empty, { traits: drain(3) }))).toEqual([]);
  });

  it('mage-wars/CB-21 Mana Drain acts on an enemy creature only: not a conjuration, not a friendly creature', () => {
    const s = stateWith();
    expect(run(s, 'ManaDrain', ctx(s, { traits: drain(3), target: s.objects.vine! }))).toEqual([]);
    expect(run(s, 'ManaDrain', ctx(s, { traits: drain(3), target: s.objects.wolf2! }))).toEqual([]);
    expect(run(s, 'ManaDrain', ctx(s, { traits: drain(3), target: s.objects['mage-B']! }))).toEqual(drained(3, null));
  });

  it('mage-wars/CB-21 Mana Transfer gives what the enemy lost to the attacker’s controller', () => {
    const s = stateWith(spend('B', 19), manaTo('A', 0));
    const em = new Emitter(s);
    ON_DAMAGE_HOOKS.ManaTransfer!(em, ctx(s, { traits: [{ id: 'ManaTransfer', value: 2 }, { id: 'ManaDrain', value: 5 }] }));
    expect(em.events).toEqual(drained(1, 'A'));
    expect([em.state.seats.A!.mana, em.state.seats.B!.mana]).toEqual([21, 0]);
    // Its own X only: Mana Drain 5 beside Mana Transfer 2 does not raise the transfer.
    const full = stateWith();
    expect(run(full, 'ManaTransfer', ctx(full, { traits: [{ id: 'ManaTransfer', value: 2 }, { id: 'ManaDrain', value: 5 }] }))).toEqual(drained(2, 'A'));
  });
});

describe('mage-wars §15 Vampiric (seed 2302, TV-60)', () => {
  const vampiric: Trait[] = [{ id: 'Vampiric' }];
  const healed = (amount: number): EncounterEvent[] => [{ type: 'DamageHealed', data: { objectId: 'bat', amount } }];

  it.each<[string, Partial<DamageContext>, number]>([
    ['3 dealt: half rounded up', { dealt: 3 }, 2],
    ['4 dealt: half', { dealt: 4 }, 2],
    ['1 dealt: rounded up to 1', { dealt: 1 }, 1],
    ['6 dealt to a target with 3 Life left: half the Life left, rounded up', { dealt: 6, lifeLeftBefore: 3 }, 2],
    ['5 dealt to a target with exactly 5 Life left', { dealt: 5, lifeLeftBefore: 5 }, 3],
    ['no damage dealt', { dealt: 0 }, 0],
    ['a later strike', { firstStrike: false }, 0],
    ['a Nonliving target', { targetLiving: false }, 0],
  ])('mage-wars/TV-60 Vampiric: %s heals %d', (_what, over, amount) => {
    const s = stateWith(hurt('bat', 5));
    expect(run(s, 'Vampiric', ctx(s, { traits: vampiric, ...over }))).toEqual(amount > 0 ? healed(amount) : []);
  });

  it('mage-wars/TV-60 a destroyed attacker heals nothing (a creature leaves play, a Mage stays destroyed)', () => {
    const before = stateWith(hurt('bat', 5), hurt('mage-A', 5));
    const s = stateWith(hurt('bat', 5), hurt('mage-A', 5), { type: 'ObjectDestroyed', data: { objectId: 'bat', reason: 'test' } }, { type: 'ObjectDestroyed', data: { objectId: 'mage-A', reason: 'test' } });
    expect(run(s, 'Vampiric', ctx(s, { traits: vampiric, attacker: before.objects.bat! }))).toEqual([]);
    expect(run(s, 'Vampiric', ctx(s, { traits: vampiric, attacker: s.objects['mage-A']! }))).toEqual([]);
    expect(run(before, 'Vampiric', ctx(before, { traits: vampiric, attacker: before.objects['mage-A']! }))).toEqual([{ type: 'DamageHealed', data: { objectId: 'mage-A', amount: 2 } }]);
  });
});

describe('mage-wars §15 Rage +X (seed 2262)', () => {
  const rage = (value: number): Trait[] => [{ id: 'Rage', value }];
  const gained = (n: number): EncounterEvent[] => [{ type: 'RageGained', data: { objectId: 'wolf', rage: n } }];
  const after = (s: GameState, targetTraits: readonly Trait[], over: Partial<DamageContext> = {}): EncounterEvent[] => {
    const em = new Emitter(s);
    afterDamaged(em, ctx(s, { traits: [], ...over }), targetTraits);
    return em.events;
  };
  const withRage = (n: number): EncounterEvent => ({ type: 'RageGained', data: { objectId: 'wolf', rage: n } });

  it.each<[string, EncounterEvent[], Trait[], number | null]>([
    ['a first token', [], rage(2), 1],
    ['a second token under Rage +2', [withRage(1)], rage(2), 2],
    ['no third token under Rage +2', [withRage(2)], rage(2), null],
    ['the highest X counts (+1 and +3)', [withRage(2)], [...rage(1), ...rage(3)], 3],
    ['only Rage counts (Rage +2 beside Armor +5)', [withRage(2)], [...rage(2), { id: 'Armor', value: 5 }], null],
    ['no Rage trait', [], [], null],
    ['Rage +0', [], rage(0), null],
    ['Rage without a value', [], [{ id: 'Rage' }], null],
  ])('mage-wars/CB-21 Rage: %s', (_what, before, traits, token) => {
    expect(after(stateWith(hurt('wolf', 2), ...before), traits)).toEqual(token === null ? [] : gained(token));
  });

  it('mage-wars/CB-21 Rage: only damage by an enemy creature to a standing object counts', () => {
    const s = stateWith(hurt('wolf', 2));
    expect(after(s, rage(2), { dealt: 0 })).toEqual([]);
    expect(after(s, rage(2), { attacker: s.objects['mage-B']! })).toEqual([]);
    expect(after(s, rage(2), { attacker: { ...s.objects.vine!, controller: 'A' } })).toEqual([]);
    expect(after(s, rage(2), { attacker: s.objects['mage-A']! })).toEqual(gained(1));
    const gone = stateWith(hurt('wolf', 10), { type: 'ObjectDestroyed', data: { objectId: 'wolf', reason: 'test' } });
    expect(after(gone, rage(2), { target: s.objects.wolf! })).toEqual([]);
    const mage = stateWith(hurt('mage-B', 30), { type: 'ObjectDestroyed', data: { objectId: 'mage-B', reason: 'test' } });
    expect(after(mage, rage(2), { target: mage.objects['mage-B']! })).toEqual([]);
    expect(after(s, rage(2), { target: s.objects['mage-B']! })).toEqual([{ type: 'RageGained', data: { objectId: 'mage-B', rage: 1 } }]);
    expect(after(s, rage(2), { target: { ...s.objects.wolf!, id: 'nobody' } })).toEqual([]);
  });
});
