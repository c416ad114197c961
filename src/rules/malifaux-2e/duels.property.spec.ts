// malifaux-2e §1, §3, §4, §5, §12 duels on the seats' real decks, property-based (rules/malifaux-2e.md FD-1, SS-2, DM-1,
// HL-1, §4.5; seed 002_0afdbbe5c7b94945.txt lines 357-426, 482-796, 798-822, 1321-1388): random encounters mixing deck
// commands with random duels, damage and healing flips; mostly the decision that is due, sometimes a wrong one.
// authorize first (refused: skipped), then decide (RuleViolation: an expected refusal; anything else thrown is a bug).
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import type { Actor, SeatId, Viewer } from '../core/decider';
import { fold } from '../core/decider';
import { RuleViolation } from '../core/rule-violation';
import { history } from '../core/testing/given';
import { FATE_DECK, SUITS, isBlackJoker, isCardId, isRedJoker, parseCard, type CardId, type Suit } from '../malifaux/cards';
import type { CreateEncounter, EncounterCommand } from './commands';
import type { DuelCommand, DuelParticipant, StartDamage, StartDuel, StartHealing } from './duel/duel-commands';
import type { DuelState, SideState } from './duel/duel-state';
import { sideTotal } from './duel/duel-state';
import { dueStep, type DueStep, type StepName } from './duel/duel-steps';
import { containsSuits } from '../malifaux/duel/duel-total';
import type { TriggerDef } from './duel/triggers';
import type { EncounterEvent } from './events';
import { malifaux2e } from './index';
import { isGame, type EncounterState, type GameState } from './state';
import { fateArb, startDamageArb, startDuelArb, startHealingArb } from './testing/arbitraries';
import { deepFreeze } from '../core/testing/helpers';

const SEATS: readonly SeatId[] = ['A', 'B'];
const SORTED_DECK = [...FATE_DECK].sort();
const seatActor = (seat: SeatId): Actor => ({ role: 'seat', seat });
const otherSeat = (seat: SeatId): SeatId => (seat === 'A' ? 'B' : 'A');

// ---------------------------------------------------------------------------------------------------------------------
// Intents: what the generator draws, turned into a concrete command against the state it meets.
type Target = SeatId | null;
type DeckIntent =
  | { kind: 'shuffle'; seat: SeatId; fresh: boolean }
  | { kind: 'cut'; seat: Target; index: number }
  | { kind: 'decline'; seat: Target }
  | { kind: 'draw'; seat: SeatId; count: number }
  | { kind: 'discard'; seat: SeatId; picks: number[] }
  | { kind: 'flip'; seat: SeatId; count: number }
  | { kind: 'begin'; first: SeatId }
  | { kind: 'refill'; picks: number[]; useSoulstone: boolean }
  | { kind: 'trim' };
type Variant = 'right' | 'wrongSeat' | 'outOfOrder' | 'notInHand';
type DuelIntent =
  | { kind: 'start'; command: StartDuel }
  | { kind: 'damage'; command: StartDamage }
  | { kind: 'heal'; command: StartHealing }
  | { kind: 'fromDuel'; fate: { bonus: number; penalty: number }[]; steppedDown: boolean }
  | { kind: 'due'; variant: Variant; picks: [number, number, number] };
/** `noise` 0 or 1 (one time in ten): the command is sent by the wrong seat, and access must refuse it. */
type Intent = (DeckIntent | DuelIntent) & { noise: number };

const seatArb = fc.constantFrom<SeatId>('A', 'B');
const targetArb = fc.constantFrom<Target>('A', 'B', null, null, null);
const picksArb = fc.array(fc.nat(60), { maxLength: 4 });
const intentArb: fc.Arbitrary<Intent> = fc
  .tuple(
    fc.oneof(
      { weight: 3, arbitrary: fc.record({ kind: fc.constant('shuffle' as const), seat: seatArb, fresh: fc.boolean() }) },
      { weight: 6, arbitrary: fc.record({ kind: fc.constant('cut' as const), seat: targetArb, index: fc.integer({ min: 1, max: 53 }) }) },
      { weight: 6, arbitrary: fc.record({ kind: fc.constant('decline' as const), seat: targetArb }) },
      {
        weight: 10,
        arbitrary: fc.record({ kind: fc.constant('draw' as const), seat: seatArb, count: fc.oneof({ weight: 12, arbitrary: fc.integer({ min: 1, max: 4 }) }, { weight: 1, arbitrary: fc.integer({ min: 10, max: 60 }) }) }),
      },
      { weight: 4, arbitrary: fc.record({ kind: fc.constant('discard' as const), seat: seatArb, picks: picksArb }) },
      { weight: 3, arbitrary: fc.record({ kind: fc.constant('flip' as const), seat: seatArb, count: fc.integer({ min: 1, max: 4 }) }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('begin' as const), first: seatArb }) },
      { weight: 4, arbitrary: fc.record({ kind: fc.constant('refill' as const), picks: picksArb, useSoulstone: fc.boolean() }) },
      { weight: 4, arbitrary: fc.constant({ kind: 'trim' as const }) },
      { weight: 20, arbitrary: fc.record({ kind: fc.constant('start' as const), command: startDuelArb }) },
      { weight: 6, arbitrary: fc.record({ kind: fc.constant('damage' as const), command: startDamageArb }) },
      { weight: 3, arbitrary: fc.record({ kind: fc.constant('heal' as const), command: startHealingArb }) },
      { weight: 3, arbitrary: fc.record({ kind: fc.constant('fromDuel' as const), fate: fc.array(fateArb, { maxLength: 1 }), steppedDown: fc.boolean() }) },
      {
        weight: 50,
        arbitrary: fc.record({
          kind: fc.constant('due' as const),
          variant: fc.constantFrom<Variant>(...(Array(16).fill('right') as Variant[]), 'wrongSeat', 'outOfOrder', 'notInHand'),
          picks: fc.tuple(fc.nat(999), fc.nat(999), fc.nat(999)),
        }),
      },
    ),
    fc.nat(19),
  )
  .map(([intent, noise]) => ({ ...intent, noise }));

const setupArb = fc.record({
  seed: fc.uint8Array({ minLength: 16, maxLength: 16 }).map((b) => Buffer.from(b).toString('hex')),
  soulstones: fc.tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 })),
  handSizes: fc.tuple(fc.integer({ min: 3, max: 8 }), fc.integer({ min: 3, max: 8 })),
  autoDeclineCuts: fc.boolean(),
});

