// malifaux-1e §11-§14 on the served 1E decider (encounter/extensions-1e.ts, from the casting duel on): what each served
// command checks and produces, read whole (rule id, section, message; issue 15). The table is played on stacked decks,
// and a test puts the state it needs (an activation, a fleeing model, a setup step) straight into the game state.
import type { Actor, SeatId } from '../../core/decider';
import { refusalOf, type Refusal } from '../../core/testing/refusal';
import type { EncounterCommand1e } from '../commands';
import type { DuelRecord1e } from '../duel/duel-state';
import type { EncounterEvent1e } from '../events';
import { malifaux1e } from '../index';
import type { MoraleModel } from '../morale/morale-state';
import { ruleNameOf } from '../rule-names';
import type { GameState1e } from '../state';
import type { Malifaux1eEncounterSlice } from './encounter-state';
import { guardCoreCommand1e } from './extensions-1e';
import { guildCrew, neverbornCrew } from './testing/encounter-game';
import { card, stacked, Table1e } from './testing/table-1e';

type Who = SeatId | 'organiser';
const actorOf = (who: Who): Actor => (who === 'organiser' ? { role: 'organiser' } : { role: 'seat', seat: who });

/** Guild (lj Master Ca 6, g1, g2) v Neverborn (pan Master Ca 7, n1) on the table, setup done, turn 1 not begun. */
function toPlay(): Table1e {
  const t = new Table1e(stacked('RAM-05', 'CROW-09', 'RAM-08', 'RAM-06', 'TOME-02', 'RAM-13'), stacked('MASK-13', 'CROW-02'));
  const steps: [Who, string, object][] = [
    ['organiser', 'BeginEncounterSetup1e', {}],
    ['A', 'ChooseEncounterSize1e', { size: 'SCRAP', soulstones: 30 }],
    ['A', 'ChooseFaction1e', { seat: 'A', faction: 'GUILD' }],
    ['B', 'ChooseFaction1e', { seat: 'B', faction: 'NEVERBORN' }],
    ['A', 'DetermineLocation1e', { mode: 'FLIP', seat: 'A' }],
    ['A', 'FlipSpecialLocation1e', { seat: 'A' }],
    ['A', 'RecordEncounterTerrain1e', { pieces: [] }],
    ['A', 'DetermineDeployment1e', { mode: 'FLIP', seat: 'A' }],
    ['A', 'ChooseEncounterType1e', { type: 'GENERAL', seat: 'A' }],
    ['A', 'FlipStrategy1e', { seat: 'A' }],
    ['B', 'FlipStrategy1e', { seat: 'B' }],
    ['A', 'SubmitCrew1e', { seat: 'A', list: guildCrew() }],
    ['B', 'SubmitCrew1e', { seat: 'B', list: neverbornCrew() }],
    ['A', 'ChooseSchemes1e', { seat: 'A', schemes: [] }],
    ['B', 'ChooseSchemes1e', { seat: 'B', schemes: [] }],
    ['A', 'FlipDeploymentOrder1e', {}],
    ['A', 'DeployCrew1e', { seat: 'A' }],
    ['B', 'DeployCrew1e', { seat: 'B' }],
    ['A', 'AnnounceSchemes1e', { seat: 'A', schemes: [] }],
    ['B', 'AnnounceSchemes1e', { seat: 'B', schemes: [] }],
    ['A', 'HireCrew', { seat: 'A', models: [card('lj', { station: 'MASTER', ca: 6 }), card('g1'), card('g2')] }],
    ['B', 'HireCrew', { seat: 'B', models: [card('pan', { station: 'MASTER', ca: 7 }), card('n1')] }],
  ];
  for (const [who, type, data] of steps) t.run(who, type, data);
  return t;
}

/** Puts a state change straight into the table's game (what the test needs, not how play got there). */
const edit = (t: Table1e, f: (g: GameState1e) => GameState1e): void => {
  t.state = f(t.game);
};
const activating = (t: Table1e, modelId: string, ap = 2): void =>
  edit(t, (g) => ({ ...g, turn: { ...g.turn, activation: { modelId, seat: g.models[modelId].seat, ap, actionsTaken: 0, zeroUsed: false } } }));
