// malifaux-1e §14.8 the crew list a player hires (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 4537-4835): data shapes for HI-1..HI-13
import type { Faction1e } from './tables';

export type Station1e = 'MASTER' | 'HENCHMAN' | 'MINION';

/** One model on the list, with what its stat card says about hiring (§3.1, §3.6). */
export interface CrewModel1e {
  readonly id: string;
  readonly name: string;
  /** HI-4: the unique character a version belongs to (Hamelin and Hamelin the Plagued share one); defaults to `name`. */
  readonly character?: string;
  readonly station: Station1e;
  readonly factions: readonly Faction1e[];
  readonly cost: number;
  readonly mercenary?: boolean;
  readonly totem?: boolean;
  /** HI-10: the Master or Henchman (model id) a Totem is connected to. */
  readonly totemOf?: string;
  readonly unique?: boolean;
  /** HI-3: Rare #. */
  readonly rare?: number;
  /** HI-6: a Master's soulstone cache. */
  readonly cache?: number;
  /** HI-7: a Henchman's Henchman #. */
  readonly henchmanNumber?: number;
  /** HI-12: the Special Forces group (e.g. Doll, M&SU Asset). */
  readonly specialForces?: string;
  /** HI-1: hired under a special hiring rule of this leader's card (model id), so out-of-faction hiring is allowed. */
  readonly allowedBy?: string;
}

export interface CrewList1e {
  readonly faction: Faction1e;
  /** Model ids of the leaders (HI-5). */
  readonly leaders: readonly string[];
  readonly models: readonly CrewModel1e[];
}

/** What hiring left behind: the soulstones to hire with, spent, unspent, caches (PO-1) and the pool cap (PO-2). */
export interface HiringResult1e {
  readonly budget: number;
  readonly spent: number;
  readonly unspent: number;
  readonly caches: number;
  readonly henchmanLed: boolean;
  /** PO-2: the Henchman # of a Henchman-led crew. */
  readonly henchmanCap: number | null;
  readonly masters: number;
}
