// malifaux-2e §6.1 Turn sequence (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 836-843): the phases in order once crews are on the table
import { require_ } from '../../core/rule-violation';
import type { EncounterCommand } from '../commands';
import type { GameState } from '../state';

const S61 = '§6.1 (seed 836-843)';

/** Draw → Initiative → Activation → End: with crews hired, a command of another phase is a move out of turn. */
export function assertTurnOrder(state: GameState, c: EncounterCommand): void {
  const t = state.table;
  if (!t || t.crews.length === 0) return;
  switch (c.type) {
    case 'BeginDrawPhase':
      require_(t.crews.length === state.seatOrder.length, 'malifaux-2e/DP-1', S61, 'every seat hires its crew before the first Turn');
      require_(t.phase === 'SETUP', 'malifaux-2e/DP-1', S61, 'the Turn is not over: finish its Activation and End Phases first');
      return;
    case 'FlipInitiative':
      require_(t.phase === 'INITIATIVE', 'malifaux-2e/IN-1', S61, 'the Initiative Phase follows the Draw Phase');
      return;
    // Stryker disable next-line ConditionalExpression: the last clause returns nothing, as falling out of the switch does
    default:
      return;
  }
}
