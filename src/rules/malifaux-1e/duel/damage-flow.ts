// malifaux-1e §10.5-§10.11 damage, Jokers, blasts, healing, prevention (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt
// lines 2928-3221): CB-7 combat total, DMG-5..DMG-9, BL-1..BL-3, HE-1, HE-2, PR-1, PR-2. The tables are edition data.
import type { SeatId } from '../../core/decider';
import { type CardId, isBlackJoker, isRedJoker } from '../../malifaux/cards';
import type { Band, DamageTrack } from '../../malifaux/damage-track';
import { type CheatBlock, cheatBlocks, firstBan } from '../../malifaux/duel/cheat-bans';
import { onlyChoice } from '../../malifaux/duel/duel-outcome';
import { healingFromCard } from '../../malifaux/duel/healing';
import { baseDamage, blastDamage, blastMarkers, secondDamageFlipDue } from '../../malifaux/duel/damage';
import type { EditionProfile } from '../../malifaux/edition';
import { addFateModifiers, cardsToFlip, type FateModifiers, legalActiveCards, netFateModifiers, NO_FATE_MODIFIERS } from '../../malifaux/fate-modifiers';
import { combatTotalModifiers, readFixedTable } from '../../malifaux/flip-tables';
import { MALIFAUX_1E } from '../edition';
import { check, violation } from '../rule-names';
import type { Desk } from '../desk';
import type { DuelOut1e } from '../events';
import type { Malifaux1eOptions } from '../state';
import { reduceWounds } from '../turn/model';
import type { DamageFlip1e, DamageResult1e, DuelState1e, FlipCards1e, FlipTarget1e } from './duel-state';
import { dueFlipStep } from './duel-steps';

const S107 = '§10.7 (seed 2974-3025)';

/** CB-7 + §10.3: the damage flip's fate modifiers: the combat-total row, Focus / Charge `+`, and the others declared. */
export function damageFlipFate(profile: EditionProfile, combatTotal: number, bonus: number, others: readonly FateModifiers[]): FateModifiers {
  const row = combatTotalModifiers(profile.combatTotalTable, combatTotal);
  if (row === null) throw violation('CB-7', '§10.5 (seed 2928-2945)', 'the attack missed: no damage flip');
  return addFateModifiers(row, { bonus, penalty: 0 }, ...others);
}

const freshFlip = (net: number): FlipCards1e => ({ flipped: null, net, choice: { status: 'PENDING' }, cheat: { status: 'PENDING' } });

/** §10.5 F: on a hit, the attacker flips for damage (DMG-6), modified by the combat total. */
export function startDamageFromDuel(
  state: DuelState1e,
  profile: EditionProfile,
  target: FlipTarget1e,
  others: readonly FateModifiers[],
  reductions: (coverArmor: number) => DamageFlip1e['reductions'] = (armor) => ({ halve: false, armor, object: 0 }),
): DuelOut1e[] {
  check(state.status === 'DUEL_RESOLVED' && !state.damageTaken, 'CB-7', '§10.5 (seed 2783-2945)', 'no resolved attack awaits its damage flip');
  const { duel, outcome } = state;
  check(outcome.success && outcome.combatTotal !== null, 'CB-7', '§10.5 (seed 2783-2945)', 'the attack failed: no damage');
  check(!duel.context.disengaging, 'DE-2', '§10.12 (seed 3175-3191)', 'a disengaging strike deals no damage');
  const track = duel.context.damage;
  if (!track) throw violation('DMG-6', S107, 'the attack has no damage track (Dg)');
  const attacker = duel.sides.find((s) => s.role === 'ATTACKER');
  const fate = damageFlipFate(profile, outcome.combatTotal, duel.context.damageBonus, others);
  const flip: DamageFlip1e = {
    kind: 'DAMAGE',
    seat: attacker?.seat ?? target.seat,
    target,
    track,
    fate,
    cheatable: true,
    reductions: reductions(duel.context.targetArmor),
    flips: [freshFlip(netFateModifiers(fate))],
    prevention: { status: 'PENDING' },
  };
  return [{ type: 'DamageFlipStarted', data: { flip } }];
}

