// malifaux-1e §5.7 cheat bans, §6.3-§6.4 outcome and triggers as pure rules of duel-decisions.ts (FD-6, FD-7, FM-3,
// DU-O0, DU-O1, TG-1, TG-4): the precedence of the bans, the outcome of simple and opposed duels, triggers in a
// disengaging strike.
import type { SeatId } from '../../core/decider';
import { DEFAULT_1E_OPTIONS } from '../state';
import { availableTriggers, cheatBan, duelOutcome, NO_CONTEXT } from './duel-decisions';
import type { DuelRecord1e, Side1e } from './duel-state';
import { duelSide } from '../testing/duel';
import { step1e } from './duel-steps';

const anyNegative = { ...DEFAULT_1E_OPTIONS, cheatBanOnAnyNegative: true };
/** A side whose card is kept and whose cheat and soulstone are declined: its final total is `value` + the card. */
const side = (role: Side1e['role'], seat: SeatId, value: number, card: string, over: Partial<Side1e> = {}): Side1e =>
  duelSide(role, seat, { modelId: `${seat}-${role}`, stat: { name: 'X', value, suits: [] }, useSoulstone: false, flipped: [card], choice: { status: 'CHOSEN', card }, cheat: { status: 'DECLINED' }, soulstone: { status: 'DECLINED' }, ...over });
const opposed = (a: Side1e, d: Side1e, requiredSuits: DuelRecord1e['requiredSuits'] = []): DuelRecord1e => ({ duelId: 'd', kind: 'OPPOSED', name: 'Sword', tn: null, requiredSuits, sides: [a, d], context: NO_CONTEXT });
const simple = (actor: Side1e, tn: number, requiredSuits: DuelRecord1e['requiredSuits'] = []): DuelRecord1e => ({ duelId: 'd', kind: 'SIMPLE', name: 'Test', tn, requiredSuits, sides: [actor], context: NO_CONTEXT });

describe('malifaux-1e §5.7 cheatBan: the first ban in 1E precedence', () => {
  it.each<[string, { bonus: number; penalty: number }, string[], string[], typeof DEFAULT_1E_OPTIONS, string | null]>([
    ['no modifier, a hand: allowed', { bonus: 0, penalty: 0 }, ['RAM-05'], ['MASK-01'], DEFAULT_1E_OPTIONS, null],
    ['malifaux-1e/FD-6 one’s own Black Joker first, even with net − and no hand', { bonus: 0, penalty: 1 }, ['BJ', 'RAM-05'], [], DEFAULT_1E_OPTIONS, 'FD-6'],
    ['malifaux-1e/FM-3 net −, before the empty hand', { bonus: 0, penalty: 1 }, ['RAM-05', 'RAM-06'], [], DEFAULT_1E_OPTIONS, 'FM-3'],
    ['malifaux-1e/FM-3 + and − cancel: allowed by default', { bonus: 1, penalty: 1 }, ['RAM-05'], ['MASK-01'], DEFAULT_1E_OPTIONS, null],
    ['malifaux-1e/FM-3 cheatBanOnAnyNegative: one − among ++ bans', { bonus: 2, penalty: 1 }, ['RAM-05', 'RAM-06'], ['MASK-01'], anyNegative, 'FM-3'],
    ['malifaux-1e/FD-7 an empty hand', { bonus: 0, penalty: 0 }, ['RAM-05'], [], DEFAULT_1E_OPTIONS, 'FD-7'],
  ])('%s', (_, fate, flipped, hand, options, ban) => {
    expect(cheatBan(fate, flipped, hand, options)).toBe(ban);
  });
  it('malifaux-1e/FD-5 §18 "Cheat bans": the opponent’s Red Joker bans nothing in 1E', () => {
    expect(cheatBan({ bonus: 0, penalty: 0 }, ['RAM-05'], ['MASK-01'], DEFAULT_1E_OPTIONS, ['RJ'])).toBeNull();
  });
});

