// malifaux-2e §4.3-4.5, §12.5 Decision order (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 609-661, 705-746, 1372-1381): SS-D3, DU-O2, DU-O4, DU-O5
import { SeatId } from '../../core/decider';
import { isRedJoker } from '../../malifaux/cards';
import { FlowStage } from './duel-events';
import { DuelRole } from './duel-roles';
import { DuelRecord, DuelState, FlipRecord, SideState, sideOf, sideTotal } from './duel-state';
import { soulstoneDeclarationOrder } from './soulstones';
import { lowerTotalFirst } from '../../malifaux/duel/decision-order';

export type StepName =
  | 'START'
  | 'DECLARE_SOULSTONES'
  | 'FLIP'
  | 'CHOOSE_ACTIVE_CARD'
  | 'NAME_RED_JOKER_SUIT'
  | 'CHEAT'
  | 'DECLARE_TRIGGER'
  | 'PREVENTION'
  | 'RESOLVE';

/** The one decision due next: the step, the flow it belongs to, the side (if any) and the seat(s) that may take it. */
export interface DueStep {
  readonly step: StepName;
  readonly stage: FlowStage | null;
  readonly role: DuelRole | null;
  readonly seats: readonly SeatId[];
}

const due = (step: StepName, stage: FlowStage | null, side: SideState | null, seats?: readonly SeatId[]): DueStep => ({
  step,
  stage,
  role: side ? side.role : null,
  seats: seats ?? (side ? [side.participant.seat] : []),
});

const relented = (s: SideState): boolean => s.soulstones.status === 'RELENTED';

/** SS-D3 / DU-O2 order: Defender first, then Attacker (a Simple Duel has the Actor only). */
function defenderFirst(duel: DuelRecord): SideState[] {
  return soulstoneDeclarationOrder(duel.kind).flatMap((r) => sideOf(duel, r) ?? []);
}

/** DU-O4 (before cheating) and DU-O5 (after): the lower total first, the Defender on a tie. */
function lowerFirst(duel: DuelRecord, afterCheat: boolean): SideState[] {
  const a = sideOf(duel, 'ATTACKER');
  const d = sideOf(duel, 'DEFENDER');
  if (!a || !d) return [...duel.sides];
  const av = sideTotal(duel, a, afterCheat).value;
  const dv = sideTotal(duel, d, afterCheat).value;
  return lowerTotalFirst(av, dv) === 'ATTACKER' ? [a, d] : [d, a];
}

export function dueDuelStep(duel: DuelRecord): DueStep {
  const order = defenderFirst(duel);
  for (const s of order) if (s.soulstones.status === 'PENDING') return due('DECLARE_SOULSTONES', 'DUEL', s);
  const flippers = order.filter((s) => !relented(s));
  if (flippers.some((s) => s.flipped === null))
    return due('FLIP', 'DUEL', null, [...new Set(flippers.map((s) => s.participant.seat))]);
  for (const s of flippers) {
    if (s.choice.status === 'PENDING') return due('CHOOSE_ACTIVE_CARD', 'DUEL', s);
    if (s.choice.card !== null && isRedJoker(s.choice.card) && s.redJokerSuit === null) return due('NAME_RED_JOKER_SUIT', 'DUEL', s);
  }
  for (const s of lowerFirst(duel, false)) if (s.cheat.status === 'PENDING') return due('CHEAT', 'DUEL', s);
  for (const s of lowerFirst(duel, true)) if (s.trigger.status === 'PENDING') return due('DECLARE_TRIGGER', 'DUEL', s);
  return due('RESOLVE', 'DUEL', null);
}

export function dueFlipStep(flip: FlipRecord): DueStep {
  const seat = [flip.flipper.seat];
  if (flip.amount.kind === 'FLIP') {
    if (flip.flipped === null) return due('FLIP', flip.stage, null, seat);
    if (flip.choice.status === 'PENDING') return due('CHOOSE_ACTIVE_CARD', flip.stage, null, seat);
    if (flip.cheat.status === 'PENDING') return due('CHEAT', flip.stage, null, seat);
  }
  if (flip.prevention.status === 'PENDING') return due('PREVENTION', flip.stage, null, [flip.target.seat]);
  return due('RESOLVE', flip.stage, null, []);
}

export function dueStep(state: DuelState): DueStep {
  switch (state.status) {
    case 'DUELING':
      return dueDuelStep(state.duel);
    case 'FLIPPING':
      return dueFlipStep(state.flip);
    default:
      return due('START', null, null, []);
  }
}
