// State of one Mage Wars encounter stream (DESIGN.md "Streams and consistency"; rules/mage-wars.md §1-§11, §16).
// Seats are a list (two in apprentice mode; three or four fit the same shape for part 2, §14).
import type { SeatId } from '../core/decider';
import type { ArenaMode, ArenaSize, Direction, Zone } from './arena';
import type { MageClass } from './cards/apprentice-spellbooks';
import type { AttackBar, CardDefinition, ConditionId } from './cards/card-definition';
import { DEFAULT_ATTACK_DIE, type DieFace } from './dice';

/** Named policies for the readings the book leaves open (§19.3, §19.4); each default is the one a judge would take. */
export interface MageWarsOptions {
  /** CB-11 / A2: ranged attacks skip steps 5-7 as printed (seed 1242), so a ranged Doublestrike strikes once. */
  readonly rangedSkipsAdditionalStrikes: boolean;
  /** CB-6 / A5: the Codex reading (seed 2044): a Flying target closer than the minimum range is a legal ranged target. */
  readonly flyingInsideMinimumRange: boolean;
  /** CB-23 / A9: false = a barrier hits any attacker whose melee attack succeeds (main text, seed 1506). */
  readonly damageBarrierEnemiesOnly: boolean;
  /** CB-33 / G19: a successful counterstrike triggers the original attacker's damage barrier. */
  readonly counterstrikeTriggersBarrier: boolean;
  /** CB-20 / G17: a Poison-Immune object never gets Weak, Rot or Cripple, whatever the attack's damage type. */
  readonly poisonImmunityBlocksPoisonConditions: boolean;
  /** CB-39 / G11: Lightning and Wind attacks are Ethereal by type (seed 1471, 1489). */
  readonly lightningAndWindAreEthereal: boolean;
  /** CB-52 / G4: a zone attack also hits the attacker standing in the zone ("all", seed 1288). */
  readonly zoneAttackHitsAttacker: boolean;
  /** §16 / G2: both last Mages destroyed together: a draw (default) or the initiative player wins. */
  readonly simultaneousDestruction: 'draw' | 'initiative';
  /** CB-16 [EXTERNAL]: the attack die's faces. */
  readonly attackDie: readonly DieFace[];
}

export const DEFAULT_OPTIONS: MageWarsOptions = {
  rangedSkipsAdditionalStrikes: true,
  flyingInsideMinimumRange: true,
  damageBarrierEnemiesOnly: false,
  counterstrikeTriggersBarrier: true,
  poisonImmunityBlocksPoisonConditions: true,
  lightningAndWindAreEthereal: true,
  zoneAttackHitsAttacker: true,
  simultaneousDestruction: 'draw',
  attackDie: DEFAULT_ATTACK_DIE,
};

/** One physical card of a seat: the instance id is stable for the whole match. */
export interface CardInstance {
  readonly instanceId: string;
  readonly cardId: string;
}

export interface SeatState {
  readonly seat: SeatId;
  readonly name: string;
  readonly mageClass: MageClass | null;
  readonly mageId: string;
  /** MP-3 / MP-4: the team (a team counts as one player); absent outside team games. */
  readonly team?: string;
  /** CP-2: no upper limit; never negative. */
  readonly mana: number;
  /** Secret: the cards still in the spellbook. */
  readonly spellbook: readonly CardInstance[];
  /** RD-9 secret: the (up to 2) spells prepared this round, until cast. */
  readonly prepared: readonly CardInstance[];
  /** SP-6 public: spent spells and destroyed objects this seat owns. */
  readonly discard: readonly CardInstance[];
  /** RD-19: one quickcast action per round. */
  readonly quickcastReady: boolean;
  readonly planned: boolean;
  /** RD-10 / RD-12: one spell per familiar or spawnpoint; the assignment is public, the spell secret. */
  readonly assigned?: readonly { readonly objectId: string; readonly card: CardInstance }[];
}

