// Commands of a Malifaux 1E encounter: imperative, plain data, each carrying its actor. Where 1E's command has the same
// shape as 2E's (decks, initiative, crews, activations, actions, duel decisions), it has the same type and data, so the
// ruleset-blind routes serve both editions; 1E-only commands: UseSoulstoneCard, DeclineSoulstoneCard, ResolveClosingPhase.
import type { AreaSource1e } from './turn/area-of-effect';
import type { Actor, SeatId } from '../core/decider';
import type { CardId, Suit } from '../malifaux/cards';
import type { DamageTrack } from '../malifaux/damage-track';
import type { FateModifiers } from '../malifaux/fate-modifiers';
import type { EncounterSize, Malifaux1eOptions } from './state';
import type { ExtensionCommand1e } from './encounter/extensions-1e';

interface Base<T extends string, D> {
  readonly type: T;
  readonly actor: Actor;
  readonly data: D;
}
interface Cmd<T extends string, D> {
  readonly type: T;
  readonly data: D;
}

export type CreateEncounter1e = Base<
  'CreateEncounter',
  {
    readonly encounterId: string;
    readonly players: readonly { readonly name: string; readonly soulstones?: number }[];
    readonly size?: EncounterSize;
    readonly seed: string;
    readonly seedCommitment: string;
    readonly options?: Partial<Malifaux1eOptions>;
    readonly stackedDecks?: readonly (readonly CardId[])[];
    readonly now: string;
  }
>;

/** The stat card as the crews route sends it (the 2E ModelDef shape; 1E reads the fields it knows, §3.1). */
export interface HiredModel {
  readonly id: string;
  readonly name: string;
  readonly station: string;
  readonly characteristics: readonly string[];
  readonly stats: { readonly df: number; readonly wp: number; readonly wk: number; readonly cg: number | null; readonly ht: number; readonly suits?: Partial<Record<string, readonly Suit[]>> };
  readonly wounds: number;
  readonly baseMm?: 30 | 40 | 50;
  readonly actions: readonly {
    readonly name: string;
    readonly ap: number;
    readonly category: string;
    readonly range: { readonly kind: string; readonly inches: number };
    readonly stat?: { readonly name: string; readonly value: number; readonly suits?: readonly Suit[] };
    readonly damage?: DamageTrack;
    readonly triggers?: readonly { readonly name: string; readonly suits: readonly Suit[] }[];
  }[];
  readonly abilities?: readonly { readonly keyword: string; readonly value?: number }[];
}

/** GEN-6: what a disputed reading rests on: a model's own rule or the general rules, and the rule's wording. */
export type RuleSource1e = 'MODEL' | 'GENERAL';
export type RuleWording1e = 'CANNOT' | 'MUST' | 'CAN' | 'MAY_CHOOSE';
export interface RuleRank1e {
  readonly source: RuleSource1e;
  readonly wording: RuleWording1e;
}

/** LOS-2..LOS-6: one obstacle between the model and a target, as the table sees it. */
export interface SightObstacle1e {
  readonly kind: 'SOLID' | 'OBSCURING' | 'LEDGE' | 'SLOPE';
  readonly ht: number;
  /** Every line from the model's base to the target's meets it (else some avoid it: partial). */
  readonly allLines: boolean;
  /** LOS-3: how far the lines pass into it (the shortest), and whether they must cross it completely. */
  readonly inchesInto?: number;
  readonly crossesCompletely?: boolean;
  /** LOS-1: the target is within 1" of it (cover); LOS-2: the model is within 1" of it (ignores that cover). */
  readonly targetWithin1?: boolean;
  readonly attackerWithin1?: boolean;
  /** LOS-5 / LOS-6: who stands on it, who is inside a ledge's shadow, and how many inches of the ledge the line crosses. */
  readonly attackerOn?: boolean;
  readonly targetOn?: boolean;
  readonly targetInShadow?: boolean;
  readonly attackerInShadow?: boolean;
  readonly inchesAcross?: number;
}
/** LOS-4: the Ht of the elevated terrain each model stands on, and the obstacles between them. */
export interface SightFact1e {
  readonly attackerElevation?: number;
  readonly targetElevation?: number;
  readonly obstacles: readonly SightObstacle1e[];
}

/**
 * One sentence of an effect (TI-1), or one of several effects triggered at the same moment (TI-5): a DeclareEffect of
 * one model (`kind` GAIN_CONDITION, REMOVE_CONDITION, WOUNDS, PUSH, PLACE, FALL). TI-5 reads `controller` (a seat; null:
 * no player, e.g. terrain), `mandatory` ("doit" vs "peut") and `immediate`.
 */
