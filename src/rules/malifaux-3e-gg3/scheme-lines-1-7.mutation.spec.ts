// malifaux-3e-gg3 §5.1-§5.7 the Reveal and End lines of schemes 1-7 (scheme-lines-1-7.ts): the whole refusal a seat
// reads when a clause fails (rule, §5, message), which models, kills, damage and markers a clause accepts, and what an
// award records (its reason, the facts it cites, the markers it removed) (issue 15).
import type { Gg3Event } from './events';
import type { Gg3Policies } from './policies';
import type { Seat } from './state';
import { drop, endTurnPassing, refusalOf, schemeGame, startTurn, toGameEnd, type Game } from './testing/fixtures';

type Award = Extract<Gg3Event, { type: 'SchemeVpAwarded' }>['data'];

/** The award a claim produced: its reason, the facts it cites and the markers it removed. */
function awardOf(events: readonly Gg3Event[]): Pick<Award, 'reason' | 'factIds' | 'removedMarkers'> {
  const a = events.find((e): e is Extract<Gg3Event, { type: 'SchemeVpAwarded' }> => e.type === 'SchemeVpAwarded');
  if (a === undefined) throw new Error('no SchemeVpAwarded');
  return { reason: a.data.reason, factIds: a.data.factIds, removedMarkers: a.data.removedMarkers };
}
const kill = (g: Game, by: Seat, factId: string, victim: string, killer: string | null): void => {
  g.seat(by, 'RecordKill', { factId, victim, killer, leadersWithin3: [] });
};
const dmg = (g: Game, factId: string, source: string, target: string, amount: number, activationId: string): void => {
  g.seat('A', 'RecordDamage', { factId, source, target, amount, activationId });
};
const replaceHigher = (g: Game, lineageId: string, cost: number): void => {
  g.seat('A', 'RecordReplace', { factId: `r-${lineageId}`, lineageId, modelId: `${lineageId}-x`, name: 'X', station: 'ENFORCER', cost, maxHealth: 9 });
};

describe('malifaux-3e-gg3 §5.1 Breakthrough (issue 15)', () => {
  /** sa1 in B's DZ, sa2 outside it, sb1 B's marker in B's DZ; a-min2 killed; at the Turn 1 claims. */
  const ready = (policies: Partial<Gg3Policies> = {}): Game => {
    const g = schemeGame([{ no: 1 }, { no: 3 }], undefined, policies);
    drop(g, 'A', 'sa1', 10, 30);
    drop(g, 'A', 'sa2', 10, 20);
    drop(g, 'B', 'sb1', 20, 30);
    kill(g, 'B', 'k1', 'a-min2', 'b-enf');
    g.org('EndTurn');
    return g;
  };
  const facts = { model: 'a-min1', modelInEnemyDz: true, enemiesWithin4LoS: [] as string[] };

  it.each([
    ['no model', { ...facts, model: undefined }, 'S01-R §5: a friendly model in play in the enemy DZ'],
    ['an enemy model in play', { ...facts, model: 'b-min1' }, 'S01-R §5: a friendly model in play in the enemy DZ'],
    ['a killed friendly model', { ...facts, model: 'a-min2' }, 'S01-R §5: a friendly model in play in the enemy DZ'],
    ['an enemy within 4" in LoS', { ...facts, enemiesWithin4LoS: ['b-min1'] }, 'S01-R §5: no enemy model within 4" and in LoS of it'],
    ['a friendly model in play, no enemy near', facts, undefined],
  ])('malifaux-3e-gg3/S01-R the Reveal with %s', (_what, f, refusal) => {
    expect(refusalOf(() => ready().claim('A', 0, 'reveal', f, ['sa1']))).toBe(refusal);
  });

  it('malifaux-3e-gg3/OQ-10 malifaux-3e-gg3/SC-3 the Reveal removes a friendly marker in the enemy DZ (policy any-friendly: anywhere)', () => {
    expect(refusalOf(() => ready().claim('A', 0, 'reveal', facts, ['sa2']))).toBe('OQ-10 §5: sa2 is not a friendly Scheme Marker in the enemy DZ');
    expect(awardOf(ready().claim('A', 0, 'reveal', facts, ['sa1'], 'b1'))).toEqual({
      reason: 'gg3.s01.breakthrough reveal: a-min1 in the enemy DZ with no enemy within 4" in LoS', factIds: ['b1'], removedMarkers: ['sa1'],
    });
    const any = ready({ breakthroughRemoval: 'any-friendly' });
    expect(refusalOf(() => any.claim('A', 0, 'reveal', facts, ['sb1']))).toBe('OQ-10 §5: sb1 is not a friendly Scheme Marker');
    expect(awardOf(any.claim('A', 0, 'reveal', facts, ['sa2'])).removedMarkers).toEqual(['sa2']);
  });

  it('malifaux-3e-gg3/S01-E the End line removes three friendly markers in the enemy DZ', () => {
    const g = schemeGame([{ no: 1 }, { no: 3 }]);
    for (const [id, x, y] of [['x1', 5, 33], ['x2', 10, 33], ['x3', 15, 33], ['out', 10, 20]] as [string, number, number][]) drop(g, 'A', id, x, y);
    toGameEnd(g);
    expect(refusalOf(() => g.claim('A', 0, 'end', {}, ['x1', 'x2', 'out']))).toBe('S01-E §5: out is not a friendly Scheme Marker in the enemy DZ');
    expect(awardOf(g.claim('A', 0, 'end', {}, ['x1', 'x2', 'x3'], 'b2'))).toEqual({
      reason: 'gg3.s01.breakthrough end: three friendly Scheme Markers in the enemy DZ', factIds: ['b2'], removedMarkers: ['x1', 'x2', 'x3'],
    });
  });
});

