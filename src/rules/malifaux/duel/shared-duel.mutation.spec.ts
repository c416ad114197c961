// The shared duel engine's boundaries (issue 15): cheat bans in each clause, totals and suits, who decides first,
// the step due next in a duel and in a damage flip, and healing. Titles cite the editions' rule ids
// (rules/malifaux-1e.md §5.7-§6.4, §10.7-§10.11; rules/malifaux-2e.md §3.4, §4, §12).
import { MALIFAUX_1E } from '../../malifaux-1e/edition';
import { MALIFAUX_2E } from '../../malifaux-2e/edition';
import { cheatBlocks, firstBan, type CheatCheck } from './cheat-bans';
import { baseDamage, blastMarkers, redJokerDamage, secondDamageFlipDue, stepDownBand } from './damage';
import { eligibleTriggers, onlyChoice, opposedOutcome } from './duel-outcome';
import { dueDuelStep, dueFlipStep, type SideProgress } from './duel-steps';
import { cardSuit, containsSuits, duelTotal, meetsTn, missingSuits } from './duel-total';
import { healingFromCard } from './healing';

const TRACK = { weak: 2, moderate: 3, severe: 5 };

describe('malifaux shared cheat bans (malifaux-2e/CF-2, malifaux-1e/FM-3)', () => {
  const ok: CheatCheck = { cheatable: true, net: 0, flipped: ['RAM-04'], handSize: 1 };

  it('malifaux-2e/CF-2 a cheatable flip with net 0, a card and a hand of one is allowed', () => {
    expect(cheatBlocks(MALIFAUX_2E, ok)).toEqual([]);
  });

  it('malifaux-2e/FL-1 malifaux-1e/DMG-7 every clause at once, in the CF-2 order', () => {
    const all: CheatCheck = { cheatable: false, net: -1, flipped: [], opponentFlipped: ['RJ'], handSize: 0 };
    expect(cheatBlocks(MALIFAUX_2E, all)).toEqual(['FLIP_NOT_CHEATABLE', 'NET_NEGATIVE', 'NO_CARD_FLIPPED', 'OPPONENT_RED_JOKER', 'EMPTY_HAND']);
    expect(cheatBlocks(MALIFAUX_2E, { ...all, flipped: ['BJ'] })).toEqual(['FLIP_NOT_CHEATABLE', 'NET_NEGATIVE', 'OWN_BLACK_JOKER', 'OPPONENT_RED_JOKER', 'EMPTY_HAND']);
  });

  it('malifaux-1e/FM-3 a `−` cancelled by a `+` bans only under banOnAnyPenalty; a net `−` always', () => {
    expect(cheatBlocks(MALIFAUX_1E, { ...ok, net: 0, penalty: 1 }, { banOnAnyPenalty: true })).toEqual(['NET_NEGATIVE']);
    expect(cheatBlocks(MALIFAUX_1E, { ...ok, net: -1 }, { banOnAnyPenalty: true })).toEqual([]);
    expect(cheatBlocks(MALIFAUX_1E, { ...ok, net: -1 })).toEqual(['NET_NEGATIVE']);
    expect(cheatBlocks(MALIFAUX_1E, { ...ok, net: 0, penalty: 0 }, { banOnAnyPenalty: true })).toEqual([]);
  });

  it('malifaux-2e/A-5 an opponent who flipped both Jokers bans cheating unless the policy says the Black Joker lifts it', () => {
    const both = { ...ok, opponentFlipped: ['RJ', 'BJ'] };
    expect(cheatBlocks(MALIFAUX_2E, both)).toEqual(['OPPONENT_RED_JOKER']);
    expect(cheatBlocks(MALIFAUX_2E, both, { opponentRedJokerBlocksEvenWithBlackJoker: true })).toEqual(['OPPONENT_RED_JOKER']);
    expect(cheatBlocks(MALIFAUX_2E, both, { opponentRedJokerBlocksEvenWithBlackJoker: false })).toEqual([]);
    expect(cheatBlocks(MALIFAUX_2E, { ...ok, opponentFlipped: ['RJ'] }, { opponentRedJokerBlocksEvenWithBlackJoker: false })).toEqual(['OPPONENT_RED_JOKER']);
    expect(cheatBlocks(MALIFAUX_2E, { ...ok, opponentFlipped: ['RAM-13'] })).toEqual([]);
    expect(cheatBlocks(MALIFAUX_2E, { ...ok, opponentFlipped: null })).toEqual([]);
  });

  it('malifaux-1e/FD-6 the edition reports the first clause of its own precedence', () => {
    const precedence = [['EMPTY_HAND', 'FD-7'], ['OWN_BLACK_JOKER', 'FD-6']] as const;
    expect(firstBan(['OWN_BLACK_JOKER', 'EMPTY_HAND'], precedence)).toBe('FD-7');
    expect(firstBan(['OWN_BLACK_JOKER'], precedence)).toBe('FD-6');
    expect(firstBan(['NET_NEGATIVE'], precedence)).toBeNull();
  });
});

