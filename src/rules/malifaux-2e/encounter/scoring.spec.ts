// malifaux-2e §20.5 Strategies, §20.7 Schemes, §20.11 the end: every source scored through the decider (EP-2 and the end), with caps.
import type { SeatId } from '../../core/decider';
import type { EncounterEvent } from '../events';
import type { Game } from '../testing/turns';
import { atEndPhase, choice, endPhase, killed, schemeMarker, toTurnEnd, vpFrom, vpOf } from './testing/fixtures';
import type { SchemeChoice, SchemeFacts, StrategyFacts } from './standard-types';
import type { SchemeId } from './tables';

let n = 0;
const declare = (g: Game, seat: SeatId, moment: 'TURN' | 'END', data: { strategy?: StrategyFacts; schemes?: Partial<Record<SchemeId, SchemeFacts>>; firstScheme?: SchemeId }) =>
  g.do(seat, 'DeclareScoringFacts', { declarationId: `d${++n}`, seat, moment, ...data });
const endGame = (g: Game) => g.do('organiser', 'EndEncounter', { reason: 'time', now: '2026-01-01T03:00:00Z' });
const markers = (g: Game, seat: SeatId, ...ids: string[]) => g.events.push(...ids.map((id) => schemeMarker(id, seat)));
const push = (g: Game, ...e: EncounterEvent[]) => g.events.push(...e);
const plain: { A: SchemeChoice[]; B: SchemeChoice[] } = { A: [choice('A_LINE_IN_THE_SAND'), choice('BREAKTHROUGH')], B: [choice('A_LINE_IN_THE_SAND'), choice('PROTECT_TERRITORY')] };
const game = (turn: number, strategy = 'RAM-04', schemes = plain, reveal: { A?: SchemeId[]; B?: SchemeId[] } = {}) =>
  atEndPhase({ ...schemes, revealA: reveal.A, revealB: reveal.B }, turn, { strategy });
const attack = (modelId: string, target: string, id = 'x1'): EncounterEvent =>
  ({ type: 'ActionTaken', data: { actionId: id, modelId, seat: modelId[0], action: 'Halberd', category: 'ATTACK', printedAp: 1, paid: 1, paidRestricted: 0, free: null, zeroAp: false, targets: [target], facts: {}, focus: 0, duelId: null, grants: 0, note: null } }) as EncounterEvent;

