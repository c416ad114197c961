// malifaux-2e §4 duels played inside an encounter on the seats' real decks (rules/malifaux-2e.md §1.5, §1.6, §3, §4, §12;
// seed 002_0afdbbe5c7b94945.txt lines 418-426, 603-794): card moves mirrored in the decks, FD-11 during a duel flip,
// soulstones paid from the pool, access per seat, and the book's Opposed Duel (TV-05) from a stacked deck.
import { type Actor, type SeatId } from '../core/decider';
import { history } from '../core/testing/given';
import { FATE_DECK, type CardId } from '../malifaux/cards';
import { allCards } from '../malifaux/fate-deck';
import { authorize } from './access';
import type { EncounterCommand } from './commands';
import type { DuelCommand, DuelParticipant } from './duel/duel-commands';
import { availableTriggers } from './duel/triggers';
import { malifaux2e } from './index';
import { gameOf, stacked } from './testing/fixtures';

const actor = (seat: SeatId): Actor => ({ role: 'seat', seat });
/** A deck whose top cards are `top`, the rest in canonical order. */
const create = (a: CardId[], b: CardId[], soulstones = 2): EncounterCommand => ({
  type: 'CreateEncounter',
  actor: { role: 'organiser' },
  data: {
    encounterId: 'e1',
    players: [{ name: 'Seamus', soulstones }, { name: 'Guild', soulstones }],
    seed: '00112233445566778899aabbccddeeff',
    seedCommitment: 'x',
    options: { autoDeclineCuts: true },
    stackedDecks: [a, b],
    now: '2026-01-01T00:00:00Z',
  },
});
const duel = (by: SeatId, command: DuelCommand): EncounterCommand => ({ type: 'DuelDecision', actor: actor(by), data: { command } });
const drawCmd = (seat: SeatId, count: number): EncounterCommand => ({ type: 'DrawCards', actor: actor(seat), data: { seat, count } });
const game = gameOf;
const seamus: DuelParticipant = { modelId: 'seamus', seat: 'A', station: 'MASTER', stat: { name: 'Ml', value: 7 }, wounds: 12, maxWounds: 12 };
const freikorps: DuelParticipant = { modelId: 'freikorpsmann', seat: 'B', station: 'MINION', stat: { name: 'Df', value: 5 }, wounds: 6, maxWounds: 6 };
const bagOTools: DuelCommand = {
  type: 'StartDuel',
  data: {
    duelId: 'tv05',
    kind: 'OPPOSED',
    attacker: seamus,
    defender: freikorps,
    action: { name: "Bag o' Tools", damage: { weak: 2, moderate: 3, severe: 4 }, triggers: [{ name: 'Make it Beautiful', suits: ['MASK'], timing: 'AFTER_SUCCEEDING' }] },
    defenderFriendly: false,
  },
};

