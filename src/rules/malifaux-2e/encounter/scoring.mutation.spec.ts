// malifaux-2e §20.5 Strategies, §20.7 Schemes, §21.7 Faction Schemes: the reason each ledger entry gives (what a
// league report shows next to the VP), the evidence it names, and the boundaries scoring.spec.ts leaves open.
import type { SeatId } from '../../core/decider';
import type { EncounterEvent } from '../events';
import type { Marker, ModelState } from '../turn/table-state';
import type { Game } from '../testing/turns';
import { atEndPhase, choice, endPhase, killed, toTurnEnd } from './testing/fixtures';
import { schemeEnd, schemeTurn, strategyTurn, type Award, type ScoringContext } from './scoring';
import type { KillRecord, SchemeCard, SchemeChoice, SchemeFacts } from './standard-types';
import { storyAt } from './testing/story-fixtures';
import type { SchemeId } from './tables';
import { declare, endGame, entriesOf, markers, push, reasonsOf } from './testing/scoring';

const plainA: SchemeChoice[] = [choice('A_LINE_IN_THE_SAND'), choice('BREAKTHROUGH')];
const plainB: SchemeChoice[] = [choice('A_LINE_IN_THE_SAND'), choice('PROTECT_TERRITORY')];
/** Turn `turn` at its End Phase; A plays `a` (and a Line in the Sand), reveals `reveal`; the Strategy from `card`. */
const game = (turn: number, card = 'RAM-04', a?: SchemeChoice, reveal: SchemeId[] = []): Game =>
  atEndPhase({ A: a ? [a, choice(a.scheme === 'A_LINE_IN_THE_SAND' ? 'BREAKTHROUGH' : 'A_LINE_IN_THE_SAND')] : plainA, B: plainB, revealA: reveal }, turn, { strategy: card });
const B_MODELS = ['B:lilith', 'B:nephilim', 'B:young1', 'B:young2', 'B:tot', 'B:hench', 'B:peon'];
const gain = (g: Game, id: string, condition: string): EncounterEvent[] => g.do('A', 'DeclareEffect', { effectId: `${id}:${condition}`, kind: 'GAIN_CONDITION', modelId: id, condition: { name: condition } });
const attack = (modelId: string, target: string, id: string): EncounterEvent =>
  ({ type: 'ActionTaken', data: { actionId: id, modelId, seat: modelId[0], action: 'Halberd', category: 'ATTACK', printedAp: 1, paid: 1, paidRestricted: 0, free: null, zeroAp: false, targets: [target], facts: {}, focus: 0, duelId: null, grants: 0, note: null } }) as EncounterEvent;
const interact = (modelId: string, target: string): EncounterEvent =>
  ({ type: 'ActionTaken', data: { actionId: 'i1', modelId, seat: modelId[0], action: 'Interact', category: 'TACTICAL', printedAp: 2, paid: 2, paidRestricted: 0, free: null, zeroAp: false, targets: [target], facts: { engagedWith: [target] }, focus: 0, duelId: null, grants: 0, note: null } }) as EncounterEvent;
/** The Earn-VP step of the game's Turn, then its reasons for `source`. */
const turnReasons = (g: Game, source: string, seat: SeatId = 'A'): string[] => {
  endPhase(g);
  return reasonsOf(g, seat, source);
};
const endReasons = (g: Game, source: string, seat: SeatId = 'A'): string[] => {
  endGame(g);
  return reasonsOf(g, seat, source);
};

describe('malifaux-2e §20.5 the Strategy reasons (STR-0)', () => {
  it.each<[string, string, (g: Game) => void, string]>([
    ['Turf War', 'RAM-04', (g) => declare(g, 'A', 'TURN', { strategy: { nonPeonWithin6: 2 } }), 'Turf War: ≥ 2 non-Peon models within 6" of the Turf Marker'],
    ['Reckoning, no enemy in play', 'CROW-03', (g) => push(g, ...B_MODELS.map((id) => killed(id, 'B', 'A:judge', 'A', 1))), 'Reckoning: the opponent has no models in play'],
    ['Reckoning, three kills', 'CROW-03', (g) => push(g, ...B_MODELS.slice(2, 5).map((id) => killed(id, 'B', 'A:judge', 'A', 2))), 'Reckoning: 3 enemy models killed this Turn'],
    ['Reconnoiter', 'MASK-04', (g) => declare(g, 'A', 'TURN', { strategy: { quarters: [1, 1, 1, 0] } }), 'Reconnoiter: controls 3 Quarters'],
    ["Squatter's Rights", 'TOME-03', (g) => declare(g, 'A', 'TURN', { strategy: { claimsHeld: 2 } }), "Squatter's Rights: holds claims on ≥ 2 Squat Markers"],
    ['Stake a Claim', 'RJ', (g) => declare(g, 'A', 'TURN', { strategy: { claimMarkers: { enemyHalf: 1, ownHalf: 0 } } }), 'Stake a Claim: more Claim Markers on the Enemy Half than on the own half'],
  ])('malifaux-2e/STR-0 %s names why it scored', (_w, card, prep, reason) => {
    const g = game(2, card);
    prep(g);
    expect(turnReasons(g, 'STRATEGY')).toEqual([reason]);
  });

  it('malifaux-2e/STR-0 Reckoning: kills by the opponent\'s own crew or of own models credit nobody; a sacrifice with no killer neither', () => {
    const g = game(2, 'CROW-03');
    push(g, killed('B:young1', 'B', 'B:lilith', 'B', 2), killed('A:peon', 'A', 'A:judge', 'A', 2), killed('B:young2', 'B', null, null, 2));
    expect(turnReasons(g, 'STRATEGY')).toEqual([]);
  });

  it('malifaux-2e/STR-0 Reconnoiter: one Quarter held is not enough; Squatter\'s Rights and Turf War need no facts to score nothing', () => {
    const r = game(2, 'MASK-04');
    declare(r, 'A', 'TURN', { strategy: { quarters: [1, 0, 0, 0] } });
    expect(turnReasons(r, 'STRATEGY')).toEqual([]);
    expect(turnReasons(game(2, 'TOME-03'), 'STRATEGY')).toEqual([]);
    expect(turnReasons(game(2, 'RAM-04'), 'STRATEGY')).toEqual([]);
    expect(turnReasons(game(2, 'RJ'), 'STRATEGY')).toEqual([]);
  });
});

