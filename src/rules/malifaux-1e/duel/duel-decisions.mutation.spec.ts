// malifaux-1e §5.7 cheat bans, §6.3-§6.4 outcome and triggers as pure rules of duel-decisions.ts (FD-6, FD-7, FM-3,
// DU-O0, DU-O1, TG-1, TG-4): the precedence of the bans, the outcome of simple and opposed duels, triggers in a
// disengaging strike.
// (issue 15) Then the decisions against a Desk: a new duel after a damage flip (DU-S0) and its flip ids (FM-1), whose
// decision it is and the refusals' rule, section and message (DU-O0, SS-3, SS-4, TG-4), which Red Joker a suit names
// (FD-5), the cheat (§5.4, FD-5), the soulstone card (SS-4), the attacker found by role (DU-O1), the FD-11 discard order.
import type { SeatId } from '../../core/decider';
import type { Suit } from '../../malifaux/cards';
import type { StartDuel1eData } from '../commands';
import { Desk } from '../desk';
import { DEFAULT_1E_OPTIONS, type GameState1e, type SeatState } from '../state';
import { attack, duelSide, flip, side as participant } from '../testing/duel';
import { model, toActivation } from '../testing/fixtures';
import { named, refusalOf } from '../testing/refusal';
import {
  automaticDuelStep,
  availableTriggers,
  cheatBan,
  cheatDuel,
  declareTrigger,
  discardDuelCards,
  duelOutcome,
  nameRedJokerSuit,
  NO_CONTEXT,
  startDuel,
  useSoulstoneCard,
} from './duel-decisions';
import type { DuelRecord1e, Side1e } from './duel-state';
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

// (issue 15) Decisions against a Desk.
const table: GameState1e = toActivation([model('a1')], [model('b1')]).state;
const withSeats = (a: Partial<SeatState>, b: Partial<SeatState> = {}): GameState1e => ({
  ...table,
  seats: { A: { ...table.seats.A!, ...a }, B: { ...table.seats.B!, ...b } },
});
/** A's attacker (Cb 5 + `card`, lower) against B's defender (Df 5 + TOME-09): both kept, the rest as `a` / `d` say. */
const decided = (card: string, a: Partial<Side1e> = {}, d: Partial<Side1e> = {}, over: Partial<DuelRecord1e> = {}): DuelRecord1e => ({
  duelId: 'd',
  kind: 'OPPOSED',
  name: 'Sword',
  tn: null,
  requiredSuits: [],
  sides: [
    duelSide('ATTACKER', 'A', { flipped: [card], choice: { status: 'CHOSEN', card }, ...a }),
    duelSide('DEFENDER', 'B', { flipped: ['TOME-09'], choice: { status: 'CHOSEN', card: 'TOME-09' }, cheat: { status: 'DECLINED' }, soulstone: { status: 'DECLINED' }, ...d }),
  ],
  context: NO_CONTEXT,
  ...over,
});
const done: Partial<Side1e> = { cheat: { status: 'DECLINED' }, soulstone: { status: 'DECLINED' }, trigger: { status: 'PASSED' } };

describe('malifaux-1e §6.3-§6.4 startDuel', () => {
  it('malifaux-1e/DU-S0 a duel may start once a damage flip is resolved; malifaux-1e/FM-1 each side flips under <duel>:<role>', () => {
    const after = flip(attack({ attackA: 'RAM-13', defB: 'RAM-05', damageA: ['TOME-07'] })).state.duel;
    expect(after.status).toBe('FLIP_RESOLVED');
    const desk = new Desk(withSeats({ deck: ['RAM-07'] }, { deck: ['TOME-03'] }));
    const data: StartDuel1eData = { duelId: 'd2', kind: 'OPPOSED', attacker: participant('A', 'MINION', 'Cb', 5), defender: participant('B', 'MINION', 'Df', 4), action: { name: 'Sword' } };
    expect(startDuel(after, data, desk)).toHaveLength(1);
    expect(desk.events).toEqual([
      { type: 'CardsFlipped', data: { seat: 'A', cards: ['RAM-07'], flipId: 'd2:ATTACKER' } },
      { type: 'CardsFlipped', data: { seat: 'B', cards: ['TOME-03'], flipId: 'd2:DEFENDER' } },
    ]);
  });
});