describe('malifaux-2e §20.5 Strategies at the Earn-VP step (STR-0)', () => {
  it('malifaux-2e/STR-0 Turf War scores 1 VP from Turn 2 with ≥ 2 non-Peon models within 6", never on Turn 1', () => {
    const t1 = game(1);
    declare(t1, 'A', 'TURN', { strategy: { nonPeonWithin6: 3 } });
    endPhase(t1);
    expect(vpFrom(t1, 'A', 'STRATEGY')).toBe(0);
    const t2 = game(2);
    const [d] = declare(t2, 'A', 'TURN', { strategy: { nonPeonWithin6: 2 } });
    declare(t2, 'B', 'TURN', { strategy: { nonPeonWithin6: 1 } });
    endPhase(t2);
    expect([vpFrom(t2, 'A', 'STRATEGY'), vpFrom(t2, 'B', 'STRATEGY')]).toEqual([1, 0]);
    expect(t2.state.standard!.ledger[0].declarations).toEqual([(d.data as { declarationId: string }).declarationId]);
  });
  it('malifaux-2e/ST-3 Turf War counts non-Peon models only: 7 of the 8 Guild models, the Peon left out', () => {
    expect(game(2).refused('A', 'DeclareScoringFacts', { declarationId: 'z', seat: 'A', moment: 'TURN', strategy: { nonPeonWithin6: 8 } })).toBe('malifaux-2e/STR-0');
    expect(game(2).refused('A', 'DeclareScoringFacts', { declarationId: 'z', seat: 'A', moment: 'TURN', strategy: { nonPeonWithin6: 7 } })).toBeNull();
  });
  it('malifaux-2e/STR-0 refuses a count of non-Peon models the crew does not have in play', () => {
    expect(game(2).refused('A', 'DeclareScoringFacts', { declarationId: 'z', seat: 'A', moment: 'TURN', strategy: { nonPeonWithin6: 9 } })).toBe('malifaux-2e/STR-0');
  });
  it('malifaux-2e/VP-1 DV-30: after 4 Strategy VP, a qualifying Turn 6 scores 0', () => {
    const g = game(6);
    push(g, { type: 'VictoryPointsAwarded', data: { entries: [2, 3, 4, 5].map((turn) => ({ seat: 'A' as const, source: 'STRATEGY' as const, vp: 1, turn, reason: 'Turf War', events: [], declarations: [] })), uses: [] } });
    declare(g, 'A', 'TURN', { strategy: { nonPeonWithin6: 4 } });
    endPhase(g);
    expect(vpFrom(g, 'A', 'STRATEGY')).toBe(4);
  });
  it.each<[string, number, number]>([
    ['two kills this Turn', 2, 1],
    ['three kills this Turn: max 1 VP per Turn', 3, 1],
    ['one kill this Turn', 1, 0],
  ])('malifaux-2e/STR-0 Reckoning: %s → %i VP', (_what, kills, vp) => {
    const g = game(2, 'CROW-03');
    push(g, ...['B:young1', 'B:young2', 'B:tot'].slice(0, kills).map((id) => killed(id, 'B', 'A:judge', 'A', 2)));
    endPhase(g);
    expect(vpFrom(g, 'A', 'STRATEGY')).toBe(vp);
    if (vp) expect(g.state.standard!.ledger[0].events.length).toBe(kills);
  });
  it('malifaux-2e/STR-0 Reckoning: kills of an earlier Turn do not count', () => {
    const g = game(2, 'CROW-03');
    push(g, killed('B:young1', 'B', 'A:judge', 'A', 1), killed('B:young2', 'B', 'A:judge', 'A', 1));
    endPhase(g);
    expect(vpFrom(g, 'A', 'STRATEGY')).toBe(0);
  });
  it.each<[string, [number, number, number, number], [number, number, number, number], number]>([
    ['controls 2 Quarters', [2, 1, 0, 0], [1, 0, 3, 0], 1],
    ['a tie controls nothing (A-15)', [2, 1, 0, 0], [1, 1, 0, 0], 0],
  ])('malifaux-2e/STR-0 Reconnoiter: %s', (_w, a, b, vp) => {
    const g = game(2, 'MASK-04');
    declare(g, 'A', 'TURN', { strategy: { quarters: a } });
    declare(g, 'B', 'TURN', { strategy: { quarters: b } });
    endPhase(g);
    expect(vpFrom(g, 'A', 'STRATEGY')).toBe(vp);
  });
  it.each([
    [2, 1],
    [1, 0],
  ])('malifaux-2e/STR-0 Squatter\'s Rights: claims on %i Squat Markers → %i VP', (claims, vp) => {
    const g = game(3, 'TOME-03');
    declare(g, 'A', 'TURN', { strategy: { claimsHeld: claims } });
    endPhase(g);
    expect(vpFrom(g, 'A', 'STRATEGY')).toBe(vp);
  });
  it.each([
    [2, 1, 1],
    [1, 1, 0],
  ])('malifaux-2e/STR-0 Stake a Claim: %i on the Enemy Half vs %i on the own half → %i VP', (enemyHalf, ownHalf, vp) => {
    const g = game(2, 'RJ');
    declare(g, 'A', 'TURN', { strategy: { claimMarkers: { enemyHalf, ownHalf } } });
    endPhase(g);
    expect(vpFrom(g, 'A', 'STRATEGY')).toBe(vp);
  });
});

