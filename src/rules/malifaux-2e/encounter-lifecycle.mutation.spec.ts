// malifaux-2e §1.1, §1.4, §20.8, §20.11 creating and ending an encounter: the whole refusal (rule, section, message)
// of each broken creation, the events a creation writes (players, options, the initial shuffles and their cut offers)
// and the end, which fate-deck.spec.ts checks by rule id.
import type { EncounterCommand } from './commands';
import { assertActive, assertSeat, createEncounter, DEFAULT_HAND_SIZE, endEncounter, MAX_STARTING_POOL } from './encounter-lifecycle';
import type { EncounterEvent } from './events';
import { evolve } from './evolve';
import type { EncounterState, GameState } from './state';
import { stacked } from './testing/fixtures';
import { refusalOf, type Refusal } from './testing/refusal';

type Create = Extract<EncounterCommand, { type: 'CreateEncounter' }>;
type Player = Create['data']['players'][number];
const create = (players: Player[] = [{ name: 'Ann' }, { name: 'Bob' }], over: Partial<Create['data']> = {}): Create => ({
  type: 'CreateEncounter',
  actor: { role: 'organiser' },
  data: { encounterId: 'e', players, seed: 'abc', seedCommitment: 'x', now: 't0', ...over },
});
const empty: EncounterState = { status: 'empty' };
const no = (rule: string, section: string, message: string): Refusal => ({ ruleId: `malifaux-2e/${rule}`, section, message });
const play = (events: readonly EncounterEvent[]): EncounterState => events.reduce(evolve, empty);
const game = (c: Create = create()): GameState => play(createEncounter(empty, c)) as GameState;

describe('malifaux-2e §1.1 creating an encounter: each refusal in full', () => {
  it.each<[string, () => [EncounterState, Create], Refusal]>([
    ['a second creation', () => [game(), create()], no('FD-1', '§1.1', 'this encounter already exists')],
    ['one player', () => [empty, create([{ name: 'Ann' }])], no('FD-1', '§1.1 (seed 357-360)', 'a Malifaux encounter is played by exactly two players, each with her own Fate Deck')],
    ['three players', () => [empty, create([{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }])], no('FD-1', '§1.1 (seed 357-360)', 'a Malifaux encounter is played by exactly two players, each with her own Fate Deck')],
    ['a Hand Size of 55', () => [empty, create([{ name: 'Ann' }, { name: 'Bob', handSize: 55 }])], no('FD-7', '§1.4 (seed 412-416)', 'player 2: a maximum Hand Size must be a whole number of cards 0..54, got 55')],
    ['a Hand Size of -1', () => [empty, create([{ name: 'Ann', handSize: -1 }, { name: 'Bob' }])], no('FD-7', '§1.4 (seed 412-416)', 'player 1: a maximum Hand Size must be a whole number of cards 0..54, got -1')],
    ['a Hand Size of 2.5', () => [empty, create([{ name: 'Ann', handSize: 2.5 }, { name: 'Bob' }])], no('FD-7', '§1.4 (seed 412-416)', 'player 1: a maximum Hand Size must be a whole number of cards 0..54, got 2.5')],
    ['a Pool of 8', () => [empty, create([{ name: 'Ann' }, { name: 'Bob', soulstones: 8 }])], no('TV-18', '§20.8 (seed 2379-2381)', 'player 2: a starting Soulstone Pool must be 0..7, got 8')],
    ['a Pool of -1', () => [empty, create([{ name: 'Ann', soulstones: -1 }, { name: 'Bob' }])], no('TV-18', '§20.8 (seed 2379-2381)', 'player 1: a starting Soulstone Pool must be 0..7, got -1')],
    ['a Pool of 0.5', () => [empty, create([{ name: 'Ann', soulstones: 0.5 }, { name: 'Bob' }])], no('TV-18', '§20.8 (seed 2379-2381)', 'player 1: a starting Soulstone Pool must be 0..7, got 0.5')],
    ['one stacked deck for two players', () => [empty, create(undefined, { stackedDecks: [stacked()] })], no('FD-1', '§1.1', 'give one stacked deck per player')],
    ['a stacked deck missing a card', () => [empty, create(undefined, { stackedDecks: [stacked(), stacked().slice(1)] })], no('FD-1', '§1.1 (seed 357-408)', 'player 2: a stacked deck must hold each of the 54 Fate cards exactly once')],
    ['a stacked deck with a card twice', () => [empty, create(undefined, { stackedDecks: [[...stacked().slice(1), stacked()[1]], stacked()] })], no('FD-1', '§1.1 (seed 357-408)', 'player 1: a stacked deck must hold each of the 54 Fate cards exactly once')],
    ['54 different names of which only one is a Fate card', () => [empty, create(undefined, { stackedDecks: [[stacked()[0], ...Array.from({ length: 53 }, (_x, i) => `X${i}`)], stacked()] })], no('FD-1', '§1.1 (seed 357-408)', 'player 1: a stacked deck must hold each of the 54 Fate cards exactly once')],
    ['a stacked deck of 55 cards', () => [empty, create(undefined, { stackedDecks: [[...stacked(), 'RJ'], stacked()] })], no('FD-1', '§1.1 (seed 357-408)', 'player 1: a stacked deck must hold each of the 54 Fate cards exactly once')],
  ])('malifaux-2e/FD-1 refuses %s', (_w, make, expected) => {
    const [state, c] = make();
    expect(refusalOf(() => createEncounter(state, c))).toEqual(expected);
  });

  it('malifaux-2e/FD-7 malifaux-2e/TV-18 the boundaries are taken: Hand Size 0 and 54, Pool 0 and 7; the defaults are 6 and 0', () => {
    expect([DEFAULT_HAND_SIZE, MAX_STARTING_POOL]).toEqual([6, 7]);
    const s = game(create([{ name: 'Ann', handSize: 0, soulstones: 7 }, { name: 'Bob', handSize: 54, soulstones: 0 }]));
    expect([s.seats.A!.handSize, s.seats.A!.soulstones, s.seats.B!.handSize, s.seats.B!.soulstones]).toEqual([0, 7, 54, 0]);
    const d = game();
    expect([d.seats.A!.handSize, d.seats.A!.soulstones]).toEqual([6, 0]);
  });
});