/** A command, and the seat that should send it (null: any seat, or nobody can tell). */
interface Built {
  readonly command: EncounterCommand;
  readonly rightSeat: SeatId | null;
  /** A cheat with a card that is certainly not in the hand: it must be refused. */
  readonly mustRefuse: boolean;
}

const duelCmd = (seat: SeatId, command: DuelCommand): EncounterCommand => ({ type: 'DuelDecision', actor: seatActor(seat), data: { command } });
const at = <T>(xs: readonly T[], n: number): T => xs[n % xs.length];

function resolveTarget(seat: Target, wanted: (s: SeatId) => boolean): SeatId {
  return seat ?? SEATS.find(wanted) ?? 'A';
}

function deckCommand(state: GameState, intent: DeckIntent): Built {
  const seats = state.seats;
  const pickFrom = (hand: readonly CardId[], picks: number[]): CardId[] => (hand.length === 0 ? [] : [...new Set(picks.map((p) => at(hand, p)))]);
  const build = (command: EncounterCommand, rightSeat: SeatId | null): Built => ({ command, rightSeat, mustRefuse: false });
  switch (intent.kind) {
    case 'shuffle':
      return build({ type: 'ShuffleDeck', actor: seatActor(intent.seat), data: { seat: intent.seat, fresh: intent.fresh } }, intent.seat);
    case 'cut':
    case 'decline': {
      const seat = resolveTarget(intent.seat, (s) => seats[s]?.pendingCutBy != null);
      const cutter = seats[seat]?.pendingCutBy ?? otherSeat(seat);
      const deckSize = seats[seat]?.deck.length ?? 0;
      return intent.kind === 'cut'
        ? build({ type: 'CutDeck', actor: seatActor(cutter), data: { seat, index: deckSize > 1 ? 1 + (intent.index % (deckSize - 1)) : 1 } }, cutter)
        : build({ type: 'DeclineCut', actor: seatActor(cutter), data: { seat } }, cutter);
    }
    case 'draw':
      return build({ type: 'DrawCards', actor: seatActor(intent.seat), data: { seat: intent.seat, count: intent.count } }, intent.seat);
    case 'discard': {
      const cards = pickFrom(seats[intent.seat]?.hand ?? [], intent.picks);
      return build({ type: 'DiscardCards', actor: seatActor(intent.seat), data: { seat: intent.seat, cards: cards.length ? cards : ['RJ'] } }, intent.seat);
    }
    case 'flip':
      return build({ type: 'FlipCards', actor: seatActor(intent.seat), data: { seat: intent.seat, count: intent.count, flipId: 'p' } }, intent.seat);
    case 'begin':
      return build({ type: 'BeginDrawPhase', actor: { role: 'organiser' }, data: { firstPlayer: intent.first } }, null);
    case 'refill': {
      const phase = state.drawPhase;
      const seat = phase?.order[phase.refilled.length] ?? 'A';
      const discard = pickFrom(seats[seat]?.hand ?? [], intent.picks);
      return build({ type: 'RefillHand', actor: seatActor(seat), data: { seat, discard, useSoulstone: intent.useSoulstone } }, seat);
    }
    case 'trim': {
      const seat = resolveTarget(null, (s) => (seats[s]?.hand.length ?? 0) > (seats[s]?.handSize ?? 0));
      const s = seats[seat];
      const excess = s ? Math.max(1, s.hand.length - s.handSize) : 1;
      return build({ type: 'DiscardCards', actor: seatActor(seat), data: { seat, cards: (s?.hand ?? []).slice(0, excess) } }, seat);
    }
  }
}

/** FM-4..FM-7, written here again so that the generator does not lean on the code under test. */
function legalCards(flipped: readonly CardId[], net: number): CardId[] {
  if (flipped.some(isBlackJoker)) return flipped.filter(isBlackJoker);
  if (net > 0 || flipped.length <= 1) return [...flipped];
  const min = Math.min(...flipped.map((c) => parseCard(c).value));
  return flipped.filter((c) => parseCard(c).value === min || isRedJoker(c));
}

/** TR-3: the Action's Triggers (not the Defender's) and the model's Stat Triggers for the stat it duels with. */
function triggersOf(state: Extract<DuelState, { status: 'DUELING' }>, side: SideState): TriggerDef[] {
  const action = side.role === 'DEFENDER' ? [] : (state.duel.action.triggers ?? []).filter((t) => t.stat === undefined);
  return [...action, ...(side.participant.statTriggers ?? []).filter((t) => t.stat === side.participant.stat.name)];
}

const DECISIONS = [
  'DeclareSoulstones',
  'Relent',
  'FlipDuelCards',
  'ChooseActiveCard',
  'NameRedJokerSuit',
  'CheatFate',
  'DeclineCheat',
  'DeclareTrigger',
  'PassTrigger',
  'FlipPrevention',
  'DeclinePrevention',
] as const;
type Decision = (typeof DECISIONS)[number];
const STEP_OF: Record<Decision, StepName> = {
  DeclareSoulstones: 'DECLARE_SOULSTONES',
  Relent: 'DECLARE_SOULSTONES',
  FlipDuelCards: 'FLIP',
  ChooseActiveCard: 'CHOOSE_ACTIVE_CARD',
  NameRedJokerSuit: 'NAME_RED_JOKER_SUIT',
  CheatFate: 'CHEAT',
  DeclineCheat: 'CHEAT',
  DeclareTrigger: 'DECLARE_TRIGGER',
  PassTrigger: 'DECLARE_TRIGGER',
  FlipPrevention: 'PREVENTION',
  DeclinePrevention: 'PREVENTION',
};
const isDecision = (t: string): t is Decision => (DECISIONS as readonly string[]).includes(t);

const suitOf = (n: number): Suit => (n % 40 === 39 ? ('SKULL' as Suit) : at(SUITS, n));

