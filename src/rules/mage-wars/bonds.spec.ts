// mage-wars §12.2 MG-BM-2 the Pet and §12.4 MG-WL-2 the Bloodreaper (rules/mage-wars.md; seed 1659, 1675-1691, 1756-1778):
// which creature fits the bond, the one-at-a-time limit and the price of level + 1 in mana or Life (TV-30, TV-32), and the
// Bloodreaper's once-a-round heal (TV-33), each called on an Emitter over a full-mode position (issue 15: the mutants of
// bonds.ts).
import type { SeatId } from '../core/decider';
import { afterBondedDamage, assertBondAllowed, bondFor, formBond } from './bonds';
import type { CardDefinition } from './cards/card-definition';
import { Emitter } from './emitter';
import type { EncounterEvent } from './events';
import type { GameState } from './state';
import { ALL_CARDS, CARDS, enter, fullCommand, play, stateOf } from './testing/fixtures';

const z = { row: 1, col: 1 };
const legendaryWolf: CardDefinition = { ...CARDS.timberWolf, id: 'alpha-wolf', name: 'Alpha Wolf', traits: [{ id: 'Legendary' }] };
// Beastmaster (A, Pet: Animal, pays mana) against Warlock (B, Bloodreaper: Demon, pays Life, heals 2); 19 mana each,
// the Warlock has 38 Life.
const created = play([
  fullCommand([{ name: 'Ana', mageClass: 'Beastmaster', spellbook: ['timber-wolf'] }, { name: 'Ben', mageClass: 'Warlock', spellbook: ['fireball'] }], [...ALL_CARDS, legendaryWolf]),
]);
const spend = (seat: SeatId, amount: number): EncounterEvent => ({ type: 'ManaSpent', data: { seat, amount, fromObject: null, reason: 'test' } });
const hurt = (objectId: string, amount: number): EncounterEvent => ({ type: 'DamageDealt', data: { objectId, amount, direct: true, source: 'test' } });
const bonded = (objectId: string, mageId: string, marker: string, pay: 'mana' | 'life', amount: number): EncounterEvent => ({ type: 'BondFormed', data: { mageId, objectId, marker, pay, amount } });
const stateWith = (...extra: EncounterEvent[]): GameState => stateOf([...created, ...extra]);
const emit = (s: GameState, f: (em: Emitter) => void): EncounterEvent[] => {
  const em = new Emitter(s);
  f(em);
  return em.events;
};

describe('mage-wars §12 which creature takes the marker (MG-BM-2, MG-WL-2)', () => {
  it.each<[string, SeatId, CardDefinition, string | null]>([
    ['an Animal creature for the Beastmaster', 'A', CARDS.timberWolf, 'Pet'],
    ['a Demon creature for the Warlock', 'B', CARDS.imp, 'Bloodreaper'],
    ['a Demon for the Beastmaster', 'A', CARDS.imp, null],
    ['an Animal for the Warlock', 'B', CARDS.timberWolf, null],
    ['a Legendary Animal', 'A', legendaryWolf, null],
    ['an Animal that is not a creature spell', 'A', { ...CARDS.timberWolf, type: 'conjuration' }, null],
  ])('mage-wars/MG-BM-2 %s: %s', (_what, seatId, card, marker) => {
    expect(bondFor(stateWith(), seatId, card)?.bond.marker ?? null).toBe(marker);
  });

  it('mage-wars/MG-WL-2 a destroyed Mage bonds nothing', () => {
    expect(bondFor(stateWith({ type: 'ObjectDestroyed', data: { objectId: 'mage-B', reason: 'test' } }), 'B', CARDS.imp)).toBeUndefined();
  });
});