const withEncounter = (t: Table1e, over: Partial<Malifaux1eEncounterSlice>): void => edit(t, (g) => ({ ...g, ext: { ...g.ext, encounter: { ...g.ext.encounter, ...over } } }));
/** A morale model of the table's card stats (Wp 5, Wk 4) with `over` (fleeing, rallying). */
const moraleModel = (id: string, seat: SeatId, over: Partial<MoraleModel> = {}): MoraleModel => ({ id, seat, wp: 5, wk: 4, living: true, immuneToMorale: false, terrifying: null, flies: false, fleeing: false, rallying: false, passedTerrifying: [], removed: false, ...over });
const withMorale = (t: Table1e, m: MoraleModel, mustFlee: readonly string[] = []): void =>
  edit(t, (g) => ({ ...g, ext: { ...g.ext, morale: { ...g.ext.morale, models: { ...g.ext.morale.models, [m.id]: m }, mustFlee } } }));

/** What the served decider answers; the table is left as it was. */
const decided = (t: Table1e, who: Who, type: string, data: object): EncounterEvent1e[] => malifaux1e.decide(t.state, { type, actor: actorOf(who), data } as EncounterCommand1e);
const refusal = (t: Table1e, who: Who, type: string, data: object): Refusal | undefined => refusalOf(() => decided(t, who, type, data));
/** A 1E refusal as a client reads it: the rule's French and English names close the message (§19). */
const refused = (id: string, section: string, message: string): Refusal => {
  const name = ruleNameOf(id);
  return { ruleId: `malifaux-1e/${id}`, section, message: `${message} [${name?.fr} / ${name?.en}]` };
};
const started = (out: readonly EncounterEvent1e[]): DuelRecord1e | undefined => {
  const e = out.find((x) => x.type === 'DuelStarted');
  return e?.type === 'DuelStarted' ? e.data.duel : undefined;
};

// ---- §11 magic --------------------------------------------------------------------------------------------------------

const bolt = (over: object = {}): object => ({ name: 'Bolt', ap: 1, tn: 1, suits: [], rst: 'Df', range: 'RANGED', rg: 10, ...over });
const target = (modelId: string): object => ({ modelId, inLoS: true, distance: 6, friendly: false });
/** lj casts `spell` (TN 1: any card succeeds) on `targets`; the casting duel is settled and resolved: the resists are due (a success). */
function resisting(t: Table1e, spell: object = bolt(), targets: readonly string[] = ['n1', 'pan']): number {
  activating(t, 'lj');
  t.run('A', 'DeclareSpell1e', { castingId: 'c1', casterId: 'lj', spell, targets: targets.map(target), upFrontConditionsMet: true });
  t.settleDuel();
  t.run('A', 'ResolveCasting1e', { castingId: 'c1', extraConditionsMet: true });
  return t.game.ext.magic.current?.casting?.value ?? -1;
}

