// malifaux-3e-gg3 §2.4 Where facts come from (rules/malifaux-3e-gg3.md): FACT-1
// A declared fact is asserted by one seat, then confirmed by the opponent or disputed and ruled on by the organiser.
// An overruled fact is unwound by compensating events (overruled-unwind.ts) and revokes every award that cites it
// (VpRevoked): history is never edited.
import { require_ } from '../core/rule-violation';
import type { Gg3Event } from './events';
import type { Gg3State, Seat } from './state';
import { unwind } from './overruled-unwind';
import { RULESET } from './tables';

function pending(s: Gg3State, factId: string, seat: Seat) {
  const f = s.facts.find((x) => x.factId === factId);
  require_(f !== undefined, `${RULESET}/FACT-1`, '§2.4', 'no such fact');
  require_(f.assertedBy !== seat, `${RULESET}/FACT-1`, '§2.4', 'the opponent of the asserting seat answers a fact');
  require_(f.status === 'asserted', `${RULESET}/FACT-1`, '§2.4', `this fact is already ${f.status}`);
  return f;
}

export const confirmFact = (s: Gg3State, seat: Seat, factId: string): Gg3Event[] => [{ type: 'FactConfirmed', data: { factId: pending(s, factId, seat).factId, by: seat } }];

export const disputeFact = (s: Gg3State, seat: Seat, factId: string, reason: string): Gg3Event[] => [{ type: 'FactDisputed', data: { factId: pending(s, factId, seat).factId, by: seat, reason } }];

/** By agreement: the asserting seat concedes a disputed fact, which is then overruled as if by the organiser. */
export function withdrawFact(s: Gg3State, seat: Seat, factId: string): Gg3Event[] {
  const f = s.facts.find((x) => x.factId === factId);
  require_(f !== undefined && f.assertedBy === seat, `${RULESET}/FACT-1`, '§2.4', 'only the asserting seat withdraws its fact');
  return resolveDispute(s, factId, 'overruled');
}

export function resolveDispute(s: Gg3State, factId: string, ruling: 'upheld' | 'overruled'): Gg3Event[] {
  const f = s.facts.find((x) => x.factId === factId);
  require_(f !== undefined && f.status === 'disputed', `${RULESET}/FACT-1`, '§2.4', 'only a disputed fact is ruled on (or withdrawn)');
  const out: Gg3Event[] = [{ type: 'DisputeResolved', data: { factId, ruling } }];
  // FACT-1: the state the overruled fact changed is put back by compensating events, then the VP citing it are revoked.
  if (ruling === 'overruled') out.push(...unwind(s, f));
  if (ruling === 'overruled')
    for (const e of s.ledger.filter((x) => !x.revoked && x.factIds.includes(factId))) out.push({ type: 'VpRevoked', data: { awardId: e.awardId, reason: `fact ${factId} overruled` } });
  return out;
}
