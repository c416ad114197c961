// malifaux-1e §7.5 Closing Phase and §2 TI-2 (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 2201-2217, 396-452):
// the Closing Phase does not begin over an unfinished duel or damage flip. TI-2 resolves what was set off completely
// before anything else resumes, and a damage flip is the last part of an attack (§10.5 F), so it holds the turn open too.
import { A, B, cmd, create, duel, run, stacked, step } from '../testing/fixtures';
import { side, TRACK } from '../testing/duel';
import { dueDuelStep } from '../duel/duel-steps';
import { named } from '../testing/refusal';
import { refusalIn } from '../testing/encounter-refusal';
import type { EncounterCommand1e } from '../commands';
import type { EncounterEvent1e } from '../events';
import type { GameState1e } from '../state';

type Game = { events: EncounterEvent1e[]; state: GameState1e };

const reflip = (seat: 'A' | 'B'): EncounterCommand1e => cmd('DecideInitiativeReflip', seat === 'A' ? A : B, { seat, reflip: false, flipId: `r${seat}` });

/**
 * No crews (a duel then starts from StartDuel, not from an action): hands RAM 1-6 / TOME 1, 3-7, initiative A MASK-13, B
 * MASK-01, both reflips declined. With no model to activate the turn is at once in its Closing Phase.
 * A's next card RAM-13 (Cb 5 + 13 = 18) hits B's TOME-02 (Df 4 + 2 = 6): a combat total of 12, so a damage flip is due.
 */
function closingWithDamageFlip(): Game {
  let g: Game = run([
    create([stacked('RAM-01', 'RAM-02', 'RAM-03', 'RAM-04', 'RAM-05', 'RAM-06', 'MASK-13', 'RAM-13'), stacked('TOME-01', 'TOME-03', 'TOME-04', 'TOME-05', 'TOME-06', 'TOME-07', 'MASK-01', 'TOME-02')]),
    cmd('BeginDrawPhase', A, {}),
    cmd('RefillHand', A, { seat: 'A', discard: [], useSoulstone: false }),
    cmd('RefillHand', B, { seat: 'B', discard: [], useSoulstone: false }),
    cmd('FlipInitiative', A, { flipId: 'i' }),
    reflip('B'),
    reflip('A'),
    duel(A, { type: 'StartDuel', data: { duelId: 'd', kind: 'OPPOSED', attacker: side('A', 'MINION', 'Cb', 5), defender: side('B', 'MINION', 'Df', 4), action: { name: 'Sword', damage: TRACK } } }),
  ]);
  // Both seats hold a hand: decline every cheat and soulstone card until the attack resolves.
  for (let i = 0; i < 8 && g.state.duel.status === 'DUELING'; i++) {
    const due = dueDuelStep(g.state.duel.duel);
    const by = due.seats[0] as 'A' | 'B';
    if (due.step === 'CHEAT') g = step(g, duel(by === 'A' ? A : B, { type: 'DeclineCheat', data: { by } }));
    else if (due.step === 'SOULSTONE_CARD') g = step(g, duel(by === 'A' ? A : B, { type: 'DeclineSoulstoneCard', data: { by } }));
    else break;
  }
  return step(g, duel(A, { type: 'StartDamageFromDuel', data: {} }));
}

describe('malifaux-1e §7.5 the Closing Phase waits for the duel or flip in progress (TI-2)', () => {
  it('malifaux-1e/TI-2 a Closing Phase with a damage flip under way is refused, with its rule, section and message', () => {
    const g = closingWithDamageFlip();
    // The setting itself: the Closing Phase is due and the attack's damage flip (§10.7) is the step in progress.
    expect(g.state.turn.phase).toBe('CLOSING');
    expect(g.state.duel.status).toBe('FLIPPING');
    expect(refusalIn(g, cmd('ResolveClosingPhase', A, {}))).toEqual(named('malifaux-1e/TI-2', '§2', 'finish the duel or flip in progress first'));
  });
});
