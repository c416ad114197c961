// malifaux-1e §12 Morale: the morale slice of the 1E state (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 3723-3840): MO-1..MO-11, §15 Fleeing / Passed Terrifying

/** What morale needs to know of a model (its stat card and characteristics, §3.6). */
export interface MoraleProfile {
  readonly id: string;
  readonly seat: string;
  readonly wp: number;
  readonly wk: number;
  /** MO-5: only living models take Terrifying duels. */
  readonly living: boolean;
  /** MO-4: Constructs, Spirits, Undead, or immune to morale duels (§4.5). */
  readonly immuneToMorale: boolean;
  /** W14: immune only to the morale duels Terrifying causes. */
  readonly immuneToTerrifying?: boolean;
  /** Terrifying → #, or null. */
  readonly terrifying: number | null;
  /** MO-6: the reaches of its melee attacks (Rg of each melee weapon, Bash 1). */
  readonly meleeZones?: readonly number[];
  /** Flight or Levitation (MO-5 item 3). */
  readonly flies: boolean;
}

export interface MoraleModel extends MoraleProfile {
  /** MO-8: fleeing until it rallies. */
  readonly fleeing: boolean;
  /** MO-10: spending this activation rallying. */
  readonly rallying: boolean;
  /** MO-7: Terrifying sources this model beat and still stands inside. */
  readonly passedTerrifying: readonly string[];
  readonly removed: boolean;
}

export interface PendingMoraleDuel {
  readonly duelId: string;
  readonly modelId: string;
  /** The Terrifying model, or the model or effect that caused the duel (MO-9: flee away from it if engaged). */
  readonly sourceId: string | null;
  readonly tn: number;
  readonly terrifying: boolean;
}

export interface Malifaux1eMoraleSlice {
  readonly models: Readonly<Record<string, MoraleModel>>;
  readonly pending: readonly PendingMoraleDuel[];
  /** Models that must make a flee move now (MO-8: "at once"). */
  readonly mustFlee: readonly string[];
}

export const initialMoraleSlice = (): Malifaux1eMoraleSlice => ({ models: {}, pending: [], mustFlee: [] });
