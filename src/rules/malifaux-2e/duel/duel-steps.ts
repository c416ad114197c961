// malifaux-2e §4.3-4.5, §12.5 Decision order (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 609-661, 705-746, 1372-1381): SS-D3, DU-O2, DU-O4, DU-O5
// The sequence is shared with 1E (malifaux/duel/duel-steps.ts); this file maps 2E's state onto it.
import { SeatId } from '../../core/decider';
import { isRedJoker } from '../../malifaux/cards';
import { type DuelStepName, type SideProgress, dueDuelStep as sharedDueDuelStep, dueFlipStep as sharedDueFlipStep } from '../../malifaux/duel/duel-steps';
import { MALIFAUX_2E } from '../edition';
import { FlowStage } from './duel-events';
import { DuelRole } from './duel-roles';
import { DuelRecord, DuelState, FlipRecord, SideState, sideTotal } from './duel-state';

/** 2E's steps: soulstones are declared before the flip (§18 "Soulstone in a duel"), so there is no soulstone card. */
export type StepName = Exclude<DuelStepName, 'SOULSTONE_CARD'>;

/** The one decision due next: the step, the flow it belongs to, the side (if any) and the seat(s) that may take it. */
export interface DueStep {
  readonly step: StepName;
  readonly stage: FlowStage | null;
  readonly role: DuelRole | null;
  readonly seats: readonly SeatId[];
}

/** MALIFAUX_2E.duelSoulstone is DECLARE_BEFORE_FLIP: the shared sequence never gives 1E's soulstone card step here. */
function step2e(step: DuelStepName): StepName {
  // Stryker disable next-line ConditionalExpression,StringLiteral: with DECLARE_BEFORE_FLIP the shared sequence never returns SOULSTONE_CARD, so the guard never fires
  if (step === 'SOULSTONE_CARD') throw new Error('malifaux-2e has no soulstone card step (EditionProfile.duelSoulstone)');
  return step;
}

function progressOf(duel: DuelRecord, s: SideState): SideProgress {
  return {
    role: s.role,
    seat: s.participant.seat,
    // Stryker disable next-line ConditionalExpression: a relented side has flipped [], a chosen card and skipped steps (duel-evolve), so RELENTED and DONE ask it the same nothing
    soulstones: s.soulstones.status === 'PENDING' ? 'PENDING' : s.soulstones.status === 'RELENTED' ? 'RELENTED' : 'DONE',
    flipped: s.flipped !== null,
    choicePending: s.choice.status === 'PENDING',
    redJokerToName: s.choice.status === 'CHOSEN' && s.choice.card !== null && isRedJoker(s.choice.card) && s.redJokerSuit === null,
    cheatPending: s.cheat.status === 'PENDING',
    // Stryker disable next-line BooleanLiteral: read by the shared sequence only with EXTRA_CARD_AFTER_CHEAT (1E), never with 2E's DECLARE_BEFORE_FLIP
    soulstoneCardPending: false,
    // Stryker disable next-line BooleanLiteral: as above, read only after a 1E soulstone card
    soulstoneCardRedJokerToName: false,
    triggerPending: s.trigger.status === 'PENDING',
    total: (final) => sideTotal(duel, s, final).value,
  };
}

export function dueDuelStep(duel: DuelRecord): DueStep {
  const d = sharedDueDuelStep(MALIFAUX_2E, duel.sides.map((s) => progressOf(duel, s)));
  return { step: step2e(d.step), stage: 'DUEL', role: d.role, seats: d.seats };
}

export function dueFlipStep(flip: FlipRecord): DueStep {
  const flips = flip.amount.kind === 'FLIP' ? [{ flipped: flip.flipped !== null, choicePending: flip.choice.status === 'PENDING', cheatPending: flip.cheat.status === 'PENDING' }] : [];
  const d = sharedDueFlipStep(flip.flipper.seat, flip.target.seat, flips, flip.prevention.status === 'PENDING');
  return { step: step2e(d.step), stage: flip.stage, role: null, seats: d.seats };
}

export function dueStep(state: DuelState): DueStep {
  switch (state.status) {
    case 'DUELING':
      return dueDuelStep(state.duel);
    case 'FLIPPING':
      return dueFlipStep(state.flip);
    default:
      return { step: 'START', stage: null, role: null, seats: [] };
  }
}