describe('malifaux-1e/MG-3 the casting and resist duels on the table', () => {
  it('malifaux-1e/MG-3 the casting duel is the caster’s Ca → TN; a fleeing caster gets its − (MO-8: casting is not a morale duel)', () => {
    const t = toPlay();
    activating(t, 'lj');
    withMorale(t, moraleModel('lj', 'A', { fleeing: true }));
    const duel = started(decided(t, 'A', 'DeclareSpell1e', { castingId: 'c1', casterId: 'lj', spell: bolt(), targets: [target('n1')], upFrontConditionsMet: true }));
    expect(duel?.sides[0]).toMatchObject({ modelId: 'lj', stat: { name: 'Ca', value: 6 }, fate: { bonus: 0, penalty: 1 } });
  });

  it('malifaux-1e/MG-3 resolving a casting or a resist reads the duel just resolved: none is', () => {
    const t = toPlay();
    expect(refusal(t, 'A', 'ResolveCasting1e', { castingId: 'c1', extraConditionsMet: true })).toEqual(refused('MG-3', '§6.3', 'duel c1:cast is not the simple duel just resolved'));
    expect(refusal(t, 'B', 'ResolveResist1e', { castingId: 'c1', modelId: 'n1' })).toEqual(refused('MG-3', '§6.3', 'duel c1:resist:n1 is not the simple duel just resolved'));
  });

  it('malifaux-1e/MG-3 a resist duel is due only for the casting resisting now, and once for each affected model', () => {
    const t = toPlay();
    const noResist = (castingId: string): Refusal => refused('MG-3', '§11.3', `no resist duel of ${castingId} is due`);
    expect(refusal(t, 'B', 'StartResistDuel1e', { castingId: 'c1', modelId: 'n1' })).toEqual(noResist('c1'));
    resisting(t);
    expect(refusal(t, 'B', 'StartResistDuel1e', { castingId: 'c2', modelId: 'n1' })).toEqual(noResist('c2'));
    expect(refusal(t, 'A', 'StartResistDuel1e', { castingId: 'c1', modelId: 'g1' })).toEqual(refused('MG-3', '§11.3', 'g1 has no resist duel to make'));
    // Both affected models resist, each in turn.
    expect(started(decided(t, 'B', 'StartResistDuel1e', { castingId: 'c1', modelId: 'pan' }))?.sides[0].modelId).toBe('pan');
    t.run('B', 'StartResistDuel1e', { castingId: 'c1', modelId: 'n1' });
    t.settleDuel();
    t.run('B', 'ResolveResist1e', { castingId: 'c1', modelId: 'n1' });
    expect(refusal(t, 'B', 'StartResistDuel1e', { castingId: 'c1', modelId: 'n1' })).toEqual(refused('MG-3', '§11.3', 'n1 has no resist duel to make'));
  });

  it('malifaux-1e/MG-3 a failed casting (below its TN) is resisted by nobody', () => {
    const t = toPlay();
    resisting(t, bolt({ tn: 99 }));
    expect(t.game.ext.magic.current?.status).toBe('DONE');
    expect(refusal(t, 'B', 'StartResistDuel1e', { castingId: 'c1', modelId: 'n1' })).toEqual(refused('MG-3', '§11.3', 'no resist duel of c1 is due'));
  });

  it('malifaux-1e/MG-3 an affected model that is not in play makes no resist duel', () => {
    const t = toPlay();
    resisting(t, bolt(), ['n1', 'ghost']);
    expect(refusal(t, 'B', 'StartResistDuel1e', { castingId: 'c1', modelId: 'ghost' })).toEqual(refused('MG-3', '§3.7', 'no model ghost in play'));
  });

  it('malifaux-1e/MG-3 the resist duel is the spell’s Rst → the casting total (Df as printed; Wp with W23’s Drain Souls penalty)', () => {
    const t = toPlay();
    const casting = resisting(t);
    expect(started(decided(t, 'B', 'StartResistDuel1e', { castingId: 'c1', modelId: 'n1' }))).toMatchObject({ duelId: 'c1:resist:n1', name: 'resist Bolt', tn: casting, sides: [{ stat: { name: 'Df', value: 4 } }] });
    const w = toPlay();
    resisting(w, bolt({ rst: 'Wp' }));
    edit(w, (g) => ({ ...g, ext: { ...g.ext, magic: { ...g.ext.magic, drainSoulsUses: { B: 2 } } } }));
    expect(started(decided(w, 'B', 'StartResistDuel1e', { castingId: 'c1', modelId: 'n1' }))?.sides[0].stat).toMatchObject({ name: 'Wp', value: 3 });
  });

  it('malifaux-1e/MG-3 a model without the Rst stat has no resist duel to make', () => {
    const t = toPlay();
    resisting(t, bolt({ rst: 'Zz' }));
    expect(refusal(t, 'B', 'StartResistDuel1e', { castingId: 'c1', modelId: 'n1' })).toEqual(refused('MG-3', '§11.2', 'n1 has no Zz'));
  });

  it('malifaux-1e/MG-3 a fleeing model resists with its − unless the spell counts as a morale duel (§11.4, MO-8)', () => {
    // The side's net twist: −1 for the fleeing model's −, 0 without it.
    const netOf = (spell: object): number | undefined => {
      const t = toPlay();
      resisting(t, spell);
      withMorale(t, moraleModel('n1', 'B', { fleeing: true }));
      return started(decided(t, 'B', 'StartResistDuel1e', { castingId: 'c1', modelId: 'n1' }))?.sides[0].net;
    };
    expect(netOf(bolt())).toBe(-1);
    expect(netOf(bolt({ rst: 'Wp', moraleDuel: true }))).toBe(0);
  });

  it('malifaux-1e/MG-4 a friendly model that takes the effect equals the casting total, without a resist duel', () => {
    const t = toPlay();
    const casting = resisting(t, bolt(), ['g1']);
    expect(decided(t, 'A', 'ResolveResist1e', { castingId: 'c1', modelId: 'g1', takeEffect: true })[0]).toEqual({ type: 'ResistResolved1e', data: { castingId: 'c1', modelId: 'g1', final: casting, resisted: false, combatTotal: 0 } });
  });
});