describe('malifaux-1e §6.3-§6.4 duelOutcome', () => {
  it('malifaux-1e/DU-S0 a simple duel: final ≥ TN with every required suit wins; below, or a suit missing, fails', () => {
    expect(duelOutcome(simple(side('ACTOR', 'A', 5, 'RAM-07'), 12))).toEqual({ winner: 'ACTOR', success: true, combatTotal: null, totals: [{ role: 'ACTOR', total: { value: 12, suits: ['RAM'] } }] });
    expect(duelOutcome(simple(side('ACTOR', 'A', 5, 'RAM-06'), 12))).toMatchObject({ winner: null, success: false, combatTotal: null });
    expect(duelOutcome(simple(side('ACTOR', 'A', 5, 'RAM-07'), 12, ['CROW']))).toMatchObject({ winner: null, success: false });
  });
  it('malifaux-1e/DU-O0 malifaux-1e/DU-O1 an opposed duel: the tie goes to the attacker, combat total = attacker − defender', () => {
    expect(duelOutcome(opposed(side('ATTACKER', 'A', 5, 'RAM-07'), side('DEFENDER', 'B', 4, 'TOME-08')))).toEqual({
      winner: 'ATTACKER',
      success: true,
      combatTotal: 0,
      totals: [
        { role: 'ATTACKER', total: { value: 12, suits: ['RAM'] } },
        { role: 'DEFENDER', total: { value: 12, suits: ['TOME'] } },
      ],
    });
    expect(duelOutcome(opposed(side('ATTACKER', 'A', 5, 'RAM-07'), side('DEFENDER', 'B', 4, 'TOME-09')))).toMatchObject({ winner: 'DEFENDER', success: false });
    expect(duelOutcome(opposed(side('ATTACKER', 'A', 5, 'RAM-10'), side('DEFENDER', 'B', 4, 'TOME-02')))).toMatchObject({ winner: 'ATTACKER', success: true, combatTotal: 9 });
  });
  it('malifaux-1e/DU-O0 an opposed duel has no TN (1E): only the required suits count', () => {
    expect(duelOutcome({ ...opposed(side('ATTACKER', 'A', 1, 'RAM-01'), side('DEFENDER', 'B', 0, 'TOME-01')), tn: 20 })).toMatchObject({ winner: 'ATTACKER', success: true });
    expect(duelOutcome(opposed(side('ATTACKER', 'A', 5, 'RAM-10'), side('DEFENDER', 'B', 4, 'TOME-02'), ['CROW']))).toMatchObject({ success: false });
  });
});

describe('malifaux-1e §6.1 availableTriggers', () => {
  const crit = [{ name: 'Crit', suits: ['RAM' as const] }];
  it('malifaux-1e/TG-1 a trigger whose suits the final total holds; malifaux-1e/TG-4 none in a disengaging strike', () => {
    const a = side('ATTACKER', 'A', 5, 'RAM-07', { triggers: crit });
    const d = opposed(a, side('DEFENDER', 'B', 4, 'TOME-02'));
    expect(availableTriggers(d, a)).toEqual(['Crit']);
    expect(availableTriggers({ ...d, context: { ...NO_CONTEXT, disengaging: true } }, a)).toEqual([]);
    expect(availableTriggers(d, side('ATTACKER', 'A', 5, 'TOME-07', { triggers: crit }))).toEqual([]);
  });
});

describe('malifaux-1e §6.3 the 1E step names', () => {
  it('malifaux-1e/SS-4 §18 "Soulstone in a duel": 1E has no soulstone declaration step; the other steps keep their names', () => {
    expect(() => step1e('DECLARE_SOULSTONES')).toThrow('malifaux-1e has no soulstone declaration step (EditionProfile.duelSoulstone)');
    expect([step1e('CHEAT'), step1e('SOULSTONE_CARD'), step1e('RESOLVE')]).toEqual(['CHEAT', 'SOULSTONE_CARD', 'RESOLVE']);
  });
});
