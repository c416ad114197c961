// The whole refusal the 1E encounter decider gives a command (rule, section, message), for the specs that play a game.
// Kept apart from refusal.ts so that the slice specs (magic, morale, terrain) do not load the whole encounter.
import type { EncounterCommand1e } from '../commands';
import { malifaux1e } from '..';
import type { GameState1e } from '../state';
import { refusalOf, type Refusal1e } from './refusal';

/** The refusal the 1E decider gives `command` on `from` (undefined: accepted). */
export const refusalIn = (from: { readonly state: GameState1e }, command: EncounterCommand1e): Refusal1e | undefined => refusalOf(() => malifaux1e.decide(from.state, command));