/** One decision of type `type` by `by`, with random but plausible parameters read from the state. */
function decision(state: GameState, type: Decision, by: SeatId, due: DueStep, [p0, p1, p2]: [number, number, number]): DuelCommand {
  const d = state.duel;
  const hand = state.seats[by]?.hand ?? [];
  switch (type) {
    case 'DeclareSoulstones': {
      const suits = p1 % 10 < 5 ? [] : p1 % 10 < 9 ? [suitOf(p2)] : [suitOf(p2), suitOf(p2 + 1)];
      return { type, data: { by, fateModifiers: [0, 0, 1, 1, 1, 1, 2][p0 % 7], suits } };
    }
    case 'Relent':
      return { type, data: { by, ...(p1 % 4 === 0 ? { damageFlipSoulstone: true } : {}) } };
    case 'FlipDuelCards':
      return { type, data: { by } };
    case 'ChooseActiveCard': {
      const side = d.status === 'DUELING' ? d.duel.sides.find((s) => s.role === due.role) : undefined;
      const flipped = (d.status === 'FLIPPING' ? d.flip.flipped : side?.flipped) ?? [];
      const net = (d.status === 'FLIPPING' ? d.flip.net : side?.net) ?? 0;
      const legal = legalCards(flipped, net);
      const card = p1 % 10 < 8 && legal.length > 0 ? at(legal, p0) : flipped.length > 0 ? at(flipped, p0) : at(FATE_DECK, p0);
      return { type, data: { by, card } };
    }
    case 'NameRedJokerSuit':
      return { type, data: { by, suit: suitOf(p0) } };
    case 'CheatFate': {
      const card = hand.length > 0 ? at(hand, p0) : 'RJ';
      const rj = isRedJoker(card) ? (p2 % 10 === 0 ? {} : { redJokerSuit: suitOf(p2) }) : p2 % 20 === 0 ? { redJokerSuit: at(SUITS, p2) } : {};
      return { type, data: { by, card, ...rj } };
    }
    case 'DeclineCheat':
      return { type, data: { by } };
    case 'DeclareTrigger': {
      const side = d.status === 'DUELING' ? d.duel.sides.find((s) => s.role === due.role) : undefined;
      const available = d.status === 'DUELING' && side ? triggersOf(d, side) : [];
      const eligible = d.status === 'DUELING' && side ? available.filter((t) => containsSuits(sideTotal(d.duel, side).suits, t.suits)) : [];
      const name = p1 % 10 < 8 && eligible.length > 0 ? at(eligible, p0).name : available.length > 0 && p1 % 10 === 8 ? at(available, p0).name : 'Nope';
      return { type, data: { by, trigger: name } };
    }
    case 'PassTrigger':
    case 'FlipPrevention':
    case 'DeclinePrevention':
      return { type, data: { by } };
  }
}

/** The decision `dueStep` says is due, with random parameters (a Defender attacked by a friend sometimes relents). */
function rightDecision(state: GameState, due: DueStep, picks: [number, number, number]): { type: Decision; by: SeatId } | null {
  const [p0, p1] = picks;
  const by = due.seats.length > 0 ? at(due.seats, p1) : null;
  if (by === null) return null;
  const friendly = state.duel.status === 'DUELING' && state.duel.duel.defenderFriendly && due.role === 'DEFENDER';
  switch (due.step) {
    case 'DECLARE_SOULSTONES':
      return { type: friendly && p0 % 3 === 0 ? 'Relent' : 'DeclareSoulstones', by };
    case 'FLIP':
      return { type: 'FlipDuelCards', by };
    case 'CHOOSE_ACTIVE_CARD':
      return { type: 'ChooseActiveCard', by };
    case 'NAME_RED_JOKER_SUIT':
      return { type: 'NameRedJokerSuit', by };
    case 'CHEAT':
      return { type: p0 % 20 < 9 ? 'DeclineCheat' : 'CheatFate', by };
    case 'DECLARE_TRIGGER':
      return { type: p0 % 10 < 7 ? 'DeclareTrigger' : 'PassTrigger', by };
    case 'PREVENTION':
      return { type: p0 % 10 < 6 ? 'FlipPrevention' : 'DeclinePrevention', by };
    default:
      return null;
  }
}

/** What a table does before the next duel decision: answer a pending cut (FD-13), finish the Draw Phase (DP-3, DP-5). */
function unblocking(state: GameState, [p0, , p2]: [number, number, number]): Built | null {
  if (SEATS.some((s) => state.seats[s]?.pendingCutBy != null)) return deckCommand(state, p2 % 3 === 0 ? { kind: 'cut', seat: null, index: p0 } : { kind: 'decline', seat: null });
  const phase = state.drawPhase;
  if (phase === null) return null;
  if (phase.refilled.length < phase.order.length) return deckCommand(state, { kind: 'refill', picks: p2 % 3 === 0 ? [p0] : [], useSoulstone: p0 % 4 === 0 });
  return deckCommand(state, { kind: 'trim' });
}

function duelCommand(state: GameState, intent: DuelIntent): Built {
  const build = (command: DuelCommand, rightSeat: SeatId | null, mustRefuse = false): Built => ({ command: duelCmd(rightSeat ?? 'A', command), rightSeat, mustRefuse });
  switch (intent.kind) {
    case 'start': {
      const d = intent.command.data;
      return build(intent.command, d.kind === 'SIMPLE' ? d.actor.seat : d.attacker.seat);
    }
    case 'damage':
      return build(intent.command, intent.command.data.dealer.seat);
    case 'heal':
      return build(intent.command, intent.command.data.healed.seat);
    case 'fromDuel': {
      const d = state.duel;
      const attacker = d.status !== 'IDLE' && d.duel ? d.duel.sides.find((s) => s.role === 'ATTACKER')?.participant.seat : undefined;
      return build({ type: 'StartDamageFromDuel', data: { fate: intent.fate, steppedDown: intent.steppedDown } }, attacker ?? null);
    }
    case 'due': {
      const unblock = intent.variant === 'right' ? unblocking(state, intent.picks) : null;
      if (unblock) return unblock;
      const due = dueStep(state.duel);
      const right = rightDecision(state, due, intent.picks);
      const [p0, p1, p2] = intent.picks;
      if (intent.variant === 'right' && right) return build(decision(state, right.type, right.by, due, intent.picks), right.by);
      // Nothing due after an Attack the Attacker won: its damage flip (DF-1, §12.3), mostly.
      const won = state.duel.status === 'DUEL_RESOLVED' && state.duel.outcome.winner === 'ATTACKER' && state.duel.duel.action.damage !== undefined;
      if (intent.variant === 'right' && won && p2 % 4 !== 0) return duelCommand(state, { kind: 'fromDuel', fate: [], steppedDown: false });
      if (intent.variant === 'wrongSeat' && right) {
        const by = otherSeat(right.by);
        return build(decision(state, right.type, by, due, intent.picks), by);
      }
      if (intent.variant === 'notInHand') {
        const by = right?.by ?? at(SEATS, p1);
        const hand = state.seats[by]?.hand ?? [];
        const card = at(
          FATE_DECK.filter((c) => !hand.includes(c)),
          p0,
        );
        return build({ type: 'CheatFate', data: { by, card, ...(isRedJoker(card) ? { redJokerSuit: at(SUITS, p2) } : {}) } }, by, true);
      }
      // Out of order: any decision other than the ones of the due step, by either seat.
      const wrong = DECISIONS.filter((t) => STEP_OF[t] !== due.step);
      const by = at(SEATS, p1);
      return build(decision(state, at(wrong, p0), by, due, intent.picks), by);
    }
  }
}

