// malifaux-1e §6 Duels (rules/malifaux-1e.md §6.1-§6.4, §5.6-§5.7; seed 000_8cac2ea3b25a10d7.txt lines 1611-1998):
// FM-1..FM-5, FD-5, FD-6, CF (cheat fate, §5.4), the 1E soulstone card (SS-4, §6.3 step 2), TG-1..TG-6, DU-O0, DU-O1.
import type { SeatId } from '../../core/decider';
import { type CardId, type Suit, isBlackJoker, isRedJoker } from '../../malifaux/cards';
import { type CheatBlock, cheatBlocks, firstBan } from '../../malifaux/duel/cheat-bans';
import { eligibleTriggers, onlyChoice, opposedOutcome } from '../../malifaux/duel/duel-outcome';
import { meetsTn } from '../../malifaux/duel/duel-total';
import { addFateModifiers, cardsToFlip, legalActiveCards, netFateModifiers, NO_FATE_MODIFIERS } from '../../malifaux/fate-modifiers';
import { MALIFAUX_1E } from '../edition';
import { check, violation } from '../rule-names';
import type { Desk } from '../desk';
import type { DuelOut1e } from '../events';
import type { Malifaux1eOptions } from '../state';
import type { StartDuel1eData, StartDuelParticipant } from '../commands';
import type { DuelContext1e, DuelRecord1e, DuelState1e, Role1e, Side1e } from './duel-state';
import { cardInUse, sideOf, sideTotal } from './duel-state';
import { dueDuelStep } from './duel-steps';

const S6 = '§6 (seed 1681-1998)';
const S57 = '§5.7 (seed 1611-1679)';

export const NO_CONTEXT: DuelContext1e = { actionId: null, weapon: null, damage: null, damageBonus: 0, disengaging: false, targetArmor: 0 };

function sideFrom(role: Role1e, p: StartDuelParticipant, triggers: readonly { name: string; suits: readonly Suit[] }[]): Omit<Side1e, 'flipped'> {
  const fate = p.fate ?? NO_FATE_MODIFIERS;
  return {
    role,
    modelId: p.modelId,
    seat: p.seat,
    stat: { name: p.stat.name, value: p.stat.value, suits: p.stat.printedSuits ?? [] },
    bonus: p.stat.totalBonus ?? 0,
    wounds: p.wounds,
    maxWounds: p.maxWounds,
    useSoulstone: p.station === 'MASTER' || p.station === 'HENCHMAN',
    fate,
    net: netFateModifiers(fate),
    triggers: [...(p.statTriggers ?? []), ...triggers],
    choice: { status: 'PENDING' },
    redJokerSuit: null,
    cheat: { status: 'PENDING' },
    soulstone: { status: 'PENDING' },
    trigger: { status: 'PENDING' },
  };
}

/** §6.3 / §6.4 step 1: each side flips 1 + |net| cards from its own controller's deck (FM-1, FM-2). */
export function startDuel(state: DuelState1e, data: StartDuel1eData, desk: Desk, context: DuelContext1e = NO_CONTEXT): DuelOut1e[] {
  check(state.status === 'IDLE' || state.status === 'DUEL_RESOLVED' || state.status === 'FLIP_RESOLVED', 'DU-S0', S6, 'a duel or flip is already in progress; finish it first');
  const sides =
    data.kind === 'SIMPLE'
      ? [sideFrom('ACTOR', data.actor, data.action.triggers ?? [])]
      : [sideFrom('ATTACKER', data.attacker, data.action.triggers ?? []), sideFrom('DEFENDER', data.defender, [])];
  if (data.kind === 'SIMPLE') check(data.action.tn !== undefined, 'DU-S0', '§6.3 (seed 1740-1843)', 'a simple duel needs a TN (NF)');
  else check(data.attacker.modelId !== data.defender.modelId, 'AT-1', '§4.3 (seed 2847-2848)', 'a model can never target itself with an attack');
  const flipped = sides.map((s) => ({ ...s, flipped: desk.flip(s.seat, cardsToFlip(s.net), `${data.duelId}:${s.role}`) }));
  const duel: DuelRecord1e = {
    duelId: data.duelId,
    kind: data.kind,
    name: data.action.name,
    tn: data.action.tn ?? null,
    requiredSuits: data.action.requiredSuits ?? [],
    sides: flipped,
    context: { ...context, damage: context.damage ?? data.action.damage ?? null },
  };
  return [{ type: 'DuelStarted', data: { duel } }];
}

