// Commands of a Mage Wars encounter: imperative, plain data, each carrying its actor (rules/mage-wars.md §17.2).
import type { Actor, SeatId } from '../core/decider';
import type { ArenaMode, Direction, Zone } from './arena';
import type { MageClass } from './cards/apprentice-spellbooks';
import type { CardDefinition, ConditionId, School } from './cards/card-definition';
import type { MageWarsOptions, SpellTarget } from './state';

interface Base<T extends string, D> {
  readonly type: T;
  readonly actor: Actor;
  readonly data: D;
  /** When the command is decided (ISO time): only used to stamp the end of the match (no clock in the rules). */
  readonly now?: string;
}

export interface PlayerSetup {
  readonly name: string;
  /** §13.5: the apprentice Mage and its fixed book; or give `spellbook` as card ids (one per physical card). */
  readonly mageClass: MageClass;
  /** A §13.5 book by id (`apprentice-beastmaster`, …; default: the Mage's own), or `spellbook` as card ids. */
  readonly spellbookId?: string;
  readonly spellbook?: readonly string[];
  /** Full mode, MG-WZ / SB-2: the elemental school the Wizard is trained in besides Arcane (Earth, Air, Water, Fire). */
  readonly element?: School;
  /** MP-3 (full mode, 4 Mages): the team; two teams, seated alternately. */
  readonly team?: string;
  /** Card ids whose definitions are known only from this player's secret book (a saved spellbook): not public. */
  readonly privateCardIds?: readonly string[];
}

export type OptionsInput = Partial<Omit<MageWarsOptions, 'attackDie'>>;

export type CreateEncounter = Base<
  'CreateEncounter',
  {
    readonly encounterId: string;
    /** `apprentice` (MD-1, default) or `full` (§12-§13: ability cards, books built with spellbook points); `double` not yet. */
    readonly mode?: ArenaMode;
    readonly players: readonly PlayerSetup[];
    /** Card definitions the client registers (§17.3); validated, checked against the book's facts (§13.6). */
    readonly cards?: readonly CardDefinition[];
    readonly seed: string;
    readonly seedCommitment: string;
    readonly options?: OptionsInput;
    readonly now: string;
  }
>;
/** RD-6: pay the upkeep of the listed objects; every other object with upkeep is destroyed. RD-8: own ordering. */
export type PayUpkeep = Base<
  'PayUpkeep',
  {
    readonly seat: SeatId;
    readonly pay: readonly string[];
    readonly burnBeforeRegenerate?: boolean;
    /** MG-WZ-1 (full mode): also pay to activate the Mage's ward (the Wizard's Voltaric Shield, 2 mana). */
    readonly activateWard?: boolean;
  }
>;
/** RD-9: up to two spells from the spellbook, secretly. */
export type PlanSpells = Base<
  'PlanSpells',
  {
    readonly seat: SeatId;
    readonly instanceIds: readonly string[];
    /** RD-10: at most one spell for each familiar and spawnpoint the seat controls (optional; bluffs allowed, RD-12). */
    readonly assign?: readonly { readonly objectId: string; readonly instanceId: string }[];
  }
>;
/** RD-13: the seat has cast what it wanted from its spawnpoints this Deployment Phase. */
export type PassDeployment = Base<'PassDeployment', { readonly seat: SeatId }>;
export type PassQuickcast = Base<'PassQuickcast', { readonly seat: SeatId }>;
export type ActivateCreature = Base<'ActivateCreature', { readonly seat: SeatId; readonly objectId: string }>;
/** RD-16: allowed only while an opponent has more ready creatures. */
export type PassActionPhase = Base<'PassActionPhase', { readonly seat: SeatId }>;
export type MoveCreature = Base<'MoveCreature', { readonly seat: SeatId; readonly objectId: string; readonly to: Zone }>;
export type Guard = Base<'Guard', { readonly seat: SeatId; readonly objectId: string }>;
/** RD-25: the creature does nothing more; its action phase ends. */
export type EndActionPhase = Base<'EndActionPhase', { readonly seat: SeatId }>;
export type Attack = Base<
  'Attack',
  {
    readonly seat: SeatId;
    readonly attackerId: string;
    /** Index into the attacker's attack options (card bars, then equipment bars, EQ-7). */
    readonly attack: number;
    readonly target: { readonly kind: 'object'; readonly id: string } | { readonly kind: 'zone'; readonly zone: Zone };
    /** CB-34: with Sweeping, the second object of the zone to attack after the first. */
    readonly sweep?: string;
  }
