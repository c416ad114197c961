// malifaux-1e §5 the Fate Deck commands and the encounter's creation and end (fate-deck.ts, lifecycle.ts), each
// refusal with its rule id, section and message (issue 15; rules/malifaux-1e.md §5.1-§5.5, §14.12).
import { FATE_DECK } from '../malifaux/cards';
import type { EncounterCommand1e } from './commands';
import type { GameState1e } from './state';
import { A, B, cmd, create, ORGANISER, refusalOf, run, stacked, step } from './testing/fixtures';

const FD = '[Jeu du destin / Fate Deck]';
const S51 = '§5.1 (seed 1455-1516)';
const S55 = '§5.5 (seed 1580-1609)';
const game = (decks = [stacked('RAM-01', 'RAM-02', 'RAM-03'), stacked('TOME-01')], over = {}): { events: never[]; state: GameState1e } => ({ events: [], state: run([create(decks, over)]).state });
const withCut = (): { events: never[]; state: GameState1e } => ({ events: [], state: run([create([], { options: { autoDeclineCuts: false } })]).state });

describe('malifaux-1e/FD-1 creating the encounter', () => {
  it('malifaux-1e/FD-1 an existing encounter is not created again; two players exactly', () => {
    expect(refusalOf(game(), create([]))).toEqual({ ruleId: 'malifaux-1e/FD-1', section: S51, message: `the encounter already exists ${FD}` });
    const three = create([], { players: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] });
    expect(refusalOf({ state: { status: 'empty' } }, three)).toEqual({ ruleId: 'malifaux-1e/FD-1', section: S51, message: `a 1E encounter has two players (two crews) ${FD}` });
  });

  it.each([[-1], [1.5]])('malifaux-1e/SS-3 a starting pool of %d is refused (never negative, whole soulstones)', (soulstones) => {
    const c = create([], { players: [{ name: 'a' }, { name: 'b', soulstones }] });
    expect(refusalOf({ state: { status: 'empty' } }, c)).toEqual({ ruleId: 'malifaux-1e/SS-3', section: '§3.8', message: 'player 2: the pool may never go negative [Pierrâmes / Soulstones]' });
  });

  it('malifaux-1e/SS-3 a pool of 0 or none given is 0; malifaux-1e/FD-1 the created event names the ruleset, the Scrap default and the options', () => {
    const s = run([create([], { players: [{ name: 'Ann', soulstones: 0 }, { name: 'Bob' }] })]);
    expect([s.state.seats.A?.soulstones, s.state.seats.B?.soulstones]).toEqual([0, 0]);
    expect(s.events[0]).toEqual({
      type: 'EncounterCreated',
      data: {
        encounterId: 'e1', ruleset: 'malifaux-1e', players: [{ seat: 'A', name: 'Ann', soulstones: 0 }, { seat: 'B', name: 'Bob', soulstones: 0 }], size: 'SCRAP', seed: 'seed', seedCommitment: 'c',
        options: expect.objectContaining({ autoDeclineCuts: true, tableInches: 36 }), createdAt: '2026-01-01T00:00:00Z',
      },
    });
    expect(run([create([], { size: 'BRAWL' })]).state.size).toBe('BRAWL');
  });

  it('malifaux-1e/FD-12 each fresh deck is shuffled and offered to the other player for a cut, unless cuts are declined by policy', () => {
    const s = run([create([], { options: { autoDeclineCuts: false } })]);
    const shuffles = s.events.filter((e) => e.type === 'DeckShuffled');
    expect(shuffles.map((e) => e.data)).toEqual([
      expect.objectContaining({ seat: 'A', reason: 'initial', gathered: 'all', nonce: 0, cutOfferedTo: 'B' }),
      expect.objectContaining({ seat: 'B', reason: 'initial', gathered: 'all', nonce: 1, cutOfferedTo: 'A' }),
    ]);
    expect([...(shuffles[0].data as { order: readonly string[] }).order].sort()).toEqual([...FATE_DECK].sort());
    expect(run([create([])]).events.filter((e) => e.type === 'DeckShuffled').map((e) => (e.data as { cutOfferedTo: unknown }).cutOfferedTo)).toEqual([null, null]);
  });

  it('malifaux-1e/FD-2 a stacked deck is kept in its order, with no cut; it must be a permutation of the 54 cards', () => {
    const s = run([create([stacked('MASK-13'), stacked()], { options: { autoDeclineCuts: false } })]);
    expect(s.events[1]).toEqual({ type: 'DeckShuffled', data: { seat: 'A', reason: 'stacked', gathered: 'all', nonce: 0, order: stacked('MASK-13'), cutOfferedTo: null } });
    expect((s.events[2].data as { nonce: number }).nonce).toBe(1);
    const msg = (i: number) => ({ ruleId: 'malifaux-1e/FD-2', section: S51, message: `player ${i}: a stacked deck is a permutation of the 54 cards ${FD}` });
    expect(refusalOf({ state: { status: 'empty' } }, create([stacked().slice(1), stacked()]))).toEqual(msg(1));
    expect(refusalOf({ state: { status: 'empty' } }, create([stacked(), [...stacked().slice(0, 53), 'RJ']]))).toEqual(msg(2));
    expect(refusalOf({ state: { status: 'empty' } }, create([stacked(), [...stacked().slice(0, 53), 'RAM-14']]))).toEqual(msg(2));
  });
});

