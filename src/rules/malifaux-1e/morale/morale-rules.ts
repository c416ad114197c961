// malifaux-1e §12 Morale, pure rules (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 3723-3840): MO-1..MO-11 (W14, W25, D28, D32, D33)
import { require_ } from '../../core/rule-violation';
import type { Malifaux1eMoraleSlice, MoraleModel } from './morale-state';

const S = '§12 (seed 3723-3840)';
export const MO = (n: number): string => `malifaux-1e/MO-${n}`;

export type TerrifyingMoment = 'START_ACTIVATION' | 'END_ACTION' | 'ENTER_AREA' | 'DECLARE_CHARGE';

export function moraleModel(s: Malifaux1eMoraleSlice, id: string): MoraleModel {
  const m = s.models[id];
  require_(m !== undefined && !m.removed, MO(1), S, `no model ${id} in play`);
  return m;
}

/**
 * MO-4, MO-5, MO-7, W14, D33: must `target` take a morale duel against Terrifying `source` at this moment?
 * Only living models without Terrifying; never a model immune; entering is free for Flight/Levitation; a model that
 * beat this source and stayed inside ignores it.
 */
export function terrifyingApplies(target: MoraleModel, source: MoraleModel, moment: TerrifyingMoment): boolean {
  if (source.terrifying === null) return false;
  if (!target.living || target.terrifying !== null) return false;
  if (target.immuneToMorale || target.immuneToTerrifying === true) return false;
  if (moment === 'ENTER_AREA' && target.flies) return false;
  return !target.passedTerrifying.includes(source.id);
}

/** MO-8, MO-10: while fleeing or rallying, every duel except morale duels gets one negative fate modifier. */
export function moraleFateModifier(m: MoraleModel | undefined, isMoraleDuel: boolean): number {
  if (!m || isMoraleDuel) return 0;
  return m.fleeing || m.rallying ? -1 : 0;
}

/** MO-10: no movement action (general or specific) during the rally activation. */
export function assertMayTakeAction(s: Malifaux1eMoraleSlice, modelId: string, category: 'MOVEMENT' | 'OTHER'): void {
  const m = s.models[modelId];
  if (!m) return;
  require_(!(m.rallying && category === 'MOVEMENT'), MO(10), S, `${modelId} is rallying and can take no movement action this activation`);
}

/** MO-9, W25: the flee move is 2 × Wk. */
export const fleeDistance = (m: Pick<MoraleModel, 'wk'>): number => 2 * m.wk;

/** MO-6: a Terrifying model's area is its largest melee zone (Bash gives 1"). */
export function terrifyingArea(m: Pick<MoraleModel, 'meleeZones'>): number {
  return Math.max(1, ...(m.meleeZones ?? []));
}
