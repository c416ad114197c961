// malifaux-1e §10.5-§10.11 the damage flow as pure rules (damage-flow.ts): CB-7 the combat-total row, DE-2 no damage from
// a disengaging strike, DMG-6 a track is needed, DMG-9 the Red Joker's second flip, BL-1..BL-3 blasts, PR-1/PR-2 what a
// prevention flip removes, HE-2 healing with the Red Joker option; refusals with rule, section and message.
import { MALIFAUX_1E } from '../edition';
import { Desk } from '../desk';
import { DEFAULT_1E_OPTIONS, type GameState1e, type Malifaux1eOptions, type SeatState } from '../state';
import { duelRecord, duelSide } from '../testing/duel';
import { model, toActivation } from '../testing/fixtures';
import { named, refusalOf } from '../testing/refusal';
import { automaticFlipStep, blastsOf, cheatDamage, chooseDamageCard, damageFlipFate, damageResult, declinePrevention, flipDamageCards, flipPrevention, healingAmount, pendingWounds, startDamageFromDuel } from './damage-flow';
import { NO_CONTEXT } from './duel-decisions';
import type { DamageFlip1e, DuelContext1e, DuelOutcome1e, DuelState1e, FlipTarget1e } from './duel-state';
import type { DamageTrack } from '../../malifaux/damage-track';

const hit: DuelOutcome1e = { winner: 'ATTACKER', success: true, combatTotal: 6, totals: [] };
const target: FlipTarget1e = { modelId: 'B-m', seat: 'B', useSoulstone: true, wounds: 6, maxWounds: 6 };
const track: DamageTrack = { weak: 2, moderate: 3, severe: 5, blasts: { severe: 1, moderate: 2 } };
const resolved = (over: Partial<Extract<DuelState1e, { status: 'DUEL_RESOLVED' }>> = {}, context: DuelContext1e = { ...NO_CONTEXT, damage: track }): DuelState1e => ({ status: 'DUEL_RESOLVED', duel: duelRecord({ context }), outcome: hit, damageTaken: false, ...over });
const flipWith = (cards: (string | null)[], over: Partial<DamageFlip1e> = {}): DamageFlip1e => ({
  kind: 'DAMAGE',
  seat: 'A',
  target,
  track,
  fate: { bonus: 0, penalty: 0 },
  cheatable: true,
  reductions: { halve: false, armor: 0, object: 0 },
  flips: cards.map((card) => ({ flipped: card ? [card] : [], net: 0, choice: { status: 'CHOSEN', card }, cheat: { status: 'DECLINED' } })),
  prevention: { status: 'DECLINED' },
  ...over,
});