describe('malifaux-2e §20.7 Schemes scored at the end of a Turn', () => {
  it('malifaux-2e/SC-0b Distract is revealed by its own trigger and scores 1 VP from Turn 1 with ≥ 2 Distracted enemies (A-30)', () => {
    const g = game(1, 'RAM-04', { A: [choice('DISTRACT'), choice('A_LINE_IN_THE_SAND')], B: plain.B });
    const gain = (id: string) => g.do('A', 'DeclareEffect', { effectId: id, kind: 'GAIN_CONDITION', modelId: id, condition: { name: 'Distracted' } });
    expect(gain('B:young1').map((e) => e.type)).toEqual(['EffectDeclared', 'ConditionGained', 'SchemeRevealed']);
    const one = g.clone();
    endPhase(one);
    expect(vpFrom(one, 'A', 'DISTRACT')).toBe(0);
    gain('B:young2');
    endPhase(g);
    expect(vpFrom(g, 'A', 'DISTRACT')).toBe(1);
    expect(g.state.standard!.schemes.A![0].revealed).toBe('OWN');
  });
  it('malifaux-2e/SC-0a Cursed Object: ends one Cursed Object for 1 VP after Turn 1; never more than 3 VP', () => {
    const g = game(2, 'RAM-04', { A: [choice('CURSED_OBJECT'), choice('A_LINE_IN_THE_SAND')], B: plain.B });
    for (const id of ['B:young1', 'B:young2']) g.do('A', 'DeclareEffect', { effectId: id, kind: 'GAIN_CONDITION', modelId: id, condition: { name: 'Cursed Object' } });
    declare(g, 'A', 'TURN', { schemes: { CURSED_OBJECT: { endCursedObjectOn: 'B:young1' } } });
    const e = endPhase(g);
    expect(vpFrom(g, 'A', 'CURSED_OBJECT')).toBe(1);
    expect(e).toContainEqual({ type: 'ConditionRemoved', data: { modelId: 'B:young1', name: 'CURSED_OBJECT', reason: 'CURSED_OBJECT scored (§20.7)' } });
    push(g, { type: 'VictoryPointsAwarded', data: { entries: [{ seat: 'A', source: 'CURSED_OBJECT', vp: 2, turn: 2, reason: 'x', events: [], declarations: [] }], uses: [] } });
    toTurnEnd(g, 3);
    declare(g, 'A', 'TURN', { schemes: { CURSED_OBJECT: { endCursedObjectOn: 'B:young2' } } });
    endPhase(g);
    expect(vpFrom(g, 'A', 'CURSED_OBJECT')).toBe(3);
  });
  it('malifaux-2e/SC-0b Bodyguard scores from Turn 4 only if revealed; it may be revealed at any time, others may not', () => {
    const schemes = { A: [choice('BODYGUARD', { friendlyModelId: 'A:judge' }), choice('A_LINE_IN_THE_SAND')], B: plain.B };
    const hidden = game(4, 'RAM-04', schemes);
    declare(hidden, 'A', 'TURN', { schemes: { BODYGUARD: { beyond8FromOwnDz: true } } });
    endPhase(hidden);
    expect(vpFrom(hidden, 'A', 'BODYGUARD')).toBe(0);
    const g = game(4, 'RAM-04', schemes);
    expect(g.refused('A', 'RevealScheme', { seat: 'A', scheme: 'A_LINE_IN_THE_SAND' })).toBe('malifaux-2e/SC-0b');
    g.do('A', 'RevealScheme', { seat: 'A', scheme: 'BODYGUARD' });
    declare(g, 'A', 'TURN', { schemes: { BODYGUARD: { beyond8FromOwnDz: true } } });
    endPhase(g);
    expect(vpFrom(g, 'A', 'BODYGUARD')).toBe(1);
  });
  it('malifaux-2e/SC-0e Plant Explosives: once per game, 1 VP per enemy within 3", its markers removed', () => {
    const g = game(1, 'RAM-04', { A: [choice('PLANT_EXPLOSIVES'), choice('A_LINE_IN_THE_SAND')], B: plain.B });
    markers(g, 'A', 'm1', 'm2');
    markers(g, 'B', 'b1');
    expect(g.refused('A', 'DeclareScoringFacts', { declarationId: 'x', seat: 'A', moment: 'TURN', schemes: { PLANT_EXPLOSIVES: { detonate: true, markers: ['b1'] } } })).toBe('malifaux-2e/SC-0e');
    declare(g, 'A', 'TURN', { schemes: { PLANT_EXPLOSIVES: { detonate: true, enemiesWithin3: ['B:young1', 'B:young2', 'A:judge'], markers: ['m1'] } } });
    endPhase(g);
    expect(vpFrom(g, 'A', 'PLANT_EXPLOSIVES')).toBe(2);
    expect(g.state.table!.markers.map((m) => m.id)).toEqual(['m2', 'b1']);
    toTurnEnd(g, 2);
    declare(g, 'A', 'TURN', { schemes: { PLANT_EXPLOSIVES: { detonate: true, enemiesWithin3: ['B:tot'] } } });
    endPhase(g);
    expect(vpFrom(g, 'A', 'PLANT_EXPLOSIVES')).toBe(2);
  });
  it.each<[string, number, string, number]>([
    ['a Minion killed by a Henchman on Turn 2', 2, 'A:judge', 1],
    ['a Minion killed by a Minion', 2, 'A:marshal1', 0],
    ['a Minion killed by a Henchman on Turn 1', 1, 'A:judge', 0],
  ])('malifaux-2e/SC-0a Make Them Suffer: %s', (_w, turn, killer, vp) => {
    const g = game(turn, 'RAM-04', { A: [choice('MAKE_THEM_SUFFER'), choice('A_LINE_IN_THE_SAND')], B: plain.B });
    push(g, killed('B:young1', 'B', killer, 'A', turn));
    endPhase(g);
    expect(vpFrom(g, 'A', 'MAKE_THEM_SUFFER')).toBe(vp);
  });
  const interact = (modelId: string, target: string, ap: number, engaged: boolean, id = 'i1'): EncounterEvent =>
    ({ type: 'ActionTaken', data: { actionId: id, modelId, seat: modelId[0], action: 'Interact', category: 'TACTICAL', printedAp: ap, paid: ap, paidRestricted: 0, free: null, zeroAp: false, targets: [target], facts: engaged ? { engagedWith: [target] } : {}, focus: 0, duelId: null, grants: 0, note: null } }) as EncounterEvent;
  it.each<[string, SchemeId[], number]>([
    ['revealed later', [], 2],
    ['revealed at the start', ['DELIVER_A_MESSAGE'], 3],
  ])('malifaux-2e/SC-0b Deliver a Message %s scores %i VP from the (2) Interact the server saw, once', (_w, reveal, vp) => {
    const g = game(2, 'RAM-04', { A: [choice('DELIVER_A_MESSAGE'), choice('A_LINE_IN_THE_SAND')], B: plain.B }, { A: reveal });
    push(g, interact('A:guard', 'B:lilith', 2, true));
    endPhase(g);
    expect(vpFrom(g, 'A', 'DELIVER_A_MESSAGE')).toBe(vp);
    expect(g.state.standard!.ledger.find((x) => x.source === 'DELIVER_A_MESSAGE')!.events).toHaveLength(1);
    toTurnEnd(g, 3);
    push(g, interact('A:judge', 'B:lilith', 2, true, 'i2'));
    endPhase(g);
    expect(vpFrom(g, 'A', 'DELIVER_A_MESSAGE')).toBe(vp);
  });
  it.each<[string, string, number, boolean]>([
    ['by the Leader', 'A:justice', 2, true],
    ['with a (1) Interact', 'A:guard', 1, true],
    ['without being engaged with the Leader', 'A:guard', 2, false],
  ])('malifaux-2e/SC-0a Deliver a Message %s scores nothing', (_w, by, ap, engaged) => {
    const g = game(2, 'RAM-04', { A: [choice('DELIVER_A_MESSAGE'), choice('A_LINE_IN_THE_SAND')], B: plain.B });
    push(g, interact(by, 'B:lilith', ap, engaged));
    endPhase(g);
    expect(vpFrom(g, 'A', 'DELIVER_A_MESSAGE')).toBe(0);
  });
  it('malifaux-2e/SC-0a Spring the Trap scores nothing once the enemy Leader is out of play', () => {
    const g = game(2, 'RAM-04', { A: [choice('SPRING_THE_TRAP'), choice('A_LINE_IN_THE_SAND')], B: plain.B });
    push(g, killed('B:lilith', 'B', 'A:judge', 'A', 2));
    markers(g, 'A', 'm1', 'm2');
    declare(g, 'A', 'TURN', { schemes: { SPRING_THE_TRAP: { detonate: true, markers: ['m1', 'm2'] } } });
    endPhase(g);
    expect(vpFrom(g, 'A', 'SPRING_THE_TRAP')).toBe(0);
  });
  it.each<[string, number, number, number]>([
    ['two markers, the enemy has at least as many models in play', 2, 2, 3],
    ['two markers, this crew has more models in play (8 v 7)', 2, 0, 2],
    ['no marker', 0, 2, 0],
  ])('malifaux-2e/SC-0a Spring the Trap: %s (%i markers, %i lost) → %i VP', (_w, count, lost, vp) => {
    const g = game(1, 'RAM-04', { A: [choice('SPRING_THE_TRAP'), choice('A_LINE_IN_THE_SAND')], B: plain.B });
    push(g, ...['A:peon', 'A:scales'].slice(0, lost).map((id) => killed(id, 'A', null, null, 1)));
    markers(g, 'A', 'm1', 'm2');
    declare(g, 'A', 'TURN', { schemes: { SPRING_THE_TRAP: { detonate: true, markers: ['m1', 'm2'].slice(0, count) } } });
    endPhase(g);
    expect(vpFrom(g, 'A', 'SPRING_THE_TRAP')).toBe(vp);
  });
  it.each<[string, number, number]>([
    ['on Turn 4', 4, 3],
    ['on Turn 5', 5, 2],
  ])('malifaux-2e/VP-4 DV-27 Assassinate: the enemy Leader killed %s → %i VP', (_w, turn, vp) => {
    const g = game(turn, 'RAM-04', { A: [choice('ASSASSINATE'), choice('A_LINE_IN_THE_SAND')], B: plain.B });
    push(g, killed('B:lilith', 'B', 'A:judge', 'A', turn));
    endPhase(g);
    expect(vpFrom(g, 'A', 'ASSASSINATE')).toBe(vp);
    expect(g.state.standard!.schemes.A![0].revealed).toBe('OWN');
  });
  it.each<[string, string, number, number]>([
    ['an enemy Henchman on Turn 3', 'A:judge', 3, 3],
    ['an enemy Minion on Turn 4', 'A:marshal1', 4, 1],
  ])('malifaux-2e/SC-0a DV-28 Frame for Murder: the sucker killed by %s → %i VP', (_w, killer, turn, vp) => {
    const g = game(turn, 'RAM-04', { A: plain.A, B: [choice('FRAME_FOR_MURDER', { friendlyModelId: 'B:young1' }), choice('A_LINE_IN_THE_SAND')] });
    push(g, killed('B:young1', 'B', killer, 'A', turn));
    endPhase(g);
    expect(vpFrom(g, 'B', 'FRAME_FOR_MURDER')).toBe(vp);
  });
  it('malifaux-2e/SC-0a Vendetta: 1 VP for the first Attack at the noted enemy, then 3 VP capped at 3 for the kill', () => {
    const g = game(1, 'RAM-04', { A: [choice('VENDETTA', { friendlyModelId: 'A:guard', enemyModelId: 'B:nephilim' }), choice('A_LINE_IN_THE_SAND')], B: plain.B });
    push(g, attack('A:guard', 'B:nephilim'), attack('A:guard', 'B:young1', 'x2'));
    endPhase(g);
    expect(vpFrom(g, 'A', 'VENDETTA')).toBe(1);
    toTurnEnd(g, 2);
    push(g, killed('B:nephilim', 'B', 'A:guard', 'A', 2));
    endPhase(g);
    expect(vpFrom(g, 'A', 'VENDETTA')).toBe(3);
  });
  it('malifaux-2e/SC-0a Vendetta: a disengaging strike at the noted enemy is the first Attack Action (A-19)', () => {
    const g = game(1, 'RAM-04', { A: [choice('VENDETTA', { friendlyModelId: 'A:guard', enemyModelId: 'B:nephilim' }), choice('A_LINE_IN_THE_SAND')], B: plain.B });
    push(
      g,
      { type: 'DisengageDeclared', data: { actionId: 'w1', modelId: 'B:nephilim', strikers: ['A:guard'] } },
      { type: 'DisengagingStrikeStarted', data: { actionId: 'w1', strikerId: 'A:guard', action: 'Halberd', duelId: 'd1', distance: 1 } },
    );
    endPhase(g);
    expect(vpFrom(g, 'A', 'VENDETTA')).toBe(1);
  });
  it('malifaux-2e/SC-0a Vendetta: a first Attack at another model scores nothing', () => {
    const g = game(1, 'RAM-04', { A: [choice('VENDETTA', { friendlyModelId: 'A:guard', enemyModelId: 'B:nephilim' }), choice('A_LINE_IN_THE_SAND')], B: plain.B });
    push(g, attack('A:guard', 'B:young1'), attack('A:guard', 'B:nephilim', 'x2'));
    endPhase(g);
    expect(vpFrom(g, 'A', 'VENDETTA')).toBe(0);
  });
});

