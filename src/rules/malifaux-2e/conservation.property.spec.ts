// malifaux-2e §1 card conservation, property-based (rules/malifaux-2e.md FD-1, FD-11, FD-12, DP-5, SS-2): random
// sequences of commands, decided and evolved; refused commands (RuleViolation) are skipped, anything else thrown is a bug.
import fc from 'fast-check';
import type { Actor, SeatId } from '../core/decider';
import { fold } from '../core/decider';
import { RuleViolation } from '../core/rule-violation';
import { FATE_DECK, type CardId } from '../malifaux/cards';
import type { EncounterCommand } from './commands';
import type { EncounterEvent } from './events';
import { malifaux2e } from './index';
import { isGame, type EncounterState, type GameState } from './state';
import { deepFreeze } from '../core/testing/helpers';

const SEATS: readonly SeatId[] = ['A', 'B'];
const SORTED_DECK = [...FATE_DECK].sort();
/** Kinds that are rarely legal when drawn at random (a tie to break, an Initiative Phase won): lower floors. */
const MIN_ACCEPTED: Readonly<Record<string, number>> = { end: 20, pickRandom: 5, firstPlayer: 10 };
const seatActor = (seat: SeatId): Actor => ({ role: 'seat', seat });

/** What the generator draws: intentions, turned into concrete commands against the state they meet. */
/** `seat: null` means "the seat for which the command makes sense now" (a pending cut, the seat due to refill, ...). */
type Target = SeatId | null;
type Intent =
  | { kind: 'shuffle'; seat: SeatId; fresh: boolean }
  | { kind: 'cut'; seat: Target; index: number }
  | { kind: 'decline'; seat: Target }
  | { kind: 'draw'; seat: SeatId; count: number }
  | { kind: 'discard'; seat: SeatId; picks: number[] }
  | { kind: 'flip'; seat: SeatId; count: number }
  | { kind: 'begin'; first: SeatId | null }
  | { kind: 'refill'; seat: Target; picks: number[]; useSoulstone: boolean }
  | { kind: 'trim'; seat: Target }
  | { kind: 'randomPlayer' }
  | { kind: 'randomModel'; seat: SeatId; candidates: number }
  | { kind: 'pickRandom'; pick: number }
  | { kind: 'initiative' }
  | { kind: 'initiativeReflip'; seat: Target; reflip: boolean }
  | { kind: 'firstPlayer'; first: SeatId }
  | { kind: 'end' };

const seatArb = fc.constantFrom<SeatId>('A', 'B');
const targetArb = fc.constantFrom<Target>('A', 'B', null, null);
const picksArb = fc.array(fc.nat(60), { maxLength: 7 });
const intentArb: fc.Arbitrary<Intent> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('shuffle' as const), seat: seatArb, fresh: fc.boolean() }) },
  { weight: 12, arbitrary: fc.record({ kind: fc.constant('cut' as const), seat: targetArb, index: fc.integer({ min: -1, max: 56 }) }) },
  { weight: 12, arbitrary: fc.record({ kind: fc.constant('decline' as const), seat: targetArb }) },
  { weight: 18, arbitrary: fc.record({ kind: fc.constant('draw' as const), seat: seatArb, count: fc.oneof(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 9, max: 70 })) }) },
  { weight: 12, arbitrary: fc.record({ kind: fc.constant('discard' as const), seat: seatArb, picks: picksArb }) },
  { weight: 12, arbitrary: fc.record({ kind: fc.constant('flip' as const), seat: seatArb, count: fc.integer({ min: 0, max: 5 }) }) },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('begin' as const), first: fc.constantFrom<SeatId | null>('A', 'B', null) }) },
  { weight: 12, arbitrary: fc.record({ kind: fc.constant('refill' as const), seat: targetArb, picks: picksArb, useSoulstone: fc.boolean() }) },
  { weight: 9, arbitrary: fc.record({ kind: fc.constant('trim' as const), seat: targetArb }) },
  { weight: 3, arbitrary: fc.constant({ kind: 'randomPlayer' as const }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('randomModel' as const), seat: seatArb, candidates: fc.integer({ min: 0, max: 6 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('pickRandom' as const), pick: fc.nat(5) }) },
  { weight: 4, arbitrary: fc.constant({ kind: 'initiative' as const }) },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('initiativeReflip' as const), seat: targetArb, reflip: fc.boolean() }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('firstPlayer' as const), first: seatArb }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'end' as const }) },
);

const setupArb = fc.record({
  seed: fc.uint8Array({ minLength: 16, maxLength: 16 }).map((b) => Buffer.from(b).toString('hex')),
  soulstones: fc.tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 })),
  handSizes: fc.tuple(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 4, max: 8 })),
  autoDeclineCuts: fc.boolean(),
});

const handOf = (state: EncounterState, seat: SeatId): readonly CardId[] => (isGame(state) ? (state.seats[seat]?.hand ?? []) : []);
/** Distinct picks into the hand (duplicates and misses on purpose when the hand is empty: they must be refused). */
const pick = (hand: readonly CardId[], picks: number[]): CardId[] =>
  hand.length === 0 ? picks.map(() => 'RJ') : [...new Set(picks.map((p) => hand[p % hand.length]))];

