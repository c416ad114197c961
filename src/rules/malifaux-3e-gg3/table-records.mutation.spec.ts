// malifaux-3e-gg3 table records (table-records.ts): no Turn 6 and no turn before the pre-game setup (ORD-4), the Covert
// selection's window and its sorted commitment (CV-3, SEC-3), the role a refusal names for an unknown model (MD-1), the
// fact each record asserts (FACT-1), the Curse tokens of a kill and of a summon (CO-4, CO-6, OQ-3, OQ-26) and the push
// limits and contacts of Carve a Path markers at their exact tolerance (CP-2, OQ-9c) (issue 15: tests that make the
// surviving mutants fail).
import type { Gg3Command } from './commands';
import { decide } from './decide';
import type { Gg3Event } from './events';
import { radiusOf } from './geometry';
import type { Gg3Policies } from './policies';
import { commitmentOf } from './secrets';
import type { Seat } from './state';
import { endTurnPassing, type Game, inTurnOne, NOW, ORG, preDeploy, refusalOf, SALT, schemeGame, seatActor, startTurn, toGameEnd } from './testing/fixtures';

/** The geometry's rounding tolerance for measured inches (geometry.ts EPS). */
const TOLERANCE = 1e-9;

/** The whole refusal ("<RULE-ID> <section>: <message>") a command gets, or undefined; the game is left as it was. */
const said = (g: Game, seat: Seat | null, type: Gg3Command['type'], data: object = {}): string | undefined =>
  refusalOf(() => decide(g.state, { type, actor: seat ? seatActor(seat) : ORG, data: { now: NOW, ...(seat ? { seat } : {}), ...data } } as Gg3Command));

const kill = (g: Game, victim: string): Gg3Event[] => g.seat('A', 'RecordKill', { factId: `k-${victim}`, victim, killer: 'a-hench', leadersWithin3: [] });

/** Carve a Path, Turn 1, Activation Phase: carve-B-1 (6,30), carve-A-1 (6,6), carve-B-2 (30,30), carve-A-2 (30,6). */
const carve = (policies: Partial<Gg3Policies> = {}): Game => schemeGame([{ no: 1 }, { no: 3 }], [{ no: 3 }, { no: 4 }], policies);
const moveMarker = (g: Game, id: string, x: number, y: number): void => {
  g.state = { ...g.state, markers: g.state.markers.map((m) => (m.id === id ? { ...m, x, y } : m)) };
};
const push = (g: Game, markerId: string, x: number, y: number, over: object = {}): string | undefined =>
  said(g, 'A', 'PushStrategyMarker', { factId: `p-${g.events.length}`, by: 'a-hench', markerId, x, y, within1: true, removedMarkers: [], ...over });

describe('malifaux-3e-gg3 table records: when a turn may start', () => {
  it('malifaux-3e-gg3/ORD-4 Cursed Objects: no Turn 1 before the Curse tokens of the pre-game setup are placed', () => {
    const g = preDeploy();
    g.org('DeployCrews');
    expect(said(g, null, 'StartTurn', { initiative: 'A' })).toBe('ORD-4 §10.3: finish the pre-game setup first');
  });

  it('malifaux-3e-gg3/ORD-4 the game ends after Turn 5: a Turn 6 is refused under §6', () => {
    const g = inTurnOne();
    toGameEnd(g);
    expect(g.state.turn).toBe(5);
    expect(said(g, null, 'StartTurn', { initiative: 'A' })).toBe('ORD-4 §6: the game ends after Turn 5: there is no Turn 6');
  });
});

describe('malifaux-3e-gg3 table records: the Covert Operation selection', () => {
  it('malifaux-3e-gg3/CV-3 no selection in the Start Phase of Turn 1, nor in the Activation Phase of Turn 2', () => {
    const g = preDeploy({ strategy: 'gg3.covert-operation' });
    g.org('DeployCrews');
    startTurn(g, 'A');
    expect(g.state).toMatchObject({ turn: 1, phase: 'START' });
    const commit = (): string | undefined => said(g, 'A', 'CommitCovertSelection', { lineageIds: ['a-hench'], salt: SALT(9) });
    expect(commit()).toBe('CV-3 §4.4: the selection is made in the Start Phase of each turn after the first');
    g.org('StartActivations');
    endTurnPassing(g);
    startTurn(g, 'B');
    g.org('StartActivations');
    expect(commit()).toBe('CV-3 §4.4: the selection is made in the Start Phase of each turn after the first');
  });

  it('malifaux-3e-gg3/CV-3 malifaux-3e-gg3/SEC-3 the committed payload lists the lineage ids sorted; an enemy model is refused by name', () => {
    const g = inTurnOne({ strategy: 'gg3.covert-operation' });
    endTurnPassing(g);
    startTurn(g, 'B');
    expect(said(g, 'A', 'CommitCovertSelection', { lineageIds: ['a-hench', 'b-hench'], salt: SALT(9) })).toBe('MD-1 §2.1: selected b-hench is not a model of that crew (lineage id)');
    const sorted = ['a-enf', 'a-hench', 'a-min1'];
    expect(g.seat('A', 'CommitCovertSelection', { lineageIds: ['a-min1', 'a-hench', 'a-enf'], salt: SALT(9) })).toEqual([
      { type: 'CovertSelectionCommitted', data: { seat: 'A', turn: 2, commitment: commitmentOf({ turn: 2, crewId: 'A', lineageIds: sorted }, SALT(9)), secret: { lineageIds: sorted, salt: SALT(9) } } },
    ]);
  });
});