describe('malifaux-1e/MG-3 Drain Souls on the table (§11.1)', () => {
  const drain = (sacrificed: readonly string[] = ['g1']): object => ({ leaderId: 'lj', sacrificed: sacrificed.map((modelId) => ({ modelId, within6: true, insignificant: false })) });

  it('malifaux-1e/MG-3 a (1) action of the leader in play, activating with 1 AP', () => {
    const t = toPlay();
    const notActivating = refused('MG-3', '§11.1', 'lj must be activating with 1 AP');
    expect(refusal(t, 'A', 'DrainSouls1e', drain())).toEqual(notActivating);
    activating(t, 'g1');
    expect(refusal(t, 'A', 'DrainSouls1e', drain())).toEqual(notActivating);
    activating(t, 'lj', 0);
    expect(refusal(t, 'A', 'DrainSouls1e', drain())).toEqual(notActivating);
    expect(refusal(t, 'A', 'DrainSouls1e', { leaderId: 'ghost', sacrificed: [] })).toEqual(refused('MG-3', '§3.7', 'no model ghost in play'));
  });

  it('malifaux-1e/MG-3 with its last AP: the action is taken, the souls drained and the sacrificed models killed', () => {
    const t = toPlay();
    activating(t, 'lj', 1);
    expect(decided(t, 'A', 'DrainSouls1e', drain())).toEqual([
      { type: 'ActionTaken', data: { actionId: 'drain:lj:0', modelId: 'lj', action: 'DRAIN_SOULS', ap: 1, facts: {}, note: null } },
      { type: 'SoulsDrained1e', data: { seat: 'A', leaderId: 'lj', sacrificed: ['g1'], soulstonesGained: 1, wpPenalty: 1 } },
      { type: 'ModelWoundsChanged', data: { modelId: 'g1', wounds: 0, killed: true, cause: 'sacrificed by Drain Souls (§11.1)' } },
    ]);
  });

  it('malifaux-1e/MG-3 each Drain Souls of the crew is its own action (numbered by the uses so far)', () => {
    const t = toPlay();
    activating(t, 'lj', 2);
    t.run('A', 'DrainSouls1e', drain([]));
    expect(decided(t, 'A', 'DrainSouls1e', drain([]))[0].data).toMatchObject({ actionId: 'drain:lj:1' });
  });

  it('malifaux-1e/MG-3 only a leader drains: a Master, or a model the list names as leader', () => {
    const t = toPlay();
    activating(t, 'g1');
    expect(refusal(t, 'A', 'DrainSouls1e', { leaderId: 'g1', sacrificed: [] })).toEqual(refused('MG-3', '§11.1 Drain Souls', 'only a leader may Drain Souls'));
    const crewA = (leaders: string[]): Malifaux1eEncounterSlice['crews'] => ({ ...t.game.ext.encounter.crews, A: { ...t.game.ext.encounter.crews.A!, list: guildCrew({ leaders }) } });
    withEncounter(t, { crews: crewA(['g1']) });
    expect(refusal(t, 'A', 'DrainSouls1e', { leaderId: 'g1', sacrificed: [] })).toBeUndefined();
    withEncounter(t, { crews: crewA([]) });
    activating(t, 'lj');
    expect(refusal(t, 'A', 'DrainSouls1e', { leaderId: 'lj', sacrificed: [] })).toBeUndefined();
  });

  it('malifaux-1e/MG-3 only friendly models are sacrificed: an enemy, or a model not on the table, is not', () => {
    const t = toPlay();
    activating(t, 'lj');
    for (const id of ['n1', 'ghost']) expect(refusal(t, 'A', 'DrainSouls1e', drain([id]))).toEqual(refused('MG-3', '§11.1 Drain Souls', `${id}: a friendly model within 6"`));
  });
});

