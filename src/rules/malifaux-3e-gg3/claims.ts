// malifaux-3e-gg3 §5.0 scheme claims, §6 checkpoints and order (rules/malifaux-3e-gg3.md): SC-2, SC-3, SC-4, SD-2, SEC-2, ORD-1, ORD-2, ORD-3, OQ-20
// CP-ACT (end of an activation): Vendetta's Reveal. CP-END(t): Covert reveals, strategy, then scheme Reveals, one
// seat after the other in initiative order (ORD-1). CP-GAME after CP-END(5): End lines in the same order. A claim
// reveals the scheme (SD-2: scoring a Reveal line is revealing it), is checked at that moment (ORD-2), removes the
// markers it names at once (SC-3), and the ledger holds each scheme to one Reveal VP and one End VP (ORD-3).
import { require_ } from '../core/rule-violation';
import type { ClaimFacts } from './commands';
import type { Gg3Event } from './events';
import { checkLine } from './scheme-conditions';
import { assertOpens } from './secrets';
import { scoreStrategy, strategyReady } from './strategy-scoring';
import { assertFactId, asserted } from './table-records';
import { SEATS, vpOf, type Gg3State, type Seat } from './state';
import { RULESET, SCHEMES } from './tables';

export interface ClaimInput {
  readonly seat: Seat;
  readonly slot: 0 | 1;
  readonly part: 'reveal' | 'end';
  readonly factId: string;
  readonly facts: ClaimFacts;
  readonly removeMarkers: readonly string[];
}

export function claimScheme(s: Gg3State, c: ClaimInput): Gg3Event[] {
  const slot = (s.schemes[c.seat] ?? []).find((x) => x.slot === c.slot);
  require_(slot !== undefined && slot.payload !== null && slot.salt !== null, `${RULESET}/SC-2`, '§5.0', 'not one of your schemes');
  const payload = slot.payload;
  const vendettaReveal = payload.no === 2 && c.part === 'reveal';
  if (vendettaReveal)
    require_(
      s.activationEnded !== null &&
        // Stryker disable next-line ConditionalExpression: evolve sets activationEnded only in the Activation Phase and clears it at EndPhaseStarted and TurnStarted
        s.phase === 'ACTIVATION',
      `${RULESET}/SC-2`,
      '§6 CP-ACT',
      'Vendetta’s Reveal is claimed at the end of the chosen model’s activation',
    );
  else if (c.part === 'reveal') require_(s.phase === 'END' && s.endStep === 'CLAIMS', `${RULESET}/SC-2`, '§6 CP-END', 'Reveal lines are claimed at the end of the turn, after the strategy');
  else require_(s.phase === 'GAME_END', `${RULESET}/SC-2`, '§6 CP-GAME', 'End lines are claimed at the end of the game');
  // ORD-1 / OQ-20: sequential, in initiative order.
  if (!vendettaReveal) require_(s.claimant === c.seat, `${RULESET}/ORD-1`, '§6', `seat ${String(s.claimant)} claims first (initiative order)`);
  // ORD-3 / SC-2: one Reveal VP and one End VP per scheme.
  require_(c.part === 'reveal' ? !slot.revealVp : !slot.endVp, `${RULESET}/ORD-3`, '§6', `this scheme's ${c.part === 'reveal' ? 'Reveal' : 'End'} VP is already scored`);
  // SEC-2: what is published must open the commitment made at the start.
  assertOpens(slot.commitment, payload, slot.salt, 'SEC-2');
  assertFactId(s, c.factId);
  const line = checkLine(s, c.seat, payload, c.part, c.facts, c.removeMarkers);
  const out: Gg3Event[] = [asserted(s, c.seat, c.factId, 'scheme-claim', { scheme: payload.no, part: c.part, facts: { ...c.facts }, removeMarkers: [...c.removeMarkers] })];
  if (!slot.revealed) out.push({ type: 'SchemeRevealed', data: { seat: c.seat, slot: c.slot, payload, salt: slot.salt } });
  for (const markerId of line.remove) out.push({ type: 'MarkerRemoved', data: { markerId, reason: 'scheme-cost' } });
  out.push({
    type: 'SchemeVpAwarded',
    data: {
      awardId: `${c.part === 'end' ? 'game' : `t${s.turn}`}-${c.seat}-s${c.slot}-${c.part}`, seat: c.seat, slot: c.slot, no: payload.no, part: c.part, turn: s.turn,
      reason: `${SCHEMES[payload.no]} ${c.part}: ${line.reason}`, factIds: [c.factId, ...(line.cites ?? [])], removedMarkers: [...line.remove],
    },
  });
  return out;
}

export function finishClaims(s: Gg3State, seat: Seat): Gg3Event[] {
  require_((s.phase === 'END' && s.endStep === 'CLAIMS') || s.phase === 'GAME_END', `${RULESET}/ORD-1`, '§6', 'no claims are open');
  require_(s.claimant === seat, `${RULESET}/ORD-1`, '§6', `seat ${String(s.claimant)} claims now (initiative order)`);
  return [{ type: 'ClaimsFinished', data: { seat, stage: s.phase === 'GAME_END' ? 'game' : 'turn' } }];
}

/** SC-2 / SEC-2: at the end every scheme is published; the result is the VP ledger's. */
export function gameEnded(s: Gg3State, now: string, reason: string): Gg3Event[] {
  const out: Gg3Event[] = [];
  for (const seat of SEATS)
    for (const x of s.schemes[seat] ?? []) if (!x.revealed && x.payload && x.salt !== null) out.push({ type: 'SchemeRevealed', data: { seat, slot: x.slot, payload: x.payload, salt: x.salt } });
  const vp = { A: vpOf(s, 'A'), B: vpOf(s, 'B') };
  out.push({ type: 'GameEnded', data: { endedAt: now, reason, vp, winner: vp.A > vp.B ? 'A' : vp.B > vp.A ? 'B' : null, seed: s.seed } });
  return out;
}

/** The checkpoint steps that follow by themselves once their inputs are in (§6). */
export function followUps(s: Gg3State, now: string): Gg3Event[] {
  if (strategyReady(s)) return scoreStrategy(s);
  if (
    s.phase === 'END' &&
    // Stryker disable next-line ConditionalExpression: in the End Phase both seats have finished only at the CLAIMS step (finishClaims refuses before it; TurnStarted empties claimsDone)
    s.endStep === 'CLAIMS' &&
    s.claimsDone.length === 2
  )
    return [{ type: 'TurnEnded', data: { turn: s.turn } }];
  if (s.phase === 'GAME_END' && s.claimsDone.length === 2) return gameEnded(s, now, 'end of Turn 5 (ORD-4)');
  return [];
}
