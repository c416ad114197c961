// malifaux-1e §15 Conditions and ongoing effects, the consolidated reference as data (rules/malifaux-1e.md §15; seed 000_8cac2ea3b25a10d7.txt lines cited per row)
// Which slice runs each one: the turn engine (m1e-core) for Fast/Slow/Paralyzed/Reactivate/Defensive Stance/tokens/Buried,
// the morale slice for Fleeing and Passed Terrifying, the magic slice for Drain Souls, Transformed and a summon's Slow.

export type ConditionEnd = 'NEXT_OR_THIS_ACTIVATION' | 'ACTIVATION_END' | 'END_OF_TURN' | 'CLOSING_PHASE' | 'RALLY_ACTIVATION_END' | 'LEAVES_AREA' | 'GAME_END' | 'PERMANENT_TOKEN' | 'WHEN_DISCARDED' | 'BY_EFFECT' | 'MISSING';

export interface ConditionRow1e {
  readonly id: string;
  readonly fr: string;
  readonly gainedBy: string;
  readonly whileActive: string;
  readonly ends: ConditionEnd;
  readonly lines: string;
  /** The module that applies it. */
  readonly slice: 'turn' | 'morale' | 'magic' | 'damage';
}

export const CONDITIONS_1E: readonly ConditionRow1e[] = [
  { id: 'FAST', fr: 'Rapide', gainedBy: 'abilities, spells', whileActive: '+1 general AP', ends: 'NEXT_OR_THIS_ACTIVATION', lines: '2324-2327, 2332-2335', slice: 'turn' },
  { id: 'SLOW', fr: 'Ralenti', gainedBy: 'abilities, spells; summoned; fire tokens', whileActive: '−1 general AP', ends: 'NEXT_OR_THIS_ACTIVATION', lines: '2328-2335, 3697-3698', slice: 'turn' },
  { id: 'PARALYZED', fr: 'Paralysé', gainedBy: 'abilities, spells', whileActive: 'no melee zone, actions, triggers, disengaging strikes or flee move', ends: 'ACTIVATION_END', lines: '2248-2256, 2338-2342', slice: 'turn' },
  { id: 'REACTIVATE', fr: 'Réactivé', gainedBy: 'abilities, spells', whileActive: 'one extra activation this turn', ends: 'END_OF_TURN', lines: '2268-2284', slice: 'turn' },
  { id: 'DEFENSIVE_STANCE', fr: 'Position défensive', gainedBy: '(1) action, first action', whileActive: 'defense flips +; −2 Wk/Cg', ends: 'CLOSING_PHASE', lines: '2624-2630', slice: 'turn' },
  { id: 'FLEEING', fr: 'Fuite', gainedBy: 'losing a morale duel, forced', whileActive: '− on non-morale duels; flee move at once; next activation rallies', ends: 'RALLY_ACTIVATION_END', lines: '3784-3831', slice: 'morale' },
  { id: 'PASSED_TERRIFYING', fr: 'Terrifiant réussi', gainedBy: 'winning a Terrifying morale duel', whileActive: 'ignore that source', ends: 'LEAVES_AREA', lines: '3835-3840', slice: 'morale' },
  { id: 'DRAIN_SOULS_PENALTY', fr: "Drain d'âmes", gainedBy: 'each Drain Souls use', whileActive: '−1 Wp to non-leaders, stacking', ends: 'GAME_END', lines: '3239-3243', slice: 'magic' },
  { id: 'BLIGHT', fr: 'Jeton gangrène', gainedBy: 'effects', whileActive: '+1 wound each time it suffers damage', ends: 'PERMANENT_TOKEN', lines: '1324-1326', slice: 'damage' },
  { id: 'FIRE', fr: 'Jeton feu', gainedBy: 'effects', whileActive: 'Resolve Effects: discard all; 1 wound or Slow', ends: 'WHEN_DISCARDED', lines: '1345-1348', slice: 'turn' },
  { id: 'POISON', fr: 'Jeton poison', gainedBy: '"Poison #"', whileActive: 'MISSING (p.66)', ends: 'MISSING', lines: '1349-1350', slice: 'damage' },
  { id: 'BURIED', fr: 'Enterré', gainedBy: 'effects', whileActive: 'out of play; keeps effects and damage', ends: 'BY_EFFECT', lines: '880-887', slice: 'turn' },
  { id: 'TRANSFORMED', fr: 'Transformé', gainedBy: 'effects', whileActive: 'new profile, old spells', ends: 'BY_EFFECT', lines: '3681-3719', slice: 'magic' },
];

/** §15 / TI-3: an effect that does not state its end ends in the Closing Phase's Resolve Effects step (2E: end of turn). */
export const DEFAULT_EFFECT_END_1E: ConditionEnd = 'CLOSING_PHASE';
