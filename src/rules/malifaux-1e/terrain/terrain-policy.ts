// malifaux-1e §20.2 #17 destructible terrain ambiguities as policy flags (rules/malifaux-1e.md §13)

export interface TerrainPolicy1e {
  /** "Exceeds" the Solidity: strictly greater (default) or greater or equal. */
  readonly destroyWhen: 'EXCEEDS' | 'EQUALS_OR_EXCEEDS';
  /** Damage builds up across attacks on one section (default false: each attack is checked on its own). */
  readonly damageAccumulates: boolean;
  /** W32: a partial 3" portion of a long piece counts as a section (default true). */
  readonly partialPortionIsSection: boolean;
}

export const DEFAULT_TERRAIN_POLICY_1E: TerrainPolicy1e = { destroyWhen: 'EXCEEDS', damageAccumulates: false, partialPortionIsSection: true };
