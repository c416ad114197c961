// malifaux-2e §6.3 Initiative Phase (seed 002_0afdbbe5c7b94945.txt lines 869-885): IN-1..IN-5, DV-07, DV-08.
import { type Actor, type SeatId } from '../core/decider';
import { history } from '../core/testing/given';
import { FATE_DECK, type CardId } from '../malifaux/cards';
import { allCards } from '../malifaux/fate-deck';
import { authorize } from './access';
import type { EncounterCommand } from './commands';
import { malifaux2e } from './index';
import { ruleOf } from '../core/testing/helpers';
import { gameOf, stacked } from './testing/fixtures';

const actor = (seat: SeatId): Actor => ({ role: 'seat', seat });
const create = (a: CardId[], b: CardId[], soulstones = 2, reopen = false): EncounterCommand => ({
  type: 'CreateEncounter',
  actor: { role: 'organiser' },
  data: {
    encounterId: 'e',
    players: [{ name: 'a', soulstones }, { name: 'b', soulstones }],
    seed: 'abc',
    seedCommitment: 'x',
    options: { autoDeclineCuts: true, initiativeReopenSoulstoneWindowAfterTie: reopen },
    stackedDecks: [a, b],
    now: 't',
  },
});
const flip: EncounterCommand = { type: 'FlipInitiative', actor: { role: 'organiser' }, data: { flipId: 'i' } };
const reflip = (seat: SeatId, yes: boolean): EncounterCommand => ({ type: 'DecideInitiativeReflip', actor: actor(seat), data: { seat, reflip: yes, flipId: 'r' } });
const choose = (by: SeatId, first: SeatId): EncounterCommand => ({ type: 'ChooseFirstPlayer', actor: actor(by), data: { firstPlayer: first } });
const game = gameOf;

describe('malifaux-2e §6.3 Initiative Phase', () => {
  it('malifaux-2e/IN-1 malifaux-2e/IN-3 malifaux-2e/IN-5 both flip; the lower card decides on a Soulstone first; the higher card chooses the First Player', () => {
    const events = history(malifaux2e, [create(stacked('RAM-03'), stacked('MASK-09')), flip]);
    expect(game(events).initiative).toMatchObject({ cards: { A: 'RAM-03', B: 'MASK-09' }, window: ['A', 'B'], winner: null });
    expect(ruleOf(() => malifaux2e.decide(game(events), reflip('B', false)))).toBe('malifaux-2e/IN-3');
    const decided = history(malifaux2e, [reflip('A', false), reflip('B', false)], events);
    expect(game(decided).initiative).toMatchObject({ window: [], winner: 'B' });
    expect(authorize(game(decided), choose('A', 'A'))).toMatch(/seat B/);
    const chosen = history(malifaux2e, [choose('B', 'A')], decided);
    const s = game(chosen);
    expect(s.firstPlayer).toBe('A');
    expect(s.initiative).toBeNull();
    expect(s.seats.A?.discard).toEqual(['RAM-03']);
    for (const seat of ['A', 'B'] as const) expect(allCards(s.seats[seat]!).sort()).toEqual([...FATE_DECK].sort());
  });

  it('malifaux-2e/IN-2 malifaux-2e/DV-07 a tie (7 and 7) is reflipped before any Soulstone decision', () => {
    const events = history(malifaux2e, [create(stacked('RAM-07', 'CROW-02'), stacked('TOME-07', 'MASK-10')), flip]);
    expect(game(events).initiative).toMatchObject({ cards: { A: 'CROW-02', B: 'MASK-10' }, window: ['A', 'B'] });
    expect(game(events).seats.A?.discard).toEqual(['RAM-07']);
  });

  it('malifaux-2e/IN-3 malifaux-2e/IN-4 malifaux-2e/DV-08 A (3) spends a Soulstone and gets 9; B (9) declines; the tie forces a reflip; A has used her reflip', () => {
    const events = history(malifaux2e, [create(stacked('RAM-03', 'MASK-09', 'CROW-05'), stacked('TOME-09', 'RAM-12')), flip, reflip('A', true)]);
    expect(game(events).initiative).toMatchObject({ cards: { A: 'MASK-09', B: 'TOME-09' }, reflipped: ['A'], window: ['B'] });
    expect(game(events).seats.A).toMatchObject({ soulstones: 1, discard: ['RAM-03'] });
    expect(ruleOf(() => malifaux2e.decide(game(events), reflip('A', true)))).toBe('malifaux-2e/IN-3');
    const tied = history(malifaux2e, [reflip('B', false)], events);
    // IN-4: both reflip (A: 5 of Crows, B: 12 of Rams); by default no new Soulstone window.
    expect(game(tied).initiative).toMatchObject({ cards: { A: 'CROW-05', B: 'RAM-12' }, window: [], winner: 'B' });
  });

  it('malifaux-2e/IN-4 with the reopen policy, a player who kept her Soulstone reflip may use it after the forced reflip', () => {
    const events = history(malifaux2e, [create(stacked('RAM-03', 'MASK-09', 'CROW-05'), stacked('TOME-09', 'RAM-12'), 2, true), flip, reflip('A', true), reflip('B', false)]);
    expect(game(events).initiative).toMatchObject({ window: ['B'], winner: null });
  });

  it('malifaux-2e/IN-3 malifaux-2e/SS-2 no Soulstone, no reflip: the window skips a seat with an empty Pool', () => {
    const events = history(malifaux2e, [create(stacked('RAM-03'), stacked('MASK-09'), 0), flip]);
    expect(game(events).initiative).toMatchObject({ window: [], winner: 'B' });
    expect(ruleOf(() => malifaux2e.decide(game(events), reflip('A', true)))).toBe('malifaux-2e/IN-3');
  });

  it('malifaux-2e/IN-1 malifaux-2e/IN-5 no second Initiative Phase before the First Player is chosen; the Draw Phase waits; DP-4 follows the First Player', () => {
    const events = history(malifaux2e, [create(stacked('RAM-03'), stacked('MASK-09')), flip]);
    expect(ruleOf(() => malifaux2e.decide(game(events), flip))).toBe('malifaux-2e/IN-1');
    expect(ruleOf(() => malifaux2e.decide(game(events), { type: 'BeginDrawPhase', actor: actor('A'), data: {} }))).toBe('malifaux-2e/DP-1');
    expect(ruleOf(() => malifaux2e.decide(game(events), choose('B', 'A')))).toBe('malifaux-2e/IN-5');
    const chosen = history(malifaux2e, [reflip('A', false), reflip('B', false), choose('B', 'B'), { type: 'BeginDrawPhase', actor: actor('A'), data: {} }], events);
    expect(game(chosen).drawPhase?.order).toEqual(['B', 'A']);
  });
});
