// malifaux-1e §10.12 Disengaging (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 2551-2557, 3157, 3175-3191):
// DE-1 a movement effect leaving an enemy's melee zone lets that enemy make a disengaging strike (no AP); DE-2 no triggers,
// no damage, a hit stops the moving model's action; DE-3 paralyzed models can't strike, push / place / swap never provoke.
// §18 "Disengaging": 1E, any movement effect and a hit stops it; 2E, only a Walk declared before moving.
import type { EncounterCommand1e } from '../commands';
import { Desk } from '../desk';
import type { DuelState1e } from '../duel/duel-state';
import { MALIFAUX_1E } from '../edition';
import type { EncounterEvent1e } from '../events';
import { check } from '../rule-names';
import type { GameState1e } from '../state';
import { startAttack, weaponOf } from './attack';
import { flies, meleeZone } from './model';

const S1012 = '§10.12 (seed 3175-3191)';

/** DE-1: the strikers a move opens (enemies in play whose melee zone it leaves; DE-3: a paralyzed one has none). */
// Stryker disable next-line ArrayDeclaration: engagedAtStart is only matched against ids of models in play (MV-10); the mutant's sentinel string is no model's id
export function disengageOpened(state: GameState1e, actionId: string, modelId: string, leaves: readonly string[], engagedAtStart: readonly string[] = []): EncounterEvent1e[] {
  // Stryker disable next-line ConditionalExpression: MALIFAUX_1E.disengaging is ANY_MOVEMENT_STOPS_ACTION, so this early return never happens in 1E
  if (MALIFAUX_1E.disengaging !== 'ANY_MOVEMENT_STOPS_ACTION') return [];
  const mover = state.models[modelId];
  const strikers = leaves.filter((id) => {
    const m = state.models[id];
    // MV-10: a flying or levitating model ignores disengaging strikes except from models engaged with it at the start.
    const ignored = mover !== undefined && flies(mover) && !engagedAtStart.includes(id);
    return m !== undefined && m.status === 'IN_PLAY' && m.seat !== mover?.seat && meleeZone(m) > 0 && !ignored;
  });
  return strikers.length > 0 ? [{ type: 'DisengageOpened', data: { actionId, modelId, strikers } }] : [];
}

export function disengagingStrike(state: GameState1e, c: Extract<EncounterCommand1e, { type: 'DisengagingStrike' }>): EncounterEvent1e[] {
  const d = state.turn.disengage;
  check(d !== null && d !== undefined && d.striking === null, 'DE-1', S1012, 'no disengaging strike is open');
  check(d.strikers[0] === c.data.strikerId, 'DE-1', S1012, `the next enemy to strike or let go is ${d.strikers[0]}`);
  const striker = state.models[c.data.strikerId];
  check(c.actor.role === 'seat' && c.actor.seat === striker.seat, 'CT-1', '§3.5', 'the striker’s controller decides');
  if (c.data.action === undefined) return [{ type: 'DisengagingStrikeDeclined', data: { strikerId: striker.id } }];
  check(!striker.modifiers.paralyzed, 'DE-3', S1012, `${striker.id} is paralyzed: no disengaging strike`);
  const weapon = weaponOf(striker, c.data.action, 'MELEE');
  check(weapon.kind === 'MELEE', 'DE-1', S1012, 'a disengaging strike is a melee attack');
  const mover = state.models[d.modelId];
  const desk = new Desk(state);
  return startAttack(state, { actionId: `${d.actionId}:disengage:${striker.id}`, attacker: striker, target: mover, weapon, facts: { distances: { [mover.id]: c.data.distance ?? 0 } }, focus: false, charge: false, disengaging: true }, desk);
}

/** DE-2: once the strike is resolved, a hit stops the move (no damage, no triggers); a miss lets the next enemy decide. */
export function disengageFollowUp(state: GameState1e): EncounterEvent1e[] {
  const d = state.turn.disengage;
  const duel: DuelState1e = state.duel;
  if (!d || d.striking === null || duel.status !== 'DUEL_RESOLVED' || !duel.duel.context.disengaging) return [];
  if (duel.outcome.success) return [{ type: 'DisengageResolved', data: { actionId: d.actionId, modelId: d.modelId, stopped: true, by: d.striking } }];
  return d.strikers.length <= 1 ? [{ type: 'DisengageResolved', data: { actionId: d.actionId, modelId: d.modelId, stopped: false, by: null } }] : [{ type: 'DisengagingStrikeDeclined', data: { strikerId: d.striking } }];
}
