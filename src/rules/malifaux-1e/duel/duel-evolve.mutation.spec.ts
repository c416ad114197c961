// malifaux-1e §6, §10 duel and damage-flip evolution (duel-evolve.ts): each event changes only its side or flip, and an
// event that does not belong to the state's stage leaves it as it was (the fold is total: DU-O0, FD-5, SS-4, TG-2,
// DMG-6, DMG-9, PR-1, BL-1).
import type { DuelEvent1e } from '../events';
import { evolveDuel1e } from './duel-evolve';
import { IDLE_DUEL, type DamageFlip1e, type DamageResult1e, type DuelOutcome1e, type DuelRecord1e, type DuelState1e, type Side1e } from './duel-state';
import { damageFlip1e, duelRecord } from '../testing/duel';

const record: DuelRecord1e = duelRecord();
const dueling: DuelState1e = { status: 'DUELING', duel: record };
const outcome: DuelOutcome1e = { winner: 'ATTACKER', success: true, combatTotal: 3, totals: [] };
const resolved: DuelState1e = { status: 'DUEL_RESOLVED', duel: record, outcome, damageTaken: false };
const flip: DamageFlip1e = damageFlip1e();
const flipping: DuelState1e = { status: 'FLIPPING', duel: record, outcome, flip };
const result: DamageResult1e = { band: 'SEVERE', base: 5, prevented: 0, wounds: 5, woundsAfter: 1, killed: false, blasts: 1, blastDamage: 3, blasted: false };
const fold = (s: DuelState1e, ...events: DuelEvent1e[]): DuelState1e => events.reduce(evolveDuel1e, s);
const sides = (s: DuelState1e): readonly Side1e[] => (s.status === 'DUELING' ? s.duel.sides : []);
const flips = (s: DuelState1e): DamageFlip1e | null => (s.status === 'FLIPPING' || s.status === 'FLIP_RESOLVED' ? s.flip : null);

describe('malifaux-1e §6 a duel event changes its own side only', () => {
  it('malifaux-1e/DU-O0 card chosen, cheat, trigger: the defender’s events leave the attacker as it was', () => {
    const s = fold(
      dueling,
      { type: 'ActiveCardChosen', data: { role: 'DEFENDER', flipIndex: 0, card: 'RAM-05', automatic: true } },
      { type: 'FateCheated', data: { role: 'DEFENDER', flipIndex: 0, card: 'RJ', redJokerSuit: 'MASK' } },
      { type: 'SoulstoneCardFlipped', data: { role: 'DEFENDER', card: 'TOME-02' } },
      { type: 'TriggerDeclared', data: { role: 'DEFENDER', name: 'Parry' } },
    );
    expect(sides(s)[0]).toEqual(record.sides[0]);
    expect(sides(s)[1]).toMatchObject({ choice: { status: 'CHOSEN', card: 'RAM-05' }, cheat: { status: 'CHEATED', card: 'RJ', redJokerSuit: 'MASK' }, soulstone: { status: 'USED', card: 'TOME-02', redJokerSuit: null }, trigger: { status: 'DECLARED', name: 'Parry' } });
  });
  it('malifaux-1e/FD-5 the Red Joker’s suit: on the soulstone card once it is used, else on the kept card', () => {
    const named = fold(dueling, { type: 'RedJokerSuitNamed', data: { role: 'ATTACKER', suit: 'CROW', forSoulstone: true } });
    expect(sides(named)[0]).toMatchObject({ redJokerSuit: 'CROW', soulstone: { status: 'PENDING' } });
    const used = fold(dueling, { type: 'SoulstoneCardFlipped', data: { role: 'ATTACKER', card: 'RJ' } }, { type: 'RedJokerSuitNamed', data: { role: 'ATTACKER', suit: 'TOME', forSoulstone: true } });
    expect(sides(used)[0]).toMatchObject({ redJokerSuit: null, soulstone: { status: 'USED', card: 'RJ', redJokerSuit: 'TOME' } });
    const kept = fold(dueling, { type: 'SoulstoneCardFlipped', data: { role: 'ATTACKER', card: 'RJ' } }, { type: 'RedJokerSuitNamed', data: { role: 'ATTACKER', suit: 'RAM', forSoulstone: false } });
    expect(sides(kept)[0]).toMatchObject({ redJokerSuit: 'RAM', soulstone: { redJokerSuit: null } });
  });
  it('malifaux-1e/SS-4 a skipped step records its rule on that step only; declines and passes are recorded', () => {
    const skip = (step: 'CHEAT' | 'SOULSTONE_CARD' | 'DECLARE_TRIGGER' | 'PREVENTION'): Side1e => sides(fold(dueling, { type: 'StepSkipped', data: { role: 'ATTACKER', step, flipIndex: 0, ruleId: 'r' } }))[0];
    expect(skip('CHEAT')).toMatchObject({ cheat: { status: 'SKIPPED', ruleId: 'r' }, soulstone: { status: 'PENDING' }, trigger: { status: 'PENDING' } });
    expect(skip('SOULSTONE_CARD')).toMatchObject({ cheat: { status: 'PENDING' }, soulstone: { status: 'SKIPPED', ruleId: 'r' }, trigger: { status: 'PENDING' } });
    expect(skip('DECLARE_TRIGGER')).toMatchObject({ cheat: { status: 'PENDING' }, soulstone: { status: 'PENDING' }, trigger: { status: 'SKIPPED', ruleId: 'r' } });
    expect(skip('PREVENTION')).toEqual(record.sides[0]);
    const s = fold(dueling, { type: 'CheatDeclined', data: { role: 'ATTACKER', flipIndex: 0 } }, { type: 'SoulstoneCardDeclined', data: { role: 'ATTACKER' } }, { type: 'TriggerPassed', data: { role: 'ATTACKER' } });
    expect(sides(s)[0]).toMatchObject({ cheat: { status: 'DECLINED' }, soulstone: { status: 'DECLINED' }, trigger: { status: 'PASSED' } });
  });
  it('malifaux-1e/DU-O0 the duel resolves with its outcome, no damage taken yet; a damage event during a duel changes nothing', () => {
    expect(fold(dueling, { type: 'DuelResolved', data: { duelId: 'd', outcome } })).toEqual(resolved);
    expect(fold(dueling, { type: 'PreventionDeclined', data: { seat: 'B' } })).toBe(dueling);
  });
});