function dueSide(duel: DuelRecord1e, by: SeatId, step: string, ruleId: string, section: string): Side1e {
  const due = dueDuelStep(duel);
  const seats =
    // Stryker disable next-line StringLiteral: a 1E duel step names at most one seat (only FLIP names two, and 1E flips when the duel starts)
    due.seats.join(', ');
  check(due.step === step && due.seats.includes(by), ruleId, section, `not your decision: the duel waits for ${due.step} from ${seats || 'nobody'}`);
  const side = due.role ? sideOf(duel, due.role) : undefined;
  // Stryker disable next-line StringLiteral: unreachable: every step that names a seat names its side too (only FLIP does not, never due in 1E)
  if (!side) throw violation(ruleId, section, 'no side is due');
  return side;
}

/** FM-3, FM-4, FD-5, FD-6: the card kept among those flipped. */
export function chooseDuelCard(duel: DuelRecord1e, by: SeatId, card: CardId): DuelOut1e[] {
  const side = dueSide(duel, by, 'CHOOSE_ACTIVE_CARD', 'FM-5', S57);
  const legal = legalActiveCards(side.flipped, side.net);
  check(legal.includes(card), side.flipped.some(isBlackJoker) ? 'FM-4' : 'FM-3', S57, `${card} may not be kept: choose one of ${legal.join(', ')}`);
  return [{ type: 'ActiveCardChosen', data: { role: side.role, flipIndex: 0, card, automatic: false } }];
}

/** FD-5: the Red Joker's controller names its suit when it is revealed (the kept card, or the soulstone card). */
export function nameRedJokerSuit(duel: DuelRecord1e, by: SeatId, suit: Suit): DuelOut1e[] {
  const side = dueSide(duel, by, 'NAME_RED_JOKER_SUIT', 'FD-5', '§5.2 (seed 1518-1526)');
  const forSoulstone =
    // Stryker disable next-line ConditionalExpression: NAME_RED_JOKER_SUIT is only due once the card is kept (duel-steps.ts), so the choice is always CHOSEN here
    side.choice.status === 'CHOSEN' &&
    !(side.choice.card !== null && isRedJoker(side.choice.card) && side.redJokerSuit === null);
  return [{ type: 'RedJokerSuitNamed', data: { role: side.role, suit, forSoulstone } }];
}

/** §5.7: 1E's names for the shared cheat-ban clauses, in 1E's precedence (the Black Joker first). */
const CHEAT_BAN_1E: readonly (readonly [CheatBlock, string])[] = [
  ['OWN_BLACK_JOKER', 'FD-6'],
  ['NET_NEGATIVE', 'FM-3'],
  ['EMPTY_HAND', 'FD-7'],
];

/**
 * §5.7 [AMBIGUOUS] cheatBanOnAnyNegative; FD-6: one's own Black Joker; no Control Card. The opponent's Red Joker bans
 * nothing here: MALIFAUX_1E.opponentRedJokerBansCheat is false (§18 "Cheat bans"). null: cheating allowed.
 */
export function cheatBan(
  fate: { bonus: number; penalty: number },
  flipped: readonly CardId[],
  hand: readonly CardId[],
  options: Malifaux1eOptions,
  opponentFlipped: readonly CardId[] | null = null,
): string | null {
  // Stryker disable next-line BooleanLiteral: FLIP_NOT_CHEATABLE has no 1E name in CHEAT_BAN_1E, so firstBan never reads it (a duel flip is always cheatable)
  const check = { cheatable: true, net: netFateModifiers(fate), penalty: fate.penalty, flipped, opponentFlipped, handSize: hand.length };
  return firstBan(cheatBlocks(MALIFAUX_1E, check, { banOnAnyPenalty: options.cheatBanOnAnyNegative }), CHEAT_BAN_1E);
}

/** The cards the other side of an opposed duel flipped (another seat's: a model of one's own is no opponent). */
// Stryker disable next-line BlockStatement: MALIFAUX_1E.opponentRedJokerBansCheat is false: cheatBlocks never reads the opponent's cards in 1E (§18 "Cheat bans")
function opponentFlips(duel: DuelRecord1e, side: Side1e): readonly CardId[] | null {
  // Stryker disable next-line ArrowFunction,ConditionalExpression,LogicalOperator,EqualityOperator: MALIFAUX_1E.opponentRedJokerBansCheat is false: cheatBlocks never reads the opponent's cards in 1E (§18 "Cheat bans")
  const other = duel.sides.find((s) => s.role !== side.role && s.seat !== side.seat);
  // Stryker disable next-line ConditionalExpression: MALIFAUX_1E.opponentRedJokerBansCheat is false: cheatBlocks never reads the opponent's cards in 1E (§18 "Cheat bans")
  return other ? other.flipped : null;
}