describe('malifaux-2e §20.7 the reasons of Schemes scored at the end of a Turn', () => {
  it('malifaux-2e/SC-0a Distract names the count and the versions that gave Distracted', () => {
    const g = game(1, 'RAM-04', choice('DISTRACT'));
    gain(g, 'B:young1', 'Distracted');
    const first = g.events.length - 1;
    gain(g, 'B:young2', 'Distracted');
    endPhase(g);
    const [e] = entriesOf(g, 'A', 'DISTRACT');
    expect(e.reason).toBe('Distract: 2 enemy models have Distracted');
    expect(e.events).toHaveLength(2);
    expect(e.events[0]).toBeGreaterThanOrEqual(first);
  });

  it('malifaux-2e/SC-0a Cursed Object names the model it ended on, and not on Turn 1', () => {
    const g = game(2, 'RAM-04', choice('CURSED_OBJECT'));
    gain(g, 'B:young1', 'Cursed Object');
    declare(g, 'A', 'TURN', { schemes: { CURSED_OBJECT: { endCursedObjectOn: 'B:young1' } } });
    endPhase(g);
    const [e] = entriesOf(g, 'A', 'CURSED_OBJECT');
    expect(e.reason).toBe('Cursed Object: ended on B:young1');
    expect(e.events).toHaveLength(1);
    const t1 = game(1, 'RAM-04', choice('CURSED_OBJECT'));
    gain(t1, 'B:young1', 'Cursed Object');
    declare(t1, 'A', 'TURN', { schemes: { CURSED_OBJECT: { endCursedObjectOn: 'B:young1' } } });
    expect(turnReasons(t1, 'CURSED_OBJECT')).toEqual([]);
  });

  it.each<[string, string]>([
    ['an own model', 'A:guard'],
    ['an enemy without the Condition', 'B:young2'],
    ['an enemy out of play', 'B:young1'],
  ])('malifaux-2e/SC-0a Cursed Object scores nothing when ended on %s', (_w, target) => {
    const g = game(2, 'RAM-04', choice('CURSED_OBJECT'));
    gain(g, 'B:young1', 'Cursed Object');
    gain(g, 'A:guard', 'Cursed Object');
    if (target === 'B:young1') push(g, killed('B:young1', 'B', 'A:judge', 'A', 2));
    declare(g, 'A', 'TURN', { schemes: { CURSED_OBJECT: { endCursedObjectOn: target } } });
    expect(turnReasons(g, 'CURSED_OBJECT')).toEqual([]);
  });

  it.each<[string, number, boolean, boolean, string[]]>([
    ['Turn 4, revealed, in play, beyond 8"', 4, true, true, ['Bodyguard: the noted model is ≥ 8" from its own DZ']],
    ['Turn 3', 3, true, true, []],
    ['the noted model killed', 4, false, true, []],
    ['not beyond 8"', 4, true, false, []],
  ])('malifaux-2e/SC-0b Bodyguard during the game: %s', (_w, turn, alive, beyond, reasons) => {
    const g = game(turn, 'RAM-04', choice('BODYGUARD', { friendlyModelId: 'A:judge' }), ['BODYGUARD']);
    if (!alive) push(g, killed('A:judge', 'A', 'B:lilith', 'B', turn));
    declare(g, 'A', 'TURN', { schemes: { BODYGUARD: { beyond8FromOwnDz: beyond } } });
    expect(turnReasons(g, 'BODYGUARD')).toEqual(reasons);
  });

  it('malifaux-2e/SC-0e Plant Explosives names the enemies hit; an own model or a model out of play is not hit', () => {
    const g = game(1, 'RAM-04', choice('PLANT_EXPLOSIVES'));
    markers(g, 'A', 'm1');
    push(g, killed('B:tot', 'B', 'A:judge', 'A', 1));
    declare(g, 'A', 'TURN', { schemes: { PLANT_EXPLOSIVES: { detonate: true, enemiesWithin3: ['B:young1', 'A:judge', 'B:tot'], markers: ['m1'] } } });
    expect(turnReasons(g, 'PLANT_EXPLOSIVES')).toEqual(['Plant Explosives: 1 enemy models within 3" of own Scheme Markers']);
  });

  it('malifaux-2e/SC-0e Plant Explosives not detonated scores nothing and spends nothing', () => {
    const g = game(1, 'RAM-04', choice('PLANT_EXPLOSIVES'));
    declare(g, 'A', 'TURN', { schemes: { PLANT_EXPLOSIVES: { enemiesWithin3: ['B:young1'] } } });
    expect(turnReasons(g, 'PLANT_EXPLOSIVES')).toEqual([]);
    expect(g.state.standard!.schemes.A![0].used).toEqual([]);
  });

  it('malifaux-2e/SC-0a Make Them Suffer names how it scored: a kill this Turn, or no enemy Minion or Peon left', () => {
    const k = game(2, 'RAM-04', choice('MAKE_THEM_SUFFER'));
    push(k, killed('B:peon', 'B', 'A:justice', 'A', 2));
    expect(turnReasons(k, 'MAKE_THEM_SUFFER')).toEqual(['Make Them Suffer: an enemy Minion or Peon killed by a Master or Henchman this Turn']);
    const none = game(2, 'RAM-04', choice('MAKE_THEM_SUFFER'));
    push(none, ...['B:young1', 'B:young2', 'B:tot', 'B:peon'].map((id) => killed(id, 'B', 'A:guard', 'A', 1)));
    expect(turnReasons(none, 'MAKE_THEM_SUFFER')).toEqual(['Make Them Suffer: the opponent has no Minion or Peon models']);
  });

  it.each<[string, EncounterEvent]>([
    ['an Enforcer killed', killed('B:nephilim', 'B', 'A:judge', 'A', 2)],
    ['a sacrifice', { type: 'ModelSacrificed', data: { modelId: 'B:young1', seat: 'B', turn: 2 } }],
    ['a kill credited to the victim\'s own crew', killed('B:young1', 'B', 'B:lilith', 'B', 2)],
    ['a kill of the Turn before', killed('B:young1', 'B', 'A:judge', 'A', 1)],
  ])('malifaux-2e/SC-0a Make Them Suffer: %s scores nothing', (_w, e) => {
    const g = game(2, 'RAM-04', choice('MAKE_THEM_SUFFER'));
    push(g, e);
    expect(turnReasons(g, 'MAKE_THEM_SUFFER')).toEqual([]);
  });

  it('malifaux-2e/SC-0a Deliver a Message names the messenger; a declared messenger narrows it to that model', () => {
    const g = game(2, 'RAM-04', choice('DELIVER_A_MESSAGE'));
    push(g, interact('A:guard', 'B:lilith'));
    expect(turnReasons(g, 'DELIVER_A_MESSAGE')).toEqual(['Deliver a Message by A:guard']);
    const other = game(2, 'RAM-04', choice('DELIVER_A_MESSAGE'));
    push(other, interact('A:guard', 'B:lilith'));
    declare(other, 'A', 'TURN', { schemes: { DELIVER_A_MESSAGE: { deliveredBy: 'A:judge' } } });
    expect(turnReasons(other, 'DELIVER_A_MESSAGE')).toEqual([]);
  });

  it.each<[string, string, string]>([
    ['a Peon', 'A:peon', 'B:lilith'],
    ['an enemy model', 'B:nephilim', 'B:lilith'],
    ['a model that targets another enemy', 'A:guard', 'B:hench'],
  ])('malifaux-2e/SC-0a Deliver a Message by %s scores nothing', (_w, by, target) => {
    const g = game(2, 'RAM-04', choice('DELIVER_A_MESSAGE'));
    push(g, interact(by, target));
    expect(turnReasons(g, 'DELIVER_A_MESSAGE')).toEqual([]);
  });

  it('malifaux-2e/SC-0a Deliver a Message counts only an Interact of this Turn', () => {
    const g = game(1, 'RAM-04', choice('DELIVER_A_MESSAGE'));
    push(g, interact('A:guard', 'B:lilith'));
    toTurnEnd(g, 2);
    expect(turnReasons(g, 'DELIVER_A_MESSAGE')).toEqual([]);
  });

  it.each<[string, number, string[]]>([
    ['7 v 7, not outnumbered: +1', 1, ['Spring the Trap: 2 Scheme Markers within 4" of the enemy Leader, +1 (not outnumbered)']],
    ['8 v 7, outnumbering the enemy', 0, ['Spring the Trap: 2 Scheme Markers within 4" of the enemy Leader']],
  ])('malifaux-2e/SC-0a Spring the Trap %s', (_w, lostA, reasons) => {
    const g = game(1, 'RAM-04', choice('SPRING_THE_TRAP'));
    push(g, ...['A:peon'].slice(0, lostA).map((id) => killed(id, 'A', null, null, 1)));
    markers(g, 'A', 'm1', 'm2');
    declare(g, 'A', 'TURN', { schemes: { SPRING_THE_TRAP: { detonate: true, markers: ['m1', 'm2'] } } });
    expect(turnReasons(g, 'SPRING_THE_TRAP')).toEqual(reasons);
  });

  it('malifaux-2e/SC-0a Spring the Trap: one marker and equal crews is 2 VP (the +1 from one marker)', () => {
    const g = game(1, 'RAM-04', choice('SPRING_THE_TRAP'));
    push(g, killed('A:peon', 'A', null, null, 1));
    markers(g, 'A', 'm1');
    declare(g, 'A', 'TURN', { schemes: { SPRING_THE_TRAP: { detonate: true, markers: ['m1'] } } });
    endPhase(g);
    expect(entriesOf(g, 'A', 'SPRING_THE_TRAP').map((e) => e.vp)).toEqual([2]);
  });

  it('malifaux-2e/SC-0a Assassinate, Frame for Murder and Vendetta name the kill', () => {
    const a = game(3, 'RAM-04', choice('ASSASSINATE'));
    push(a, killed('B:lilith', 'B', 'A:judge', 'A', 3));
    expect(turnReasons(a, 'ASSASSINATE')).toEqual(['Assassinate: the enemy Leader killed on Turn 3']);
    const f = atEndPhase({ A: plainA, B: [choice('FRAME_FOR_MURDER', { friendlyModelId: 'B:young1' }), choice('A_LINE_IN_THE_SAND')] }, 3, { strategy: 'RAM-04' });
    push(f, killed('B:young1', 'B', 'A:judge', 'A', 3));
    expect(turnReasons(f, 'FRAME_FOR_MURDER', 'B')).toEqual(['Frame for Murder: the sucker killed by A:judge on Turn 3']);
    const v = game(2, 'RAM-04', choice('VENDETTA', { friendlyModelId: 'A:guard', enemyModelId: 'B:nephilim' }));
    push(v, killed('B:nephilim', 'B', 'A:guard', 'A', 2));
    expect(turnReasons(v, 'VENDETTA')).toEqual(['Vendetta: A:guard killed B:nephilim']);
    const first = game(1, 'RAM-04', choice('VENDETTA', { friendlyModelId: 'A:guard', enemyModelId: 'B:nephilim' }));
    push(first, attack('A:guard', 'B:nephilim', 'x1'));
    expect(turnReasons(first, 'VENDETTA')).toEqual(["Vendetta: A:guard's first Attack Action targeted B:nephilim"]);
  });

  it.each<[string, number, number]>([
    ['on Turn 3 (before Turn 4: +1)', 3, 3],
    ['on Turn 4', 4, 2],
  ])('malifaux-2e/SC-0a Frame for Murder: the sucker killed by an enemy Henchman %s → %i VP', (_w, turn, vp) => {
    const f = atEndPhase({ A: plainA, B: [choice('FRAME_FOR_MURDER', { friendlyModelId: 'B:young1' }), choice('A_LINE_IN_THE_SAND')] }, turn, { strategy: 'RAM-04' });
    push(f, killed('B:young1', 'B', 'A:judge', 'A', turn));
    endPhase(f);
    expect(entriesOf(f, 'B', 'FRAME_FOR_MURDER').map((e) => e.vp)).toEqual([vp]);
  });

  it.each<[string, EncounterEvent]>([
    ['killed by its own crew', killed('B:young1', 'B', 'B:lilith', 'B', 3)],
    ['killed by no model', killed('B:young1', 'B', null, 'A', 3)],
  ])('malifaux-2e/SC-0a Frame for Murder: the sucker %s scores nothing', (_w, e) => {
    const f = atEndPhase({ A: plainA, B: [choice('FRAME_FOR_MURDER', { friendlyModelId: 'B:young1' }), choice('A_LINE_IN_THE_SAND')] }, 3, { strategy: 'RAM-04' });
    push(f, e);
    expect(turnReasons(f, 'FRAME_FOR_MURDER', 'B')).toEqual([]);
  });

  it('malifaux-2e/SC-0a Vendetta: the noted enemy killed by another model, or sacrificed, scores nothing', () => {
    const v = game(2, 'RAM-04', choice('VENDETTA', { friendlyModelId: 'A:guard', enemyModelId: 'B:nephilim' }));
    push(v, killed('B:nephilim', 'B', 'A:judge', 'A', 2));
    expect(turnReasons(v, 'VENDETTA')).toEqual([]);
  });
});