describe('malifaux shared damage (malifaux-1e/DMG-9, malifaux-2e/DJ-1, BL-2)', () => {
  it('malifaux-1e/DMG-9 the Red Joker with no second card yet deals severe only; malifaux-2e/DJ-1 severe + weak', () => {
    expect(redJokerDamage(MALIFAUX_1E, TRACK, null)).toBe(5);
    expect(redJokerDamage(MALIFAUX_1E, TRACK, 'RAM-12')).toBe(10);
    expect(redJokerDamage(MALIFAUX_2E, TRACK, 'RAM-12')).toBe(7);
    expect(baseDamage(MALIFAUX_1E, TRACK, 'RJ', 'RAM-02')).toEqual({ band: 'RED_JOKER', base: 7 });
    expect(baseDamage(MALIFAUX_1E, TRACK, 'RAM-06', 'RJ')).toEqual({ band: 'MODERATE', base: 3 });
  });

  it('malifaux-1e/DMG-9 no first card in use opens no second flip', () => {
    expect(secondDamageFlipDue(MALIFAUX_1E, null, 1)).toBe(false);
    expect(secondDamageFlipDue(MALIFAUX_1E, 'RJ', 0)).toBe(false);
  });

  it.each([
    ['RED_JOKER', 'MODERATE'],
    ['SEVERE', 'MODERATE'],
    ['MODERATE', 'WEAK'],
    ['WEAK', 'NONE'],
    ['NONE', 'NONE'],
  ] as const)('malifaux-1e/BL-2 malifaux-2e/BL-4 %s steps down to %s', (band, lower) => {
    expect(stepDownBand(band)).toBe(lower);
  });

  it('malifaux-1e/BL-1 the markers printed on each severity; none printed: 0', () => {
    const blasts = { ...TRACK, blasts: { weak: 1, moderate: 2, severe: 3 } };
    expect(['RED_JOKER', 'SEVERE', 'MODERATE', 'WEAK', 'NONE'].map((b) => blastMarkers(blasts, b as Parameters<typeof blastMarkers>[1]))).toEqual([3, 3, 2, 1, 0]);
    expect(blastMarkers(TRACK, 'SEVERE')).toBe(0);
    expect(blastMarkers({ ...TRACK, blasts: {} }, 'WEAK')).toBe(0);
  });
});