/** A condition marker (§11.1), tagged for RD-27 (markers from a barrier or counterstrike skip this phase's end). */
export interface ConditionMarker {
  readonly condition: ConditionId;
  readonly source: 'attack' | 'barrier' | 'counterstrike' | 'spell' | 'other';
  /** The activation sequence number during which it was placed (RD-27), or null. */
  readonly duringActivation: number | null;
}

export interface EquipmentPiece {
  readonly instanceId: string;
  readonly cardId: string;
  readonly slots: readonly string[];
  /** EQ-8: the spell bound to it (face down until first cast, EQ-9), or null. */
  readonly bound?: CardInstance | null;
  /** Whose spell is bound (its identity is theirs to see until revealed). */
  readonly boundBy?: SeatId;
  readonly boundRevealed?: boolean;
  /** EQ-9: the round it was last cast in (at most once per round). */
  readonly boundCastRound?: number | null;
}

export type ObjectKind = 'mage' | 'creature' | 'conjuration' | 'wall';

export interface GameObject {
  readonly id: string;
  readonly cardId: string;
  readonly instanceId: string | null;
  readonly kind: ObjectKind;
  readonly owner: SeatId;
  readonly controller: SeatId;
  /** Creatures and zone conjurations; null for walls and object-attached conjurations. */
  readonly zone: Zone | null;
  /** ST-30: a wall sits on the border between two adjacent zones. */
  readonly border: readonly [Zone, Zone] | null;
  /** ST-26: a conjuration attached to an object (Stranglevine) moves with it and dies with it. */
  readonly attachedTo: string | null;
  readonly damage: number;
  /** §15 Rage +X: rage tokens (each Melee +1); absent = 0. */
  readonly rage?: number;
  /** Mana markers on a familiar, spawnpoint or conjuration (RD-4). */
  readonly manaMarkers: number;
  /** RD-22: creatures have an action marker; conjurations have none (null). */
  readonly actionReady: boolean | null;
  readonly guard: boolean;
  readonly conditions: readonly ConditionMarker[];
  readonly equipment: readonly EquipmentPiece[];
  /** DF-1: uses spent this round, per defense key (`<sourceId>#<index>`). */
  readonly defenseUses: Readonly<Record<string, number>>;
  /** CB-27: the round in which this object's damage barrier last hit each attacker. */
  readonly barrierHits: Readonly<Record<string, number>>;
  readonly destroyed: boolean;
  /** MG-BM-2 / MG-WL-2: the Mage's marker (Pet, Bloodreaper) on this creature. */
  readonly bond?: { readonly mageId: string; readonly marker: string };
  /** MG-WL-2: the round in which the bonded creature last gave its Mage the heal. */
  readonly bondRewardRound?: number;
  /** MG-WL-2 / MG-PR-1: permanent Life changes (a Life loss is not damage; Divine Reward is not healing). */
  readonly lifeChange?: number;
  /** MG-WL-1: the round in which the Mage last took a curse back into its spellbook. */
  readonly curseReturnRound?: number;
  /** MG-PR-1: the round in which the Mage last gained Life from its reward. */
  readonly rewardRound?: number;
  /** MG-BM-1: the round in which the Mage last cast a creature as a quick spell. */
  readonly quickSummonRound?: number;
  /** MG-WZ-2: the round in which each innate spell (by card id) was last cast. */
  readonly innateCastRound?: Readonly<Record<string, number>>;
  /** MG-WZ-1: the Mage's ward (Voltaric Shield) marker is active. */
  readonly wardActive?: boolean;
}

export interface Enchantment {
  /** Opaque (`e-<castId>`): an instance id would tell which card of a fixed apprentice book it is. */
  readonly id: string;
  readonly instanceId: string;
  readonly cardId: string;
  readonly owner: SeatId;
  readonly controller: SeatId;
  readonly target: { readonly kind: 'object'; readonly id: string } | { readonly kind: 'zone'; readonly zone: Zone };
  readonly hidden: boolean;
  /** EN-17: the order of reveals (the last revealed wins a conflict). */
  readonly revealedSeq?: number;
}