describe('malifaux-2e §1.1 the events of a creation', () => {
  it('malifaux-2e/FD-12 the created event, then a fresh shuffle per seat with a cut offered to the other seat (FD-13)', () => {
    const [created, ...shuffles] = createEncounter(empty, create([{ name: 'Ann', soulstones: 2 }, { name: 'Bob', handSize: 7 }]));
    expect(created).toEqual({
      type: 'EncounterCreated',
      data: {
        encounterId: 'e',
        ruleset: 'malifaux-2e',
        players: [
          { seat: 'A', name: 'Ann', soulstones: 2, handSize: 6 },
          { seat: 'B', name: 'Bob', soulstones: 0, handSize: 7 },
        ],
        seed: 'abc',
        seedCommitment: 'x',
        options: { autoDeclineCuts: false, initiativeReopenSoulstoneWindowAfterTie: false, stackedDecks: false, dropCorpseScrap: true },
        createdAt: 't0',
      },
    });
    expect(shuffles.map((e) => e.data)).toEqual([
      expect.objectContaining({ seat: 'A', gathered: 'all', reason: 'initial', cutOfferedTo: 'B' }),
      expect.objectContaining({ seat: 'B', gathered: 'all', reason: 'initial', cutOfferedTo: 'A' }),
    ]);
  });

  it('malifaux-2e/FD-13 with cuts declined by policy no cut is offered; stacked decks are recorded as such, in their order', () => {
    const decks = [stacked('RAM-05'), stacked('MASK-13')];
    const [created, ...shuffles] = createEncounter(empty, create(undefined, { options: { autoDeclineCuts: true }, stackedDecks: decks }));
    expect((created as Extract<EncounterEvent, { type: 'EncounterCreated' }>).data.options).toEqual({ autoDeclineCuts: true, initiativeReopenSoulstoneWindowAfterTie: false, stackedDecks: true, dropCorpseScrap: true });
    expect(shuffles.map((e) => e.data)).toEqual([
      expect.objectContaining({ seat: 'A', reason: 'stacked', order: decks[0], cutOfferedTo: null }),
      expect.objectContaining({ seat: 'B', reason: 'stacked', order: decks[1], cutOfferedTo: null }),
    ]);
  });
});

describe('malifaux-2e §20.11 the end of an encounter', () => {
  it('malifaux-2e/EP-3 the end reveals the seed, with the time and the reason; nothing after it', () => {
    const s = game();
    expect(endEncounter(s, { type: 'EndEncounter', actor: { role: 'organiser' }, data: { now: 't9', reason: 'time' } })).toEqual([{ type: 'EncounterEnded', data: { seed: 'abc', endedAt: 't9', reason: 'time' } }]);
    const ended: GameState = { ...s, status: 'ended' };
    expect(refusalOf(() => endEncounter(ended, { type: 'EndEncounter', actor: { role: 'organiser' }, data: { now: 't9', reason: 'x' } }))).toEqual(no('EP-3', '§6.5, §20.11 (seed 911-915, 2431-2454)', 'the encounter has ended: no more moves'));
  });

  it('malifaux-2e/FD-1 a command needs an encounter, and a seat that is in it', () => {
    expect(refusalOf(() => assertActive(empty))).toEqual(no('FD-1', '§1.1', 'the encounter does not exist'));
    expect(refusalOf(() => assertActive(game()))).toBeUndefined();
    expect(refusalOf(() => assertSeat(game(), 'C' as never))).toEqual(no('FD-1', '§1.1', 'there is no seat C in this encounter'));
    expect(refusalOf(() => assertSeat(game(), 'B'))).toBeUndefined();
  });
});
