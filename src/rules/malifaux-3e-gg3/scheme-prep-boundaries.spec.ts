// malifaux-3e-gg3 §5.0 choosing schemes and the §5.x Prep lines (SC-1, SC-5, SEC-1, OQ-13): each cost and count limit
// on both sides of its boundary, and the rule each refusal names (issue 15: tests that make the mutants of
// scheme-prep.ts fail). Crews: testing/fixtures.ts (A: Leader –, Totem 2, Henchman 9, Enforcer 8, Minions 5 and 4,
// Peon 3; B: Leader –, Henchman 10, Enforcer 8, Minions 6 and 5, Peon 2).
import { RuleViolation } from '../core/rule-violation';
import { chooseSchemes, prepOf } from './scheme-prep';
import type { Gg3State } from './state';
import { CREW_A, CREW_B, Game, NOW, SALT, SEED, TERRAIN } from './testing/fixtures';

const refusal = (f: () => unknown): string | null => {
  try {
    f();
    return null;
  } catch (e) {
    if (!(e instanceof RuleViolation)) throw e;
    return e.ruleId.replace('malifaux-3e-gg3/', '');
  }
};
const crewsIn = (pool = [1, 2, 5, 6, 13]): Game => {
  const g = new Game();
  g.org('CreateEncounter', {
    encounterId: 'e1', players: [{ name: 'Ann' }, { name: 'Bob' }], seed: SEED, seedCommitment: 'c', now: NOW,
    generation: { method: 'to-assigned', strategy: 'gg3.cursed-objects', schemePool: pool, deployment: 'standard' },
  });
  g.org('RegisterTerrain', { terrain: TERRAIN });
  g.seat('A', 'DeclareCrew', { models: CREW_A });
  g.seat('B', 'DeclareCrew', { models: CREW_B });
  return g;
};
const base = crewsIn().state;
/** The fixture state with some of A's printed costs changed. */
const costs = (c: Record<string, number | null>): Gg3State => ({
  ...base,
  models: Object.fromEntries(Object.entries(base.models).map(([id, m]) => [id, id in c ? { ...m, cost: c[id] } : m])),
});
const prep = (raw: Record<string, unknown>, s: Gg3State = base): string | null => refusal(() => prepOf(s, 'A', raw));