describe('malifaux-2e §20.11 the end of the game', () => {
  it.each<[string, SchemeId[], number, number]>([
    ['unrevealed, 4 markers', [], 4, 2],
    ['revealed, 3 markers', ['A_LINE_IN_THE_SAND'], 3, 1],
    ['revealed, 4 markers', ['A_LINE_IN_THE_SAND'], 4, 3],
    ['revealed, 1 marker', ['A_LINE_IN_THE_SAND'], 1, 0],
  ])('malifaux-2e/SC-0b DV-25 A Line in the Sand %s → %i VP', (_w, reveal, count, vp) => {
    const g = game(3, 'RAM-04', plain, { A: reveal });
    const ids = ['m1', 'm2', 'm3', 'm4'].slice(0, count);
    markers(g, 'A', ...ids);
    declare(g, 'A', 'END', { schemes: { A_LINE_IN_THE_SAND: { markers: ids } } });
    endGame(g);
    expect(vpFrom(g, 'A', 'A_LINE_IN_THE_SAND')).toBe(vp);
  });
  it('malifaux-2e/SC-0e a Scheme Marker counts toward one Scheme only; VP-2 the owner picks the first Scheme and its markers are removed', () => {
    const g = game(3, 'RAM-04', plain, { A: ['BREAKTHROUGH'] });
    markers(g, 'A', 'm1', 'm2', 'm3', 'm4', 'm5', 'm6');
    expect(g.refused('A', 'DeclareScoringFacts', { declarationId: 'x', seat: 'A', moment: 'END', schemes: { A_LINE_IN_THE_SAND: { markers: ['m1', 'm2'] }, BREAKTHROUGH: { markers: ['m2'] } } })).toBe('malifaux-2e/SC-0e');
    expect(g.refused('A', 'DeclareScoringFacts', { declarationId: 'x', seat: 'A', moment: 'END', firstScheme: 'PROTECT_TERRITORY' })).toBe('malifaux-2e/VP-2');
    declare(g, 'A', 'END', { firstScheme: 'BREAKTHROUGH', schemes: { BREAKTHROUGH: { markers: ['m1', 'm2'] }, A_LINE_IN_THE_SAND: { markers: ['m3', 'm4', 'm5', 'm6'] } } });
    const e = endGame(g);
    const awarded = e.filter((x) => x.type === 'VictoryPointsAwarded').map((x) => (x.data as unknown as { entries: { source: string; vp: number }[] }).entries[0]);
    expect(awarded.map((x) => [x.source, x.vp])).toEqual([['BREAKTHROUGH', 3], ['A_LINE_IN_THE_SAND', 2]]);
    expect(e.filter((x) => x.type === 'MarkerRemoved')).toHaveLength(6);
  });
  it('malifaux-2e/SC-0b a Scheme shown at the end is not revealed for its bonus (Breakthrough, 2 markers: 2 not 3)', () => {
    const g = game(3);
    markers(g, 'A', 'm1', 'm2');
    declare(g, 'A', 'END', { schemes: { BREAKTHROUGH: { markers: ['m1', 'm2'] } } });
    const e = endGame(g);
    expect(e.filter((x) => x.type === 'SchemeRevealed').map((x) => (x.data as { how: string }).how)).toEqual(['SHOWN', 'SHOWN', 'SHOWN', 'SHOWN']);
    expect(vpFrom(g, 'A', 'BREAKTHROUGH')).toBe(2);
  });
  it('malifaux-2e/SC-0a a Scheme never scores more than 3 VP (Protect Territory revealed, 4 markers)', () => {
    const g = game(3, 'RAM-04', plain, { B: ['PROTECT_TERRITORY'] });
    markers(g, 'B', 'b1', 'b2', 'b3', 'b4');
    declare(g, 'B', 'END', { schemes: { PROTECT_TERRITORY: { markers: ['b1', 'b2', 'b3', 'b4'] } } });
    endGame(g);
    expect(vpFrom(g, 'B', 'PROTECT_TERRITORY')).toBe(3);
    expect(g.state.standard!.ledger.find((x) => x.source === 'PROTECT_TERRITORY')!.reason).toContain('capped at 3');
  });
  const eog = (a: SchemeChoice, facts: SchemeFacts, reveal: boolean, prep: (g: Game) => void = () => undefined) => {
    const g = game(3, 'RAM-04', { A: [a, choice('A_LINE_IN_THE_SAND')], B: plain.B }, { A: reveal ? [a.scheme] : [] });
    prep(g);
    declare(g, 'A', 'END', { schemes: { [a.scheme]: facts } });
    endGame(g);
    return vpFrom(g, 'A', a.scheme);
  };
  it.each<[string, SchemeChoice, SchemeFacts, boolean, number]>([
    ['Outflank: both ends, revealed', choice('OUTFLANK'), { endA: 'A:judge', endB: 'A:guard' }, true, 3],
    ['Outflank: one end, unrevealed', choice('OUTFLANK'), { endA: 'A:judge' }, false, 1],
    ['Outflank: the same model at both ends counts once', choice('OUTFLANK'), { endA: 'A:judge', endB: 'A:judge' }, false, 1],
    ['Entourage: in the enemy DZ, revealed', choice('ENTOURAGE', { friendlyModelId: 'A:judge' }), { position: 'ENEMY_DZ' }, true, 3],
    ['Entourage: on the Enemy Half', choice('ENTOURAGE', { friendlyModelId: 'A:judge' }), { position: 'ENEMY_HALF' }, false, 1],
    ['Entourage: elsewhere, revealed', choice('ENTOURAGE', { friendlyModelId: 'A:judge' }), { position: 'OTHER' }, true, 0],
    ['Take Prisoner: engaged, nobody else within 3"', choice('TAKE_PRISONER', { enemyModelId: 'B:hench' }), { engaged: true, noOtherEnemyWithin3: true }, false, 3],
    ['Take Prisoner: engaged', choice('TAKE_PRISONER', { enemyModelId: 'B:hench' }), { engaged: true }, false, 2],
    ['Take Prisoner: not engaged', choice('TAKE_PRISONER', { enemyModelId: 'B:hench' }), { noOtherEnemyWithin3: true }, false, 0],
    ['Breakthrough: one marker, revealed (no bonus under 2)', choice('BREAKTHROUGH'), { markers: ['m1'] }, true, 1],
    ['Protect Territory: two markers, revealed', choice('PROTECT_TERRITORY'), { markers: ['m1', 'm2'] }, true, 3],
    ['Plant Evidence: two pieces, revealed', choice('PLANT_EVIDENCE'), { terrain: [{ pieceId: 't1', markerId: 'm1' }, { pieceId: 't2', markerId: 'm2' }] }, true, 3],
    ['Plant Evidence: one piece touched twice', choice('PLANT_EVIDENCE'), { terrain: [{ pieceId: 't1', markerId: 'm1' }, { pieceId: 't1', markerId: 'm2' }] }, false, 1],
    ['Power Ritual: only one corner in the own DZ counts', choice('POWER_RITUAL'), { corners: [{ corner: 1, markerId: 'm1', inOwnDz: true }, { corner: 2, markerId: 'm2', inOwnDz: true }] }, false, 1],
    ['Power Ritual: two corners, revealed', choice('POWER_RITUAL'), { corners: [{ corner: 1, markerId: 'm1', inOwnDz: true }, { corner: 3, markerId: 'm2', inOwnDz: false }] }, true, 3],
  ])('malifaux-2e/SC-0a %s → %i VP', (_w, a, facts, reveal, vp) => {
    expect(eog(a, facts, reveal, (g) => markers(g, 'A', 'm1', 'm2'))).toBe(vp);
  });
  it.each<[string, number, number]>([
    ['6 of 10 Wounds', 6, 1],
    ['5 of 10 Wounds (A-18: 2·cur > max)', 5, 0],
  ])('malifaux-2e/SC-0a Bodyguard at the end: the noted model with %s → %i VP', (_w, wounds, vp) => {
    expect(eog(choice('BODYGUARD', { friendlyModelId: 'A:judge' }), {}, false, (g) => push(g, { type: 'ModelDamaged', data: { modelId: 'A:judge', amount: 10 - wounds, source: 'x', woundsAfter: wounds } }))).toBe(vp);
  });
  it.each<[string, boolean, number]>([
    ['unrevealed (shown at the end)', false, 2],
    ['revealed', true, 3],
  ])('malifaux-2e/SC-0b Murder Protégé killed, %s → %i VP', (_w, reveal, vp) => {
    expect(eog(choice('MURDER_PROTEGE', { enemyModelId: 'B:nephilim' }), {}, reveal, (g) => push(g, killed('B:nephilim', 'B', null, null, 2)))).toBe(vp);
  });
  it('malifaux-2e/VP-4 malifaux-2e/BU-6 a Leader buried at the end counts as killed: Assassinate 2 VP, Murder Protégé too (A-41)', () => {
    const g = game(3, 'RAM-04', { A: [choice('ASSASSINATE'), choice('A_LINE_IN_THE_SAND')], B: [choice('MURDER_PROTEGE', { enemyModelId: 'A:judge' }), choice('A_LINE_IN_THE_SAND')] });
    push(g, { type: 'ModelBuried', data: { modelId: 'B:lilith', seat: 'B' } }, { type: 'ModelBuried', data: { modelId: 'A:judge', seat: 'A' } });
    endGame(g);
    expect([vpFrom(g, 'A', 'ASSASSINATE'), vpFrom(g, 'B', 'MURDER_PROTEGE')]).toEqual([2, 2]);
  });
  it('malifaux-2e/VP-4 a model not buried and not killed scores no Murder Protégé', () => {
    expect(eog(choice('MURDER_PROTEGE', { enemyModelId: 'B:nephilim' }), {}, true)).toBe(0);
  });
  it('malifaux-2e/SC-0a Vendetta revealed: +1 if the noted enemy is not in play at the end', () => {
    const notes = { friendlyModelId: 'A:guard', enemyModelId: 'B:nephilim' };
    const g = game(1, 'RAM-04', { A: [choice('VENDETTA', notes), choice('A_LINE_IN_THE_SAND')], B: plain.B });
    push(g, attack('A:guard', 'B:nephilim'));
    endPhase(g);
    push(g, killed('B:nephilim', 'B', 'A:judge', 'A', 1));
    endGame(g);
    expect(vpFrom(g, 'A', 'VENDETTA')).toBe(2);
  });
  it.each<[string, number, number, SeatId | null]>([
    ['A wins on VP', 4, 2, 'A'],
    ['equal VP is a tie', 2, 2, null],
  ])('malifaux-2e/VP-3 %s; the seed is revealed', (_w, a, b, winner) => {
    const g = game(3);
    markers(g, 'A', ...['m1', 'm2', 'm3', 'm4'].slice(0, a));
    markers(g, 'B', ...['b1', 'b2', 'b3', 'b4'].slice(0, b));
    declare(g, 'A', 'END', { schemes: { BREAKTHROUGH: { markers: ['m1', 'm2', 'm3', 'm4'].slice(0, a) } } });
    declare(g, 'B', 'END', { schemes: { PROTECT_TERRITORY: { markers: ['b1', 'b2', 'b3', 'b4'].slice(0, b) } } });
    const e = endGame(g);
    const result = e.find((x) => x.type === 'EncounterResultDetermined')!.data as { winner: SeatId | null; vp: Record<string, number> };
    expect(result.winner).toBe(winner);
    expect(result.vp).toEqual({ A: Math.min(3, a), B: b });
    expect(e[e.length - 1]).toMatchObject({ type: 'EncounterEnded', data: { seed: '00112233445566778899aabbccddeeff' } });
    expect([vpOf(g, 'A'), vpOf(g, 'B')]).toEqual([Math.min(3, a), b]);
  });
  it('malifaux-2e/VP-3 when the End-of-Encounter flip ends the game (Turn 10, DV-09), the Turn scores first, then the end (A-34)', () => {
    const g = game(10);
    markers(g, 'A', 'm1', 'm2');
    declare(g, 'A', 'TURN', { strategy: { nonPeonWithin6: 2 } });
    declare(g, 'A', 'END', { schemes: { BREAKTHROUGH: { markers: ['m1', 'm2'] } } });
    const e = endPhase(g).map((x) => x.type);
    const order = ['VictoryPointsStep', 'VictoryPointsAwarded', 'EncounterEndFlipped', 'EncounterResultDetermined', 'EncounterEnded'].map((x) => e.indexOf(x as (typeof e)[number]));
    expect(order.every((i, k) => i >= 0 && (k === 0 || i > order[k - 1]))).toBe(true);
    expect(g.state.standard!.result).toEqual({ vp: { A: 3, B: 0 }, winner: 'A' });
    expect(g.state.standard!.ledger.filter((x) => x.source === 'STRATEGY')).toHaveLength(1);
  });
  it('malifaux-2e/VP-1 at most 4 from the Strategy and 3 from each Scheme: 10 VP', () => {
    const g = game(3, 'RAM-04', plain, { A: ['A_LINE_IN_THE_SAND', 'BREAKTHROUGH'] });
    push(g, { type: 'VictoryPointsAwarded', data: { entries: [2, 3].map((turn) => ({ seat: 'A' as const, source: 'STRATEGY' as const, vp: 2, turn, reason: 'x', events: [], declarations: [] })), uses: [] } });
    markers(g, 'A', 'm1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8');
    declare(g, 'A', 'END', { schemes: { A_LINE_IN_THE_SAND: { markers: ['m1', 'm2', 'm3', 'm4'] }, BREAKTHROUGH: { markers: ['m5', 'm6', 'm7', 'm8'] } } });
    endGame(g);
    expect(vpOf(g, 'A')).toBe(10);
  });
});