describe('malifaux-1e §10 a damage-flip event changes its own flip only', () => {
  it('malifaux-1e/DMG-6 the damage flip starts from the resolved duel, or alone (no duel)', () => {
    expect(fold(resolved, { type: 'DamageFlipStarted', data: { flip } })).toEqual({ status: 'FLIPPING', duel: record, outcome, flip });
    expect(fold(IDLE_DUEL, { type: 'DamageFlipStarted', data: { flip } })).toEqual({ status: 'FLIPPING', duel: null, outcome: null, flip });
    expect(fold(IDLE_DUEL, { type: 'DuelStarted', data: { duel: record } })).toEqual(dueling);
  });
  it('malifaux-1e/DMG-9 cards flipped fill the due flip; the Red Joker’s second flip is added as a fresh one', () => {
    const first = fold(flipping, { type: 'DamageCardsFlipped', data: { flipIndex: 0, cards: ['RJ'] } });
    expect(flips(first)?.flips).toEqual([{ flipped: ['RJ'], net: 0, choice: { status: 'PENDING' }, cheat: { status: 'PENDING' } }]);
    const second = fold(first, { type: 'ActiveCardChosen', data: { role: null, flipIndex: 0, card: 'RJ', automatic: true } }, { type: 'DamageCardsFlipped', data: { flipIndex: 1, cards: ['RAM-07'] } });
    expect(flips(second)?.flips).toEqual([
      { flipped: ['RJ'], net: 0, choice: { status: 'CHOSEN', card: 'RJ' }, cheat: { status: 'PENDING' } },
      { flipped: ['RAM-07'], net: 0, choice: { status: 'PENDING' }, cheat: { status: 'PENDING' } },
    ]);
    const cheated = fold(second, { type: 'FateCheated', data: { role: null, flipIndex: 1, card: 'MASK-13', redJokerSuit: null } }, { type: 'CheatDeclined', data: { role: null, flipIndex: 0 } });
    expect(flips(cheated)?.flips.map((f) => f.cheat)).toEqual([{ status: 'DECLINED' }, { status: 'CHEATED', card: 'MASK-13' }]);
  });
  it('malifaux-1e/PR-1 a skipped cheat stays on its flip; a skipped, flipped or declined prevention on the flip', () => {
    const skipCheat = fold(flipping, { type: 'StepSkipped', data: { role: null, step: 'CHEAT', flipIndex: 0, ruleId: 'malifaux-1e/DMG-7' } });
    expect(flips(skipCheat)).toMatchObject({ flips: [{ cheat: { status: 'SKIPPED', ruleId: 'malifaux-1e/DMG-7' } }], prevention: { status: 'PENDING' } });
    const skipPrev = fold(flipping, { type: 'StepSkipped', data: { role: null, step: 'PREVENTION', flipIndex: 0, ruleId: 'malifaux-1e/PR-1' } });
    expect(flips(skipPrev)).toMatchObject({ flips: [{ cheat: { status: 'PENDING' } }], prevention: { status: 'SKIPPED', ruleId: 'malifaux-1e/PR-1' } });
    expect(flips(fold(flipping, { type: 'PreventionFlipped', data: { card: 'RAM-07', prevented: 2 } }))?.prevention).toEqual({ status: 'FLIPPED', card: 'RAM-07', prevented: 2 });
    expect(flips(fold(flipping, { type: 'PreventionDeclined', data: { seat: 'B' } }))?.prevention).toEqual({ status: 'DECLINED' });
  });
  it('malifaux-1e/BL-1 the flip resolves with its result; blasts mark it blasted, once resolved only', () => {
    const done = fold(flipping, { type: 'DamageResolved', data: { result } });
    expect(done).toEqual({ status: 'FLIP_RESOLVED', duel: record, outcome, flip, result });
    const blast: DuelEvent1e = { type: 'BlastDamageApplied', data: { targets: [] } };
    expect(fold(done, blast)).toEqual({ status: 'FLIP_RESOLVED', duel: record, outcome, flip, result: { ...result, blasted: true } });
    expect(fold(flipping, blast)).toBe(flipping);
    expect(fold(resolved, blast)).toBe(resolved);
    expect(fold(flipping, { type: 'TriggerPassed', data: { role: 'ATTACKER' } })).toBe(flipping);
    expect(fold(IDLE_DUEL, { type: 'DamageCardsFlipped', data: { flipIndex: 0, cards: [] } })).toBe(IDLE_DUEL);
  });
});
