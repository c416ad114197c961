// malifaux-3e-gg3 per-viewer view and event redaction (rules/malifaux-3e-gg3.md §2.5; DESIGN.md "Hidden
// information"): SEC-1, SEC-2, SEC-3, FACT-2. Another seat's scheme choices and secret parameters, its Covert
// selection, an undeclared opponent crew and the seed are hidden from every way out until revealed or the end.
import type { Viewer, VisibleEvent } from '../core/decider';
import type { Gg3Event } from './events';
import type { Gg3Policies } from './policies';
import { nextCursePlacer } from './strategy-setup';
import { opponent, SEATS, vpOf, type FactRecord, type Gg3Marker, type Gg3Model, type Gg3State, type LedgerEntry, type SchemeSecret, type Seat } from './state';
import { hintsFor, type Gg3SchemeHint } from './eligibility-hints';
import type { Polygon } from './geometry';
import { SCHEMES } from './tables';

export interface Gg3Step {
  readonly kind: string;
  /** Seats whose decision is due (empty: the organiser's). */
  readonly seats: readonly Seat[];
}

export interface Gg3SlotView {
  readonly slot: number;
  readonly commitment: string;
  readonly revealed: boolean;
  readonly scheme: string | null;
  readonly secret: SchemeSecret | null;
  readonly salt: string | null;
  readonly revealVp: boolean;
  readonly endVp: boolean;
}

export interface Gg3View {
  readonly ruleset: 'malifaux-3e-gg3';
  readonly encounterId: string;
  readonly status: 'active' | 'ended';
  readonly turn: number;
  readonly phase: string;
  readonly endStep: string | null;
  readonly initiative: Seat | null;
  readonly step: Gg3Step;
  readonly players: readonly { seat: Seat; name: string; vp: number }[];
  readonly policies: Gg3Policies;
  readonly deployment: string;
  readonly strategy: string;
  readonly schemePool: readonly number[];
  readonly generation: Gg3State['generation'];
  readonly seedCommitment: string;
  readonly seed: string | null;
  readonly attacker: Seat | null;
  readonly zones: readonly { seat: Seat; half: string; polygon: Polygon }[];
  readonly terrain: Gg3State['terrain'];
  readonly crews: readonly { seat: Seat; declared: boolean; models: readonly Gg3Model[] | null }[];
  readonly markers: readonly Gg3Marker[];
  readonly schemes: readonly { seat: Seat; chosen: boolean; slots: readonly Gg3SlotView[] }[];
  readonly covert: readonly { seat: Seat; committed: boolean; commitment: string | null; lineageIds: readonly string[] | null }[];
  readonly facts: readonly FactRecord[];
  readonly ledger: readonly LedgerEntry[];
  readonly result: Gg3State['result'];
  /** FACT-2: eligibility hints for the viewer's own open schemes; empty for every other viewer. */
  readonly hints: readonly Gg3SchemeHint[];
}

const sees = (v: Viewer, seat: Seat, s: Gg3State): boolean => s.status === 'ended' || v.role === 'auditor' || (v.role === 'seat' && v.seat === seat);