function dueFlip(flip: DamageFlip1e, by: SeatId, step: string, id: string): number {
  const due = dueFlipStep(flip);
  // Stryker disable next-line StringLiteral: a damage flip waits for one seat at most (dueFlipStep), so the separator never shows
  const seats = due.seats.join(', ');
  check(due.step === step && due.seats.includes(by), id, S107, `not your decision: the damage flip waits for ${due.step} from ${seats || 'nobody'}`);
  return due.flipIndex ?? 0;
}

export function flipDamageCards(flip: DamageFlip1e, by: SeatId, desk: Desk): DuelOut1e[] {
  const i = dueFlip(flip, by, 'FLIP', 'DMG-6');
  const cards = desk.flip(by, cardsToFlip(flip.flips[i].net), `damage:${i}`);
  return [...desk.events.splice(0), { type: 'DamageCardsFlipped', data: { flipIndex: i, cards } }];
}

export function chooseDamageCard(flip: DamageFlip1e, by: SeatId, card: CardId): DuelOut1e[] {
  const i = dueFlip(flip, by, 'CHOOSE_ACTIVE_CARD', 'FM-3');
  const f = flip.flips[i];
  // Stryker disable next-line ArrayDeclaration: a card is chosen only once the flip's cards are out (dueFlipStep), so flipped is never null
  const legal = legalActiveCards(f.flipped ?? [], f.net);
  check(legal.includes(card), 'FM-3', '§5.7 (seed 1611-1679)', `${card} may not be kept: choose one of ${legal.join(', ')}`);
  return [{ type: 'ActiveCardChosen', data: { role: null, flipIndex: i, card, automatic: false } }];
}

/** DMG-7, DMG-8: 1E's names for the shared cheat-ban clauses on a damage flip. */
const DAMAGE_CHEAT_BAN: readonly (readonly [CheatBlock, string])[] = [
  // Stryker disable next-line StringLiteral: damageCheatBan answers DMG-7 for a non-cheatable flip before asking cheatBlocks, so this row never decides
  ['FLIP_NOT_CHEATABLE', 'DMG-7'],
  ['OWN_BLACK_JOKER', 'DMG-8'],
  ['NET_NEGATIVE', 'DMG-7'],
  ['EMPTY_HAND', 'FD-7'],
];

/** DMG-7: a damage flip may be cheated unless a (net, default) negative modifier applies; DMG-8 not after a revealed BJ. */
function damageCheatBan(flip: DamageFlip1e, i: number, hand: readonly CardId[], options: Malifaux1eOptions): string | null {
  if (!flip.cheatable) return 'DMG-7';
  if (i === 1 && !options.rjSecondFlipCheatable) return 'DMG-9';
  // The Red Joker's second flip is a plain flip ([AMBIGUOUS] rjSecondFlipInheritsTwist=false): no modifiers.
  const fate = i === 0 ? flip.fate : NO_FATE_MODIFIERS;
  // Stryker disable next-line ArrayDeclaration: the cheat step comes only after the flip's cards are out (dueFlipStep), so flipped is never null
  const check = { cheatable: true, net: netFateModifiers(fate), penalty: fate.penalty, flipped: flip.flips[i].flipped ?? [], handSize: hand.length };
  return firstBan(cheatBlocks(MALIFAUX_1E, check, { banOnAnyPenalty: options.cheatBanOnAnyNegative }), DAMAGE_CHEAT_BAN);
}

export function cheatDamage(flip: DamageFlip1e, by: SeatId, card: CardId, desk: Desk, options: Malifaux1eOptions): DuelOut1e[] {
  const i = dueFlip(flip, by, 'CHEAT', 'DMG-7');
  const ban = damageCheatBan(flip, i, desk.hand(by), options);
  if (ban) throw violation(ban, S107, 'fate may not be cheated on this damage flip');
  check(desk.hand(by).includes(card), 'FD-7', '§5.3 (seed 1453-1469)', `${card} is not in your Control Hand`);
  desk.play(by, card, 'cheat');
  return [...desk.events.splice(0), { type: 'FateCheated', data: { role: null, flipIndex: i, card, redJokerSuit: null } }];
}

export function declineDamageCheat(flip: DamageFlip1e, by: SeatId): DuelOut1e[] {
  const i = dueFlip(flip, by, 'CHEAT', 'DMG-7');
  return [{ type: 'CheatDeclined', data: { role: null, flipIndex: i } }];
}

