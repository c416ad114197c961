// The closed vocabularies the duel inputs accept, taken from the rules' own types. Each Record lists every member of
// its union, so a value added to the rules without being added here fails to compile.
import { SEAT_IDS } from '../../rules/core/decider';
import { FATE_DECK, SUITS } from '../../rules/malifaux/cards';
import type { Station } from '../../rules/malifaux-2e/duel/duel-roles';
import type { MathOp } from '../../rules/malifaux-2e/duel/duel-total';
import type { TriggerTiming } from '../../rules/malifaux-2e/duel/triggers';

const STATION_SET: Record<Station, true> = { MASTER: true, HENCHMAN: true, ENFORCER: true, MINION: true, PEON: true, NONE: true };
const TIMING_SET: Record<TriggerTiming, true> = {
  IMMEDIATELY: true,
  WHEN_DAMAGING: true,
  AFTER_SUCCEEDING: true,
  AFTER_FAILING: true,
  AFTER_RESOLVING: true,
  AFTER_DAMAGING: true,
};
const MATH_OP_SET: Record<MathOp, true> = { MULTIPLY: true, DIVIDE: true, ADD: true, SUBTRACT: true };

export const STATIONS = Object.keys(STATION_SET) as Station[];
export const TRIGGER_TIMINGS = Object.keys(TIMING_SET) as TriggerTiming[];
export const MATH_OPS = Object.keys(MATH_OP_SET) as MathOp[];
export const SUIT_IDS: string[] = [...SUITS];
export const CARD_IDS: string[] = [...FATE_DECK];
export const SEATS: string[] = [...SEAT_IDS];
export const DUEL_KINDS = ['SIMPLE', 'OPPOSED'];
export const CARD_DOC = 'Card ids: RAM-01..RAM-13, TOME-.., CROW-.., MASK-.., RJ (Red Joker), BJ (Black Joker)';
