// malifaux-1e §14 Encounters: what the encounter slice needs from the rest of the 1E decider (rules/malifaux-1e.md §0)
import type { SeatId } from '../../core/decider';
import { RuleViolation, require_ } from '../../core/rule-violation';
import { DEFAULT_TERRAIN_POLICY_1E, type TerrainPolicy1e } from '../terrain/terrain-policy';
import type { Malifaux1eEncounterSlice, SetupStep1e } from './encounter-state';
import type { FateFlipper } from './flipper';
import { SEED_CATALOGUE, type ObjectiveCatalogue } from './objectives';

export interface EncounterContext1e {
  readonly flipper: FateFlipper;
  /** Strategy and scheme rules supplied as code (§14.7, §14.10); the seed's holds names only. */
  readonly catalogue: ObjectiveCatalogue;
  readonly terrainPolicy: TerrainPolicy1e;
}

export function encounterContext(flipper: FateFlipper, catalogue: ObjectiveCatalogue = SEED_CATALOGUE, terrainPolicy: TerrainPolicy1e = DEFAULT_TERRAIN_POLICY_1E): EncounterContext1e {
  return { flipper, catalogue, terrainPolicy };
}

/** Setup moves out of the §14.1 order are refused under this id (the spec numbers the steps, not the order rule). */
export const SETUP_1E = 'malifaux-1e/SETUP';
export const S141 = '§14.1 (seed 4027-4102)';

export function atStep(state: Malifaux1eEncounterSlice, ...steps: SetupStep1e[]): void {
  require_(steps.includes(state.step), SETUP_1E, S141, `the encounter is at ${state.step}, not ${steps.join(' or ')}`);
}

export function noPending(state: Malifaux1eEncounterSlice): void {
  if (state.pending) throw new RuleViolation(SETUP_1E, S141, `seat ${state.pending.seat} must first choose (${state.pending.what})`);
}

export function isSeat(state: Malifaux1eEncounterSlice, seat: SeatId): void {
  require_(state.seats.includes(seat), SETUP_1E, S141, `seat ${seat} does not play this encounter`);
}

export const otherSeat = (state: Malifaux1eEncounterSlice, seat: SeatId): SeatId => state.seats.find((s) => s !== seat) ?? seat;