const inUse = (f: FlipCards1e): CardId | null => (f.cheat.status === 'CHEATED' ? f.cheat.card : f.choice.status === 'CHOSEN' ? f.choice.card : null);

/** DMG-6, DMG-9 (W4, D11): the damage before reductions, read through MALIFAUX_1E.redJokerDamage (malifaux/duel/damage.ts). */
function flipDamage(profile: EditionProfile, flip: DamageFlip1e): { band: Band; base: number } {
  return baseDamage(profile, flip.track, inUse(flip.flips[0]), flip.flips[1] ? inUse(flip.flips[1]) : null);
}

/** DMG-2, TI-7: the wounds the flip would inflict before prevention: the damage through the §10.11 reductions. */
export function pendingWounds(profile: EditionProfile, flip: DamageFlip1e): number {
  return reduceWounds(flipDamage(profile, flip).base, flip.reductions);
}

/** PR-1, PR-2, SS-4 item 2: before wounds are inflicted, a Use Soulstone model may discard 1 soulstone to flip for prevention. */
export function flipPrevention(flip: DamageFlip1e, by: SeatId, profile: EditionProfile, desk: Desk, options: Malifaux1eOptions): DuelOut1e[] {
  const due = dueFlipStep(flip);
  check(due.step === 'PREVENTION' && due.seats.includes(by), 'PR-1', '§10.11 (seed 3155-3173)', 'no prevention flip is due from you');
  check(flip.target.useSoulstone, 'PR-1', '§10.11 (seed 3155-3173)', `${flip.target.modelId} has no Use Soulstone`);
  check(desk.soulstones(by) >= 1, 'SS-3', '§3.8 (seed 892-930)', 'the Soulstone Pool is empty');
  desk.spend(by, 'prevention');
  const wanted = pendingWounds(profile, flip);
  const [card] = desk.flip(by, 1, 'prevention');
  let prevented = readFixedTable(profile.prevention, card ?? null, wanted);
  const cards = card
    ? [card]
    : // Stryker disable next-line ArrayDeclaration: no card flipped (FD-12): a placeholder is never in play, so discardFromPlay drops it
      [];
  if (card && isRedJoker(card) && options.rjHealPreventMode === 'EXTRA_FLIP') {
    const [extra] = desk.flip(by, 1, 'prevention:extra');
    // Stryker disable next-line ConditionalExpression: a missing extra card (FD-12) is never in play, so discardFromPlay drops it
    if (extra) cards.push(extra);
    prevented = Math.min(wanted, profile.prevention.high + readFixedTable(profile.prevention, extra ?? null, wanted));
  }
  desk.discardFromPlay(by, cards);
  return [...desk.events.splice(0), { type: 'PreventionFlipped', data: { card: card ?? null, prevented } }];
}

export function declinePrevention(flip: DamageFlip1e, by: SeatId): DuelOut1e[] {
  const due = dueFlipStep(flip);
  check(due.step === 'PREVENTION' && due.seats.includes(by), 'PR-1', '§10.11 (seed 3155-3173)', 'no prevention flip is due from you');
  return [{ type: 'PreventionDeclined', data: { seat: by } }];
}

/** BL-1..BL-3 (shared, §18 "Blasts"): the blasts the dealt band shows and what the other models under them take. */
export function blastsOf(track: DamageTrack, band: Band): { blasts: number; blastDamage: number } {
  return { blasts: blastMarkers(track, band), blastDamage: blastDamage(track, band) };
}

export function damageResult(profile: EditionProfile, flip: DamageFlip1e): DamageResult1e {
  const { band, base } = flipDamage(profile, flip);
  const before = pendingWounds(profile, flip);
  const prevented = flip.prevention.status === 'FLIPPED' ? Math.min(before, flip.prevention.prevented) : 0;
  const wounds = before - prevented;
  // DMG-5: never below 0 Wd; at 0 the model is killed.
  const woundsAfter = Math.max(0, flip.target.wounds - wounds);
  return { band, base, prevented, wounds, woundsAfter, killed: woundsAfter === 0, ...blastsOf(flip.track, band), blasted: false };
}

