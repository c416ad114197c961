// malifaux-2e §20.11, EP-2 the VP ledger: which declaration an entry cites (the latest one not overturned; none for
// Reckoning, read from the log), the words of capped entries and of the reveals scoring causes, the markers a Scheme
// spends, and the winner, which scoring.spec.ts checks by VP only.
import type { EncounterEvent } from '../events';
import type { Game } from '../testing/turns';
import { atEndPhase, choice, endPhase, killed, toTurnEnd } from './testing/fixtures';
import type { SchemeChoice } from './standard-types';
import type { SchemeId } from './tables';
import type { GameState } from '../state';
import { malifaux2e } from '../index';
import type { SeatId } from '../../core/decider';
import type { ActionDef } from '../turn/crew';
import type { LedgerEntry } from './standard-types';
import { storyAt } from './testing/story-fixtures';
import { standardFollowUps } from './ledger';
import { declare, endGame, entriesOf, markers, push, withStandard } from './testing/scoring';

const plainB: SchemeChoice[] = [choice('A_LINE_IN_THE_SAND'), choice('PROTECT_TERRITORY')];
const game = (turn: number, a: SchemeChoice[] = [choice('A_LINE_IN_THE_SAND'), choice('BREAKTHROUGH')], card = 'RAM-04', revealA: string[] = []): Game =>
  atEndPhase({ A: a, B: plainB, revealA: revealA as never }, turn, { strategy: card });
const of = <T extends EncounterEvent['type']>(events: readonly EncounterEvent[], type: T): Extract<EncounterEvent, { type: T }>[] =>
  events.filter((e): e is Extract<EncounterEvent, { type: T }> => e.type === type);
const lastDeclaration = (g: Game): string => g.state.standard!.declarations[g.state.standard!.declarations.length - 1].declarationId;

describe('malifaux-2e EP-2 which declaration an entry cites', () => {
  it('malifaux-2e/STR-0 the latest declaration of the seat for this Turn, never an overturned one, never another Turn\'s', () => {
    const g = game(3);
    toTurnEnd(g, 2);
    declare(g, 'A', 'TURN', { strategy: { nonPeonWithin6: 2 } });
    const first = lastDeclaration(g);
    declare(g, 'A', 'TURN', { strategy: { nonPeonWithin6: 3 } });
    const second = lastDeclaration(g);
    g.do('B', 'AnswerScoringFacts', { declarationId: second, answer: 'DISPUTED', reason: 'no' });
    g.do('organiser', 'RuleOnScoringFacts', { declarationId: second, ruling: 'OVERTURNED' });
    endPhase(g);
    expect(entriesOf(g, 'A', 'STRATEGY').map((e) => e.declarations)).toEqual([[first]]);
  });

  it('malifaux-2e/STR-0 a declaration of an earlier Turn does not score this Turn', () => {
    const g = game(2);
    declare(g, 'A', 'TURN', { strategy: { nonPeonWithin6: 2 } });
    toTurnEnd(g, 3);
    endPhase(g);
    expect(entriesOf(g, 'A', 'STRATEGY').map((e) => e.turn)).toEqual([]);
  });

  it('malifaux-2e/STR-0 Reckoning cites no declaration: the server counted the kills', () => {
    const g = game(2, undefined, 'CROW-03');
    declare(g, 'A', 'TURN', { strategy: { nonPeonWithin6: 2 } });
    push(g, killed('B:young1', 'B', 'A:judge', 'A', 2), killed('B:young2', 'B', 'A:judge', 'A', 2));
    endPhase(g);
    expect(entriesOf(g, 'A', 'STRATEGY').map((e) => e.declarations)).toEqual([[]]);
  });

  it('malifaux-2e/SC-0a a Scheme scored from the log cites no declaration; one scored on facts cites it', () => {
    const g = game(2, [choice('ASSASSINATE'), choice('PLANT_EXPLOSIVES')]);
    declare(g, 'A', 'TURN', { strategy: { nonPeonWithin6: 1 } });
    push(g, killed('B:lilith', 'B', 'A:judge', 'A', 2));
    endPhase(g);
    expect(entriesOf(g, 'A', 'ASSASSINATE').map((e) => e.declarations)).toEqual([[]]);
    toTurnEnd(g, 3);
    markers(g, 'A', 'm1');
    declare(g, 'A', 'TURN', { schemes: { PLANT_EXPLOSIVES: { detonate: true, enemiesWithin3: ['B:young1'], markers: ['m1'] } } });
    const id = lastDeclaration(g);
    endPhase(g);
    expect(entriesOf(g, 'A', 'PLANT_EXPLOSIVES').map((e) => e.declarations)).toEqual([[id]]);
  });

  it('malifaux-2e/VP-2 at the end the latest END declaration counts, whatever its Turn', () => {
    const g = game(2);
    markers(g, 'A', 'm1', 'm2', 'm3', 'm4');
    declare(g, 'A', 'END', { schemes: { BREAKTHROUGH: { markers: ['m1'] } } });
    toTurnEnd(g, 3);
    declare(g, 'A', 'END', { schemes: { BREAKTHROUGH: { markers: ['m1', 'm2', 'm3'] } } });
    const id = lastDeclaration(g);
    declare(g, 'A', 'TURN', {});
    endGame(g);
    expect(entriesOf(g, 'A', 'BREAKTHROUGH').map((e) => [e.vp, e.turn, e.declarations])).toEqual([[3, 0, [id]]]);
  });
});