describe('malifaux-3e-gg3 table records: what a refusal names', () => {
  it.each<[string, Gg3Command['type'], object, string]>([
    ['the source of damage', 'RecordDamage', { factId: 'd1', source: 'ghost', target: 'b-enf', amount: 1, activationId: 'x' }, 'source ghost is not a known model'],
    ['the target of damage', 'RecordDamage', { factId: 'd1', source: 'a-hench', target: 'ghost', amount: 1, activationId: 'x' }, 'target ghost is not a known model'],
    ['the target of healing', 'RecordHealing', { factId: 'h1', target: 'ghost', amount: 1 }, 'target ghost is not a known model'],
    ['the victim of a kill', 'RecordKill', { factId: 'k1', victim: 'ghost', killer: 'a-hench', leadersWithin3: [] }, 'victim ghost is not a known model'],
    ['the killer', 'RecordKill', { factId: 'k1', victim: 'b-min1', killer: 'ghost', leadersWithin3: [] }, 'killer ghost is not a known model'],
    ['a replaced model', 'RecordReplace', { factId: 'r1', lineageId: 'ghost', modelId: 'x', name: 'X', station: 'MINION', cost: 3, maxHealth: 4 }, 'replaced ghost is not a known model'],
    ['a buried model', 'RecordBury', { factId: 'b1', lineageId: 'ghost', buried: true }, 'model ghost is not a known model'],
    ['the model a Curse token leaves', 'PassCurseToken', { factId: 'c1', from: 'ghost', to: 'b-min2', within1: true }, 'from ghost is not a known model'],
    ['the model a Curse token goes to', 'PassCurseToken', { factId: 'c1', from: 'a-hench', to: 'ghost', within1: true }, 'to ghost is not a known model'],
    ['an enemy model ending its activation', 'EndActivation', { lineageId: 'b-hench', activationId: 'x' }, 'activating b-hench is not a model of that crew'],
  ])('malifaux-3e-gg3/MD-1 %s', (_what, type, data, message) => {
    expect(said(inTurnOne(), 'A', type, data)).toBe(`MD-1 §2.1: ${message} (lineage id)`);
  });

  it('malifaux-3e-gg3/MD-1 the pusher of a Strategy Marker', () => {
    expect(push(carve(), 'carve-A-1', 8, 6, { by: 'ghost' })).toBe('MD-1 §2.1: pusher ghost is not a known model (lineage id)');
  });

  it('malifaux-3e-gg3/FACT-2 a Leader within 3" that is no known model is refused as not a Leader', () => {
    expect(said(inTurnOne(), 'A', 'RecordKill', { factId: 'k1', victim: 'b-min1', killer: 'a-hench', leadersWithin3: ['b-lead', 'ghost'] })).toBe('FACT-2 §2.4: ghost is not a Leader');
  });
});

