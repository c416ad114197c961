// malifaux-1e §11 Magic: commands and events of the magic slice (rules/malifaux-1e.md §11.1-§11.6, Appendix A)
import type { DomainEvent } from '../../core/decider';
import type { Casting, CastingTotal, SpellTargetFact } from './magic-state';
import type { SpellProfile } from './spell';

export type MagicCommand1e =
  | { readonly type: 'DeclareSpell1e'; readonly data: { readonly castingId: string; readonly casterId: string; readonly spell: SpellProfile; readonly channel?: boolean; readonly targets: readonly SpellTargetFact[]; readonly upFrontConditionsMet: boolean } }
  /** Step 2: the casting duel's final total from the duel engine (after cheating and the soulstone card), and step D. */
  | { readonly type: 'ResolveCasting1e'; readonly data: { readonly castingId: string; readonly final: CastingTotal; readonly extraConditionsMet: boolean } }
  /** Step 3: one resist duel's final total; `takeEffect` is MG-4 for a friendly model. */
  | { readonly type: 'ResolveResist1e'; readonly data: { readonly castingId: string; readonly modelId: string; readonly final: number; readonly takeEffect?: boolean } }
  | { readonly type: 'DrainSouls1e'; readonly data: { readonly seat: string; readonly leaderId: string; readonly isLeader: boolean; readonly sacrificed: readonly { readonly modelId: string; readonly friendly: boolean; readonly within6: boolean; readonly insignificant: boolean }[] } }
  | {
      readonly type: 'Summon1e';
      readonly data: {
        readonly summonerId: string;
        readonly controlledByOpponent: boolean;
        readonly modelId: string;
        readonly name: string;
        readonly rare?: number;
        readonly unique?: boolean;
        /** Models of this name already in play for the crew (§3.6 Rare / Unique). */
        readonly inPlaySameName: number;
        /** SU-1: declared placement facts. */
        readonly completelyWithin6: boolean;
        readonly inContactRequired?: boolean;
        readonly inBaseContact?: boolean;
      };
    }
  | { readonly type: 'Transform1e'; readonly data: { readonly modelId: string; readonly original: string; readonly into: string; readonly originalSpells: readonly string[]; readonly fits: boolean; readonly wounds: number } }
  | { readonly type: 'EndTransformation1e'; readonly data: { readonly modelId: string; readonly wounds: number } };

export type MagicEvent1e =
  | DomainEvent<'SpellDeclared1e', { readonly castingId: string; readonly casterId: string; readonly spell: SpellProfile; readonly channel: boolean; readonly apSpent: number; readonly castingTwist: number; readonly damageTwist: number; readonly spellAttack: boolean; readonly affected: readonly SpellTargetFact[]; readonly excluded: readonly string[] }>
  | DomainEvent<'SpellFailed1e', { readonly castingId: string; readonly casterId: string; readonly spell: string; readonly apSpent: number; readonly reason: string; readonly ruleId: string }>
  | DomainEvent<'CastingResolved1e', { readonly castingId: string; readonly final: CastingTotal; readonly success: boolean; readonly reason: string | null }>
  | DomainEvent<'ResistResolved1e', { readonly castingId: string; readonly modelId: string; readonly final: number; readonly resisted: boolean; readonly combatTotal: number }>
  | DomainEvent<'SpellResolved1e', { readonly castingId: string; readonly affected: readonly { readonly modelId: string; readonly combatTotal: number | null }[]; readonly moraleDuel: boolean }>
  | DomainEvent<'SoulsDrained1e', { readonly seat: string; readonly leaderId: string; readonly sacrificed: readonly string[]; readonly soulstonesGained: number; readonly wpPenalty: number }>
  | DomainEvent<'ModelSummoned1e', { readonly summonerId: string; readonly modelId: string; readonly name: string; readonly gainsSlow: true; readonly mayActivateThisTurn: boolean; readonly mustActivate: boolean; readonly cost: 'I' }>
  | DomainEvent<'ModelTransformed1e', { readonly modelId: string; readonly original: string; readonly into: string; readonly spells: readonly string[]; readonly wounds: number }>
  | DomainEvent<'TransformationCancelled1e', { readonly modelId: string; readonly reason: string }>
  | DomainEvent<'TransformationEnded1e', { readonly modelId: string; readonly restored: string; readonly wounds: number }>;

export type { Casting };