describe('malifaux-2e §20.7 declared facts are confirmed or disputed, recorded either way', () => {
  it('only the opponent answers, once', () => {
    const g = game(2);
    declare(g, 'A', 'TURN', { strategy: { nonPeonWithin6: 2 } });
    const id = g.state.standard!.declarations[0].declarationId;
    expect(() => g.do('A', 'AnswerScoringFacts', { declarationId: id, answer: 'CONFIRMED' })).toThrow('FORBIDDEN');
    g.do('B', 'AnswerScoringFacts', { declarationId: id, answer: 'DISPUTED', reason: 'the judge is 7" away' });
    expect(g.state.standard!.declarations[0]).toMatchObject({ answer: 'DISPUTED', answerReason: 'the judge is 7" away' });
    expect(g.refused('B', 'AnswerScoringFacts', { declarationId: id, answer: 'CONFIRMED' })).toBe('malifaux-2e/SETUP');
  });
});

describe('malifaux-2e §20.5 a disputed declaration is ruled on by the organiser', () => {
  it.each<['UPHELD' | 'OVERTURNED', number]>([
    ['UPHELD', 1],
    ['OVERTURNED', 0],
  ])('malifaux-2e/STR-0 a disputed Turf War count %s scores %i VP', (ruling, vp) => {
    const g = game(2);
    declare(g, 'A', 'TURN', { strategy: { nonPeonWithin6: 2 } });
    const id = g.state.standard!.declarations[0].declarationId;
    expect(g.refused('organiser', 'RuleOnScoringFacts', { declarationId: id, ruling })).toBe('malifaux-2e/SETUP');
    g.do('B', 'AnswerScoringFacts', { declarationId: id, answer: 'DISPUTED', reason: 'out of range' });
    expect(() => g.do('B', 'RuleOnScoringFacts', { declarationId: id, ruling: 'OVERTURNED' })).toThrow('FORBIDDEN');
    g.do('organiser', 'RuleOnScoringFacts', { declarationId: id, ruling });
    endPhase(g);
    expect(vpFrom(g, 'A', 'STRATEGY')).toBe(vp);
  });
});

