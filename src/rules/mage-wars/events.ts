// Events of a Mage Wars encounter stream: past tense, plain data, every die outcome recorded (DESIGN.md; spec §17.4).
import type { SeatId } from '../core/decider';
import type { SeatJoined } from '../core/seat-joined';
import type { ArenaMode, ArenaSize, Zone } from './arena';
import type { MageClass } from './cards/apprentice-spellbooks';
import type { AttackBar, CardDefinition, ConditionId, School } from './cards/card-definition';
import type { RollOutcome, RollPurpose } from './dice';
import type { CardInstance, ConditionMarker, MageWarsOptions, MatchResult, RoundPhase, SpellChoices, SpellTarget } from './state';

export interface EncounterCreatedData {
  readonly encounterId: string;
  readonly ruleset: 'mage-wars';
  readonly mode: ArenaMode;
  readonly arena: ArenaSize;
  readonly seats: readonly {
    readonly seat: SeatId;
    readonly name: string;
    readonly mageClass: MageClass | null;
    readonly mage: CardDefinition;
    readonly zone: Zone;
    /** Secret (the spellbook's contents): redacted for the other seats. */
    readonly spellbook: readonly CardInstance[];
    /** Full mode: the Wizard's elemental school (SB-2) and the points the book cost (SB-1). */
    readonly element?: School;
    readonly spellbookPoints?: number;
    /** MP-3: the seat's team in a team game. */
    readonly team?: string;
  }[];
  readonly cards: readonly CardDefinition[];
  /** Card ids whose definitions came only from a seat's secret (saved) book: hidden from the other seats until public. */
  readonly privateCards?: Readonly<Partial<Record<SeatId, readonly string[]>>>;
  /** Secret until EncounterEnded. */
  readonly seed: string;
  readonly seedCommitment: string;
  readonly options: MageWarsOptions;
  readonly createdAt: string;
}

type E<T extends string, D> = { readonly type: T; readonly data: D };