describe('malifaux-2e §20.11 the reasons of Schemes scored at the end of the game', () => {
  const eog = (a: SchemeChoice, facts: object, reveal: boolean, prep: (g: Game) => void = () => undefined): string[] => {
    const g = game(3, 'RAM-04', a, reveal ? [a.scheme] : []);
    markers(g, 'A', 'm1', 'm2', 'm3', 'm4');
    prep(g);
    declare(g, 'A', 'END', { schemes: { [a.scheme]: facts } });
    return endReasons(g, a.scheme);
  };
  it.each<[string, SchemeChoice, object, boolean, string[]]>([
    ['A Line in the Sand, 4 markers', choice('A_LINE_IN_THE_SAND'), { markers: ['m1', 'm2', 'm3', 'm4'] }, false, ['A Line in the Sand: 4 Scheme Markers on the Centerline']],
    ['A Line in the Sand, revealed, 2 markers', choice('A_LINE_IN_THE_SAND'), { markers: ['m1', 'm2'] }, true, ['A Line in the Sand: 2 Scheme Markers on the Centerline (revealed)']],
    ['Breakthrough, revealed, 2 markers', choice('BREAKTHROUGH'), { markers: ['m1', 'm2'] }, true, ['Breakthrough: Scheme Markers within 6" of the enemy DZ: 2, +1 revealed']],
    ['Protect Territory, 1 marker', choice('PROTECT_TERRITORY'), { markers: ['m1'] }, false, ['Protect Territory: Scheme Markers ≥ 6" from the own DZ with a friendly non-Peon within 2": 1']],
    ['Plant Evidence, 1 piece', choice('PLANT_EVIDENCE'), { terrain: [{ pieceId: 't1', markerId: 'm1' }] }, false, ['Plant Evidence: terrain pieces touched by a Scheme Marker on the Enemy Half: 1']],
    ['Power Ritual, 2 corners outside the DZ', choice('POWER_RITUAL'), { corners: [{ corner: 1, markerId: 'm1', inOwnDz: false }, { corner: 2, markerId: 'm2', inOwnDz: false }] }, false, ['Power Ritual: Table Corners with a Scheme Marker within 6" (one in the own DZ at most): 2']],
    ['Outflank, both ends, revealed', choice('OUTFLANK'), { endA: 'A:judge', endB: 'A:guard' }, true, ['Outflank: 2 end(s) of the Centerline held, +1 revealed']],
    ['Outflank, one end', choice('OUTFLANK'), { endB: 'A:guard' }, false, ['Outflank: 1 end(s) of the Centerline held']],
    ['Outflank, revealed, no end but an unengaged model near one', choice('OUTFLANK'), { unengagedNearEnd: true }, true, ['Outflank: 0 end(s) of the Centerline held, +1 revealed']],
    ['Outflank, unrevealed, no end', choice('OUTFLANK'), { unengagedNearEnd: true }, false, []],
    ['Entourage, enemy DZ', choice('ENTOURAGE', { friendlyModelId: 'A:judge' }), { position: 'ENEMY_DZ' }, false, ['Entourage: the noted model in the ENEMY_DZ']],
    ['Entourage, revealed, enemy half', choice('ENTOURAGE', { friendlyModelId: 'A:judge' }), { position: 'ENEMY_HALF' }, true, ['Entourage: the noted model in the ENEMY_HALF']],
    ['Take Prisoner, engaged', choice('TAKE_PRISONER', { enemyModelId: 'B:hench' }), { engaged: true }, false, ['Take Prisoner: the noted enemy is engaged']],
    ['Bodyguard, unharmed', choice('BODYGUARD', { friendlyModelId: 'A:judge' }), {}, false, ['Bodyguard: the noted model is in play with 10/10 Wounds']],
  ])('malifaux-2e/SC-0a %s', (_w, a, facts, reveal, reasons) => {
    expect(eog(a, facts, reveal)).toEqual(reasons);
  });

  it.each<[string, SchemeChoice, (g: Game) => void, string[]]>([
    ['Entourage: the noted model killed', choice('ENTOURAGE', { friendlyModelId: 'A:judge' }), (g) => push(g, killed('A:judge', 'A', 'B:lilith', 'B', 3)), []],
    ['Take Prisoner: the noted enemy killed', choice('TAKE_PRISONER', { enemyModelId: 'B:hench' }), (g) => push(g, killed('B:hench', 'B', 'A:judge', 'A', 3)), []],
    ['Bodyguard: the noted model killed', choice('BODYGUARD', { friendlyModelId: 'A:judge' }), (g) => push(g, killed('A:judge', 'A', 'B:lilith', 'B', 3)), []],
  ])('malifaux-2e/SC-0a %s scores nothing', (_w, a, prep, reasons) => {
    const facts = a.scheme === 'ENTOURAGE' ? { position: 'ENEMY_DZ' } : a.scheme === 'TAKE_PRISONER' ? { engaged: true } : {};
    expect(eog(a, facts, false, prep)).toEqual(reasons);
  });

  it('malifaux-2e/SC-0a Vendetta revealed names the noted enemy gone; Murder Protégé names how it died', () => {
    // Vendetta is revealed by its own first Attack (SC-0b), never at the start.
    const vendetta = (gone: boolean): string[] => {
      const g = game(1, 'RAM-04', choice('VENDETTA', { friendlyModelId: 'A:guard', enemyModelId: 'B:nephilim' }));
      push(g, attack('A:guard', 'B:nephilim', 'x1'));
      endPhase(g);
      if (gone) push(g, killed('B:nephilim', 'B', 'A:judge', 'A', 1));
      return endReasons(g, 'VENDETTA');
    };
    const first = "Vendetta: A:guard's first Attack Action targeted B:nephilim";
    expect(vendetta(true)).toEqual([first, 'Vendetta: the noted enemy is not in play at the end of the game']);
    expect(vendetta(false)).toEqual([first]);
    expect(eog(choice('MURDER_PROTEGE', { enemyModelId: 'B:nephilim' }), {}, false, (g) => push(g, killed('B:nephilim', 'B', 'A:judge', 'A', 2)))).toEqual(['Murder Protégé: the noted enemy was killed']);
    expect(eog(choice('MURDER_PROTEGE', { enemyModelId: 'B:nephilim' }), {}, false, (g) => push(g, { type: 'ModelBuried', data: { modelId: 'B:nephilim', seat: 'B' } }))).toEqual(['Murder Protégé: the noted enemy was buried at the end (VP-4)']);
  });

  it('malifaux-2e/VP-4 Assassinate at the end names the buried Leader; a Leader killed earlier is not scored again at the end', () => {
    const g = game(3, 'RAM-04', choice('ASSASSINATE'));
    push(g, { type: 'ModelBuried', data: { modelId: 'B:lilith', seat: 'B' } });
    expect(endReasons(g, 'ASSASSINATE')).toEqual(['Assassinate: the enemy Leader buried at the end of the game (VP-4)']);
    const k = game(3, 'RAM-04', choice('ASSASSINATE'));
    push(k, killed('B:lilith', 'B', 'A:judge', 'A', 3));
    endPhase(k);
    expect(endReasons(k, 'ASSASSINATE')).toEqual(['Assassinate: the enemy Leader killed on Turn 3']);
  });
});

