// malifaux-2e §4.3-4.5, §12 Duel events (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 603-764, 1335-1388): every card movement is in `moves`
import { DomainEvent, SeatId } from '../../core/decider';
import { CardId, Suit } from '../../malifaux/cards';
import { AmountSource, DuelAction, DuelParticipant, FlipTarget } from './duel-commands';
import { DamageModifiers, Severity } from './damage';
import { DuelPolicy } from './duel-policy';
import { DuelRole } from './duel-roles';
import { DuelTotal } from '../../malifaux/duel/duel-total';
import { FateModifiers, FlipType } from './fate-modifiers';
import { TriggerDef, TriggerMoment } from './triggers';

/**
 * One card changing place in `seat`'s Fate Deck / Control Hand / Discard Pile. IN_PLAY = face up in this duel or flip.
 * DECK -> IN_PLAY: the card was returned by ctx.flip; HAND -> IN_PLAY: cheated; IN_PLAY -> DISCARD: discarded;
 * DECK -> DISCARD: flipped and discarded at once (prevention flip).
 */
export interface CardMove {
  readonly seat: SeatId;
  readonly card: CardId;
  readonly from: 'DECK' | 'HAND' | 'IN_PLAY';
  readonly to: 'IN_PLAY' | 'DISCARD';
}

/** Which flow a step belongs to: the duel itself, or the damage / healing flip that follows. */
export type FlowStage = 'DUEL' | 'DAMAGE' | 'HEALING';
export type StepKind = 'DECLARE_SOULSTONES' | 'CHOOSE_ACTIVE_CARD' | 'CHEAT' | 'DECLARE_TRIGGER' | 'PREVENTION';

type Ev<T extends string, D> = DomainEvent<T, D>;

export type DuelStarted = Ev<
  'DuelStarted',
  {
    readonly duelId: string;
    readonly kind: 'SIMPLE' | 'OPPOSED';
    readonly action: DuelAction;
    readonly sides: readonly { readonly role: DuelRole; readonly participant: DuelParticipant }[];
    readonly defenderFriendly: boolean;
    readonly policy: DuelPolicy;
  }
>;
export type SoulstonesDeclared = Ev<
  'SoulstonesDeclared',
  {
    readonly role: DuelRole;
    readonly seat: SeatId;
    readonly modelId: string;
    readonly fateModifiers: number;
    readonly suits: readonly Suit[];
    /** SS-1: taken from `seat`'s Soulstone Pool; the integrator deducts it. */
    readonly spent: number;
    readonly poolAfter: number;
  }
>;
/** DU-O8. With policy relentingDefenderMaySpendSoulstone, `spent` 1 buys `−` on the damage flip. */
export type DefenderRelented = Ev<
  'DefenderRelented',
  { readonly seat: SeatId; readonly modelId: string; readonly damageFlipPenalty: number; readonly spent: number; readonly poolAfter: number | null }
>;
/** A step with no real choice, skipped automatically (§4.5), with the rule that took the choice away. */
export type DuelStepSkipped = Ev<
  'DuelStepSkipped',
  { readonly stage: FlowStage; readonly step: StepKind; readonly role: DuelRole | null; readonly ruleId: string; readonly reason: string }
>;
export type DuelCardsFlipped = Ev<
  'DuelCardsFlipped',
  {
    readonly stage: FlowStage;
    readonly flips: readonly { readonly role: DuelRole | null; readonly seat: SeatId; readonly net: number; readonly requested: number; readonly cards: readonly CardId[] }[];
    readonly moves: readonly CardMove[];
  }
>;
export type ActiveCardChosen = Ev<
  'ActiveCardChosen',
  {
    readonly stage: FlowStage;
    readonly role: DuelRole | null;
    readonly seat: SeatId;
    /** null: the flip yielded no card. */
    readonly card: CardId | null;
    readonly automatic: boolean;
    /** The current duel total (DUEL stage; a Red Joker's suit is added when named). */
    readonly total: DuelTotal | null;
    readonly moves: readonly CardMove[];
  }
>;
export type RedJokerSuitNamed = Ev<'RedJokerSuitNamed', { readonly role: DuelRole; readonly seat: SeatId; readonly suit: Suit; readonly total: DuelTotal }>;
export type FateCheated = Ev<
  'FateCheated',
  {
    readonly stage: FlowStage;
    readonly role: DuelRole | null;
    readonly seat: SeatId;
    readonly card: CardId;
    readonly replaced: CardId;
    readonly redJokerSuit: Suit | null;
    readonly total: DuelTotal | null;
    readonly moves: readonly CardMove[];
  }