describe('malifaux-1e §11.5-§11.6 summoned and transformed models on the table', () => {
  const summon = (over: object = {}): object => ({ summonerId: 'lj', controlledByOpponent: false, modelId: 'new1', name: 'Guardsman', inPlaySameName: 0, completelyWithin6: true, ...over });

  it('malifaux-1e/SU-2 with its stat card the summoned model joins the summoner’s crew on the table, with Slow', () => {
    const t = toPlay();
    const out = decided(t, 'A', 'Summon1e', summon({ card: card('new1') }));
    expect(out.slice(1)).toEqual([
      { type: 'CrewHired', data: { seat: 'A', models: [expect.objectContaining({ id: 'new1', seat: 'A', status: 'IN_PLAY' })] } },
      { type: 'ModifierChanged', data: { modelId: 'new1', modifier: 'slow', value: true, reason: 'SU-2: a summoned model gains Slow' } },
    ]);
  });

  it('malifaux-1e/SU-3 a First Edition station only (Master, Henchman, Minion), summoned by a model in play', () => {
    const t = toPlay();
    for (const station of ['MASTER', 'HENCHMAN', 'MINION']) expect(refusal(t, 'A', 'Summon1e', summon({ card: card('new1', { station }) }))).toBeUndefined();
    expect(refusal(t, 'A', 'Summon1e', summon({ card: card('new1', { station: 'ENFORCER' }) }))).toEqual(refused('SU-3', '§11.5', 'ENFORCER is not a First Edition station'));
    expect(refusal(t, 'A', 'Summon1e', summon({ summonerId: 'ghost', card: card('new1') }))).toEqual(refused('SU-3', '§3.7', 'no model ghost in play'));
  });

  it('malifaux-1e/SU-1 the card is the summoned model’s, under an id no model has', () => {
    const t = toPlay();
    expect(refusal(t, 'A', 'Summon1e', summon({ card: card('other') }))).toEqual(refused('SU-1', '§11.5', 'the summoned model needs a new id (new1)'));
    expect(refusal(t, 'A', 'Summon1e', summon({ modelId: 'g1', card: card('g1') }))).toEqual(refused('SU-1', '§11.5', 'the summoned model needs a new id (g1)'));
  });

  it('malifaux-1e/TF-1 a stat card transforms a model in play only; a transformation without a table model ends in the slice alone', () => {
    const t = toPlay();
    const transform = { modelId: 'ghost', original: 'Ghost', into: 'Wisp', originalSpells: [], fits: true, wounds: 0 };
    expect(refusal(t, 'A', 'Transform1e', { ...transform, card: card('ghost') })).toEqual(refused('TF-1', '§3.7', 'no model ghost in play'));
    t.run('organiser', 'Transform1e', transform);
    expect(decided(t, 'organiser', 'EndTransformation1e', { modelId: 'ghost', wounds: 0 })).toEqual([{ type: 'TransformationEnded1e', data: { modelId: 'ghost', restored: 'Ghost', wounds: 0 } }]);
  });
});

// ---- §12 morale ---------------------------------------------------------------------------------------------------------

/** A morale profile as a client registers it (no slice flags). */
const profile = (id: string, seat: SeatId, over: object = {}): object => ({ id, seat, wp: 5, wk: 4, living: true, immuneToMorale: false, terrifying: null, flies: false, ...over });
const registered = (out: readonly EncounterEvent1e[]): readonly object[] => {
  const e = out[0];
  return e.type === 'MoraleModelsRegistered1e' ? e.data.models : [];
};