describe('malifaux-1e/TU-1 an ended encounter takes no command', () => {
  it('malifaux-1e/TU-1 after EndEncounter nothing is decided; malifaux-1e/FD-1 before creation neither', () => {
    const ended = step(game(), cmd('EndEncounter', ORGANISER, { reason: 'done', now: 'later' }));
    expect(ended.added).toEqual([{ type: 'EncounterEnded', data: { seed: 'seed', endedAt: 'later', reason: 'done' } }]);
    expect(ended.state.status).toBe('ended');
    expect(refusalOf(ended, cmd('DrawCards', A, { seat: 'A', count: 1 }))).toEqual({ ruleId: 'malifaux-1e/TU-1', section: '§14.12', message: 'the encounter has ended [Le tour / The turn]' });
    expect(refusalOf({ state: { status: 'empty' } }, cmd('DrawCards', A, { seat: 'A', count: 1 }))).toEqual({ ruleId: 'malifaux-1e/FD-1', section: S51, message: `no such encounter ${FD}` });
  });

  it.each([
    ['ShuffleDeck', { seat: 'C', fresh: false }],
    ['CutDeck', { seat: 'C', index: 1 }],
    ['DeclineCut', { seat: 'C' }],
    ['DrawCards', { seat: 'C', count: 1 }],
    ['FlipCards', { seat: 'C', count: 1, flipId: 'f' }],
    ['DiscardCards', { seat: 'C', cards: ['RAM-01'] }],
  ] as const)('malifaux-1e/FD-1 %s for a seat not in the encounter is refused', (type, data) => {
    expect(refusalOf(game(), cmd(type, A, data as never))).toEqual({ ruleId: 'malifaux-1e/FD-1', section: S51, message: `no seat C in this encounter ${FD}` });
  });
});

