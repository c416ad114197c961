// malifaux-3e-gg3 §10.3 step 5 (Attacker/Defender flip), §10.4 (the Start Phase's Initiative flip), on the Malifaux
// engine's Initiative flip (rules/malifaux-2e.md §6.3 IN-1, IN-2, IN-5; the GG3 seed is silent): ORD-1, GEO-5, policy
// `initiative`. Under `server-flip` the server flips one card for each seat, the higher value wins (Red Joker 14, Black
// Joker 0), a tie flips again, and the winner chooses (IN-5): who has Initiative this turn, or who is the Attacker.
// Each seat flips from its own fate deck shuffled by the seeded PRNG (../core/prng.ts, nonce = state.nextNonce for A, +1
// for B; generation used nonce 0); a tie takes the next card of each deck, as at a table. The GG3 ledger keeps no hands
// or Soulstone pools, so there is no Soulstone reflip window (IN-3); every card flipped is in the FateFlipped event, and
// anyone holding the seed revealed at the end re-runs the shuffles.
import { rngFor, shuffle } from '../core/prng';
import { require_ } from '../core/rule-violation';
import { FATE_DECK, parseCard, type CardId } from '../malifaux/cards';
import type { Gg3Event } from './events';
import { opponent, type Gg3State, type Seat } from './state';
import { LAST_TURN, RULESET } from './tables';

export type FlipPurpose = 'attacker' | 'initiative';
export interface FlipRound {
  readonly A: CardId;
  readonly B: CardId;
}

const value = (c: CardId): number => parseCard(c).value;

/** IN-1, IN-2: both seats flip until the values differ; the higher wins. */
export function flipOff(seed: string, nonce: number): { rounds: FlipRound[]; winner: Seat } {
  const deckA = shuffle(FATE_DECK, rngFor(seed, nonce));
  const deckB = shuffle(FATE_DECK, rngFor(seed, nonce + 1));
  const rounds: FlipRound[] = [];
  for (let i = 0; i < FATE_DECK.length; i++) {
    rounds.push({ A: deckA[i], B: deckB[i] });
    if (value(deckA[i]) !== value(deckB[i])) return { rounds, winner: value(deckA[i]) > value(deckB[i]) ? 'A' : 'B' };
  }
  // Two decks tied card for card: no tie-break is left (odds about 1e-30); the organiser declares instead.
  return require_(false, `${RULESET}/ORD-1`, '§10.4', 'the flips tied through both decks: declare instead') as never;
}

const SECTION: Record<FlipPurpose, string> = { attacker: '§10.3', initiative: '§10.4' };
const RULE: Record<FlipPurpose, string> = { attacker: `${RULESET}/GEO-5`, initiative: `${RULESET}/ORD-1` };

/** The organiser's DetermineAttacker / StartTurn: a server flip, or the declared seat (policy `initiative`). */
export function flipOrDeclared(s: Gg3State, purpose: FlipPurpose, declared: Seat | undefined): Gg3Event[] {
  const turn = purpose === 'initiative' ? s.turn + 1 : 0;
  if (s.policies.initiative === 'declared') {
    require_(declared === 'A' || declared === 'B', RULE[purpose], SECTION[purpose], `policy initiative=declared: name the ${purpose === 'attacker' ? 'attacker' : 'initiative'} seat (the table's flip)`);
    return purpose === 'attacker' ? [{ type: 'AttackerDefenderDetermined', data: { attacker: declared, defender: opponent(declared) } }] : [{ type: 'TurnStarted', data: { turn, initiative: declared } }];
  }
  require_(declared === undefined, RULE[purpose], SECTION[purpose], `policy initiative=server-flip: the server flips, do not name the ${purpose === 'attacker' ? 'attacker' : 'initiative'} seat`);
  require_(s.flip === null, RULE[purpose], SECTION[purpose], `the flip winner (${String(s.flip?.winner)}) chooses first`);
  const f = flipOff(s.seed, s.nextNonce);
  return [{ type: 'FateFlipped', data: { purpose, turn, nonces: { A: s.nextNonce, B: s.nextNonce + 1 }, rounds: f.rounds, winner: f.winner } }];
}

/** IN-5: the winner of the server's flip chooses; the result is the same event a declaration gives. */
export function chooseAfterFlip(s: Gg3State, seat: Seat, pick: Seat): Gg3Event[] {
  const f = s.flip;
  require_(f !== null, `${RULESET}/ORD-1`, '§10.4', 'no flip is waiting for its winner’s choice');
  require_(f.winner === seat, RULE[f.purpose], SECTION[f.purpose], `seat ${f.winner} won the flip and chooses`);
  require_(pick === 'A' || pick === 'B', RULE[f.purpose], SECTION[f.purpose], 'pick is A or B');
  if (f.purpose === 'attacker') return [{ type: 'AttackerDefenderDetermined', data: { attacker: pick, defender: opponent(pick), chosenBy: seat } }];
  require_(f.turn <= LAST_TURN, `${RULESET}/ORD-4`, '§6', 'the game ends after Turn 5');
  return [{ type: 'TurnStarted', data: { turn: f.turn, initiative: pick, chosenBy: seat } }];
}