function toCommand(state: GameState, intent: Intent): Built {
  const built = intent.kind === 'start' || intent.kind === 'damage' || intent.kind === 'heal' || intent.kind === 'fromDuel' || intent.kind === 'due' ? duelCommand(state, intent) : deckCommand(state, intent);
  if (intent.noise > 1 || built.rightSeat === null) return built;
  // One time in ten: the same command sent by the other seat (access must refuse it).
  const actor = seatActor(built.rightSeat === 'A' ? 'B' : 'A');
  return { ...built, command: { ...built.command, actor } as EncounterCommand };
}

// ---------------------------------------------------------------------------------------------------------------------
// Checks.


const counters = new Map<string, number>();
const bump = (k: string, n = 1): void => void counters.set(k, (counters.get(k) ?? 0) + n);
const count = (k: string): number => counters.get(k) ?? 0;

const SEAT_SET = new Set(['A', 'B', 'C', 'D']);
const scopeOf = (o: Record<string, unknown>): string | undefined => {
  const seatOfField = (v: unknown): string | undefined => (typeof v === 'string' && SEAT_SET.has(v) ? v : undefined);
  const nested = (k: string): string | undefined => (o[k] && typeof o[k] === 'object' ? seatOfField((o[k] as Record<string, unknown>).seat) : undefined);
  return seatOfField(o.seat) ?? nested('participant') ?? nested('flipper');
};

/**
 * Every card id in `value`, with the seat whose deck it belongs to: the nearest enclosing object with a `seat` (or a
 * `participant.seat`, a `flipper.seat`; a prevention card is the target's). '*' when no seat encloses it.
 */
function scopedCards(value: unknown, scope: string, out: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (isCardId(value)) out.add(`${scope}|${value}`);
  } else if (Array.isArray(value)) {
    for (const v of value) scopedCards(v, scope, out);
  } else if (value !== null && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    const here = scopeOf(o) ?? scope;
    for (const [k, v] of Object.entries(o)) {
      const target = k === 'prevention' && o.target && typeof o.target === 'object' ? scopeOf(o.target as Record<string, unknown>) : undefined;
      scopedCards(v, target ?? here, out);
    }
  }
  return out;
}

/** The cards of each seat that have been face up at some point (flipped, cheated, played, discarded). */
function faceUpIn(e: EncounterEvent): { seat: SeatId; cards: readonly CardId[] }[] {
  switch (e.type) {
    case 'CardsFlipped':
    case 'CardsDiscarded':
      return [{ seat: e.data.seat, cards: e.data.cards }];
    case 'CardPlayed':
      return [{ seat: e.data.seat, cards: [e.data.card] }];
    case 'DuelCardsFlipped':
      return e.data.flips.map((f) => ({ seat: f.seat, cards: f.cards }));
    case 'FateCheated':
      return [{ seat: e.data.seat, cards: [e.data.card, e.data.replaced] }];
    case 'PreventionFlipped':
      return e.data.card === null ? [] : [{ seat: e.data.seat, cards: [e.data.card] }];
    default: {
      const moves = (e.data as { moves?: readonly { seat: SeatId; card: CardId; from: string }[] }).moves ?? [];
      return moves.filter((m) => m.from !== 'HAND').map((m) => ({ seat: m.seat, cards: [m.card] }));
    }
  }
}

/** Suits in events must be one of the four (FD-4, SS-D2, TR-1): a bogus suit from a client never gets in. */
function badSuits(value: unknown, key = ''): string[] {
  if (Array.isArray(value)) return /suits$/i.test(key) ? value.filter((s) => !SUITS.includes(s as Suit)).map(String) : value.flatMap((v) => badSuits(v));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => badSuits(v, k));
  if ((key === 'suit' || key === 'redJokerSuit') && value !== null && value !== undefined && !SUITS.includes(value as Suit)) return [String(value)];
  return [];
}

/** Cards the duel or flip in progress has put face up, per seat: only these may be in play. */
function cardsOfDuel(d: DuelState): Map<string, Set<CardId>> {
  const out = new Map<string, Set<CardId>>();
  const add = (seat: string, cards: readonly (CardId | null | undefined)[]): void => {
    const s = out.get(seat) ?? new Set<CardId>();
    for (const c of cards) if (c) s.add(c);
    out.set(seat, s);
  };
  if (d.status === 'DUELING')
    for (const s of d.duel.sides) add(s.participant.seat, [...(s.flipped ?? []), s.cheat.status === 'CHEATED' ? s.cheat.card : null]);
  if (d.status === 'FLIPPING') add(d.flip.flipper.seat, [...(d.flip.flipped ?? []), d.flip.cheat.status === 'CHEATED' ? d.flip.cheat.card : null]);
  return out;
}

interface Run {
  state: GameState;
  replayed: EncounterState;
  readonly log: EncounterEvent[];
  readonly faceUp: Record<SeatId, Set<CardId>>;
  /** Per viewer: every (seat|card) shown to that viewer by a redacted event so far. */
  readonly seen: Map<string, Set<string>>;
}

const VIEWERS: readonly [string, Viewer, readonly SeatId[]][] = [
  ['A', { role: 'seat', seat: 'A' }, ['B']],
  ['B', { role: 'seat', seat: 'B' }, ['A']],
  ['public', { role: 'public' }, ['A', 'B']],
];

/**
 * Cheap checks for the hot loop (jest's expect costs more than the rules under test): `same` compares with
 * isDeepStrictEqual and only hands a mismatch to toEqual (which also forgives `undefined` members lost in JSON);
 * `ok` fails with the rule and the facts.
 */
function same(label: string, actual: unknown, expected: unknown): void {
  if (!isDeepStrictEqual(actual, expected)) expect({ [label]: actual }).toEqual({ [label]: expected });
}
function ok(label: string, condition: boolean, facts: () => unknown): void {
  if (!condition) expect({ [label]: facts() }).toBe('to hold');
}