describe('malifaux-1e/MO-1 registering morale models on the table', () => {
  it('malifaux-1e/CB-2 a model not on the table keeps the melee zone declared (none when none is declared)', () => {
    const t = toPlay();
    expect(registered(decided(t, 'organiser', 'RegisterMoraleModels1e', { models: [profile('ghost', 'A', { meleeZones: [3] })] }))[0]).toMatchObject({ meleeZones: [3] });
    expect('meleeZones' in registered(decided(t, 'organiser', 'RegisterMoraleModels1e', { models: [profile('ghost', 'A')] }))[0]).toBe(false);
  });

  it('malifaux-1e/CB-2 a model on the table: the declared zone must be its card’s (Bash: 1")', () => {
    const t = toPlay();
    expect(registered(decided(t, 'A', 'RegisterMoraleModels1e', { models: [profile('lj', 'A', { meleeZones: [1] })] }))[0]).toMatchObject({ meleeZones: [1] });
    expect(refusal(t, 'A', 'RegisterMoraleModels1e', { models: [profile('lj', 'A', { meleeZones: [2] })] })).toEqual(
      refused('CB-2', '§10.2 (seed 2683-2727)', 'lj\'s melee zone is 1" (the largest Rg of its melee weapons), not 2"'),
    );
  });

  it('malifaux-1e/MO-1 a seat registers its own models; the organiser any; a model on the table keeps its controller (CT-1)', () => {
    const t = toPlay();
    expect(registered(decided(t, 'organiser', 'RegisterMoraleModels1e', { models: [profile('lj', 'B'), profile('n1', 'B')] })).map((m) => m)).toMatchObject([{ id: 'lj', seat: 'A' }, { id: 'n1', seat: 'B' }]);
    expect(refusal(t, 'A', 'RegisterMoraleModels1e', { models: [profile('n1', 'B')] })).toEqual(refused('MO-1', '§12', "n1 is not the caller's model"));
  });
});

describe('malifaux-1e/MO-1 the morale duel on the table', () => {
  /** n1 (Wp 5) registered, with a morale duel m1 against TN 9 waiting. */
  function waiting(): Table1e {
    const t = toPlay();
    t.run('B', 'RegisterMoraleModels1e', { models: [profile('n1', 'B')] });
    t.run('B', 'RequireMoraleDuel1e', { duelId: 'm1', modelId: 'n1', tn: 9, labelledMorale: true });
    return t;
  }

  it('malifaux-1e/MO-1 only a waiting morale duel starts: Wp → TN, and a fleeing model gets no − in it (MO-8)', () => {
    const t = waiting();
    expect(refusal(t, 'B', 'StartMoraleDuel1e', { duelId: 'm2' })).toEqual(refused('MO-1', '§12.1', 'no morale duel m2 is waiting'));
    edit(t, (g) => ({ ...g, ext: { ...g.ext, morale: { ...g.ext.morale, models: { ...g.ext.morale.models, n1: { ...g.ext.morale.models.n1, fleeing: true } } } } }));
    expect(started(decided(t, 'B', 'StartMoraleDuel1e', { duelId: 'm1' }))).toMatchObject({ duelId: 'm1', name: 'morale', tn: 9, sides: [{ modelId: 'n1', stat: { name: 'Wp', value: 5 }, net: 0 }] });
  });

  it('malifaux-1e/MO-1 the model of a morale duel must be in play; its result is read from the duel just resolved', () => {
    const t = waiting();
    t.run('organiser', 'RegisterMoraleModels1e', { models: [profile('ghost', 'B')] });
    t.run('B', 'RequireMoraleDuel1e', { duelId: 'm2', modelId: 'ghost', tn: 9, labelledMorale: true });
    expect(refusal(t, 'B', 'StartMoraleDuel1e', { duelId: 'm2' })).toEqual(refused('MO-1', '§3.7', 'no model ghost in play'));
    expect(refusal(t, 'B', 'ResolveMoraleDuel1e', { duelId: 'm1' })).toEqual(refused('MO-1', '§6.3', 'duel m1 is not the simple duel just resolved'));
  });
});

