// malifaux-2e §6.3 Initiative Phase (seed 002_0afdbbe5c7b94945.txt lines 869-885): the boundaries, the order of the
// decisions and the exact refusals of IN-1..IN-5 that initiative.spec.ts leaves open (issue 15, mutation testing).
import type { Actor, SeatId } from '../core/decider';
import { history } from '../core/testing/given';
import { FATE_DECK, type CardId } from '../malifaux/cards';
import type { EncounterCommand, FlipInitiative } from './commands';
import type { FlipRecord } from './duel/duel-state';
import type { EncounterEvent } from './events';
import { malifaux2e } from './index';
import { chooseFirstPlayer, decideInitiativeReflip, evolveInitiative, flipInitiative, type InitiativeState } from './initiative';
import type { GameState } from './state';
import { gameOf, stacked, stackedCreate } from './testing/fixtures';
import { refusalOf } from './testing/refusal';

const actor = (seat: SeatId): Actor => ({ role: 'seat', seat });
const create = (a: CardId[], b: CardId[], soulstones: [number, number] = [2, 2], reopen = false): EncounterCommand =>
  stackedCreate(a, b, soulstones, { autoDeclineCuts: true, initiativeReopenSoulstoneWindowAfterTie: reopen });
const flip: FlipInitiative = { type: 'FlipInitiative', actor: { role: 'organiser' }, data: { flipId: 'i' } };
const reflip = (seat: SeatId, yes: boolean): Extract<EncounterCommand, { type: 'DecideInitiativeReflip' }> => ({
  type: 'DecideInitiativeReflip',
  actor: actor(seat),
  data: { seat, reflip: yes, flipId: 'r' },
});
const choose = (by: SeatId, first: SeatId): Extract<EncounterCommand, { type: 'ChooseFirstPlayer' }> => ({
  type: 'ChooseFirstPlayer',
  actor: actor(by),
  data: { firstPlayer: first },
});
const play = (commands: EncounterCommand[], from: EncounterEvent[] = []): EncounterEvent[] => history(malifaux2e, commands, from);
const SECTION = '§6.3 (seed 869-885)';
const last = (events: readonly EncounterEvent[]): EncounterEvent | undefined => events[events.length - 1];
const withSeat = (s: GameState, seat: SeatId, inPlay: CardId[]): GameState => ({ ...s, seats: { ...s.seats, [seat]: { ...s.seats[seat]!, inPlay } } });

