// malifaux-2e §8.2 Attacks and §10.5 shooting into engagements (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 974-1062, 1290-1304): CV-1..CV-3, SE-1..SE-5, PR-3
import type { Actor } from '../../core/decider';
import { require_ } from '../../core/rule-violation';
import type { StartDuel } from '../duel/duel-commands';
import { duelDecision } from '../duels';
import type { EncounterEvent } from '../events';
import type { GameState } from '../state';
import type { ActionDef } from './crew';
import { modelIn } from './activation';
import { participant, RESIST_KEY } from './action-helpers';
import type { DeclaredFacts, ModelState, TableState } from './table-state';

/**
 * SE-1, SE-2, SE-5, PR-3: a Projectile Attack at a target engaged with models within 2" of it is randomized among the
 * target and every model within 2" of it (the attacker excluded). No engaged model within 2": no randomization.
 */
export function shootingIntoEngagement(t: TableState, m: ModelState, tgt: ModelState, f: DeclaredFacts): string[] {
  const S105 = '§10.5 (seed 1290-1304)';
  const engagedNear = f.targetEngagedWithin2 ?? [];
  if (engagedNear.length === 0) return [];
  const near = f.within2OfTarget ?? [];
  for (const id of [...engagedNear, ...near]) {
    const x = modelIn(t, id, 'malifaux-2e/SE-2', S105);
    require_(x.status === 'IN_PLAY', 'malifaux-2e/SE-2', S105, `${x.def.name} is not in play`);
  }
  for (const id of engagedNear) {
    require_(near.includes(id), 'malifaux-2e/SE-2', S105, `${id} is declared engaged within 2" of the target but not within 2" of it (facts.within2OfTarget)`);
    require_(t.models[id].seat !== tgt.seat, 'malifaux-2e/EN-2', '§10.3', `${id} is friendly to the target: friendly models never engage`);
  }
  return [...new Set([tgt.def.id, ...near])].filter((id) => id !== m.def.id);
}

/** SE-4: the new target may be out of LoS or range; cover is worked out as normal (declared for it). */
export function randomizedTarget(state: GameState, actor: Actor, actionId: string, m: ModelState, def: ActionDef, to: ModelState, from: string, f: DeclaredFacts, focus: number): EncounterEvent[] {
  return [{ type: 'TargetRandomized', data: { actionId, from, to: to.def.id } }, ...startAttack(state, actor, actionId, m, def, to, f, focus)];
}

/** §8.2 step 2: the Attack's opposed duel, with the stats from the cards and the models' conditions (Focused, Defensive, cover). */
export function startAttack(state: GameState, actor: Actor, actionId: string, m: ModelState, def: ActionDef, tgt: ModelState, f: DeclaredFacts, focus: number): EncounterEvent[] {
  // CV-1..CV-3 (A-10: one cover, the best): Projectile Attacks only.
  const cover = def.range.kind === 'PROJECTILE' ? (f.cover?.[tgt.def.id] ?? 'NONE') : 'NONE';
  const attackerFate = { bonus: focus, penalty: cover === 'NONE' ? 0 : 1 };
  // Defensive +N: `+` ×N on Df duels.
  const defensive = def.resist === 'Df' ? (tgt.conditions.DEFENSIVE ?? 0) : 0;
  const resist = def.resist ?? 'Df';
  const resistValue = tgt.def.stats[RESIST_KEY[resist]] ?? 0;
  const start: StartDuel = {
    type: 'StartDuel',
    data: {
      duelId: actionId,
      kind: 'OPPOSED',
      // Stryker disable next-line StringLiteral: ST-1 refuses a crew whose Attack Action has no stat, so the Ml 0 fallback is never read
      attacker: participant(m, def.stat ?? { name: 'Ml', value: 0 }, attackerFate),
      defender: participant(tgt, { name: resist, value: resistValue, suits: tgt.def.stats.suits?.[resist] }, { bonus: defensive, penalty: 0 }),
      action: { name: def.name, tn: def.tn, requiredSuits: def.suits, damage: def.damage, triggers: def.triggers },
      defenderFriendly: tgt.seat === m.seat,
    },
  };
  return duelDecision(state, { type: 'DuelDecision', actor, data: { command: start } });
}

/** SE-3: the attacker broke a tie for lowest (PickRandomModel): the randomized Attack's duel starts against the pick. */
export function continueRandomizedShot(state: GameState, actor: Actor, pickedId: string): EncounterEvent[] {
  const t = state.table;
  const p = t?.pending;
  if (!t || !p || state.randomPick?.flipId !== p.actionId) return [];
  const m = t.models[p.modelId];
  // Stryker disable next-line OptionalChaining: the ActionTaken that sets `pending` records its facts under the same actionId, so they are always there
  return randomizedTarget(state, actor, p.actionId, m, p.action, t.models[pickedId], p.targetIds[0], t.facts[p.actionId]?.facts ?? {}, p.focus);
}

