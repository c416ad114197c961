// malifaux-1e §10.5-§10.11 the damage flow as pure rules (damage-flow.ts): CB-7 the combat-total row, DE-2 no damage from
// a disengaging strike, DMG-6 a track is needed, DMG-9 the Red Joker's second flip, BL-1..BL-3 blasts, PR-1/PR-2 what a
// prevention flip removes, HE-2 healing with the Red Joker option; refusals with rule, section and message.
import { MALIFAUX_1E } from '../edition';
import { DEFAULT_1E_OPTIONS } from '../state';
import { duelRecord } from '../testing/duel';
import { named, refusalOf } from '../testing/refusal';
import { blastsOf, damageFlipFate, damageResult, healingAmount, pendingWounds, startDamageFromDuel } from './damage-flow';
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
