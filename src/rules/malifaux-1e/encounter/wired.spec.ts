// malifaux-1e §11-§14 through the served 1E decider (index.ts): setup to the end flip on stacked decks, a spell's casting
// and resist duels on the shared duel engine, a morale duel, and what each seat may see.
import { malifaux1e } from '../index';
import { card, stacked, Table1e } from './testing/table-1e';
import { guildCrew, neverbornCrew } from './testing/encounter-game';
import type { SchemeDefinition } from './encounter-state';

const schemes: SchemeDefinition[] = [{ id: 'BODYGUARD', fr: 'Garde du corps', en: 'Bodyguard', type: 'GENERAL', selects: 1, announce: 'MAY' }];
const view = (t: Table1e, seat: 'A' | 'B') => malifaux1e.view(t.state, { role: 'seat', seat });

function setUp(pieces: object[] = [{ id: 'hut', traits: ['SOLID', 'DESTRUCTIBLE'], ht: 2, solidity: 3 }]): Table1e {
  const t = new Table1e(stacked('RAM-05', 'CROW-09', 'RAM-08', 'RAM-06', 'TOME-02', 'RAM-13'), stacked('MASK-13', 'CROW-02'));
  t.run('organiser', 'BeginEncounterSetup1e', { schemes });
  t.run('A', 'ChooseEncounterSize1e', { size: 'SCRAP', soulstones: 30 });
  t.run('A', 'ChooseFaction1e', { seat: 'A', faction: 'GUILD' });
  t.run('B', 'ChooseFaction1e', { seat: 'B', faction: 'NEVERBORN' });
  t.run('A', 'DetermineLocation1e', { mode: 'FLIP', seat: 'A' });
  t.run('A', 'FlipSpecialLocation1e', { seat: 'A' });
  t.run('A', 'RecordEncounterTerrain1e', { pieces });
  t.run('A', 'DetermineDeployment1e', { mode: 'FLIP', seat: 'A' });
  t.run('A', 'ChooseEncounterType1e', { type: 'GENERAL', seat: 'A' });
  t.run('A', 'FlipStrategy1e', { seat: 'A' });
  t.run('B', 'FlipStrategy1e', { seat: 'B' });
  t.run('A', 'SubmitCrew1e', { seat: 'A', list: guildCrew() });
  return t;
}

function toPlay(pieces?: object[]): Table1e {
  const t = setUp(pieces);
  t.run('B', 'SubmitCrew1e', { seat: 'B', list: neverbornCrew() });
  t.run('A', 'ChooseSchemes1e', { seat: 'A', schemes: [{ id: 'BODYGUARD', selects: ['g1'] }] });
  t.run('B', 'ChooseSchemes1e', { seat: 'B', schemes: [] });
  t.run('A', 'FlipDeploymentOrder1e', {});
  t.run('A', 'DeployCrew1e', { seat: 'A' });
  t.run('B', 'DeployCrew1e', { seat: 'B' });
  t.run('A', 'AnnounceSchemes1e', { seat: 'A', schemes: [] });
  t.run('B', 'AnnounceSchemes1e', { seat: 'B', schemes: [] });
  t.run('A', 'HireCrew', { seat: 'A', models: [card('lj', { station: 'MASTER', ca: 6 }), card('g1')] });
  t.run('B', 'HireCrew', { seat: 'B', models: [card('pan', { station: 'MASTER', ca: 7, characteristics: ['Living', 'Graverobber'] }), card('n1', { stats: { df: 3, wp: 2, wk: 5, cg: 7, ht: 2 } })] });
  return t;
}