export interface EffectSentence1e {
  readonly kind: string;
  readonly modelId: string;
  readonly condition?: { readonly name: string; readonly value?: number };
  readonly wounds?: number;
  readonly adjustments?: readonly number[];
  readonly byModelId?: string;
  readonly inches?: number;
  readonly controller?: SeatId | null;
  readonly mandatory?: boolean;
  readonly immediate?: boolean;
}

/** Facts only the table knows, declared by the acting seat (DESIGN.md "Declared facts"; §16.2). */
export interface Facts1e {
  readonly distances?: Readonly<Record<string, number>>;
  readonly los?: Readonly<Record<string, 'CLEAR' | 'NONE'>>;
  readonly cover?: Readonly<Record<string, 'NONE' | 'SOFT' | 'HARD'>>;
  /** LOS-1..LOS-6: per target, the sight lines the server derives `los` and `cover` from (turn/sight.ts). */
  readonly sight?: Readonly<Record<string, SightFact1e>>;
  readonly engagedWith?: readonly string[];
  readonly moved?: number;
  readonly severeInches?: number;
  readonly endsInEngagementRange?: boolean;
  /** MV-8, MV-9: the move ends in impassable terrain. */
  readonly endsInImpassable?: boolean;
  readonly leavesEngagementOf?: readonly string[];
  readonly blastHits?: readonly string[];
  /** CB-5: per target, the ledge's Ht (`difference`) and the Ht of the model below it (`lowerModelHt`). */
  readonly elevation?: Readonly<Record<string, { readonly difference: number; readonly lowerModelHt: number }>>;
  /** §10.6: the models inside the target's melee zone (firing into melee), and the enemies engaged with the target. */
  readonly inTargetMeleeZone?: readonly string[];
  readonly enemiesEngagedWith?: Readonly<Record<string, number>>;
}

export type StartDuelParticipant = {
  readonly modelId: string;
  readonly seat: SeatId;
  readonly station: string;
  readonly stat: { readonly name: string; readonly value: number; readonly printedSuits?: readonly Suit[]; readonly totalBonus?: number };
  readonly statTriggers?: readonly { readonly name: string; readonly suits: readonly Suit[] }[];
  readonly fate?: FateModifiers;
  readonly wounds: number;
  readonly maxWounds: number;
};
export type StartDuelAction = {
  readonly name: string;
  readonly tn?: number;
  readonly requiredSuits?: readonly Suit[];
  readonly damage?: DamageTrack;
  readonly triggers?: readonly { readonly name: string; readonly suits: readonly Suit[] }[];
};
export type StartDuel1eData =
  | { readonly duelId: string; readonly kind: 'SIMPLE'; readonly actor: StartDuelParticipant; readonly action: StartDuelAction }
  | { readonly duelId: string; readonly kind: 'OPPOSED'; readonly attacker: StartDuelParticipant; readonly defender: StartDuelParticipant; readonly action: StartDuelAction };
export type FlipTargetInput = { readonly modelId: string; readonly seat: SeatId; readonly station: string; readonly wounds: number; readonly maxWounds: number };

export type DuelCommand1e =
  | Cmd<'StartDuel', StartDuel1eData>
  | Cmd<'FlipDuelCards', { readonly by: SeatId }>
  | Cmd<'ChooseActiveCard', { readonly by: SeatId; readonly card: CardId }>
  | Cmd<'NameRedJokerSuit', { readonly by: SeatId; readonly suit: Suit }>
  | Cmd<'CheatFate', { readonly by: SeatId; readonly card: CardId; readonly redJokerSuit?: Suit }>
  | Cmd<'DeclineCheat', { readonly by: SeatId }>
  | Cmd<'UseSoulstoneCard', { readonly by: SeatId }>
  | Cmd<'DeclineSoulstoneCard', { readonly by: SeatId }>
  | Cmd<'DeclareTrigger', { readonly by: SeatId; readonly trigger: string }>
  | Cmd<'PassTrigger', { readonly by: SeatId }>
  | Cmd<'StartDamageFromDuel', { readonly fate?: readonly FateModifiers[] }>
  | Cmd<'StartHealing', { readonly healed: FlipTargetInput; readonly amount: { readonly kind: 'FLIP' } | { readonly kind: 'FIXED'; readonly amount: number } }>
  | Cmd<'FlipPrevention', { readonly by: SeatId }>
  | Cmd<'DeclinePrevention', { readonly by: SeatId }>
  | Cmd<'ApplyBlastDamage', { readonly by: SeatId; readonly targets: readonly FlipTargetInput[]; readonly sight?: Readonly<Record<string, SightFact1e>> }>
  /** 2E-only decisions: refused in 1E with the §18 row that differs. */
  | Cmd<'DeclareSoulstones', { readonly by: SeatId }>
  | Cmd<'Relent', { readonly by: SeatId }>;