describe('malifaux-3e-gg3 §5.2 Vendetta (issue 15)', () => {
  // F* = a-enf, E* = b-enf (max Health 9: half is 4.5).
  const vendetta = (policies: Partial<Gg3Policies> = {}): Game => schemeGame([{ no: 2, friendly: 'a-enf', enemy: 'b-enf' }, { no: 3 }], undefined, policies);
  const endActivation = (g: Game, lineageId: string, activationId: string): void => {
    g.seat('A', 'EndActivation', { lineageId, activationId });
  };
  const during = 'OQ-11 §5: it has not damaged the enemy model during this activation';

  it.each<[string, (g: Game) => void, string | undefined]>([
    ['another model’s activation ended (F* dealt the damage)', (g) => (dmg(g, 'd1', 'a-enf', 'b-enf', 5, 'act1'), endActivation(g, 'a-hench', 'act1')), 'S02-R §5: Vendetta reveals at the end of the chosen model’s activation'],
    ['F* replaced by a higher-Cost model', (g) => (replaceHigher(g, 'a-enf', 9), dmg(g, 'd1', 'a-enf', 'b-enf', 5, 'act1'), endActivation(g, 'a-enf', 'act1')), 'S02-R §5: the friendly model was replaced by a higher-Cost model'],
    ['another friendly model damaged E* in F*’s activation', (g) => (dmg(g, 'd1', 'a-min1', 'b-enf', 5, 'act1'), endActivation(g, 'a-enf', 'act1')), during],
    ['F* damaged another enemy model, E* hurt earlier', (g) => (dmg(g, 'd0', 'a-hench', 'b-enf', 5, 'act0'), dmg(g, 'd1', 'a-enf', 'b-min1', 2, 'act1'), endActivation(g, 'a-enf', 'act1')), during],
    ['F* dealt 0 damage to E*, E* hurt earlier', (g) => (dmg(g, 'd0', 'a-hench', 'b-enf', 5, 'act0'), dmg(g, 'd1', 'a-enf', 'b-enf', 0, 'act1'), endActivation(g, 'a-enf', 'act1')), during],
    ['F* damaged E* above half Health', (g) => (dmg(g, 'd1', 'a-enf', 'b-enf', 4, 'act1'), endActivation(g, 'a-enf', 'act1')), 'S02-R §5: the enemy model is in play with half its maximum Health or less'],
    ['F* damaged E* to half Health', (g) => (dmg(g, 'd1', 'a-enf', 'b-enf', 5, 'act1'), endActivation(g, 'a-enf', 'act1')), undefined],
  ])('malifaux-3e-gg3/S02-R malifaux-3e-gg3/OQ-11 the Reveal when %s', (_what, play, refusal) => {
    const g = vendetta();
    play(g);
    expect(refusalOf(() => g.claim('A', 0, 'reveal'))).toBe(refusal);
  });

  it("malifaux-3e-gg3/OQ-11 under the 'ever' policy the refusal does not speak of this activation", () => {
    const g = vendetta({ vendettaDamage: 'ever' });
    dmg(g, 'd0', 'a-hench', 'b-enf', 5, 'act0');
    endActivation(g, 'a-enf', 'act1');
    expect(refusalOf(() => g.claim('A', 0, 'reveal'))).toBe('OQ-11 §5: it has not damaged the enemy model');
  });

  it('malifaux-3e-gg3/S02-R the award cites the damage facts of F* on E*, no other fact, and removes nothing', () => {
    const g = vendetta();
    dmg(g, 'd-other-source', 'a-hench', 'b-enf', 1, 'act0');
    kill(g, 'A', 'k-peon', 'b-peon', 'a-enf');
    dmg(g, 'd-other-target', 'a-enf', 'b-min1', 1, 'act1');
    dmg(g, 'd1', 'a-enf', 'b-enf', 5, 'act1');
    endActivation(g, 'a-enf', 'act1');
    expect(awardOf(g.claim('A', 0, 'reveal', {}, [], 'v1'))).toEqual({ reason: 'gg3.s02.vendetta reveal: a-enf damaged b-enf, now at 3/9', factIds: ['v1', 'd1'], removedMarkers: [] });
  });

  it('malifaux-3e-gg3/S02-E the End line: F* in play, E* not in play', () => {
    const g = vendetta();
    toGameEnd(g);
    expect(refusalOf(() => g.claim('A', 0, 'end'))).toBe('S02-E §5: the friendly model is in play (not replaced by higher Cost) and the enemy one is not');
    const h = vendetta();
    kill(h, 'B', 'k1', 'b-enf', null);
    toGameEnd(h);
    expect(awardOf(h.claim('A', 0, 'end', {}, [], 'v2'))).toEqual({ reason: 'gg3.s02.vendetta end: a-enf survives, b-enf is not in play', factIds: ['v2'], removedMarkers: [] });
  });
});

