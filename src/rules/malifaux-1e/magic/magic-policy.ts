// malifaux-1e §20.2 #16 and #30 as policy flags (rules/malifaux-1e.md §11.3, §11.5)

export interface MagicPolicy1e {
  /** §20.2 #16: damage of a spell with no Rst has no combat total: no combat-total modifier (default 'NONE'), or treat it as 0 ('ZERO': `−−`). */
  readonly noResistCombatTotal: 'NONE' | 'ZERO';
  /** §20.2 #30, SU-2: « peut s'activer » read as eligible, so a summoned model must activate this turn (default true). */
  readonly summonedMustActivate: boolean;
}

export const DEFAULT_MAGIC_POLICY_1E: MagicPolicy1e = { noResistCombatTotal: 'NONE', summonedMustActivate: true };