>;
export type CheatDeclined = Ev<'CheatDeclined', { readonly stage: FlowStage; readonly role: DuelRole | null; readonly seat: SeatId }>;
export type TriggerDeclared = Ev<
  'TriggerDeclared',
  { readonly role: DuelRole; readonly seat: SeatId; readonly modelId: string; readonly trigger: TriggerDef }
>;
export type TriggerPassed = Ev<'TriggerPassed', { readonly role: DuelRole; readonly seat: SeatId }>;

export interface ResolvedTrigger {
  readonly role: DuelRole;
  readonly modelId: string;
  readonly trigger: TriggerDef;
  /** TR-4: when it takes effect, given who won (damaging timings wait for the damage). */
  readonly moment: TriggerMoment;
}
export type DuelResolved = Ev<
  'DuelResolved',
  {
    readonly duelId: string;
    readonly kind: 'SIMPLE' | 'OPPOSED';
    /** SIMPLE: 'ACTOR' on success, null on failure. OPPOSED: the winner (DU-O6). */
    readonly winner: DuelRole | null;
    readonly success: boolean;
    /** DU-O7: attacker's final total − defender's final total (OPPOSED only). */
    readonly margin: number | null;
    readonly totals: readonly { readonly role: DuelRole; readonly total: DuelTotal }[];
    /** Declared triggers in TR-5 order (the Defender's first). */
    readonly triggers: readonly ResolvedTrigger[];
    readonly moves: readonly CardMove[];
  }
>;
export type FlipStarted = Ev<
  'FlipStarted',
  {
    readonly stage: 'DAMAGE' | 'HEALING';
    readonly flipType: FlipType;
    readonly flipper: { readonly modelId: string | null; readonly seat: SeatId };
    readonly target: FlipTarget;
    readonly amount: AmountSource;
    /** Every Fate Modifier on the flip (DF-2), and the parts that came from the duel. */
    readonly fate: FateModifiers;
    readonly accuracy: FateModifiers | null;
    readonly defenderSoulstonePenalty: number;
    readonly modifiers: DamageModifiers;
    readonly steppedDown: boolean;
    readonly fromDuel: boolean;
    readonly policy: DuelPolicy;
  }
>;
export type PreventionFlipped = Ev<
  'PreventionFlipped',
  {
    readonly seat: SeatId;
    readonly modelId: string;
    readonly card: CardId | null;
    readonly prevented: number;
    readonly spent: 1;
    readonly poolAfter: number;
    readonly moves: readonly CardMove[];
  }
>;
export type PreventionDeclined = Ev<'PreventionDeclined', { readonly seat: SeatId; readonly modelId: string }>;
export type DamageResolved = Ev<
  'DamageResolved',
  {
    readonly targetId: string;
    readonly severity: Severity | null;
    readonly base: number;
    readonly afterModifiers: number;
    readonly prevented: number;
    readonly damage: number;
    readonly woundsBefore: number;
    readonly woundsAfter: number;
    /** DM-1: Wounds at 0 or below; "after damaging" effects still resolve before removal (TR-4). */
    readonly killed: boolean;
    /** The duel's damaging triggers (TR-4), when this damage came from the duel. */
    readonly triggers: readonly ResolvedTrigger[];
    readonly moves: readonly CardMove[];
  }
>;
export type HealingResolved = Ev<
  'HealingResolved',
  {
    readonly targetId: string;
    readonly severity: Severity | null;
    readonly amount: number;
    readonly healed: number;
    readonly lost: number;
    readonly woundsBefore: number;
    readonly woundsAfter: number;
    readonly moves: readonly CardMove[];
  }
>;

export type BlastDamageResolved = Ev<
  'BlastDamageResolved',
  {
    readonly primaryTargetId: string;
    readonly primarySeverity: Severity | null;
    readonly blasts: number;
    /** BL-1: the 50mm Blast Markers as placed (declared; absent in practice duels that did not declare them). */
    readonly markers?: readonly { readonly touches: string }[];
    readonly targets: readonly {
      readonly targetId: string;
      readonly severity: Severity;
      readonly base: number;
      readonly damage: number;
      readonly woundsBefore: number;
      readonly woundsAfter: number;
      readonly killed: boolean;
    }[];
  }
>;

export type DuelEvent =
  | DuelStarted
  | SoulstonesDeclared
  | DefenderRelented
  | DuelStepSkipped
  | DuelCardsFlipped
  | ActiveCardChosen
  | RedJokerSuitNamed
  | FateCheated
  | CheatDeclined
  | TriggerDeclared
  | TriggerPassed
  | DuelResolved
  | FlipStarted
  | PreventionFlipped
  | PreventionDeclined
  | DamageResolved
  | HealingResolved
  | BlastDamageResolved;