describe('malifaux-1e/FD-12 shuffles and cuts', () => {
  it('malifaux-1e/FD-12 a deck waiting for its cut takes no shuffle, draw or flip first', () => {
    const message = `seat A's deck was just shuffled: seat B must cut it or decline the cut first ${FD}`;
    for (const c of [cmd('ShuffleDeck', A, { seat: 'A', fresh: false }), cmd('DrawCards', A, { seat: 'A', count: 1 }), cmd('FlipCards', A, { seat: 'A', count: 1, flipId: 'f' })] as EncounterCommand1e[])
      expect(refusalOf(withCut(), c)).toEqual({ ruleId: 'malifaux-1e/FD-12', section: S55, message });
  });

  it('malifaux-1e/FD-12 a shuffle of the discard pile by command, or of every card for a fresh deck, offers the cut to the opponent', () => {
    const g = game();
    const flipped = step(g, cmd('FlipCards', A, { seat: 'A', count: 2, flipId: 'f' }));
    const shuffled = step(flipped, cmd('ShuffleDeck', A, { seat: 'A', fresh: false }));
    expect(shuffled.added).toEqual([{ type: 'DeckShuffled', data: expect.objectContaining({ seat: 'A', reason: 'command', gathered: 'discard', cutOfferedTo: null }) }]);
    const cutGame = withCut();
    const afterCuts = step(step(cutGame, cmd('DeclineCut', B, { seat: 'A' })), cmd('DeclineCut', A, { seat: 'B' }));
    const fresh = step(afterCuts, cmd('ShuffleDeck', A, { seat: 'A', fresh: true }));
    expect(fresh.added).toEqual([{ type: 'DeckShuffled', data: expect.objectContaining({ seat: 'A', reason: 'fresh-deck', gathered: 'all', cutOfferedTo: 'B' }) }]);
    expect(fresh.state.seats.A?.pendingCutBy).toBe('B');
  });

  it('malifaux-1e/FD-12 cards in play are never shuffled in: resolve them first', () => {
    const inPlay = { state: { ...game().state, seats: { ...game().state.seats, A: { ...game().state.seats.A!, inPlay: ['RJ'] } } } };
    expect(refusalOf(inPlay, cmd('ShuffleDeck', A, { seat: 'A', fresh: false }))).toEqual({ ruleId: 'malifaux-1e/FD-12', section: S55, message: `cards are in play: resolve them before shuffling (cards in play are never shuffled in) ${FD}` });
  });

  it('malifaux-1e/FD-12 a cut index is 1..53; the cut is made by the opponent; no cut on offer: refused', () => {
    const bad = `a cut index must be 1..53 ${FD}`;
    for (const index of [0, 54, 1.5]) expect(refusalOf(withCut(), cmd('CutDeck', B, { seat: 'A', index }))).toEqual({ ruleId: 'malifaux-1e/FD-12', section: S55, message: bad });
    const top = withCut().state.seats.A!.deck;
    for (const index of [1, 53]) {
      const cut = step({ events: [], state: withCut().state }, cmd('CutDeck', B, { seat: 'A', index }));
      expect(cut.added).toEqual([{ type: 'DeckCut', data: { seat: 'A', by: 'B', index } }]);
      expect(cut.state.seats.A?.deck[0]).toBe(top[index]);
    }
    const none = `no cut of seat A's deck is on offer ${FD}`;
    expect(refusalOf(game(), cmd('CutDeck', B, { seat: 'A', index: 3 }))).toEqual({ ruleId: 'malifaux-1e/FD-12', section: S55, message: none });
    expect(refusalOf(game(), cmd('DeclineCut', B, { seat: 'A' }))).toEqual({ ruleId: 'malifaux-1e/FD-12', section: S55, message: none });
    expect(step({ events: [], state: withCut().state }, cmd('DeclineCut', B, { seat: 'A' })).added).toEqual([{ type: 'CutDeclined', data: { seat: 'A', by: 'B' } }]);
  });
});

