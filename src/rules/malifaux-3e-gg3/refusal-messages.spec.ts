// malifaux-3e-gg3: the rule, section and message of the refusals of encounter creation and generation (EN-1, EN-2,
// SC-5), the strategy steps (ST-1, ST-3, CV-3, CV-4) and the turn clock (ORD-4) (issue 15: tests that make the string
// and condition mutants of decide.ts, generation.ts, strategy-scoring.ts and table-records.ts fail).
import { RuleViolation } from '../core/rule-violation';
import { generate } from './generation';
import { SEED, Game, NOW, SALT, inTurnOne, endTurnPassing, preDeploy } from './testing/fixtures';

const said = (f: () => unknown): string | undefined => {
  try {
    f();
    return undefined;
  } catch (e) {
    if (!(e instanceof RuleViolation)) throw e;
    return `${e.ruleId.replace('malifaux-3e-gg3/', '')} ${e.section}: ${e.message}`;
  }
};
const run = (g: Game, seat: 'A' | 'B' | null, type: string, data: object = {}) => () => g.run(type as never, seat ? { role: 'seat', seat } : { role: 'organiser' }, { ...(seat ? { seat } : {}), ...data });
const createCmd = (over: object = {}) => ({
  encounterId: 'e1', players: [{ name: 'Ann' }, { name: 'Bob' }], seed: SEED, seedCommitment: 'c', now: NOW,
  generation: { method: 'to-assigned', strategy: 'gg3.carve-a-path', schemePool: [1, 2, 3, 4, 5] }, ...over,
});