describe('malifaux-2e §21.7 the reasons of the Faction Schemes', () => {
  it('malifaux-2e/SC-0a Roundup and Exterminate name both counts', () => {
    const r = storyAt({ A: [choice('ROUNDUP'), choice('OUTFLANK')], revealA: ['ROUNDUP'] });
    push(r, killed('B:young1', 'B', 'A:judge', 'A', 5));
    expect(endReasons(r, 'ROUNDUP')).toEqual(['Roundup: 4 MINION + ENFORCER models against 3, +1 revealed']);
    const x = storyAt({ B: [choice('EXTERMINATE'), choice('OUTFLANK')] });
    push(x, killed('A:judge', 'A', 'B:lilith', 'B', 5));
    expect(endReasons(x, 'EXTERMINATE', 'B')).toEqual(['Exterminate: 2 MASTER + HENCHMAN models against 1']);
  });

  it('malifaux-2e/SC-0a Fight Another Day names the models with no damage; a damaged one does not count, 3 are not enough', () => {
    const g = storyAt({ factionA: 'GREMLINS', A: [choice('FIGHT_ANOTHER_DAY'), choice('OUTFLANK')] });
    push(g, { type: 'ModelDamaged', data: { modelId: 'A:judge', amount: 1, source: 'x', woundsAfter: 9 } } as EncounterEvent);
    expect(endReasons(g, 'FIGHT_ANOTHER_DAY')).toEqual(['Fight Another Day: 7 models with no damage']);
    const few = storyAt({ factionA: 'GREMLINS', A: [choice('FIGHT_ANOTHER_DAY'), choice('OUTFLANK')] });
    push(few, ...['A:judge', 'A:marshal1', 'A:marshal2', 'A:scales', 'A:guard'].map((id) => killed(id, 'A', 'B:lilith', 'B', 5)));
    expect(endReasons(few, 'FIGHT_ANOTHER_DAY')).toEqual([]);
  });

  it('malifaux-2e/SC-0a Spread of Decay and Watchful Eyes name their counts', () => {
    const d = storyAt({ factionA: 'RESURRECTIONISTS', A: [choice('SPREAD_OF_DECAY'), choice('OUTFLANK')] });
    declare(d, 'A', 'END', { schemes: { SPREAD_OF_DECAY: { decayPerQuarter: [2, 2, 3, 2] } } });
    expect(endReasons(d, 'SPREAD_OF_DECAY')).toEqual(['Spread of Decay: ≥ 2 Undead models or Corpse Markers in each Quarter (2/2/3/2)']);
    const w = storyAt({ factionA: 'TEN_THUNDERS', A: [choice('WATCHFUL_EYES'), choice('OUTFLANK')] });
    markers(w, 'A', 'a1', 'a2', 'a3', 'a4', 'a5');
    declare(w, 'A', 'END', { schemes: { WATCHFUL_EYES: { nearOwnDz: ['a1', 'a2', 'a5'], nearEnemyDz: ['a3', 'a4'] } } });
    expect(endReasons(w, 'WATCHFUL_EYES')).toEqual(['Watchful Eyes: 3 Scheme Markers within 6" of the own DZ, 2 of the enemy DZ']);
  });

  it('malifaux-2e/SC-0a Watchful Eyes needs 2 markers near each DZ', () => {
    const w = storyAt({ factionA: 'TEN_THUNDERS', A: [choice('WATCHFUL_EYES'), choice('OUTFLANK')] });
    markers(w, 'A', 'a1', 'a2', 'a3');
    declare(w, 'A', 'END', { schemes: { WATCHFUL_EYES: { nearOwnDz: ['a1', 'a2'], nearEnemyDz: ['a3'] } } });
    expect(endReasons(w, 'WATCHFUL_EYES')).toEqual([]);
  });

  it('malifaux-2e/VP-5 Gathering Power names both counts of Scheme Markers left; the opponent\'s other markers do not count', () => {
    const g = storyAt({ factionA: 'ARCANISTS', A: [choice('GATHERING_POWER'), choice('BREAKTHROUGH')], B: [choice('PROTECT_TERRITORY'), choice('OUTFLANK')], revealA: ['GATHERING_POWER'] });
    markers(g, 'A', 'a1', 'a2');
    markers(g, 'B', 'b1');
    push(g, { type: 'MarkerPlaced', data: { id: 'c1', kind: 'CORPSE', seat: 'B', droppedBy: null } } as EncounterEvent);
    expect(endReasons(g, 'GATHERING_POWER')).toEqual(['Gathering Power: 2 Scheme Markers in play against 1, +1 revealed']);
  });
});