>;
/** CB-12 / DF-2: the defender's answer in the Avoid step; `reveals` decides every triggered mandatory enchantment (EN-19). */
export type DeclareDefense = Base<
  'DeclareDefense',
  { readonly seat: SeatId; readonly defense: string | null; readonly reveals?: readonly { readonly enchantmentId: string; readonly pay: boolean }[] }
>;
/** CB-29: counterstrike with this quick melee attack option, or decline (null). */
export type DeclareCounterstrike = Base<'DeclareCounterstrike', { readonly seat: SeatId; readonly attack: number | null }>;
export type CastSpell = Base<
  'CastSpell',
  {
    readonly seat: SeatId;
    readonly casterId: string;
    readonly instanceId: string;
    readonly target: SpellTarget;
    /** RD-19: cast with the quickcast action instead of the creature's action. */
    readonly quickcast?: boolean;
    /** SP-3: the value of X, chosen before casting. */
    readonly x?: number;
    /** EQ-3: the location chosen for equipment with a choice. */
    readonly slot?: string;
    /** AC-15: where a teleport effect sends its target. */
    readonly to?: Zone;
    /** §11.3: the push direction when the source chooses (same zone or diagonal). */
    readonly direction?: Direction;
    /** EQ-8: for equipment with Spellbind, the spellbook card to bind to it. */
    readonly bind?: string;
    /** ST-32: Extend a wall with a second copy from the spellbook onto a border continuing the first. */
    readonly extend?: { readonly instanceId: string; readonly a: Zone; readonly b: Zone };
    /** MG-PR-2 (full mode): the condition markers Restoration removes, one entry per marker (quick: one; full: any number). */
    readonly remove?: readonly ConditionId[];
    /** MG-BM-1 (full mode): cast this level-1 Animal creature spell as a quick spell (once per round). */
    readonly asQuick?: boolean;
    /** MG-BM-2 / MG-WL-2 (full mode): the summoned creature becomes the Mage's Pet / Bloodreaper as it enters. */
    readonly bond?: boolean;
  }
>;
/** AC-20 / CB-47: a special action of the acting creature (ability index on its card), e.g. a healing bar. */
export type UseAbility = Base<
  'UseAbility',
  { readonly seat: SeatId; readonly objectId: string; readonly ability: number; readonly target: SpellTarget; readonly to?: Zone; readonly direction?: Direction }
>;
/** SP-4 / EN-19: the seat holding a triggered counter enchantment reveals and pays, or declines. */
export type RespondToSpell = Base<'RespondToSpell', { readonly seat: SeatId; readonly pay: boolean }>;
/** The organiser stops a match (abandoned, disputed): no winner; the seed is revealed for audit. */
export type EndEncounter = Base<'EndEncounter', { readonly reason: string; readonly now: string }>;
/** EN-19 / EN-25: the trap's controller answers one sprung trap at a time, in the order it chooses. */
export type RespondToTrap = Base<'RespondToTrap', { readonly seat: SeatId; readonly enchantmentId: string; readonly pay: boolean }>;
/** EN-12: reveal one of one's hidden enchantments (pay: false destroys it, EN-8). */
export type RevealEnchantment = Base<'RevealEnchantment', { readonly seat: SeatId; readonly enchantmentId: string; readonly pay: boolean }>;

export type EncounterCommand =
  | CreateEncounter
  | PayUpkeep
  | PlanSpells
  | PassQuickcast
  | ActivateCreature
  | PassActionPhase
  | MoveCreature
  | Guard
  | EndActionPhase
  | Attack
  | DeclareDefense
  | DeclareCounterstrike
  | CastSpell
  | RespondToSpell
  | RevealEnchantment
  | UseAbility
  | RespondToTrap
  | EndEncounter
  | PassDeployment;