describe('malifaux-3e-gg3 §5 Prep lines: boundaries', () => {
  it.each<[string, number | string | undefined, string | null]>([
    ['0', 0, 'SC-1'],
    ['1', 1, null],
    ['13 (then its Prep line is read)', 13, 'MD-1'],
    ['14', 14, 'SC-1'],
    ['"3"', '3', 'SC-1'],
    ['none', undefined, 'SC-1'],
  ])('malifaux-3e-gg3/SC-1 scheme number %s', (_what, no, ruleId) => expect(prep({ no })).toBe(ruleId));

  it('malifaux-3e-gg3/SC-5 a scheme without secret parameters refuses any', () => {
    expect(prepOf(base, 'A', { no: 1 })).toEqual({ no: 1 });
    expect(prep({ no: 1, models: [] })).toBe('SC-5');
  });

  it.each<[string, string, string, string | null]>([
    ['equal cost (8 and 8)', 'a-enf', 'b-enf', null],
    ['a higher enemy cost (5 and 10)', 'a-min1', 'b-hench', null],
    ['a lower enemy cost (9 and 8)', 'a-hench', 'b-enf', 'SC-5'],
    ['a friendly Totem', 'a-totem', 'b-hench', 'SC-5'],
    ['an enemy Leader', 'a-min1', 'b-lead', 'SC-5'],
    ['a friendly – cost (OQ-13: above every number)', 'a-lead', 'b-hench', 'SC-5'],
    ['a friendly model named as the enemy', 'a-min1', 'a-hench', 'MD-1'],
    ['an enemy model named as the friendly', 'b-min1', 'b-hench', 'MD-1'],
  ])('malifaux-3e-gg3/SC-5 malifaux-3e-gg3/OQ-13 Vendetta with %s', (_what, friendly, enemy, ruleId) => {
    expect(prep({ no: 2, friendly, enemy })).toBe(ruleId);
  });

  it('malifaux-3e-gg3/SC-5 Vendetta keeps the two lineage ids', () => {
    expect(prepOf(base, 'A', { no: 2, friendly: 'a-enf', enemy: 'b-enf' })).toEqual({ no: 2, friendly: 'a-enf', enemy: 'b-enf' });
  });

  it.each<[string, number, number, string | null]>([
    ['crossing the centerline', 16, 20, 'SC-5'],
    ['exactly 4" from it', 22, 26, 'SC-5'],
    ['just over 4" from it', 22.01, 26, null],
    ['just over 4" on the other side', 8, 13.99, null],
    ['exactly 4" on the other side', 8, 14, 'SC-5'],
  ])('malifaux-3e-gg3/SC-5 Sabotage terrain %s', (_what, y0, y1, ruleId) => {
    const s: Gg3State = { ...base, terrain: [{ terrainId: 't', label: 'T', footprint: [[0, y0], [4, y0], [4, y1], [0, y1]] }] };
    expect(prep({ no: 5, terrainId: 't' }, s)).toBe(ruleId);
  });

  it('malifaux-3e-gg3/SC-5 Sabotage names registered terrain', () => {
    expect(prep({ no: 5, terrainId: 'nowhere' })).toBe('SC-5');
    expect(prepOf(base, 'A', { no: 5, terrainId: 'barn' })).toEqual({ no: 5, terrainId: 'barn' });
  });

  it.each<[string, unknown, string | null]>([
    ['combined Cost 13 (9 + 4)', ['a-hench', 'a-min2'], null],
    ['combined Cost 14 (9 + 5)', ['a-hench', 'a-min1'], 'SC-5'],
    ['the same model twice', ['a-min1', 'a-min1'], 'SC-5'],
    ['one model', ['a-min1'], 'SC-5'],
    ['three models', ['a-min1', 'a-min2', 'a-peon'], 'SC-5'],
    ['not a list', 'a-min1', 'SC-5'],
    ['the Leader', ['a-lead', 'a-peon'], 'SC-5'],
    ['an enemy model', ['a-min1', 'b-peon'], 'MD-1'],
  ])('malifaux-3e-gg3/SC-5 Hidden Martyrs with %s', (_what, models, ruleId) => expect(prep({ no: 6, models })).toBe(ruleId));

  it('malifaux-3e-gg3/SC-5 Hidden Martyrs keeps both models in order', () => {
    expect(prepOf(base, 'A', { no: 6, models: ['a-min2', 'a-hench'] })).toEqual({ no: 6, models: ['a-min2', 'a-hench'] });
  });

  it.each<[string, string | null]>([
    ['a-min1', null],
    ['a-totem', null],
    ['a-peon', 'SC-5'],
    ['a-enf', 'SC-5'],
    ['b-min1', 'MD-1'],
  ])('malifaux-3e-gg3/SC-5 Catch and Release with %s (a friendly Minion)', (minion, ruleId) => expect(prep({ no: 7, minion })).toBe(ruleId));

  it.each<[unknown, string | null]>([
    [' Scheme ', 'scheme'],
    ['corpse', 'corpse'],
    [`a${'b'.repeat(31)}`, `a${'b'.repeat(31)}`],
    [`a${'b'.repeat(32)}`, null],
    ['1scrap', null],
    ['', null],
    ['x_y', null],
    [7, null],
  ])("malifaux-3e-gg3/SC-5 Load 'Em Up marker type %j is read as %j", (markerType, read) => {
    if (read === null) expect(prep({ no: 9, markerType })).toBe('SC-5');
    else expect(prepOf(base, 'A', { no: 9, markerType })).toEqual({ no: 9, markerType: read });
  });

  it.each<[string, string[], Record<string, number | null>, string | null]>([
    ['three at 6 (18 combined)', ['a-min1', 'a-min2', 'a-peon'], { 'a-min1': 6, 'a-min2': 6, 'a-peon': 6 }, null],
    ['7, 6 and 6 (19 combined)', ['a-min1', 'a-min2', 'a-peon'], { 'a-min1': 7, 'a-min2': 6, 'a-peon': 6 }, 'SC-5'],
    ['one at 7', ['a-min1', 'a-min2', 'a-peon'], { 'a-min1': 7 }, null],
    ['one at 8', ['a-min1', 'a-min2', 'a-peon'], { 'a-min1': 8 }, 'SC-5'],
    ['one at – (OQ-13)', ['a-min1', 'a-min2', 'a-peon'], { 'a-min1': null }, 'SC-5'],
    ['four models', ['a-min1', 'a-min2', 'a-peon', 'a-totem'], {}, null],
    ['two models', ['a-min1', 'a-min2'], {}, 'SC-5'],
    ['a model twice', ['a-min1', 'a-min2', 'a-min1'], {}, 'SC-5'],
    ['an enemy model', ['a-min1', 'a-min2', 'b-peon'], {}, 'MD-1'],
  ])('malifaux-3e-gg3/SC-5 malifaux-3e-gg3/OQ-13 Public Demonstration with %s', (_what, models, c, ruleId) => {
    expect(prep({ no: 10, models }, costs(c))).toBe(ruleId);
  });

  it('malifaux-3e-gg3/SC-5 Public Demonstration needs a list', () => expect(prep({ no: 10, models: 'a-min1' })).toBe('SC-5'));

  it.each<[string, string, string, string | null]>([
    ['a Henchman and an Enforcer', 'a-hench', 'b-enf', null],
    ['a friendly Master', 'a-lead', 'b-enf', 'SC-5'],
    ['an enemy Master', 'a-hench', 'b-lead', 'SC-5'],
    ['unregistered terrain', 'a-hench', 'b-enf', 'SC-5'],
  ])('malifaux-3e-gg3/SC-5 Secret Meetup with %s', (what, friendly, enemy, ruleId) => {
    expect(prep({ no: 13, friendly, enemy, terrainId: what.startsWith('unregistered') ? 'nowhere' : 'rock' })).toBe(ruleId);
  });

  it('malifaux-3e-gg3/SC-5 Secret Meetup keeps the models and the terrain', () => {
    expect(prepOf(base, 'A', { no: 13, friendly: 'a-hench', enemy: 'b-enf', terrainId: 'rock' })).toEqual({ no: 13, friendly: 'a-hench', enemy: 'b-enf', terrainId: 'rock' });
  });
});