function checkAccepted(run: Run, before: GameState, command: EncounterCommand, produced: readonly EncounterEvent[]): void {
  const state = run.state;
  // §4.5: a decision is accepted only when it is the one due, from a seat that may take it; a duel or flip starts only
  // when none is in progress (DU-S1) and outside the Draw Phase.
  if (command.type === 'DuelDecision') {
    const c = command.data.command;
    if (isDecision(c.type)) {
      const due = dueStep(before.duel);
      const by = (c.data as { by: SeatId }).by;
      ok('§4.5 only the decision due, by its seat', STEP_OF[c.type] === due.step && due.seats.includes(by), () => ({ command: c, due }));
    } else {
      ok('malifaux-2e/DU-S1 one duel or flip at a time, none in the Draw Phase', !['DUELING', 'FLIPPING'].includes(before.duel.status) && before.drawPhase === null, () => ({ command: c, before: before.duel.status }));
    }
  }
  for (const seat of SEATS) {
    const s = state.seats[seat]!;
    // malifaux-2e/FD-1: each seat's 54 cards, each exactly once, wherever they are.
    const all = [...s.deck, ...s.hand, ...s.discard, ...s.inPlay].sort();
    if (all.length !== SORTED_DECK.length || all.some((c, i) => c !== SORTED_DECK[i])) expect({ 'malifaux-2e/FD-1': all }).toEqual({ 'malifaux-2e/FD-1': SORTED_DECK });
    // malifaux-2e/SS-2: the pool goes down only by what the events say was spent, and never below 0.
    let pool = before.seats[seat]!.soulstones;
    for (const e of produced) {
      const spent =
        (e.type === 'SoulstonesDeclared' || e.type === 'DefenderRelented' || e.type === 'PreventionFlipped') && e.data.seat === seat
          ? e.data.spent
          : e.type === 'SoulstonesSpent' && e.data.seat === seat
            ? e.data.amount
            : 0;
      ok('malifaux-2e/SS-2 spent from the pool it has', spent >= 0 && spent <= pool, () => ({ seat, pool, event: e }));
      pool -= spent;
      if ((e.type === 'SoulstonesDeclared' || e.type === 'PreventionFlipped') && e.data.seat === seat) same('malifaux-2e/SS-2 poolAfter', e.data.poolAfter, pool);
    }
    same(`malifaux-2e/SS-2 pool of ${seat}`, s.soulstones, pool);
    ok('malifaux-2e/SS-2 never below 0', s.soulstones >= 0, () => s.soulstones);
  }
  for (const e of produced) {
    const bad = badSuits(e.data);
    ok('malifaux-2e/FD-4 suits are RAM, CROW, TOME or MASK', bad.length === 0, () => ({ bad, event: e }));
    if (e.type === 'DamageResolved' || e.type === 'HealingResolved') {
      const max = state.duel.status === 'FLIP_RESOLVED' ? state.duel.flip.target.maxWounds : Number.NaN;
      // malifaux-2e/DM-1 / HL-1: never above the model's maximum; killed exactly at 0 or fewer Wounds.
      const d = e.data;
      const consistent =
        e.type === 'DamageResolved'
          ? e.data.killed === e.data.woundsAfter <= 0 && e.data.damage >= 0 && e.data.woundsAfter === e.data.woundsBefore - e.data.damage
          : e.data.healed >= 0 && e.data.lost >= 0 && e.data.woundsAfter === e.data.woundsBefore + e.data.healed;
      ok('malifaux-2e/DM-1 malifaux-2e/HL-1 Wounds', d.woundsAfter <= max && consistent, () => ({ max, event: e }));
    }
  }
  // Every card that entered play left it once the duel or flip is over; while it runs, only its own cards are in play.
  const over = ['IDLE', 'DUEL_RESOLVED', 'FLIP_RESOLVED'].includes(state.duel.status);
  const duelCards = cardsOfDuel(state.duel);
  for (const seat of SEATS) {
    const stray = state.seats[seat]!.inPlay.filter((c) => over || !duelCards.get(seat)?.has(c));
    ok('malifaux-2e/FD-9 cards in play belong to the open duel or flip', stray.length === 0, () => ({ seat, stray, duel: state.duel.status }));
  }
  // §4.5: automatic steps are taken at once: an open duel or flip always waits for a real decision of a seat at the table.
  if (state.duel.status === 'DUELING' || state.duel.status === 'FLIPPING') {
    const due = dueStep(state.duel);
    ok('§4.5 waits for a real decision', !['START', 'RESOLVE'].includes(due.step) && due.seats.length > 0 && due.seats.every((x) => SEATS.includes(x)), () => due);
  }
  // §4.5: after a duel decision, the step now due leaves a real choice on the table as it now stands (SS-D1/SS-2: a
  // model with Soulstones to spend; CF-2: a hand to cheat from; FM-4: more than one legal card; PV-1: a pool to pay).
  if (command.type === 'DuelDecision' && (state.duel.status === 'DUELING' || state.duel.status === 'FLIPPING')) {
    const d = state.duel;
    const due = dueStep(d);
    const seat = due.seats[0];
    const side = d.status === 'DUELING' ? d.duel.sides.find((x) => x.role === due.role) : undefined;
    const pool = state.seats[seat]?.soulstones ?? 0;
    const choice =
      due.step === 'DECLARE_SOULSTONES'
        ? (d.status === 'DUELING' && d.duel.defenderFriendly && due.role === 'DEFENDER') || (['MASTER', 'HENCHMAN'].includes(side?.participant.station ?? '') && pool >= 1)
        : due.step === 'CHEAT'
          ? (state.seats[seat]?.hand.length ?? 0) > 0
          : due.step === 'CHOOSE_ACTIVE_CARD'
            ? legalCards((d.status === 'FLIPPING' ? d.flip.flipped : side?.flipped) ?? [], (d.status === 'FLIPPING' ? d.flip.net : side?.net) ?? 0).length > 1
            : due.step === 'PREVENTION'
              ? d.status === 'FLIPPING' && ['MASTER', 'HENCHMAN'].includes(d.flip.target.station) && pool >= 1
              : true;
    ok('§4.5 a step without a real choice is skipped', choice, () => ({ due, pool, hand: state.seats[seat]?.hand.length, command: command.data.command.type }));
  }
  // Replay: the stored (JSON) events fold back to the very same state.
  run.replayed = fold(malifaux2e.evolve, run.replayed, JSON.parse(JSON.stringify(produced)) as EncounterEvent[]);
  same('replay', run.replayed, state);
  // Hidden information: no event and no view shows the other seat a card of this seat's hand that was never face up.
  for (const e of produced) for (const f of faceUpIn(e)) for (const c of f.cards) run.faceUp[f.seat].add(c);
  if (state.status !== 'active') return;
  for (const [name, viewer, others] of VIEWERS) {
    const seen = run.seen.get(name) ?? new Set<string>();
    run.seen.set(name, seen);
    for (const e of produced) scopedCards(malifaux2e.redactEvent(e, viewer, state).data, '*', seen);
    const inView = scopedCards(malifaux2e.view(state, viewer), '*', new Set());
    for (const seat of others) {
      const hidden = state.seats[seat]!.hand.filter((c) => !run.faceUp[seat].has(c));
      const leaked = hidden.filter((c) => seen.has(`${seat}|${c}`) || seen.has(`*|${c}`) || inView.has(`${seat}|${c}`) || inView.has(`*|${c}`));
      ok('hidden hand cards', leaked.length === 0, () => ({ viewer: name, seat, leaked }));
    }
  }
}