/** Resolves a `null` target against the state: the first seat for which `wanted` holds, else A. */
function resolve(state: EncounterState, seat: Target, wanted: (g: GameState, s: SeatId) => boolean): SeatId {
  if (seat !== null) return seat;
  return (isGame(state) && SEATS.find((s) => wanted(state, s))) || 'A';
}
const hasPendingCut = (g: GameState, s: SeatId): boolean => g.seats[s]?.pendingCutBy != null;
const isDueToRefill = (g: GameState, s: SeatId): boolean => g.drawPhase?.order[g.drawPhase.refilled.length] === s;
const isOverHandSize = (g: GameState, s: SeatId): boolean => (g.seats[s]?.hand.length ?? 0) > (g.seats[s]?.handSize ?? 0);

function toCommand(state: EncounterState, intent: Intent): EncounterCommand {
  const cutter = (seat: SeatId): Actor => {
    const pending = isGame(state) ? state.seats[seat]?.pendingCutBy : null;
    return seatActor(pending ?? (seat === 'A' ? 'B' : 'A'));
  };
  switch (intent.kind) {
    case 'shuffle':
      return { type: 'ShuffleDeck', actor: seatActor(intent.seat), data: { seat: intent.seat, fresh: intent.fresh } };
    case 'cut': {
      const seat = resolve(state, intent.seat, hasPendingCut);
      const deckSize = isGame(state) ? (state.seats[seat]?.deck.length ?? 0) : 0;
      // Mostly a cut inside the deck (index % size), sometimes the raw, possibly out-of-bounds, index.
      const index = intent.index % 3 === 0 || deckSize === 0 ? intent.index : intent.index % deckSize;
      return { type: 'CutDeck', actor: cutter(seat), data: { seat, index } };
    }
    case 'decline': {
      const seat = resolve(state, intent.seat, hasPendingCut);
      return { type: 'DeclineCut', actor: cutter(seat), data: { seat } };
    }
    case 'draw':
      return { type: 'DrawCards', actor: seatActor(intent.seat), data: { seat: intent.seat, count: intent.count } };
    case 'discard':
      return { type: 'DiscardCards', actor: seatActor(intent.seat), data: { seat: intent.seat, cards: pick(handOf(state, intent.seat), intent.picks) } };
    case 'flip':
      return { type: 'FlipCards', actor: seatActor(intent.seat), data: { seat: intent.seat, count: intent.count, flipId: 'p' } };
    case 'begin':
      return { type: 'BeginDrawPhase', actor: { role: 'organiser' }, data: intent.first ? { firstPlayer: intent.first } : {} };
    case 'refill': {
      const seat = resolve(state, intent.seat, isDueToRefill);
      const hand = handOf(state, seat);
      const toDiscard = hand.length === 0 ? [] : pick(hand, intent.picks);
      return { type: 'RefillHand', actor: seatActor(seat), data: { seat, discard: toDiscard, useSoulstone: intent.useSoulstone } };
    }
    case 'trim': {
      const seat = resolve(state, intent.seat, isOverHandSize);
      const s = isGame(state) ? state.seats[seat] : undefined;
      const excess = s ? Math.max(1, s.hand.length - s.handSize) : 1;
      return { type: 'DiscardCards', actor: seatActor(seat), data: { seat, cards: (s?.hand ?? []).slice(0, excess) } };
    }
    case 'randomPlayer':
      return { type: 'FlipForRandomPlayer', actor: { role: 'organiser' }, data: { flipId: 'rp' } };
    case 'randomModel':
      return { type: 'FlipForRandomModel', actor: seatActor(intent.seat), data: { seat: intent.seat, candidates: Array.from({ length: intent.candidates }, (_, i) => `m${i}`), flipId: 'rm' } };
    case 'pickRandom': {
      const pending = isGame(state) ? state.randomPick : null;
      const seat = pending?.seat ?? 'A';
      return { type: 'PickRandomModel', actor: seatActor(seat), data: { modelId: pending ? (pending.tied[intent.pick % pending.tied.length] ?? 'm0') : 'm0' } };
    }
    case 'initiative':
      return { type: 'FlipInitiative', actor: { role: 'organiser' }, data: { flipId: 'in' } };
    case 'initiativeReflip': {
      const seat = resolve(state, intent.seat, (g, s) => g.initiative?.window[0] === s);
      return { type: 'DecideInitiativeReflip', actor: seatActor(seat), data: { seat, reflip: intent.reflip, flipId: 'ir' } };
    }
    case 'firstPlayer': {
      const winner = (isGame(state) ? state.initiative?.winner : null) ?? 'A';
      return { type: 'ChooseFirstPlayer', actor: seatActor(winner), data: { firstPlayer: intent.first } };
    }
    case 'end':
      return { type: 'EndEncounter', actor: { role: 'organiser' }, data: { reason: 'property', now: '2026-01-01T05:00:00Z' } };
  }
}