describe('malifaux-3e-gg3 table records: the fact each record asserts', () => {
  const assertedBy = (seat: Seat, factId: string, kind: string, fact: Record<string, unknown>): Gg3Event => ({ type: 'FactAsserted', data: { factId, seat, kind, fact, turn: 1 } });

  it('malifaux-3e-gg3/FACT-1 malifaux-3e-gg3/MD-1 a summon and a replacement', () => {
    const g = inTurnOne({ strategy: 'gg3.covert-operation' });
    const summon = g.seat('A', 'RecordSummon', { factId: 's1', model: { lineageId: 'a-sum', name: 'S', station: 'MINION', cost: 4, maxHealth: 4 }, hasSummonUpgrade: true });
    expect(summon[0]).toEqual(assertedBy('A', 's1', 'summon', { lineageId: 'a-sum', hasSummonUpgrade: true }));
    const replace = g.seat('A', 'RecordReplace', { factId: 'r1', lineageId: 'a-min1', modelId: 'new', name: 'New', station: 'MINION', cost: 6, maxHealth: 4 });
    expect(replace[0]).toEqual(assertedBy('A', 'r1', 'replace', { lineageId: 'a-min1', modelId: 'new', name: 'New', station: 'MINION', cost: 6, maxHealth: 4, higherCost: true }));
  });

  it('malifaux-3e-gg3/FACT-1 malifaux-3e-gg3/CP-2 a push', () => {
    const out = carve().seat('A', 'PushStrategyMarker', { factId: 'p1', by: 'a-hench', markerId: 'carve-A-1', x: 6, y: 9, within1: true, removedMarkers: [] });
    expect(out[0]).toEqual(assertedBy('A', 'p1', 'push', { model: 'a-hench', markerId: 'carve-A-1', x: 6, y: 9, distance: 3, removedMarkers: [] }));
  });

  it('malifaux-3e-gg3/FACT-1 malifaux-3e-gg3/CO-5 a Curse pass-back records that no other enemy engages the model', () => {
    const out = inTurnOne().seat('A', 'PassCurseToken', { factId: 'c1', from: 'a-hench', to: 'b-min2', within1: true });
    expect(out[0]).toEqual(assertedBy('A', 'c1', 'curse-pass', { from: 'a-hench', to: 'b-min2', engagedByOthers: false }));
  });
});

describe('malifaux-3e-gg3 table records: Curse tokens of kills and summons', () => {
  /** Cursed Objects, Turn 1: B keeps only its cursed models b-hench (2 tokens) and b-enf (2); b-min1 (1 token) is killed and its token discarded. */
  const lastModelsOfB = (): Game => {
    const g = inTurnOne();
    for (const v of ['b-lead', 'b-min2', 'b-peon']) kill(g, v);
    kill(g, 'b-min1');
    expect(g.seat('A', 'DiscardCurseToken', { discard: true })).toEqual([
      { type: 'CurseTokenDiscarded', data: { byCrew: 'A', fromModel: 'b-min1', turn: 1 } },
      { type: 'CurseTokensRedistributed', data: { fromModel: 'b-min1', to: [], removed: 0 } },
    ]);
    return g;
  };

  it.each<[boolean, Gg3Event]>([
    [false, { type: 'CurseDiscardDeclined', data: { byCrew: 'A', fromModel: 'b-hench' } }],
    [true, { type: 'CurseTokenDiscarded', data: { byCrew: 'A', fromModel: 'b-hench', turn: 1 } }],
  ])('malifaux-3e-gg3/CO-6 malifaux-3e-gg3/OQ-3 the last model of a crew killed (discard: %s): no model takes its tokens, they are removed at once', (discard, first) => {
    const g = lastModelsOfB();
    kill(g, 'b-enf');
    expect(g.seat('A', 'DiscardCurseToken', { discard: false })).toEqual([{ type: 'CurseDiscardDeclined', data: { byCrew: 'A', fromModel: 'b-enf' } }]);
    g.seat('B', 'RedistributeCurseTokens', { recipients: ['b-hench'] });
    expect(g.state.models['b-hench']!.curse).toBe(3);
    kill(g, 'b-hench');
    expect(g.seat('A', 'DiscardCurseToken', { discard })).toEqual([first, { type: 'CurseTokensRedistributed', data: { fromModel: 'b-hench', to: [], removed: discard ? 2 : 3 } }]);
    expect(g.state.pendingCurse).toBeNull();
    expect(said(g, 'B', 'RedistributeCurseTokens', { recipients: [] })).toBe('CO-6 §4.1: no Curse tokens wait for redistribution');
  });

  it.each<[string, boolean, boolean, string | undefined]>([
    ['in play, by default', false, false, 'OQ-26 §9: one token per model while enough models remain'],
    ['in play, stacking allowed for buried victims', true, false, 'OQ-26 §9: one token per model while enough models remain'],
    ['buried, by default', false, true, 'OQ-26 §9: one token per model while enough models remain'],
    ['buried, stacking allowed for buried victims', true, true, undefined],
  ])('malifaux-3e-gg3/CO-6 malifaux-3e-gg3/OQ-26 two tokens on one model from a victim %s', (_what, buriedCurseStacking, buried, refusal) => {
    const g = inTurnOne({ policies: { buriedCurseStacking } });
    if (buried) g.seat('B', 'RecordBury', { factId: 'b1', lineageId: 'b-hench', buried: true });
    kill(g, 'b-hench');
    g.seat('A', 'DiscardCurseToken', { discard: false });
    expect(said(g, 'B', 'RedistributeCurseTokens', { recipients: ['b-enf', 'b-enf'] })).toBe(refusal);
  });

  it('malifaux-3e-gg3/CO-4 a summon Curse token: Cursed Objects only, on the model just summoned, placed by the summoner’s opponent', () => {
    const covert = inTurnOne({ strategy: 'gg3.covert-operation' });
    covert.seat('A', 'RecordSummon', { factId: 's1', model: { lineageId: 'a-sum', name: 'S', station: 'MINION', cost: 4, maxHealth: 4 }, hasSummonUpgrade: true });
    expect(said(covert, 'B', 'PlaceCurseToken', { model: 'a-sum' })).toBe('CO-4 §4.1: a Curse token goes on a model just summoned');
    const g = inTurnOne();
    g.seat('A', 'RecordSummon', { factId: 's1', model: { lineageId: 'a-sum', name: 'S', station: 'MINION', cost: 4, maxHealth: 4 }, hasSummonUpgrade: true });
    expect(said(g, 'B', 'PlaceCurseToken', { model: 'a-min2' })).toBe('CO-4 §4.1: a Curse token goes on a model just summoned');
    expect(said(g, 'A', 'PlaceCurseToken', { model: 'a-sum' })).toBe("CO-4 §4.1: the summoner's opponent places it");
    expect(g.seat('B', 'PlaceCurseToken', { model: 'a-sum' })).toEqual([{ type: 'CurseTokenPlaced', data: { placerCrew: 'B', model: 'a-sum', phase: 'summon' } }]);
  });
});

