// malifaux-2e §3.1-3.2 Flips and Fate Modifiers (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 458-512, 537, 1374, 1928): FL-1, FM-1..FM-7, FD-5, FD-6

import { MALIFAUX_2E } from '../edition';

// FM-1..FM-7 are the same in both editions (rules/malifaux-1e.md §18 "Fate modifiers"): shared in malifaux/fate-modifiers.ts.
export { NO_FATE_MODIFIERS, addFateModifiers, cardsToFlip, legalActiveCards, netFateModifiers } from '../../malifaux/fate-modifiers';
export type { FateModifierSign, FateModifiers } from '../../malifaux/fate-modifiers';

export type FlipType =
  | 'ATTACK'
  | 'DEFENSE'
  | 'SIMPLE_DUEL'
  | 'DAMAGE'
  | 'HEALING'
  | 'INITIATIVE'
  | 'DAMAGE_PREVENTION'
  | 'HAZARDOUS_TERRAIN_DAMAGE'
  | 'ENCOUNTER_END'
  | 'RANDOM_DETERMINATION'
  | 'SETUP'
  | 'BOG_BADLANDS';

export interface FlipTypeRule {
  readonly whoFlips: string;
  readonly cheatable: boolean;
  readonly seedLines: string;
}

/** §3.1 table; FL-1: a flip can be cheated only where a rule allows it (duels, damage flips, healing flips). */
export const FLIP_TYPES: Readonly<Record<FlipType, FlipTypeRule>> = {
  ATTACK: { whoFlips: "the Attacker's controller", cheatable: true, seedLines: '466, 531-543, 625-627' },
  DEFENSE: { whoFlips: "the Defender's controller", cheatable: true, seedLines: '468' },
  SIMPLE_DUEL: { whoFlips: 'the controller of the Action', cheatable: true, seedLines: '603-663' },
  DAMAGE: { whoFlips: 'the player of the model dealing the damage', cheatable: true, seedLines: '470, 1348' },
  // §18 "Healing": 2E's healing flip may be cheated (edition data, malifaux-2e/edition.ts).
  HEALING: { whoFlips: 'the player of the healed model', cheatable: MALIFAUX_2E.healing.cheatable, seedLines: '472, 1387' },
  INITIATIVE: { whoFlips: 'each player', cheatable: false, seedLines: '474, 537, 875' },
  DAMAGE_PREVENTION: { whoFlips: 'the player of the Master/Henchman', cheatable: false, seedLines: '1372-1381' },
  HAZARDOUS_TERRAIN_DAMAGE: { whoFlips: 'the opposing player', cheatable: false, seedLines: '1928' },
  ENCOUNTER_END: { whoFlips: 'the First Player', cheatable: false, seedLines: '911-915' },
  RANDOM_DETERMINATION: { whoFlips: 'see RD-1/RD-2', cheatable: false, seedLines: '595-599' },
  SETUP: { whoFlips: 'see A-31', cheatable: false, seedLines: '1944, 2015, 2069, 2144, 2423' },
  BOG_BADLANDS: { whoFlips: 'a random player', cheatable: false, seedLines: '2610, 2616' },
};

/** FL-1 */
export function isCheatableFlip(type: FlipType): boolean {
  return FLIP_TYPES[type].cheatable;
}