describe('malifaux-3e-gg3 §5 Prep lines: what each refusal says', () => {
  const said = (raw: Record<string, unknown>, s: Gg3State = base): string | null => {
    try {
      prepOf(s, 'A', raw);
      return null;
    } catch (e) {
      if (!(e instanceof RuleViolation)) throw e;
      return `${e.ruleId} ${e.section}: ${e.message}`;
    }
  };
  const P = 'malifaux-3e-gg3/SC-5 §5 Prep (seed 90-260): ';
  it.each<[Record<string, unknown>, string]>([
    [{ no: 0 }, 'malifaux-3e-gg3/SC-1 §5 Prep (seed 90-260): a scheme number 1..13'],
    [{ no: 2, friendly: 'a-totem', enemy: 'b-hench' }, `${P}Vendetta: a friendly non-Totem model and an enemy non-Leader model`],
    [{ no: 2, friendly: 'a-hench', enemy: 'b-enf' }, `${P}Vendetta: the enemy model costs the same or more`],
    [{ no: 2, friendly: 'b-min1', enemy: 'b-hench' }, 'malifaux-3e-gg3/MD-1 §2.1: Vendetta friendly b-min1 is not a model of that crew (lineage id)'],
    [{ no: 2, friendly: 'a-min1', enemy: 'a-hench' }, 'malifaux-3e-gg3/MD-1 §2.1: Vendetta enemy a-hench is not a model of that crew (lineage id)'],
    [{ no: 5, terrainId: 'rock' }, `${P}Sabotage: the terrain is not within 4" of the centerline`],
    [{ no: 5, terrainId: 'nowhere' }, `${P}terrain nowhere is not registered`],
    [{ no: 5 }, `${P}terrain  is not registered`],
    [{ no: 6, models: ['a-min1'] }, `${P}Hidden Martyrs: two different friendly models`],
    [{ no: 6, models: ['a-lead', 'a-peon'] }, `${P}Hidden Martyrs: non-Leader models`],
    [{ no: 6, models: ['a-hench', 'a-min1'] }, `${P}Hidden Martyrs: combined Cost 13 or less`],
    [{ no: 6, models: ['a-min1', 'b-peon'] }, 'malifaux-3e-gg3/MD-1 §2.1: Hidden Martyrs b-peon is not a model of that crew (lineage id)'],
    [{ no: 7, minion: 'a-peon' }, `${P}Catch and Release: a friendly Minion`],
    [{ no: 7, minion: 'b-min1' }, 'malifaux-3e-gg3/MD-1 §2.1: Catch and Release b-min1 is not a model of that crew (lineage id)'],
    [{ no: 9, markerType: '9' }, `${P}Load 'Em Up: a marker type (e.g. scheme, corpse, scrap, strategy)`],
    [{ no: 10, models: ['a-min1', 'a-min2'] }, `${P}Public Demonstration: three or more different friendly models`],
    [{ no: 10, models: ['a-min1', 'a-min2', 'a-enf'] }, `${P}Public Demonstration: each Cost 7 or less`],
    [{ no: 10, models: ['a-min1', 'a-min2', 'b-peon'] }, 'malifaux-3e-gg3/MD-1 §2.1: Public Demonstration b-peon is not a model of that crew (lineage id)'],
    [{ no: 13, friendly: 'a-lead', enemy: 'b-enf', terrainId: 'rock' }, `${P}Secret Meetup: non-Master models`],
    [{ no: 13, friendly: 'b-enf', enemy: 'b-hench', terrainId: 'rock' }, 'malifaux-3e-gg3/MD-1 §2.1: Secret Meetup friendly b-enf is not a model of that crew (lineage id)'],
    [{ no: 13, friendly: 'a-hench', enemy: 'a-enf', terrainId: 'rock' }, 'malifaux-3e-gg3/MD-1 §2.1: Secret Meetup enemy a-enf is not a model of that crew (lineage id)'],
    [{ no: 13, friendly: 'a-hench', enemy: 'b-enf', terrainId: 'nowhere' }, `${P}terrain nowhere is not registered`],
    [{ no: 4, x: 1 }, `${P}scheme 4 takes no secret parameters`],
  ])('malifaux-3e-gg3/SC-5 %j is refused: %s', (raw, message) => expect(said(raw)).toBe(message));

  it('malifaux-3e-gg3/SC-5 Public Demonstration over 18 combined says so', () => {
    expect(said({ no: 10, models: ['a-min1', 'a-min2', 'a-peon'] }, costs({ 'a-min1': 7, 'a-min2': 6, 'a-peon': 6 }))).toBe(`${P}Public Demonstration: combined Cost 18 or less`);
  });
});

