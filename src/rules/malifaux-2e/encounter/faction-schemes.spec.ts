// malifaux-2e §21.7 Story and Faction Schemes, VP-5 Gathering Power last (rules/malifaux-2e.md; seed 3087-3137), through the decider.
import type { SeatId } from '../../core/decider';
import type { Game } from '../testing/turns';
import { choice, killed, schemeMarker, vpFrom } from './testing/fixtures';
import { storyAt, toSchemes } from './testing/story-fixtures';

let n = 0;
const declareEnd = (g: Game, seat: SeatId, data: object) => g.do(seat, 'DeclareScoringFacts', { declarationId: `f${++n}`, seat, moment: 'END', ...data });
const endGame = (g: Game) => g.do('organiser', 'EndEncounter', { reason: 'time', now: '2026-01-01T03:00:00Z' });

describe('malifaux-2e §21.7 choosing a faction Scheme', () => {
  it("malifaux-2e/SETUP a Story Encounter offers the own announced faction's Scheme as one of the two picks", () => {
    expect(toSchemes({}).refused('A', 'ChooseSchemes', { seat: 'A', schemes: [choice('ROUNDUP'), choice('OUTFLANK')], reveal: [] })).toBeNull();
  });
  it("malifaux-2e/SETUP refuses another faction's Scheme, and a faction Scheme as a third pick", () => {
    expect(toSchemes({}).refused('A', 'ChooseSchemes', { seat: 'A', schemes: [choice('EXTERMINATE'), choice('OUTFLANK')], reveal: [] })).toBe('malifaux-2e/SETUP');
    expect(toSchemes({}).refused('A', 'ChooseSchemes', { seat: 'A', schemes: [choice('ROUNDUP'), choice('OUTFLANK'), choice('BREAKTHROUGH')], reveal: [] })).toBe('malifaux-2e/SETUP');
  });
  it('malifaux-2e/SETUP For the Money must be revealed at the start; on the reveal the Pool gains 4 Soulstones', () => {
    const g = toSchemes({ factionA: 'OUTCASTS' });
    expect(g.refused('A', 'ChooseSchemes', { seat: 'A', schemes: [choice('FOR_THE_MONEY'), choice('OUTFLANK')], reveal: [] })).toBe('malifaux-2e/SETUP');
    const before = g.state.seats.A!.soulstones;
    g.do('A', 'ChooseSchemes', { seat: 'A', schemes: [choice('FOR_THE_MONEY'), choice('OUTFLANK')], reveal: ['FOR_THE_MONEY'] });
    expect(g.state.seats.A!.soulstones).toBe(before); // secret until both have chosen (simultaneous reveal)
    g.do('B', 'ChooseSchemes', { seat: 'B', schemes: [choice('OUTFLANK'), choice('BREAKTHROUGH')], reveal: [] });
    expect(g.state.seats.A!.soulstones).toBe(before + 4);
  });
});