/** §5.4 cheat fate: a Control Card from the hand replaces the card in play (the would-be loser first, §6.4 step 2). */
export function cheatDuel(duel: DuelRecord1e, by: SeatId, card: CardId, redJokerSuit: Suit | undefined, desk: Desk, options: Malifaux1eOptions): DuelOut1e[] {
  const side = dueSide(duel, by, 'CHEAT', 'DU-O0', '§6.4 (seed 1845-1998)');
  const ban = cheatBan(side.fate, side.flipped, desk.hand(by), options, opponentFlips(duel, side));
  if (ban) throw violation(ban, S57, 'fate may not be cheated on this flip');
  check(desk.hand(by).includes(card), 'FD-7', '§5.3 (seed 1453-1469)', `${card} is not in your Control Hand`);
  check(!isRedJoker(card) || redJokerSuit !== undefined, 'FD-5', '§5.2 (seed 1518-1526)', 'name the suit of the Red Joker you cheat in');
  desk.play(by, card, 'cheat');
  return [...desk.events.splice(0), { type: 'FateCheated', data: { role: side.role, flipIndex: 0, card, redJokerSuit: isRedJoker(card) ? (redJokerSuit ?? null) : null } }];
}

export function declineDuelCheat(duel: DuelRecord1e, by: SeatId): DuelOut1e[] {
  const side = dueSide(duel, by, 'CHEAT', 'DU-O0', '§6.4 (seed 1845-1998)');
  return [{ type: 'CheatDeclined', data: { role: side.role, flipIndex: 0 } }];
}

/**
 * SS-4 item 1, §6.3 step 2: after cheating, discard one soulstone and flip ONE extra card whose value AND suit are added.
 * Allowed even under negative fate modifiers or with the Black Joker revealed; at most once per model per duel.
 */
export function useSoulstoneCard(duel: DuelRecord1e, by: SeatId, desk: Desk): DuelOut1e[] {
  const side = dueSide(duel, by, 'SOULSTONE_CARD', 'SS-4', '§3.8 (seed 1721-1734)');
  check(side.useSoulstone, 'SS-4', '§3.8 (seed 1721-1734)', `${side.modelId} has no Use Soulstone`);
  check(desk.soulstones(by) >= 1, 'SS-3', '§3.8 (seed 892-930)', 'the Soulstone Pool is empty');
  desk.spend(by, 'duel card');
  const [card] = desk.flip(by, 1, `${duel.duelId}:${side.role}:soulstone`);
  return [...desk.events.splice(0), { type: 'SoulstoneCardFlipped', data: { role: side.role, card: card ?? null } }];
}

export function declineSoulstoneCard(duel: DuelRecord1e, by: SeatId): DuelOut1e[] {
  const side = dueSide(duel, by, 'SOULSTONE_CARD', 'SS-4', '§3.8 (seed 1721-1734)');
  return [{ type: 'SoulstoneCardDeclined', data: { role: side.role } }];
}

/** TG-1, TG-2, TG-6: a trigger of this side whose suits the final total contains; one per model per duel. */
export function availableTriggers(duel: DuelRecord1e, side: Side1e): string[] {
  if (duel.context.disengaging) return [];
  return eligibleTriggers(side.triggers, sideTotal(side, true).suits).map((t) => t.name);
}

export function declareTrigger(duel: DuelRecord1e, by: SeatId, name: string): DuelOut1e[] {
  const side = dueSide(duel, by, 'DECLARE_TRIGGER', 'TG-2', '§6.1 (seed 1691-1714)');
  check(!duel.context.disengaging, 'TG-4', '§6.1 (seed 1691-1714)', 'no triggers in a disengaging strike');
  check(availableTriggers(duel, side).includes(name), 'TG-1', '§6.1 (seed 1691-1714)', `${name}: not a trigger of this stat whose suits the final total holds`);
  return [{ type: 'TriggerDeclared', data: { role: side.role, name } }];
}

export function passTrigger(duel: DuelRecord1e, by: SeatId): DuelOut1e[] {
  const side = dueSide(duel, by, 'DECLARE_TRIGGER', 'TG-2', '§6.1 (seed 1691-1714)');
  return [{ type: 'TriggerPassed', data: { role: side.role } }];
}