describe('malifaux-2e VP-1 the words of capped entries and of scoring\'s reveals', () => {
  it('malifaux-2e/VP-1 a capped award says so; an award capped to 0 leaves no entry', () => {
    const g = game(3, undefined, 'RAM-04', ['BREAKTHROUGH']);
    push(g, { type: 'VictoryPointsAwarded', data: { entries: [{ seat: 'A', source: 'BREAKTHROUGH', vp: 1, turn: 2, reason: 'x', events: [], declarations: [] }], uses: [] } });
    markers(g, 'A', 'm1', 'm2', 'm3');
    declare(g, 'A', 'END', { schemes: { BREAKTHROUGH: { markers: ['m1', 'm2', 'm3'] } } });
    endGame(g);
    expect(entriesOf(g, 'A', 'BREAKTHROUGH').map((e) => [e.vp, e.reason])).toEqual([
      [1, 'x'],
      [2, 'Breakthrough: Scheme Markers within 6" of the enemy DZ: 3, +1 revealed (capped at 3: 2 of 4)'],
    ]);
    const full = game(2);
    push(full, { type: 'VictoryPointsAwarded', data: { entries: [2, 3, 4, 5].map(() => ({ seat: 'A' as const, source: 'STRATEGY' as const, vp: 1, turn: 1, reason: 'x', events: [], declarations: [] })), uses: [] } });
    declare(full, 'A', 'TURN', { strategy: { nonPeonWithin6: 2 } });
    const e = endPhase(full);
    expect(of(e, 'VictoryPointsAwarded')).toEqual([]);
  });

  it('malifaux-2e/SC-0b a Scheme revealed by its scoring says so, once; an already revealed one is not revealed again', () => {
    const g = game(2, [choice('ASSASSINATE'), choice('A_LINE_IN_THE_SAND')]);
    push(g, killed('B:lilith', 'B', 'A:judge', 'A', 2));
    const e = endPhase(g);
    expect(of(e, 'SchemeRevealed').map((x) => x.data)).toEqual([{ seat: 'A', scheme: 'ASSASSINATE', notes: {}, how: 'OWN', reason: 'ASSASSINATE scored' }]);
    const v = game(1, [choice('VENDETTA', { friendlyModelId: 'A:guard', enemyModelId: 'B:nephilim' }), choice('A_LINE_IN_THE_SAND')]);
    push(v, { type: 'ActionTaken', data: { actionId: 'x', modelId: 'A:guard', seat: 'A', action: 'Halberd', category: 'ATTACK', printedAp: 1, paid: 1, paidRestricted: 0, free: null, zeroAp: false, targets: ['B:nephilim'], facts: {}, focus: 0, duelId: null, grants: 0, note: null } } as EncounterEvent);
    endPhase(v);
    toTurnEnd(v, 2);
    push(v, killed('B:nephilim', 'B', 'A:guard', 'A', 2));
    expect(of(endPhase(v), 'SchemeRevealed')).toEqual([]);
  });

  it('malifaux-2e/SC-0b Distract is revealed when an enemy first gains Distracted, not for an own model', () => {
    const g = game(1, [choice('DISTRACT'), choice('A_LINE_IN_THE_SAND')]);
    const own = g.do('A', 'DeclareEffect', { effectId: 'e0', kind: 'GAIN_CONDITION', modelId: 'A:guard', condition: { name: 'Distracted' } });
    expect(of(own, 'SchemeRevealed')).toEqual([]);
    const e = g.do('A', 'DeclareEffect', { effectId: 'e1', kind: 'GAIN_CONDITION', modelId: 'B:young1', condition: { name: 'Distracted' } });
    expect(of(e, 'SchemeRevealed').map((x) => x.data)).toEqual([{ seat: 'A', scheme: 'DISTRACT', notes: {}, how: 'OWN', reason: 'an enemy model gained DISTRACTED' }]);
    expect(of(g.do('A', 'DeclareEffect', { effectId: 'e2', kind: 'GAIN_CONDITION', modelId: 'B:young2', condition: { name: 'Distracted' } }), 'SchemeRevealed')).toEqual([]);
  });

  it('malifaux-2e/SC-0b Cursed Object is revealed when an enemy gains it; a seat without the Scheme reveals nothing', () => {
    const g = game(1, [choice('CURSED_OBJECT'), choice('A_LINE_IN_THE_SAND')]);
    const e = g.do('A', 'DeclareEffect', { effectId: 'e1', kind: 'GAIN_CONDITION', modelId: 'B:young1', condition: { name: 'Cursed Object' } });
    expect(of(e, 'SchemeRevealed').map((x) => [x.data.scheme, x.data.reason])).toEqual([['CURSED_OBJECT', 'an enemy model gained CURSED_OBJECT']]);
    const plain = game(1);
    expect(of(plain.do('A', 'DeclareEffect', { effectId: 'e1', kind: 'GAIN_CONDITION', modelId: 'B:young1', condition: { name: 'Distracted' } }), 'SchemeRevealed')).toEqual([]);
  });

  it('malifaux-2e/SC-0b at the end every unrevealed Scheme is shown, in seat order, with the step that showed it', () => {
    const g = game(3, undefined, 'RAM-04', ['BREAKTHROUGH']);
    const shown = of(endGame(g), 'SchemeRevealed').map((x) => [x.data.seat, x.data.scheme, x.data.how, x.data.reason]);
    expect(shown).toEqual([
      ['A', 'A_LINE_IN_THE_SAND', 'SHOWN', 'end of the game (§20.11 step 3)'],
      ['B', 'A_LINE_IN_THE_SAND', 'SHOWN', 'end of the game (§20.11 step 3)'],
      ['B', 'PROTECT_TERRITORY', 'SHOWN', 'end of the game (§20.11 step 3)'],
    ]);
  });
});

