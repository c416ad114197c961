// malifaux-2e §20.7, §20.11 declared scoring facts: the whole refusal (rule, section, message) of each broken
// declaration, answer, ruling and reveal, and the events they write, which scoring.spec.ts checks by rule id.
import type { SeatId } from '../../core/decider';
import { refusalOf, type Refusal } from '../testing/refusal';
import type { GameState } from '../state';
import { Game } from '../testing/turns';
import { declareScoringFacts, markersOf } from './declarations';
import { atEndPhase, choice, killed, newStandard } from './testing/fixtures';
import type { SchemeChoice } from './standard-types';
import { storyAt } from './testing/story-fixtures';
import { declare, markers, push, withStandard } from './testing/scoring';

const S207 = '§20.7 (seed 2152-2345)';
const no = (rule: string, section: string, message: string): Refusal => ({ ruleId: `malifaux-2e/${rule}`, section, message });
const game = (a: SchemeChoice[] = [choice('A_LINE_IN_THE_SAND'), choice('BREAKTHROUGH')], turn = 2): Game =>
  atEndPhase({ A: a, B: [choice('A_LINE_IN_THE_SAND'), choice('PROTECT_TERRITORY')] }, turn);
const refusal = (g: Game, seat: SeatId | 'organiser', type: string, data: object): Refusal | undefined => refusalOf(() => g.clone().do(seat, type, data));
const facts = (g: Game, data: object, seat: SeatId = 'A'): Refusal | undefined => refusal(g, seat, 'DeclareScoringFacts', { declarationId: 'z', seat, moment: 'TURN', ...data });

