// malifaux-3e-gg3 §2, §3.3, §7 the encounter state (rules/malifaux-3e-gg3.md): MD-1, MK-1, MK-2, SD-3
// One GG3 encounter: the generated encounter, the crews (by lineage, MD-1), markers and tokens, the secret choices
// (hidden in `view`), the facts ledger and the VP ledger. Folded by evolve.ts; never mutated in place.
import type { SeatId } from '../core/decider';
import type { Half, Polygon } from './geometry';
import type { Gg3Policies } from './policies';
import type { Deployment, Gg3Strategy, SchemeNo, Station } from './tables';

export type Seat = Extract<SeatId, 'A' | 'B'>;
export const opponent = (s: Seat): Seat => (s === 'A' ? 'B' : 'A');

export type ModelStatus = 'in-play' | 'buried' | 'killed' | 'removed';
export type Origin = 'hired' | 'summoned';

/** SD-3: Leader is a role, Master/Henchman are stations; both are kept. MD-1: keyed by lineage, not model instance. */
export interface Gg3Model {
  readonly lineageId: string;
  readonly modelId: string;
  readonly name: string;
  /** The crew list it was hired on (or the summoner's crew). */
  readonly crew: Seat;
  readonly controller: Seat;
  readonly station: Station;
  /** Printed Cost; null is `–` (OQ-13: +infinity in comparisons). */
  readonly cost: number | null;
  /** The cost of the model originally in this lineage (the one a secret choice named). */
  readonly originalCost: number | null;
  readonly isLeader: boolean;
  readonly isTotem: boolean;
  readonly insignificant: boolean;
  readonly maxHealth: number;
  readonly health: number;
  readonly origin: Origin;
  readonly hasSummonUpgrade: boolean;
  readonly status: ModelStatus;
  readonly curse: number;
  readonly claim: number;
  /** MD-1: true once any replacement in the lineage cost strictly more than the original. */
  readonly replacedByHigherCost: boolean;
}

/** MK-1: a marker; positions are GEO-1 inches. MK-2: Claim tokens on markers keep their crew. */
export interface Gg3Marker {
  readonly id: string;
  readonly type: string;
  readonly owner: Seat | null;
  readonly x: number;
  readonly y: number;
  readonly traits: readonly string[];
  readonly claims: Readonly<Record<Seat, number>>;
}

export interface Terrain {
  readonly terrainId: string;
  readonly label: string;
  readonly footprint: Polygon;
}

/** A scheme slot; `payload` and `salt` are the secret (SEC-1), removed by `view` for everyone else until revealed. */
export interface SchemeSlot {
  readonly slot: 0 | 1;
  readonly commitment: string;
  readonly payload: SchemeSecret | null;
  readonly salt: string | null;
  readonly revealed: boolean;
  readonly revealVp: boolean;
  readonly endVp: boolean;
}

/** §7 secret scheme parameters (lineage ids, terrain ids, a marker type). */
export type SchemeSecret =
  | { readonly no: 1 | 3 | 4 | 8 | 11 | 12 }
  | { readonly no: 2; readonly friendly: string; readonly enemy: string }
  | { readonly no: 5; readonly terrainId: string }
  | { readonly no: 6; readonly models: readonly [string, string] }
  | { readonly no: 7; readonly minion: string }
  | { readonly no: 9; readonly markerType: string }
  | { readonly no: 10; readonly models: readonly string[] }
  | { readonly no: 13; readonly friendly: string; readonly enemy: string; readonly terrainId: string };

export interface CovertPlacement {
  readonly model: string;
  readonly marker: string;
  readonly notEngaged: boolean;
  readonly within2: boolean;
}

export interface CovertSelection {
  readonly commitment: string;
  readonly lineageIds: readonly string[] | null;
  readonly salt: string | null;
  readonly revealed: boolean;
  /** CV-4: the placement announced with the reveal, applied once both seats have revealed (simultaneous). */
  readonly placement: CovertPlacement | null;
  readonly factId: string | null;
}

export interface KillRecord {
  readonly victim: string;
  readonly victimCrew: Seat;
  readonly killer: string | null;
  readonly killerController: Seat | null;
  readonly leadersWithin3: readonly string[];
  readonly wasBuried: boolean;
  readonly turn: number;
  readonly factId: string;
  /** Cost of the victim's current model at death (In Your Face: Cost 8 or more). */
  readonly cost: number | null;
  readonly victimWasLeader: boolean;
  /** FACT-1 unwinding: the victim's Health and Curse tokens just before the kill, and where its tokens went (CO-6). */
  readonly healthBefore: number;
  readonly curseBefore: number;
  readonly curseTo: readonly string[];
}

export interface DamageRecord {
  readonly factId: string;
  readonly source: string;
  readonly target: string;
  readonly amount: number;
  readonly activationId: string;
  readonly turn: number;
}

export type FactStatus = 'asserted' | 'confirmed' | 'disputed' | 'upheld' | 'overruled';

/** FACT-1: a declared fact, asserted by one seat, answered by the other, a dispute ruled by the organiser. */
export interface FactRecord {
  readonly factId: string;
  readonly assertedBy: Seat;
  readonly kind: string;
  readonly fact: Readonly<Record<string, unknown>>;
  readonly turn: number;
  readonly status: FactStatus;
}