describe('mage-wars §12 declaring the bond with the summon (MG-BM-2, MG-WL-2)', () => {
  const refusal = (f: () => void): unknown => {
    try {
      f();
    } catch (e) {
      return e;
    }
    return null;
  };

  it('mage-wars/MG-BM-2 no marker for a creature the Mage cannot bond: the refusal names the creature’s subtypes', () => {
    expect(refusal(() => assertBondAllowed(stateWith(), 'A', CARDS.imp, 5))).toMatchObject({
      ruleId: 'mage-wars/MG-BM-2', section: '§12.2, §12.4', message: 'this Mage has no marker for a Demon (a friendly non-Legendary creature of the right kind)',
    });
    expect(refusal(() => assertBondAllowed(stateWith(), 'A', { ...CARDS.imp, subtypes: [] }, 5))).toMatchObject({ message: 'this Mage has no marker for a creature (a friendly non-Legendary creature of the right kind)' });
    expect(refusal(() => assertBondAllowed(stateWith(), 'A', { ...CARDS.imp, subtypes: ['Demon', 'Imp'] }, 5))).toMatchObject({ message: 'this Mage has no marker for a Demon Imp (a friendly non-Legendary creature of the right kind)' });
  });

  it.each<[number, boolean]>([
    [8, true],
    [9, false],
  ])('mage-wars/TV-30 a Pet wolf (level 2: 3 mana more) summoned for 8, with %d of 19 mana spent: allowed %s', (spent, ok) => {
    const e = refusal(() => assertBondAllowed(stateWith(spend('A', spent)), 'A', CARDS.timberWolf, 8));
    expect(e).toEqual(ok ? null : expect.objectContaining({ ruleId: 'mage-wars/MG-BM-2', section: '§12.2', message: 'the Pet costs 3 mana more' }));
  });

  it('mage-wars/MG-WL-2 the Bloodreaper is paid in Life: no mana is needed beyond the spell', () => {
    expect(refusal(() => assertBondAllowed(stateWith(spend('B', 19)), 'B', CARDS.imp, 0))).toBeNull();
  });

  it('mage-wars/MG-WL-2 only one marker at a time, under the bond’s own rule id; a destroyed bearer gives it back', () => {
    const taken = [...enter('imp1', CARDS.imp.id, 'B', z), bonded('imp1', 'mage-B', 'Bloodreaper', 'life', 2)];
    expect(refusal(() => assertBondAllowed(stateWith(...taken), 'B', CARDS.imp, 5))).toMatchObject({ ruleId: 'mage-wars/MG-WL-2', section: '§12', message: 'only one Bloodreaper at a time' });
    expect(refusal(() => assertBondAllowed(stateWith(...taken, { type: 'ObjectDestroyed', data: { objectId: 'imp1', reason: 'test' } }), 'B', CARDS.imp, 5))).toBeNull();
    // The Beastmaster's Pet is another Mage's marker: it does not block the Bloodreaper.
    const pet = [...enter('wolf', CARDS.timberWolf.id, 'A', z), bonded('wolf', 'mage-A', 'Pet', 'mana', 3)];
    expect(refusal(() => assertBondAllowed(stateWith(...pet), 'B', CARDS.imp, 5))).toBeNull();
  });
});

