// mage-wars §10.2 steps 3-4 of one strike (rules/mage-wars.md; seed 1318-1386): the strike context rollStrike builds and
// what it passes on — equipment bars (EQ-7), the dice-count modifiers that depend on the attack and the activation (CB-14:
// Weak and spells, Melee +X on the first strike, Charge +X after a move, Bloodthirsty +X, "+N vs" subtypes), a damage
// barrier ignoring its owner (CB-25), the modified effect die (CB-15), Piercing (CB-18), Vampiric's Life left (TV-60),
// the damage and ward events (CB-18, MG-WZ-1) (issue 15: the survivors of attack.ts lines 1-119, run of 2026-11-28).
import { attackOptions, rollStrike } from './attack';
import type { AttackBar, CardDefinition, DamageType, Trait } from './cards/card-definition';
import type { DieFace } from './dice';
import { Emitter } from './emitter';
import type { EncounterEvent, EventOf } from './events';
import type { AttackState, GameObject, GameState } from './state';
import { ALL_CARDS, CARDS, addConditions, createCommand, enter, fullCommand, melee, play, stateOf } from './testing/fixtures';

const z = { row: 1, col: 0 };
const creature = (id: string, traits: Trait[]): CardDefinition => ({ ...CARDS.timberWolf, id, name: id, traits });
const brute = creature('brute', [{ id: 'Melee', value: 1 }]);
const charger = creature('charger', [{ id: 'Charge', value: 2 }]);
const bloodhound = creature('bloodhound', [{ id: 'Bloodthirsty', value: 2 }]);
const piercer = creature('piercer', [{ id: 'Piercing', value: 2 }]);
const hunter = creature('hunter', [{ id: 'VsBonus', value: 1, against: ['Canine'] }]);
const ox = creature('ox', [{ id: 'Tough', value: -2 }]);
/** A Thorn Beast that also has "+1 vs Canine": its melee gets it, its damage barrier does not (CB-25). */
const thornHunter: CardDefinition = { ...CARDS.thornBeast, id: 'thorn-hunter', name: 'Thorn Hunter', traits: [{ id: 'VsBonus', value: 1, against: ['Canine'] }] };
const extraCards: CardDefinition[] = [brute, charger, bloodhound, piercer, hunter, ox, thornHunter];
const created = play([createCommand({ cards: [...ALL_CARDS, ...extraCards] })]);

type Declared = Partial<{ kind: AttackState['kind']; targets: string[]; strikes: number; spellCastId: string | null }>;
const declared = (bar: AttackBar, over: Declared = {}): EncounterEvent => ({
  type: 'AttackDeclared',
  data: { attackId: 'a1', attackerId: 'x', bar, kind: over.kind ?? bar.kind, targets: over.targets ?? ['d'], strikes: over.strikes ?? 1, isCounterstrike: false, spellCastId: over.spellCastId ?? null, endsActionPhase: false },
});
const resolved = (strike: number): EncounterEvent => ({ type: 'StrikeResolved', data: { attackId: 'a1', targetId: 'd', strike, outcome: 'hit', diceCount: 0, effectRoll: null, damage: 0 } });
const damaged = (objectId: string, amount: number): EncounterEvent => ({ type: 'DamageDealt', data: { objectId, amount, direct: true, source: 'test' } });
const activated = (objectId: string, seat: 'A' | 'B' = 'A'): EncounterEvent => ({ type: 'CreatureActivated', data: { objectId, seat, seq: 4, startedHindered: false } });
const moved = (objectId: string, from: { row: number; col: number }, to: { row: number; col: number }): EncounterEvent => ({ type: 'CreatureMoved', data: { objectId, from, to, stopped: false } });

/** A's attacker "x" (`attackerCard`) and B's target "d" (`targetCard`) in zone (1,0); `extra` facts after them. */
const position = (attackerCard: string, targetCard: string, ...extra: EncounterEvent[]): GameState =>
  stateOf([...created, ...enter('x', attackerCard, 'A', z), ...enter('d', targetCard, 'B', z), ...extra]);