export interface Activation {
  readonly seq: number;
  readonly objectId: string;
  readonly seat: SeatId;
  readonly moves: number;
  /** AC-11: it started its phase in a zone with an enemy that hinders it: one move only. */
  readonly startedHindered: boolean;
  /** AC-11: it entered a zone with a hindering enemy and must stop. */
  readonly stopped: boolean;
  readonly quickDone: boolean;
  readonly fullDone: boolean;
}

export type RoundPhase = 'upkeep' | 'planning' | 'deployment' | 'firstQuickcast' | 'actions' | 'finalQuickcast';

export interface RoundState {
  readonly round: number;
  readonly initiative: SeatId;
  readonly phase: RoundPhase;
  /** Seats still to decide in this phase, in order (upkeep, planning: any order; quickcast: initiative order). */
  readonly queue: readonly SeatId[];
  /** RD-15: the seat whose action phase is next. */
  readonly turn: SeatId;
  readonly activation: Activation | null;
  /** RD-20(b): the seat whose creature's action phase just ended may quickcast before the next activation. */
  readonly justActed: SeatId | null;
  readonly activations: number;
  /** Seats that passed since the last activation (RD-16 bookkeeping, public). */
  readonly passes: number;
  /** RD-8: the seats that chose to resolve Burn before Regenerate this Upkeep. */
  readonly burnFirst: readonly SeatId[];
}

/** An attack under way (§10.2), paused when a seat must decide (defense, counterstrike). */
export interface AttackState {
  readonly attackId: string;
  readonly attackerId: string;
  readonly bar: AttackBar;
  readonly kind: 'melee' | 'ranged' | 'barrier' | 'special';
  /** Defenders still to attack (zone attacks fan out, CB-52); the head is the current one. */
  readonly targets: readonly string[];
  readonly strike: number;
  readonly strikes: number;
  readonly succeeded: boolean;
  readonly dazeMissed: boolean;
  readonly isCounterstrike: boolean;
  readonly spellCastId: string | null;
  /** CB-35: it was the attacker's action in its own action phase. */
  readonly endsActionPhase: boolean;
  /** Whether the counterstrike decision has been made (CB-31: one per attack action). */
  readonly counterstrikeDone: boolean;
  readonly awaiting: { readonly stage: 'avoid' | 'counterstrike'; readonly seat: SeatId; readonly targetId: string } | null;
  /** The attack this one answers (a counterstrike resumes its parent's step 8). */
  readonly parent: AttackState | null;
}

/** A spell in its counter window (SP-4): the opponent holds a mandatory counter enchantment and must decide. */
export interface SpellState {
  readonly castId: string;
  readonly seat: SeatId;
  readonly casterId: string;
  readonly instanceId: string;
  readonly cardId: string;
  readonly target: SpellTarget;
  readonly quickcast: boolean;
  /** EQ-9: cast from this equipment's bound spell (not from the prepared spells). */
  readonly boundTo: string | null;
  /** MG-PR-2 / MG-WZ-2: an innate spell of the Mage's ability card: never discarded. */
  readonly innate?: boolean;
  readonly choices: SpellChoices;
  readonly awaiting: { readonly seat: SeatId; readonly enchantmentId: string } | null;
}

/** Choices made when casting (SP-3: before paying): a teleport destination, a push direction, an equipment location. */
export interface SpellChoices {
  readonly to?: Zone;
  readonly direction?: Direction;
  readonly slot?: string;
  /** EQ-8: the spell from the spellbook to bind to equipment with Spellbind. */
  readonly bind?: string;
  /** ST-32: a second copy of the wall from the spellbook, on a border continuing the first. */
  readonly extend?: { readonly instanceId: string; readonly a: Zone; readonly b: Zone };
  /** MG-PR-2: the condition markers Restoration removes (one entry per marker). */
  readonly remove?: readonly ConditionId[];
  /** MG-BM-2 / MG-WL-2: the summoned creature takes the Mage's Pet / Bloodreaper marker as it enters. */
  readonly bond?: boolean;
}

export type SpellTarget =
  | { readonly kind: 'object'; readonly id: string }
  | { readonly kind: 'zone'; readonly zone: Zone }
  | { readonly kind: 'border'; readonly a: Zone; readonly b: Zone }
  | { readonly kind: 'enchantment'; readonly id: string };