describe('malifaux-2e §20.11 markers spent and the winner', () => {
  it('malifaux-2e/SC-0e a Scheme\'s markers still in play are removed once it is scored; a marker already gone is not', () => {
    const g = game(1, [choice('PLANT_EXPLOSIVES'), choice('A_LINE_IN_THE_SAND')]);
    markers(g, 'A', 'm1', 'm2');
    declare(g, 'A', 'TURN', { schemes: { PLANT_EXPLOSIVES: { detonate: true, enemiesWithin3: ['B:young1'], markers: ['m1', 'm2'] } } });
    push(g, { type: 'MarkerRemoved', data: { markerId: 'm2', byModelId: null } });
    expect(of(endPhase(g), 'MarkerRemoved').map((x) => x.data.markerId)).toEqual(['m1']);
  });

  it('malifaux-2e/VP-3 the second seat wins with more VP', () => {
    const g = game(3);
    markers(g, 'B', 'b1', 'b2');
    declare(g, 'B', 'END', { schemes: { PROTECT_TERRITORY: { markers: ['b1', 'b2'] } } });
    const e = endGame(g);
    expect(of(e, 'EncounterResultDetermined').map((x) => x.data)).toEqual([{ vp: { A: 0, B: 2 }, winner: 'B' }]);
  });

  it('malifaux-2e/VP-3 equal VP at the end: the game ends with no winner', () => {
    const g = game(3);
    endGame(g);
    expect(g.state.status).toBe('ended');
    expect(g.state.standard!.result).toEqual({ vp: { A: 0, B: 0 }, winner: null });
  });
});