describe('malifaux-1e §10.5 starting the damage flip: refusals name rule, section and message', () => {
  it.each<[string, DuelState1e, ReturnType<typeof named>]>([
    ['malifaux-1e/CB-7 no resolved duel', { status: 'IDLE' }, named('malifaux-1e/CB-7', '§10.5 (seed 2783-2945)', 'no resolved attack awaits its damage flip')],
    ['malifaux-1e/CB-7 the damage already taken', resolved({ damageTaken: true }), named('malifaux-1e/CB-7', '§10.5 (seed 2783-2945)', 'no resolved attack awaits its damage flip')],
    ['malifaux-1e/CB-7 a failed attack', resolved({ outcome: { ...hit, success: false } }), named('malifaux-1e/CB-7', '§10.5 (seed 2783-2945)', 'the attack failed: no damage')],
    ['malifaux-1e/CB-7 a duel with no combat total', resolved({ outcome: { ...hit, combatTotal: null } }), named('malifaux-1e/CB-7', '§10.5 (seed 2783-2945)', 'the attack failed: no damage')],
    ['malifaux-1e/DE-2 a disengaging strike', resolved({}, { ...NO_CONTEXT, damage: track, disengaging: true }), named('malifaux-1e/DE-2', '§10.12 (seed 3175-3191)', 'a disengaging strike deals no damage')],
    ['malifaux-1e/DMG-6 no damage track', resolved({}, NO_CONTEXT), named('malifaux-1e/DMG-6', '§10.7 (seed 2974-3025)', 'the attack has no damage track (Dg)')],
  ])('%s', (_, state, expected) => {
    expect(refusalOf(() => startDamageFromDuel(state, MALIFAUX_1E, target, []))).toEqual(expected);
  });
  it('malifaux-1e/CB-7 a combat total below the table is a miss', () => {
    expect(refusalOf(() => damageFlipFate(MALIFAUX_1E, -1, 0, []))).toEqual(named('malifaux-1e/CB-7', '§10.5 (seed 2928-2945)', 'the attack missed: no damage flip'));
  });
  it('malifaux-1e/CB-7 the flip: the attacker’s seat, the combat-total row plus Focus/Charge and the others, cover armor through the reductions', () => {
    const [e] = startDamageFromDuel(resolved({}, { ...NO_CONTEXT, damage: track, damageBonus: 1, targetArmor: 1 }), MALIFAUX_1E, target, [{ bonus: 0, penalty: 1 }], (armor) => ({ halve: true, armor: armor + 1, object: 0 }));
    expect(e).toEqual({
      type: 'DamageFlipStarted',
      data: { flip: { kind: 'DAMAGE', seat: 'A', target, track, fate: { bonus: 1, penalty: 1 }, cheatable: true, reductions: { halve: true, armor: 2, object: 0 }, flips: [{ flipped: null, net: 0, choice: { status: 'PENDING' }, cheat: { status: 'PENDING' } }], prevention: { status: 'PENDING' } } },
    });
    const [plain] = startDamageFromDuel(resolved({}, { ...NO_CONTEXT, damage: track, targetArmor: 1 }), MALIFAUX_1E, target, []);
    expect(plain.type === 'DamageFlipStarted' && plain.data.flip.reductions).toEqual({ halve: false, armor: 1, object: 0 });
  });
});

describe('malifaux-1e §10.7-§10.11 the damage and what it does', () => {
  it('malifaux-1e/DMG-9 D11 the Red Joker: severe plus the second flip; malifaux-1e/DMG-5 wounds never below 0', () => {
    expect(damageResult(MALIFAUX_1E, flipWith(['RAM-12']))).toEqual({ band: 'SEVERE', base: 5, prevented: 0, wounds: 5, woundsAfter: 1, killed: false, blasts: 1, blastDamage: 3, blasted: false });
    expect(damageResult(MALIFAUX_1E, flipWith(['RJ', 'RAM-07']))).toMatchObject({ base: 8, wounds: 8, woundsAfter: 0, killed: true });
    expect(damageResult(MALIFAUX_1E, flipWith(['RAM-07']))).toMatchObject({ band: 'MODERATE', base: 3, blasts: 2, blastDamage: 2 });
  });
  it('malifaux-1e/PR-1 a prevention flip removes at most the wounds pending', () => {
    expect(damageResult(MALIFAUX_1E, flipWith(['RAM-12'], { prevention: { status: 'FLIPPED', card: 'RAM-07', prevented: 2 } }))).toMatchObject({ prevented: 2, wounds: 3, woundsAfter: 3 });
    expect(damageResult(MALIFAUX_1E, flipWith(['RAM-12'], { prevention: { status: 'FLIPPED', card: 'RJ', prevented: 9 } }))).toMatchObject({ prevented: 5, wounds: 0, woundsAfter: 6, killed: false });
    expect(pendingWounds(MALIFAUX_1E, flipWith(['RAM-12'], { reductions: { halve: true, armor: 1, object: 0 } }))).toBe(2);
  });
  it('malifaux-1e/BL-1 malifaux-1e/BL-2 the blasts a band shows and what the others take', () => {
    expect([blastsOf(track, 'SEVERE'), blastsOf(track, 'WEAK'), blastsOf({ weak: 1, moderate: 2, severe: 3 }, 'SEVERE')]).toEqual([
      { blasts: 1, blastDamage: 3 },
      { blasts: 0, blastDamage: 0 },
      { blasts: 0, blastDamage: 2 },
    ]);
  });
  it('malifaux-1e/HE-2 healing: the table; the Red Joker heals all, or 3 + a second card (EXTRA_FLIP), never above what was suffered', () => {
    const extra = { ...DEFAULT_1E_OPTIONS, rjHealPreventMode: 'EXTRA_FLIP' as const };
    expect([healingAmount(MALIFAUX_1E, 'RAM-04', 6, null, DEFAULT_1E_OPTIONS), healingAmount(MALIFAUX_1E, 'RJ', 6, null, DEFAULT_1E_OPTIONS), healingAmount(MALIFAUX_1E, null, 6, null, DEFAULT_1E_OPTIONS)]).toEqual([1, 6, 0]);
    expect([healingAmount(MALIFAUX_1E, 'RJ', 6, 'RAM-07', extra), healingAmount(MALIFAUX_1E, 'RJ', 4, 'RAM-07', extra), healingAmount(MALIFAUX_1E, 'RAM-12', 6, 'RAM-07', extra), healingAmount(MALIFAUX_1E, 'RJ', 6, null, extra)]).toEqual([5, 4, 3, 3]);
  });
});

