// malifaux-2e §10.4 Disengaging (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 1266-1280): DE-1..DE-4
// A Walk out of enemies' engagement ranges waits for each engaged enemy's disengaging strike (or its refusal). A strike
// is a free Close Attack: an opposed duel with no damage, no other effect and no Triggers. If one hits, the Walk is not
// taken but its AP stay spent.
import { require_ } from '../../core/rule-violation';
import type { StartDuel } from '../duel/duel-commands';
import { duelDecision } from '../duels';
import type { EncounterEvent } from '../events';
import type { GameState } from '../state';
import { modelIn, tableOf } from './activation';
import type { DisengagingStrike } from './turn-commands';
import type { TurnEvent } from './turn-events';
import type { TableState } from './table-state';

const S = '§10.4 (seed 1266-1280)';

/** DE-2, DE-3: one engaged enemy strikes with one Close Attack whose range the walker is in, or declines. */
export function disengagingStrike(state: GameState, c: DisengagingStrike): EncounterEvent[] {
  const t = tableOf(state);
  const w = t.walk;
  require_(w !== null && w.duelId === null, 'malifaux-2e/DE-2', S, 'no Walk is waiting for disengaging strikes');
  require_(state.duel.status !== 'DUELING' && state.duel.status !== 'FLIPPING', 'malifaux-2e/DU-S1', '§4.3', 'finish the duel in progress first');
  require_(w.strikers.includes(c.data.strikerId), 'malifaux-2e/DE-2', S, `${c.data.strikerId} is not engaged with the walking model`);
  if (c.data.action === undefined) return [{ type: 'DisengagingStrikeDeclined', data: { actionId: w.actionId, strikerId: c.data.strikerId } }];
  // Stryker disable next-line StringLiteral: the Walk named only models of the table as strikers (DE-1) and no model ever leaves the table's models, so this never refuses
  const striker = modelIn(t, c.data.strikerId, 'malifaux-2e/DE-2', S);
  // Stryker disable next-line StringLiteral: the walker is the model activating, on the table, so this never refuses
  const walker = modelIn(t, w.modelId, 'malifaux-2e/DE-2', S);
  require_(striker.conditions.PARALYZED === undefined, 'malifaux-2e/AP-2', '§17.2 (seed 1608-1614)', 'a Paralyzed model declares no Actions');
  const def = striker.def.actions.find((a) => a.name === c.data.action);
  require_(def !== undefined && def.category === 'ATTACK' && def.range.kind === 'CLOSE', 'malifaux-2e/DE-2', S, `a disengaging strike is a Close Attack on ${striker.def.name}'s card`);
  // Stryker disable next-line OptionalChaining: ActionTaken records the facts of every Action, the Walk's included, and none is ever removed
  const declared = t.facts[w.actionId]?.facts;
  const d = c.data.distance ?? declared.distances?.[striker.def.id];
  require_(typeof d === 'number' && d >= 0 && d <= def.range.inches, 'malifaux-2e/DE-2', S, `the walking model must be within ${def.name}'s ${def.range.inches}" (declare the distance)`);
  const duelId = `${w.actionId}:strike:${striker.def.id}`;
  const start: StartDuel = {
    type: 'StartDuel',
    data: {
      duelId,
      kind: 'OPPOSED',
      // Stryker disable next-line StringLiteral: the 'Ml' fallback is never read, every Attack Action has a stat (the crew validator, on hiring and summoning)
      attacker: { modelId: striker.def.id, seat: striker.seat, station: striker.def.station, stat: { name: def.stat?.name ?? 'Ml', value: def.stat?.value ?? 0, printedSuits: def.stat?.suits ?? [] }, wounds: striker.wounds, maxWounds: striker.def.wounds },
      defender: {
        modelId: walker.def.id,
        seat: walker.seat,
        station: walker.def.station,
        stat: { name: 'Df', value: walker.def.stats.df, printedSuits: walker.def.stats.suits?.Df ?? [] },
        fate: { bonus: walker.conditions.DEFENSIVE ?? 0, penalty: 0 },
        wounds: walker.wounds,
        maxWounds: walker.def.wounds,
      },
      // DE-3: no damage, no other effect, no Triggers.
      action: { name: `${def.name} (disengaging strike)`, ...(def.tn !== undefined ? { tn: def.tn } : {}), ...(def.suits ? { requiredSuits: def.suits } : {}) },
      defenderFriendly: false,
    },
  };
  const started: TurnEvent = { type: 'DisengagingStrikeStarted', data: { actionId: w.actionId, strikerId: striker.def.id, action: def.name, duelId, distance: d } };
  return [started, ...duelDecision(state, { type: 'DuelDecision', actor: c.actor, data: { command: start } })];
}

/** DE-3: once every engaged enemy has struck or declined, the Walk is taken, or not if a strike hit. */
export function walkOutcome(t: TableState, dueling: boolean): TurnEvent[] {
  const w = t.walk;
  if (!w || w.strikers.length > 0 || w.duelId !== null || dueling) return [];
  // Stryker disable next-line OptionalChaining: ActionTaken records the facts of every Action, the Walk's included, and none is ever removed
  const moved = t.facts[w.actionId]?.facts.moved ?? 0;
  return [{ type: 'WalkResolved', data: { actionId: w.actionId, modelId: w.modelId, blocked: w.blocked, moved: w.blocked ? 0 : moved } }];
}