describe('malifaux shared totals (malifaux-1e/DU-O1, malifaux-2e/DU-1)', () => {
  it('malifaux-2e/FD-4 a card adds its printed suit, the Red Joker its named one, the Black Joker and no card none', () => {
    expect(cardSuit('TOME-03')).toBe('TOME');
    expect(cardSuit('RJ', 'CROW')).toBe('CROW');
    expect(cardSuit('RJ')).toBeNull();
    expect(cardSuit('BJ', 'CROW')).toBeNull();
    expect(cardSuit(null, 'CROW')).toBeNull();
  });

  it('malifaux-2e/DU-1 stat + card + bonus; suits in order card, soulstone, stat, extra', () => {
    const t = duelTotal({ stat: 4, card: 'RAM-07', totalBonus: 2, statSuits: ['TOME'], soulstoneSuits: ['CROW'], extraSuits: ['MASK'] }, { statSuitCountsWithBlackJoker: false });
    expect(t).toEqual({ value: 13, suits: ['RAM', 'CROW', 'TOME', 'MASK'] });
    expect(duelTotal({ stat: 4, card: null }, { statSuitCountsWithBlackJoker: false })).toEqual({ value: 4, suits: [] });
  });

  it('malifaux-2e/A-8 under the Black Joker the stat suits count only when the edition says so', () => {
    expect(duelTotal({ stat: 4, card: 'BJ', statSuits: ['TOME'] }, { statSuitCountsWithBlackJoker: false })).toEqual({ value: 4, suits: [] });
    expect(duelTotal({ stat: 4, card: 'BJ', statSuits: ['TOME'] }, { statSuitCountsWithBlackJoker: true })).toEqual({ value: 4, suits: ['TOME'] });
    expect(duelTotal({ stat: 4, card: null, statSuits: ['TOME'] }, { statSuitCountsWithBlackJoker: false }).suits).toEqual([]);
    expect(duelTotal({ stat: 4, card: 'RAM-01', statSuits: ['TOME'] }, { statSuitCountsWithBlackJoker: false }).suits).toEqual(['RAM', 'TOME']);
  });

  it('malifaux-1e/TG-6 suits are a multiset: what is still missing, repeats counted', () => {
    expect(missingSuits(['TOME', 'RAM'], ['TOME', 'TOME', 'MASK'])).toEqual(['TOME', 'MASK']);
    expect(missingSuits(['TOME', 'TOME'], ['TOME', 'TOME'])).toEqual([]);
    expect(containsSuits(['RAM'], [])).toBe(true);
    expect(containsSuits([], ['RAM'])).toBe(false);
  });

  it.each([
    [10, 10, [], true],
    [9, 10, [], false],
    [3, null, [], true],
    [3, undefined, [], true],
    [12, 10, ['CROW'], false],
    [12, null, ['CROW'], false],
    [12, 10, ['TOME'], true],
  ] as const)('malifaux-2e/DU-1 malifaux-1e/DU-3 a total of %i against TN %s with required suits %j: met %s', (value, tn, required, met) => {
    expect(meetsTn({ value, suits: ['TOME'] }, tn, required)).toBe(met);
  });
});

describe('malifaux shared outcome (malifaux-1e/DU-O1, malifaux-2e/DU-O6)', () => {
  it('malifaux-2e/DU-O6 an attacker one short loses; one ahead wins; the required suits apply to it', () => {
    expect(opposedOutcome({ value: 9, suits: [] }, { value: 10, suits: [] }, null).winner).toBe('DEFENDER');
    expect(opposedOutcome({ value: 11, suits: [] }, { value: 10, suits: [] }, undefined)).toEqual({ winner: 'ATTACKER', margin: 1 });
    expect(opposedOutcome({ value: 11, suits: [] }, { value: 10, suits: [] }, 11)).toEqual({ winner: 'ATTACKER', margin: 1 });
    expect(opposedOutcome({ value: 11, suits: ['RAM'] }, { value: 10, suits: [] }, null, ['TOME']).winner).toBe('DEFENDER');
  });

  it('malifaux-1e/FM-3 with one legal card of several flipped the card is kept without asking', () => {
    expect(onlyChoice(['RAM-03', 'RAM-13'], -1)).toEqual({ card: 'RAM-03' });
  });

  it('malifaux-2e/TR-1 no trigger without suits in the total; a suitless trigger is always eligible', () => {
    const triggers = [{ suits: ['RAM' as const] }, { suits: [] }];
    expect(eligibleTriggers(triggers, [])).toEqual([{ suits: [] }]);
  });
});

const side = (over: Partial<SideProgress> & Pick<SideProgress, 'role' | 'seat'>): SideProgress => ({
  soulstones: 'DONE',
  flipped: true,
  choicePending: false,
  redJokerToName: false,
  cheatPending: false,
  soulstoneCardPending: false,
  soulstoneCardRedJokerToName: false,
  triggerPending: false,
  total: () => 0,
  ...over,
});