describe('malifaux-3e-gg3 §5.3 Assassinate (issue 15)', () => {
  it('malifaux-3e-gg3/S03-R malifaux-3e-gg3/OQ-6 the Reveal needs the enemy Leader at half Health; the End line, not in play', () => {
    const g = schemeGame([{ no: 3 }, { no: 1 }]);
    dmg(g, 'd1', 'a-hench', 'b-lead', 6, 'act1');
    g.org('EndTurn');
    expect(refusalOf(() => g.claim('A', 0, 'reveal'))).toBe('S03-R §5: the enemy Leader is in play with half its maximum Health or less');
    toGameEnd(g);
    expect(refusalOf(() => g.claim('A', 0, 'end'))).toBe('S03-E §5: the enemy Leader is in play');
    const h = schemeGame([{ no: 3 }, { no: 1 }]);
    kill(h, 'A', 'k1', 'b-lead', 'a-hench');
    toGameEnd(h);
    expect(awardOf(h.claim('A', 0, 'end', {}, [], 'a2'))).toEqual({ reason: 'gg3.s03.assassinate end: the enemy Leader is not in play', factIds: ['a2'], removedMarkers: [] });
  });
});

describe('malifaux-3e-gg3 §5.4 Leave Your Mark (issue 15)', () => {
  const mark = (): Game => schemeGame([{ no: 4 }, { no: 1 }], [{ no: 4 }, { no: 3 }]);

  it('malifaux-3e-gg3/S04-R malifaux-3e-gg3/SC-3 the Reveal: no enemy marker within 1" of the centerpoint; the removed one within 1"', () => {
    const g = mark();
    drop(g, 'A', 'sa1', 18, 19.5);
    drop(g, 'B', 'sb1', 19.5, 18);
    g.org('EndTurn');
    expect(refusalOf(() => g.claim('A', 0, 'reveal', {}, ['sa1']))).toBe('S04-R §5: the opponent has a Scheme Marker within 1" of the centerpoint');
    const h = mark();
    drop(h, 'A', 'sa1', 18, 19.5);
    drop(h, 'A', 'sa2', 18, 21);
    h.org('EndTurn');
    expect(refusalOf(() => h.claim('A', 0, 'reveal', {}, ['sa2']))).toBe('S04-R §5: sa2 is not a friendly Scheme Marker within 1" of the centerpoint');
    expect(awardOf(h.claim('A', 0, 'reveal', {}, ['sa1'], 'l1'))).toEqual({ reason: 'gg3.s04.leave-your-mark reveal: the only Scheme Marker within 1" of the centerpoint', factIds: ['l1'], removedMarkers: ['sa1'] });
  });

  it('malifaux-3e-gg3/S04-E malifaux-3e-gg3/SC-3 the End line removes three friendly markers within 4" of the centerpoint', () => {
    const g = mark();
    for (const [id, x, y] of [['sa1', 18, 19.5], ['sa2', 18, 21], ['sa3', 21, 18], ['far', 30, 30]] as [string, number, number][]) drop(g, 'A', id, x, y);
    toGameEnd(g);
    expect(refusalOf(() => g.claim('A', 0, 'end', {}, ['sa1', 'sa2', 'far']))).toBe('S04-E §5: far is not a friendly Scheme Marker within 4" of the centerpoint');
    expect(awardOf(g.claim('A', 0, 'end', {}, ['sa1', 'sa2', 'sa3'], 'l2'))).toEqual({
      reason: 'gg3.s04.leave-your-mark end: three friendly Scheme Markers within 4" of the centerpoint', factIds: ['l2'], removedMarkers: ['sa1', 'sa2', 'sa3'],
    });
  });
});