export type EncounterCommand1e =
  | CreateEncounter1e
  | Base<'ShuffleDeck', { readonly seat: SeatId; readonly fresh: boolean }>
  | Base<'CutDeck', { readonly seat: SeatId; readonly index: number }>
  | Base<'DeclineCut', { readonly seat: SeatId }>
  | Base<'DrawCards', { readonly seat: SeatId; readonly count: number }>
  | Base<'DiscardCards', { readonly seat: SeatId; readonly cards: readonly CardId[] }>
  | Base<'FlipCards', { readonly seat: SeatId; readonly count: number; readonly flipId: string }>
  | Base<'BeginDrawPhase', { readonly firstPlayer?: SeatId }>
  | Base<'RefillHand', { readonly seat: SeatId; readonly discard: readonly CardId[]; readonly useSoulstone: boolean }>
  | Base<'FlipInitiative', { readonly flipId: string }>
  | Base<'DecideInitiativeReflip', { readonly seat: SeatId; readonly reflip: boolean; readonly flipId: string }>
  | Base<'ChooseFirstPlayer', { readonly firstPlayer: SeatId }>
  | Base<'HireCrew', { readonly seat: SeatId; readonly models: readonly HiredModel[] }>
  | Base<'ActivateModel', { readonly modelId: string }>
  | Base<
      'TakeAction',
      {
        readonly actionId: string;
        readonly modelId: string;
        readonly action: string;
        readonly targets?: readonly string[];
        readonly facts?: Facts1e;
        readonly ap?: number;
        /** TG-3: the trigger this model declared in its last duel that grants this action (no AP). */
        readonly grantedByTrigger?: string;
        readonly note?: string;
      }
    >
  | Base<'EndActivation', { readonly modelId: string }>
  /** DE-1: an enemy whose melee zone the moving model left strikes (`action`: its melee weapon) or lets it go (no action). */
  | Base<'DisengagingStrike', { readonly strikerId: string; readonly action?: string; readonly distance?: number }>
  /** `PUSH` (MV-3..MV-7: `inches`, `direction`, `stoppedBy`) and `PLACE` (PL-1, PL-2: `inches` from where it stood, `fits`) are declared facts. */
  | Base<'DeclareEffect', { readonly effectId: string; readonly kind: string; readonly modelId?: string; readonly condition?: { readonly name: string; readonly value?: number }; readonly inches?: number; readonly direction?: { readonly kind: 'TOWARDS' | 'AWAY'; readonly of: string; readonly distance: number; readonly to?: number }; readonly stoppedBy?: string; readonly fits?: boolean; readonly wounds?: number; readonly adjustments?: readonly number[]; readonly byModelId?: string; readonly withModelId?: string; readonly summon?: HiredModel; readonly via?: AreaSource1e; readonly summons?: readonly HiredModel[]; readonly alsoReplaces?: readonly string[]; readonly woundsSplit?: readonly number[]; readonly apSplit?: readonly number[] }>
  /** TI-1 (SEQUENCE: one effect's sentences, in printed order) / TI-5 (SIMULTANEOUS: effects triggered at the same moment). */
  | Base<'ResolveEffects1e', { readonly effectsId: string; readonly mode: 'SEQUENCE' | 'SIMULTANEOUS'; readonly effects: readonly EffectSentence1e[] }>
  | Base<'ResolveClosingPhase', Record<string, never>>
  | Base<'DuelDecision', { readonly command: DuelCommand1e }>
  | Base<'FlipForRandomPlayer', { readonly flipId: string }>
  /** GEN-7: the players disagree on a rule: each seat's reading of `topic`; the flip decides, and the ruling is a precedent. */
  | Base<'SettleRuleDispute1e', { readonly disputeId: string; readonly topic: string; readonly readings: Readonly<Partial<Record<SeatId, string>>>; readonly ranks?: Readonly<Partial<Record<SeatId, RuleRank1e>>> }>
  | Base<'EndEncounter', { readonly reason: string; readonly now: string }>
  /** §11 magic, §12 morale, §13 terrain, §14 encounters (encounter/extensions-1e.ts). */
  | ExtensionCommand1e;