describe('malifaux-1e/FD-7 malifaux-1e/FD-9 malifaux-1e/FD-10 draws, flips and discards', () => {
  it('malifaux-1e/FD-7 at least one whole card is drawn; malifaux-1e/TU-D2 not in the Draw Phase', () => {
    for (const count of [0, 1.5]) expect(refusalOf(game(), cmd('DrawCards', A, { seat: 'A', count }))).toEqual({ ruleId: 'malifaux-1e/FD-7', section: '§5.3', message: `draw at least one card ${FD}` });
    const drawPhase = { state: { ...game().state, turn: { ...game().state.turn, phase: 'DRAW' as const } } };
    expect(refusalOf(drawPhase, cmd('DrawCards', A, { seat: 'A', count: 1 }))).toEqual({ ruleId: 'malifaux-1e/TU-D2', section: '§7.2 (seed 2034-2066)', message: 'in the Draw Phase, draw with the refill (draw up to the maximum hand size) [Le tour / The turn]' });
    expect(step(game(), cmd('DrawCards', A, { seat: 'A', count: 1 })).added).toEqual([{ type: 'CardsDrawn', data: { seat: 'A', cards: ['RAM-01'], requested: 1 } }]);
  });

  it('malifaux-1e/FD-12 with deck and discard pile both empty there is nothing to draw; one card in the discard pile is enough', () => {
    const s = game().state;
    const bare = (discard: string[]) => ({ state: { ...s, seats: { ...s.seats, A: { ...s.seats.A!, deck: [], discard, hand: [...s.seats.A!.deck.filter((c) => !discard.includes(c))] } } } });
    expect(refusalOf(bare([]), cmd('DrawCards', A, { seat: 'A', count: 1 }))).toEqual({ ruleId: 'malifaux-1e/FD-12', section: S55, message: `seat A has no card to draw: deck and discard pile are both empty ${FD}` });
    expect(step({ events: [], ...bare(['RAM-01']) }, cmd('DrawCards', A, { seat: 'A', count: 1 })).state.seats.A?.hand).toContain('RAM-01');
  });

  it.each([0, 5, 2.5])('malifaux-1e/FM-2 a flip of %d cards is refused (1..4)', (count) => {
    expect(refusalOf(game(), cmd('FlipCards', A, { seat: 'A', count, flipId: 'f' }))).toEqual({ ruleId: 'malifaux-1e/FM-2', section: '§5.7 (seed 1611-1679)', message: `a flip turns over 1 card plus at most 3 (1..4) ${FD.replace('Jeu du destin / Fate Deck', 'Modifier le destin / Fate modifiers')}` });
  });

  it('malifaux-1e/FD-9 a flip of 1 and of 4 cards goes face up onto the discard pile at once', () => {
    expect(step(game(), cmd('FlipCards', A, { seat: 'A', count: 1, flipId: 'f' })).added).toEqual([
      { type: 'CardsFlipped', data: { seat: 'A', cards: ['RAM-01'], flipId: 'f' } },
      { type: 'CardsDiscarded', data: { seat: 'A', cards: ['RAM-01'], from: 'play' } },
    ]);
    expect(step(game(), cmd('FlipCards', A, { seat: 'A', count: 4, flipId: 'f' })).state.seats.A?.discard).toHaveLength(4);
  });

  it('malifaux-1e/FD-10 a discard names at least one card, each once, all from the hand', () => {
    const drawn = step(game(), cmd('DrawCards', A, { seat: 'A', count: 2 }));
    expect(refusalOf(drawn, cmd('DiscardCards', A, { seat: 'A', cards: [] }))).toEqual({ ruleId: 'malifaux-1e/FD-10', section: S55, message: `name at least one card to discard ${FD}` });
    expect(refusalOf(drawn, cmd('DiscardCards', A, { seat: 'A', cards: ['RAM-01', 'RAM-01'] }))).toEqual({ ruleId: 'malifaux-1e/FD-10', section: S55, message: `a card was named twice ${FD}` });
    expect(refusalOf(drawn, cmd('DiscardCards', A, { seat: 'A', cards: ['RAM-01', 'MASK-01', 'MASK-02'] }))).toEqual({ ruleId: 'malifaux-1e/FD-7', section: '§5.3 (seed 1453-1469)', message: `not in your Control Hand: MASK-01, MASK-02 ${FD}` });
    expect(step(drawn, cmd('DiscardCards', A, { seat: 'A', cards: ['RAM-02'] })).added).toEqual([{ type: 'CardsDiscarded', data: { seat: 'A', cards: ['RAM-02'], from: 'hand' } }]);
  });
});
