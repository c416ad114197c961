// malifaux-2e §3.5 Triggers (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 313-319, 553-569, 641-647, 733-746, 1364-1366): TR-1..TR-5, DU-O5
import { RuleViolation } from '../../core/rule-violation';
import { Suit } from '../../malifaux/cards';
import { DuelRole } from './duel-roles';
import { containsSuits } from '../../malifaux/duel/duel-total';
import { orderByPrecedence } from '../../malifaux/simultaneous-effects';

export const TRIGGER_SECTION = '§3.5 (seed 553-569, 641-647, 733-746)';

/** TR-4 timing keywords; IMMEDIATELY is the default. WHEN_DAMAGING changes the damage as it is dealt (Critical Strike). */
export type TriggerTiming = 'IMMEDIATELY' | 'WHEN_DAMAGING' | 'AFTER_SUCCEEDING' | 'AFTER_FAILING' | 'AFTER_RESOLVING' | 'AFTER_DAMAGING';

export interface TriggerDef {
  readonly name: string;
  /** TR-1: required suits, a multiset (`['TOME', 'TOME']`). */
  readonly suits: readonly Suit[];
  readonly timing: TriggerTiming;
  /** TR-3: set for a Stat Trigger (the stat it belongs to, e.g. 'Df'); absent for an Action Trigger. */
  readonly stat?: string;
}

/**
 * TR-3: the triggers a model may consider in this duel: the Action's Triggers (the acting model only) and the model's
 * Stat Triggers for the stat it duels with.
 */
export function availableTriggers(a: {
  role: DuelRole;
  statName: string;
  actionTriggers?: readonly TriggerDef[];
  statTriggers?: readonly TriggerDef[];
}): TriggerDef[] {
  const action = a.role === 'DEFENDER' ? [] : (a.actionTriggers ?? []).filter((t) => t.stat === undefined);
  const stat = (a.statTriggers ?? []).filter((t) => t.stat === a.statName);
  return [...action, ...stat];
}

/** TR-2, TR-3, TR-1: checks a declaration and returns the trigger declared. */
export function checkTriggerDeclaration(a: {
  name: string;
  available: readonly TriggerDef[];
  finalSuits: readonly Suit[];
  alreadyDeclared: boolean;
}): TriggerDef {
  if (a.alreadyDeclared) throw new RuleViolation('malifaux-2e/TR-2', TRIGGER_SECTION, 'at most one Trigger per model per duel');
  const t = a.available.find((x) => x.name === a.name);
  if (!t) throw new RuleViolation('malifaux-2e/TR-3', TRIGGER_SECTION, `"${a.name}" is neither a Trigger of this Action nor of the stat used`);
  if (!containsSuits(a.finalSuits, t.suits))
    throw new RuleViolation('malifaux-2e/TR-1', TRIGGER_SECTION, `"${t.name}" needs ${t.suits.join(' ')} in the final duel total`);
  return t;
}

/** When a declared trigger takes effect (TR-4). */
export type TriggerMoment = 'ON_DECLARATION' | 'WHILE_DAMAGING' | 'AFTER_DUEL' | 'AFTER_DAMAGE' | 'AWAITING_DAMAGE' | 'NEVER';

/**
 * TR-4. `won`: this model won its duel. `damage`: damage the target took from the Action, or null while unknown.
 * After damaging needs ≥ 1 damage (and resolves before a killed model is removed); a Black Joker's 0 switches off
 * both damaging timings (DJ-1).
 */
export function triggerMoment(timing: TriggerTiming, won: boolean, damage: number | null): TriggerMoment {
  switch (timing) {
    case 'IMMEDIATELY':
      return 'ON_DECLARATION';
    case 'AFTER_SUCCEEDING':
      return won ? 'AFTER_DUEL' : 'NEVER';
    case 'AFTER_FAILING':
      return won ? 'NEVER' : 'AFTER_DUEL';
    case 'AFTER_RESOLVING':
      return 'AFTER_DUEL';
    case 'WHEN_DAMAGING':
    case 'AFTER_DAMAGING':
      if (damage === null) return 'AWAITING_DAMAGE';
      if (damage < 1) return 'NEVER';
      return timing === 'WHEN_DAMAGING' ? 'WHILE_DAMAGING' : 'AFTER_DAMAGE';
  }
}

/** TR-5: triggers resolving at the same moment: the Defender's first (stable otherwise). */
export function orderSimultaneousTriggers<T extends { readonly role: DuelRole }>(list: readonly T[]): T[] {
  return [...list.filter((t) => t.role === 'DEFENDER'), ...list.filter((t) => t.role !== 'DEFENDER')];
}

/** TR-6 (seed 744): an extra Action granted by a Trigger costs no AP; any other Action costs its printed AP. */
export function grantedActionCost(grantedBy: 'TRIGGER' | 'ABILITY' | 'NONE', printedAp: number): number {
  return grantedBy === 'TRIGGER' ? 0 : printedAp;
}

/** Something that resolves at a given moment: a Trigger or an Ability, of the Attacker or the Defender. */
export interface SimultaneousEffect {
  readonly kind: 'TRIGGER' | 'ABILITY';
  readonly role: DuelRole;
}

/**
 * TR-7 (seed 1314): Triggers always resolve before Abilities that happen at the same time; TR-5: among Triggers, the
 * Defender's first. Stable otherwise (Abilities keep the order their controllers gave).
 */
export function orderSimultaneousEffects<T extends SimultaneousEffect>(list: readonly T[]): T[] {
  // The shared sort of both editions (1E TI-5 uses it with its own keys): 2E's reading is these two keys.
  return orderByPrecedence(list, [(e) => (e.kind === 'TRIGGER' ? 0 : 1), (e) => (e.kind === 'TRIGGER' && e.role !== 'DEFENDER' ? 1 : 0)]);
}