const strike = (s: GameState): EncounterEvent[] => {
  const em = new Emitter(s);
  rollStrike(em);
  return em.events;
};
const resolution = (events: EncounterEvent[]): EventOf<'StrikeResolved'>['data'] => {
  const e = events.find((x): x is EventOf<'StrikeResolved'> => x.type === 'StrikeResolved');
  if (!e) throw new Error('no StrikeResolved');
  return e.data;
};
const diceOf = (s: GameState): number => resolution(strike(s)).diceCount;
const rolled = (events: EncounterEvent[], purpose: 'attack' | 'effect'): EventOf<'DiceRolled'>['data']['outcome'] => {
  const e = events.find((x): x is EventOf<'DiceRolled'> => x.type === 'DiceRolled' && x.data.purpose === purpose);
  if (!e) throw new Error(`no ${purpose} roll`);
  return e.data.outcome;
};
const facesOf = (events: EncounterEvent[]): readonly DieFace[] => {
  const o = rolled(events, 'attack');
  return o.die === 'attack' ? o.faces : [];
};
const effectDieOf = (events: EncounterEvent[]): number => {
  const o = rolled(events, 'effect');
  return o.die === 'd12' ? o.values[0]! : Number.NaN;
};
const effects = [{ min: 0, max: null, effects: [] }];

describe('mage-wars §10.2 step 1 the attack options (EQ-7)', () => {
  it('mage-wars/EQ-7 equipment whose card is unknown adds no bar: the creature keeps its own', () => {
    const s = stateOf(created);
    const mage = s.objects['mage-A']!;
    const own = attackOptions(s, mage);
    const ghost: GameObject = { ...mage, equipment: [{ instanceId: 'g', cardId: 'no-such-card', slots: ['weapon'] }] };
    expect(attackOptions(s, ghost)).toEqual(own);
    expect(own.length).toBeGreaterThan(0);
  });
});

describe('mage-wars §10.2 step 3 the dice count of one strike (CB-14, CB-21, CB-25, TV-19, TV-20)', () => {
  const claw = melee('Claw', 3);

  it.each<[string, EncounterEvent, number]>([
    ['a non-spell attack loses a die per Weak marker', declared(claw), 1],
    ['an attack spell ignores Weak', declared(claw, { spellCastId: 'c1' }), 3],
  ])('mage-wars/CB-14 mage-wars/TV-19 two Weak markers, a 3-die bar: %s', (_what, attack, dice) => {
    expect(diceOf(position(CARDS.timberWolf.id, CARDS.grizzly.id, addConditions('x', 'Weak', 2), attack))).toBe(dice);
  });

  it.each<[string, EncounterEvent[], number]>([
    ['its first strike gets Melee +1', [declared(claw, { strikes: 2 })], 4],
    ['its second strike does not', [declared(claw, { strikes: 2 }), resolved(1)], 3],
  ])('mage-wars/CB-21 mage-wars/CB-14 a Melee +1 creature’s Doublestrike: %s', (_what, events, dice) => {
    expect(diceOf(position(brute.id, CARDS.grizzly.id, ...events))).toBe(dice);
  });

  it.each<[string, EncounterEvent[], number]>([
    ['outside any activation: no Charge', [], 3],
    ['after it moved one zone in its activation: Charge +2', [activated('x'), moved('x', { row: 0, col: 0 }, z)], 5],
    ['in its activation before any move: no Charge', [activated('x')], 3],
    ['while another creature’s activation has moved: no Charge', [activated('d', 'B'), moved('d', { row: 2, col: 0 }, z)], 3],
  ])('mage-wars/CB-14 a Charge +2 creature attacking %s', (_what, before, dice) => {
    expect(diceOf(position(charger.id, CARDS.grizzly.id, ...before, declared(claw)))).toBe(dice);
  });

  it.each<[number, number]>([
    [0, 3],
    [1, 5],
  ])('mage-wars/CB-14 Bloodthirsty +2 against a Living target with %d damage rolls %d dice', (damage, dice) => {
    const hurt = damage > 0 ? [damaged('d', damage)] : [];
    expect(diceOf(position(bloodhound.id, CARDS.grizzly.id, ...hurt, declared(claw)))).toBe(dice);
  });

  it('mage-wars/CB-14 mage-wars/TV-20 "+1 vs Canine" counts the target card’s subtypes', () => {
    expect(diceOf(position(hunter.id, CARDS.timberWolf.id, declared(claw)))).toBe(4);
    expect(diceOf(position(hunter.id, CARDS.grizzly.id, declared(claw)))).toBe(3);
  });

  it('mage-wars/CB-14 a target whose card is unknown has no subtypes: the strike still resolves', () => {
    const s = position(hunter.id, CARDS.timberWolf.id, declared(claw));
    const unknown: GameState = { ...s, objects: { ...s.objects, d: { ...s.objects.d!, cardId: 'no-such-card' } } };
    expect(resolution(strike(unknown))).toMatchObject({ outcome: 'hit', diceCount: 3 });
  });

  it.each<[string, AttackBar, AttackState['kind'], number]>([
    ['its melee bar gets its "+1 vs Canine"', CARDS.thornBeast.attacks[0]!, 'melee', 4],
    ['its damage barrier does not', CARDS.thornBeast.attacks[1]!, 'barrier', 2],
  ])('mage-wars/CB-25 a Thorn Beast with "+1 vs Canine" against a wolf: %s', (_what, bar, kind, dice) => {
    const s = stateOf([...created, ...enter('x', thornHunter.id, 'B', z), ...enter('d', CARDS.timberWolf.id, 'A', z), declared(bar, { kind })]);
    expect(diceOf(s)).toBe(dice);
  });
});