describe('malifaux-3e-gg3 §5.5 Sabotage (issue 15)', () => {
  /** A's Sabotage on the Barn (B's half): sa1, sa2 qualify, sa3 stands far away. */
  const sabotage = (ids: string[] = ['sa1', 'sa2', 'sa3']): Game => {
    const g = schemeGame([{ no: 5, terrainId: 'barn' }, { no: 3 }]);
    const at: Record<string, [number, number]> = { sa1: [12, 24.5], sa2: [15, 28], sa3: [30, 30] };
    for (const id of ids) drop(g, 'A', id, ...at[id]!);
    return g;
  };
  const clear = { enemiesNearMarkers: { sa1: [] as string[], sa2: [] as string[], sa3: [] as string[] } };

  it('malifaux-3e-gg3/OQ-19 the chosen terrain is the one named, on the opponent’s half', () => {
    const own = schemeGame([{ no: 3 }, { no: 1 }], [{ no: 5, terrainId: 'barn' }, { no: 3 }]);
    own.org('EndTurn');
    own.seat('A', 'FinishClaims');
    expect(refusalOf(() => own.claim('B', 0, 'reveal'))).toBe('OQ-19 §5: the chosen terrain is not on the opponent’s half');
    // B's Shed stands on A's half (the Barn, registered first, is on B's own).
    const g = schemeGame([{ no: 3 }, { no: 1 }], [{ no: 5, terrainId: 'shed' }, { no: 3 }]);
    drop(g, 'B', 'sb1', 22, 11.5);
    drop(g, 'B', 'sb2', 25.5, 8);
    g.org('EndTurn');
    g.seat('A', 'FinishClaims');
    expect(awardOf(g.claim('B', 0, 'reveal', { enemiesNearMarkers: { sb1: [], sb2: [] } }, ['sb1', 'sb2'], 's0'))).toEqual({
      reason: 'gg3.s05.sabotage reveal: two friendly Scheme Markers at Shed', factIds: ['s0'], removedMarkers: ['sb1', 'sb2'],
    });
  });

  it('malifaux-3e-gg3/S05-R malifaux-3e-gg3/SC-3 the Reveal removes two qualifying markers', () => {
    const g = sabotage();
    g.org('EndTurn');
    expect(refusalOf(() => g.claim('A', 0, 'reveal', clear, ['sa1', 'sa3']))).toBe('S05-R §5: sa3 is not a friendly Scheme Marker within 2" of the terrain, on the enemy half, with no enemy within 3" in LoS');
    expect(awardOf(g.claim('A', 0, 'reveal', clear, ['sa1', 'sa2'], 's1'))).toEqual({ reason: 'gg3.s05.sabotage reveal: two friendly Scheme Markers at Barn', factIds: ['s1'], removedMarkers: ['sa1', 'sa2'] });
  });

  it('malifaux-3e-gg3/S05-E malifaux-3e-gg3/OQ-27 the End line: no enemy marker near, a qualifying friendly one, which is the one removed', () => {
    const enemy = sabotage();
    drop(enemy, 'B', 'sb1', 9, 27);
    toGameEnd(enemy);
    expect(refusalOf(() => enemy.claim('A', 0, 'end', {}, ['sa1']))).toBe('S05-E §5: an enemy Scheme Marker is within 2" of the terrain');
    const none = sabotage(['sa3']);
    toGameEnd(none);
    expect(refusalOf(() => none.claim('A', 0, 'end', {}, ['sa3']))).toBe('S05-E §5: no friendly Scheme Marker within 2" of the terrain on the enemy half');
    const g = sabotage();
    toGameEnd(g);
    expect(refusalOf(() => g.claim('A', 0, 'end', {}, ['sa3']))).toBe('OQ-27 §5: sa3 is not a friendly Scheme Marker that qualifies');
    expect(awardOf(g.claim('A', 0, 'end', {}, ['sa1'], 's2'))).toEqual({ reason: 'gg3.s05.sabotage end: Barn holds friendly Scheme Markers and no enemy ones', factIds: ['s2'], removedMarkers: ['sa1'] });
  });
});