describe('malifaux-2e duels inside an encounter', () => {
  // A draws the 1 of Crows into hand, then flips 6 and 11. B draws the 10 of Masks into hand, then flips the 3 of Tomes.
  const setup = history(malifaux2e, [create(stacked('CROW-01', 'RAM-06', 'MASK-11'), stacked('MASK-10', 'TOME-03')), drawCmd('A', 1), drawCmd('B', 1)]);

  it('malifaux-2e/TV-05 malifaux-2e/DU-O4 malifaux-2e/DU-O6 malifaux-2e/DU-O7 the book’s Opposed Duel on real decks: 18 vs 8, cheat to 15, Seamus wins by 3', () => {
    const events = history(
      malifaux2e,
      [
        // The Freikorpsmann is a Minion: his Soulstone step is skipped (SS-D1); Seamus spends two (TV-02 style).
        duel('A', bagOTools),
        duel('A', { type: 'DeclareSoulstones', data: { by: 'A', fateModifiers: 1, suits: ['MASK'] } }),
        duel('A', { type: 'FlipDuelCards', data: { by: 'A' } }),
        duel('A', { type: 'ChooseActiveCard', data: { by: 'A', card: 'MASK-11' } }),
        duel('B', { type: 'CheatFate', data: { by: 'B', card: 'MASK-10' } }),
        duel('A', { type: 'DeclineCheat', data: { by: 'A' } }),
        // The Freikorpsmann has no Trigger his suits allow: his step is skipped (TR-1); Seamus declares his.
        duel('A', { type: 'DeclareTrigger', data: { by: 'A', trigger: 'Make it Beautiful' } }),
      ],
      setup,
    );
    const resolved = events.find((e) => e.type === 'DuelResolved');
    expect(resolved?.data).toMatchObject({ winner: 'ATTACKER', margin: 3 });
    const s = game(events);
    // The cards of the duel went to the discard piles; the soulstones came out of the pool (SS-1).
    expect(s.seats.A).toMatchObject({ soulstones: 0, inPlay: [], hand: ['CROW-01'] });
    expect(s.seats.A?.discard).toEqual(expect.arrayContaining(['RAM-06', 'MASK-11']));
    expect(s.seats.B?.discard).toEqual(expect.arrayContaining(['TOME-03', 'MASK-10']));
    expect(s.seats.B?.hand).toEqual([]);
    for (const seat of ['A', 'B'] as const) expect(allCards(s.seats[seat]!).sort()).toEqual([...FATE_DECK].sort());
    // DV-01 / §12.3: margin 3 → one penalty on the damage flip.
    const dmg = history(malifaux2e, [duel('A', { type: 'StartDamageFromDuel', data: {} })], events);
    expect(dmg.find((e) => e.type === 'FlipStarted')?.data).toMatchObject({ accuracy: { bonus: 0, penalty: 1 } });
    // The damage flip is made once per Attack: a second one is refused (DU-O7).
    const flipped = history(malifaux2e, [duel('A', { type: 'FlipDuelCards', data: { by: 'A' } })], dmg);
    let done = flipped;
    const s2 = game(done).duel;
    if (s2.status === 'FLIPPING') done = history(malifaux2e, [duel('A', { type: 'ChooseActiveCard', data: { by: 'A', card: [...(s2.flip.flipped ?? [])].sort()[0] } })], done);
    const s3 = game(done).duel;
    if (s3.status === 'FLIPPING') done = history(malifaux2e, [duel('A', { type: 'DeclineCheat', data: { by: 'A' } })], done);
    expect(game(done).duel.status).toBe('FLIP_RESOLVED');
    expect(() => malifaux2e.decide(game(done), duel('A', { type: 'StartDamageFromDuel', data: {} }))).toThrow(expect.objectContaining({ ruleId: 'malifaux-2e/DU-O7' }));
  });

  it('malifaux-2e/DU-O4 the higher total may not cheat first (422 with the rule), and the stream is untouched', () => {
    const flipped = history(
      malifaux2e,
      [
        duel('A', bagOTools),
        duel('A', { type: 'DeclareSoulstones', data: { by: 'A', fateModifiers: 1, suits: [] } }),
        duel('A', { type: 'FlipDuelCards', data: { by: 'A' } }),
        duel('A', { type: 'ChooseActiveCard', data: { by: 'A', card: 'MASK-11' } }),
      ],
      setup,
    );
    expect(() => malifaux2e.decide(game(flipped), duel('A', { type: 'DeclineCheat', data: { by: 'A' } }))).toThrow(expect.objectContaining({ ruleId: 'malifaux-2e/DU-O4' }));
  });

  it('malifaux-2e/DU-S2 a seat decides only for its own side: authorize refuses B flipping for A, or B starting A’s attack', () => {
    const started = history(malifaux2e, [duel('A', bagOTools)], setup);
    expect(authorize(game(started), duel('B', { type: 'FlipDuelCards', data: { by: 'A' } }))).toMatch(/seat A/);
    expect(authorize(game(setup), duel('B', bagOTools))).toMatch(/seat A/);
    expect(authorize(game(started), duel('B', { type: 'DeclareSoulstones', data: { by: 'B', fateModifiers: 0, suits: [] } }))).toBeNull();
  });

  it('malifaux-2e/FD-11 a duel flip that empties the deck shuffles the discard pile in under the card still on top', () => {
    // A draws 53 cards, leaving the last one on the deck, and discards 10 of them to make a pile.
    const deck = stacked('RAM-06', 'MASK-11');
    const last = deck[53];
    const base = history(malifaux2e, [create(deck, stacked()), drawCmd('A', 53)]);
    const hand = game(base).seats.A!.hand;
    const discarded = history(malifaux2e, [{ type: 'DiscardCards', actor: actor('A'), data: { seat: 'A', cards: hand.slice(0, 10) } }], base);
    // A Minion's Simple Duel with one bonus: two cards to flip, one left in the deck.
    const withBonus: DuelCommand = { type: 'StartDuel', data: { duelId: 's2', kind: 'SIMPLE', actor: { ...seamus, station: 'MINION', fate: { bonus: 1, penalty: 0 } }, action: { name: 'x', tn: 10 } } };
    const two = history(malifaux2e, [duel('A', withBonus), duel('A', { type: 'FlipDuelCards', data: { by: 'A' } })], discarded).slice(discarded.length);
    const reshuffle = two.find((e) => e.type === 'DeckShuffled');
    expect(reshuffle?.data).toMatchObject({ seat: 'A', reason: 'empty-deck' });
    const order = (reshuffle?.data as { readonly order: readonly CardId[] }).order;
    expect(order[0]).toBe(last);
    expect([...order.slice(1)].sort()).toEqual([...hand.slice(0, 10)].sort());
    const flip = two.find((e) => e.type === 'DuelCardsFlipped')?.data as { readonly flips: readonly { readonly cards: readonly CardId[] }[] };
    expect(flip.flips[0].cards[0]).toBe(last);
    const s = game([...discarded, ...two]);
    expect(allCards(s.seats.A!).sort()).toEqual([...FATE_DECK].sort());
  });

  it('malifaux-2e/DU-S3 malifaux-2e/DU-S2 friendly means the same Crew, whoever controls the Action: an Obeyed model attacking its own crewmate may be relented to', () => {
    // Seat A has Obeyed B's Gamin (A controls the Action and flips for it, DU-S2); its target is another of B's models.
    const obeyed: DuelCommand = {
      type: 'StartDuel',
      data: {
        duelId: 'obey',
        kind: 'OPPOSED',
        attacker: { ...freikorps, modelId: 'gamin', seat: 'A' },
        defender: { ...freikorps, modelId: 'nephilim', seat: 'B' },
        action: { name: 'Claws', damage: { weak: 1, moderate: 2, severe: 3 } },
        defenderFriendly: true,
      },
    };
    const relented = history(malifaux2e, [duel('A', obeyed), duel('B', { type: 'Relent', data: { by: 'B' } })], setup);
    expect(relented.some((e) => e.type === 'DefenderRelented')).toBe(true);
    // Against an enemy model (another Crew) there is no relenting (DU-O8).
    const enemy: DuelCommand = { ...obeyed, data: { ...obeyed.data, duelId: 'enemy', defenderFriendly: false } } as DuelCommand;
    const started = history(malifaux2e, [duel('A', enemy)], setup);
    expect(() => malifaux2e.decide(game(started), duel('B', { type: 'Relent', data: { by: 'B' } }))).toThrow(expect.objectContaining({ ruleId: 'malifaux-2e/DU-O8' }));
  });

  it('malifaux-2e/DU-S4 malifaux-2e/TR-3 "X duel" names the stat: a Df Stat Trigger serves in a Df duel, not in a Wp duel', () => {
    const parry = { name: 'Parry', suits: ['MASK' as const], timing: 'AFTER_SUCCEEDING' as const, stat: 'Df' };
    expect(availableTriggers({ role: 'DEFENDER', statName: 'Df', statTriggers: [parry] }).map((t) => t.name)).toEqual(['Parry']);
    expect(availableTriggers({ role: 'DEFENDER', statName: 'Wp', statTriggers: [parry] })).toEqual([]);
  });
});