describe('malifaux-1e/MO-9 the flee move on the table', () => {
  /** n1 (Wk 4: a flee move is 8") must flee now; `activatingId` is activating. */
  function mustFlee(activatingId?: string): Table1e {
    const t = toPlay();
    withMorale(t, moraleModel('n1', 'B', { fleeing: true }), ['n1']);
    if (activatingId) activating(t, activatingId);
    return t;
  }
  const flee = (over: object = {}): object => ({ modelId: 'n1', distance: 8, atTableEdge: false, duringOwnActivation: false, ...over });

  it('malifaux-1e/MO-9 at the table edge the model is sacrificed (killed on the table) and leaves no melee zone to strike from', () => {
    const t = mustFlee();
    expect(decided(t, 'B', 'MakeFleeMove1e', flee({ atTableEdge: true, leavesEngagementOf: ['lj'] }))).toEqual([
      { type: 'ModelSacrificedFleeing1e', data: { modelId: 'n1', countersRemoved: true } },
      { type: 'ModelWoundsChanged', data: { modelId: 'n1', wounds: 0, killed: true, cause: 'sacrificed at the table edge while fleeing (MO-9)' } },
    ]);
  });

  it('malifaux-1e/MO-9 a flee move during the model’s own activation ends that activation, its AP lost', () => {
    expect(decided(mustFlee('n1'), 'B', 'MakeFleeMove1e', flee({ duringOwnActivation: true }))).toEqual([
      { type: 'FleeMoveMade1e', data: { modelId: 'n1', distance: 8, endsActivation: true } },
      { type: 'ActivationEnded', data: { modelId: 'n1', apLost: 2 } },
    ]);
    // Another model's activation is not the fleeing model's to end.
    expect(decided(mustFlee('lj'), 'B', 'MakeFleeMove1e', flee({ duringOwnActivation: true })).map((e) => e.type)).toEqual(['FleeMoveMade1e']);
  });

  it('malifaux-1e/DE-4 a flee move out of an enemy’s melee zone opens its disengaging strike; a paralyzed model does not move', () => {
    expect(decided(mustFlee(), 'B', 'MakeFleeMove1e', flee({ leavesEngagementOf: ['lj'] }))[1]).toEqual({ type: 'DisengageOpened', data: { actionId: 'flee:n1:0', modelId: 'n1', strikers: ['lj'] } });
    expect(decided(mustFlee(), 'B', 'MakeFleeMove1e', flee({ paralyzed: true, leavesEngagementOf: ['lj'] })).map((e) => e.type)).toEqual(['FleeMoveSkipped1e']);
  });

  it('malifaux-1e/MO-11 the end of a rally activation rallies; any other activation’s end leaves the morale slice as it was', () => {
    const t = mustFlee();
    const ended = { type: 'ActivationEnded', data: { modelId: 'n1', apLost: 0 } } as EncounterEvent1e;
    withMorale(t, moraleModel('n1', 'B', { fleeing: true, rallying: true }));
    expect(malifaux1e.evolve(t.state, ended)).toMatchObject({ ext: { morale: { models: { n1: { fleeing: false, rallying: false } } } } });
    withMorale(t, moraleModel('n1', 'B'));
    const before = t.game.ext.morale;
    expect((malifaux1e.evolve(t.state, ended) as GameState1e).ext.morale).toBe(before);
  });
});

// ---- access, the end of the game and the core's guards -------------------------------------------------------------------