describe('mage-wars §12 forming the bond as the creature enters (TV-30, TV-32)', () => {
  it.each<[number, boolean]>([
    [16, true],
    [17, false],
  ])('mage-wars/TV-30 the Pet marker on a level-2 wolf costs 3 mana; with %d of 19 spent it is formed: %s', (spent, formed) => {
    const s = stateWith(spend('A', spent), ...enter('wolf', CARDS.timberWolf.id, 'A', z));
    expect(emit(s, (em) => formBond(em, 'A', 'wolf'))).toEqual(
      formed ? [{ type: 'ManaSpent', data: { seat: 'A', amount: 3, fromObject: null, reason: 'Pet wolf' } }, bonded('wolf', 'mage-A', 'Pet', 'mana', 3)] : [],
    );
  });

  it('mage-wars/TV-32 the Bloodreaper costs the Warlock level + 1 Life (a Life loss, not damage)', () => {
    const s = stateWith(...enter('imp', CARDS.imp.id, 'B', z));
    const em = new Emitter(s);
    formBond(em, 'B', 'imp');
    expect(em.events).toEqual([bonded('imp', 'mage-B', 'Bloodreaper', 'life', 2)]);
    expect(em.state.objects['mage-B']!.lifeChange).toBe(-2);
  });

  it('mage-wars/TV-32 the Life paid can destroy the Warlock (VC-1)', () => {
    const dead = stateWith(hurt('mage-B', 36), ...enter('imp', CARDS.imp.id, 'B', z));
    expect(emit(dead, (em) => formBond(em, 'B', 'imp'))).toEqual([bonded('imp', 'mage-B', 'Bloodreaper', 'life', 2), { type: 'ObjectDestroyed', data: { objectId: 'mage-B', reason: 'Bloodreaper: Life paid' } }]);
    const alive = stateWith(hurt('mage-B', 35), ...enter('imp', CARDS.imp.id, 'B', z));
    expect(emit(alive, (em) => formBond(em, 'B', 'imp')).map((e) => e.type)).toEqual(['BondFormed']);
  });

  it('mage-wars/MG-BM-2 nothing is formed for an unknown object or one that does not fit', () => {
    const s = stateWith(...enter('imp', CARDS.imp.id, 'A', z));
    expect(emit(s, (em) => formBond(em, 'A', 'imp'))).toEqual([]);
    expect(emit(s, (em) => formBond(em, 'A', 'ghost'))).toEqual([]);
    const unknownCard = stateWith(...enter('x', 'no-such-card', 'A', z));
    expect(emit(unknownCard, (em) => formBond(em, 'A', 'x'))).toEqual([]);
  });
});

describe('mage-wars §12.4 the Bloodreaper heals its Mage (TV-33)', () => {
  const reaper = [...enter('imp', CARDS.imp.id, 'B', z), bonded('imp', 'mage-B', 'Bloodreaper', 'life', 2), hurt('mage-B', 5)];
  const healed: EncounterEvent[] = [
    { type: 'BondRewardUsed', data: { objectId: 'imp', mageId: 'mage-B', round: 1 } },
    { type: 'DamageHealed', data: { objectId: 'mage-B', amount: 2 } },
  ];

  it.each<[string, EncounterEvent[], string, number, boolean, EncounterEvent[]]>([
    ['its first damage to a Living creature this round', [], 'imp', 3, true, healed],
    ['no damage dealt', [], 'imp', 0, true, []],
    ['a Nonliving target', [], 'imp', 3, false, []],
    ['a second time this round', [healed[0]], 'imp', 3, true, []],
    ['a creature without the marker', [...enter('imp2', CARDS.imp.id, 'B', z)], 'imp2', 3, true, []],
    ['an unknown attacker', [], 'ghost', 3, true, []],
  ])('mage-wars/TV-33 %s', (_what, extra, attackerId, dealt, living, events) => {
    expect(emit(stateWith(...reaper, ...extra), (em) => afterBondedDamage(em, attackerId, dealt, living))).toEqual(events);
  });

  it('mage-wars/TV-33 the heal comes again the next round', () => {
    const s = stateWith(...reaper, { type: 'BondRewardUsed', data: { objectId: 'imp', mageId: 'mage-B', round: 0 } });
    expect(emit(s, (em) => afterBondedDamage(em, 'imp', 1, true))).toEqual(healed);
  });

  it('mage-wars/MG-BM-2 the Pet gives no heal; a destroyed Warlock is not healed', () => {
    const pet = stateWith(...enter('wolf', CARDS.timberWolf.id, 'A', z), bonded('wolf', 'mage-A', 'Pet', 'mana', 3), hurt('mage-A', 5));
    expect(emit(pet, (em) => afterBondedDamage(em, 'wolf', 3, true))).toEqual([]);
    const fallen = stateWith(...reaper, { type: 'ObjectDestroyed', data: { objectId: 'mage-B', reason: 'test' } });
    expect(emit(fallen, (em) => afterBondedDamage(em, 'imp', 3, true))).toEqual([]);
  });
});