// (issue 15) The decisions of a damage flip against a Desk: which seat acts (DMG-6 the attacker, PR-1 the target), the
// refusals' rule, section and message, the cheat bans (DMG-7, DMG-9, FD-7), the prevention flip (PR-1, PR-2, SS-3) and
// the FD-11 discard order when the flip resolves.
type FlippingState = Extract<DuelState1e, { status: 'FLIPPING' }>;
type Flip = DamageFlip1e['flips'][number];

const table: GameState1e = toActivation([model('a1')], [model('b1')]).state;
const withSeats = (a: Partial<SeatState>, b: Partial<SeatState> = {}): GameState1e => ({
  ...table,
  seats: { A: { ...table.seats.A!, ...a }, B: { ...table.seats.B!, ...b } },
});
const flipping = (flip: DamageFlip1e): FlippingState => ({ status: 'FLIPPING', duel: null, outcome: null, flip });
const pending: Flip = { flipped: null, net: 0, choice: { status: 'PENDING' }, cheat: { status: 'PENDING' } };
const toCheat = (card: string, net = 0): Flip => ({ flipped: [card], net, choice: { status: 'CHOSEN', card }, cheat: { status: 'PENDING' } });
const preventionDue = (cards: string[] = ['RAM-12'], over: Partial<DamageFlip1e> = {}): DamageFlip1e => flipWith(cards, { prevention: { status: 'PENDING' }, ...over });
const discards = (events: readonly { type: string; data: object }[]): unknown[] => events.flatMap((e) => (e.type === 'CardsDiscarded' ? [e.data] : []));