describe('malifaux-2e §20.9 choosing schemes', () => {
  it.each<[string, SchemeChoice, string]>([
    ['Bodyguard without its note', choice('BODYGUARD'), 'malifaux-2e/SC-0d'],
    ['Take Prisoner noting an own model', choice('TAKE_PRISONER', { enemyModelId: 'A:judge' }), 'malifaux-2e/SC-0d'],
    ['Bodyguard noting the Leader', choice('BODYGUARD', { friendlyModelId: 'A:justice' }), 'malifaux-2e/SC-0c'],
    ['Murder Protégé noting a model that is not the most expensive', choice('MURDER_PROTEGE', { enemyModelId: 'B:young1' }), 'malifaux-2e/SC-0c'],
    ['Vendetta against a cheaper enemy (printed costs)', choice('VENDETTA', { friendlyModelId: 'A:guard', enemyModelId: 'B:young1' }), 'malifaux-2e/SC-0c'],
  ])('refuses %s', (_w, c, rule) => {
    expect(() => game(1, 'RAM-04', { A: [c, choice('A_LINE_IN_THE_SAND')], B: plain.B })).toThrow(expect.objectContaining({ ruleId: rule }));
  });
  it.each<SchemeId>(['VENDETTA', 'ASSASSINATE', 'DISTRACT'])('malifaux-2e/SETUP refuses revealing %s at the start (§20.9)', (s) => {
    const c = s === 'VENDETTA' ? choice(s, { friendlyModelId: 'A:guard', enemyModelId: 'B:nephilim' }) : choice(s);
    expect(() => game(1, 'RAM-04', { A: [c, choice('A_LINE_IN_THE_SAND')], B: plain.B }, { A: [s] })).toThrow(expect.objectContaining({ ruleId: 'malifaux-2e/SETUP' }));
  });
});