/** The automatic step of a damage flip, if the due decision has no real choice. */
export function automaticFlipStep(state: Extract<DuelState1e, { status: 'FLIPPING' }>, profile: EditionProfile, desk: Desk, options: Malifaux1eOptions): DuelOut1e[] | null {
  const flip = state.flip;
  const due = dueFlipStep(flip);
  const i = due.flipIndex ?? 0;
  const f = flip.flips[i];
  switch (due.step) {
    case 'CHOOSE_ACTIVE_CARD': {
      // Stryker disable next-line ArrayDeclaration: a card is chosen only once the flip's cards are out (dueFlipStep), so flipped is never null
      const only = onlyChoice(f.flipped ?? [], f.net);
      return only ? [{ type: 'ActiveCardChosen', data: { role: null, flipIndex: i, card: only.card, automatic: true } }] : null;
    }
    case 'CHEAT': {
      const ban = damageCheatBan(flip, i, desk.hand(flip.seat), options);
      return ban ? [{ type: 'StepSkipped', data: { role: null, step: 'CHEAT', flipIndex: i, ruleId: `malifaux-1e/${ban}` } }] : null;
    }
    case 'PREVENTION': {
      // DMG-9: once the first card in use is the Red Joker, its second flip comes before anything is inflicted.
      if (secondDamageFlipDue(profile, inUse(flip.flips[0]), flip.flips.length)) {
        // A plain single flip ([AMBIGUOUS] rjSecondFlipInheritsTwist=false), cheatable per rjSecondFlipCheatable.
        const cards = desk.flip(flip.seat, 1, 'damage:1');
        return [...desk.events.splice(0), { type: 'DamageCardsFlipped', data: { flipIndex: 1, cards } }];
      }
      if (!flip.target.useSoulstone) return [{ type: 'StepSkipped', data: { role: null, step: 'PREVENTION', flipIndex: 0, ruleId: 'malifaux-1e/PR-1' } }];
      if (desk.soulstones(flip.target.seat) < 1) return [{ type: 'StepSkipped', data: { role: null, step: 'PREVENTION', flipIndex: 0, ruleId: 'malifaux-1e/SS-3' } }];
      if (pendingWounds(profile, flip) === 0) return [{ type: 'StepSkipped', data: { role: null, step: 'PREVENTION', flipIndex: 0, ruleId: 'malifaux-1e/PR-2' } }];
      return null;
    }
    case 'RESOLVE': {
      // Stryker disable next-line ArrayDeclaration: discardFromPlay keeps only cards in play, and a placeholder never is
      const order: CardId[] = [];
      for (const x of flip.flips) {
        const kept = x.choice.status === 'CHOSEN' ? x.choice.card : null;
        // Stryker disable next-line ArrayDeclaration: at RESOLVE every flip's cards are out (dueFlipStep), so flipped is never null
        const flipped = x.flipped ?? [];
        order.push(
          ...flipped.filter((c) => c !== kept),
          ...(kept
            ? [kept]
            : // Stryker disable next-line ArrayDeclaration: nothing kept: a placeholder is never in play, so discardFromPlay drops it
              []),
          ...(x.cheat.status === 'CHEATED'
            ? [x.cheat.card]
            : // Stryker disable next-line ArrayDeclaration: no cheat: a placeholder is never in play, so discardFromPlay drops it
              []),
        );
      }
      desk.discardFromPlay(flip.seat, order);
      return [...desk.events.splice(0), { type: 'DamageResolved', data: { result: damageResult(profile, flip) } }];
    }
    default:
      return null;
  }
}

/** HE-1, HE-2 (D14): a healing flip: one card, no cheating, no soulstone; the table gives 0 / 1 / 2 / 3 / all. */
export function healingAmount(profile: EditionProfile, card: CardId | null, suffered: number, extra: CardId | null, options: Malifaux1eOptions): number {
  // [AMBIGUOUS] rjHealPreventMode EXTRA_FLIP: the Red Joker heals the 11-13 amount plus a second card's.
  if (profile.healing.kind === 'FIXED' && card !== null && isRedJoker(card) && options.rjHealPreventMode === 'EXTRA_FLIP')
    return Math.min(suffered, profile.healing.table.high + readFixedTable(profile.healing.table, extra, suffered));
  return healingFromCard(profile, card, { track: null, suffered });
}

export { isBlackJoker };
