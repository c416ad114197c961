// malifaux-1e §7.5 Closing Phase (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 2201-2217, 2133-2139): A start;
// B Resolve Effects, where effects with no stated end end (TI-3); C each player shuffles the discard pile into the deck,
// hands excluded, and offers a cut (FD-13, FD-12); D end: Defensive Stance ends (§10.1), a discard pile not empty is
// shuffled in again. §18 "When discards are reshuffled": 1E here, 2E at the start of the Draw Phase.
import { shuffleEvent, type RandomSource } from '../../malifaux/fate-deck';
import type { EncounterEvent1e } from '../events';
import { MALIFAUX_1E } from '../edition';
import { check } from '../rule-names';
import { opponentOf, type GameState1e } from '../state';

const S75 = '§7.5 (seed 2201-2217)';

export function resolveClosingPhase(state: GameState1e): EncounterEvent1e[] {
  check(state.turn.phase === 'CLOSING', 'TI-3', S75, `the Closing Phase comes after every model has activated (now: ${state.turn.phase})`);
  check(state.duel.status !== 'DUELING' && state.duel.status !== 'FLIPPING', 'TI-2', '§2', 'finish the duel or flip in progress first');
  const order = state.turn.activationOrder ?? state.seatOrder;
  const events: EncounterEvent1e[] = [];
  const ended: string[] = [];
  // Step B (TI-3, TI-6): Reactivate not used this turn ends with the turn [DERIVED].
  for (const m of Object.values(state.models)) {
    if (m.modifiers.reactivate) {
      events.push({ type: 'ModifierChanged', data: { modelId: m.id, modifier: 'reactivate', value: false, reason: 'end of turn (§8.5)' } });
      ended.push(`${m.id}:reactivate`);
    }
  }
  // Step C (FD-13): the discard pile into the deck, in this turn's activation order; cards in hand stay in hand.
  const random: RandomSource = { seed: state.seed, nonce: state.nonce };
  // Stryker disable next-line ConditionalExpression: MALIFAUX_1E.discardReshuffle is CLOSING_PHASE, so the condition always holds in 1E
  if (MALIFAUX_1E.discardReshuffle === 'CLOSING_PHASE') {
    for (const s of order) {
      const seat = state.seats[s];
      // Stryker disable next-line ConditionalExpression: every seat of the activation order has its seat state (created with the encounter)
      if (!seat) continue;
      events.push(shuffleEvent(s, seat, 'discard', 'closing-phase', random, state.options.autoDeclineCuts ? null : opponentOf(state, s)));
    }
  }
  // Step D: Defensive Stance ends "at the end of the Closing Phase" (§10.1). Nothing reaches a discard pile between C
  // and D in this server (no effect of step D discards), so the second shuffle of D finds every pile empty.
  for (const m of Object.values(state.models)) {
    if (m.modifiers.defensive) {
      events.push({ type: 'ModifierChanged', data: { modelId: m.id, modifier: 'defensive', value: false, reason: 'end of the Closing Phase (§10.1)' } });
      ended.push(`${m.id}:defensive`);
    }
  }
  events.push({ type: 'ClosingPhaseResolved', data: { turn: state.turn.number, order, endedEffects: ended } });
  return events;
}