describe('malifaux-1e §5.2 nameRedJokerSuit: which Red Joker the suit is for', () => {
  it.each<[string, DuelRecord1e, boolean]>([
    ['malifaux-1e/FD-5 the kept card’s Red Joker', decided('RJ'), false],
    ['malifaux-1e/FD-5 the soulstone card’s Red Joker', decided('RAM-05', { cheat: { status: 'DECLINED' }, soulstone: { status: 'USED', card: 'RJ', redJokerSuit: null } }), true],
    ['malifaux-1e/FD-5 the soulstone card’s, the kept Red Joker already named', decided('RJ', { redJokerSuit: 'RAM', cheat: { status: 'DECLINED' }, soulstone: { status: 'USED', card: 'RJ', redJokerSuit: null } }), true],
  ])('%s', (_, duel, forSoulstone) => {
    expect(nameRedJokerSuit(duel, 'A', 'CROW')).toEqual([{ type: 'RedJokerSuitNamed', data: { role: 'ATTACKER', suit: 'CROW', forSoulstone } }]);
  });
});

describe('malifaux-1e §5.4 cheatDuel', () => {
  const hand: Partial<SeatState> = { hand: ['MASK-13'], inPlay: ['RAM-05'] };
  it('malifaux-1e/DU-O0 nobody cheats once every decision is made (rule, section, message)', () => {
    expect(refusalOf(() => cheatDuel(decided('RAM-05', done, { trigger: { status: 'PASSED' } }), 'A', 'MASK-13', undefined, new Desk(withSeats(hand)), DEFAULT_1E_OPTIONS))).toEqual(
      named('malifaux-1e/DU-O0', '§6.4 (seed 1845-1998)', 'not your decision: the duel waits for RESOLVE from nobody'),
    );
  });
  it('malifaux-1e/FM-3 a banned cheat is refused with its rule and the §5.7 section', () => {
    const duel = decided('RAM-05', { fate: { bonus: 0, penalty: 1 }, net: -1 });
    expect(refusalOf(() => cheatDuel(duel, 'A', 'MASK-13', undefined, new Desk(withSeats(hand)), DEFAULT_1E_OPTIONS))).toEqual(named('malifaux-1e/FM-3', '§5.7 (seed 1611-1679)', 'fate may not be cheated on this flip'));
  });
  it('malifaux-1e/FD-5 a card other than the Red Joker needs no suit; the card is played as a cheat', () => {
    expect(cheatDuel(decided('RAM-05'), 'A', 'MASK-13', undefined, new Desk(withSeats(hand)), DEFAULT_1E_OPTIONS)).toEqual([
      { type: 'CardPlayed', data: { seat: 'A', card: 'MASK-13', purpose: 'cheat' } },
      { type: 'FateCheated', data: { role: 'ATTACKER', flipIndex: 0, card: 'MASK-13', redJokerSuit: null } },
    ]);
  });
});

describe('malifaux-1e §3.8 useSoulstoneCard', () => {
  const due = (a: Partial<Side1e> = {}): DuelRecord1e => decided('RAM-05', { cheat: { status: 'DECLINED' }, ...a });
  const pool = (soulstones: number): Desk => new Desk(withSeats({ soulstones, deck: ['CROW-04'], inPlay: ['RAM-05'] }));
  it.each<[string, DuelRecord1e, 'A' | 'B', number, ReturnType<typeof named>]>([
    ['malifaux-1e/SS-4 the other seat may not', due(), 'B', 1, named('malifaux-1e/SS-4', '§3.8 (seed 1721-1734)', 'not your decision: the duel waits for SOULSTONE_CARD from A')],
    ['malifaux-1e/SS-4 a model without Use Soulstone', due({ useSoulstone: false }), 'A', 1, named('malifaux-1e/SS-4', '§3.8 (seed 1721-1734)', 'A-m has no Use Soulstone')],
    ['malifaux-1e/SS-3 an empty Soulstone Pool', due(), 'A', 0, named('malifaux-1e/SS-3', '§3.8 (seed 892-930)', 'the Soulstone Pool is empty')],
  ])('%s: refused (rule, section, message)', (_, duel, by, soulstones, expected) => {
    expect(refusalOf(() => useSoulstoneCard(duel, by, pool(soulstones)))).toEqual(expected);
  });
  it('malifaux-1e/SS-4 the last soulstone pays for one card, flipped under <duel>:<role>:soulstone; malifaux-1e/SS-3 it is not skipped', () => {
    expect(automaticDuelStep(due(), pool(1), DEFAULT_1E_OPTIONS)).toBeNull();
    expect(useSoulstoneCard(due(), 'A', pool(1))).toEqual([
      { type: 'SoulstonesSpent', data: { seat: 'A', amount: 1, purpose: 'duel card' } },
      { type: 'CardsFlipped', data: { seat: 'A', cards: ['CROW-04'], flipId: 'd:ATTACKER:soulstone' } },
      { type: 'SoulstoneCardFlipped', data: { role: 'ATTACKER', card: 'CROW-04' } },
    ]);
  });
});

