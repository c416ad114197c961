// malifaux-2e §3.9 Random Determination (seed 002_0afdbbe5c7b94945.txt lines 595-599, 1304): RD-1, RD-2, TV-09.
import type { Actor, SeatId } from '../core/decider';
import { history } from '../core/testing/given';
import { FATE_DECK, type CardId } from '../malifaux/cards';
import { allCards } from '../malifaux/fate-deck';
import { authorize } from './access';
import type { EncounterCommand } from './commands';
import { malifaux2e } from './index';
import { ruleOf } from '../core/testing/helpers';
import { gameOf, stacked } from './testing/fixtures';

const actor = (seat: SeatId): Actor => ({ role: 'seat', seat });
const create = (a: CardId[], b: CardId[]): EncounterCommand => ({
  type: 'CreateEncounter',
  actor: { role: 'organiser' },
  data: { encounterId: 'e', players: [{ name: 'a' }, { name: 'b' }], seed: 'abc', seedCommitment: 'x', options: { autoDeclineCuts: true }, stackedDecks: [a, b], now: 't' },
});
const game = gameOf;
const randomModel = (seat: SeatId, candidates: string[]): EncounterCommand => ({ type: 'FlipForRandomModel', actor: actor(seat), data: { seat, candidates, flipId: 'r' } });

describe('malifaux-2e §3.9 Random Determination', () => {
  it('malifaux-2e/RD-1 malifaux-2e/TV-09 one card per candidate, the lowest is picked: Silurid 8, Terror Tot 5, Death Marshal 6 → Terror Tot', () => {
    const events = history(malifaux2e, [create(stacked('RAM-08', 'MASK-05', 'TOME-06'), stacked()), randomModel('A', ['silurid', 'terror-tot', 'death-marshal'])]);
    const flipped = events.find((e) => e.type === 'RandomModelFlipped');
    expect(flipped?.data).toMatchObject({
      flips: [
        { modelId: 'silurid', card: 'RAM-08' },
        { modelId: 'terror-tot', card: 'MASK-05' },
        { modelId: 'death-marshal', card: 'TOME-06' },
      ],
      tied: ['terror-tot'],
      picked: 'terror-tot',
    });
    const s = game(events);
    expect(s.seats.A?.discard).toEqual(['RAM-08', 'MASK-05', 'TOME-06']);
    expect(allCards(s.seats.A!).sort()).toEqual([...FATE_DECK].sort());
    expect(s.randomPick).toBeNull();
  });

  it('malifaux-2e/RD-1 a tie for lowest waits for the flipping seat to pick one of the tied models, and only one of them', () => {
    const events = history(malifaux2e, [create(stacked('RAM-05', 'MASK-05', 'BJ', 'RJ'), stacked()), randomModel('A', ['m1', 'm2', 'm3', 'm4'])]);
    const tie = history(malifaux2e, [create(stacked('RAM-05', 'MASK-05', 'TOME-09'), stacked()), randomModel('A', ['m1', 'm2', 'm3'])]);
    // Jokers at face value: the Black Joker (0) is the lowest, the Red Joker (14) the highest.
    expect(events.find((e) => e.type === 'RandomModelFlipped')?.data).toMatchObject({ tied: ['m3'], picked: 'm3' });
    expect(game(tie).randomPick).toMatchObject({ seat: 'A', tied: ['m1', 'm2'] });
    expect(ruleOf(() => malifaux2e.decide(game(tie), { type: 'PickRandomModel', actor: actor('A'), data: { modelId: 'm3' } }))).toBe('malifaux-2e/RD-1');
    expect(authorize(game(tie), { type: 'PickRandomModel', actor: actor('B'), data: { modelId: 'm2' } })).toMatch(/seat A/);
    expect(ruleOf(() => malifaux2e.decide(game(tie), randomModel('A', ['x'])))).toBe('malifaux-2e/RD-1');
    const picked = history(malifaux2e, [{ type: 'PickRandomModel', actor: actor('A'), data: { modelId: 'm2' } }], tie);
    expect(picked[picked.length - 1]).toMatchObject({ type: 'RandomModelPicked', data: { modelId: 'm2' } });
    expect(game(picked).randomPick).toBeNull();
    expect(ruleOf(() => malifaux2e.decide(game(picked), { type: 'PickRandomModel', actor: actor('A'), data: { modelId: 'm2' } }))).toBe('malifaux-2e/RD-1');
  });

  it('malifaux-2e/RD-2 both players flip; the highest wins; ties reflip until broken', () => {
    const events = history(malifaux2e, [create(stacked('RAM-07', 'CROW-03'), stacked('TOME-07', 'MASK-12')), { type: 'FlipForRandomPlayer', actor: { role: 'organiser' }, data: { flipId: 'p' } }]);
    const done = events.find((e) => e.type === 'RandomPlayerDetermined');
    expect(done?.data).toMatchObject({ rounds: [{ A: 'RAM-07', B: 'TOME-07' }, { A: 'CROW-03', B: 'MASK-12' }], winner: 'B' });
    const s = game(events);
    expect(s.seats.A?.discard).toEqual(['RAM-07', 'CROW-03']);
    expect(allCards(s.seats.B!).sort()).toEqual([...FATE_DECK].sort());
    const rj = history(malifaux2e, [create(stacked('RJ'), stacked('MASK-13')), { type: 'FlipForRandomPlayer', actor: actor('B'), data: { flipId: 'p' } }]);
    expect(rj.find((e) => e.type === 'RandomPlayerDetermined')?.data).toMatchObject({ winner: 'A' });
  });
});