export type EncounterEvent =
  | E<'EncounterCreated', EncounterCreatedData>
  | SeatJoined
  /** Every random draw: the nonce it used and what the dice showed. */
  | E<'DiceRolled', { readonly nonce: number; readonly purpose: RollPurpose; readonly count: number; readonly outcome: RollOutcome; readonly subject: string | null }>
  /** SU-5 / RD-1: round 1 is a d12 roll-off (ties re-rolled, G1); later rounds pass the marker. */
  | E<'InitiativeDetermined', { readonly round: number; readonly initiative: SeatId; readonly rollOff: readonly Readonly<Record<string, number>>[] }>
  /** RD-3: every action, quickcast and ready marker flips to ready. */
  | E<'RoundBegun', { readonly round: number; readonly initiative: SeatId }>
  /** RD-4: Mages to their supply, other objects as markers. */
  | E<'ManaChanneled', { readonly gains: readonly { readonly objectId: string; readonly seat: SeatId | null; readonly amount: number }[] }>
  | E<'PhaseBegun', { readonly phase: RoundPhase; readonly queue: readonly SeatId[]; readonly turn: SeatId }>
  | E<'UpkeepPaid', { readonly seat: SeatId; readonly paid: readonly string[]; readonly amount: number; readonly burnBeforeRegenerate: boolean }>
  /** RD-9 (sealed): the ids are redacted for every other seat. RD-11: what was not cast went back first. */
  | E<'SpellsPlanned', { readonly seat: SeatId; readonly instanceIds: readonly string[]; readonly assigned?: readonly { readonly objectId: string; readonly instanceId: string }[] }>
  | E<'DeploymentPassed', { readonly seat: SeatId }>
  | E<'QuickcastPassed', { readonly seat: SeatId }>
  | E<'ActionPhasePassed', { readonly seat: SeatId }>
  | E<'CreatureActivated', { readonly objectId: string; readonly seat: SeatId; readonly seq: number; readonly startedHindered: boolean }>
  | E<'CreatureMoved', { readonly objectId: string; readonly from: Zone; readonly to: Zone; readonly stopped: boolean }>
  | E<'CreaturePushed', { readonly objectId: string; readonly from: Zone; readonly to: Zone }>
  | E<'CreatureTeleported', { readonly objectId: string; readonly from: Zone; readonly to: Zone }>
  | E<'GuardPlaced', { readonly objectId: string }>
  | E<'GuardRemoved', { readonly objectId: string }>
  | E<'ActionUsed', { readonly objectId: string; readonly action: 'quick' | 'full' }>
  | E<'ActionPhaseEnded', { readonly objectId: string; readonly seat: SeatId }>
  | E<'ManaSpent', { readonly seat: SeatId; readonly amount: number; readonly fromObject: string | null; readonly reason: string }>
  | E<'DamageDealt', { readonly objectId: string; readonly amount: number; readonly direct: boolean; readonly source: string }>
  | E<'DamageHealed', { readonly objectId: string; readonly amount: number }>
  /** MG-BM-2 / MG-WL-2: the Mage's marker goes on a creature that entered; the Mage paid `amount` mana or Life. */
  | E<'BondFormed', { readonly mageId: string; readonly objectId: string; readonly marker: string; readonly pay: 'mana' | 'life'; readonly amount: number }>
  /** MG-WL-2: the once-a-round heal of the Bloodreaper's Mage was used. */
  | E<'BondRewardUsed', { readonly objectId: string; readonly mageId: string; readonly round: number }>
  /** MG-WL-1: a curse on a destroyed creature went back to its controller's spellbook instead of the discard pile. */
  | E<'CurseReturned', { readonly enchantmentId: string; readonly seat: SeatId; readonly mageId: string; readonly instanceId: string; readonly cardId: string; readonly round: number; readonly hidden: boolean }>
  /** MG-PR-1: the Mage gained Life (permanently, not healing) from its once-a-round reward. */
  | E<'MageRewarded', { readonly mageId: string; readonly life: number; readonly round: number; readonly cardId: string }>
  /** MG-WZ-1: a Mage's ward (Voltaric Shield) flipped to active in Upkeep, spent absorbing an attack, or off at round end. */
  | E<'WardActivated', { readonly objectId: string; readonly marker: string; readonly cost: number }>
  /** §15 Mana Drain X / Mana Transfer X: the damaged creature's controller loses mana; with Transfer the attacker's gains it. */
  | E<'ManaDrained', { readonly attackerId: string; readonly fromSeat: SeatId; readonly toSeat: SeatId | null; readonly amount: number }>
  /** §15 Rage +X: an enemy creature's attack damaged the raging creature: one more token, at most X. */
  | E<'RageGained', { readonly objectId: string; readonly rage: number }>
  | E<'WardSpent', { readonly objectId: string; readonly marker: string; readonly absorbed: number; readonly source: string }>
  | E<'WardExpired', { readonly objectId: string; readonly marker: string }>
  | E<'ConditionsAdded', { readonly objectId: string; readonly marker: ConditionMarker; readonly count: number }>
  | E<'ConditionsRemoved', { readonly objectId: string; readonly condition: ConditionId; readonly count: number; readonly reason: string }>
  | E<'ObjectDestroyed', { readonly objectId: string; readonly reason: string }>
  /** SP-3: declared and paid. An enchantment is cast face down: its card is redacted for the other seats. */
  | E<
      'SpellCast',
      {
        readonly castId: string;
        readonly seat: SeatId;
        readonly casterId: string;
        readonly instanceId: string;
        readonly cardId: string;
        readonly target: SpellTarget;
        readonly cost: number;
        readonly quickcast: boolean;
        /** EQ-9: the equipment whose bound spell this is (absent: a prepared spell). */
        readonly boundTo?: string | null;
        /** MG-PR-2 / MG-WZ-2: an innate spell of the Mage's ability card (instance id `innate-<cardId>`). */
        readonly innate?: boolean;
        /** MG-BM-1: a creature spell cast as a quick spell (Rapid summoning). */
        readonly asQuick?: boolean;
        readonly choices: SpellChoices;
      }
    >
  | E<'SpellCounterWindow', { readonly castId: string; readonly seat: SeatId; readonly enchantmentId: string }>
  | E<'SpellCountered', { readonly castId: string; readonly reason: string }>
  | E<'SpellResolved', { readonly castId: string }>
  | E<
      'ObjectEntered',
      {
        readonly objectId: string;
        readonly cardId: string;
        readonly instanceId: string;
        readonly kind: 'creature' | 'conjuration' | 'wall';
        readonly owner: SeatId;
        readonly zone: Zone | null;
        readonly border: readonly [Zone, Zone] | null;
        readonly attachedTo: string | null;
      }
    >
  /** EN-1: face down; the card is redacted for the other seats. */
  | E<'EnchantmentAttached', { readonly enchantmentId: string; readonly instanceId: string; readonly cardId: string; readonly seat: SeatId; readonly target: SpellTarget }>
  | E<'EnchantmentRevealed', { readonly enchantmentId: string; readonly cardId: string; readonly paid: number }>
  | E<'EnchantmentDestroyed', { readonly enchantmentId: string; readonly cardId: string; readonly reason: string }>
  | E<'EquipmentAttached', { readonly mageId: string; readonly instanceId: string; readonly cardId: string; readonly slots: readonly string[]; readonly returned: readonly string[]; readonly bound?: CardInstance | null; readonly seat?: SeatId }>
  | E<'SpellDiscarded', { readonly seat: SeatId; readonly instanceId: string; readonly cardId: string }>
  | E<
      'AttackDeclared',
      {
        readonly attackId: string;
        readonly attackerId: string;
        readonly bar: AttackBar;
        readonly kind: 'melee' | 'ranged' | 'barrier' | 'special';
        readonly targets: readonly string[];
        readonly strikes: number;
        readonly isCounterstrike: boolean;
        readonly spellCastId: string | null;
        readonly endsActionPhase: boolean;
      }
    >
  | E<'AttackAwaiting', { readonly attackId: string; readonly stage: 'avoid' | 'counterstrike'; readonly seat: SeatId; readonly targetId: string }>
  | E<'DefenseUsed', { readonly objectId: string; readonly key: string; readonly roll: number; readonly needed: number; readonly avoided: boolean }>
  /** One strike against one defender (steps 2-4): what happened, the dice and the effect die as rolled. */
  | E<
      'StrikeResolved',
      {
        readonly attackId: string;
        readonly targetId: string;
        readonly strike: number;
        readonly outcome: 'hit' | 'missed' | 'avoided' | 'immune';
        readonly diceCount: number;
        readonly effectRoll: number | null;
        readonly damage: number;
      }
    >
  /** CB-10: one d12 at the end of Declare for a Dazed attacker (one per zone attack). */
  | E<'DazeChecked', { readonly attackId: string; readonly roll: number; readonly proceeds: boolean }>
  /** Steps 5-7 are over for this defender; a zone attack goes on with the next one (CB-52). */
  | E<'TargetCompleted', { readonly attackId: string; readonly targetId: string }>
  | E<'CounterstrikeDecided', { readonly attackId: string; readonly objectId: string; readonly counterstrike: boolean }>
  | E<'AttackEnded', { readonly attackId: string }>
  /** EN-23: an enemy entered a zone holding hidden traps; their controller must decide each (EN-19). */
  | E<'TrapTriggered', { readonly objectId: string; readonly seat: SeatId; readonly enchantmentIds: readonly string[]; readonly resumeMove: boolean }>
  | E<'TrapAnswered', { readonly enchantmentId: string }>
  | E<'TrapsResolved', { readonly objectId: string }>
  | E<'EncounterEnded', { readonly result: MatchResult; readonly seed: string; readonly endedAt: string }>;

export type EventOf<T extends EncounterEvent['type']> = Extract<EncounterEvent, { type: T }>;
