// malifaux-1e §15 conditions reference, row by row as the rulebook gives it (rules/malifaux-1e.md §15; seed
// 000_8cac2ea3b25a10d7.txt, the lines named in each row): the French name, how it is gained, what it does, when it ends and
// which slice applies it. A changed word in the reference fails here.
import { CONDITIONS_1E, type ConditionRow1e } from './conditions-1e';

type Row = [id: string, fr: string, gainedBy: string, whileActive: string, ends: ConditionRow1e['ends'], lines: string, slice: ConditionRow1e['slice']];

const ROWS: Row[] = [
  ['FAST', 'Rapide', 'abilities, spells', '+1 general AP', 'NEXT_OR_THIS_ACTIVATION', '2324-2327, 2332-2335', 'turn'],
  ['SLOW', 'Ralenti', 'abilities, spells; summoned; fire tokens', '−1 general AP', 'NEXT_OR_THIS_ACTIVATION', '2328-2335, 3697-3698', 'turn'],
  ['PARALYZED', 'Paralysé', 'abilities, spells', 'no melee zone, actions, triggers, disengaging strikes or flee move', 'ACTIVATION_END', '2248-2256, 2338-2342', 'turn'],
  ['REACTIVATE', 'Réactivé', 'abilities, spells', 'one extra activation this turn', 'END_OF_TURN', '2268-2284', 'turn'],
  ['DEFENSIVE_STANCE', 'Position défensive', '(1) action, first action', 'defense flips +; −2 Wk/Cg', 'CLOSING_PHASE', '2624-2630', 'turn'],
  ['FLEEING', 'Fuite', 'losing a morale duel, forced', '− on non-morale duels; flee move at once; next activation rallies', 'RALLY_ACTIVATION_END', '3784-3831', 'morale'],
  ['PASSED_TERRIFYING', 'Terrifiant réussi', 'winning a Terrifying morale duel', 'ignore that source', 'LEAVES_AREA', '3835-3840', 'morale'],
  ['DRAIN_SOULS_PENALTY', "Drain d'âmes", 'each Drain Souls use', '−1 Wp to non-leaders, stacking', 'GAME_END', '3239-3243', 'magic'],
  ['BLIGHT', 'Jeton gangrène', 'effects', '+1 wound each time it suffers damage', 'PERMANENT_TOKEN', '1324-1326', 'damage'],
  ['FIRE', 'Jeton feu', 'effects', 'Resolve Effects: discard all; 1 wound or Slow', 'WHEN_DISCARDED', '1345-1348', 'turn'],
  ['POISON', 'Jeton poison', '"Poison #"', 'MISSING (p.66)', 'MISSING', '1349-1350', 'damage'],
  ['BURIED', 'Enterré', 'effects', 'out of play; keeps effects and damage', 'BY_EFFECT', '880-887', 'turn'],
  ['TRANSFORMED', 'Transformé', 'effects', 'new profile, old spells', 'BY_EFFECT', '3681-3719', 'magic'],
];

describe('malifaux-1e §15 conditions reference rows', () => {
  it.each(ROWS)('malifaux-1e/TI-3 §15 row %s (%s): gained, effect, end and slice as the reference gives them', (id, fr, gainedBy, whileActive, ends, lines, slice) => {
    expect(CONDITIONS_1E.find((r) => r.id === id)).toEqual({ id, fr, gainedBy, whileActive, ends, lines, slice });
  });
  it('malifaux-1e/TI-3 §15 has exactly these rows', () => {
    expect(CONDITIONS_1E).toHaveLength(ROWS.length);
  });
});
