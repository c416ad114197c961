// malifaux-1e §6.3-§6.4 decision order (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 1716-1998): FM-5 the
// active model chooses its card first; step 2 the would-be loser changes first (cheat, then soulstone); step 4 the lower
// final total declares its trigger first, the defender on a tie; §10.11 the prevention flip of the damaged model.
import type { SeatId } from '../../core/decider';
import { isRedJoker } from '../../malifaux/cards';
import type { DuelRecord1e, DuelState1e, Role1e, Side1e, DamageFlip1e } from './duel-state';
import { sideOf, sideTotal } from './duel-state';
import { lowerTotalFirst } from '../../malifaux/duel/decision-order';

export type Step1e = 'START' | 'FLIP' | 'CHOOSE_ACTIVE_CARD' | 'NAME_RED_JOKER_SUIT' | 'CHEAT' | 'SOULSTONE_CARD' | 'DECLARE_TRIGGER' | 'PREVENTION' | 'RESOLVE';

export interface DueStep1e {
  readonly step: Step1e;
  readonly stage: 'DUEL' | 'DAMAGE' | null;
  readonly role: Role1e | null;
  readonly seats: readonly SeatId[];
  /** For a damage flip: which flip (0, or 1 for the Red Joker's second flip, DMG-9). */
  readonly flipIndex?: number;
}

const due = (step: Step1e, stage: DueStep1e['stage'], side: Side1e | null, seats?: readonly SeatId[]): DueStep1e => ({
  step,
  stage,
  role: side ? side.role : null,
  seats: seats ?? (side ? [side.seat] : []),
});

/** FM-5: the active model (attacker / actor) chooses first. */
function activeFirst(duel: DuelRecord1e): Side1e[] {
  const a = sideOf(duel, 'ATTACKER') ?? sideOf(duel, 'ACTOR');
  const d = sideOf(duel, 'DEFENDER');
  return [a, d].filter((s): s is Side1e => s !== undefined);
}

/** §6.4 step 2: the model that would lose on the starting totals goes first; a tie goes to the attacker, so the defender. */
export function changeOrder(duel: DuelRecord1e): Side1e[] {
  const a = sideOf(duel, 'ATTACKER');
  const d = sideOf(duel, 'DEFENDER');
  if (!a || !d) return [...duel.sides];
  return lowerTotalFirst(sideTotal(a, false).value, sideTotal(d, false).value) === 'ATTACKER' ? [a, d] : [d, a];
}

/** §6.4 step 4: the lower final total declares first; the defender on a tie. */
export function triggerOrder(duel: DuelRecord1e): Side1e[] {
  const a = sideOf(duel, 'ATTACKER');
  const d = sideOf(duel, 'DEFENDER');
  if (!a || !d) return [...duel.sides];
  return lowerTotalFirst(sideTotal(a, true).value, sideTotal(d, true).value) === 'ATTACKER' ? [a, d] : [d, a];
}

export function dueDuelStep(duel: DuelRecord1e): DueStep1e {
  for (const s of activeFirst(duel)) {
    if (s.choice.status === 'PENDING') return due('CHOOSE_ACTIVE_CARD', 'DUEL', s);
    if (s.choice.card !== null && isRedJoker(s.choice.card) && s.redJokerSuit === null) return due('NAME_RED_JOKER_SUIT', 'DUEL', s);
  }
  for (const s of changeOrder(duel)) {
    if (s.cheat.status === 'PENDING') return due('CHEAT', 'DUEL', s);
    if (s.soulstone.status === 'PENDING') return due('SOULSTONE_CARD', 'DUEL', s);
    if (s.soulstone.status === 'USED' && s.soulstone.card !== null && isRedJoker(s.soulstone.card) && s.soulstone.redJokerSuit === null) return due('NAME_RED_JOKER_SUIT', 'DUEL', s);
  }
  for (const s of triggerOrder(duel)) if (s.trigger.status === 'PENDING') return due('DECLARE_TRIGGER', 'DUEL', s);
  return due('RESOLVE', 'DUEL', null);
}

export function dueFlipStep(flip: DamageFlip1e): DueStep1e {
  const seat = [flip.seat];
  for (let i = 0; i < flip.flips.length; i++) {
    const f = flip.flips[i];
    if (f.flipped === null) return { ...due('FLIP', 'DAMAGE', null, seat), flipIndex: i };
    if (f.choice.status === 'PENDING') return { ...due('CHOOSE_ACTIVE_CARD', 'DAMAGE', null, seat), flipIndex: i };
    if (f.cheat.status === 'PENDING') return { ...due('CHEAT', 'DAMAGE', null, seat), flipIndex: i };
  }
  if (flip.prevention.status === 'PENDING') return due('PREVENTION', 'DAMAGE', null, [flip.target.seat]);
  return due('RESOLVE', 'DAMAGE', null, []);
}

export function dueStep1e(state: DuelState1e): DueStep1e {
  if (state.status === 'DUELING') return dueDuelStep(state.duel);
  if (state.status === 'FLIPPING') return dueFlipStep(state.flip);
  return due('START', null, null, []);
}
