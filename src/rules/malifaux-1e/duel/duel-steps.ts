// malifaux-1e §6.3-§6.4 decision order (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 1716-1998): FM-5 the
// active model chooses its card first; step 2 the would-be loser changes first (cheat, then soulstone); step 4 the lower
// final total declares its trigger first, the defender on a tie; §10.11 the prevention flip of the damaged model.
// The sequence is shared with 2E (malifaux/duel/duel-steps.ts), told apart by MALIFAUX_1E; this file maps 1E's state.
import type { SeatId } from '../../core/decider';
import { isRedJoker } from '../../malifaux/cards';
import { type DuelStepName, type SideProgress, dueDuelStep as sharedDueDuelStep, dueFlipStep as sharedDueFlipStep } from '../../malifaux/duel/duel-steps';
import { MALIFAUX_1E } from '../edition';
import type { DuelRecord1e, DuelState1e, Role1e, Side1e, DamageFlip1e } from './duel-state';
import { sideTotal } from './duel-state';

/** 1E's steps: the soulstone is an extra card after cheating (§18 "Soulstone in a duel"), never declared before. */
export type Step1e = Exclude<DuelStepName, 'DECLARE_SOULSTONES'>;

export interface DueStep1e {
  readonly step: Step1e;
  readonly stage: 'DUEL' | 'DAMAGE' | null;
  readonly role: Role1e | null;
  readonly seats: readonly SeatId[];
  /** For a damage flip: which flip (0, or 1 for the Red Joker's second flip, DMG-9). */
  readonly flipIndex?: number;
}

/** MALIFAUX_1E.duelSoulstone is EXTRA_CARD_AFTER_CHEAT: the shared sequence never asks for a declaration here. */
export function step1e(step: DuelStepName): Step1e {
  if (step === 'DECLARE_SOULSTONES') throw new Error('malifaux-1e has no soulstone declaration step (EditionProfile.duelSoulstone)');
  return step;
}

const redJokerToName = (card: string | null, suit: string | null): boolean => card !== null && isRedJoker(card) && suit === null;

function progressOf(s: Side1e): SideProgress {
  return {
    role: s.role,
    seat: s.seat,
    // §6.3 step 1: the cards are flipped when the duel starts; nothing is declared before.
    soulstones: 'DONE',
    flipped: true,
    choicePending: s.choice.status === 'PENDING',
    redJokerToName: s.choice.status === 'CHOSEN' && redJokerToName(s.choice.card, s.redJokerSuit),
    cheatPending: s.cheat.status === 'PENDING',
    soulstoneCardPending: s.soulstone.status === 'PENDING',
    soulstoneCardRedJokerToName: s.soulstone.status === 'USED' && redJokerToName(s.soulstone.card, s.soulstone.redJokerSuit),
    triggerPending: s.trigger.status === 'PENDING',
    total: (final) => sideTotal(s, final).value,
  };
}

export function dueDuelStep(duel: DuelRecord1e): DueStep1e {
  const d = sharedDueDuelStep(MALIFAUX_1E, duel.sides.map(progressOf));
  return { step: step1e(d.step), stage: 'DUEL', role: d.role, seats: d.seats };
}

export function dueFlipStep(flip: DamageFlip1e): DueStep1e {
  const flips = flip.flips.map((f) => ({ flipped: f.flipped !== null, choicePending: f.choice.status === 'PENDING', cheatPending: f.cheat.status === 'PENDING' }));
  const d = sharedDueFlipStep(flip.seat, flip.target.seat, flips, flip.prevention.status === 'PENDING');
  const base: DueStep1e = { step: step1e(d.step), stage: 'DAMAGE', role: null, seats: d.seats };
  return d.flipIndex === null ? base : { ...base, flipIndex: d.flipIndex };
}

export function dueStep1e(state: DuelState1e): DueStep1e {
  if (state.status === 'DUELING') return dueDuelStep(state.duel);
  if (state.status === 'FLIPPING') return dueFlipStep(state.flip);
  return { step: 'START', stage: null, role: null, seats: [] };
}
