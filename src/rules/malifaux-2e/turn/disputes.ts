// Declared facts and disputes (DESIGN.md "Declared facts"; rules/malifaux-2e.md §2, §23.2): ME-1
// The opponent of the declaring seat may dispute a declared fact; the organiser rules, or the two seats agree (the
// declaring seat concedes: OVERTURNED; the disputing seat withdraws: UPHELD). A ruling is recorded, never rewound:
// the table corrects its models by declared effects, and a league result shows which facts were disputed.
import type { Actor } from '../../core/decider';
import { require_ } from '../../core/rule-violation';
import type { GameState } from '../state';
import { tableOf } from './activation';
import type { DisputeFact, ResolveDispute } from './turn-commands';
import type { TurnEvent } from './turn-events';

const S = '§2, §23.2 (seed 428-446)';

export function disputeFact(state: GameState, c: DisputeFact): TurnEvent[] {
  const t = tableOf(state);
  const declared = t.facts[c.data.actionId];
  require_(declared !== undefined, 'malifaux-2e/ME-1', S, `no declared facts recorded for ${c.data.actionId}`);
  require_(c.actor.role === 'seat' && c.actor.seat !== declared.seat, 'malifaux-2e/ME-1', S, 'only the opponent of the declaring seat disputes its facts');
  require_(c.data.fact === '*' || c.data.fact in declared.facts, 'malifaux-2e/ME-1', S, `no fact "${c.data.fact}" was declared`);
  require_(!t.disputes.some((d) => d.actionId === c.data.actionId && d.fact === c.data.fact && d.ruling === 'OPEN'), 'malifaux-2e/ME-1', S, 'this fact is already disputed');
  return [{ type: 'FactDisputed', data: { actionId: c.data.actionId, fact: c.data.fact, by: c.actor.seat, reason: c.data.reason } }];
}

export function resolveDispute(state: GameState, c: ResolveDispute): TurnEvent[] {
  const t = tableOf(state);
  const d = t.disputes.find((x) => x.actionId === c.data.actionId && x.fact === c.data.fact && x.ruling === 'OPEN');
  require_(d !== undefined, 'malifaux-2e/ME-1', S, 'no open dispute of that fact');
  const actor: Actor = c.actor;
  let by: 'ORGANISER' | 'AGREEMENT' = 'ORGANISER';
  if (actor.role === 'seat') {
    const declarer = t.facts[d.actionId].seat;
    const agreed = (actor.seat === declarer && c.data.ruling === 'OVERTURNED') || (actor.seat === d.by && c.data.ruling === 'UPHELD');
    require_(agreed, 'malifaux-2e/ME-1', S, 'a seat only concedes its own fact or withdraws its own dispute; the organiser rules otherwise');
    by = 'AGREEMENT';
  }
  return [{ type: 'DisputeResolved', data: { actionId: d.actionId, fact: d.fact, ruling: c.data.ruling, resolvedBy: by } }];
}