describe('malifaux-1e/CT-1 who may send an extension command', () => {
  const authorize = (t: Table1e, who: Who, type: string, data: object): string | null => malifaux1e.authorize(t.state, { type, actor: actorOf(who), data } as EncounterCommand1e);

  it('malifaux-1e/MO-1 a morale duel is its model’s controller’s, found by the duel’s id', () => {
    const t = toPlay();
    t.run('organiser', 'RegisterMoraleModels1e', { models: [profile('lj', 'A'), profile('n1', 'B')] });
    t.run('A', 'RequireMoraleDuel1e', { duelId: 'mA', modelId: 'lj', tn: 9, labelledMorale: true });
    t.run('B', 'RequireMoraleDuel1e', { duelId: 'mB', modelId: 'n1', tn: 9, labelledMorale: true });
    for (const type of ['StartMoraleDuel1e', 'ResolveMoraleDuel1e']) {
      expect(authorize(t, 'B', type, { duelId: 'mB' })).toBeNull();
      expect(authorize(t, 'A', type, { duelId: 'mB' })).toBe('only seat B may do this');
    }
  });

  it('malifaux-1e/SETUP a command naming a seat is that seat’s, or the organiser’s', () => {
    const t = toPlay();
    const faction = { seat: 'B', faction: 'NEVERBORN' };
    expect(authorize(t, 'B', 'ChooseFaction1e', faction)).toBeNull();
    expect(authorize(t, 'organiser', 'ChooseFaction1e', faction)).toBeNull();
    expect(authorize(t, 'A', 'ChooseFaction1e', faction)).toBe('only seat B may do this');
  });
});

describe('malifaux-1e/GL-2 the end of the encounter', () => {
  it('malifaux-1e/GL-2 once both seats have scored, the encounter ends at the time given, its seed revealed', () => {
    const t = toPlay();
    withEncounter(t, { step: 'SCORING' });
    t.run('A', 'ScoreVictoryPoints1e', { seat: 'A', lines: [] });
    const out = t.run('B', 'ScoreVictoryPoints1e', { seat: 'B', lines: [], now: '2026-11-23T02:00:00Z' });
    expect(out[out.length - 1]).toEqual({ type: 'EncounterEnded', data: { seed: 'seed', endedAt: '2026-11-23T02:00:00Z', reason: 'GL-2: the end flip ended the game and the VP are counted' } });
  });
});

describe('malifaux-1e §12, §14 guards on the core’s commands', () => {
  const guard = (t: Table1e, type: string, data: object): Refusal | undefined => refusalOf(() => guardCoreCommand1e(t.game, { type, data }));

  it('malifaux-1e/MO-10 a rallying model takes no movement action: no Walk, Charge or Jump', () => {
    const t = toPlay();
    withMorale(t, moraleModel('n1', 'B', { fleeing: true, rallying: true }));
    for (const action of ['WALK', 'CHARGE:lj', 'JUMP']) expect(guard(t, 'TakeAction', { modelId: 'n1', action })?.ruleId).toBe('malifaux-1e/MO-10');
    expect(guard(t, 'TakeAction', { modelId: 'n1', action: 'STRIKE' })).toBeUndefined();
  });

  it('malifaux-1e/HI-1 the crews reach the table after the reveal, and only the models of the hired list', () => {
    const t = toPlay();
    const hire = (models: readonly string[]): Refusal | undefined => guard(t, 'HireCrew', { seat: 'A', models: models.map((id) => ({ id })) });
    expect(hire(['lj', 'x1', 'x2'])).toEqual(refused('HI-1', '§14.8', "not on seat A's hired list: x1, x2"));
    expect(hire(['lj', 'g1'])).toBeUndefined();
    withEncounter(t, { crewsRevealed: false });
    expect(hire(['lj'])).toEqual(refused('SETUP', '§14.8', 'the crews are put on the table after they are hired and revealed (setup/crew)'));
  });

  it('malifaux-1e/GL-1 a turn begins once the setup is played, and not after the game is over', () => {
    const t = toPlay();
    expect(guard(t, 'BeginDrawPhase', {})).toBeUndefined();
    withEncounter(t, { turn: 2 });
    expect(guard(t, 'BeginDrawPhase', {})).toEqual(refused('GL-1', '§14.12', 'end turn 0 first (EndTurn1e)'));
    for (const step of ['SCORING', 'ENDED'] as const) {
      withEncounter(t, { step });
      expect(guard(t, 'BeginDrawPhase', {})).toEqual(refused('GL-1', '§14.1', 'the game is over: count the VP'));
    }
    withEncounter(t, { step: 'DEPLOY' });
    expect(guard(t, 'BeginDrawPhase', {})).toEqual(refused('SETUP', '§14.1', 'the encounter setup is at DEPLOY'));
  });
});