export interface LedgerEntry {
  readonly awardId: string;
  readonly seat: Seat;
  readonly source: 'STRATEGY' | 'SCHEME';
  readonly scheme: SchemeNo | null;
  readonly part: 'strategy' | 'reveal' | 'end';
  readonly vp: number;
  readonly turn: number;
  readonly reason: string;
  readonly factIds: readonly string[];
  readonly removedMarkers: readonly string[];
  /** Stream version of the event that awarded it. */
  readonly version: number;
  readonly revoked: boolean;
}

export type Phase = 'SETUP' | 'START' | 'ACTIVATION' | 'END' | 'GAME_END' | 'ENDED';
/** §6 CP-END steps. */
export type EndStep = 'COVERT' | 'STRATEGY' | 'CLAIMS';

export interface Generation {
  readonly method: 'server-rng' | 'physical-flip' | 'to-assigned';
  readonly flips: readonly { readonly purpose: 'deployment' | 'strategy' | 'scheme'; readonly card: string }[];
}

export interface Gg3State {
  readonly status: 'none' | 'active' | 'ended';
  /** Number of events folded: the stream version of the last one (a ledger entry names its event by it). */
  readonly version: number;
  readonly encounterId: string;
  readonly seedCommitment: string;
  readonly seed: string;
  readonly createdAt: string;
  readonly endedAt: string | null;
  readonly players: readonly { readonly seat: Seat; readonly name: string }[];
  readonly policies: Gg3Policies;
  readonly deployment: Deployment;
  readonly strategy: Gg3Strategy;
  readonly schemePool: readonly SchemeNo[];
  readonly generation: Generation;
  readonly terrain: readonly Terrain[];
  readonly crews: Partial<Record<Seat, readonly string[]>>;
  readonly crewsRevealed: boolean;
  readonly models: Readonly<Record<string, Gg3Model>>;
  readonly attacker: Seat | null;
  /** Which half holds each crew's DZ (GEO-1 own half), and the DZ polygons (GEO-5). */
  readonly halves: Partial<Record<Seat, Half>>;
  readonly zones: Partial<Record<Seat, Polygon>>;
  readonly centerlineOrientation: 'x-axis' | null;
  readonly markers: readonly Gg3Marker[];
  readonly strategyMarkersPlaced: number;
  readonly deployed: boolean;
  readonly pregameInitiative: Seat | null;
  readonly curseSetup: Readonly<Record<Seat, number>>;
  readonly curseSetupDone: boolean;
  readonly schemes: Partial<Record<Seat, readonly SchemeSlot[]>>;
  readonly turn: number;
  readonly phase: Phase;
  readonly initiative: Seat | null;
  /** Policy `initiative` server-flip: the next PRNG nonce (generation used 0; each flip takes two, one per seat). */
  readonly nextNonce: number;
  /** A server flip whose winner has yet to choose (IN-5 of the Malifaux engine). */
  readonly flip: { readonly purpose: 'attacker' | 'initiative'; readonly turn: number; readonly winner: Seat } | null;
  readonly covert: Partial<Record<Seat, CovertSelection>>;
  readonly endStep: EndStep | null;
  readonly strategyFacts: Partial<Record<Seat, { readonly factId: string; readonly near: Readonly<Record<string, readonly string[]>> }>>;
  readonly claimant: Seat | null;
  readonly claimsDone: readonly Seat[];
  /** CP-ACT: the activation that just ended (Vendetta's Reveal checkpoint), until another begins or the turn ends. */
  readonly activationEnded: { readonly lineageId: string; readonly activationId: string } | null;
  /** CO-4: the model just summoned, which the opposing player may curse once. */
  readonly summonCurseOpen: string | null;
  /** CO-6: a killed model's Curse tokens; `discarded` = the opponent's discard has been decided (either way). */
  readonly pendingCurse: { readonly victim: string; readonly tokens: number; readonly discarded: boolean } | null;
  readonly kills: readonly KillRecord[];
  readonly damage: readonly DamageRecord[];
  /** CO-6 discards; `killFactId` names the kill that opened it (an overruled kill takes its discard back). */
  readonly discards: readonly { readonly byCrew: Seat; readonly fromModel: string; readonly turn: number; readonly killFactId: string | null }[];
  readonly facts: readonly FactRecord[];
  readonly ledger: readonly LedgerEntry[];
  readonly result: { readonly vp: Readonly<Record<Seat, number>>; readonly winner: Seat | null } | null;
}

export const SEATS: readonly Seat[] = ['A', 'B'];

export const vpOf = (s: Gg3State, seat: Seat, source?: 'STRATEGY' | 'SCHEME'): number =>
  s.ledger.filter((e) => e.seat === seat && !e.revoked && (source === undefined || e.source === source)).reduce((n, e) => n + e.vp, 0);

export const crewModels = (s: Gg3State, seat: Seat): Gg3Model[] =>
  // Stryker disable next-line ArrayDeclaration,MethodExpression: CrewDeclared and ModelSummoned (evolve.ts) add every crew id with its model and no model is ever deleted, so the filter only narrows the type (an undeclared crew's placeholder id would be dropped by it)
  (s.crews[seat] ?? [])
    .map((id) => s.models[id])
    // Stryker disable next-line ConditionalExpression: as above, no crew id names a missing model
    .filter((m): m is Gg3Model => m !== undefined);