/** §6.3 step 5, §6.4 step 5, DU-O1: the outcome. The simple duel needs the TN and every required suit. */
export function duelOutcome(duel: DuelRecord1e): { winner: Role1e | null; success: boolean; combatTotal: number | null; totals: { role: Role1e; total: ReturnType<typeof sideTotal> }[] } {
  const totals = duel.sides.map((s) => ({ role: s.role, total: sideTotal(s, true) }));
  if (duel.kind === 'SIMPLE') {
    const success = meetsTn(totals[0].total, duel.tn, duel.requiredSuits);
    return { winner: success ? 'ACTOR' : null, success, combatTotal: null, totals };
  }
  const none = { value: 0, suits: [] };
  const a = totals.find((t) => t.role === 'ATTACKER')?.total ?? none;
  const d = totals.find((t) => t.role === 'DEFENDER')?.total ?? none;
  // DU-O0 step 5: ties go to the active model; an opposed duel of 1E has no TN (§6.4), only the required suits.
  const { winner, margin } = opposedOutcome(a, d, null, duel.requiredSuits);
  return { winner, success: winner === 'ATTACKER', combatTotal: margin, totals };
}

/** FD-11: after the duel, each seat's cards go to its discard pile: unkept flips, the kept card, the cheated card, the soulstone card. */
export function discardDuelCards(duel: DuelRecord1e, desk: Desk): void {
  for (const s of duel.sides) {
    const kept = s.choice.status === 'CHOSEN' ? s.choice.card : null;
    const order: CardId[] = [
      ...s.flipped.filter((c) => c !== kept),
      ...(kept
        ? [kept]
        : // Stryker disable next-line ArrayDeclaration: discardFromPlay keeps only cards in play, which the placeholder never is
          []),
    ];
    if (s.cheat.status === 'CHEATED') order.push(s.cheat.card);
    if (s.soulstone.status === 'USED' && s.soulstone.card) order.push(s.soulstone.card);
    desk.discardFromPlay(s.seat, order);
  }
}

/** The automatic step that follows, if the due decision has no real choice (a single legal card, a banned cheat...). */
export function automaticDuelStep(duel: DuelRecord1e, desk: Desk, options: Malifaux1eOptions): DuelOut1e[] | null {
  const due = dueDuelStep(duel);
  if (due.step === 'RESOLVE') {
    discardDuelCards(duel, desk);
    return [...desk.events.splice(0), { type: 'DuelResolved', data: { duelId: duel.duelId, outcome: duelOutcome(duel) } }];
  }
  const side = due.role ? sideOf(duel, due.role) : undefined;
  // Every step but RESOLVE (above) and START names a side of this duel: only START, which has nothing automatic, stops here.
  // Stryker disable next-line ConditionalExpression: without a side the step is START, which the switch's default answers with null too
  if (!side) return null;
  switch (due.step) {
    case 'CHOOSE_ACTIVE_CARD': {
      const only = onlyChoice(side.flipped, side.net);
      return only ? [{ type: 'ActiveCardChosen', data: { role: side.role, flipIndex: 0, card: only.card, automatic: true } }] : null;
    }
    case 'CHEAT': {
      const ban = cheatBan(side.fate, side.flipped, desk.hand(side.seat), options, opponentFlips(duel, side));
      return ban ? [{ type: 'StepSkipped', data: { role: side.role, step: 'CHEAT', flipIndex: 0, ruleId: `malifaux-1e/${ban}` } }] : null;
    }
    case 'SOULSTONE_CARD': {
      if (!side.useSoulstone) return [{ type: 'StepSkipped', data: { role: side.role, step: 'SOULSTONE_CARD', flipIndex: 0, ruleId: 'malifaux-1e/SS-4' } }];
      if (desk.soulstones(side.seat) < 1) return [{ type: 'StepSkipped', data: { role: side.role, step: 'SOULSTONE_CARD', flipIndex: 0, ruleId: 'malifaux-1e/SS-3' } }];
      return null;
    }
    case 'DECLARE_TRIGGER':
      return availableTriggers(duel, side).length === 0 ? [{ type: 'StepSkipped', data: { role: side.role, step: 'DECLARE_TRIGGER', flipIndex: 0, ruleId: duel.context.disengaging ? 'malifaux-1e/TG-4' : 'malifaux-1e/TG-1' } }] : null;
    default:
      return null;
  }
}

export { addFateModifiers, cardInUse };