describe('malifaux-3e-gg3 §5.6 Hidden Martyrs (issue 15)', () => {
  const martyrs = (policies: Partial<Gg3Policies> = {}): Game => schemeGame([{ no: 6, models: ['a-min1', 'a-min2'] }, { no: 3 }], undefined, policies);
  const none = 'S06-R §5: exactly one of the chosen models must be killed by an enemy-controlled model this turn (0)';

  it('malifaux-3e-gg3/S06-R malifaux-3e-gg3/OQ-23 the Reveal cites the martyr’s kill only, among other kills of the turn', () => {
    const g = martyrs();
    kill(g, 'A', 'k-peon', 'b-peon', 'a-hench');
    kill(g, 'B', 'k-martyr', 'a-min1', 'b-enf');
    g.org('EndTurn');
    expect(awardOf(g.claim('A', 0, 'reveal', {}, [], 'm1'))).toEqual({ reason: 'gg3.s06.hidden-martyrs reveal: a-min1 was killed by the enemy this turn', factIds: ['m1', 'k-martyr'], removedMarkers: [] });
  });

  it('malifaux-3e-gg3/S06-R "exactly one this turn": a martyr killed in an earlier turn does not count, and does not spoil the other', () => {
    /** a-min1 killed by the enemy in Turn 1; Turn 2 under way. */
    const turnTwo = (): Game => {
      const g = martyrs();
      kill(g, 'B', 'k1', 'a-min1', 'b-enf');
      endTurnPassing(g);
      startTurn(g, 'A');
      g.org('StartActivations');
      return g;
    };
    const quiet = turnTwo();
    quiet.org('EndTurn');
    expect(refusalOf(() => quiet.claim('A', 0, 'reveal'))).toBe(none);
    const other = turnTwo();
    kill(other, 'B', 'k2', 'a-min2', 'b-enf');
    other.org('EndTurn');
    expect(awardOf(other.claim('A', 0, 'reveal', {}, [], 'm2')).factIds).toEqual(['m2', 'k2']);
  });

  it('malifaux-3e-gg3/OQ-23 with nullKillerCounts a kill without a killer counts, a kill by a friendly model still does not', () => {
    const g = martyrs({ nullKillerCounts: true });
    kill(g, 'A', 'k1', 'a-min1', 'a-hench');
    g.org('EndTurn');
    expect(refusalOf(() => g.claim('A', 0, 'reveal'))).toBe(none);
  });

  it('malifaux-3e-gg3/S06-R both martyrs killed: the refusal counts them', () => {
    const g = martyrs();
    kill(g, 'B', 'k1', 'a-min1', 'b-enf');
    kill(g, 'B', 'k2', 'a-min2', 'b-enf');
    g.org('EndTurn');
    expect(refusalOf(() => g.claim('A', 0, 'reveal'))).toBe('S06-R §5: exactly one of the chosen models must be killed by an enemy-controlled model this turn (2)');
  });

  it.each<[string, Record<string, string[]>, string | undefined]>([
    ['a friendly higher-Cost model', { 'a-min1': ['a-hench'] }, 'OQ-12 §5: exactly one chosen model must meet every clause (0 do)'],
    ['an id that names no model', { 'a-min1': ['nobody'] }, 'OQ-12 §5: exactly one chosen model must meet every clause (0 do)'],
    ['a killed enemy model', { 'a-min1': ['b-hench'] }, 'OQ-12 §5: exactly one chosen model must meet every clause (0 do)'],
    ['higher-Cost enemies, both martyrs', { 'a-min1': ['b-min1'], 'a-min2': ['b-enf'] }, 'OQ-12 §5: exactly one chosen model must meet every clause (2 do)'],
    ['a higher-Cost enemy model in play', { 'a-min1': ['b-min1'] }, undefined],
  ])('malifaux-3e-gg3/S06-E malifaux-3e-gg3/OQ-12 the End line engaged by %s', (_what, engagedBy, refusal) => {
    const g = martyrs();
    kill(g, 'A', 'k1', 'b-hench', 'a-enf');
    toGameEnd(g);
    expect(refusalOf(() => g.claim('A', 0, 'end', { engagedBy }))).toBe(refusal);
  });

  it('malifaux-3e-gg3/OQ-12 the End award; with martyrsExactlyOne off one or more qualify, none does not', () => {
    const g = martyrs();
    toGameEnd(g);
    expect(awardOf(g.claim('A', 0, 'end', { engagedBy: { 'a-min1': ['b-min1'] } }, [], 'm3'))).toEqual({ reason: 'gg3.s06.hidden-martyrs end: a-min1 holds against a higher-Cost enemy', factIds: ['m3'], removedMarkers: [] });
    const lax = martyrs({ martyrsExactlyOne: false });
    toGameEnd(lax);
    expect(refusalOf(() => lax.claim('A', 0, 'end', { engagedBy: { 'a-min1': ['b-peon'] } }))).toBe('OQ-12 §5: at least one chosen model must meet every clause (0 do)');
    expect(lax.claimRefusal('A', 0, 'end', { engagedBy: { 'a-min1': ['b-min1'] } })).toBeUndefined();
  });
});