describe('malifaux-2e §21.7 faction Schemes at the end of the game', () => {
  it('malifaux-2e/SC-0a Roundup: 2 VP with strictly more Minions + Enforcers than the opponent, +1 revealed; a tie scores 0', () => {
    const tie = storyAt({ A: [choice('ROUNDUP'), choice('OUTFLANK')] });
    endGame(tie);
    expect(vpFrom(tie, 'A', 'ROUNDUP')).toBe(0);
    const more = storyAt({ A: [choice('ROUNDUP'), choice('OUTFLANK')], revealA: ['ROUNDUP'] });
    more.events.push(killed('B:young1', 'B', 'A:judge', 'A', 5));
    endGame(more);
    expect(vpFrom(more, 'A', 'ROUNDUP')).toBe(3);
  });
  it('malifaux-2e/SC-0a Exterminate: 2 VP with more Masters + Henchmen (unrevealed: no bonus)', () => {
    const g = storyAt({ B: [choice('EXTERMINATE'), choice('OUTFLANK')] });
    g.events.push(killed('A:judge', 'A', 'B:lilith', 'B', 5));
    endGame(g);
    expect(vpFrom(g, 'B', 'EXTERMINATE')).toBe(2);
  });
  it('malifaux-2e/SC-0a Fight Another Day: 2 VP with ≥ 4 models without damage', () => {
    const g = storyAt({ factionA: 'GREMLINS', A: [choice('FIGHT_ANOTHER_DAY'), choice('OUTFLANK')] });
    endGame(g);
    expect(vpFrom(g, 'A', 'FIGHT_ANOTHER_DAY')).toBe(2);
  });
  it('malifaux-2e/SC-0a Watchful Eyes: 2 Scheme Markers within 6" of each DZ; Spread of Decay: 2 in each Quarter', () => {
    const w = storyAt({ factionA: 'TEN_THUNDERS', A: [choice('WATCHFUL_EYES'), choice('OUTFLANK')] });
    w.events.push(...['a1', 'a2', 'a3', 'a4'].map((id) => schemeMarker(id, 'A')));
    declareEnd(w, 'A', { schemes: { WATCHFUL_EYES: { nearOwnDz: ['a1', 'a2'], nearEnemyDz: ['a3', 'a4'] } } });
    endGame(w);
    expect(vpFrom(w, 'A', 'WATCHFUL_EYES')).toBe(2);
    const d = storyAt({ factionA: 'RESURRECTIONISTS', A: [choice('SPREAD_OF_DECAY'), choice('OUTFLANK')] });
    declareEnd(d, 'A', { schemes: { SPREAD_OF_DECAY: { decayPerQuarter: [2, 2, 3, 1] } } });
    endGame(d);
    expect(vpFrom(d, 'A', 'SPREAD_OF_DECAY')).toBe(0);
  });
});

describe('malifaux-2e VP-5 Gathering Power is worked out last', () => {
  const setUp = () => {
    const g = storyAt({ factionA: 'ARCANISTS', A: [choice('GATHERING_POWER'), choice('BREAKTHROUGH')], B: [choice('PROTECT_TERRITORY'), choice('OUTFLANK')] });
    g.events.push(...['a1', 'a2', 'a3'].map((id) => schemeMarker(id, 'A')), ...['b1', 'b2', 'b3', 'b4'].map((id) => schemeMarker(id, 'B')));
    return g;
  };
  it('malifaux-2e/VP-5 refuses Gathering Power as the step-4 Scheme', () => {
    expect(setUp().refused('A', 'DeclareScoringFacts', { declarationId: 'gp', seat: 'A', moment: 'END', firstScheme: 'GATHERING_POWER' })).toBe('malifaux-2e/VP-5');
    expect(setUp().refused('A', 'DeclareScoringFacts', { declarationId: 'gp', seat: 'A', moment: 'END', firstScheme: 'BREAKTHROUGH' })).toBeNull();
  });
  it("malifaux-2e/VP-5 counts the Scheme Markers left after BOTH players' step-5 removals (3 v 4 before, 1 v 0 after)", () => {
    const g = setUp();
    declareEnd(g, 'A', { firstScheme: 'BREAKTHROUGH', schemes: { BREAKTHROUGH: { markers: ['a1', 'a2'] } } });
    declareEnd(g, 'B', { schemes: { PROTECT_TERRITORY: { markers: ['b1', 'b2', 'b3', 'b4'] } } });
    endGame(g);
    expect(vpFrom(g, 'A', 'GATHERING_POWER')).toBe(2);
    const order = g.state.standard!.ledger.map((e) => `${e.seat}:${e.source}`);
    expect(order.indexOf('A:GATHERING_POWER')).toBeGreaterThan(order.indexOf('B:PROTECT_TERRITORY'));
  });
  it('malifaux-2e/VP-5 no VP when the opponent keeps more Scheme Markers', () => {
    const g = setUp();
    declareEnd(g, 'A', { firstScheme: 'BREAKTHROUGH', schemes: { BREAKTHROUGH: { markers: ['a1', 'a2'] } } });
    endGame(g);
    expect(vpFrom(g, 'A', 'GATHERING_POWER')).toBe(0);
  });
});