function countEvents(produced: readonly EncounterEvent[], command: EncounterCommand): void {
  for (const e of produced) {
    bump(`event:${e.type}`);
    if (e.type === 'DuelResolved') bump(`resolved:${e.data.kind}`);
    if (e.type === 'FateCheated') bump(`cheat:${e.data.stage}`);
    if (e.type === 'DamageResolved') bump(e.data.severity === null ? 'damage:fixed' : 'damage:flip');
    if (e.type === 'DamageResolved' && e.data.killed) bump('killed');
    if (e.type === 'FlipStarted' && e.data.fromDuel) bump('damage:fromDuel');
    if (e.type === 'SoulstonesDeclared' && e.data.spent > 0) bump('soulstones:spent');
    if (e.type === 'DeckShuffled' && command.type === 'DuelDecision') bump('reshuffle:in-duel');
    if (e.type === 'DuelCardsFlipped' && e.data.flips.some((f) => f.cards.length < f.requested)) bump('flip:short');
  }
}

type Setup = typeof setupArb extends fc.Arbitrary<infer S> ? S : never;

function play(s: Setup, intents: readonly Intent[]): void {
  const create: EncounterCommand = {
    type: 'CreateEncounter',
    actor: { role: 'organiser' },
    data: {
      encounterId: 'e1',
      players: [
        { name: 'Ann', soulstones: s.soulstones[0], handSize: s.handSizes[0] },
        { name: 'Bob', soulstones: s.soulstones[1], handSize: s.handSizes[1] },
      ],
      seed: s.seed,
      seedCommitment: 'x',
      now: '2026-01-01T00:00:00Z',
      options: { autoDeclineCuts: s.autoDeclineCuts },
    },
  };
  const log = malifaux2e.decide({ status: 'empty' }, create);
  const first = fold(malifaux2e.evolve, malifaux2e.initialState(), log);
  if (!isGame(first)) throw new Error('not created');
  const run: Run = { state: first, replayed: first, log, faceUp: { A: new Set(), B: new Set(), C: new Set(), D: new Set() }, seen: new Map() };
  for (const intent of intents) {
    const before = run.state;
    const { command, rightSeat, mustRefuse } = toCommand(before, intent);
    const refusedAccess = malifaux2e.authorize(before, command);
    // Access: a seat acts only for itself (DU-S2, DF-1, HL-2, FD-13).
    if (rightSeat !== null && command.actor.role === 'seat' && command.actor.seat !== rightSeat) ok('access: a seat acts only for itself', refusedAccess !== null, () => command);
    if (refusedAccess !== null) {
      bump('forbidden');
      continue;
    }
    const snapshot = JSON.stringify(before);
    let produced: EncounterEvent[];
    try {
      produced = malifaux2e.decide(deepFreeze(before), command);
    } catch (error) {
      if (!(error instanceof RuleViolation)) throw error;
      // A refusal leaves the state untouched (decide never mutates its input).
      ok('a refusal leaves the state untouched', JSON.stringify(before) === snapshot, () => command);
      // The refusal goes back to the actor: it names no hidden card of the other seat (STYLE.md "Errors").
      if (command.actor.role === 'seat') {
        const me = command.actor.seat;
        const other = otherSeat(me);
        const named = JSON.stringify(command);
        const known = new Set([...(before.seats[me]?.hand ?? []), ...run.faceUp[me]]);
        const message = error.message;
        const leaked = (before.seats[other]?.hand ?? []).filter((c) => !run.faceUp[other].has(c) && !known.has(c) && !named.includes(c) && message.includes(c));
        ok('hidden hand cards in a refusal', leaked.length === 0, () => ({ message, leaked }));
      }
      bump(`refused:${intent.kind === 'due' ? intent.variant : intent.kind}`);
      bump(`rule:${error.ruleId}`);
      continue;
    }
    ok('malifaux-2e/CF-1 a card not in hand is never cheated', !mustRefuse, () => command);
    bump(`accepted:${intent.kind === 'due' ? intent.variant : intent.kind}`);
    // decide is a pure function of the state and the command: the same answer twice.
    same('decide is deterministic', malifaux2e.decide(before, command), produced);
    const next = fold(malifaux2e.evolve, before, produced);
    if (!isGame(next)) throw new Error('lost the encounter');
    run.log.push(...produced);
    run.state = next;
    checkAccepted(run, before, command, produced);
    countEvents(produced, command);
  }
  // The whole stored log replays too.
  same('replay of the whole log', fold(malifaux2e.evolve, malifaux2e.initialState(), JSON.parse(JSON.stringify(run.log)) as EncounterEvent[]), run.state);
}