describe('malifaux-2e §6.3 Initiative Phase: boundaries and refusals', () => {
  const created = play([create(stacked('RAM-03'), stacked('MASK-09'))]);

  it('malifaux-2e/IN-1 the refusals of FlipInitiative name the rule, the section and what to finish first', () => {
    const flipped = gameOf(play([flip], created));
    expect(refusalOf(() => flipInitiative(flipped, flip))).toEqual({ ruleId: 'malifaux-2e/IN-1', section: SECTION, message: 'the Initiative Phase is already under way' });
    const drawing = gameOf(play([{ type: 'BeginDrawPhase', actor: { role: 'organiser' }, data: {} }], created));
    expect(refusalOf(() => flipInitiative(drawing, flip))).toEqual({ ruleId: 'malifaux-2e/IN-1', section: '§6.1', message: 'finish the Draw Phase first' });
  });

  it.each(['DUELING', 'FLIPPING'] as const)('malifaux-2e/IN-1 malifaux-2e/DU-S1 no Initiative Phase while the duel machine is %s', (status) => {
    const s = gameOf(created);
    const duel = (status === 'DUELING' ? { status, duel: {} } : { status, duel: null, outcome: null, flip: {} as FlipRecord }) as GameState['duel'];
    expect(refusalOf(() => flipInitiative({ ...s, duel }, flip))).toEqual({ ruleId: 'malifaux-2e/DU-S1', section: '§4.3', message: 'finish the duel or flip in progress first' });
    for (const idle of ['IDLE', 'DUEL_RESOLVED', 'FLIP_RESOLVED'] as const) {
      expect(refusalOf(() => flipInitiative({ ...s, duel: { ...s.duel, status: idle } as GameState['duel'] }, flip))).toBeUndefined();
    }
  });

  it.each(['A', 'B'] as const)('malifaux-2e/IN-1 malifaux-2e/DU-S1 seat %s with a card still in play cannot flip for initiative', (seat) => {
    const s = withSeat(gameOf(created), seat, ['CROW-01']);
    expect(refusalOf(() => flipInitiative(s, flip))).toEqual({ ruleId: 'malifaux-2e/DU-S1', section: '§4.3', message: `seat ${seat} has cards in play` });
  });

  it('malifaux-2e/IN-1 malifaux-2e/IN-3 the flip records both cards, the Turn and the window, the lower card first', () => {
    const events = play([create(stacked('RAM-11'), stacked('MASK-04')), flip]);
    expect(last(events)).toEqual({ type: 'InitiativeFlipped', data: { turn: 0, cards: { A: 'RAM-11', B: 'MASK-04' }, window: ['B', 'A'] } });
    expect(gameOf(events).initiative).toEqual({ turn: 0, cards: { A: 'RAM-11', B: 'MASK-04' }, reflipped: [], window: ['B', 'A'], winner: null });
    // Each card is face up in play until the First Player is chosen (IN-5).
    expect(gameOf(events).seats.A?.inPlay).toEqual(['RAM-11']);
  });

  it.each([
    [[1, 0], ['A']],
    [[0, 1], ['B']],
    [[0, 0], []],
  ] as const)('malifaux-2e/IN-3 malifaux-2e/SS-2 one Soulstone (pools %j) is enough to be asked; none is not: window %j', (pools, window) => {
    const events = play([create(stacked('RAM-03'), stacked('MASK-09'), [pools[0], pools[1]]), flip]);
    expect(gameOf(events).initiative?.window).toEqual(window);
  });

  it('malifaux-2e/IN-2 two exhausted decks (A-6, value 0) tie for ever: the reflips stop at the bound with no card', () => {
    const exhausted = (g: GameState, seat: SeatId): GameState => ({ ...g, seats: { ...g.seats, [seat]: { ...g.seats[seat]!, deck: [], discard: [], hand: [...FATE_DECK] } } });
    const s = exhausted(exhausted(gameOf(created), 'A'), 'B');
    expect(flipInitiative(s, flip)).toEqual([{ type: 'InitiativeFlipped', data: { turn: 0, cards: { A: null, B: null }, window: ['A', 'B'] } }]);
  });

  it('malifaux-2e/IN-5 with the window closed at once, the higher card wins, whichever seat holds it', () => {
    const aHigher = gameOf(play([create(stacked('RAM-12'), stacked('MASK-02'), [0, 0]), flip]));
    expect(aHigher.initiative?.winner).toBe('A');
    const bHigher = gameOf(play([create(stacked('RAM-02'), stacked('MASK-12'), [0, 0]), flip]));
    expect(bHigher.initiative?.winner).toBe('B');
  });

  it('malifaux-2e/IN-3 the refusals of DecideInitiativeReflip: no window open, or not the lower card’s turn to decide', () => {
    expect(refusalOf(() => decideInitiativeReflip(gameOf(created), reflip('A', false)))).toEqual({ ruleId: 'malifaux-2e/IN-3', section: SECTION, message: 'no Soulstone window is open' });
    const closed = gameOf(play([create(stacked('RAM-03'), stacked('MASK-09'), [0, 0]), flip]));
    expect(refusalOf(() => decideInitiativeReflip(closed, reflip('A', false)))).toEqual({ ruleId: 'malifaux-2e/IN-3', section: SECTION, message: 'no Soulstone window is open' });
    const open = gameOf(play([flip], created));
    expect(refusalOf(() => decideInitiativeReflip(open, reflip('B', false)))).toEqual({ ruleId: 'malifaux-2e/IN-3', section: SECTION, message: 'seat A (the lower card) decides first' });
  });

  it('malifaux-2e/IN-3 malifaux-2e/SS-2 a reflip spends one Soulstone, discards the old card at once and flips a new one', () => {
    const flipped = play([create(stacked('RAM-03', 'CROW-13'), stacked('MASK-09')), flip]);
    const events = decideInitiativeReflip(gameOf(flipped), reflip('A', true));
    expect(events).toEqual([
      { type: 'SoulstonesSpent', data: { seat: 'A', amount: 1, purpose: 'initiative-reflip' } },
      expect.objectContaining({ type: 'CardsDiscarded', data: expect.objectContaining({ seat: 'A', cards: ['RAM-03'] }) }),
      ...events.slice(2, -1),
      { type: 'InitiativeReflipDecided', data: { seat: 'A', reflip: true, card: 'CROW-13' } },
    ]);
    expect(events.slice(2, -1).map((e) => e.type)).toContain('CardsFlipped');
    const s = gameOf([...flipped, ...events]);
    expect(s.initiative).toEqual({ turn: 0, cards: { A: 'CROW-13', B: 'MASK-09' }, reflipped: ['A'], window: ['B'], winner: null });
    expect(s.seats.A).toMatchObject({ soulstones: 1, inPlay: ['CROW-13'], discard: ['RAM-03'] });
  });

  it('malifaux-2e/IN-3 declining keeps the card and the Pool; the last decision closes the window and names the winner', () => {
    const flipped = play([flip], created);
    const first = decideInitiativeReflip(gameOf(flipped), reflip('A', false));
    expect(first).toEqual([{ type: 'InitiativeReflipDecided', data: { seat: 'A', reflip: false, card: 'RAM-03' } }]);
    const s = gameOf([...flipped, ...first]);
    expect(s.initiative).toMatchObject({ window: ['B'], reflipped: [], winner: null });
    expect(s.seats.A?.soulstones).toBe(2);
    const closed = gameOf(play([reflip('B', false)], [...flipped, ...first]));
    expect(closed.initiative).toMatchObject({ window: [], winner: 'B' });
  });

  it('malifaux-2e/IN-4 a reflip by the last seat that beats the other card wins without a tie; a card that ties forces both to reflip', () => {
    // A (3) declines, B (9) spends and flips a 2: A now holds the higher card and chooses.
    const beaten = play([create(stacked('RAM-03'), stacked('MASK-09', 'CROW-02')), flip, reflip('A', false), reflip('B', true)]);
    expect(gameOf(beaten).initiative).toMatchObject({ cards: { A: 'RAM-03', B: 'CROW-02' }, reflipped: ['B'], window: [], winner: 'A' });
    expect(beaten.filter((e) => e.type === 'InitiativeFlipped')).toHaveLength(1);
    // B reflips a 3: a tie; both discard and flip again (A: 10, B: 5), no window by default.
    const tied = play([create(stacked('RAM-03', 'TOME-10'), stacked('MASK-09', 'CROW-03', 'TOME-05')), flip, reflip('A', false), reflip('B', true)]);
    expect(last(tied)).toEqual({ type: 'InitiativeFlipped', data: { turn: 0, cards: { A: 'TOME-10', B: 'TOME-05' }, window: [] } });
    const s = gameOf(tied);
    expect(s.initiative).toMatchObject({ cards: { A: 'TOME-10', B: 'TOME-05' }, reflipped: ['B'], window: [], winner: 'A' });
    expect(s.seats.A).toMatchObject({ inPlay: ['TOME-10'], discard: ['RAM-03'] });
    expect(s.seats.B).toMatchObject({ inPlay: ['TOME-05'], discard: ['MASK-09', 'CROW-03'] });
  });

  it('malifaux-2e/IN-4 with the reopen policy the window reopens lower card first, only for seats with a Soulstone and their reflip unused', () => {
    // A (3) declines, B (9) reflips a 3: tie; both flip again (A: 10, B: 5); B has used her reflip, A has not.
    const tied = play([create(stacked('RAM-03', 'TOME-10'), stacked('MASK-09', 'CROW-03', 'TOME-05'), [1, 1], true), flip, reflip('A', false), reflip('B', true)]);
    expect(last(tied)).toEqual({ type: 'InitiativeFlipped', data: { turn: 0, cards: { A: 'TOME-10', B: 'TOME-05' }, window: ['A'] } });
    // Both declined: both still may reflip after the tie, the lower card (B: 5) first.
    const both = play([create(stacked('RAM-07', 'TOME-10'), stacked('MASK-07', 'TOME-05'), [1, 1], true), flip]);
    expect(gameOf(both).initiative).toMatchObject({ cards: { A: 'TOME-10', B: 'TOME-05' }, window: ['B', 'A'] });
    // A with an empty Pool is not asked again.
    const poor = play([create(stacked('RAM-03', 'TOME-10'), stacked('MASK-09', 'CROW-03', 'TOME-05'), [0, 1], true), flip, reflip('B', true)]);
    expect(last(poor)).toEqual({ type: 'InitiativeFlipped', data: { turn: 0, cards: { A: 'TOME-10', B: 'TOME-05' }, window: [] } });
    expect(gameOf(poor).initiative).toMatchObject({ winner: 'A', reflipped: ['B'] });
  });

  it('malifaux-2e/IN-3 malifaux-2e/SS-2 a seat asked again that has used its reflip, or has no Soulstone left, is refused', () => {
    const open = gameOf(play([flip], created));
    const used: GameState = { ...open, initiative: { ...open.initiative!, reflipped: ['A'] } };
    expect(refusalOf(() => decideInitiativeReflip(used, reflip('A', true)))).toEqual({ ruleId: 'malifaux-2e/IN-3', section: SECTION, message: 'a player reflips with a Soulstone only once per Initiative Phase' });
    const empty: GameState = { ...open, seats: { ...open.seats, A: { ...open.seats.A!, soulstones: 0 } } };
    expect(refusalOf(() => decideInitiativeReflip(empty, reflip('A', true)))).toEqual({ ruleId: 'malifaux-2e/SS-2', section: '§5', message: 'the Soulstone Pool is empty' });
  });

  it('malifaux-2e/IN-2 malifaux-2e/IN-4 each flip is named after its command and round', () => {
    const flipIds = (events: readonly EncounterEvent[]): string[] => events.flatMap((e) => (e.type === 'CardsFlipped' ? [e.data.flipId] : []));
    const tied = play([create(stacked('RAM-07', 'CROW-02', 'TOME-10'), stacked('TOME-07', 'MASK-10', 'RAM-02', 'TOME-05')), flip, reflip('A', false), reflip('B', true)]);
    expect(flipIds(tied)).toEqual(['i:0', 'i:0', 'i:1', 'i:1', 'r:reflip', 'r:tie:0', 'r:tie:0']);
  });

  it('malifaux-2e/IN-5 the refusals of ChooseFirstPlayer: no winner yet, or a seat that does not exist', () => {
    const open = gameOf(play([flip], created));
    expect(refusalOf(() => chooseFirstPlayer(gameOf(created), choose('B', 'A')))).toEqual({ ruleId: 'malifaux-2e/IN-5', section: SECTION, message: 'the Initiative Phase has no winner yet' });
    expect(refusalOf(() => chooseFirstPlayer(open, choose('B', 'A')))).toEqual({ ruleId: 'malifaux-2e/IN-5', section: SECTION, message: 'the Initiative Phase has no winner yet' });
    const won = gameOf(play([reflip('A', false), reflip('B', false)], play([flip], created)));
    expect(refusalOf(() => chooseFirstPlayer(won, choose('B', 'C')))).toEqual({ ruleId: 'malifaux-2e/IN-5', section: SECTION, message: 'there is no seat C' });
  });

  it('malifaux-2e/IN-5 the winner chooses; both initiative cards are discarded; the other seat is Second Player', () => {
    const won = gameOf(play([reflip('A', false), reflip('B', false)], play([flip], created)));
    const events = chooseFirstPlayer(won, choose('B', 'B'));
    expect(events.map((e) => e.type)).toEqual(['CardsDiscarded', 'CardsDiscarded', 'FirstPlayerChosen']);
    expect(events[0]).toMatchObject({ data: { seat: 'A', cards: ['RAM-03'] } });
    expect(events[1]).toMatchObject({ data: { seat: 'B', cards: ['MASK-09'] } });
    expect(last(events)).toEqual({ type: 'FirstPlayerChosen', data: { turn: 0, chosenBy: 'B', firstPlayer: 'B', secondPlayer: 'A' } });
  });

  it('malifaux-2e/IN-3 folding: a reflip decision only matters during a phase; the winner waits for the window to close on distinct cards', () => {
    const decided = { type: 'InitiativeReflipDecided', data: { seat: 'A', reflip: true, card: 'RAM-05' } } as const;
    expect(evolveInitiative(null, decided, ['A', 'B'])).toBeNull();
    const ini: InitiativeState = { turn: 1, cards: { A: 'RAM-01', B: 'MASK-05' }, reflipped: [], window: ['A'], winner: null };
    expect(evolveInitiative(ini, decided, ['A', 'B'])).toEqual({ turn: 1, cards: { A: 'RAM-05', B: 'MASK-05' }, reflipped: ['A'], window: [], winner: null });
    expect(evolveInitiative(ini, { ...decided, data: { ...decided.data, card: 'RAM-06' } }, ['A', 'B'])).toMatchObject({ winner: 'A' });
    expect(evolveInitiative(ini, { ...decided, data: { ...decided.data, card: 'RAM-04' } }, ['A', 'B'])).toMatchObject({ winner: 'B' });
    expect(evolveInitiative(ini, { ...decided, data: { ...decided.data, reflip: false, card: 'RAM-01' } }, ['A', 'B'])).toMatchObject({ reflipped: [], winner: 'B' });
    expect(evolveInitiative({ ...ini, window: ['A', 'B'] }, { ...decided, data: { ...decided.data, card: 'RAM-06' } }, ['A', 'B'])).toMatchObject({ window: ['B'], winner: null });
    // A missing card (deck and discard empty, A-6) is worth 0.
    expect(evolveInitiative(ini, { ...decided, data: { ...decided.data, card: null } }, ['A', 'B'])).toMatchObject({ winner: 'B' });
    const flipped = { type: 'InitiativeFlipped', data: { turn: 2, cards: { A: null, B: 'MASK-01' }, window: [] } } as const;
    expect(evolveInitiative({ ...ini, reflipped: ['B'] }, flipped, ['A', 'B'])).toEqual({ turn: 2, cards: { A: null, B: 'MASK-01' }, reflipped: ['B'], window: [], winner: 'B' });
    expect(evolveInitiative(null, { ...flipped, data: { ...flipped.data, cards: { A: 'RAM-02', B: 'MASK-01' } } }, ['A', 'B'])).toMatchObject({ reflipped: [], winner: 'A' });
    expect(evolveInitiative(null, { ...flipped, data: { ...flipped.data, window: ['A'] } }, ['A', 'B'])).toMatchObject({ winner: null });
  });
});