describe('malifaux-1e §14 setup on the served decider', () => {
  it('flips from the seats’ own decks: W34 Ruins, LO-1 Vents cruels, W22 Standard, W35 Treasure Hunt / Slaughter; deck events come first', () => {
    const t = setUp();
    const e = t.game.ext.encounter;
    expect([e.location, e.specials, e.deployment, e.strategies.A?.id, e.strategies.B?.id]).toEqual(['RUINS', ['Vents cruels'], 'STANDARD', 'TREASURE_HUNT', 'SLAUGHTER']);
    expect(t.game.ext.terrain.pieces.map((p) => p.id)).toEqual(['hut']);
    const flipIdx = t.events.findIndex((x) => x.type === 'SetupFlipped1e');
    expect(t.events[flipIdx - 1].type).toBe('CardsDiscarded');
    expect(t.game.seats.A?.discard).toEqual(['RAM-05', 'CROW-09', 'RAM-08', 'RAM-06', 'TOME-02']);
  });
  it('malifaux-1e/PO-3 a crew list stays secret from the other seat, in the view and in the event log, until both are hired', () => {
    const t = setUp();
    expect(view(t, 'B')?.encounter.crews.A).toEqual({ hidden: true });
    const submitted = t.events.find((x) => x.type === 'CrewSubmitted1e');
    expect(JSON.stringify(malifaux1e.redactEvent(submitted!, { role: 'seat', seat: 'B' }, t.state))).not.toContain('Lady Justice');
    expect(JSON.stringify(malifaux1e.redactEvent(submitted!, { role: 'seat', seat: 'A' }, t.state))).toContain('Lady Justice');
    t.run('B', 'SubmitCrew1e', { seat: 'B', list: neverbornCrew() });
    expect(JSON.stringify(view(t, 'B')?.encounter.crews.A)).toContain('Lady Justice');
  });
  it('malifaux-1e/SC-5 a secret scheme and what it selects stay hidden from the other seat; PO-1 the pools become the seats’ soulstones', () => {
    const t = toPlay();
    expect(JSON.stringify(view(t, 'B')?.encounter.schemes.A)).not.toContain('BODYGUARD');
    expect(JSON.stringify(view(t, 'A')?.encounter.schemes.A)).toContain('BODYGUARD');
    // A: 30 − 16 = 14 + cache 2 + 2 → 8 (cap); B: 30 − 8 = 22 + 3 + 4 → 8.
    expect([t.game.seats.A?.soulstones, t.game.seats.B?.soulstones]).toEqual([8, 8]);
  });
  it('§19 malifaux-1e/HI-13 a refusal names its rule in French and English', () => {
    const message = (f: () => void): string => {
      try {
        f();
      } catch (e) {
        return (e as Error).message;
      }
      return 'accepted';
    };
    const t = setUp();
    expect(message(() => t.run('organiser', 'BeginDrawPhase', {}))).toContain('[Mise en place de la rencontre / Encounter setup]');
    const costly = { ...neverbornCrew(), models: [...neverbornCrew().models, { id: 'big', name: 'Big', station: 'MINION' as const, factions: ['NEVERBORN' as const], cost: 40 }] };
    expect(message(() => t.run('B', 'SubmitCrew1e', { seat: 'B', list: costly }))).toContain('[Recrutement des bandes / Hiring crews]');
  });
  it('malifaux-1e/HI-1 the table holds the hired list: no crew before the reveal, no model that is not on the list', () => {
    const t = setUp();
    expect(t.refused('A', 'HireCrew', { seat: 'A', models: [card('lj', { station: 'MASTER' })] })).toBe('malifaux-1e/SETUP');
    t.run('B', 'SubmitCrew1e', { seat: 'B', list: neverbornCrew() });
    expect(t.refused('A', 'HireCrew', { seat: 'A', models: [card('lj', { station: 'MASTER' }), card('stranger')] })).toBe('malifaux-1e/HI-1');
    expect(t.refused('A', 'HireCrew', { seat: 'A', models: [card('lj', { station: 'MASTER' }), card('g1')] })).toBeNull();
  });
  it('malifaux-1e/GL-1 turn 1 waits for the setup; each later turn for the end of the previous one', () => {
    const t = setUp();
    expect(t.refused('organiser', 'BeginDrawPhase', {})).toBe('malifaux-1e/SETUP');
  });
});