describe('mage-wars §10.2 steps 3-4 the effect die and the damage (CB-15, CB-18, TV-60, MG-WZ-1)', () => {
  it.each<[string, string, DamageType | null, number]>([
    ['Lightning +2 (Knight of Westlock) against a lightning bar', CARDS.knight.id, 'lightning', 2],
    ['Tough −2', ox.id, null, -2],
  ])('mage-wars/CB-15 the effect die is the d12 plus the defender’s modifiers: %s', (_what, target, type, modifier) => {
    const bar = melee('Bolt', 3, { damageTypes: type ? [type] : [], effects });
    const e = strike(position(CARDS.timberWolf.id, target, declared(bar)));
    expect(resolution(e).effectRoll).toBe(effectDieOf(e) + modifier);
  });

  it.each<[string, string, AttackBar]>([
    ['a Piercing +2 bar', CARDS.timberWolf.id, melee('Spike', 8, { traits: [{ id: 'Piercing', value: 2 }] })],
    ['a Piercing +2 attacker', piercer.id, melee('Spike', 8)],
  ])('mage-wars/CB-18 %s ignores 2 armor (Grizzly, armor 2): every normal point counts', (_what, attacker, bar) => {
    const e = strike(position(attacker, CARDS.grizzly.id, declared(bar)));
    const faces = facesOf(e);
    const normal = faces.filter((f) => f.kind === 'normal').reduce((a, f) => a + f.value, 0);
    const crit = faces.filter((f) => f.kind === 'critical').reduce((a, f) => a + f.value, 0);
    expect(normal).toBeGreaterThan(0); // the armor would have mattered
    expect(resolution(e).damage).toBe(crit + normal);
  });

  it('mage-wars/CB-18 a strike’s damage is attack damage (not direct), named after the attack', () => {
    const e = strike(position(CARDS.timberWolf.id, CARDS.grizzly.id, declared(melee('Claw', 8))));
    const { damage } = resolution(e);
    expect(damage).toBeGreaterThan(0);
    expect(e).toContainEqual({ type: 'DamageDealt', data: { objectId: 'd', amount: damage, direct: false, source: 'attack a1' } });
  });

  it('mage-wars/TV-60 mage-wars/CB-21 Vampiric heals half the damage, capped by the Life the target had left (3: heals 2)', () => {
    const bite = melee('Bite', 12, { traits: [{ id: 'Vampiric' }] });
    // Grizzly: Life 14 with 11 damage, 3 left; the vampire has 6 damage to heal.
    const e = strike(position(CARDS.vampire.id, CARDS.grizzly.id, damaged('x', 6), damaged('d', 11), declared(bite)));
    expect(resolution(e).damage).toBeGreaterThanOrEqual(5); // more than the Life left: the cap decides
    expect(e.filter((x) => x.type === 'DamageHealed')).toEqual([{ type: 'DamageHealed', data: { objectId: 'x', amount: 2 } }]);
  });

  it('mage-wars/MG-WZ-1 the Voltaric Shield absorbs a strike’s damage, spent by the attack it names', () => {
    const wizard = play([fullCommand([{ name: 'Ana', mageClass: 'Beastmaster', spellbook: ['timber-wolf'] }, { name: 'Ben', mageClass: 'Wizard', spellbook: ['fireball'], element: 'Air' }])]);
    const s = stateOf([...wizard, ...enter('x', CARDS.timberWolf.id, 'A', z), { type: 'WardActivated', data: { objectId: 'mage-B', marker: 'Voltaric Shield', cost: 2 } }, declared(melee('Claw', 12), { targets: ['mage-B'] })]);
    const e = strike(s);
    const { damage } = resolution(e);
    expect(damage).toBeGreaterThan(3); // more than the shield absorbs: the rest is dealt
    expect(e).toContainEqual({ type: 'WardSpent', data: { objectId: 'mage-B', marker: 'Voltaric Shield', absorbed: 3, source: 'attack a1' } });
    expect(e).toContainEqual({ type: 'DamageDealt', data: { objectId: 'mage-B', amount: damage - 3, direct: false, source: 'attack a1' } });
  });
});
