// malifaux-3e-gg3 §2.1 crews (SD-3, MD-1, OQ-6, OQ-13, OQ-25), §2.5 commitments (SEC-1..SEC-3) and access: the
// boundaries of each check and the rule a refusal names (issue 15: tests that make the mutants of crews.ts, secrets.ts
// and access.ts fail).
import { RuleViolation } from '../core/rule-violation';
import { authorize, isOrganiserCommand } from './access';
import type { Gg3Command, ModelInput } from './commands';
import { costValue, counts, declareCrew, higherCost, inPlay, leaderOf, modelOf, toModel } from './crews';
import { initialState } from './evolve';
import { DEFAULT_POLICIES } from './policies';
import { assertOpens, assertSalt, canonicalJson, commitmentOf } from './secrets';
import type { Gg3Model, Gg3State } from './state';
import { CREW_A, CREW_B, Game, NOW, SEED, seatActor, ORG } from './testing/fixtures';

const refusal = (f: () => unknown): { ruleId: string; message: string } | null => {
  try {
    f();
    return null;
  } catch (e) {
    if (!(e instanceof RuleViolation)) throw e;
    return { ruleId: e.ruleId.replace('malifaux-3e-gg3/', ''), message: e.message };
  }
};
const created = (): Game => {
  const g = new Game();
  g.org('CreateEncounter', {
    encounterId: 'e1', players: [{ name: 'Ann' }, { name: 'Bob' }], seed: SEED, seedCommitment: 'c', now: NOW,
    generation: { method: 'to-assigned', strategy: 'gg3.cursed-objects', schemePool: [1, 2, 3, 4, 5], deployment: 'standard' },
  });
  return g;
};
const input = (over: Partial<ModelInput> = {}): ModelInput => ({ lineageId: 'x', name: 'X', station: 'MINION', cost: 4, maxHealth: 5, ...over });
const model = (over: Partial<Gg3Model> = {}): Gg3Model => ({ ...toModel(input(), 'A', 'hired', false), ...over });
const withPolicies = (over: Partial<typeof DEFAULT_POLICIES>): Gg3State => ({ ...initialState(), policies: { ...DEFAULT_POLICIES, ...over } });

