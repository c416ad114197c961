// malifaux-2e §3.3 and §5 Soulstones in duels (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 514-529, 617-619, 713-717, 772): SS-D1..SS-D3, SS-1, SS-2
import { RuleViolation, require_ } from '../../core/rule-violation';
import { Suit } from '../../malifaux/cards';
import { DuelPolicy } from './duel-policy';
import { DuelRole, Station, stationUsesSoulstones } from './duel-roles';
import { FateModifiers } from './fate-modifiers';

export const SOULSTONE_SECTION = '§3.3 (seed 514-529)';

/** What one model spends in duel step 1: Soulstones for `+` and Soulstones each adding a named suit. */
export interface SoulstoneDeclaration {
  readonly fateModifiers: number;
  readonly suits: readonly Suit[];
}
export const NO_SOULSTONES: SoulstoneDeclaration = { fateModifiers: 0, suits: [] };

export function soulstoneCost(d: SoulstoneDeclaration): number {
  return d.fateModifiers + d.suits.length;
}

/** SS-D3: in an Opposed Duel the Defender declares first. A Simple Duel has one declaring model. */
export function soulstoneDeclarationOrder(kind: 'SIMPLE' | 'OPPOSED'): DuelRole[] {
  return kind === 'SIMPLE' ? ['ACTOR'] : ['DEFENDER', 'ATTACKER'];
}

/** SS-1, SS-2: Soulstones come from the Crew's Pool, which never goes below 0. Returns the Pool after paying. */
export function poolAfterSpending(pool: number, cost: number): number {
  require_(pool - cost >= 0, 'malifaux-2e/SS-2', '§5 (seed 798-822)', `the Soulstone Pool holds ${pool}, ${cost} needed`);
  return pool - cost;
}

/** SS-D1, SS-D2 (with policy A-4), SS-2. Declaring nothing is always legal. Returns the Pool after paying. */
export function checkSoulstoneDeclaration(a: { station: Station; declaration: SoulstoneDeclaration; pool: number; policy: DuelPolicy }): number {
  const d = a.declaration;
  require_(
    Number.isInteger(d.fateModifiers) && d.fateModifiers >= 0,
    'malifaux-2e/SS-D2',
    SOULSTONE_SECTION,
    'the number of Soulstones for Fate Modifiers must be a whole number ≥ 0',
  );
  const cost = soulstoneCost(d);
  if (cost === 0) return a.pool;
  if (!stationUsesSoulstones(a.station))
    throw new RuleViolation('malifaux-2e/SS-D1', SOULSTONE_SECTION, `a ${a.station} model may not spend Soulstones on a duel (Masters and Henchmen only)`);
  if (a.policy.oneSoulstoneOfEachKindPerDuel && (d.fateModifiers > 1 || d.suits.length > 1))
    throw new RuleViolation('malifaux-2e/SS-D2', SOULSTONE_SECTION, 'policy oneSoulstoneOfEachKindPerDuel: at most one Soulstone per use (Fate Modifier, Suit) per duel');
  return poolAfterSpending(a.pool, cost);
}

export interface SoulstoneEffects {
  /** `+` on this model's own duel flip (simple, Attack or Defense flip). */
  readonly flip: FateModifiers;
  /** Defender only: `−` on any damage flip it suffers from this Attack. */
  readonly damageFlipPenalty: number;
  /** Suits added to the model's final duel total. */
  readonly suits: readonly Suit[];
}

/** SS-D2 effects by role. */
export function soulstoneEffects(role: DuelRole, d: SoulstoneDeclaration): SoulstoneEffects {
  return {
    flip: { bonus: d.fateModifiers, penalty: 0 },
    damageFlipPenalty: role === 'DEFENDER' ? d.fateModifiers : 0,
    suits: [...d.suits],
  };
}