// Follow-up (issue 15): the survivors of the ledger's own decisions, driven through commands or standardFollowUps.
const followUps = (s: GameState, events: EncounterEvent[]): EncounterEvent[] => standardFollowUps(s, events, malifaux2e.evolve);
const ended = (g: Game): EncounterEvent => endGame(g).find((e) => e.type === 'EncounterEnded')!;

describe('malifaux-2e VP-4 a Leader still buried at the end counts as killed then', () => {
  it('malifaux-2e/VP-4 Assassinate scores 2 VP for an enemy Leader buried at the end, with no killer', () => {
    const g = game(3, [choice('ASSASSINATE'), choice('A_LINE_IN_THE_SAND')]);
    // Another model's kill in the log: the buried Leader still has none of her own.
    push(g, killed('B:young1', 'B', 'A:judge', 'A', 3), { type: 'ModelBuried', data: { modelId: 'B:lilith', seat: 'B' } });
    endGame(g);
    expect(entriesOf(g, 'A', 'ASSASSINATE').map((e) => [e.vp, e.reason])).toEqual([[2, 'Assassinate: the enemy Leader buried at the end of the game (VP-4)']]);
  });

  it('malifaux-2e/VP-4 a model buried during a Turn is not yet killed: the Turn scores nothing for it', () => {
    const g = game(2, [choice('ASSASSINATE'), choice('A_LINE_IN_THE_SAND')]);
    push(g, { type: 'ModelBuried', data: { modelId: 'B:lilith', seat: 'B' } });
    endPhase(g);
    expect(entriesOf(g, 'A', 'ASSASSINATE')).toEqual([]);
  });
});

describe('malifaux-2e VP-2 end-of-game Scheme scoring', () => {
  it('malifaux-2e/VP-2 an END declaration of an earlier Turn still counts at the end', () => {
    const g = game(2);
    markers(g, 'A', 'm1', 'm2');
    declare(g, 'A', 'END', { schemes: { BREAKTHROUGH: { markers: ['m1', 'm2'] } } });
    const id = lastDeclaration(g);
    toTurnEnd(g, 3);
    endGame(g);
    expect(entriesOf(g, 'A', 'BREAKTHROUGH').map((e) => [e.vp, e.declarations])).toEqual([[2, [id]]]);
  });

  it('malifaux-2e/SC-0e at the end a Scheme\'s markers still in play are removed, one already gone is not', () => {
    const g = game(3);
    // x1 stays in play: only the declared markers that are still there go.
    markers(g, 'A', 'm1', 'm2', 'm3', 'x1');
    declare(g, 'A', 'END', { schemes: { BREAKTHROUGH: { markers: ['m1', 'm2', 'm3'] } } });
    push(g, { type: 'MarkerRemoved', data: { markerId: 'm3', byModelId: null } });
    expect(of(endGame(g), 'MarkerRemoved').map((x) => x.data.markerId)).toEqual(['m1', 'm2']);
  });

  it('malifaux-2e/VP-1 an end-of-game Scheme capped to 0 writes no VictoryPointsAwarded', () => {
    const g = game(3);
    push(g, { type: 'VictoryPointsAwarded', data: { entries: [{ seat: 'A', source: 'BREAKTHROUGH', vp: 3, turn: 2, reason: 'x', events: [], declarations: [] }], uses: [] } });
    markers(g, 'A', 'm1', 'm2');
    declare(g, 'A', 'END', { schemes: { BREAKTHROUGH: { markers: ['m1', 'm2'] } } });
    const awarded = of(endGame(g), 'VictoryPointsAwarded').flatMap((x) => x.data.entries);
    expect(awarded).toEqual([]);
  });

  // VP-2: the owner names which Scheme is scored first; the entries follow that order.
  it.each<[SchemeId, SchemeId[]]>([
    ['BREAKTHROUGH', ['BREAKTHROUGH', 'A_LINE_IN_THE_SAND']],
    ['A_LINE_IN_THE_SAND', ['A_LINE_IN_THE_SAND', 'BREAKTHROUGH']],
  ])('malifaux-2e/VP-2 first Scheme %s: end entries in the order %j', (first: SchemeId, order: SchemeId[]) => {
    const g = game(3);
    markers(g, 'A', 'm1', 'm2', 'c1', 'c2', 'c3', 'c4');
    declare(g, 'A', 'END', { firstScheme: first, schemes: { BREAKTHROUGH: { markers: ['m1', 'm2'] }, A_LINE_IN_THE_SAND: { markers: ['c1', 'c2', 'c3', 'c4'] } } });
    const sources = of(endGame(g), 'VictoryPointsAwarded').flatMap((x) => x.data.entries).map((e) => e.source);
    expect(sources).toEqual(order);
  });
});

