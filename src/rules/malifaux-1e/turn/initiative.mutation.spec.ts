// malifaux-1e §7.3 Initiative, Activation Phase step B (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 2076-2105):
// when the initiative flip is due, and the exact cards of each flip, reflip and restart (SS-5, FD-11: the initiative
// cards go to the discard piles at once; each flip names itself so a client can tell the rounds apart).
import { A, B, cmd, create, run, stacked, step } from '../testing/fixtures';
import { named } from '../testing/refusal';
import { refusalIn } from '../testing/encounter-refusal';
import type { CardId } from '../../malifaux/cards';
import type { EncounterCommand1e } from '../commands';
import type { EncounterEvent1e } from '../events';
import type { GameState1e } from '../state';

type Game = { events: EncounterEvent1e[]; state: GameState1e };
const S73 = '§7.3 (seed 2076-2105)';
const NOT_DUE = named('malifaux-1e/SS-5', S73, 'no initiative flip is due');

const refill = (seat: 'A' | 'B'): EncounterCommand1e => cmd('RefillHand', seat === 'A' ? A : B, { seat, discard: [], useSoulstone: false });
const reflip = (seat: 'A' | 'B', yes: boolean, flipId: string): EncounterCommand1e => cmd('DecideInitiativeReflip', seat === 'A' ? A : B, { seat, reflip: yes, flipId });
const flipInitiative: EncounterCommand1e = cmd('FlipInitiative', A, { flipId: 'i' });

/** No crews; hands CROW 1-6 / TOME 1-6; `a` and `b` are the cards each deck turns over next. */
const created = (a: CardId[], b: CardId[]): Game =>
  run([create([stacked('CROW-01', 'CROW-02', 'CROW-03', 'CROW-04', 'CROW-05', 'CROW-06', ...a), stacked('TOME-01', 'TOME-02', 'TOME-03', 'TOME-04', 'TOME-05', 'TOME-06', ...b)])]);
/** Both hands drawn: the Activation Phase of turn 1, at its step B. */
const ready = (a: CardId[], b: CardId[]): Game => run([cmd('BeginDrawPhase', A, {}), refill('A'), refill('B')], created(a, b));

/** One card flipped for the initiative and discarded at once (FD-11), as the desk writes it. */
const flipped = (seat: 'A' | 'B', card: CardId, flipId: string): EncounterEvent1e[] => [
  { type: 'CardsFlipped', data: { seat, cards: [card], flipId } },
  { type: 'CardsDiscarded', data: { seat, cards: [card], from: 'play' } },
];

describe('malifaux-1e §7.3 the initiative flip is due once, in the Activation Phase (step B)', () => {
  it('malifaux-1e/SS-5 no initiative flip before the Activation Phase: not at setup, not in the Draw Phase', () => {
    // Turn 1 has no activation order and no initiative yet at setup and in the Draw Phase: only the phase says "not yet".
    const atSetup = created([], []);
    expect(atSetup.state.turn.activationOrder).toBeNull();
    expect(refusalIn(atSetup, flipInitiative)).toEqual(NOT_DUE);
    const drawing = run([cmd('BeginDrawPhase', A, {}), refill('A')], atSetup);
    expect(drawing.state.turn.phase).toBe('DRAW');
    expect(drawing.state.turn.activationOrder).toBeNull();
    expect(drawing.state.turn.initiative).toBeNull();
    expect(refusalIn(drawing, flipInitiative)).toEqual(NOT_DUE);
    // Once B has drawn too, step B is due and the same command is accepted.
    expect(refusalIn(step(drawing, refill('B')), flipInitiative)).toBeUndefined();
  });

  it('malifaux-1e/SS-5 no second initiative flip while the soulstone window of the first is open', () => {
    const open = step(ready(['MASK-13'], ['MASK-01']), flipInitiative);
    expect(open.state.turn.phase).toBe('ACTIVATION');
    expect(open.state.turn.activationOrder).toBeNull();
    expect(open.state.turn.initiative?.window).toEqual(['B', 'A']);
    expect(refusalIn(open, flipInitiative)).toEqual(NOT_DUE);
  });
});

describe('malifaux-1e §7.3 the cards of the initiative, event by event', () => {
  it('malifaux-1e/SS-5 D21 a raw tie flips again at once: each round is its own flip (i:0, i:1), every card discarded at once', () => {
    const s = step(ready(['MASK-07', 'MASK-03'], ['RAM-07', 'RAM-09']), flipInitiative);
    expect(s.added).toEqual([
      ...flipped('A', 'MASK-07', 'i:0'),
      ...flipped('B', 'RAM-07', 'i:0'),
      ...flipped('A', 'MASK-03', 'i:1'),
      ...flipped('B', 'RAM-09', 'i:1'),
      { type: 'InitiativeFlipped', data: { turn: 1, cards: { A: 'MASK-03', B: 'RAM-09' }, window: ['A', 'B'], tieReflips: 1 } },
    ]);
  });

  it('malifaux-1e/SS-5 a reflip spends one soulstone for the initiative, flips one card named after the answer and discards it at once', () => {
    // A 4 against B 9: A, the lower card, answers first and reflips to MASK-11 (still waiting for B, so no order yet).
    const s = step(step(ready(['MASK-04', 'MASK-11'], ['RAM-09']), flipInitiative), reflip('A', true, 'a'));
    expect(s.added).toEqual([
      { type: 'SoulstonesSpent', data: { seat: 'A', amount: 1, purpose: 'initiative reflip' } },
      ...flipped('A', 'MASK-11', 'a:reflip'),
      { type: 'InitiativeReflipDecided', data: { seat: 'A', reflip: true, card: 'MASK-11' } },
    ]);
    // The reflipped card is on the discard pile, not left in play (FD-11).
    expect(s.state.seats.A?.discard).toEqual(['MASK-04', 'MASK-11']);
    expect(s.state.seats.A?.inPlay).toEqual([]);
  });

  it('malifaux-1e/SS-5 D20 a tie after the window restarts step B: fresh flips named after the last answer (b:restart:0) and a new window', () => {
    const f = step(ready(['MASK-04', 'MASK-11', 'CROW-13'], ['RAM-09', 'RAM-11', 'RAM-02']), flipInitiative);
    const a = step(f, reflip('A', true, 'a'));
    const b = step(a, reflip('B', true, 'b'));
    expect(b.added).toEqual([
      { type: 'SoulstonesSpent', data: { seat: 'B', amount: 1, purpose: 'initiative reflip' } },
      ...flipped('B', 'RAM-11', 'b:reflip'),
      { type: 'InitiativeReflipDecided', data: { seat: 'B', reflip: true, card: 'RAM-11' } },
      // 11 against 11: step B again, each seat one new card, the lower (B) answers first.
      ...flipped('A', 'CROW-13', 'b:restart:0'),
      ...flipped('B', 'RAM-02', 'b:restart:0'),
      { type: 'InitiativeFlipped', data: { turn: 1, cards: { A: 'CROW-13', B: 'RAM-02' }, window: ['B', 'A'], tieReflips: 0 } },
    ]);
  });
});
