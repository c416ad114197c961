// malifaux-1e §14.9 Starting soulstone pool (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 4766-4801, 4896-4899): PO-1, PO-2, SC-1; §20.2 #18
import type { HiringResult1e } from './crew';
import type { EncounterPolicy1e } from './encounter-policy';
import { SIZE_TABLE, type EncounterSize1e } from './tables';

/** PO-2: 8 (Scrap, Master-led), 10 (Brawl), or the Henchman # of a Henchman-led crew. */
export function poolCap(size: EncounterSize1e, hiring: Pick<HiringResult1e, 'henchmanLed' | 'henchmanCap'>): number {
  return hiring.henchmanLed && hiring.henchmanCap !== null ? hiring.henchmanCap : SIZE_TABLE[size].maxPool;
}

/**
 * PO-1: unspent hiring soulstones + the leading Masters' caches (a Henchman-led crew has none) + 2 per scheme not taken
 * (SC-1). PO-2: above the cap is lost. §20.2 #18: `capAfterSchemeBonus` (default) caps the whole; otherwise the cap is
 * applied to the hiring part and the scheme bonus comes on top.
 */
export function startingPool(size: EncounterSize1e, hiring: HiringResult1e, schemesNotTaken: number, policy: Pick<EncounterPolicy1e, 'capAfterSchemeBonus'>): number {
  const cap = poolCap(size, hiring);
  const hired = hiring.unspent + (hiring.henchmanLed ? 0 : hiring.caches);
  const bonus = 2 * schemesNotTaken;
  return policy.capAfterSchemeBonus ? Math.min(hired + bonus, cap) : Math.min(hired, cap) + bonus;
}