describe('malifaux-2e duels on the seats’ decks (property)', () => {
  it('malifaux-2e/FD-1 malifaux-2e/SS-2 malifaux-2e/DM-1 malifaux-2e/HL-1 cards, Soulstones and Wounds stay consistent, the log replays, no hand card leaks', () => {
    fc.assert(
      fc.property(setupArb, fc.array(intentArb, { minLength: 40, maxLength: 140, size: 'max' }), play),
      { numRuns: Number(process.env.DUEL_RUNS ?? 300), seed: Number(process.env.DUEL_SEED ?? 20260214), endOnFailure: process.env.DUEL_SEED !== undefined },
    );
    // Not vacuous: the generator reached every part of the machine many times.
    const report = Object.fromEntries([...counters.entries()].sort());
    const least: Record<string, number> = {
      'resolved:SIMPLE': 300,
      'resolved:OPPOSED': 250,
      'damage:flip': 200,
      'damage:fixed': 40,
      'damage:fromDuel': 50,
      'event:HealingResolved': 100,
      'cheat:DUEL': 150,
      'cheat:DAMAGE': 25,
      'cheat:HEALING': 15,
      'event:TriggerDeclared': 70,
      'event:PreventionFlipped': 25,
      'event:DefenderRelented': 70,
      'event:RedJokerSuitNamed': 12,
      'event:DrawPhaseEnded': 40,
      'soulstones:spent': 250,
      killed: 90,
      'reshuffle:in-duel': 12,
      'flip:short': 10,
      forbidden: 1500,
      'refused:wrongSeat': 250,
      'refused:outOfOrder': 250,
      'refused:notInHand': 250,
    };
    const short = Object.entries(least).filter(([k, n]) => count(k) < n);
    expect({ short, report }).toEqual({ short: [], report });
  });
});

// ---------------------------------------------------------------------------------------------------------------------
// Table tests for gaps the property does not pin down.

const create = (autoDeclineCuts: boolean, more: Partial<CreateEncounter['data']> = {}): EncounterCommand => ({
  type: 'CreateEncounter',
  actor: { role: 'organiser' },
  data: {
    encounterId: 'e1',
    players: [
      { name: 'Ann', soulstones: 3 },
      { name: 'Bob', soulstones: 3 },
    ],
    seed: '00112233445566778899aabbccddeeff',
    seedCommitment: 'x',
    now: '2026-01-01T00:00:00Z',
    options: { autoDeclineCuts },
    ...more,
  },
});
const minion = (seat: SeatId, modelId = 'm1'): DuelParticipant => ({ modelId, seat, station: 'MINION', stat: { name: 'Ml', value: 5 }, wounds: 5, maxWounds: 5 });
const simple = (seat: SeatId): DuelCommand => ({ type: 'StartDuel', data: { duelId: 'd1', kind: 'SIMPLE', actor: minion(seat), action: { name: 'x', tn: 10 } } });
const game = (events: readonly EncounterEvent[]): GameState => {
  const s = fold(malifaux2e.evolve, malifaux2e.initialState(), events);
  if (!isGame(s)) throw new Error('no encounter');
  return s;
};
function ruleOf(events: readonly EncounterEvent[], command: EncounterCommand): string | null {
  try {
    malifaux2e.decide(game(events), command);
    return null;
  } catch (error) {
    if (error instanceof RuleViolation) return error.ruleId;
    throw error;
  }
}