describe('malifaux-2e standardFollowUps: when the ledger runs', () => {
  it('malifaux-2e outside a Standard Encounter the command\'s events pass through unchanged', () => {
    const s: GameState = { ...game(1).state, standard: undefined };
    const e: EncounterEvent[] = [{ type: 'VictoryPointsStep', data: { turn: 1, awards: [] } } as EncounterEvent];
    expect(followUps(s, e)).toEqual(e);
  });

  it('malifaux-2e before setup is COMPLETE an EncounterEnded scores nothing', () => {
    const g = game(3);
    const end = ended(game(3));
    expect(followUps(withStandard(g.state, { step: 'ANNOUNCE_FACTIONS' }), [end])).toEqual([end]);
  });

  it('malifaux-2e/VP-3 an encounter whose result is already determined is not scored again', () => {
    const g = game(3);
    const end = ended(game(3));
    expect(followUps(withStandard(g.state, { result: { vp: { A: 0, B: 0 }, winner: null } }), [end])).toEqual([end]);
  });

  it.each([
    ['a Condition other than Distracted or Cursed Object', { name: 'POISON' }],
    ['a Condition gained by a model not on the table', { modelId: 'B:ghost' }],
  ])('malifaux-2e/SC-0b %s reveals nothing', (_what, change) => {
    const g = game(1, [choice('CURSED_OBJECT'), choice('A_LINE_IN_THE_SAND')]);
    const cursed = g.do('A', 'DeclareEffect', { effectId: 'e1', kind: 'GAIN_CONDITION', modelId: 'B:young1', condition: { name: 'Cursed Object' } }).find((e) => e.type === 'ConditionGained')!;
    const g2 = game(1, [choice('CURSED_OBJECT'), choice('A_LINE_IN_THE_SAND')]);
    const other = { ...cursed, data: { ...cursed.data, ...change } } as EncounterEvent;
    expect(followUps(g2.state, [other])).toEqual([other]);
  });
});

describe('malifaux-2e SC-0b which card a Turn\'s scoring reveals', () => {
  it('malifaux-2e/SC-0b the scoring Scheme is revealed even when it is the second card', () => {
    const g = game(2, [choice('A_LINE_IN_THE_SAND'), choice('ASSASSINATE')]);
    push(g, killed('B:lilith', 'B', 'A:judge', 'A', 2));
    expect(of(endPhase(g), 'SchemeRevealed').map((x) => [x.data.scheme, x.data.reason])).toEqual([['ASSASSINATE', 'ASSASSINATE scored']]);
  });
});

describe('malifaux-2e SC-0b / VP-1 a Turn\'s scoring: reveals and uses', () => {
  it('malifaux-2e/SC-0b a Scheme revealed at the start is not revealed again when it scores', () => {
    const g = game(1, [choice('PLANT_EXPLOSIVES'), choice('A_LINE_IN_THE_SAND')], 'RAM-04', ['PLANT_EXPLOSIVES']);
    markers(g, 'A', 'm1');
    declare(g, 'A', 'TURN', { schemes: { PLANT_EXPLOSIVES: { detonate: true, enemiesWithin3: ['B:young1'], markers: ['m1'] } } });
    const e = endPhase(g);
    expect(of(e, 'SchemeRevealed')).toEqual([]);
    expect(entriesOf(g, 'A', 'PLANT_EXPLOSIVES').map((x) => x.vp)).toEqual([1]);
  });

  it('malifaux-2e/VP-1 an award capped to 0 still records its use (the Scheme is spent)', () => {
    const g = game(2, [choice('ASSASSINATE'), choice('A_LINE_IN_THE_SAND')]);
    push(g, { type: 'VictoryPointsAwarded', data: { entries: [{ seat: 'A', source: 'ASSASSINATE', vp: 3, turn: 1, reason: 'x', events: [], declarations: [] }], uses: [] } });
    push(g, killed('B:lilith', 'B', 'A:judge', 'A', 2));
    expect(of(endPhase(g), 'VictoryPointsAwarded').map((x) => x.data)).toEqual([{ entries: [], uses: [{ seat: 'A', scheme: 'ASSASSINATE', use: 'SCORED' }] }]);
  });
});