describe('malifaux-1e §6.1 triggers at the DECLARE_TRIGGER step', () => {
  const crow = [{ name: 'Feed', suits: ['CROW' as const] }];
  it('malifaux-1e/TG-1 the soulstone card’s suit counts in the final total', () => {
    const a = duelSide('ATTACKER', 'A', { flipped: ['RAM-05'], choice: { status: 'CHOSEN', card: 'RAM-05' }, triggers: crow, cheat: { status: 'DECLINED' }, soulstone: { status: 'USED', card: 'CROW-04', redJokerSuit: null } });
    expect(availableTriggers(decided('RAM-05'), a)).toEqual(['Feed']);
  });
  it('malifaux-1e/TG-4 declaring in a disengaging strike is refused (rule, section, message)', () => {
    const duel = decided('RAM-05', { ...done, trigger: { status: 'PENDING' }, triggers: crow }, { trigger: { status: 'PASSED' } }, { context: { ...NO_CONTEXT, disengaging: true } });
    expect(refusalOf(() => declareTrigger(duel, 'A', 'Feed'))).toEqual(named('malifaux-1e/TG-4', '§6.1 (seed 1691-1714)', 'no triggers in a disengaging strike'));
  });
  it('malifaux-1e/TG-1 no trigger the total holds: the step is skipped under TG-1', () => {
    const duel = decided('RAM-05', { ...done, trigger: { status: 'PENDING' }, triggers: crow }, { trigger: { status: 'PASSED' } });
    expect(automaticDuelStep(duel, new Desk(table), DEFAULT_1E_OPTIONS)).toEqual([{ type: 'StepSkipped', data: { role: 'ATTACKER', step: 'DECLARE_TRIGGER', flipIndex: 0, ruleId: 'malifaux-1e/TG-1' } }]);
  });
});

describe('malifaux-1e §6.4 the outcome and the discard', () => {
  it('malifaux-1e/DU-O1 the attacker is found by role, whatever the order of the sides', () => {
    const d = opposed(side('ATTACKER', 'A', 5, 'RAM-10'), side('DEFENDER', 'B', 4, 'TOME-02'));
    expect(duelOutcome({ ...d, sides: [d.sides[1], d.sides[0]] })).toMatchObject({ winner: 'ATTACKER', success: true, combatTotal: 9 });
  });
  it('malifaux-1e/FD-11 the unkept flips, the kept card, the cheated card, the soulstone card, in that order', () => {
    const duel = decided('RAM-09', { flipped: ['RAM-02', 'RAM-09'], cheat: { status: 'CHEATED', card: 'MASK-13', redJokerSuit: null }, soulstone: { status: 'USED', card: 'CROW-04', redJokerSuit: null } });
    const desk = new Desk(withSeats({ inPlay: ['RAM-09', 'RAM-02', 'MASK-13', 'CROW-04'] }));
    discardDuelCards(duel, desk);
    expect(desk.events).toEqual([{ type: 'CardsDiscarded', data: { seat: 'A', cards: ['RAM-02', 'RAM-09', 'MASK-13', 'CROW-04'], from: 'play' } }]);
  });
});

// (issue 15) duel-decisions.ts:136: FD-5 asks a suit only of a Red Joker cheated in; once named, the cheat goes through.
describe('malifaux-1e §5.2 FD-5 the suit of a Red Joker cheated in', () => {
  const hand: Partial<SeatState> = { hand: ['RJ', 'MASK-13'], inPlay: ['RAM-05'] };
  const cheat = (card: string, suit: Suit | undefined): ReturnType<typeof cheatDuel> => cheatDuel(decided('RAM-05'), 'A', card, suit, new Desk(withSeats(hand)), DEFAULT_1E_OPTIONS);
  it.each<[string, string, Suit, Suit | null]>([
    ['malifaux-1e/FD-5 the Red Joker with its suit named: played, the suit kept with the cheat', 'RJ', 'CROW', 'CROW'],
    ['malifaux-1e/FD-5 another card: a suit given is not recorded', 'MASK-13', 'TOME', null],
  ])('%s', (_, card, suit, recorded) => {
    expect(cheat(card, suit)).toEqual([
      { type: 'CardPlayed', data: { seat: 'A', card, purpose: 'cheat' } },
      { type: 'FateCheated', data: { role: 'ATTACKER', flipIndex: 0, card, redJokerSuit: recorded } },
    ]);
  });
  it('malifaux-1e/FD-5 the Red Joker with no suit named is refused (rule, section, message)', () => {
    expect(refusalOf(() => cheat('RJ', undefined))).toEqual(named('malifaux-1e/FD-5', '§5.2 (seed 1518-1526)', 'name the suit of the Red Joker you cheat in'));
  });
});