describe('malifaux-3e-gg3 refusals: rule, section and message', () => {
  it('malifaux-3e-gg3/EN-1 creating: once, two players; the policies chosen are kept, the others are not choosable', () => {
    const g = new Game();
    expect(said(run(g, null, 'CreateEncounter', createCmd({ players: [{ name: 'Ann' }] })))).toBe('EN-1 §3.3: a GG3 encounter has two players');
    expect(said(run(g, null, 'StartTurn', { initiative: 'A' }))).toBe('ORD-4 §6: no such encounter');
    const out = g.org('CreateEncounter', createCmd({ policies: { buriedInPlay: true, dashCost: 'finite', containment: undefined } }));
    expect(out[0].data).toMatchObject({ encounterId: 'e1', players: [{ seat: 'A', name: 'Ann' }, { seat: 'B', name: 'Bob' }], seedCommitment: 'c', seed: SEED, createdAt: NOW });
    expect(g.state.policies).toMatchObject({ buriedInPlay: true, dashCost: 'infinite', containment: 'any-part', initiative: 'declared' });
    expect(said(run(g, null, 'CreateEncounter', createCmd()))).toBe('EN-1 §3.3: the encounter exists already');
  });

  it('malifaux-3e-gg3/EN-1 malifaux-3e-gg3/EN-2 generation', () => {
    expect(said(() => generate({ method: 'to-assigned', schemePool: [1, 2, 3, 4] as number[], strategy: 'gg3.carve-a-path' }, SEED))).toBe('EN-1 §3.3: schemePool has 5 distinct scheme numbers 1..13');
    expect(said(() => generate({ method: 'to-assigned', schemePool: [1, 2, 3, 4, 5] }, SEED))).toBe('EN-1 §3.3: strategy is one of the four GG3 strategies');
    expect(said(() => generate({ method: 'to-assigned', schemePool: [1, 2, 3, 4, 5], strategy: 'gg3.carve-a-path', deployment: 'spiral' as never }, SEED))).toBe('EN-1 §3.3: unknown deployment');
    expect(generate({ method: 'to-assigned', schemePool: [1, 2, 3, 4, 5], strategy: 'gg3.carve-a-path', deployment: 'corner' }, SEED)).toEqual({ deployment: 'corner', strategy: 'gg3.carve-a-path', schemePool: [1, 2, 3, 4, 5], generation: { method: 'to-assigned', flips: [] } });
    expect(generate({ method: 'to-assigned', schemePool: [1, 2, 3, 4, 5], strategy: 'gg3.carve-a-path' }, SEED).deployment).toBe('standard');
    expect(said(() => generate({ method: 'physical-flip', flips: ['RAM-01', 'XX'] }, SEED))).toBe('EN-2 §3.3: physical-flip records fate cards (e.g. "RAM-7", "RJ")');
    expect(said(() => generate({ method: 'physical-flip', flips: ['RJ', 'BJ', 'RAM-01'] }, SEED))).toBe('EN-2 §3.3: the flips must give a deployment suit and a strategy suit');
    expect(said(() => generate({ method: 'physical-flip' }, SEED))).toBe('EN-2 §3.3: the flips must give a deployment suit and a strategy suit');
    expect(said(() => generate({ method: 'physical-flip', flips: ['RAM-01', 'CROW-01', 'RAM-02', 'RAM-02', 'RAM-03', 'RAM-04'] }, SEED))).toBe('EN-2 §3.3: the flips must give five distinct scheme values');
    expect(said(() => generate({ method: 'dice' as never }, SEED))).toBe('EN-2 §3.3: generation is server-rng, physical-flip or to-assigned');
    const flips = generate({ method: 'physical-flip', flips: ['BJ', 'RAM-01', 'RJ', 'CROW-01', 'RAM-02', 'RAM-02', 'RAM-03', 'RAM-04', 'RAM-05', 'RAM-06'] }, SEED).generation.flips;
    expect(flips.map((f) => `${f.purpose}:${f.card}`)).toEqual(['deployment:BJ', 'deployment:RAM-01', 'strategy:RJ', 'strategy:CROW-01', 'scheme:RAM-02', 'scheme:RAM-02', 'scheme:RAM-03', 'scheme:RAM-04', 'scheme:RAM-05', 'scheme:RAM-06']);
  });

  it('malifaux-3e-gg3/SC-5 terrain is registered before the game, each with a new id and a polygon', () => {
    const g = new Game();
    g.org('CreateEncounter', createCmd());
    const t = (terrainId: string, footprint: number[][]) => ({ terrainId, label: terrainId, footprint });
    expect(said(run(g, null, 'RegisterTerrain', { terrain: [t('x', [[0, 0], [1, 0]])] }))).toBe('SC-5 §5.5: terrain x: a new id and a polygon footprint');
    expect(g.org('RegisterTerrain', { terrain: [t('x', [[0, 0], [1, 0], [1, 1]])] })).toEqual([{ type: 'TerrainRegistered', data: { terrain: [t('x', [[0, 0], [1, 0], [1, 1]])] } }]);
    expect(said(run(g, null, 'RegisterTerrain', { terrain: [t('x', [[0, 0], [1, 0], [1, 1]])] }))).toBe('SC-5 §5.5: terrain x: a new id and a polygon footprint');
    const h = inTurnOne({ strategy: 'gg3.covert-operation' });
    expect(said(run(h, null, 'RegisterTerrain', { terrain: [t('y', [[0, 0], [1, 0], [1, 1]])] }))).toBe('SC-5 §10.3: terrain is registered before the game');
  });

  it('malifaux-3e-gg3/GEO-5 the Attacker is determined once, after the crews are revealed', () => {
    const g = preDeploy();
    expect(said(run(g, null, 'DetermineAttacker', { attacker: 'A' }))).toBe('GEO-5 §10.3: Attacker and Defender are determined once, after the crews are revealed');
  });

  it('malifaux-3e-gg3/ORD-4 malifaux-3e-gg3/CV-3 the turn clock', () => {
    const g = preDeploy({ strategy: 'gg3.covert-operation' });
    expect(said(run(g, null, 'StartTurn', { initiative: 'A' }))).toBe('ORD-4 §10.3: finish the pre-game setup first');
    g.org('DeployCrews');
    g.org('StartTurn', { initiative: 'A' });
    expect(said(run(g, null, 'StartTurn', { initiative: 'A' }))).toBe('ORD-4 §10.3: the previous turn has not ended');
    g.org('StartActivations');
    expect(said(run(g, null, 'StartActivations'))).toBe('CV-3 §10.4: the Activation Phase follows the Start Phase');
    endTurnPassing(g);
    g.org('StartTurn', { initiative: 'A' });
    expect(said(run(g, 'A', 'CommitCovertSelection', { lineageIds: ['a-hench', 'a-hench'], salt: SALT(9) }))).toBe('CV-3 §4.4: up to three different models');
    expect(said(run(g, 'A', 'CommitCovertSelection', { lineageIds: ['a-hench', 'a-enf', 'a-min1', 'a-min2'], salt: SALT(9) }))).toBe('CV-3 §4.4: up to three different models');
    // Three is allowed (and commits).
    expect(said(run(g, 'A', 'CommitCovertSelection', { lineageIds: ['a-hench', 'a-enf', 'a-min1'], salt: SALT(9) }))).toBeUndefined();
    expect(said(run(g, 'A', 'CommitCovertSelection', { lineageIds: ['a-hench'], salt: SALT(9) }))).toBe('CV-3 §4.4: already committed this turn');
    const c = preDeploy();
    c.org('DeployCrews');
    expect(said(run(c, 'A', 'CommitCovertSelection', { lineageIds: [], salt: SALT(9) }))).toBe('CV-3 §4.4: only Covert Operation has a secret selection');
  });

  it('malifaux-3e-gg3/CV-4 malifaux-3e-gg3/ST-1 malifaux-3e-gg3/ST-3 the strategy steps of the End Phase', () => {
    const g = inTurnOne({ strategy: 'gg3.covert-operation' });
    expect(said(run(g, 'A', 'RevealCovertSelection', {}))).toBe('CV-4 §6: selections are revealed at the end of the turn, before strategy scoring');
    expect(said(run(g, 'A', 'DeclareStrategyFacts', { factId: 'f', near: {} }))).toBe('ST-3 §4.2: only Guard the Stash needs declared strategy facts');
    const s = inTurnOne({ strategy: 'gg3.guard-the-stash' });
    expect(said(run(s, 'A', 'DeclareStrategyFacts', { factId: 'f', near: {} }))).toBe('ST-1 §6: declared once, at the end-of-turn strategy step');
    s.org('EndTurn');
    expect(said(run(s, 'A', 'DeclareStrategyFacts', { factId: 'f', near: { nope: [] } }))).toBe('ST-3 §4.2: nope is not a Strategy Marker');
    expect(said(run(s, 'A', 'DeclareStrategyFacts', { factId: 'f', near: { 'stash-1': ['b-hench'] } }))).toBe('MD-1 §2.1: declared b-hench is not a model of that crew (lineage id)');
    const out = s.seat('A', 'DeclareStrategyFacts', { factId: 'f', near: { 'stash-1': ['a-hench', 'a-hench', 'a-enf'] } });
    expect(out[1]).toEqual({ type: 'StrategyFactsDeclared', data: { seat: 'A', factId: 'f', near: { 'stash-1': ['a-hench', 'a-enf'] } } });
    expect(said(run(s, 'A', 'DeclareStrategyFacts', { factId: 'f2', near: {} }))).toBe('ST-1 §6: declared once, at the end-of-turn strategy step');
  });

  it('malifaux-3e-gg3/CV-4 a reveal: once per turn; a placement from the selection, with its Claim token, on a Strategy Marker', () => {
    const g = inTurnOne({ strategy: 'gg3.covert-operation' });
    endTurnPassing(g);
    g.org('StartTurn', { initiative: 'A' });
    g.seat('A', 'CommitCovertSelection', { lineageIds: ['a-hench', 'a-enf'], salt: SALT(9) });
    g.org('StartActivations');
    g.org('EndTurn');
    const place = (over: object) => said(run(g, 'A', 'RevealCovertSelection', { placement: { model: 'a-hench', marker: 'covert-1', notEngaged: true, within2: true, ...over } }));
    expect(place({ model: 'a-min1' })).toBe('CV-4 §4.4: the model is one of this turn’s selection, in play');
    expect(place({ within2: false })).toBe('CV-4 §4.4: not engaged by an enemy model, within 2" of the marker');
    expect(place({ marker: 'nope' })).toBe('CV-4 §4.4: a Strategy Marker');
    g.state = { ...g.state, models: { ...g.state.models, 'a-enf': { ...g.state.models['a-enf'], claim: 0 } } };
    expect(place({ model: 'a-enf' })).toBe('CV-4 §4.4: the model still has its Claim token');
    g.seat('A', 'RevealCovertSelection', {});
    expect(said(run(g, 'A', 'RevealCovertSelection', {}))).toBe('CV-4 §4.4: already revealed this turn');
  });
});