describe('malifaux-3e-gg3 §5.0 choosing schemes: what each refusal says', () => {
  const said = (s: Gg3State, schemes: Record<string, unknown>[], salts = [SALT(1), SALT(2)]): string | null => {
    try {
      chooseSchemes(s, 'A', schemes, salts);
      return null;
    } catch (e) {
      if (!(e instanceof RuleViolation)) throw e;
      return `${e.ruleId} ${e.section}: ${e.message}`;
    }
  };
  it('malifaux-3e-gg3/SC-1 the refusals of a choice name their rule, section and reason', () => {
    const s = crewsIn().state;
    expect(said({ ...s, crewsRevealed: false }, [{ no: 1 }, { no: 2 }])).toBe('malifaux-3e-gg3/SC-1 §10.3: schemes are chosen once both crews are revealed (Vendetta and Secret Meetup name enemy models)');
    expect(said({ ...s, turn: 1 }, [{ no: 1 }, { no: 2 }])).toBe('malifaux-3e-gg3/SC-1 §5.0: schemes are chosen at the start of the game');
    expect(said(s, [{ no: 1 }])).toBe('malifaux-3e-gg3/SC-1 §5.0: choose exactly two schemes');
    expect(said(s, [{ no: 1 }, { no: 1 }])).toBe('malifaux-3e-gg3/SC-1 §5.0: choose two different schemes');
    expect(said(s, [{ no: 1 }, { no: 3 }])).toBe("malifaux-3e-gg3/SC-1 §5.0: scheme 3 is not in this encounter's pool");
    expect(said(s, [{ no: 1 }, { no: 'x' }])).toBe("malifaux-3e-gg3/SC-1 §5.0: scheme x is not in this encounter's pool");
    const g = crewsIn();
    g.seat('A', 'ChooseSchemes', { schemes: [{ no: 1 }, { no: 5, terrainId: 'barn' }], salts: [SALT(1), SALT(2)] });
    expect(said(g.state, [{ no: 1 }, { no: 5, terrainId: 'barn' }])).toBe('malifaux-3e-gg3/SC-1 §5.0: this seat has already chosen its schemes');
  });

  it('malifaux-3e-gg3/SC-1 malifaux-3e-gg3/SEC-4 a choice publishes the two commitments and `valid`; the secret holds payloads and salts', () => {
    const out = chooseSchemes(crewsIn().state, 'A', [{ no: 1 }, { no: 5, terrainId: 'barn' }], [SALT(1), SALT(2)]);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ type: 'SchemesCommitted', data: { seat: 'A', valid: true, secret: { payloads: [{ no: 1 }, { no: 5, terrainId: 'barn' }], salts: [SALT(1), SALT(2)] } } });
    const data = out[0].data as { commitments: string[] };
    expect(data.commitments).toHaveLength(2);
    expect(data.commitments[0]).not.toBe(data.commitments[1]);
  });
});