describe('malifaux shared duel steps (malifaux-2e/DU-O2, DU-O4, DU-O5, SS-D3; malifaux-1e/FM-5, §6.3-§6.4)', () => {
  const att = (over: Partial<SideProgress> = {}): SideProgress => side({ role: 'ATTACKER', seat: 'A', ...over });
  const def = (over: Partial<SideProgress> = {}): SideProgress => side({ role: 'DEFENDER', seat: 'B', ...over });

  it('malifaux-2e/SS-D3 2E: the Defender declares soulstones first, then the Attacker; 1E has no such step', () => {
    expect(dueDuelStep(MALIFAUX_2E, [att({ soulstones: 'PENDING' }), def({ soulstones: 'PENDING' })])).toEqual({ step: 'DECLARE_SOULSTONES', role: 'DEFENDER', seats: ['B'] });
    expect(dueDuelStep(MALIFAUX_2E, [att({ soulstones: 'PENDING' }), def()])).toEqual({ step: 'DECLARE_SOULSTONES', role: 'ATTACKER', seats: ['A'] });
    expect(dueDuelStep(MALIFAUX_1E, [att({ soulstones: 'PENDING' }), def()]).step).toBe('RESOLVE');
  });

  it('malifaux-2e/DU-O8 every side still to flip flips at once (one seat once); a relenting Defender flips nothing', () => {
    expect(dueDuelStep(MALIFAUX_1E, [att({ flipped: false }), def({ flipped: false })])).toEqual({ step: 'FLIP', role: null, seats: ['B', 'A'] });
    expect(dueDuelStep(MALIFAUX_1E, [att({ flipped: false }), def({ seat: 'A', flipped: false })]).seats).toEqual(['A']);
    expect(dueDuelStep(MALIFAUX_2E, [att(), def({ soulstones: 'RELENTED', flipped: false })]).step).toBe('RESOLVE');
    expect(dueDuelStep(MALIFAUX_2E, [att({ flipped: false }), def({ soulstones: 'RELENTED', flipped: false })]).seats).toEqual(['A']);
  });

  it('malifaux-1e/FM-5 1E: the active model keeps its card first; malifaux-2e/DU-O2 2E: the Defender first', () => {
    const sides = [att({ choicePending: true }), def({ choicePending: true })];
    expect(dueDuelStep(MALIFAUX_1E, sides).role).toBe('ATTACKER');
    expect(dueDuelStep(MALIFAUX_2E, sides).role).toBe('DEFENDER');
    expect(dueDuelStep(MALIFAUX_1E, [att({ redJokerToName: true }), def({ choicePending: true })])).toEqual({ step: 'NAME_RED_JOKER_SUIT', role: 'ATTACKER', seats: ['A'] });
    expect(dueDuelStep(MALIFAUX_1E, [side({ role: 'ACTOR', seat: 'A', choicePending: true })])).toEqual({ step: 'CHOOSE_ACTIVE_CARD', role: 'ACTOR', seats: ['A'] });
  });

  it('malifaux-2e/DU-O4 the lower current total cheats first, the Defender on a tie', () => {
    const low = (n: number) => (final: boolean) => (final ? 100 - n : n);
    expect(dueDuelStep(MALIFAUX_2E, [att({ cheatPending: true, total: low(3) }), def({ cheatPending: true, total: low(5) })]).role).toBe('ATTACKER');
    expect(dueDuelStep(MALIFAUX_2E, [att({ cheatPending: true, total: low(5) }), def({ cheatPending: true, total: low(5) })]).role).toBe('DEFENDER');
    expect(dueDuelStep(MALIFAUX_2E, [att({ cheatPending: true, total: low(6) }), def({ cheatPending: true, total: low(5) })]).role).toBe('DEFENDER');
    // DU-O5: the triggers read the final totals (here reversed).
    expect(dueDuelStep(MALIFAUX_2E, [att({ triggerPending: true, total: low(3) }), def({ triggerPending: true, total: low(5) })])).toEqual({ step: 'DECLARE_TRIGGER', role: 'DEFENDER', seats: ['B'] });
  });

  it('malifaux-1e/SS-4 1E: after a side cheats it may flip its soulstone card (then name its Red Joker) before the other side cheats; 2E has no such step', () => {
    const t = (n: number) => () => n;
    expect(dueDuelStep(MALIFAUX_1E, [att({ soulstoneCardPending: true, total: t(1) }), def({ cheatPending: true, total: t(9) })])).toEqual({ step: 'SOULSTONE_CARD', role: 'ATTACKER', seats: ['A'] });
    expect(dueDuelStep(MALIFAUX_1E, [att({ soulstoneCardRedJokerToName: true, total: t(1) }), def({ cheatPending: true, total: t(9) })])).toEqual({ step: 'NAME_RED_JOKER_SUIT', role: 'ATTACKER', seats: ['A'] });
    expect(dueDuelStep(MALIFAUX_2E, [att({ soulstoneCardPending: true, total: t(1) }), def({ cheatPending: true, total: t(9) })])).toEqual({ step: 'CHEAT', role: 'DEFENDER', seats: ['B'] });
  });

  it('malifaux-1e/DMG-6 a damage flip: flip, keep, cheat by the flipper, each flip in turn; then the target prevents; then resolve', () => {
    const done = { flipped: true, choicePending: false, cheatPending: false };
    expect(dueFlipStep('A', 'B', [{ ...done, flipped: false }], true)).toEqual({ step: 'FLIP', flipIndex: 0, seats: ['A'] });
    expect(dueFlipStep('A', 'B', [done, { ...done, choicePending: true }], true)).toEqual({ step: 'CHOOSE_ACTIVE_CARD', flipIndex: 1, seats: ['A'] });
    expect(dueFlipStep('A', 'B', [{ ...done, cheatPending: true }], true)).toEqual({ step: 'CHEAT', flipIndex: 0, seats: ['A'] });
    expect(dueFlipStep('A', 'B', [done], true)).toEqual({ step: 'PREVENTION', flipIndex: null, seats: ['B'] });
    expect(dueFlipStep('A', 'B', [done], false)).toEqual({ step: 'RESOLVE', flipIndex: null, seats: [] });
  });
});

