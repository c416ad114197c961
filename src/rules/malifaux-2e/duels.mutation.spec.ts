// malifaux-2e duels inside an encounter (rules/malifaux-2e.md §3, §4; seed 002_0afdbbe5c7b94945.txt lines 450-796):
// which events are the duel machine's, which seats a duel names (FD-1), no duel in the Draw Phase (DU-S1), the
// empty-deck reshuffle before a duel flip (FD-11) and the card moves and Soulstones its events record (SS-1).
import type { Actor, SeatId } from '../core/decider';
import { history } from '../core/testing/given';
import { FATE_DECK, type CardId } from '../malifaux/cards';
import type { DuelDecision, EncounterCommand } from './commands';
import type { DuelCommand, DuelParticipant } from './duel/duel-commands';
import type { DuelEvent } from './duel/duel-events';
import { duelDecision, evolveDuelEvent, isDuelEvent } from './duels';
import type { EncounterEvent } from './events';
import { malifaux2e } from './index';
import type { GameState } from './state';
import { gameOf, stacked } from './testing/fixtures';
import { refusalOf } from './testing/refusal';

const actor = (seat: SeatId): Actor => ({ role: 'seat', seat });
const create: EncounterCommand = {
  type: 'CreateEncounter',
  actor: { role: 'organiser' },
  data: { encounterId: 'e', players: [{ name: 'a', soulstones: 3 }, { name: 'b' }], seed: 'abc', seedCommitment: 'x', options: { autoDeclineCuts: true }, stackedDecks: [stacked('RAM-05'), stacked()], now: 't' },
};
const created = gameOf(history(malifaux2e, [create]));
const model = (seat: SeatId): DuelParticipant => ({ modelId: `m-${seat}`, seat, station: 'MINION', stat: { name: 'Wp', value: 5 }, wounds: 5, maxWounds: 5 });
const decision = (command: DuelCommand): DuelDecision => ({ type: 'DuelDecision', actor: actor('A'), data: { command } });
const simple = (seat: SeatId): DuelCommand => ({ type: 'StartDuel', data: { duelId: 'd', kind: 'SIMPLE', actor: model(seat), action: { name: 'test', tn: 10 } } });
const opposed = (attacker: SeatId, defender: SeatId): DuelCommand => ({
  type: 'StartDuel',
  data: { duelId: 'd', kind: 'OPPOSED', attacker: model(attacker), defender: model(defender), action: { name: 'test' }, defenderFriendly: false },
});
const noSeat = (seat: SeatId) => ({ ruleId: 'malifaux-2e/FD-1', section: '§1.1', message: `there is no seat ${seat} in this encounter` });
const withA = (s: GameState, cards: { deck: CardId[]; discard: CardId[]; hand: CardId[] }): GameState => ({ ...s, seats: { ...s.seats, A: { ...s.seats.A!, ...cards } } });
const flipOf = (events: readonly EncounterEvent[]): readonly CardId[] => {
  const e = events.find((x) => x.type === 'DuelCardsFlipped');
  return e?.type === 'DuelCardsFlipped' ? e.data.moves.map((m) => m.card) : [];
};