describe('malifaux-1e §13 hazardous terrain on the table (W11)', () => {
  const pieces = [
    { id: 'fire', traits: ['HAZARDOUS'], ht: 0, hazard: 'BURNING' },
    { id: 'pit', traits: ['HAZARDOUS'], ht: 0, hazard: 'CHASM' },
  ];
  it('malifaux-1e/TE-0 the controller flips on the profile: B’s next card is the Red Joker → severe 7 kills a 6 Wd model, and no corpse counter even with a Graverobber', () => {
    const t = toPlay(pieces);
    expect(t.run('B', 'EnterHazard1e', { modelId: 'n1', pieceId: 'fire', flies: true })).toEqual([{ type: 'HazardEntered1e', data: { modelId: 'n1', pieceId: 'fire', outcome: 'NONE', card: null, damage: 0, killed: false } }]);
    const out = t.run('B', 'EnterHazard1e', { modelId: 'n1', pieceId: 'fire' });
    expect(out.find((e) => e.type === 'HazardEntered1e')?.data).toEqual({ modelId: 'n1', pieceId: 'fire', outcome: 'DAMAGE_FLIP', card: 'RJ', damage: 7, killed: true });
    expect(t.game.models.n1.status).toBe('KILLED');
    expect(out.some((e) => e.type === 'CountersDropped')).toBe(false);
    expect(t.refused('A', 'EnterHazard1e', { modelId: 'pan', pieceId: 'fire' })).toBe('FORBIDDEN');
  });
  it('malifaux-1e/TE-0 a chasm sacrifices', () => {
    const t = toPlay(pieces);
    const out = t.run('B', 'EnterHazard1e', { modelId: 'n1', pieceId: 'pit' });
    expect(out.map((e) => e.type)).toContain('ModelWoundsChanged');
    expect(t.game.models.n1.status).toBe('KILLED');
  });
});

describe('malifaux-1e §20.2 #17 policies set with the setup reach the served slices', () => {
  it('malifaux-1e/TE-0 with destroyWhen EQUALS_OR_EXCEEDS, damage 3 destroys wood (3); by default it does not (D30)', () => {
    const attack = (policy?: object): unknown => {
      const t = new Table1e(stacked('RAM-05', 'CROW-09', 'RAM-08'), stacked());
      t.run('organiser', 'BeginEncounterSetup1e', policy ? { terrainPolicy: policy } : {});
      t.run('A', 'ChooseEncounterSize1e', { size: 'SCRAP', soulstones: 30 });
      t.run('A', 'ChooseFaction1e', { seat: 'A', faction: 'GUILD' });
      t.run('B', 'ChooseFaction1e', { seat: 'B', faction: 'NEVERBORN' });
      t.run('A', 'DetermineLocation1e', { mode: 'AGREED', seat: 'A', location: 'GREAT_TAVERN' });
      t.run('A', 'RecordEncounterTerrain1e', { pieces: [{ id: 'hut', traits: ['DESTRUCTIBLE'], ht: 2, solidity: 3 }] });
      return t.run('A', 'AttackTerrain', { pieceId: 'hut', section: 0, damage: 3 })[0].data;
    };
    expect(attack()).toMatchObject({ destroyed: false });
    expect(attack({ destroyWhen: 'EQUALS_OR_EXCEEDS' })).toMatchObject({ destroyed: true });
  });
});