describe('malifaux-1e §10.7 the damage flip decisions: whose turn, and the refusals', () => {
  it('malifaux-1e/DMG-6 the attacker flips for damage, wherever the attacker stands among the sides', () => {
    const context: DuelContext1e = { ...NO_CONTEXT, damage: track };
    const state: DuelState1e = { status: 'DUEL_RESOLVED', duel: duelRecord({ context, sides: [duelSide('DEFENDER', 'B'), duelSide('ATTACKER', 'A')] }), outcome: hit, damageTaken: false };
    const [e] = startDamageFromDuel(state, MALIFAUX_1E, target, []);
    expect(e.type === 'DamageFlipStarted' && e.data.flip.seat).toBe('A');
  });
  it('malifaux-1e/DMG-6 the flip is named damage:<index>; the other seat may not flip; nobody acts once it is resolved', () => {
    const desk = new Desk(withSeats({ deck: ['RAM-07', 'RAM-08'] }));
    const out = flipDamageCards(flipWith([], { flips: [pending] }), 'A', desk);
    expect(out).toEqual([
      { type: 'CardsFlipped', data: { seat: 'A', cards: ['RAM-07'], flipId: 'damage:0' } },
      { type: 'DamageCardsFlipped', data: { flipIndex: 0, cards: ['RAM-07'] } },
    ]);
    expect(refusalOf(() => flipDamageCards(flipWith([], { flips: [pending] }), 'B', new Desk(table)))).toEqual(named('malifaux-1e/DMG-6', '§10.7 (seed 2974-3025)', 'not your decision: the damage flip waits for FLIP from A'));
    expect(refusalOf(() => flipDamageCards(flipWith(['RAM-07']), 'A', new Desk(table)))).toEqual(named('malifaux-1e/DMG-6', '§10.7 (seed 2974-3025)', 'not your decision: the damage flip waits for RESOLVE from nobody'));
  });
  it('malifaux-1e/FM-3 a card kept by choice is not automatic', () => {
    const flip = flipWith([], { flips: [{ flipped: ['RAM-02', 'RAM-09'], net: 1, choice: { status: 'PENDING' }, cheat: { status: 'PENDING' } }] });
    expect(chooseDamageCard(flip, 'A', 'RAM-09')).toEqual([{ type: 'ActiveCardChosen', data: { role: null, flipIndex: 0, card: 'RAM-09', automatic: false } }]);
    expect(automaticFlipStep(flipping({ ...flip, flips: [{ ...flip.flips[0], flipped: ['RAM-09'], net: 0 }] }), MALIFAUX_1E, new Desk(table), DEFAULT_1E_OPTIONS)).toEqual([{ type: 'ActiveCardChosen', data: { role: null, flipIndex: 0, card: 'RAM-09', automatic: true } }]);
  });
});

describe('malifaux-1e §10.7-§10.8 cheating on the damage flip', () => {
  const hand: Partial<SeatState> = { hand: ['MASK-13', 'RAM-01'], inPlay: ['RAM-03'] };
  const dmg7 = named('malifaux-1e/DMG-7', '§10.7 (seed 2974-3025)', 'fate may not be cheated on this damage flip');
  it.each<[string, DamageFlip1e, Malifaux1eOptions]>([
    ['malifaux-1e/DMG-7 a flip made not cheatable', flipWith([], { cheatable: false, flips: [toCheat('RAM-03')] }), DEFAULT_1E_OPTIONS],
    ['malifaux-1e/DMG-7 any negative modifier, with cheatBanOnAnyNegative', flipWith([], { fate: { bonus: 1, penalty: 1 }, flips: [toCheat('RAM-03')] }), { ...DEFAULT_1E_OPTIONS, cheatBanOnAnyNegative: true }],
  ])('%s bans the cheat (rule, section, message)', (_, flip, options) => {
    expect(refusalOf(() => cheatDamage(flip, 'A', 'MASK-13', new Desk(withSeats(hand)), options))).toEqual(dmg7);
    expect(automaticFlipStep(flipping(flip), MALIFAUX_1E, new Desk(withSeats(hand)), options)).toEqual([{ type: 'StepSkipped', data: { role: null, step: 'CHEAT', flipIndex: 0, ruleId: 'malifaux-1e/DMG-7' } }]);
  });
  it('malifaux-1e/DMG-9 the Red Joker’s second flip is plain: the first flip’s `−` does not ban cheating it', () => {
    const flip = flipWith([], { fate: { bonus: 0, penalty: 1 }, flips: [{ ...toCheat('RJ', -1), cheat: { status: 'DECLINED' } }, toCheat('RAM-03')] });
    expect(automaticFlipStep(flipping(flip), MALIFAUX_1E, new Desk(withSeats(hand)), DEFAULT_1E_OPTIONS)).toBeNull();
    expect(cheatDamage(flip, 'A', 'MASK-13', new Desk(withSeats(hand)), DEFAULT_1E_OPTIONS)).toContainEqual({ type: 'FateCheated', data: { role: null, flipIndex: 1, card: 'MASK-13', redJokerSuit: null } });
  });
  it('malifaux-1e/DMG-7 a cheat plays the card from the hand; malifaux-1e/FD-7 a card not in the hand is refused', () => {
    const flip = flipWith([], { flips: [toCheat('RAM-03')] });
    expect(cheatDamage(flip, 'A', 'MASK-13', new Desk(withSeats(hand)), DEFAULT_1E_OPTIONS)).toEqual([
      { type: 'CardPlayed', data: { seat: 'A', card: 'MASK-13', purpose: 'cheat' } },
      { type: 'FateCheated', data: { role: null, flipIndex: 0, card: 'MASK-13', redJokerSuit: null } },
    ]);
    expect(refusalOf(() => cheatDamage(flip, 'A', 'TOME-13', new Desk(withSeats(hand)), DEFAULT_1E_OPTIONS))).toEqual(named('malifaux-1e/FD-7', '§5.3 (seed 1453-1469)', 'TOME-13 is not in your Control Hand'));
  });
});