describe('malifaux shared healing (malifaux-1e/HE-2, malifaux-2e/HL-2)', () => {
  it('malifaux-1e/HE-2 nothing suffered, nothing healed; malifaux-2e/HL-2 no heal track heals nothing', () => {
    expect(healingFromCard(MALIFAUX_1E, 'RAM-13', { track: TRACK })).toBe(0);
    expect(healingFromCard(MALIFAUX_2E, 'RAM-13', { track: null, suffered: 3 })).toBe(0);
    expect(healingFromCard(MALIFAUX_2E, 'RAM-13', { track: TRACK, suffered: 3 })).toBe(5);
  });
});

describe('malifaux shared duel steps: the flip and a one-sided duel (malifaux-2e/DU-O8, DU-O4; malifaux-1e/§6.4)', () => {
  const att = (over: Partial<SideProgress> = {}): SideProgress => side({ role: 'ATTACKER', seat: 'A', ...over });
  const def = (over: Partial<SideProgress> = {}): SideProgress => side({ role: 'DEFENDER', seat: 'B', ...over });

  it.each([
    ['the Attacker', [att({ flipped: false }), def()]],
    ['the Defender', [att(), def({ flipped: false })]],
  ] as const)('malifaux-2e/DU-O8 while %s has still to flip, the flip is due before any card is kept', (_who: string, sides: readonly SideProgress[]) => {
    const pending = sides.map((s) => ({ ...s, choicePending: true }));
    expect(dueDuelStep(MALIFAUX_2E, pending).step).toBe('FLIP');
    expect(dueDuelStep(MALIFAUX_1E, pending).step).toBe('FLIP');
  });

  it.each(['ACTOR', 'ATTACKER', 'DEFENDER'] as const)('malifaux-2e/DU-O4 malifaux-1e/§6.4 a duel of one %s side: that side cheats, then declares its trigger', (role) => {
    const lone = side({ role, seat: 'A', cheatPending: true, triggerPending: true, total: () => 5 });
    expect(dueDuelStep(MALIFAUX_2E, [lone])).toEqual({ step: 'CHEAT', role, seats: ['A'] });
    expect(dueDuelStep(MALIFAUX_1E, [{ ...lone, cheatPending: false }])).toEqual({ step: 'DECLARE_TRIGGER', role, seats: ['A'] });
  });
});