describe('malifaux-3e-gg3 §2.1 crews: boundaries', () => {
  it.each<[string, Partial<ModelInput>, string | null]>([
    ['cost 0', { cost: 0 }, null],
    ['cost – (null)', { cost: null }, null],
    ['a negative cost', { cost: -1 }, 'cost is a whole number, or null for `–`'],
    ['a fractional cost', { cost: 1.5 }, 'cost is a whole number, or null for `–`'],
    ['maxHealth 1', { maxHealth: 1 }, null],
    ['maxHealth 0', { maxHealth: 0 }, 'maxHealth is a whole number >= 1'],
    ['a fractional maxHealth', { maxHealth: 2.5 }, 'maxHealth is a whole number >= 1'],
    ['an unknown station', { station: 'GENERAL' as ModelInput['station'] }, 'unknown station GENERAL'],
    ['station PEON', { station: 'PEON' }, null],
  ])('malifaux-3e-gg3/SD-3 a model with %s', (_what, over, message) => {
    let caught: unknown = null;
    try {
      toModel(input(over), 'A', 'hired', false);
    } catch (e) {
      caught = e;
    }
    if (message === null) expect(caught).toBeNull();
    else expect(caught).toMatchObject({ ruleId: 'malifaux-3e-gg3/SD-3', section: '§2.1', message });
  });

  it('malifaux-3e-gg3/SD-3 malifaux-3e-gg3/MD-1 a declared model starts in play at full health, no tokens, flags from its input', () => {
    expect(toModel(input({ lineageId: 'l1', modelId: 'm1', isLeader: true, isTotem: true, insignificant: true }), 'B', 'summoned', true)).toEqual({
      lineageId: 'l1', modelId: 'm1', name: 'X', crew: 'B', controller: 'B', station: 'MINION', cost: 4, originalCost: 4, isLeader: true, isTotem: true,
      insignificant: true, maxHealth: 5, health: 5, origin: 'summoned', hasSummonUpgrade: true, status: 'in-play', curse: 0, claim: 0, replacedByHigherCost: false,
    });
    expect(toModel(input(), 'A', 'hired', false)).toMatchObject({ modelId: 'x', isLeader: false, isTotem: false, insignificant: false });
  });

  it('malifaux-3e-gg3/SD-3 refusals of a crew: already declared, empty, Leaders, the Leader station; MD-1 unique lineage ids', () => {
    const g = created();
    const lead = (station: ModelInput['station']) => input({ lineageId: 'l', station, isLeader: true });
    expect(refusal(() => declareCrew(g.state, 'A', []))).toEqual({ ruleId: 'SD-3', message: 'a crew has at least one model' });
    expect(refusal(() => declareCrew(g.state, 'A', [input()]))).toEqual({ ruleId: 'SD-3', message: 'a crew has exactly one Leader' });
    expect(refusal(() => declareCrew(g.state, 'A', [lead('MASTER'), input({ lineageId: 'y', isLeader: true })]))?.message).toBe('a crew has exactly one Leader');
    expect(refusal(() => declareCrew(g.state, 'A', [lead('ENFORCER')]))).toEqual({ ruleId: 'SD-3', message: 'the Leader is a Master or a Henchman' });
    expect(refusal(() => declareCrew(g.state, 'A', [lead('HENCHMAN')]))).toBeNull();
    expect(refusal(() => declareCrew(g.state, 'A', [lead('MASTER')]))).toBeNull();
    expect(refusal(() => declareCrew(g.state, 'A', [lead('MASTER'), input({ lineageId: 'l' })]))).toEqual({ ruleId: 'MD-1', message: 'lineage ids are unique in the encounter' });
    g.seat('A', 'DeclareCrew', { models: CREW_A });
    expect(refusal(() => declareCrew(g.state, 'A', CREW_B))).toEqual({ ruleId: 'SD-3', message: 'this crew is already declared' });
    expect(refusal(() => declareCrew(g.state, 'B', [...CREW_B, input({ lineageId: 'a-peon' })]))).toEqual({ ruleId: 'MD-1', message: 'lineage ids are unique in the encounter' });
    let caught: unknown;
    try {
      declareCrew(g.state, 'A', CREW_B);
    } catch (e) {
      caught = e;
    }
    expect(caught).toMatchObject({ section: '§10.3' });
    try {
      declareCrew(g.state, 'B', []);
    } catch (e) {
      caught = e;
    }
    expect(caught).toMatchObject({ section: '§2.1' });
  });

  it('malifaux-3e-gg3/SD-3 the crews are revealed together when the second one is declared, not before', () => {
    const g = created();
    expect(g.types(g.seat('A', 'DeclareCrew', { models: CREW_A }))).toEqual(['CrewDeclared']);
    expect(g.types(g.seat('B', 'DeclareCrew', { models: CREW_B }))).toEqual(['CrewDeclared', 'CrewsRevealed']);
  });

  it('malifaux-3e-gg3/MD-1 modelOf names the role and whether the crew or the id is wrong', () => {
    const g = created();
    g.seat('A', 'DeclareCrew', { models: CREW_A });
    expect(modelOf(g.state, 'a-hench', 'A').lineageId).toBe('a-hench');
    expect(modelOf(g.state, 'a-hench').lineageId).toBe('a-hench');
    expect(refusal(() => modelOf(g.state, 'a-hench', 'B', 'victim'))).toEqual({ ruleId: 'MD-1', message: 'victim a-hench is not a model of that crew (lineage id)' });
    expect(refusal(() => modelOf(g.state, 'nobody'))).toEqual({ ruleId: 'MD-1', message: 'model nobody is not a known model (lineage id)' });
  });

  it('malifaux-3e-gg3/OQ-13 a – cost is above every number; higher cost is strict', () => {
    expect(costValue(null)).toBe(Number.POSITIVE_INFINITY);
    expect(costValue(7)).toBe(7);
    expect([higherCost(null, 99), higherCost(99, null), higherCost(5, 5), higherCost(6, 5), higherCost(null, null)]).toEqual([true, false, false, true, false]);
  });

  it.each<[Gg3Model['status'], boolean, boolean]>([
    ['in-play', false, true],
    ['buried', false, false],
    ['buried', true, true],
    ['killed', true, false],
    ['removed', true, false],
  ])('malifaux-3e-gg3/OQ-6 a %s model with buriedInPlay %s is in play: %s', (status, buriedInPlay, expected) => {
    expect(inPlay(withPolicies({ buriedInPlay }), model({ status }))).toBe(expected);
  });

  it('malifaux-3e-gg3/OQ-6 no model is not in play', () => expect(inPlay(withPolicies({ buriedInPlay: true }), undefined)).toBe(false));

  it.each<[boolean, boolean, boolean]>([
    [false, false, true],
    [false, true, true],
    [true, false, true],
    [true, true, false],
  ])('malifaux-3e-gg3/OQ-25 excludeInsignificant %s, insignificant %s: counts %s', (excludeInsignificant, insignificant, expected) => {
    expect(counts(withPolicies({ excludeInsignificant }), model({ insignificant }))).toBe(expected);
  });

  it('malifaux-3e-gg3/SD-3 the Leader of a crew is its hired Leader, not a summoned one', () => {
    const s: Gg3State = {
      ...initialState(),
      crews: { A: ['s', 'h', 'm'] },
      models: { s: model({ lineageId: 's', isLeader: true, origin: 'summoned' }), h: model({ lineageId: 'h', isLeader: true }), m: model({ lineageId: 'm' }) },
    };
    expect(leaderOf(s, 'A')?.lineageId).toBe('h');
    expect(leaderOf(s, 'B')).toBeUndefined();
  });
});