describe('malifaux-1e §11-§14 played on the table', () => {
  it('a spell: AP spent, casting duel Ca → TN on the engine, the resist duel against the casting total, then six turns and the end flip', () => {
    const t = toPlay();
    t.startTurn();
    let cast = false;
    t.playActivations((id) => {
      if (id !== 'lj' || cast) return;
      cast = true;
      const spell = { name: 'Bolt', ap: 1, tn: 5, suits: [], rst: 'Df', range: 'RANGED', rg: 10 };
      const declared = t.run('A', 'DeclareSpell1e', { castingId: 'c1', casterId: 'lj', spell, targets: [{ modelId: 'n1', inLoS: true, distance: 6, friendly: false }], upFrontConditionsMet: true });
      expect(declared.map((e) => e.type).slice(0, 2)).toEqual(['ActionTaken', 'SpellDeclared1e']);
      expect(declared.some((e) => e.type === 'DuelStarted')).toBe(true);
      expect(t.game.turn.activation?.ap).toBe(1);
      t.settleDuel();
      const resolved = t.run('A', 'ResolveCasting1e', { castingId: 'c1', extraConditionsMet: true });
      const duel = t.game.duel;
      const total = duel.status === 'DUEL_RESOLVED' ? duel.outcome.totals[0].total : null;
      expect(resolved[0].data).toMatchObject({ final: total, success: (total?.value ?? 0) >= 5 });
      expect(resolved[0].data).toMatchObject({ success: true });
      expect(t.refused('A', 'StartResistDuel1e', { castingId: 'c1', modelId: 'n1' })).toBe('FORBIDDEN');
      t.run('B', 'StartResistDuel1e', { castingId: 'c1', modelId: 'n1' });
      t.settleDuel();
      const r = t.run('B', 'ResolveResist1e', { castingId: 'c1', modelId: 'n1' });
      const rd = t.game.duel;
      const resistTotal = rd.status === 'DUEL_RESOLVED' ? rd.outcome.totals[0].total.value : -1;
      expect(r[0].data).toMatchObject({ final: resistTotal, resisted: resistTotal > (total?.value ?? 0), combatTotal: (total?.value ?? 0) - resistTotal });
    });
    expect(cast).toBe(true);
    for (let turn = 1; ; turn++) {
      if (turn > 1) {
        t.startTurn();
        t.playActivations();
      }
      if (turn < 11) expect(t.refused('organiser', 'BeginDrawPhase', {})).toBe('malifaux-1e/GL-1');
      const last = t.game.ext.lastActivator!;
      const out = t.run(last, 'EndTurn1e', { turn });
      if (turn < 6) expect(out.map((e) => e.type)).toEqual(['TurnCompleted1e']);
      if (t.game.ext.encounter.step === 'SCORING') {
        expect(turn).toBeGreaterThanOrEqual(6);
        expect(out.some((e) => e.type === 'EndFlipped1e')).toBe(true);
        break;
      }
    }
    expect(t.refused('organiser', 'BeginDrawPhase', {})).toBe('malifaux-1e/GL-1');
    expect(view(t, 'B')?.encounter.schemes.A).toEqual([{ id: 'BODYGUARD', selects: ['g1'], announced: false }]);
    t.run('A', 'ScoreVictoryPoints1e', { seat: 'A', lines: [{ source: 'STRATEGY', id: 'TREASURE_HUNT', vp: 4 }, { source: 'SCHEME', id: 'BODYGUARD', vp: 2 }] });
    const end = t.run('B', 'ScoreVictoryPoints1e', { seat: 'B', lines: [{ source: 'STRATEGY', id: 'SLAUGHTER', vp: 3 }], now: '2026-11-23T02:00:00Z' });
    expect(end.map((e) => e.type)).toEqual(['VictoryPointsScored1e', 'EncounterDecided1e', 'EncounterEnded']);
    expect(t.game.status).toBe('ended');
    expect(t.game.ext.encounter.winner).toBe('A');
  });

  it('malifaux-1e/SS-6 Drain Souls gains soulstones in play, and once the game has started the pool has no maximum', () => {
    const t = toPlay();
    expect(t.game.seats.A?.soulstones).toBe(8);
    t.startTurn();
    let drained = false;
    t.playActivations((id) => {
      if (id !== 'lj' || drained) return;
      drained = true;
      t.run('A', 'DrainSouls1e', { leaderId: 'lj', sacrificed: [{ modelId: 'g1', within6: true, insignificant: false }] });
    });
    expect(drained).toBe(true);
    // 8 is the Scrap cap at the start (PO-2); the gained soulstone goes above it.
    expect(t.game.seats.A?.soulstones).toBe(9);
  });
  it('malifaux-1e/MO-5 a Terrifying check on the table, the morale duel Wp → TN on the engine; malifaux-1e/MO-2 the loser flees; malifaux-1e/DE-4 its flee move opens disengaging strikes; malifaux-1e/CB-2 the area is the card’s melee zone', () => {
    const t = toPlay();
    const lj = { id: 'lj', seat: 'A', wp: 5, wk: 4, living: false, immuneToMorale: false, terrifying: 20, flies: false };
    // CB-2: lj's card has only Bash (Rg 1): its melee zone, hence its Terrifying area (MO-6), is 1".
    expect(t.refused('A', 'RegisterMoraleModels1e', { models: [{ ...lj, meleeZones: [2] }] })).toBe('malifaux-1e/CB-2');
    t.run('A', 'RegisterMoraleModels1e', { models: [lj] });
    expect(t.game.ext.morale.models.lj?.meleeZones).toEqual([1]);
    t.run('B', 'RegisterMoraleModels1e', { models: [{ id: 'n1', seat: 'B', wp: 2, wk: 5, living: true, immuneToMorale: false, terrifying: null, flies: false }] });
    expect(t.refused('B', 'CheckTerrifying1e', { duelId: 'far', modelId: 'n1', sourceId: 'lj', moment: 'END_ACTION', distance: 1.5 })).toBe('malifaux-1e/MO-6');
    expect(t.run('B', 'CheckTerrifying1e', { duelId: 'm1', modelId: 'n1', sourceId: 'lj', moment: 'END_ACTION', distance: 1 })[0].type).toBe('MoraleDuelRequired1e');
    t.run('B', 'StartMoraleDuel1e', { duelId: 'm1' });
    t.settleDuel();
    const out = t.run('B', 'ResolveMoraleDuel1e', { duelId: 'm1' });
    const d = t.game.duel;
    const final = d.status === 'DUEL_RESOLVED' ? d.outcome.totals[0].total.value : -1;
    // Wp 2 + at most the Red Joker (14) can't reach 20: the duel is lost and the model flees.
    expect(out[0].data).toMatchObject({ final, tn: 20, won: false });
    {
      expect(out[1]).toEqual({ type: 'ModelFleeing1e', data: { modelId: 'n1', causeId: 'lj' } });
      expect(t.refused('B', 'MakeFleeMove1e', { modelId: 'n1', distance: 5, atTableEdge: false, duringOwnActivation: false })).toBe('malifaux-1e/MO-9');
      // DE-4: the flee move leaves lj's melee zone: lj may strike; declining lets the model go.
      const fled = t.run('B', 'MakeFleeMove1e', { modelId: 'n1', distance: 10, atTableEdge: false, duringOwnActivation: false, leavesEngagementOf: ['lj'] });
      expect(fled.find((e) => e.type === 'DisengageOpened')?.data).toMatchObject({ modelId: 'n1', strikers: ['lj'] });
      expect(t.refused('B', 'DisengagingStrike', { strikerId: 'lj' })).toBe('FORBIDDEN');
      t.run('A', 'DisengagingStrike', { strikerId: 'lj' });
      expect(t.game.turn.disengage).toBeNull();
    }
    // MO-10 on the table: its next activation is the rally: no Walk; MO-8: its attack duel gets a `−`; rallied at the end.
    t.startTurn();
    let rallied = false;
    t.playActivations((id) => {
      if (id !== 'n1') return;
      expect(t.game.ext.morale.models.n1).toMatchObject({ fleeing: true, rallying: true });
      expect(t.refused('B', 'TakeAction', { actionId: 'w', modelId: 'n1', action: 'WALK', facts: { moved: 1 } })).toBe('malifaux-1e/MO-10');
      const strike = t.run('B', 'TakeAction', { actionId: 's', modelId: 'n1', action: 'STRIKE', targets: ['lj'], facts: { distances: { lj: 1 } } });
      const started = strike.find((e) => e.type === 'DuelStarted');
      expect(started?.type === 'DuelStarted' ? started.data.duel.sides.find((x) => x.role === 'ATTACKER')?.net : null).toBe(-1);
      t.settleDuel();
      t.run('B', 'EndActivation', { modelId: 'n1' });
      rallied = !t.game.ext.morale.models.n1.fleeing;
    });
    expect(rallied).toBe(true);
  });
});