describe('malifaux-3e-gg3 §5.0 choosing schemes: refusals', () => {
  const choose = (g: Game, schemes: Record<string, unknown>[], salts = [SALT(1), SALT(2)]): string | null => refusal(() => chooseSchemes(g.state, 'A', schemes, salts));
  it('malifaux-3e-gg3/SC-1 schemes wait for both crews to be revealed', () => {
    const g = new Game();
    g.org('CreateEncounter', {
      encounterId: 'e1', players: [{ name: 'Ann' }, { name: 'Bob' }], seed: SEED, seedCommitment: 'c', now: NOW,
      generation: { method: 'to-assigned', strategy: 'gg3.cursed-objects', schemePool: [1, 2, 3, 4, 5] },
    });
    g.seat('A', 'DeclareCrew', { models: CREW_A });
    expect(choose(g, [{ no: 1 }, { no: 3 }])).toBe('SC-1');
  });
  it.each<[string, Record<string, unknown>[], string[], string | null]>([
    ['two different schemes of the pool', [{ no: 1 }, { no: 6, models: ['a-min2', 'a-hench'] }], [SALT(1), SALT(2)], null],
    ['one scheme', [{ no: 1 }], [SALT(1), SALT(2)], 'SC-1'],
    ['three schemes', [{ no: 1 }, { no: 5, terrainId: 'barn' }, { no: 13 }], [SALT(1), SALT(2), SALT(3)], 'SC-1'],
    ['one salt', [{ no: 1 }, { no: 5, terrainId: 'barn' }], [SALT(1)], 'SC-1'],
    ['the same scheme twice', [{ no: 1 }, { no: 1 }], [SALT(1), SALT(2)], 'SC-1'],
    ['a scheme not in the pool', [{ no: 1 }, { no: 3 }], [SALT(1), SALT(2)], 'SC-1'],
    ['a short salt', [{ no: 1 }, { no: 5, terrainId: 'barn' }], [SALT(1), 'abc'], 'SEC-1'],
    ['a bad Prep line', [{ no: 1 }, { no: 5, terrainId: 'rock' }], [SALT(1), SALT(2)], 'SC-5'],
  ])('malifaux-3e-gg3/SC-1 malifaux-3e-gg3/SEC-1 choosing %s', (_what, schemes, salts, ruleId) => expect(choose(crewsIn(), schemes, salts)).toBe(ruleId));

  it('malifaux-3e-gg3/SC-1 a seat chooses once, and only at the start of the game', () => {
    const g = crewsIn();
    g.seat('A', 'ChooseSchemes', { schemes: [{ no: 1 }, { no: 5, terrainId: 'barn' }], salts: [SALT(1), SALT(2)] });
    expect(choose(g, [{ no: 1 }, { no: 5, terrainId: 'barn' }])).toBe('SC-1');
    expect(refusal(() => chooseSchemes({ ...crewsIn().state, turn: 1 }, 'A', [{ no: 1 }, { no: 5, terrainId: 'barn' }], [SALT(1), SALT(2)]))).toBe('SC-1');
  });
});