export function stepOf(s: Gg3State): Gg3Step {
  const missing = (f: (x: Seat) => boolean): Seat[] => SEATS.filter(f);
  if (s.status === 'ended') return { kind: 'ended', seats: [] };
  // IN-5 of the engine: the winner of the server's flip chooses.
  if (s.flip) return { kind: s.flip.purpose === 'attacker' ? 'attacker-choice' : 'initiative-choice', seats: [s.flip.winner] };
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a turn starts only once setup is complete (assertTurnMayStart) and nothing undoes it, so after Turn 0 every setup step below is already done
  if (s.phase === 'SETUP' && s.turn === 0) {
    if (!s.crewsRevealed) return { kind: 'declare-crews', seats: missing((x) => s.crews[x] === undefined) };
    if (missing((x) => s.schemes[x] === undefined).length > 0) return { kind: 'choose-schemes', seats: missing((x) => s.schemes[x] === undefined) };
    if (s.attacker === null) return { kind: 'determine-attacker', seats: [] };
    if (s.centerlineOrientation === null) return { kind: 'deployment-zones', seats: [opponent(s.attacker)] };
    if (s.strategy === 'gg3.carve-a-path' && s.strategyMarkersPlaced < 4) return { kind: 'strategy-markers', seats: [s.strategyMarkersPlaced % 2 === 0 ? opponent(s.attacker) : s.attacker] };
    if (!s.deployed) return { kind: 'deploy', seats: [] };
    if (s.strategy === 'gg3.cursed-objects' && s.pregameInitiative === null) return { kind: 'pregame-initiative', seats: [] };
    if (s.strategy === 'gg3.cursed-objects' && !s.curseSetupDone)
      return {
        kind: 'curse-placement',
        seats: [nextCursePlacer(s)].filter(
          // Stryker disable next-line ConditionalExpression: decide ends the placements (CurseSetupEnded) in the command after which nobody can place, so the placer is never null here
          (x): x is Seat => x !== null,
        ),
      };
  }
  if (s.phase === 'SETUP') return { kind: 'start-turn', seats: [] };
  if (s.phase === 'START') return { kind: s.strategy === 'gg3.covert-operation' && s.turn >= 2 ? 'covert-selection' : 'start-activations', seats: missing((x) => s.strategy === 'gg3.covert-operation' && s.turn >= 2 && s.covert[x] === undefined) };
  if (s.phase === 'ACTIVATION') {
    if (s.pendingCurse) return { kind: s.pendingCurse.discarded ? 'curse-redistribution' : 'curse-discard', seats: [s.pendingCurse.discarded ? s.models[s.pendingCurse.victim]!.crew : opponent(s.models[s.pendingCurse.victim]!.crew)] };
    return { kind: 'activations', seats: [...SEATS] };
  }
  if (s.endStep === 'COVERT') return { kind: 'covert-reveal', seats: missing((x) => !s.covert[x]?.revealed) };
  if (s.endStep === 'STRATEGY') return { kind: 'strategy-facts', seats: missing((x) => s.strategyFacts[x] === undefined) };
  return { kind: s.phase === 'GAME_END' ? 'end-claims' : 'reveal-claims', seats: s.claimant ? [s.claimant] : [] };
}

export function view(s: Gg3State, v: Viewer): Gg3View {
  const ended = s.status === 'ended';
  return {
    ruleset: 'malifaux-3e-gg3', encounterId: s.encounterId, status: ended ? 'ended' : 'active', turn: s.turn, phase: s.phase, endStep: s.endStep, initiative: s.initiative,
    step: stepOf(s), players: s.players.map((p) => ({ ...p, vp: vpOf(s, p.seat) })), policies: s.policies, deployment: s.deployment, strategy: s.strategy,
    schemePool: s.schemePool, generation: s.generation, seedCommitment: s.seedCommitment, seed: ended ? s.seed : null, attacker: s.attacker,
    zones: SEATS.filter((x) => s.zones[x]).map((x) => ({ seat: x, half: s.halves[x]!, polygon: s.zones[x]! })), terrain: s.terrain,
    // §10.3: crews are hired secretly and revealed together.
    crews: SEATS.map((x) => ({ seat: x, declared: s.crews[x] !== undefined, models: s.crews[x] && (s.crewsRevealed || sees(v, x, s)) ? s.crews[x]!.map((id) => s.models[id]!) : null })),
    markers: s.markers,
    schemes: SEATS.map((x) => ({
      seat: x,
      chosen: s.schemes[x] !== undefined,
      slots: (s.schemes[x] ?? []).map((sl) => {
        const open = sl.revealed || sees(v, x, s);
        return { slot: sl.slot, commitment: sl.commitment, revealed: sl.revealed, scheme: open && sl.payload ? SCHEMES[sl.payload.no] : null, secret: open ? sl.payload : null, salt: open ? sl.salt : null, revealVp: sl.revealVp, endVp: sl.endVp };
      }),
    })),
    // SEC-3 / CV-4: a selection is shown to the other seat only once both have revealed (simultaneous reveal).
    covert: SEATS.map((x) => {
      const c = s.covert[x];
      const open = sees(v, x, s) || (c?.revealed === true && s.endStep !== 'COVERT');
      return { seat: x, committed: c !== undefined, commitment: c?.commitment ?? null, lineageIds: c && open ? c.lineageIds : null };
    }),
    facts: s.facts, ledger: s.ledger, result: s.result,
    // FACT-2: hints MAY be shown only to the owner: a seat's own view, never the opponent's, the organiser's or an auditor's.
    hints: v.role === 'seat' && (v.seat === 'A' || v.seat === 'B') ? hintsFor(s, v.seat) : [],
  };
}