describe('malifaux-2e §20.7 declaring scoring facts: each refusal in full', () => {
  it('malifaux-2e/SETUP facts come once the game is under way, each under its own id, at TURN or END', () => {
    expect(refusal(newStandard(), 'A', 'DeclareScoringFacts', { declarationId: 'z', seat: 'A', moment: 'TURN' })).toEqual(no('SETUP', '§20.1', 'scoring facts are declared once the game is under way'));
    const g = game();
    declare(g, 'A', 'TURN', {});
    const taken = g.state.standard!.declarations[0].declarationId;
    expect(refusal(g, 'A', 'DeclareScoringFacts', { declarationId: taken, seat: 'A', moment: 'TURN' })).toEqual(no('SETUP', '§20.7', 'this declaration id is taken'));
    expect(facts(g, { moment: 'LATER' })).toEqual(no('SETUP', '§20.7', 'moment is TURN or END'));
  });

  it('malifaux-2e/VP-2 facts of a Scheme not one\'s own, a first Scheme not one\'s own, Gathering Power first (VP-5)', () => {
    const g = game();
    expect(facts(g, { schemes: { OUTFLANK: {} } })).toEqual(no('SETUP', S207, 'OUTFLANK is not one of your Schemes'));
    expect(facts(g, { firstScheme: 'OUTFLANK' })).toEqual(no('VP-2', '§20.11 (seed 2431-2454)', 'score first one of your own Schemes'));
    expect(facts(g, { firstScheme: 'BREAKTHROUGH' })).toBeUndefined();
    const gp = storyAt({ factionA: 'ARCANISTS', A: [choice('GATHERING_POWER'), choice('BREAKTHROUGH')] });
    expect(facts(gp, { firstScheme: 'GATHERING_POWER' })).toEqual(no('VP-5', '§20.11, §21.7 (seed 3121)', 'Gathering Power is always scored last (step 6), after every other Scheme'));
  });

  it.each<[string, number[], Refusal | undefined]>([
    ['three Quarters', [2, 2, 2], no('SETUP', '§21.7', 'four Quarter counts')],
    ['a negative count', [2, 2, 2, -1], no('SETUP', '§21.7', 'four Quarter counts')],
    ['a fractional count', [2, 2, 2, 1.5], no('SETUP', '§21.7', 'four Quarter counts')],
    ['four counts from 0', [0, 2, 2, 2], undefined],
  ])('malifaux-2e/SETUP Spread of Decay: %s', (_w, decay, expected) => {
    const g = storyAt({ factionA: 'RESURRECTIONISTS', A: [choice('SPREAD_OF_DECAY'), choice('OUTFLANK')] });
    expect(facts(g, { moment: 'END', schemes: { SPREAD_OF_DECAY: { decayPerQuarter: decay } } })).toEqual(expected);
  });

  it('malifaux-2e/SC-0e a marker named must be one of the seat\'s Scheme Markers in play, once across Schemes', () => {
    const g = game([choice('A_LINE_IN_THE_SAND'), choice('POWER_RITUAL')]);
    markers(g, 'A', 'm1', 'm2');
    markers(g, 'B', 'b1');
    push(g, { type: 'MarkerPlaced', data: { id: 'c1', kind: 'CORPSE', seat: 'A', droppedBy: null } });
    expect(facts(g, { schemes: { A_LINE_IN_THE_SAND: { markers: ['b1'] } } })).toEqual(no('SC-0e', S207, 'b1 is not one of your Scheme Markers in play'));
    expect(facts(g, { schemes: { A_LINE_IN_THE_SAND: { markers: ['c1'] } } })).toEqual(no('SC-0e', S207, 'c1 is not one of your Scheme Markers in play'));
    expect(facts(g, { schemes: { A_LINE_IN_THE_SAND: { markers: ['gone'] } } })).toEqual(no('SC-0e', S207, 'gone is not one of your Scheme Markers in play'));
    expect(facts(g, { schemes: { A_LINE_IN_THE_SAND: { markers: ['m1', 'm1'] } } })).toEqual(no('SC-0e', '§20.7 (seed 2452)', 'Scheme Marker m1 counts toward one Scheme only'));
    expect(facts(g, { schemes: { A_LINE_IN_THE_SAND: { markers: ['m1'] }, POWER_RITUAL: { corners: [{ corner: 1, markerId: 'm1', inOwnDz: false }] } } })).toEqual(no('SC-0e', '§20.7 (seed 2452)', 'Scheme Marker m1 counts toward one Scheme only'));
    expect(facts(g, { schemes: { A_LINE_IN_THE_SAND: { markers: ['m1'] }, POWER_RITUAL: { corners: [{ corner: 1, markerId: 'm2', inOwnDz: false }] } } })).toBeUndefined();
  });

  it('malifaux-2e/SC-0e the markers a Scheme\'s facts use: markers, terrain, corners and both DZ lists', () => {
    expect(markersOf(undefined)).toEqual([]);
    expect(markersOf({ markers: ['a'], terrain: [{ pieceId: 't', markerId: 'b' }], corners: [{ corner: 1, markerId: 'c', inOwnDz: true }], nearOwnDz: ['d'], nearEnemyDz: ['e'] })).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('malifaux-2e/STR-0 Story facts: only in a Story Encounter, only the own side\'s declared sources, 0..50', () => {
    expect(facts(game(), { strategy: { story: { twoNonPeonNearTurf: 1 } } })).toEqual(no('STR-0', '§21.5', 'story facts belong to a Story Encounter'));
    const s = storyAt({}, 2);
    expect(facts(s, { strategy: { story: { slaughter: 1 } } }, 'B')).toEqual(no('STR-0', '§21.5', 'slaughter is not a VP source of your side of the Strategy (none to declare)'));
    expect(facts(s, { strategy: { story: { slaughter: 1 } } })).toEqual(no('STR-0', '§21.5', 'slaughter is not a VP source of your side of the Strategy (twoNonPeonNearTurf)'));
    expect(facts(s, { strategy: { story: { twoNonPeonNearTurf: 51 } } })).toEqual(no('STR-0', '§21.5', 'twoNonPeonNearTurf: a whole number 0..50'));
    expect(facts(s, { strategy: { story: { twoNonPeonNearTurf: 0.5 } } })).toEqual(no('STR-0', '§21.5', 'twoNonPeonNearTurf: a whole number 0..50'));
    expect(facts(s, { strategy: { story: { twoNonPeonNearTurf: 50 } } })).toBeUndefined();
    expect(facts(s, { strategy: { story: { twoNonPeonNearTurf: 0 } } })).toBeUndefined();
  });

  it('malifaux-2e/STR-0 Strategy counts: four Quarters, whole numbers, no more non-Peon models than in play', () => {
    const g = game();
    expect(facts(g, { strategy: { quarters: [1, 1, 1] } })).toEqual(no('STR-0', '§20.5', 'four Quarter counts'));
    expect(facts(g, { strategy: { quarters: [1, 1, 1, -1] } })).toEqual(no('STR-0', '§20.5', 'four Quarter counts'));
    expect(facts(g, { strategy: { quarters: [0, 1, 1, 1] } })).toBeUndefined();
    expect(facts(g, { strategy: { claimsHeld: -1 } })).toEqual(no('STR-0', '§20.5', 'counts are whole numbers'));
    expect(facts(g, { strategy: { claimsHeld: 1.5 } })).toEqual(no('STR-0', '§20.5', 'counts are whole numbers'));
    expect(facts(g, { strategy: { nonPeonWithin6: 0 } })).toBeUndefined();
    push(g, killed('A:guard', 'A', 'B:lilith', 'B', 2));
    expect(facts(g, { strategy: { nonPeonWithin6: 7 } })).toEqual(no('STR-0', '§20.5', 'you have 6 non-Peon models in play'));
    expect(facts(g, { strategy: { nonPeonWithin6: 6 } })).toBeUndefined();
  });

  it('malifaux-2e/SETUP the declaration event carries the facts as given, with the Turn', () => {
    const g = game();
    expect(g.do('A', 'DeclareScoringFacts', { declarationId: 'q', seat: 'A', moment: 'END', strategy: { claimsHeld: 2 }, firstScheme: 'BREAKTHROUGH' })).toEqual([
      { type: 'ScoringFactsDeclared', data: { declarationId: 'q', seat: 'A', turn: 2, moment: 'END', strategy: { claimsHeld: 2 }, schemes: undefined, firstScheme: 'BREAKTHROUGH' } },
    ]);
  });
});

describe('malifaux-2e §20.7 answers, rulings and reveals: each refusal in full', () => {
  const declared = (): [Game, string] => {
    const g = game();
    declare(g, 'A', 'TURN', { strategy: { nonPeonWithin6: 2 } });
    return [g, g.state.standard!.declarations[0].declarationId];
  };
  it('malifaux-2e/SETUP an answer names a pending declaration; the organiser answers as the opponent', () => {
    const [g, id] = declared();
    expect(refusal(g, 'B', 'AnswerScoringFacts', { declarationId: 'nope', answer: 'CONFIRMED' })).toEqual(no('SETUP', '§20.7', 'no such declaration'));
    expect(g.clone().do('organiser', 'AnswerScoringFacts', { declarationId: id, answer: 'CONFIRMED' })).toEqual([{ type: 'ScoringFactsAnswered', data: { declarationId: id, by: 'B', answer: 'CONFIRMED', reason: null } }]);
    g.do('B', 'AnswerScoringFacts', { declarationId: id, answer: 'CONFIRMED' });
    expect(refusal(g, 'B', 'AnswerScoringFacts', { declarationId: id, answer: 'DISPUTED' })).toEqual(no('SETUP', '§20.7', 'this declaration has already been answered'));
  });

  it('malifaux-2e/SETUP a ruling names a disputed declaration, once, UPHELD or OVERTURNED', () => {
    const [g, id] = declared();
    expect(refusal(g, 'organiser', 'RuleOnScoringFacts', { declarationId: 'nope', ruling: 'UPHELD' })).toEqual(no('SETUP', '§20.7', 'no such declaration'));
    expect(refusal(g, 'organiser', 'RuleOnScoringFacts', { declarationId: id, ruling: 'UPHELD' })).toEqual(no('SETUP', '§20.7', 'only a disputed declaration is ruled on'));
    g.do('B', 'AnswerScoringFacts', { declarationId: id, answer: 'DISPUTED', reason: 'no' });
    expect(refusal(g, 'organiser', 'RuleOnScoringFacts', { declarationId: id, ruling: 'MAYBE' })).toEqual(no('SETUP', '§20.7', 'UPHELD or OVERTURNED'));
    expect(g.do('organiser', 'RuleOnScoringFacts', { declarationId: id, ruling: 'OVERTURNED' })).toEqual([{ type: 'ScoringFactsRuled', data: { declarationId: id, ruling: 'OVERTURNED' } }]);
    expect(refusal(g, 'organiser', 'RuleOnScoringFacts', { declarationId: id, ruling: 'UPHELD' })).toEqual(no('SETUP', '§20.7', 'this dispute has already been ruled on'));
  });

  it('malifaux-2e/SC-0b only Bodyguard is revealed at will, once, and only one of the seat\'s own Schemes', () => {
    const g = game([choice('BODYGUARD', { friendlyModelId: 'A:judge' }), choice('A_LINE_IN_THE_SAND')], 2);
    expect(refusal(g, 'A', 'RevealScheme', { seat: 'A', scheme: 'OUTFLANK' })).toEqual(no('SETUP', '§20.9', 'not one of your Schemes'));
    expect(refusal(g, 'A', 'RevealScheme', { seat: 'A', scheme: 'A_LINE_IN_THE_SAND' })).toEqual(no('SC-0b', S207, 'A_LINE_IN_THE_SAND is revealed only at the start of the game or by its own mechanism'));
    expect(g.do('A', 'RevealScheme', { seat: 'A', scheme: 'BODYGUARD' })).toEqual([{ type: 'SchemeRevealed', data: { seat: 'A', scheme: 'BODYGUARD', notes: { friendlyModelId: 'A:judge' }, how: 'OWN', reason: 'Bodyguard may be revealed at any time' } }]);
    expect(refusal(g, 'A', 'RevealScheme', { seat: 'A', scheme: 'BODYGUARD' })).toEqual(no('SETUP', S207, 'already revealed'));
  });
});

describe('malifaux-2e §20.1, §21.5 declaring facts: each condition of the under-way and Story checks on its own', () => {
  type Declare = Parameters<typeof declareScoringFacts>[1];
  const cmd = (data: Partial<Declare['data']> = {}): Declare => ({ type: 'DeclareScoringFacts', actor: { role: 'seat', seat: 'A' }, data: { declarationId: 'z', seat: 'A', moment: 'TURN', ...data } });
  const direct = (state: GameState, data: Partial<Declare['data']> = {}): Refusal | undefined => refusalOf(() => declareScoringFacts(state, cmd(data)));
  const underWay = no('SETUP', '§20.1', 'scoring facts are declared once the game is under way');

  it('malifaux-2e/SETUP setup complete is not enough: before Turn 1 begins no facts are declared', () => {
    const g = storyAt({}, 1);
    // storyAt writes Turn 1's phases (five events) after the deployment zone: without them setup is COMPLETE at Turn 0.
    const before = new Game(g.events.slice(0, -5));
    expect([before.state.standard!.step, before.state.turn]).toEqual(['COMPLETE', 0]);
    expect(direct(before.state)).toEqual(underWay);
    expect(direct(g.state)).toBeUndefined();
  });

  it('malifaux-2e/SETUP a Turn under way is not enough either: setup must be COMPLETE', () => {
    // Both halves of the check stand alone: a state at Turn 2 whose setup is not marked COMPLETE is refused.
    const g = game();
    expect(direct(withStandard(g.state, { step: 'CHOOSE_DEPLOYMENT_ZONE' }))).toEqual(underWay);
    expect(direct(g.state)).toBeUndefined();
  });

  it('malifaux-2e/STR-0 story facts need the Story mode itself, not only a Story state', () => {
    const s = storyAt({}, 2).state;
    const turf = { strategy: { story: { twoNonPeonNearTurf: 1 } } };
    expect(direct(withStandard(s, { mode: 'STANDARD' }), turf)).toEqual(no('STR-0', '§21.5', 'story facts belong to a Story Encounter'));
    expect(direct(s, turf)).toBeUndefined();
  });

  it('malifaux-2e/STR-0 Contain power is scored by the server: the Defender has nothing to declare', () => {
    // TOME-03: Destroy Evidence, the Defender (B) plays Contain power, worked out from the kills and the table.
    const g = storyAt({ strategyCard: 'TOME-03' }, 2);
    expect(g.state.standard!.story).toMatchObject({ attacker: 'A', defender: 'B', defenderObjective: 'Contain power' });
    expect(facts(g, { strategy: { story: { containPower: 1 } } }, 'B')).toEqual(no('STR-0', '§21.5', 'containPower is not a VP source of your side of the Strategy (none to declare)'));
  });

  it('malifaux-2e/STR-0 a refusal lists every declarable source of the side, comma-separated', () => {
    // CROW-11: Treasure Hunt, two Attacker sources.
    const g = storyAt({ strategyCard: 'CROW-11' }, 2);
    expect(facts(g, { strategy: { story: { slaughter: 1 } } })).toEqual(no('STR-0', '§21.5', 'slaughter is not a VP source of your side of the Strategy (treasureCarried, treasureInAttackerDz)'));
    expect(facts(g, { strategy: { story: { treasureCarried: 1, treasureInAttackerDz: 1 } } })).toBeUndefined();
  });
});