describe('malifaux-2e duels: gaps', () => {
  it('malifaux-2e/FD-13 a duel may start while a cut is pending, but its flip waits for the cut; after the answer it flips', () => {
    const created = history(malifaux2e, [create(false)]);
    const started = history(malifaux2e, [duelCmd('A', simple('A'))], created);
    expect(ruleOf(started, duelCmd('A', { type: 'FlipDuelCards', data: { by: 'A' } }))).toBe('malifaux-2e/FD-13');
    const declined = history(malifaux2e, [{ type: 'DeclineCut', actor: seatActor('B'), data: { seat: 'A' } }], started);
    expect(ruleOf(declined, duelCmd('A', { type: 'FlipDuelCards', data: { by: 'A' } }))).toBeNull();
  });

  it('malifaux-2e/FD-13 a prevention flip from a deck with a pending cut waits for the cut', () => {
    const ready = history(malifaux2e, [create(false), { type: 'DeclineCut', actor: seatActor('B'), data: { seat: 'A' } }]);
    const target = { modelId: 'm2', seat: 'B' as const, station: 'MASTER' as const, wounds: 8, maxWounds: 8 };
    const dmg = history(malifaux2e, [duelCmd('A', { type: 'StartDamage', data: { dealer: { modelId: 'm1', seat: 'A' }, target, amount: { kind: 'FIXED', amount: 3 } } })], ready);
    expect(dueStep(game(dmg).duel).step).toBe('PREVENTION');
    expect(ruleOf(dmg, duelCmd('B', { type: 'FlipPrevention', data: { by: 'B' } }))).toBe('malifaux-2e/FD-13');
    expect(ruleOf(dmg, duelCmd('B', { type: 'DeclinePrevention', data: { by: 'B' } }))).toBeNull();
  });

  it('malifaux-2e/DU-S1 no duel starts during the Draw Phase', () => {
    const begun = history(malifaux2e, [create(true), { type: 'BeginDrawPhase', actor: { role: 'organiser' }, data: {} }]);
    expect(ruleOf(begun, duelCmd('A', simple('A')))).toBe('malifaux-2e/DU-S1');
  });

  it('malifaux-2e/DU-S1 the Draw Phase does not begin while a duel is still open (even before any card is flipped)', () => {
    const started = history(malifaux2e, [create(true), duelCmd('A', simple('A'))]);
    expect(game(started).duel.status).toBe('DUELING');
    expect(ruleOf(started, { type: 'BeginDrawPhase', actor: { role: 'organiser' }, data: {} })).toBe('malifaux-2e/DU-S1');
  });

  it('malifaux-2e/FD-1 a duel, damage or healing flip naming a seat that is not at the table is refused (not an internal error)', () => {
    const created = history(malifaux2e, [create(true)]);
    const master: DuelParticipant = { ...minion('C'), station: 'MASTER' };
    const target = { modelId: 'm2', seat: 'C' as const, station: 'MINION' as const, wounds: 5, maxWounds: 5 };
    // A Minion waits for its flip (which would read seat C's deck); a Master reads seat C's Soulstone Pool at once.
    expect(ruleOf(created, duelCmd('C', simple('C')))).toBe('malifaux-2e/FD-1');
    expect(ruleOf(created, duelCmd('C', { type: 'StartDuel', data: { duelId: 'd', kind: 'SIMPLE', actor: master, action: { name: 'x', tn: 5 } } }))).toBe('malifaux-2e/FD-1');
    expect(ruleOf(created, duelCmd('A', { type: 'StartDuel', data: { duelId: 'd', kind: 'OPPOSED', attacker: minion('A'), defender: master, action: { name: 'x' }, defenderFriendly: false } }))).toBe('malifaux-2e/FD-1');
    expect(ruleOf(created, duelCmd('A', { type: 'StartDamage', data: { dealer: { modelId: 'm1', seat: 'A' }, target, amount: { kind: 'FIXED', amount: 1 } } }))).toBe('malifaux-2e/FD-1');
    expect(ruleOf(created, duelCmd('C', { type: 'StartHealing', data: { healed: target, amount: { kind: 'FIXED', amount: 1 } } }))).toBe('malifaux-2e/FD-1');
  });

  describe('a friendly attack between two models of one seat: the steps skipped after a decision see that decision', () => {
    const stackedA = ['CROW-13', 'RAM-05', 'RAM-09', ...FATE_DECK.filter((c) => !['CROW-13', 'RAM-05', 'RAM-09'].includes(c))];
    const start = (pool: number, station: DuelParticipant['station']): EncounterEvent[] =>
      history(malifaux2e, [
        create(true, { players: [{ name: 'Ann', soulstones: pool }, { name: 'Bob' }], stackedDecks: [stackedA, FATE_DECK] }),
        { type: 'DrawCards', actor: seatActor('A'), data: { seat: 'A', count: 1 } },
        duelCmd('A', {
          type: 'StartDuel',
          data: { duelId: 'f', kind: 'OPPOSED', attacker: { ...minion('A'), station }, defender: { ...minion('A', 'm2'), station }, action: { name: 'x' }, defenderFriendly: true },
        }),
      ]);

    it('malifaux-2e/SS-2 the Defender spends the last Soulstone: the Attacker (same pool) has none left, its step is skipped', () => {
      const started = start(1, 'MASTER');
      const produced = history(malifaux2e, [duelCmd('A', { type: 'DeclareSoulstones', data: { by: 'A', fateModifiers: 1, suits: [] } })], started).slice(started.length);
      expect(game([...started, ...produced]).seats.A?.soulstones).toBe(0);
      expect(produced.map((e) => e.type)).toEqual(['SoulstonesDeclared', 'DuelStepSkipped']);
      expect(produced[1]?.data).toMatchObject({ step: 'DECLARE_SOULSTONES', role: 'ATTACKER', ruleId: 'malifaux-2e/SS-2' });
      expect(dueStep(game([...started, ...produced]).duel).step).toBe('FLIP');
    });

    it('malifaux-2e/CF-2 the Defender cheats with the last card in hand: the Attacker (same hand) cannot cheat, its step is skipped', () => {
      // Defender RAM-05 (10) is lower than the Attacker's RAM-09 (14): it decides first (DU-O4) and cheats the 13 of Crows.
      const flipped = history(
        malifaux2e,
        [duelCmd('A', { type: 'DeclareSoulstones', data: { by: 'A', fateModifiers: 0, suits: [] } }), duelCmd('A', { type: 'FlipDuelCards', data: { by: 'A' } })],
        start(0, 'MINION'),
      );
      expect(dueStep(game(flipped).duel)).toMatchObject({ step: 'CHEAT', role: 'DEFENDER' });
      const produced = history(malifaux2e, [duelCmd('A', { type: 'CheatFate', data: { by: 'A', card: 'CROW-13' } })], flipped).slice(flipped.length);
      expect(produced.find((e) => e.type === 'DuelStepSkipped' && (e.data as { step: string }).step === 'CHEAT')?.data).toMatchObject({ role: 'ATTACKER', ruleId: 'malifaux-2e/CF-2' });
      expect(produced.some((e) => e.type === 'DuelResolved')).toBe(true);
    });
  });

  it('malifaux-2e/FD-4 a Red Joker cheated from hand takes one of the four suits', () => {
    // A holds the Red Joker (a stacked deck puts it on top), then flips the 2 of Rams in a Simple Duel.
    const stacked = ['RJ', 'RAM-02', ...FATE_DECK.filter((c) => c !== 'RJ' && c !== 'RAM-02')];
    const events = history(malifaux2e, [
      create(true, { stackedDecks: [stacked, FATE_DECK] }),
      { type: 'DrawCards', actor: seatActor('A'), data: { seat: 'A', count: 1 } },
      duelCmd('A', simple('A')),
      duelCmd('A', { type: 'FlipDuelCards', data: { by: 'A' } }),
    ]);
    expect(dueStep(game(events).duel).step).toBe('CHEAT');
    expect(ruleOf(events, duelCmd('A', { type: 'CheatFate', data: { by: 'A', card: 'RJ', redJokerSuit: 'SKULL' as Suit } }))).toBe('malifaux-2e/FD-4');
    expect(ruleOf(events, duelCmd('A', { type: 'CheatFate', data: { by: 'A', card: 'RJ', redJokerSuit: 'MASK' } }))).toBeNull();
  });

  it('malifaux-2e/DM-1 malifaux-2e/HL-1 a duel, damage or healing flip on a model with Wounds outside 1..its maximum is refused', () => {
    const created = history(malifaux2e, [create(true)]);
    const target = { modelId: 'm2', seat: 'B' as const, station: 'MINION' as const, wounds: 9, maxWounds: 6 };
    expect(ruleOf(created, duelCmd('A', { type: 'StartDamage', data: { dealer: { modelId: 'm1', seat: 'A' }, target, amount: { kind: 'FIXED', amount: 0 } } }))).toBe('malifaux-2e/DM-1');
    expect(ruleOf(created, duelCmd('B', { type: 'StartHealing', data: { healed: target, amount: { kind: 'FIXED', amount: 2 } } }))).toBe('malifaux-2e/HL-1');
    expect(ruleOf(created, duelCmd('B', { type: 'StartHealing', data: { healed: { ...target, wounds: 4 }, amount: { kind: 'FIXED', amount: 2 } } }))).toBeNull();
    // A killed model (0 Wounds) was removed: no flip lands on it.
    expect(ruleOf(created, duelCmd('A', { type: 'StartDamage', data: { dealer: { modelId: 'm1', seat: 'A' }, target: { ...target, wounds: 0 }, amount: { kind: 'FIXED', amount: 1 } } }))).toBe('malifaux-2e/DM-1');
    // The Defender's Wounds are where the duel's damage flip starts from.
    const attack = (defender: DuelParticipant): DuelCommand => ({ type: 'StartDuel', data: { duelId: 'd', kind: 'OPPOSED', attacker: minion('A'), defender, action: { name: 'x' }, defenderFriendly: false } });
    expect(ruleOf(created, duelCmd('A', attack({ ...minion('B', 'm2'), wounds: 9, maxWounds: 6 })))).toBe('malifaux-2e/DM-1');
    expect(ruleOf(created, duelCmd('A', attack({ ...minion('B', 'm2'), wounds: 6, maxWounds: 6 })))).toBeNull();
  });
});
