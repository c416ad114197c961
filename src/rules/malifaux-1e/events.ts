// Events of a Malifaux 1E encounter stream: past tense, plain data (STYLE.md "emmett"). Card movements are the shared
// deck events (malifaux/fate-deck-events.ts); the rest records decisions and their outcomes.
import type { SeatId } from '../core/decider';
import type { CardId, Suit } from '../malifaux/cards';
import type { DeckEvent } from '../malifaux/fate-deck-events';
import type { DamageFlip1e, DamageResult1e, DuelOutcome1e, DuelRecord1e, Role1e } from './duel/duel-state';
import type { ModelState } from './turn/model';
import type { EncounterSize, Malifaux1eOptions } from './state';
import type { ExtensionEvent1e } from './encounter/extensions-1e';

export interface EncounterCreated1eData {
  readonly encounterId: string;
  readonly ruleset: 'malifaux-1e';
  readonly players: readonly { readonly seat: SeatId; readonly name: string; readonly soulstones: number }[];
  readonly size: EncounterSize;
  readonly seed: string;
  readonly seedCommitment: string;
  readonly options: Malifaux1eOptions;
  readonly createdAt: string;
}

type E<T extends string, D> = { readonly type: T; readonly data: D };

/** What a duel decision appends: its own events and the deck events of the cards it moved. */
export type DuelOut1e = DuelEvent1e | DeckEvent;

export type DuelEvent1e =
  | E<'DuelStarted', { readonly duel: DuelRecord1e }>
  | E<'ActiveCardChosen', { readonly role: Role1e | null; readonly flipIndex: number; readonly card: CardId | null; readonly automatic: boolean }>
  | E<'RedJokerSuitNamed', { readonly role: Role1e; readonly suit: Suit; readonly forSoulstone: boolean }>
  | E<'FateCheated', { readonly role: Role1e | null; readonly flipIndex: number; readonly card: CardId; readonly redJokerSuit: Suit | null }>
  | E<'CheatDeclined', { readonly role: Role1e | null; readonly flipIndex: number }>
  | E<'StepSkipped', { readonly role: Role1e | null; readonly step: 'CHEAT' | 'SOULSTONE_CARD' | 'DECLARE_TRIGGER' | 'PREVENTION'; readonly flipIndex: number; readonly ruleId: string }>
  | E<'SoulstoneCardFlipped', { readonly role: Role1e; readonly card: CardId | null }>
  | E<'SoulstoneCardDeclined', { readonly role: Role1e }>
  | E<'TriggerDeclared', { readonly role: Role1e; readonly name: string }>
  | E<'TriggerPassed', { readonly role: Role1e }>
  | E<'DuelResolved', { readonly duelId: string; readonly outcome: DuelOutcome1e }>
  | E<'DamageFlipStarted', { readonly flip: DamageFlip1e }>
  | E<'DamageCardsFlipped', { readonly flipIndex: number; readonly cards: readonly CardId[] }>
  | E<'PreventionFlipped', { readonly card: CardId | null; readonly prevented: number }>
  | E<'PreventionDeclined', { readonly seat: SeatId }>
  | E<'DamageResolved', { readonly result: DamageResult1e }>
  | E<'BlastDamageApplied', { readonly targets: readonly { readonly modelId: string; readonly damage: number }[] }>;

