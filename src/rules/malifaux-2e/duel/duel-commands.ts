// malifaux-2e §4.3-4.5, §12 Duel commands (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 603-764, 1335-1388): one command per decision of §4.5
import { SeatId } from '../../core/decider';
import { CardId, Suit } from '../../malifaux/cards';
import { DamageModifiers, DamageTrack } from './damage';
import { DuelPolicy } from './duel-policy';
import { Station } from './duel-roles';
import { StatModifier } from './duel-total';
import { FateModifiers } from './fate-modifiers';
import { TriggerDef } from './triggers';

interface Cmd<T extends string, D> {
  readonly type: T;
  readonly data: D;
}

/** The stat a model duels with (DU-S4): its printed value, printed suits, stat modifiers (SM-1) and total bonus (SM-2). */
export interface DuelStat {
  readonly name: string;
  readonly value: number;
  readonly printedSuits?: readonly Suit[];
  readonly modifiers?: readonly StatModifier[];
  readonly totalBonus?: number;
  /** Suits added to the total by other effects. */
  readonly extraSuits?: readonly Suit[];
}

/** A model taking part, as plain data. `seat` is the player controlling the Action for it (DU-S2). */
export interface DuelParticipant {
  readonly modelId: string;
  readonly seat: SeatId;
  readonly station: Station;
  readonly stat: DuelStat;
  /** TR-3: this model's Stat Triggers (each with `stat`). */
  readonly statTriggers?: readonly TriggerDef[];
  /** Fate Modifiers on this model's flip other than its Soulstones (cover, Defensive, Focused...). */
  readonly fate?: FateModifiers;
  readonly wounds: number;
  readonly maxWounds: number;
}

export interface DuelAction {
  readonly name: string;
  /** DU-1: required for a Simple Duel; optional for an Opposed Duel (the Attacker must meet it too, DU-O6). */
  readonly tn?: number;
  readonly requiredSuits?: readonly Suit[];
  readonly damage?: DamageTrack;
  /** TR-3: the Action's Triggers (the acting model's). */
  readonly triggers?: readonly TriggerDef[];
}

export type StartDuelData =
  | { readonly duelId: string; readonly kind: 'SIMPLE'; readonly actor: DuelParticipant; readonly action: DuelAction; readonly policy?: Partial<DuelPolicy> }
  | {
      readonly duelId: string;
      readonly kind: 'OPPOSED';
      readonly attacker: DuelParticipant;
      readonly defender: DuelParticipant;
      readonly action: DuelAction;
      /** DU-O8: the Defender is friendly to the Attacker and so may relent. */
      readonly defenderFriendly: boolean;
      readonly policy?: Partial<DuelPolicy>;
    };

/** The model a damage or healing flip lands on. */
export interface FlipTarget {
  readonly modelId: string;
  readonly seat: SeatId;
  readonly station: Station;
  readonly wounds: number;
  readonly maxWounds: number;
}

export type AmountSource = { readonly kind: 'FLIP'; readonly track: DamageTrack } | { readonly kind: 'FIXED'; readonly amount: number };

export type StartDuel = Cmd<'StartDuel', StartDuelData>;
export type DeclareSoulstones = Cmd<'DeclareSoulstones', { readonly by: SeatId; readonly fateModifiers: number; readonly suits: readonly Suit[] }>;
/** DU-O8; `damageFlipSoulstone` only under policy relentingDefenderMaySpendSoulstone. */
export type Relent = Cmd<'Relent', { readonly by: SeatId; readonly damageFlipSoulstone?: boolean }>;
export type FlipDuelCards = Cmd<'FlipDuelCards', { readonly by: SeatId }>;
export type ChooseActiveCard = Cmd<'ChooseActiveCard', { readonly by: SeatId; readonly card: CardId }>;
export type NameRedJokerSuit = Cmd<'NameRedJokerSuit', { readonly by: SeatId; readonly suit: Suit }>;
export type CheatFate = Cmd<'CheatFate', { readonly by: SeatId; readonly card: CardId; readonly redJokerSuit?: Suit }>;
export type DeclineCheat = Cmd<'DeclineCheat', { readonly by: SeatId }>;
export type DeclareTrigger = Cmd<'DeclareTrigger', { readonly by: SeatId; readonly trigger: string }>;
export type PassTrigger = Cmd<'PassTrigger', { readonly by: SeatId }>;
/** The damage flip of the resolved Opposed Duel's Action against the Defender (accuracy from the margin, Defender's Soulstone `−`). */
export type StartDamageFromDuel = Cmd<
  'StartDamageFromDuel',
  { readonly fate?: readonly FateModifiers[]; readonly modifiers?: DamageModifiers; readonly steppedDown?: boolean }
>;
/** Any other damage: a flip (cheatable unless the flip type says otherwise) or a fixed amount. `dealer.seat` flips (DF-1). */
export type StartDamage = Cmd<
  'StartDamage',
  {
    readonly dealer: { readonly modelId: string | null; readonly seat: SeatId };
    readonly target: FlipTarget;
    readonly amount: AmountSource;
    readonly fate?: readonly FateModifiers[];
    readonly modifiers?: DamageModifiers;
    readonly steppedDown?: boolean;
    readonly flipType?: 'DAMAGE' | 'HAZARDOUS_TERRAIN_DAMAGE';
    readonly policy?: Partial<DuelPolicy>;
  }
>;
/** HL-2: the healed model's controller flips (and may cheat). */
export type StartHealing = Cmd<
  'StartHealing',
  { readonly healed: FlipTarget; readonly amount: AmountSource; readonly fate?: readonly FateModifiers[]; readonly policy?: Partial<DuelPolicy> }
>;
/**
 * BL-4 (seed 1522-1532): the other models under the blast take one severity step less than *the same* damage flip
 * (no new flip). Only after the damage flip of an Opposed Duel; once per flip. `modifiers` per target (their Armor...).
 */
export type ApplyBlastDamage = Cmd<
  'ApplyBlastDamage',
  {
    readonly by: SeatId;
    readonly targets: readonly FlipTarget[];
    readonly modifiers?: readonly DamageModifiers[];
    /** BL-1: where each 50mm Blast Marker went (declared): what it touches, the original target or an earlier `blast:<index>`. */
    readonly markers?: readonly BlastMarkerPlacement[];
  }
>;
export interface BlastMarkerPlacement {
  readonly touches: string;
}
export type FlipPrevention = Cmd<'FlipPrevention', { readonly by: SeatId }>;
export type DeclinePrevention = Cmd<'DeclinePrevention', { readonly by: SeatId }>;

export type DuelCommand =
  | StartDuel
  | DeclareSoulstones
  | Relent
  | FlipDuelCards
  | ChooseActiveCard
  | NameRedJokerSuit
  | CheatFate
  | DeclineCheat
  | DeclareTrigger
  | PassTrigger
  | StartDamageFromDuel
  | StartDamage
  | StartHealing
  | FlipPrevention
  | DeclinePrevention
  | ApplyBlastDamage;