describe('malifaux-3e-gg3 table records: pushing Carve a Path markers', () => {
  it('malifaux-3e-gg3/CP-2 only a Strategy Marker is pushed, not a scheme marker with the same reach', () => {
    const g = carve();
    g.seat('A', 'DropMarker', { markerId: 's1', type: 'scheme', owner: 'A', x: 8, y: 12 });
    expect(push(g, 's1', 9, 12)).toBe('CP-2 §4.3: not a Strategy Marker');
  });

  it('malifaux-3e-gg3/CP-2 a push of 6" plus the rounding tolerance is within 6"; beyond it is not', () => {
    const g = carve();
    g.seat('A', 'PushStrategyMarker', { factId: 'p0', by: 'a-hench', markerId: 'carve-A-1', x: 0, y: 6, within1: true, removedMarkers: [] });
    expect(push(g, 'carve-A-1', 6 + TOLERANCE, 6)).toBeUndefined();
    expect(push(g, 'carve-A-1', 6 + 3 * TOLERANCE, 6)).toBe('CP-2 §4.3: a push of up to 6" (friendly marker)');
  });

  it('malifaux-3e-gg3/OQ-9 a short push does not collide with where the marker was', () => {
    expect(push(carve(), 'carve-A-1', 6.5, 6)).toBeUndefined();
  });

  it.each<[string, Partial<Gg3Policies>, number, string | undefined]>([
    ['1" markers in contact (centres 2" apart)', { markerDiameterMm: 50.8 }, 28, undefined],
    ['1" markers overlapping', { markerDiameterMm: 50.8 }, 28.5, 'OQ-9 §9 OQ-9c: the marker stops in contact with carve-A-2'],
    ['1" markers overlapping, when pushes do not stop at contact', { markerDiameterMm: 50.8, pushStopsAtModels: false }, 29, undefined],
    ['30 mm markers with centres 2" apart', {}, 28, undefined],
    ['30 mm markers overlapping', {}, 28.9, 'OQ-9 §9 OQ-9c: the marker stops in contact with carve-A-2'],
  ])('malifaux-3e-gg3/OQ-9 carve-A-1 pushed next to carve-A-2 (30, 6): %s', (_what, policies, x, refusal) => {
    const g = carve(policies);
    moveMarker(g, 'carve-A-1', 24, 6);
    expect(push(g, 'carve-A-1', x, 6)).toBe(refusal);
  });

  it('malifaux-3e-gg3/OQ-9 markers in contact within the rounding tolerance are not overlapping', () => {
    const g = carve({ markerDiameterMm: 50.8 });
    moveMarker(g, 'carve-A-2', 0, 6);
    const contact = 2 * radiusOf(50.8);
    expect(push(g, 'carve-A-1', contact - TOLERANCE, 6)).toBeUndefined();
    expect(push(g, 'carve-A-1', contact - 3 * TOLERANCE, 6)).toBe('OQ-9 §9 OQ-9c: the marker stops in contact with carve-A-2');
  });
});
