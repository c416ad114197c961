// The Malifaux Second Edition profile on the shared engine (rules/malifaux-2e.md; its values, the M2E column of
// rules/malifaux-1e.md §18). The one place where 2E's differences from 1E are written (malifaux/edition.ts).
import { POKER_SUIT } from '../malifaux/cards';
import type { EditionProfile } from '../malifaux/edition';
import { ONE_TWO_THREE_ALL } from '../malifaux/flip-tables';

export const MALIFAUX_2E: EditionProfile = {
  id: 'malifaux-2e',
  pokerSuits: POKER_SUIT,
  maxHandSize: { DEFAULT: 6 },
  drawPhaseSoulstoneDraw: true,
  discardReshuffle: 'DRAW_PHASE_START',
  opponentRedJokerBansCheat: true,
  duelSoulstone: 'DECLARE_BEFORE_FLIP',
  // §4.4 DU-O2: the Defender chooses its active card first.
  activeCardOrder: 'DEFENDER_FIRST',
  // §12.3 Accuracy Modifier (DV-01).
  combatTotalTable: [
    { min: 0, max: 0, modifiers: { bonus: 0, penalty: 2 } },
    { min: 1, max: 5, modifiers: { bonus: 0, penalty: 1 } },
    { min: 6, max: 10, modifiers: { bonus: 0, penalty: 0 } },
    { min: 11, max: null, modifiers: { bonus: 1, penalty: 0 } },
  ],
  redJokerDamage: 'SEVERE_PLUS_WEAK',
  healing: { kind: 'TRACK', cheatable: true },
  prevention: ONE_TWO_THREE_ALL,
  // Stryker disable next-line ArrayDeclaration: descriptive; the 2E Turn is its own state machine (turn/turn-step.ts), it reads no phase list
  phases: ['DRAW', 'INITIATIVE', 'ACTIVATION', 'END'],
  initiative: 'WINNER_CHOOSES',
  generalAp: { MASTER: 3, HENCHMAN: 2, ENFORCER: 2, MINION: 2, PEON: 2 },
  charge: { attacks: 2, damageBonus: 0 },
  focusCost: 1,
  // Stryker disable next-line BooleanLiteral: descriptive; 2E's Defensive Stance has no first-Action limit (§8.4), so no check reads it
  defensiveStance: { firstActionOnly: false, wkCgPenalty: 0 },
  statFloor: { Wd: 0, '*': 1 },
  hardCover: 'DAMAGE_FLIP_PENALTY',
  firingIntoMelee: { candidates: 'WITHIN_2_INCHES', cardsForHt3: 1, dfPerEngagedEnemy: 0 },
  disengaging: 'WALK_DECLARED_NOT_TAKEN',
  falling: { kind: 'ONE_PER_INCH_ABOVE_2' },
  fastSlow: 'END_OF_OWN_ACTIVATION',
  defaultEffectEnd: 'END_OF_TURN',
  // Stryker disable next-line BooleanLiteral: descriptive; clients send measured distances (facts), the server measures nothing
  preMeasuring: true,
};