/** Every event as `viewer` may see it, given the stream now (DESIGN.md: the log goes through the same rules). */
export function redactEvent(e: Gg3Event, v: Viewer, now: Gg3State): VisibleEvent {
  const ended = now.status === 'ended' || v.role === 'auditor';
  const mine = (seat: Seat): boolean => ended || (v.role === 'seat' && v.seat === seat);
  switch (e.type) {
    case 'EncounterCreated':
      return ended ? { type: e.type, data: e.data, redacted: false } : { type: e.type, data: { ...e.data, seed: null }, redacted: true };
    case 'CrewDeclared':
      return mine(e.data.seat) || now.crewsRevealed ? { type: e.type, data: e.data, redacted: false } : { type: e.type, data: { seat: e.data.seat, models: null }, redacted: true };
    case 'SchemesCommitted': {
      // SEC-1: the commitments are public; each payload and salt only once its own scheme is revealed.
      if (mine(e.data.seat)) return { type: e.type, data: e.data, redacted: false };
      const slots = now.schemes[e.data.seat] ?? [];
      // Stryker disable next-line OptionalChaining: `now` is the stream's head, which has folded this event, so the seat has a slot per payload
      const payloads = e.data.secret.payloads.map((p, i) => (slots[i]?.revealed ? p : null));
      // Stryker disable next-line OptionalChaining: as above, a slot per salt
      const salts = e.data.secret.salts.map((p, i) => (slots[i]?.revealed ? p : null));
      return { type: e.type, data: { seat: e.data.seat, commitments: e.data.commitments, valid: e.data.valid, secret: { payloads, salts } }, redacted: payloads.some((p) => p === null) };
    }
    case 'CovertSelectionCommitted': {
      if (mine(e.data.seat)) return { type: e.type, data: e.data, redacted: false };
      return { type: e.type, data: { seat: e.data.seat, turn: e.data.turn, commitment: e.data.commitment, secret: null }, redacted: true };
    }
    case 'CovertSelectionRevealed': {
      // CV-4 [DESIGN] simultaneous: the first reveal stays hidden from the other seat until it has revealed too.
      const bothRevealed =
        now.turn > e.data.turn ||
        // Stryker disable next-line ConditionalExpression: endStep is COVERT only in the End Phase (evolve); after GameEnded `mine` already shows everything
        now.phase !== 'END' ||
        now.endStep !== 'COVERT';
      if (mine(e.data.seat) || bothRevealed) return { type: e.type, data: e.data, redacted: false };
      return { type: e.type, data: { seat: e.data.seat, turn: e.data.turn, lineageIds: null, salt: null, placement: null, factId: null }, redacted: true };
    }
    // Stryker disable next-line ConditionalExpression: GameEnded hides nothing, so without its case it reads the same through the default
    case 'GameEnded':
      return { type: e.type, data: e.data, redacted: false };
    default:
      return { type: e.type, data: e.data, redacted: false };
  }
}