describe('malifaux-2e/STR-0 which declaration a Story Strategy entry cites', () => {
  const strategy = (g: Game, seat: SeatId): LedgerEntry[] => entriesOf(g, seat, 'STRATEGY');

  it('malifaux-2e/STR-0 per Turn: Slaughter, worked out from the kills, cites no declaration though the Defender declared', () => {
    const g = storyAt({}, 2);
    declare(g, 'B', 'TURN', { strategy: { story: {} } });
    push(g, killed('A:guard', 'A', 'B:lilith', 'B', 2), killed('A:peon', 'A', 'B:lilith', 'B', 2));
    endPhase(g);
    expect(strategy(g, 'B').map((x) => [x.vp, x.declarations])).toEqual([[1, []]]);
  });

  it('malifaux-2e/STR-0 at the end: a declared fact cites the END declaration, a kill the server counted cites none', () => {
    const g = storyAt({ strategyCard: 'TOME-03' }, 5);
    declare(g, 'A', 'END', { strategy: { story: { evidenceDestroyed: 2 } } });
    const id = lastDeclaration(g);
    declare(g, 'B', 'END', { strategy: { story: {} } });
    push(g, killed('A:justice', 'A', 'B:lilith', 'B', 3));
    endGame(g);
    expect(strategy(g, 'A').map((x) => [x.vp, x.declarations])).toEqual([[2, [id]]]);
    expect(strategy(g, 'B').map((x) => [x.vp, x.declarations])).toEqual([[1, []]]);
  });

  it('malifaux-2e/STR-0 at the end: a Story award capped to 0 writes no VictoryPointsAwarded', () => {
    const g = storyAt({ strategyCard: 'TOME-03' }, 5);
    push(g, { type: 'VictoryPointsAwarded', data: { entries: [{ seat: 'A', source: 'STRATEGY', vp: 4, turn: 4, reason: 'x', events: [], declarations: [] }], uses: [] } });
    declare(g, 'A', 'END', { strategy: { story: { evidenceDestroyed: 2 } } });
    const awarded = of(endGame(g), 'VictoryPointsAwarded').flatMap((x) => x.data.entries);
    expect(awarded.filter((x) => x.source === 'STRATEGY')).toEqual([]);
  });
});

describe('malifaux-2e/VP-1 §21.6 the Shindig entry', () => {
  const sword = { name: 'Sword', ap: 1, category: 'ATTACK', range: { kind: 'CLOSE', inches: 1 }, stat: { name: 'Ml', value: 5 }, resist: 'Df', damage: { weak: 1, moderate: 2, severe: 3 } } as ActionDef;
  const damage: EncounterEvent = { type: 'DamageResolved', data: { targetId: 'B:young1', severity: 'MODERATE', base: 2, afterModifiers: 2, prevented: 0, damage: 2, woundsBefore: 6, woundsAfter: 4, killed: false, triggers: [], moves: [] } } as EncounterEvent;

  it('malifaux-2e/VP-1 names the victim, the attacker and the Action, cites the damage event; another source in the ledger does not end the party', () => {
    const g = storyAt({ jokers: ['RJ'] }, 2);
    push(g, { type: 'VictoryPointsAwarded', data: { entries: [{ seat: 'A', source: 'STRATEGY', vp: 1, turn: 2, reason: 'x', events: [], declarations: [] }], uses: [] } });
    const s = g.state;
    const before: GameState = { ...s, table: { ...s.table!, pending: { actionId: 'x', duelId: 'd', modelId: 'A:judge', seat: 'A', action: sword, targetIds: [], focus: 0, hardCover: false, hit: true } } };
    const after = malifaux2e.evolve(before, damage) as GameState;
    const entries = of(followUps(before, [damage]), 'VictoryPointsAwarded').flatMap((x) => x.data.entries);
    expect(entries).toEqual([{ seat: 'B', source: 'SHINDIG', vp: 2, turn: 2, reason: "Shindig: B:young1 damaged by A:judge's Sword, the party is over", events: [after.eventCount], declarations: [] }]);
  });
});