// The pure functions called directly, on the state of a real Turn-2 game (A: Guild, Leader A:justice; B: Neverborn,
// Leader B:lilith), changed by hand where no command reaches the case cheaply.
describe('malifaux-2e scoring.ts called directly: the full Award, its boundaries and which seat it reads', () => {
  const baseGame = atEndPhase({ A: plainA, B: plainB }, 2);
  const base: ScoringContext = { turn: 2, table: baseGame.state.table!, enc: baseGame.state.standard!, leaders: { A: 'A:justice', B: 'B:lilith' }, costs: {} };
  /** `base` at `turn`, with `kills`, models changed by `models` (id → partial state), and other encounter fields. */
  const ctxOf = (o: { turn?: number; kills?: KillRecord[]; models?: Record<string, Partial<ModelState>>; enc?: Partial<ScoringContext['enc']>; markers?: Marker[] } = {}): ScoringContext => {
    const ms: Record<string, ModelState> = { ...base.table.models };
    for (const [id, over] of Object.entries(o.models ?? {})) ms[id] = { ...ms[id], ...over };
    return {
      ...base,
      turn: o.turn ?? 2,
      table: { ...base.table, models: ms, markers: o.markers ?? base.table.markers },
      enc: { ...base.enc, kills: o.kills ?? [], ...o.enc },
    };
  };
  const out = (...ids: string[]): Record<string, Partial<ModelState>> => Object.fromEntries(ids.map((id) => [id, { status: 'KILLED' as const }]));
  const card = (scheme: SchemeId, o: { revealed?: SchemeCard['revealed']; used?: string[]; notes?: SchemeCard['notes'] } = {}): SchemeCard => ({ scheme, notes: o.notes ?? {}, revealed: o.revealed ?? null, vp: 0, used: o.used ?? [] });
  const kill = (modelId: string, by: string | null, turn = 2, how: KillRecord['how'] = 'KILLED', version = 40): KillRecord =>
    ({ modelId, seat: modelId[0] as SeatId, byModelId: by, bySeat: by === null ? null : (by[0] as SeatId), turn, how, version });
  const turnA = (ctx: ScoringContext, c: SchemeCard, f?: SchemeFacts): Award | null => schemeTurn(ctx, 'A', 'B', c, f);
  const endA = (ctx: ScoringContext, c: SchemeCard, f?: SchemeFacts): Award | null => schemeEnd(ctx, 'A', 'B', c, f);

  it('malifaux-2e/STR-0 Reckoning counts only enemy models killed by the own crew (A-14): two own models killed by the own crew score nothing', () => {
    expect(strategyTurn(ctxOf({ kills: [kill('A:peon', 'A:judge'), kill('A:guard', 'A:judge')] }), 'RECKONING', 'A', 'B', undefined, undefined)).toBeNull();
    expect(strategyTurn(ctxOf({ kills: [kill('B:peon', 'A:judge'), kill('B:tot', 'A:judge')] }), 'RECKONING', 'A', 'B', undefined, undefined)).toEqual({ source: 'STRATEGY', vp: 1, reason: 'Reckoning: 2 enemy models killed this Turn', events: [40, 40] });
  });

  it('malifaux-2e/STR-0 Reckoning: a model buried at the end is no kill this Turn (VP-4 applies only to end-of-game scoring)', () => {
    const buried: KillRecord[] = ['B:peon', 'B:tot'].map((id) => ({ ...kill(id, null, 2, 'BURIED_AT_END'), bySeat: 'A' }));
    expect(strategyTurn(ctxOf({ kills: buried }), 'RECKONING', 'A', 'B', undefined, undefined)).toBeNull();
  });

  it('malifaux-2e/STR-0 Reconnoiter without own facts controls no Quarter, whatever the opponent declared (A-15)', () => {
    expect(strategyTurn(ctxOf(), 'RECONNOITER', 'A', 'B', undefined, { quarters: [0, 0, 0, 0] })).toBeNull();
    expect(strategyTurn(ctxOf(), 'RECONNOITER', 'A', 'B', { quarters: [1, 1, 0, 0] }, undefined)).toEqual({ source: 'STRATEGY', vp: 1, reason: 'Reconnoiter: controls 2 Quarters', events: [] });
  });

  it('malifaux-2e/SC-0a Distract: its evidence is the versions that gave Distracted, a condition with no recorded version gives none', () => {
    const ctx = ctxOf({ turn: 1, models: { 'B:young1': { conditions: { DISTRACTED: null } }, 'B:young2': { conditions: { DISTRACTED: null } } }, enc: { conditionSince: { 'B:young1:DISTRACTED': 17 } } });
    expect(turnA(ctx, card('DISTRACT'))).toEqual({ source: 'DISTRACT', vp: 1, reason: 'Distract: 2 enemy models have Distracted', events: [17] });
  });

  it.each<[string, Record<string, number>, number[]]>([
    ['with the version that gave it', { 'B:young1:CURSED_OBJECT': 23 }, [23]],
    ['with no recorded version', {}, []],
  ])('malifaux-2e/SC-0a Cursed Object ends the condition on the enemy, %s', (_w, since, events) => {
    const ctx = ctxOf({ models: { 'B:young1': { conditions: { CURSED_OBJECT: null } } }, enc: { conditionSince: since } });
    expect(turnA(ctx, card('CURSED_OBJECT'), { endCursedObjectOn: 'B:young1' })).toEqual({ source: 'CURSED_OBJECT', vp: 1, reason: 'Cursed Object: ended on B:young1', endCondition: { modelId: 'B:young1', name: 'CURSED_OBJECT' }, events });
  });

  it('malifaux-2e/SC-0e Plant Explosives: an id that names no model is no hit; no markers declared removes none; the scheme is revealed and spent', () => {
    expect(turnA(ctxOf(), card('PLANT_EXPLOSIVES'), { detonate: true, enemiesWithin3: ['B:young1', 'X:ghost'] })).toEqual({
      source: 'PLANT_EXPLOSIVES', vp: 1, reason: 'Plant Explosives: 1 enemy models within 3" of own Scheme Markers', events: [], reveal: true, use: 'DETONATED', removeMarkers: [],
    });
  });

  it('malifaux-2e/SC-0a Make Them Suffer: a kill scores revealed, with its version as evidence', () => {
    expect(turnA(ctxOf({ kills: [kill('B:young1', 'A:justice', 2, 'KILLED', 31)] }), card('MAKE_THEM_SUFFER'))).toEqual({
      source: 'MAKE_THEM_SUFFER', vp: 1, reason: 'Make Them Suffer: an enemy Minion or Peon killed by a Master or Henchman this Turn', events: [31], reveal: true,
    });
  });

  it.each<[string, KillRecord]>([
    ['an own Minion killed by the own Master', kill('A:marshal1', 'A:justice')],
    ['an enemy Minion sacrificed, even with the Master named', kill('B:young1', 'A:justice', 2, 'SACRIFICED')],
    ['an enemy Minion killed by a model no longer on the table', kill('B:young1', 'A:gone')],
  ])('malifaux-2e/SC-0a Make Them Suffer does not score for %s', (_w, k) => {
    expect(turnA(ctxOf({ kills: [k] }), card('MAKE_THEM_SUFFER'))).toBeNull();
  });

  it.each<[string, string[], boolean]>([
    ['a Peon left in play (all Minions gone)', ['B:young1', 'B:young2', 'B:tot'], false],
    ['Minions left in play (the Peon gone)', ['B:peon'], false],
    ['no Minion and no Peon in play', ['B:young1', 'B:young2', 'B:tot', 'B:peon'], true],
  ])('malifaux-2e/SC-0a Make Them Suffer with the opponent having %s', (_w, gone, scores) => {
    const award: Award = { source: 'MAKE_THEM_SUFFER', vp: 1, reason: 'Make Them Suffer: the opponent has no Minion or Peon models', events: [], reveal: true };
    expect(turnA(ctxOf({ models: out(...gone) }), card('MAKE_THEM_SUFFER'))).toEqual(scores ? award : null);
  });

  const interact = (modelId: string, version = 55): NonNullable<ScoringContext['enc']['interacts']>[number] => ({ modelId, turn: 2, targets: ['B:lilith'], ap: 2, engagedWith: ['B:lilith'], version });
  it('malifaux-2e/SC-0a Deliver a Message by the declared messenger scores, revealed and spent; an Interact by a model not on the table does not', () => {
    expect(turnA(ctxOf({ enc: { interacts: [interact('A:judge')] } }), card('DELIVER_A_MESSAGE'), { deliveredBy: 'A:judge' })).toEqual({
      source: 'DELIVER_A_MESSAGE', vp: 2, reason: 'Deliver a Message by A:judge', events: [55], reveal: true, use: 'DELIVERED',
    });
    expect(turnA(ctxOf({ enc: { interacts: [interact('A:gone')] } }), card('DELIVER_A_MESSAGE'))).toBeNull();
  });

  it('malifaux-2e/SC-0a Spring the Trap: once per game; the full Award removes the markers it used', () => {
    expect(turnA(ctxOf(), card('SPRING_THE_TRAP', { used: ['SPRUNG'] }), { detonate: true, markers: ['m1'] })).toBeNull();
    expect(turnA(ctxOf(), card('SPRING_THE_TRAP'), { detonate: true, markers: ['m1', 'm2'] })).toEqual({
      source: 'SPRING_THE_TRAP', vp: 2, reason: 'Spring the Trap: 2 Scheme Markers within 4" of the enemy Leader', events: [], reveal: true, use: 'SPRUNG', removeMarkers: ['m1', 'm2'],
    });
  });

  it('malifaux-2e/SC-0a Spring the Trap: with no markers declared nothing is removed and nothing scores', () => {
    expect(turnA(ctxOf(), card('SPRING_THE_TRAP'), { detonate: true })).toEqual({ source: 'SPRING_THE_TRAP', vp: 0, reason: 'Spring the Trap: 0 Scheme Markers within 4" of the enemy Leader', events: [], reveal: true, use: 'SPRUNG', removeMarkers: [] });
  });

  it('malifaux-2e/SC-0a Spring the Trap: the +1 compares models in play only (6 own against 5 enemy in play of 7 is outnumbered)', () => {
    const ctx = ctxOf({ models: out('A:peon', 'A:merc', 'B:young1', 'B:young2') });
    expect(turnA(ctx, card('SPRING_THE_TRAP'), { detonate: true, markers: ['m1'] })?.vp).toBe(1);
  });

  it.each<[string, SchemeId, SchemeCard['notes'], KillRecord]>([
    ['Assassinate', 'ASSASSINATE', {}, kill('B:lilith', 'A:judge')],
    ['Frame for Murder', 'FRAME_FOR_MURDER', { friendlyModelId: 'A:marshal1' }, kill('A:marshal1', 'B:nephilim')],
  ])('malifaux-2e/SC-0a %s scores once: a card already SCORED scores nothing', (_w, scheme, notes, k) => {
    expect(turnA(ctxOf({ kills: [k] }), card(scheme, { notes }))).not.toBeNull();
    expect(turnA(ctxOf({ kills: [k] }), card(scheme, { notes, used: ['SCORED'] }))).toBeNull();
  });

  it('malifaux-2e/SC-0a Assassinate: the full Award; a Leader buried at the end is scored at the end (VP-4), never per Turn', () => {
    expect(turnA(ctxOf({ kills: [kill('B:lilith', 'A:judge', 2, 'KILLED', 61)] }), card('ASSASSINATE'))).toEqual({
      source: 'ASSASSINATE', vp: 3, reason: 'Assassinate: the enemy Leader killed on Turn 2', events: [61], reveal: true, use: 'SCORED',
    });
    expect(turnA(ctxOf({ kills: [kill('B:lilith', null, 2, 'BURIED_AT_END')] }), card('ASSASSINATE'))).toBeNull();
  });

  it('malifaux-2e/SC-0a Frame for Murder: killed by an enemy Master is 2 VP + 1 before Turn 4, revealed and spent', () => {
    expect(turnA(ctxOf({ kills: [kill('A:marshal1', 'B:lilith', 2, 'KILLED', 62)] }), card('FRAME_FOR_MURDER', { notes: { friendlyModelId: 'A:marshal1' } }))).toEqual({
      source: 'FRAME_FOR_MURDER', vp: 3, reason: 'Frame for Murder: the sucker killed by B:lilith on Turn 2', events: [62], reveal: true, use: 'SCORED',
    });
  });

  const vendetta = (used: string[] = []): SchemeCard => card('VENDETTA', { used, notes: { friendlyModelId: 'A:judge', enemyModelId: 'B:nephilim' } });
  const firstAttack = { 'A:judge': { targets: ['B:nephilim'], version: 12, turn: 1 } };
  it('malifaux-2e/SC-0a Vendetta: the kill is 3 VP once; the first Attack 1 VP once; each full Award is revealed and spent', () => {
    const k = [kill('B:nephilim', 'A:judge', 2, 'KILLED', 63)];
    expect(turnA(ctxOf({ kills: k }), vendetta())).toEqual({ source: 'VENDETTA', vp: 3, reason: 'Vendetta: A:judge killed B:nephilim', events: [63], use: 'KILLED', reveal: true });
    expect(turnA(ctxOf({ kills: k }), vendetta(['KILLED']))).toBeNull();
    expect(turnA(ctxOf({ enc: { firstAttacks: firstAttack } }), vendetta())).toEqual({ source: 'VENDETTA', vp: 1, reason: "Vendetta: A:judge's first Attack Action targeted B:nephilim", events: [12], use: 'FIRST_ATTACK', reveal: true });
    expect(turnA(ctxOf({ enc: { firstAttacks: firstAttack } }), vendetta(['FIRST_ATTACK']))).toBeNull();
  });

  it('malifaux-2e/SC-0a Vendetta: the noted enemy sacrificed is no kill, even with the noted friend named', () => {
    expect(turnA(ctxOf({ kills: [kill('B:nephilim', 'A:judge', 2, 'SACRIFICED')] }), vendetta())).toBeNull();
  });

  it.each<[string, SchemeId, SchemeFacts | undefined]>([
    ['Breakthrough with no marker', 'BREAKTHROUGH', undefined],
    ['Outflank revealed with no end held and no unengaged model near one', 'OUTFLANK', { unengagedNearEnd: false }],
    ['Watchful Eyes with nothing declared', 'WATCHFUL_EYES', undefined],
  ])('malifaux-2e/SC-0a 0 VP at the end is no Award: %s', (_w, scheme, f) => {
    expect(endA(ctxOf(), card(scheme, { revealed: 'START' }), f)).toBeNull();
  });

  it('malifaux-2e/SC-0b one marker revealed is 1 VP and its reason claims no +1', () => {
    expect(endA(ctxOf(), card('BREAKTHROUGH', { revealed: 'START' }), { markers: ['m1'] })).toEqual({ source: 'BREAKTHROUGH', vp: 1, reason: 'Breakthrough: Scheme Markers within 6" of the enemy DZ: 1', events: [] });
  });

  it.each<[string, SchemeCard['revealed'], string[], boolean]>([
    ['not revealed, the noted enemy gone', null, [], false],
    ['revealed, the noted enemy gone', 'START', [], true],
    ['revealed, its kill already scored', 'START', ['KILLED'], false],
  ])('malifaux-2e/SC-0a Vendetta at the end, %s', (_w, revealed, used, scores) => {
    const c = card('VENDETTA', { revealed, used, notes: { friendlyModelId: 'A:judge', enemyModelId: 'B:nephilim' } });
    expect(endA(ctxOf({ models: out('B:nephilim') }), c)).toEqual(scores ? { source: 'VENDETTA', vp: 1, reason: 'Vendetta: the noted enemy is not in play at the end of the game', events: [] } : null);
  });

  it('malifaux-2e/SC-0a Murder Protégé names the kill as its evidence', () => {
    expect(endA(ctxOf({ kills: [kill('B:hench', 'A:judge', 3, 'KILLED', 64)] }), card('MURDER_PROTEGE', { notes: { enemyModelId: 'B:hench' } }))).toEqual({ source: 'MURDER_PROTEGE', vp: 2, reason: 'Murder Protégé: the noted enemy was killed', events: [64] });
  });

  it.each<[string, number, SchemeCard['revealed'], Award | null]>([
    ['exactly 4 undamaged, not revealed', 4, null, { source: 'FIGHT_ANOTHER_DAY', vp: 2, reason: 'Fight Another Day: 4 models with no damage', events: [] }],
    ['exactly 4 undamaged, revealed', 4, 'START', { source: 'FIGHT_ANOTHER_DAY', vp: 3, reason: 'Fight Another Day: 4 models with no damage, +1 revealed', events: [] }],
    ['3 undamaged', 5, 'START', null],
  ])('malifaux-2e/SC-0a Fight Another Day with %s', (_w, damaged, revealed, award) => {
    const hurt = Object.fromEntries(['A:judge', 'A:marshal1', 'A:marshal2', 'A:guard', 'A:merc'].slice(0, damaged).map((id) => [id, { wounds: 1 }]));
    expect(endA(ctxOf({ models: hurt }), card('FIGHT_ANOTHER_DAY', { revealed }))).toEqual(award);
  });

  it('malifaux-2e/SC-0a Spread of Decay and Watchful Eyes revealed name the +1', () => {
    expect(endA(ctxOf(), card('SPREAD_OF_DECAY', { revealed: 'OWN' }), { decayPerQuarter: [2, 2, 2, 2] })?.reason).toBe('Spread of Decay: ≥ 2 Undead models or Corpse Markers in each Quarter (2/2/2/2), +1 revealed');
    expect(endA(ctxOf(), card('WATCHFUL_EYES', { revealed: 'OWN' }), { nearOwnDz: ['m1', 'm2'], nearEnemyDz: ['m3', 'm4'] })?.reason).toBe('Watchful Eyes: 2 Scheme Markers within 6" of the own DZ, 2 of the enemy DZ, +1 revealed');
  });

  const scheme = (id: string, seat: SeatId): Marker => ({ id, kind: 'SCHEME', seat, droppedBy: null });
  it('malifaux-2e/VP-5 Gathering Power needs strictly more Scheme Markers: equal counts score nothing; not revealed names no +1', () => {
    expect(endA(ctxOf({ markers: [scheme('a1', 'A'), scheme('b1', 'B')] }), card('GATHERING_POWER'))).toBeNull();
    expect(endA(ctxOf({ markers: [scheme('a1', 'A'), scheme('a2', 'A'), scheme('b1', 'B')] }), card('GATHERING_POWER'))).toEqual({ source: 'GATHERING_POWER', vp: 2, reason: 'Gathering Power: 2 Scheme Markers in play against 1', events: [] });
  });

  it('malifaux-2e/VP-4 Assassinate at the end: the buried Leader scores 2 VP with its record as evidence, once', () => {
    const k = [{ ...kill('B:lilith', null, 5, 'BURIED_AT_END'), version: 0 }];
    expect(endA(ctxOf({ kills: k }), card('ASSASSINATE'))).toEqual({ source: 'ASSASSINATE', vp: 2, reason: 'Assassinate: the enemy Leader buried at the end of the game (VP-4)', events: [0] });
    expect(endA(ctxOf({ kills: k }), card('ASSASSINATE', { used: ['SCORED'] }))).toBeNull();
  });
});