describe('malifaux-2e duels in an encounter: seats, phases, decks and bookkeeping', () => {
  it.each([
    'DuelStarted',
    'SoulstonesDeclared',
    'DefenderRelented',
    'DuelStepSkipped',
    'DuelCardsFlipped',
    'ActiveCardChosen',
    'RedJokerSuitNamed',
    'FateCheated',
    'CheatDeclined',
    'TriggerDeclared',
    'TriggerPassed',
    'DuelResolved',
    'FlipStarted',
    'PreventionFlipped',
    'PreventionDeclined',
    'DamageResolved',
    'HealingResolved',
    'BlastDamageResolved',
  ])('malifaux-2e/DU-S1 %s is an event of the duel machine', (type) => {
    expect(isDuelEvent({ type, data: {} } as unknown as EncounterEvent)).toBe(true);
  });

  it.each(['CardsDrawn', 'HorrorDuelBegun', 'HorrorDuelResolved', 'InitiativeFlipped', 'DeckShuffled'])('malifaux-2e/DU-S1 %s is not', (type) => {
    expect(isDuelEvent({ type, data: {} } as unknown as EncounterEvent)).toBe(false);
  });

  it('malifaux-2e/FD-1 every seat a duel, damage or healing flip names must be at the table', () => {
    expect(refusalOf(() => duelDecision(created, decision(simple('C'))))).toEqual(noSeat('C'));
    expect(refusalOf(() => duelDecision(created, decision(opposed('C', 'B'))))).toEqual(noSeat('C'));
    expect(refusalOf(() => duelDecision(created, decision(opposed('A', 'D'))))).toEqual(noSeat('D'));
    const target = (seat: SeatId) => ({ modelId: 't', seat, station: 'MINION' as const, wounds: 5, maxWounds: 5 });
    const fixed = { kind: 'FIXED' as const, amount: 1 };
    expect(refusalOf(() => duelDecision(created, decision({ type: 'StartDamage', data: { dealer: { modelId: null, seat: 'C' }, target: target('A'), amount: fixed } })))).toEqual(noSeat('C'));
    expect(refusalOf(() => duelDecision(created, decision({ type: 'StartDamage', data: { dealer: { modelId: null, seat: 'A' }, target: target('D'), amount: fixed } })))).toEqual(noSeat('D'));
    expect(refusalOf(() => duelDecision(created, decision({ type: 'StartHealing', data: { healed: target('C'), amount: fixed } })))).toEqual(noSeat('C'));
    // Other decisions name no model's seat: the duel machine answers them (here: no duel in progress).
    expect(refusalOf(() => duelDecision(created, decision({ type: 'FlipDuelCards', data: { by: 'C' } })))?.ruleId).not.toBe('malifaux-2e/FD-1');
    expect(refusalOf(() => duelDecision(created, decision(opposed('A', 'B'))))).toBeUndefined();
  });

  it('malifaux-2e/DU-S1 no duel during the Draw Phase', () => {
    const drawing = gameOf(history(malifaux2e, [create, { type: 'BeginDrawPhase', actor: { role: 'organiser' }, data: {} }]));
    expect(refusalOf(() => duelDecision(drawing, decision(simple('A'))))).toEqual({ ruleId: 'malifaux-2e/DU-S1', section: '§4.3, §6.2', message: 'no duel during the Draw Phase' });
  });

  it('malifaux-2e/FD-11 a duel flip with the deck short reshuffles the discard pile first (no cut); with enough cards, or no discards, it does not', () => {
    const flip = (s: GameState): EncounterEvent[] => {
      const started = [...history(malifaux2e, [create]), ...duelDecision(s, decision(simple('A')))];
      const after = gameOf(started);
      return duelDecision({ ...s, duel: after.duel }, decision({ type: 'FlipDuelCards', data: { by: 'A' } }));
    };
    const rest = FATE_DECK.filter((c) => c !== 'RAM-05' && c !== 'MASK-07');
    const short = flip(withA(created, { deck: [], discard: ['RAM-05', 'MASK-07'], hand: rest }));
    expect(short[0]).toMatchObject({ type: 'DeckShuffled', data: { seat: 'A', gathered: 'discard', reason: 'empty-deck', cutOfferedTo: null } });
    const order = short[0]?.type === 'DeckShuffled' ? short[0].data.order : [];
    expect(flipOf(short)).toEqual(order.slice(0, 1));
    const exact = flip(withA(created, { deck: ['RAM-05'], discard: ['MASK-07'], hand: rest }));
    expect(exact.map((e) => e.type)).not.toContain('DeckShuffled');
    expect(flipOf(exact)).toEqual(['RAM-05']);
    const none = flip(withA(created, { deck: [], discard: [], hand: [...FATE_DECK] }));
    expect(none.map((e) => e.type)).not.toContain('DeckShuffled');
  });

  it('malifaux-2e/SS-1 the Soulstones an event spends leave the Pool, never below 0; card moves go where the event says', () => {
    const declared = (spent: number, type: 'SoulstonesDeclared' | 'DefenderRelented' | 'PreventionFlipped' = 'SoulstonesDeclared'): DuelEvent =>
      ({ type, data: { role: 'ACTOR', seat: 'A', modelId: 'm-A', fateModifiers: 0, suits: [], spent, moves: [] } }) as unknown as DuelEvent;
    expect(evolveDuelEvent(created, declared(2)).seats.A?.soulstones).toBe(1);
    expect(evolveDuelEvent(created, declared(5)).seats.A?.soulstones).toBe(0);
    expect(evolveDuelEvent(created, declared(0)).seats.A?.soulstones).toBe(3);
    expect(evolveDuelEvent(created, declared(1, 'DefenderRelented')).seats.A?.soulstones).toBe(2);
    expect(evolveDuelEvent(created, declared(1, 'PreventionFlipped')).seats.A?.soulstones).toBe(2);
    const s = withA(created, { deck: ['RAM-05', 'RAM-06'], discard: [], hand: ['MASK-01', 'MASK-02'] });
    const moved = (moves: { card: CardId; from: 'DECK' | 'HAND' | 'IN_PLAY'; to: 'IN_PLAY' | 'DISCARD' }[]): GameState =>
      evolveDuelEvent(s, { type: 'DuelCardsFlipped', data: { stage: 'HEALING', flips: [], moves: moves.map((m) => ({ ...m, seat: 'A' })) } } as unknown as DuelEvent);
    expect(moved([{ card: 'RAM-05', from: 'DECK', to: 'IN_PLAY' }]).seats.A).toMatchObject({ deck: ['RAM-06'], inPlay: ['RAM-05'], hand: ['MASK-01', 'MASK-02'], discard: [] });
    expect(moved([{ card: 'MASK-02', from: 'HAND', to: 'DISCARD' }]).seats.A).toMatchObject({ deck: ['RAM-05', 'RAM-06'], hand: ['MASK-01'], discard: ['MASK-02'] });
    const inPlay = { ...s, seats: { ...s.seats, A: { ...s.seats.A!, inPlay: ['TOME-01' as CardId] } } };
    const discarded = evolveDuelEvent(inPlay, { type: 'DuelCardsFlipped', data: { stage: 'HEALING', flips: [], moves: [{ seat: 'A', card: 'TOME-01', from: 'IN_PLAY', to: 'DISCARD' }] } } as unknown as DuelEvent);
    expect(discarded.seats.A).toMatchObject({ inPlay: [], discard: ['TOME-01'], deck: ['RAM-05', 'RAM-06'], hand: ['MASK-01', 'MASK-02'] });
    // A move for a seat that is not at the table changes nothing.
    const foreign = evolveDuelEvent(s, { type: 'DuelCardsFlipped', data: { stage: 'HEALING', flips: [], moves: [{ seat: 'C', card: 'RAM-05', from: 'DECK', to: 'IN_PLAY' }] } } as unknown as DuelEvent);
    expect(foreign.seats).toEqual(s.seats);
  });
});
