// malifaux-2e §6.3 IN-3 / IN-4 (seed 002_0afdbbe5c7b94945.txt lines 869-885) with the reopen policy: after the
// forced reflip of a tie, who may still spend a Soulstone: a seat with one left in its Pool that has not reflipped.
import type { Actor, SeatId } from '../core/decider';
import { history } from '../core/testing/given';
import type { CardId } from '../malifaux/cards';
import type { EncounterCommand } from './commands';
import type { EncounterEvent } from './events';
import { evolveInitiative } from './initiative';
import { malifaux2e } from './index';
import { gameOf, stacked, stackedCreate } from './testing/fixtures';

const actor = (seat: SeatId): Actor => ({ role: 'seat', seat });
const create = (a: CardId[], b: CardId[], soulstones: [number, number]): EncounterCommand => stackedCreate(a, b, soulstones, { autoDeclineCuts: true, initiativeReopenSoulstoneWindowAfterTie: true });
const flip: EncounterCommand = { type: 'FlipInitiative', actor: { role: 'organiser' }, data: { flipId: 'i' } };
const reflip = (seat: SeatId, yes: boolean): EncounterCommand => ({ type: 'DecideInitiativeReflip', actor: actor(seat), data: { seat, reflip: yes, flipId: 'r' } });
const reopened = (events: readonly EncounterEvent[]): readonly SeatId[] | undefined => {
  const last = events[events.length - 1];
  return last?.type === 'InitiativeFlipped' ? last.data.window : undefined;
};

describe('malifaux-2e §6.3 the reopened Soulstone window (policy A-2)', () => {
  it('malifaux-2e/IN-4 a seat that declined keeps its one Soulstone for after the tie; the seat that reflipped is not asked again, even with Soulstones left', () => {
    // A (3) reflips a 9 with one of her 2 Soulstones; B (9, one Soulstone) declines: tie; both flip again (A 10, B 5).
    const events = history(malifaux2e, [create(stacked('RAM-03', 'MASK-09', 'TOME-10'), stacked('TOME-09', 'CROW-05'), [2, 1]), flip, reflip('A', true), reflip('B', false)]);
    expect(reopened(events)).toEqual(['B']);
    expect(gameOf(events).initiative).toMatchObject({ cards: { A: 'TOME-10', B: 'CROW-05' }, reflipped: ['A'], window: ['B'], winner: null });
  });

  it('malifaux-2e/IN-4 the last seat reflips into the tie: it is out, the other seat with a Soulstone is asked again', () => {
    // A (3) declines; B (9, two Soulstones) reflips a 3: tie; both flip again (A 10, B 5). B still has one Soulstone but has reflipped.
    const events = history(malifaux2e, [create(stacked('RAM-03', 'TOME-10'), stacked('MASK-09', 'CROW-03', 'TOME-05'), [1, 2]), flip, reflip('A', false), reflip('B', true)]);
    expect(reopened(events)).toEqual(['A']);
  });

  it('malifaux-2e/IN-5 a window that closes on a tie names no winner until the tie is broken', () => {
    const ini = { turn: 1, cards: { A: 'RAM-05', B: 'MASK-09' }, reflipped: [], window: ['A' as SeatId], winner: null };
    expect(evolveInitiative(ini, { type: 'InitiativeReflipDecided', data: { seat: 'A', reflip: true, card: 'CROW-09' } }, ['A', 'B'])).toMatchObject({ window: [], winner: null });
  });
});
