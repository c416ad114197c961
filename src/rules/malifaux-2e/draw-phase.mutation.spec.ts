// malifaux-2e §6.2 Draw Phase (seed 002_0afdbbe5c7b94945.txt lines 845-867): the exact refusals (rule, section,
// message), the declaration order and the hand-size boundaries of DP-1..DP-5 that draw-phase.spec.ts leaves open.
import type { Actor, SeatId } from '../core/decider';
import { history } from '../core/testing/given';
import type { CardId } from '../malifaux/cards';
import type { BeginDrawPhase, EncounterCommand, RefillHand } from './commands';
import type { FlipRecord } from './duel/duel-state';
import { beginDrawPhase, refillHand, trimDiscard } from './draw-phase';
import type { EncounterEvent } from './events';
import { malifaux2e } from './index';
import type { GameState } from './state';
import { gameOf, stacked, stackedCreate } from './testing/fixtures';
import { refusalOf } from './testing/refusal';

const actor = (seat: SeatId): Actor => ({ role: 'seat', seat });
const create = (soulstones: [number, number] = [1, 0], autoDeclineCuts = true): EncounterCommand => stackedCreate(stacked(), stacked(), soulstones, { autoDeclineCuts });
const begin = (firstPlayer?: SeatId): BeginDrawPhase => ({ type: 'BeginDrawPhase', actor: { role: 'organiser' }, data: firstPlayer ? { firstPlayer } : {} });
const refill = (seat: SeatId, useSoulstone = false, discard: CardId[] = []): RefillHand => ({ type: 'RefillHand', actor: actor(seat), data: { seat, discard, useSoulstone } });
const draw = (seat: SeatId, count: number): EncounterCommand => ({ type: 'DrawCards', actor: actor(seat), data: { seat, count } });
const play = (commands: EncounterCommand[], from: EncounterEvent[] = []): EncounterEvent[] => history(malifaux2e, commands, from);
const types = (events: readonly EncounterEvent[]): string[] => events.map((e) => e.type);
const created = play([create()]);
const withSeat = (s: GameState, seat: SeatId, cards: { hand?: CardId[]; inPlay?: CardId[] }): GameState => ({ ...s, seats: { ...s.seats, [seat]: { ...s.seats[seat]!, ...cards } } });