describe('malifaux-1e §10.11 the prevention flip', () => {
  const pr1 = (message: string): ReturnType<typeof named> => named('malifaux-1e/PR-1', '§10.11 (seed 3155-3173)', message);
  it('malifaux-1e/PR-1 only the damaged model’s seat, and only when prevention is due', () => {
    const stones = new Desk(withSeats({}, { soulstones: 2 }));
    expect(refusalOf(() => flipPrevention(preventionDue(), 'A', MALIFAUX_1E, stones, DEFAULT_1E_OPTIONS))).toEqual(pr1('no prevention flip is due from you'));
    expect(refusalOf(() => flipPrevention(flipWith(['RAM-12']), 'B', MALIFAUX_1E, stones, DEFAULT_1E_OPTIONS))).toEqual(pr1('no prevention flip is due from you'));
    expect(refusalOf(() => declinePrevention(preventionDue(), 'A'))).toEqual(pr1('no prevention flip is due from you'));
    expect(refusalOf(() => declinePrevention(flipWith(['RAM-12']), 'B'))).toEqual(pr1('no prevention flip is due from you'));
    expect(declinePrevention(preventionDue(), 'B')).toEqual([{ type: 'PreventionDeclined', data: { seat: 'B' } }]);
  });
  it('malifaux-1e/PR-1 a model without Use Soulstone may not; malifaux-1e/SS-3 nor with an empty pool', () => {
    const flip = preventionDue(['RAM-12'], { target: { ...target, useSoulstone: false } });
    expect(refusalOf(() => flipPrevention(flip, 'B', MALIFAUX_1E, new Desk(withSeats({}, { soulstones: 2 })), DEFAULT_1E_OPTIONS))).toEqual(pr1('B-m has no Use Soulstone'));
    expect(refusalOf(() => flipPrevention(preventionDue(), 'B', MALIFAUX_1E, new Desk(withSeats({}, { soulstones: 0 })), DEFAULT_1E_OPTIONS))).toEqual(named('malifaux-1e/SS-3', '§3.8 (seed 892-930)', 'the Soulstone Pool is empty'));
  });
  it('malifaux-1e/PR-1 the last soulstone pays for the flip; the card is discarded', () => {
    const desk = new Desk(withSeats({}, { soulstones: 1, deck: ['TOME-07', 'TOME-02'] }));
    expect(flipPrevention(preventionDue(), 'B', MALIFAUX_1E, desk, DEFAULT_1E_OPTIONS)).toEqual([
      { type: 'SoulstonesSpent', data: { seat: 'B', amount: 1, purpose: 'prevention' } },
      { type: 'CardsFlipped', data: { seat: 'B', cards: ['TOME-07'], flipId: 'prevention' } },
      { type: 'CardsDiscarded', data: { seat: 'B', cards: ['TOME-07'], from: 'play' } },
      { type: 'PreventionFlipped', data: { card: 'TOME-07', prevented: 2 } },
    ]);
  });
  it('malifaux-1e/PR-1 EXTRA_FLIP: only the Red Joker flips a second card (prevention:extra)', () => {
    const extra: Malifaux1eOptions = { ...DEFAULT_1E_OPTIONS, rjHealPreventMode: 'EXTRA_FLIP' };
    const plain = flipPrevention(preventionDue(), 'B', MALIFAUX_1E, new Desk(withSeats({}, { soulstones: 1, deck: ['TOME-07', 'TOME-02'] })), extra);
    expect(plain).toContainEqual({ type: 'PreventionFlipped', data: { card: 'TOME-07', prevented: 2 } });
    expect(plain.filter((e) => e.type === 'CardsFlipped')).toHaveLength(1);
    const joker = flipPrevention(preventionDue(['RAM-13']), 'B', MALIFAUX_1E, new Desk(withSeats({}, { soulstones: 1, deck: ['RJ', 'TOME-02'] })), extra);
    expect(joker).toContainEqual({ type: 'CardsFlipped', data: { seat: 'B', cards: ['TOME-02'], flipId: 'prevention:extra' } });
    expect(joker).toContainEqual({ type: 'CardsDiscarded', data: { seat: 'B', cards: ['RJ', 'TOME-02'], from: 'play' } });
    expect(joker).toContainEqual({ type: 'PreventionFlipped', data: { card: 'RJ', prevented: 4 } });
  });
  it.each<[string, DamageFlip1e, number, string | null]>([
    ['malifaux-1e/SS-3 an empty pool skips it', preventionDue(), 0, 'malifaux-1e/SS-3'],
    ['malifaux-1e/PR-1 one soulstone is enough to be asked', preventionDue(), 1, null],
    ['malifaux-1e/PR-2 no wounds pending skips it', preventionDue(['BJ']), 1, 'malifaux-1e/PR-2'],
  ])('%s', (_, flip, soulstones, ruleId) => {
    const out = automaticFlipStep(flipping(flip), MALIFAUX_1E, new Desk(withSeats({}, { soulstones })), DEFAULT_1E_OPTIONS);
    expect(out).toEqual(ruleId ? [{ type: 'StepSkipped', data: { role: null, step: 'PREVENTION', flipIndex: 0, ruleId } }] : null);
  });
  it('malifaux-1e/DMG-9 the Red Joker’s second flip is named damage:1', () => {
    const out = automaticFlipStep(flipping(preventionDue(['RJ'])), MALIFAUX_1E, new Desk(withSeats({ deck: ['CROW-04'] })), DEFAULT_1E_OPTIONS);
    expect(out).toEqual([
      { type: 'CardsFlipped', data: { seat: 'A', cards: ['CROW-04'], flipId: 'damage:1' } },
      { type: 'DamageCardsFlipped', data: { flipIndex: 1, cards: ['CROW-04'] } },
    ]);
  });
});

describe('malifaux-1e §10.7 resolving the damage flip', () => {
  it('malifaux-1e/FD-11 the cards go to the discard pile: unselected in flip order, the kept card, the cheated card', () => {
    const flip = flipWith([], {
      flips: [
        { flipped: ['RAM-02', 'RAM-09', 'RAM-05'], net: -2, choice: { status: 'CHOSEN', card: 'RAM-02' }, cheat: { status: 'CHEATED', card: 'MASK-13' } },
        { flipped: ['CROW-04'], net: 0, choice: { status: 'CHOSEN', card: 'CROW-04' }, cheat: { status: 'DECLINED' } },
      ],
    });
    const desk = new Desk(withSeats({ inPlay: ['RAM-02', 'RAM-09', 'RAM-05', 'MASK-13', 'CROW-04'] }));
    const out = automaticFlipStep(flipping(flip), MALIFAUX_1E, desk, DEFAULT_1E_OPTIONS) ?? [];
    expect(discards(out)).toEqual([{ seat: 'A', cards: ['RAM-09', 'RAM-05', 'RAM-02', 'MASK-13', 'CROW-04'], from: 'play' }]);
  });
});