/** EN-23..EN-25: traps sprung by an enemy entering their zone, waiting for their controller (pay or decline). */
export interface TrapState {
  readonly objectId: string;
  readonly seat: SeatId;
  readonly pending: readonly string[];
  /** The creature was moving in its own action phase: after the traps, its move finishes (Slow, second move). */
  readonly resumeMove: boolean;
}

export interface MatchResult {
  /** In a team game: the first seat of the winning team (MP-3); `winners` lists them all. */
  readonly winner: SeatId | null;
  readonly team?: string;
  readonly winners?: readonly SeatId[];
  readonly draw: boolean;
  readonly reason: string;
}

export interface GameState {
  readonly status: 'active' | 'ended';
  readonly encounterId: string;
  readonly mode: ArenaMode;
  readonly arena: ArenaSize;
  readonly seatOrder: readonly SeatId[];
  readonly seats: Readonly<Partial<Record<SeatId, SeatState>>>;
  readonly cards: Readonly<Record<string, CardDefinition>>;
  /** §17.1: card ids known only from a seat's secret book (absent: none). */
  readonly privateCards?: Readonly<Partial<Record<SeatId, readonly string[]>>>;
  readonly objects: Readonly<Record<string, GameObject>>;
  /** EN-5: attachment order is kept (new ones last). */
  readonly enchantments: readonly Enchantment[];
  readonly seed: string;
  readonly seedCommitment: string;
  readonly nonce: number;
  readonly options: MageWarsOptions;
  readonly round: RoundState;
  readonly attack: AttackState | null;
  readonly spell: SpellState | null;
  readonly trap?: TrapState | null;
  /** EN-17: how many enchantments have been revealed so far. */
  readonly reveals?: number;
  /** Counter for ids of objects, attacks and casts (deterministic, no clock). */
  readonly serial: number;
  readonly result: MatchResult | null;
  readonly createdAt: string;
  readonly endedAt: string | null;
}

export type EncounterState = { readonly status: 'empty' } | GameState;

export function isGame(state: EncounterState): state is GameState {
  return state.status !== 'empty';
}


/** MP-1 / MP-6: a seat whose Mage is destroyed is out of the game (multiplayer: the others play on). */
export function inPlay(state: GameState, seat: SeatId): boolean {
  const seatState = state.seats[seat];
  if (seatState === undefined) return false;
  const mage = state.objects[seatState.mageId];
  return mage !== undefined && !mage.destroyed;
}

/** MP-3 / MP-4: the same player, or team-mates (a team counts as one player). */
export function sameSide(state: GameState, a: SeatId, b: SeatId): boolean {
  if (a === b) return true;
  const ta = state.seats[a]?.team;
  return ta !== undefined && ta === state.seats[b]?.team;
}

/** The seat after `seat` in play order (two seats: the opponent; MP-1: to the left with more), skipping eliminated ones. */
export function nextSeat(state: GameState, seat: SeatId): SeatId {
  const order = state.seatOrder;
  const i = order.indexOf(seat);
  for (let k = 1; k <= order.length; k++) {
    const candidate = order[(i + k) % order.length];
    if (inPlay(state, candidate)) return candidate;
  }
  return order[(i + 1) % order.length];
}

/** Seats still in play, in order starting from `first` (RD-2: the initiative player first; MP-2: clockwise). */
export function seatsFrom(state: GameState, first: SeatId): SeatId[] {
  const i = Math.max(0, state.seatOrder.indexOf(first));
  return [...state.seatOrder.slice(i), ...state.seatOrder.slice(0, i)].filter((seat) => inPlay(state, seat));
}

export function liveObjects(state: GameState): GameObject[] {
  return Object.values(state.objects).filter((o) => !o.destroyed);
}

/** EN-16: the sprung traps the deciding seat answers now (its own; the next player's wait for their turn). */
export function trapsOfDecider(state: GameState): string[] {
  const t = state.trap;
  if (!t) return [];
  return t.pending.filter((id) => state.enchantments.find((e) => e.id === id)?.controller === t.seat);
}

export { seatOf } from '../core/seats';