describe('malifaux-2e §6.2 Draw Phase: refusals, order and boundaries', () => {
  it('malifaux-2e/DP-1 the refusals of BeginDrawPhase name the rule, the section and what to finish first', () => {
    expect(refusalOf(() => beginDrawPhase(gameOf(play([begin()], created)), begin()))).toEqual({ ruleId: 'malifaux-2e/DP-1', section: '§6.2', message: 'the Draw Phase has already begun' });
    const initiative = gameOf(play([{ type: 'FlipInitiative', actor: { role: 'organiser' }, data: { flipId: 'i' } }], created));
    expect(refusalOf(() => beginDrawPhase(initiative, begin()))).toEqual({ ruleId: 'malifaux-2e/DP-1', section: '§6.1', message: 'finish the Initiative Phase first' });
    const s = gameOf(created);
    for (const duel of [{ status: 'DUELING', duel: {} }, { status: 'FLIPPING', duel: null, outcome: null, flip: {} as FlipRecord }] as GameState['duel'][]) {
      expect(refusalOf(() => beginDrawPhase({ ...s, duel }, begin()))).toEqual({
        ruleId: 'malifaux-2e/DU-S1',
        section: '§4.3 (seed 621-623), §6.1',
        message: 'a duel or flip is still in progress: finish it before the Draw Phase',
      });
    }
    for (const status of ['IDLE', 'DUEL_RESOLVED', 'FLIP_RESOLVED'] as const) {
      expect(refusalOf(() => beginDrawPhase({ ...s, duel: { ...s.duel, status } as GameState['duel'] }, begin()))).toBeUndefined();
    }
    for (const seat of ['A', 'B'] as const) {
      expect(refusalOf(() => beginDrawPhase(withSeat(s, seat, { inPlay: ['RAM-01'] }), begin()))).toEqual({
        ruleId: 'malifaux-2e/DP-1',
        section: '§6.2',
        message: `seat ${seat} has cards in play in an unresolved flip`,
      });
    }
  });

  it('malifaux-2e/DP-4 the declaration order: the named seat, else the last First Player, else the first seat', () => {
    const s = gameOf(created);
    expect(beginDrawPhase(s, begin())[0]).toEqual({ type: 'DrawPhaseBegun', data: { turn: 1, order: ['A', 'B'] } });
    expect(beginDrawPhase(s, begin('B'))[0]).toEqual({ type: 'DrawPhaseBegun', data: { turn: 1, order: ['B', 'A'] } });
    expect(beginDrawPhase({ ...s, firstPlayer: 'B' }, begin())[0]).toMatchObject({ data: { order: ['B', 'A'] } });
    expect(beginDrawPhase({ ...s, firstPlayer: 'B' }, begin('A'))[0]).toMatchObject({ data: { order: ['A', 'B'] } });
    expect(beginDrawPhase({ ...s, turn: 3 }, begin())[0]).toMatchObject({ data: { turn: 4 } });
  });

  it('malifaux-2e/DP-1 malifaux-2e/FD-13 each seat’s discard pile is shuffled in, the cut offered to the opponent unless the policy declines', () => {
    const auto = beginDrawPhase(gameOf(created), begin());
    expect(types(auto)).toEqual(['DrawPhaseBegun', 'DeckShuffled', 'DeckShuffled']);
    expect(auto.slice(1)).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ seat: 'A', gathered: 'discard', reason: 'draw-phase', cutOfferedTo: null }) }),
      expect.objectContaining({ data: expect.objectContaining({ seat: 'B', gathered: 'discard', reason: 'draw-phase', cutOfferedTo: null }) }),
    ]);
    const offered = gameOf(play([{ type: 'DeclineCut', actor: actor('B'), data: { seat: 'A' } }, { type: 'DeclineCut', actor: actor('A'), data: { seat: 'B' } }], play([create([1, 0], false)])));
    expect(beginDrawPhase(offered, begin()).slice(1)).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ seat: 'A', cutOfferedTo: 'B' }) }),
      expect.objectContaining({ data: expect.objectContaining({ seat: 'B', cutOfferedTo: 'A' }) }),
    ]);
  });

  it('malifaux-2e/DP-3 malifaux-2e/DP-4 the refusals of RefillHand: outside the phase, twice, or out of turn', () => {
    expect(refusalOf(() => refillHand(gameOf(created), refill('A')))).toEqual({ ruleId: 'malifaux-2e/DP-3', section: '§6.2', message: 'hands are refilled only in the Draw Phase' });
    const phase = play([begin('B')], created);
    expect(refusalOf(() => refillHand(gameOf(phase), refill('A')))).toEqual({ ruleId: 'malifaux-2e/DP-4', section: '§6.2 (seed 859-863)', message: 'seat B declares first this Draw Phase' });
    const once = play([refill('B')], phase);
    expect(refusalOf(() => refillHand(gameOf(once), refill('B')))).toEqual({ ruleId: 'malifaux-2e/DP-3', section: '§6.2', message: 'seat B has already refilled this Draw Phase' });
  });

  it('malifaux-2e/DP-3 malifaux-2e/SS-2 a hand at the hand size draws nothing; the Soulstone draw needs one Soulstone and draws 2', () => {
    const full = play([draw('A', 6), begin()], created);
    expect(refillHand(gameOf(full), refill('A'))).toEqual([{ type: 'HandRefilled', data: { seat: 'A', usedSoulstone: false } }]);
    const extra = refillHand(gameOf(full), refill('A', true));
    expect(extra).toEqual([
      { type: 'SoulstonesSpent', data: { seat: 'A', amount: 1, purpose: 'draw-phase-extra-cards' } },
      { type: 'CardsDrawn', data: { seat: 'A', cards: expect.any(Array), requested: 2 } },
      { type: 'HandRefilled', data: { seat: 'A', usedSoulstone: true } },
    ]);
    expect(extra[1]?.type === 'CardsDrawn' && extra[1].data.cards).toHaveLength(2);
    const poor = play([draw('B', 6), begin('B')], created);
    expect(refusalOf(() => refillHand(gameOf(poor), refill('B', true)))).toEqual({ ruleId: 'malifaux-2e/SS-2', section: '§5', message: 'the Soulstone Pool is empty' });
    // One card short: one card drawn.
    const short = play([draw('A', 5), begin()], created);
    expect(refillHand(gameOf(short), refill('A'))[0]).toMatchObject({ type: 'CardsDrawn', data: { requested: 1 } });
  });

  it('malifaux-2e/DP-5 the last refill ends the phase only when every hand is at or under its size', () => {
    // B refills first to exactly 6; A's refill (last) then ends the phase at exactly 6.
    const phase = play([begin('B'), refill('B')], created);
    expect(types(refillHand(gameOf(phase), refill('A')))).toEqual(['CardsDrawn', 'HandRefilled', 'DrawPhaseEnded']);
    expect(refillHand(gameOf(phase), refill('A')).pop()).toEqual({ type: 'DrawPhaseEnded', data: { turn: 1 } });
    // A's Soulstone draw takes her to 8: no end yet, DP-5's discard comes first.
    expect(types(refillHand(gameOf(phase), refill('A', true)))).not.toContain('DrawPhaseEnded');
    // The first refill never ends the phase.
    expect(types(refillHand(gameOf(play([begin()], created)), refill('A')))).not.toContain('DrawPhaseEnded');
    // The other seat still over its size (7 from an earlier draw, FD-8) keeps the phase open.
    const over = play([draw('B', 7), begin('B'), refill('B')], created);
    expect(types(refillHand(gameOf(over), refill('A')))).not.toContain('DrawPhaseEnded');
  });

  it('malifaux-2e/DP-2 malifaux-2e/DP-5 trimming: after refilling, exactly down to the hand size; the last trim ends the phase', () => {
    expect(trimDiscard(gameOf(created), gameOf(created).seats.A!, 1)).toEqual([]);
    const phase = play([draw('A', 8), begin()], created);
    const a = gameOf(phase).seats.A!;
    expect(refusalOf(() => trimDiscard(gameOf(phase), a, 2))).toEqual({ ruleId: 'malifaux-2e/DP-2', section: '§6.2', message: 'discard before drawing by refilling the hand with a discard list' });
    const refilled = play([refill('A')], phase);
    const s = gameOf(refilled);
    for (const count of [1, 3]) {
      expect(refusalOf(() => trimDiscard(s, s.seats.A!, count))).toEqual({ ruleId: 'malifaux-2e/DP-5', section: '§6.2 (seed 865-867)', message: 'discard exactly 2 card(s) to come down to the hand size of 6' });
    }
    // B has not refilled yet: the trim ends nothing.
    expect(trimDiscard(s, s.seats.A!, 2)).toEqual([]);
    const both = gameOf(play([refill('B')], refilled));
    expect(trimDiscard(both, both.seats.A!, 2)).toEqual([{ type: 'DrawPhaseEnded', data: { turn: 1 } }]);
    expect(refusalOf(() => trimDiscard(both, both.seats.B!, 1))).toEqual({ ruleId: 'malifaux-2e/DP-5', section: '§6.2', message: 'seat B is not above its hand size' });
    // B over its size too: A's trim does not end the phase.
    const bOver = withSeat(both, 'B', { hand: [...both.seats.B!.hand, 'RAM-01'] });
    expect(trimDiscard(bOver, bOver.seats.A!, 2)).toEqual([]);
  });
});