describe('malifaux-3e-gg3 §2.5 commitments: boundaries', () => {
  it('malifaux-3e-gg3/SEC-1 canonical JSON sorts keys at every level, drops undefined, keeps arrays in order and null', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: null }], c: 'x' }, u: undefined })).toBe('{"a":{"c":"x","d":[3,{"y":null,"z":1}]},"b":1}');
    expect(canonicalJson([])).toBe('[]');
    expect(canonicalJson({})).toBe('{}');
    expect(canonicalJson(null)).toBe('null');
    expect(canonicalJson('s')).toBe('"s"');
    expect(commitmentOf({ b: 1, a: 2 }, 'ff')).toBe(commitmentOf({ a: 2, b: 1 }, 'ff'));
    expect(commitmentOf({ a: 2 }, 'ff')).not.toBe(commitmentOf({ a: 2 }, 'fe'));
  });

  it.each<[string, boolean]>([
    ['0'.repeat(31), false],
    ['0'.repeat(32), true],
    ['a'.repeat(128), true],
    ['a'.repeat(129), false],
    ['A'.repeat(32), false],
    [`${'0'.repeat(32)}g`, false],
    [`g${'0'.repeat(32)}`, false],
  ])('malifaux-3e-gg3/SEC-1 salt %s accepted: %s (hex, 128 to 512 bits)', (salt, ok) => {
    expect(refusal(() => assertSalt(salt))).toEqual(ok ? null : { ruleId: 'SEC-1', message: 'each commitment needs a salt of at least 128 bits (hex)' });
  });

  it('malifaux-3e-gg3/SEC-2 malifaux-3e-gg3/SEC-3 an opening must match its commitment; the refusal names the rule asked for', () => {
    const c = commitmentOf({ no: 3 }, 'ab');
    expect(refusal(() => assertOpens(c, { no: 3 }, 'ab', 'SEC-2'))).toBeNull();
    expect(refusal(() => assertOpens(c, { no: 4 }, 'ab', 'SEC-2'))).toEqual({ ruleId: 'SEC-2', message: 'the revealed payload does not match its commitment' });
    expect(refusal(() => assertOpens(c, { no: 3 }, 'ac', 'SEC-3'))?.ruleId).toBe('SEC-3');
    expect(() => assertOpens(c, { no: 4 }, 'ab', 'SEC-2')).toThrow(expect.objectContaining({ section: '§2.5' }));
    expect(() => assertSalt('x')).toThrow(expect.objectContaining({ section: '§2.5' }));
  });
});

describe('malifaux-3e-gg3 access (DESIGN.md "Hidden information and access")', () => {
  const cmd = (type: Gg3Command['type'], actor: Gg3Command['actor'], data: object = {}): Gg3Command => ({ type, actor, data } as unknown as Gg3Command);
  it('malifaux-3e-gg3/access the organiser runs the table clock; a seat acts only for itself', () => {
    const s = initialState();
    expect(authorize(s, cmd('StartTurn', ORG))).toBeNull();
    expect(authorize(s, cmd('StartTurn', seatActor('A')))).toBe("StartTurn is the organiser's command");
    expect(authorize(s, cmd('DeclareCrew', ORG, { seat: 'A' }))).toBe('DeclareCrew is given by a seat, for itself');
    expect(authorize(s, cmd('DeclareCrew', seatActor('A'), { seat: 'A' }))).toBeNull();
    expect(authorize(s, cmd('DeclareCrew', seatActor('A'), { seat: 'B' }))).toBe('a seat acts only for itself');
    expect(authorize(s, cmd('DeclareCrew', seatActor('A')))).toBe('a seat acts only for itself');
  });
  it.each(['CreateEncounter', 'RegisterTerrain', 'DetermineAttacker', 'DeployCrews', 'DeclarePregameInitiative', 'StartTurn', 'StartActivations', 'EndTurn', 'ResolveDispute', 'EndEncounter'])(
    'malifaux-3e-gg3/access %s is the organiser’s',
    (type) => expect(isOrganiserCommand(type)).toBe(true),
  );
  it.each(['DeclareCrew', 'ChooseSchemes', 'ClaimScheme', 'FinishClaims', 'RecordKill', 'ChooseAfterFlip'])('malifaux-3e-gg3/access %s is a seat’s', (type) => {
    expect(isOrganiserCommand(type)).toBe(false);
  });
});