/** Cards an event carries, whatever its type. */
function cardsIn(event: EncounterEvent): readonly CardId[] {
  switch (event.type) {
    case 'DeckShuffled':
      return event.data.order;
    case 'CardsDrawn':
    case 'CardsFlipped':
    case 'CardsDiscarded':
      return event.data.cards;
    case 'CardPlayed':
      return [event.data.card];
    default:
      return [];
  }
}


const accepted = new Map<string, number>();
const refused = new Map<string, number>();
const bump = (m: Map<string, number>, k: string): void => void m.set(k, (m.get(k) ?? 0) + 1);

function checkInvariants(state: GameState, log: readonly EncounterEvent[], produced: readonly EncounterEvent[]): void {
  for (const seat of SEATS) {
    const s = state.seats[seat]!;
    // malifaux-2e/FD-1: each seat's 54 cards, each exactly once, wherever they are.
    expect([...s.deck, ...s.hand, ...s.discard, ...s.inPlay].sort()).toEqual(SORTED_DECK);
    // malifaux-2e/SS-2: the pool never goes below 0.
    expect(s.soulstones).toBeGreaterThanOrEqual(0);
  }
  for (const e of produced) {
    const cards = cardsIn(e);
    expect(cards.length).toBeLessThanOrEqual(54);
    expect(new Set(cards).size).toBe(cards.length);
    // malifaux-2e/DP-5: nobody leaves the Draw Phase above the maximum.
    if (e.type === 'DrawPhaseEnded') for (const seat of SEATS) expect(state.seats[seat]!.hand.length).toBeLessThanOrEqual(state.seats[seat]!.handSize);
  }
  // Replay: the stored (JSON) log folds back to the very same state.
  const stored = JSON.parse(JSON.stringify(log)) as EncounterEvent[];
  expect(fold(malifaux2e.evolve, malifaux2e.initialState(), stored)).toEqual(state);
  // Audit: every shuffle used a fresh nonce, in increasing order.
  const nonces = log.flatMap((e) => (e.type === 'DeckShuffled' ? [e.data.nonce] : []));
  expect(nonces).toEqual(nonces.map((_, i) => i));
}

describe('malifaux-2e card conservation (property)', () => {
  it('malifaux-2e/FD-1 malifaux-2e/FD-11 malifaux-2e/FD-12 every seat always holds its 54 cards once, and the log replays', () => {
    fc.assert(
      fc.property(setupArb, fc.array(intentArb, { minLength: 20, maxLength: 100, size: 'max' }), (setup, intents) => {
        const create: EncounterCommand = {
          type: 'CreateEncounter',
          actor: { role: 'organiser' },
          data: {
            encounterId: 'e1',
            players: [
              { name: 'Ann', soulstones: setup.soulstones[0], handSize: setup.handSizes[0] },
              { name: 'Bob', soulstones: setup.soulstones[1], handSize: setup.handSizes[1] },
            ],
            seed: setup.seed,
            seedCommitment: 'x',
            now: '2026-01-01T00:00:00Z',
            options: { autoDeclineCuts: setup.autoDeclineCuts },
          },
        };
        const log: EncounterEvent[] = malifaux2e.decide({ status: 'empty' }, create);
        let state = fold(malifaux2e.evolve, malifaux2e.initialState(), log);
        if (!isGame(state)) throw new Error('not created');
        checkInvariants(state, log, log);
        for (const intent of intents) {
          const command = toCommand(state, intent);
          // Only the right seat acts; the generator builds commands for it, so access must agree.
          expect(malifaux2e.authorize(state, command)).toBeNull();
          let produced: EncounterEvent[];
          try {
            produced = malifaux2e.decide(deepFreeze(state), command);
          } catch (error) {
            if (!(error instanceof RuleViolation)) throw error;
            // malifaux-2e/EP-3: once ended, every move is refused for that reason.
            if (state.status === 'ended') expect(error.ruleId).toBe('malifaux-2e/EP-3');
            bump(refused, intent.kind);
            continue;
          }
          bump(accepted, intent.kind);
          log.push(...produced);
          state = fold(malifaux2e.evolve, state, produced);
          if (!isGame(state)) throw new Error('lost the encounter');
          checkInvariants(state, log, produced);
        }
      }),
      { numRuns: 300, seed: 20260101 },
    );
    // The property is not vacuous: every kind of command was accepted many times, and refused ones were skipped.
    for (const kind of ['shuffle', 'cut', 'decline', 'draw', 'discard', 'flip', 'begin', 'refill', 'trim', 'end', 'randomPlayer', 'randomModel', 'pickRandom', 'initiative', 'initiativeReflip', 'firstPlayer']) {
      expect({ kind, accepted: (accepted.get(kind) ?? 0) > (MIN_ACCEPTED[kind] ?? 50) }).toEqual({ kind, accepted: true });
    }
    expect([...refused.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(100);
  });
});