export type TurnEvent1e =
  | E<'CrewHired', { readonly seat: SeatId; readonly models: readonly ModelState[] }>
  | E<'DrawPhaseBegun', { readonly turn: number; readonly order: readonly SeatId[] }>
  | E<'HandDrawn', { readonly seat: SeatId; readonly discarded: number; readonly drawn: number }>
  | E<'InitiativeFlipped', { readonly turn: number; readonly cards: Readonly<Partial<Record<SeatId, CardId | null>>>; readonly window: readonly SeatId[]; readonly tieReflips: number }>
  | E<'InitiativeReflipDecided', { readonly seat: SeatId; readonly reflip: boolean; readonly card: CardId | null }>
  | E<'ActivationOrderSet', { readonly turn: number; readonly order: readonly SeatId[] }>
  | E<'ModelActivated', { readonly modelId: string; readonly seat: SeatId; readonly ap: number; readonly meleeAp?: number; readonly fastSlowUsed: boolean; readonly lostToParalysis: boolean }>
  | E<'ActionTaken', { readonly actionId: string; readonly modelId: string; readonly action: string; readonly ap: number; readonly meleeAp?: number; readonly all?: boolean; readonly grantedBy?: string; readonly facts: Readonly<Record<string, unknown>>; readonly note: string | null }>
  | E<'ActivationEnded', { readonly modelId: string; readonly apLost: number }>
  | E<'ModifierChanged', { readonly modelId: string; readonly modifier: 'fast' | 'slow' | 'paralyzed' | 'reactivate' | 'defensive'; readonly value: boolean; readonly reason: string }>
  | E<'ModelWoundsChanged', { readonly modelId: string; readonly wounds: number; readonly killed: boolean; readonly cause: string }>
  | E<'DisengageOpened', { readonly actionId: string; readonly modelId: string; readonly strikers: readonly string[] }>
  | E<'DisengagingStrikeDeclined', { readonly strikerId: string }>
  | E<'DisengageResolved', { readonly actionId: string; readonly modelId: string; readonly stopped: boolean; readonly by: string | null }>
  | E<'RandomPlayerDetermined', { readonly flipId: string; readonly rounds: readonly Readonly<Record<string, string | null>>[]; readonly order: readonly SeatId[] }>
  | E<'RuleDisputeSettled1e', { readonly disputeId: string; readonly topic: string; readonly rounds: readonly Readonly<Record<string, string | null>>[]; readonly winner: SeatId; readonly ruling: string; readonly rankedBy?: 'GEN-6' }>
  | E<'ImmediateActivationDeclared', { readonly modelId: string }>
  | E<'ModelPushed', { readonly modelId: string; readonly inches: number; readonly direction: { readonly kind: 'TOWARDS' | 'AWAY'; readonly of: string } | null; readonly stoppedBy: string | null }>
  | E<'ModelPlaced', { readonly modelId: string; readonly inches: number | null }>
  /** PL-3: `replacement` (carrying the replaced model's wounds suffered, conditions and activations) takes its place. */
  | E<'ModelReplaced1e', { readonly modelId: string; readonly replacement: ModelState; readonly woundsSuffered: number; readonly others?: readonly ModelState[]; readonly woundsSplit?: readonly number[]; readonly alsoReplaced?: readonly string[]; readonly apSplit?: readonly number[] }>
  /** PL-4: each model is placed where the other was. */
  | E<'ModelsSwapped', { readonly modelId: string; readonly withModelId: string }>
  /** TI-1 / TI-5: the order the effects resolve in, and why (the ruling applied). */
  | E<'EffectsOrdered1e', { readonly effectsId: string; readonly mode: 'SEQUENCE' | 'SIMULTANEOUS'; readonly order: readonly { readonly index: number; readonly modelId: string; readonly kind: string; readonly why: string }[] }>
  /** TI-1: an earlier effect removed the model; this one has nothing left to change. */
  | E<'EffectSkipped1e', { readonly effectsId: string; readonly index: number; readonly modelId: string; readonly reason: string }>
  /** TF-2 / TF-3: the model now uses `profile` (its transformation applied, or its original swapped back in). */
  | E<'ModelProfileChanged1e', { readonly modelId: string; readonly profile: ModelState; readonly cause: string }>
  | E<'CountersDropped', { readonly modelId: string; readonly kind: 'CORPSE' | 'SCRAP'; readonly count: number }>
  | E<'ClosingPhaseResolved', { readonly turn: number; readonly order: readonly SeatId[]; readonly endedEffects: readonly string[] }>
  | E<'FallingDamageFlipped', { readonly modelId: string; readonly inches: number; readonly cards: readonly (CardId | null)[]; readonly damage: number }>
  | E<'FiringIntoMeleeFlipped', { readonly actionId: string; readonly flips: readonly { readonly modelId: string; readonly cards: readonly (CardId | null)[]; readonly value: number }[]; readonly target: string }>;

export type EncounterEvent1e =
  | DeckEvent
  | DuelEvent1e
  | TurnEvent1e
  | E<'EncounterCreated', EncounterCreated1eData>
  | E<'EncounterEnded', { readonly seed: string; readonly endedAt: string; readonly reason: string }>
  /** §11 magic, §12 morale, §13 terrain, §14 encounters (encounter/extensions-1e.ts). */
  | ExtensionEvent1e;
