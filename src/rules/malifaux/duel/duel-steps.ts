// The Malifaux duel and damage-flip step sequence, shared by the editions (rules/malifaux-2e.md §4.3-4.5, §12.5 SS-D3,
// DU-O2, DU-O4, DU-O5; rules/malifaux-1e.md §6.3-§6.4, §10.7-§10.11 FM-5): the one decision due next, derived from what
// each side has done. The editions differ only by EditionProfile data (§18): `duelSoulstone` says whether soulstones
// are declared before a separate flip step (2E SS-D1..D3) or spent on an extra card after cheating (1E §6.3 step 2), and
// `activeCardOrder` who keeps a card first. Each edition maps its own state onto SideProgress / FlipProgress.
import type { SeatId } from '../../core/decider';
import type { EditionProfile } from '../edition';
import { lowerTotalFirst } from './decision-order';

export type DuelRole = 'ACTOR' | 'ATTACKER' | 'DEFENDER';

/** Every step of either edition; an edition's own step type leaves out the soulstone step it does not have. */
export type DuelStepName =
  | 'START'
  | 'DECLARE_SOULSTONES'
  | 'FLIP'
  | 'CHOOSE_ACTIVE_CARD'
  | 'NAME_RED_JOKER_SUIT'
  | 'CHEAT'
  | 'SOULSTONE_CARD'
  | 'DECLARE_TRIGGER'
  | 'PREVENTION'
  | 'RESOLVE';

/** What the sequence reads of one side of a duel, whatever the edition's state looks like. */
export interface SideProgress {
  readonly role: DuelRole;
  readonly seat: SeatId;
  /** 2E step 1: PENDING until declared (or skipped); RELENTED: a relenting Defender flips nothing (DU-O8). */
  readonly soulstones: 'PENDING' | 'DONE' | 'RELENTED';
  readonly flipped: boolean;
  readonly choicePending: boolean;
  /** FD-4 / FD-5: the kept card is the Red Joker and its suit is not named yet. */
  readonly redJokerToName: boolean;
  readonly cheatPending: boolean;
  /** 1E §6.3 step 2: the soulstone card decision is open; then its Red Joker's suit. */
  readonly soulstoneCardPending: boolean;
  readonly soulstoneCardRedJokerToName: boolean;
  readonly triggerPending: boolean;
  /** The side's total before cheating (`false`) or its final total (`true`). */
  readonly total: (final: boolean) => number;
}

export interface DueDuelStep {
  readonly step: DuelStepName;
  readonly role: DuelRole | null;
  readonly seats: readonly SeatId[];
}

type StepRules = Pick<EditionProfile, 'duelSoulstone' | 'activeCardOrder'>;

const due = (step: DuelStepName, side: SideProgress | null, seats?: readonly SeatId[]): DueDuelStep => ({
  step,
  role: side ? side.role : null,
  seats: seats ?? (side ? [side.seat] : []),
});

function inOrder(sides: readonly SideProgress[], roles: readonly DuelRole[]): SideProgress[] {
  return roles.flatMap((r) => sides.find((s) => s.role === r) ?? []);
}

/** 2E DU-O4 / DU-O5, 1E §6.4 steps 2 and 4: the lower total first, the Defender on a tie (a simple duel: its one side). */
function lowerFirst(sides: readonly SideProgress[], final: boolean): SideProgress[] {
  const [a, d] = inOrder(sides, ['ATTACKER', 'DEFENDER']);
  if (!a || !d) return [...sides];
  return lowerTotalFirst(a.total(final), d.total(final)) === 'ATTACKER' ? [a, d] : [d, a];
}

/** The decision due next in a duel. */
export function dueDuelStep(rules: StepRules, sides: readonly SideProgress[]): DueDuelStep {
  // SS-D3 / DU-O2: the Defender first.
  const defenderFirst = inOrder(sides, ['DEFENDER', 'ATTACKER', 'ACTOR']);
  if (rules.duelSoulstone === 'DECLARE_BEFORE_FLIP') for (const s of defenderFirst) if (s.soulstones === 'PENDING') return due('DECLARE_SOULSTONES', s);
  const flippers = defenderFirst.filter((s) => s.soulstones !== 'RELENTED');
  if (flippers.some((s) => !s.flipped)) return due('FLIP', null, [...new Set(flippers.map((s) => s.seat))]);
  const choosers = rules.activeCardOrder === 'DEFENDER_FIRST' ? flippers : inOrder(flippers, ['ATTACKER', 'ACTOR', 'DEFENDER']);
  for (const s of choosers) {
    if (s.choicePending) return due('CHOOSE_ACTIVE_CARD', s);
    if (s.redJokerToName) return due('NAME_RED_JOKER_SUIT', s);
  }
  for (const s of lowerFirst(sides, false)) {
    if (s.cheatPending) return due('CHEAT', s);
    if (rules.duelSoulstone !== 'EXTRA_CARD_AFTER_CHEAT') continue;
    if (s.soulstoneCardPending) return due('SOULSTONE_CARD', s);
    if (s.soulstoneCardRedJokerToName) return due('NAME_RED_JOKER_SUIT', s);
  }
  for (const s of lowerFirst(sides, true)) if (s.triggerPending) return due('DECLARE_TRIGGER', s);
  return due('RESOLVE', null);
}

/** One flip of a damage (or healing) flip: 1E's Red Joker opens a second one (§18 "RJ on the damage flip"). */
export interface FlipProgress {
  readonly flipped: boolean;
  readonly choicePending: boolean;
  readonly cheatPending: boolean;
}

export interface DueFlipStep {
  readonly step: DuelStepName;
  /** The flip the step is about; null for prevention and the resolution. */
  readonly flipIndex: number | null;
  readonly seats: readonly SeatId[];
}

/** 2E DF-1, HL-2, PV-1; 1E DMG-6, DMG-7, PR-1: flip, keep, cheat (the flipper), then prevention (the target's), resolve. */
export function dueFlipStep(flipper: SeatId, target: SeatId, flips: readonly FlipProgress[], preventionPending: boolean): DueFlipStep {
  for (let i = 0; i < flips.length; i++) {
    const f = flips[i];
    const step = !f.flipped ? 'FLIP' : f.choicePending ? 'CHOOSE_ACTIVE_CARD' : f.cheatPending ? 'CHEAT' : null;
    if (step) return { step, flipIndex: i, seats: [flipper] };
  }
  if (preventionPending) return { step: 'PREVENTION', flipIndex: null, seats: [target] };
  return { step: 'RESOLVE', flipIndex: null, seats: [] };
}
