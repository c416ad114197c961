// malifaux-2e §6-§19 Turn commands (rules/malifaux-2e.md): imperative, plain data, each carrying its actor
import type { Actor, SeatId } from '../../core/decider';
import type { CardId } from '../../malifaux/cards';
import type { ModelDef } from './crew';
import type { DeclaredFacts } from './table-state';

interface Base<T extends string, D> {
  readonly type: T;
  readonly actor: Actor;
  readonly data: D;
}

export type HireCrew = Base<'HireCrew', { readonly seat: SeatId; readonly models: readonly ModelDef[] }>;
/** AC-1..AC-5: the seat due activates one of its models; `chain` for a chain Activation (AC-4). */
export type ActivateModel = Base<'ActivateModel', { readonly modelId: string; readonly chain?: { readonly ability: 'COMPANION'; readonly withinInches: number } }>;
/** §8: a general Action (Walk, Charge, Focus, Defensive Stance, Interact) or an Action on the model's card. */
export type TakeAction = Base<
  'TakeAction',
  {
    readonly actionId: string;
    readonly modelId: string;
    readonly action: string;
    readonly targets?: readonly string[];
    readonly facts?: DeclaredFacts;
    /** Remove Focused to gain `+` ×N on this Action's duel and damage flip. */
    readonly useFocus?: boolean;
    /** Defensive Stance / Interact (#): AP to spend. */
    readonly ap?: number;
    /** Defensive Stance: the card discarded from hand. */
    readonly discard?: CardId;
    /** Interact: what it does. */
    readonly interact?: 'PLACE_SCHEME_MARKER' | 'REMOVE_SCHEME_MARKERS' | 'REDUCE_BURNING' | 'REMOVE_DISTRACTED' | 'CURSED_OBJECT' | 'OTHER';
    /** TR-6: the Trigger of this model's last duel that grants this Action. */
    readonly grantedByTrigger?: string;
    readonly note?: string;
  }
>;
/** DE-2: an engaged enemy answers a disengaging Walk: a strike with a Close Attack (`action`), or none. */
export type DisengagingStrike = Base<'DisengagingStrike', { readonly strikerId: string; readonly action?: string; readonly distance?: number }>;
/** AV-3, AV-4: the Master manifests her Avatar once its requirement is met (declared), pushing the models within 2". */
export type ManifestAvatar = Base<
  'ManifestAvatar',
  {
    readonly modelId: string;
    readonly requirementMet: boolean;
    readonly fits: boolean;
    readonly pushes?: readonly { readonly modelId: string; readonly inches: number; readonly stoppedBy?: string }[];
    readonly manifestEvent?: string;
  }
>;
export type EndActivation = Base<'EndActivation', { readonly modelId: string }>;
/** §13, §15, §16, §17: an effect of card text the server cannot read, declared by the acting seat (disputable). */
/** The effects of card text a 2E encounter plays (§10, §16-§18, SU-1): the kinds `DeclareEffect` takes. */
export const EFFECT_KINDS_2E = ['GAIN_CONDITION', 'REMOVE_CONDITION', 'BURY', 'UNBURY', 'SACRIFICE', 'PUSH', 'PLACE', 'FALL', 'PLACE_MARKER', 'REMOVE_MARKER', 'SUMMON'] as const;
export type EffectKind2e = (typeof EFFECT_KINDS_2E)[number];

export type DeclareEffect = Base<
  'DeclareEffect',
  {
    readonly effectId: string;
    readonly kind: EffectKind2e;
    readonly modelId?: string;
    readonly condition?: { readonly name: string; readonly value?: number };
    readonly inches?: number;
    readonly stoppedBy?: string;
    /** PU-3: a push directly towards or away from a model or marker, with the declared distance to it now. */
    readonly direction?: { readonly kind: 'TOWARDS' | 'AWAY'; readonly of: string; readonly distance: number };
    readonly marker?: { readonly kind: 'CORPSE' | 'SCRAP' | 'SCHEME' | 'OTHER'; readonly seat?: SeatId };
    readonly markerId?: string;
    readonly summon?: ModelDef;
    readonly byModelId?: string;
    readonly fits?: boolean;
    /** AU-1..AU-3, PL-1: the effect comes from an aura or a pulse of `sourceModelId`: the affected model's distance and LoS to it. */
    readonly via?: { readonly kind: 'AURA' | 'PULSE'; readonly sourceModelId: string; readonly range: number; readonly distance: number; readonly los: 'CLEAR' | 'NONE' };
  }
>;
/** EP-1..EP-3: Upkeep, Earn VP, the end-of-encounter flip; the First Player (or the organiser) runs it. */
export type ResolveEndPhase = Base<'ResolveEndPhase', { readonly flipId: string; readonly now: string }>;
export type DisputeFact = Base<'DisputeFact', { readonly actionId: string; readonly fact: string; readonly reason: string }>;
export type ResolveDispute = Base<'ResolveDispute', { readonly actionId: string; readonly fact: string; readonly ruling: 'UPHELD' | 'OVERTURNED' }>;

export type TurnCommand = HireCrew | ActivateModel | TakeAction | DisengagingStrike | ManifestAvatar | EndActivation | DeclareEffect | ResolveEndPhase | DisputeFact | ResolveDispute;