describe('malifaux-3e-gg3 §5.7 Catch and Release (issue 15)', () => {
  const catchGame = (): Game => schemeGame([{ no: 7, minion: 'a-min1' }, { no: 3 }]);

  it.each<[string, (g: Game) => void, Record<string, unknown>, string | undefined]>([
    ['an enemy Minion near', () => undefined, { near: { 'a-min1': 'b-min1' } }, 'S07-R §5: within 1" and LoS of an enemy Leader or Henchman'],
    ['C* replaced by a higher-Cost model', (g) => replaceHigher(g, 'a-min1', 6), { near: { 'a-min1': 'b-hench' } }, 'S07-R §5: the chosen Minion is in play, not replaced by a higher-Cost model'],
    ['C* killed', (g) => kill(g, 'B', 'k1', 'a-min1', 'b-enf'), { near: { 'a-min1': 'b-hench' } }, 'S07-R §5: the chosen Minion is in play, not replaced by a higher-Cost model'],
    ['another enemy engaging C*', () => undefined, { near: { 'a-min1': 'b-hench' }, engagedBy: { 'a-min1': ['b-hench', 'b-min1'] } }, 'S07-R §5: it is engaged by another enemy model'],
    ['only the Henchman engaging C*', () => undefined, { near: { 'a-min1': 'b-hench' }, engagedBy: { 'a-min1': ['b-hench'] } }, undefined],
  ])('malifaux-3e-gg3/S07-R the Reveal with %s', (_what, play, facts, refusal) => {
    const g = catchGame();
    play(g);
    g.org('EndTurn');
    expect(refusalOf(() => g.claim('A', 0, 'reveal', facts))).toBe(refusal);
  });

  it('malifaux-3e-gg3/S07-R malifaux-3e-gg3/S07-E the awards name C* and remove nothing; the End refusal', () => {
    const g = catchGame();
    g.org('EndTurn');
    expect(awardOf(g.claim('A', 0, 'reveal', { near: { 'a-min1': 'b-hench' } }, [], 'c1'))).toEqual({ reason: 'gg3.s07.catch-and-release reveal: a-min1 within 1" of b-hench', factIds: ['c1'], removedMarkers: [] });
    toGameEnd(g);
    expect(refusalOf(() => g.claim('A', 0, 'end', { onEnemyHalf: true, engaged: true }))).toBe('S07-E §5: in play, on the enemy half, not engaged, not replaced by higher Cost');
    expect(awardOf(g.claim('A', 0, 'end', { onEnemyHalf: true, engaged: false }, [], 'c2'))).toEqual({ reason: 'gg3.s07.catch-and-release end: a-min1 on the enemy half, not engaged', factIds: ['c2'], removedMarkers: [] });
  });
});

describe('malifaux-3e-gg3 §5.3 Assassinate: the Reveal award (issue 15)', () => {
  it('malifaux-3e-gg3/S03-R the Reveal award gives the enemy Leader’s Health and removes nothing', () => {
    // b-lead: max Health 14, damaged 7, so at half Health.
    const g = schemeGame([{ no: 3 }, { no: 1 }]);
    dmg(g, 'd1', 'a-hench', 'b-lead', 7, 'act1');
    g.org('EndTurn');
    expect(awardOf(g.claim('A', 0, 'reveal', {}, [], 'a1'))).toEqual({ reason: 'gg3.s03.assassinate reveal: enemy Leader at 7/14', factIds: ['a1'], removedMarkers: [] });
  });
});
