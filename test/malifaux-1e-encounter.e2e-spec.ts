// A Malifaux First Edition encounter from setup to the end flip over HTTP and GraphQL (rules/malifaux-1e.md §11-§14):
// the setup tables flipped from each seat's own deck, secret crews and schemes in both seats' views and event logs,
// a spell's casting and resist duels, six turns and the 1E end flip, then the VP and the end of the encounter.
import { stacked } from '../src/rules/malifaux-1e/testing/fixtures';
import { bearer, gql, startTestApp, type TestApp } from './support/test-app';
import { seatClient } from './support/seat-client';
import { typedAsRest, typedStateAsRest } from './support/typed-events';

// A: location 5 (outdoor) + 9 (Ruins), special 8 (Vents cruels), deployment 6 (Standard), strategy 2 (Treasure Hunt), order 13.
const deckA = stacked('RAM-05', 'CROW-09', 'RAM-08', 'RAM-06', 'TOME-02', 'RAM-13');
// B: strategy 13 (Slaughter), order 2.
const deckB = stacked('MASK-13', 'CROW-02');
const lj = { id: 'lj', name: 'Lady Justice', station: 'MASTER', factions: ['GUILD'], cost: 0, cache: 2, unique: true };
const guildList = { faction: 'GUILD', leaders: ['lj'], models: [lj, { id: 'g1', name: 'Guardsman', station: 'MINION', factions: ['GUILD'], cost: 5 }] };
const nbList = { faction: 'NEVERBORN', leaders: ['pan'], models: [{ id: 'pan', name: 'Pandora', station: 'MASTER', factions: ['NEVERBORN'], cost: 0, cache: 3 }, { id: 'n1', name: 'Sorrow', station: 'MINION', factions: ['NEVERBORN'], cost: 4 }] };
const card = (id: string, station: string, ca: number | null = null) => ({
  id, name: id, station, characteristics: ['Living'], stats: { df: 4, wp: 5, wk: 4, cg: 6, ht: 2 }, wounds: 6, baseMm: 30,
  actions: ca === null ? [] : [{ name: 'Spell', ap: 1, category: 'TACTICAL', range: { kind: 'PROJECTILE', inches: 10 }, stat: { name: 'Ca', value: ca } }],
});

type Step = { turn: number; phase: string; step: string; seats: string[]; choice?: string | null };
type View = { turnStep: Step; encounter: { step: string; setupStep: Step; crews: Record<string, unknown>; schemes: Record<string, unknown>; location: string | null; specials: string[]; strategies: Record<string, { id: string }>; turn: number; winner: string | null }; seats: { soulstones: number }[]; models: { id: string; seat: string; activations: number; status: string; modifiers: Record<string, boolean> }[]; duel: { status: string; outcome?: { totals: { total: { value: number } }[] } }; duelStep: { step: string; seats: string[] }; status: string };

describe('a malifaux-1e encounter: POST /v1/encounters/:id/1e/{setup/*,spells/*,end-turn,score}', () => {
  let t: TestApp;
  let id = '';
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  const { post, view, refused } = seatClient<View>(() => t, () => id, tokens);
  const log = async (who: string): Promise<string> => JSON.stringify((await t.http.get(`/v1/encounters/${id}/events?limit=500`).set(...bearer(tokens[who])).expect(200)).body);
  /** Declines cheats, soulstone cards and triggers until the duel resolves. */
  const settle = async () => {
    for (let i = 0; i < 12; i++) {
      const d = (await view('A')).duelStep;
      const by = d.seats[0];
      if (d.step === 'CHEAT') await post(by, 'duels/decline-cheat', {});
      else if (d.step === 'SOULSTONE_CARD') await post(by, 'duels/decline-soulstone-card', {});
      else if (d.step === 'DECLARE_TRIGGER') await post(by, 'duels/pass-trigger', {});
      else return;
    }
  };
  /** One turn of the core engine: draws, initiative, every model activates (`act` may act), the Closing Phase. */
  const playTurn = async (act: (modelId: string) => Promise<void> = async () => undefined) => {
    for (let i = 0; i < 40; i++) {
      const v = await view('A');
      const s = v.turnStep;
      const seat = s.seats[0];
      if (s.step === 'BEGIN_DRAW_PHASE' && i > 0) return;
      if (s.step === 'BEGIN_DRAW_PHASE') await post('A', 'draw-phase', {});
      else if (s.step === 'DRAW') await post(seat, `decks/${seat}/refill`, {});
      else if (s.step === 'FLIP_INITIATIVE') await post('A', 'initiative', {});
      else if (s.step === 'INITIATIVE_REFLIP') await post(seat, 'initiative/reflip', { reflip: false });
      else if (s.step === 'ACTIVATE') {
        const m = v.models.find((x) => x.seat === seat && x.status === 'IN_PLAY' && x.activations === 0)!;
        await post(seat, 'activations', { modelId: m.id });
        await act(m.id);
        await post(seat, 'activations/end', { modelId: m.id });
      } else if (s.step === 'RESOLVE_CLOSING_PHASE') {
        await post('A', 'closing-phase', {});
        return;
      } else throw new Error(`unexpected step ${s.step}`);
    }
  };

  it('creates the encounter and begins the setup (organiser: policies and scheme texts, SC-2)', async () => {
    const res = await t.http.post('/v1/encounters').send({ ruleset: 'malifaux-1e', players: [{ name: 'Ann' }, { name: 'Bob' }], malifaux1e: { size: 'SCRAP', options: { autoDeclineCuts: true } }, stackedDecks: [deckA, deckB] }).expect(201);
    id = res.body.encounterId;
    tokens.A = res.body.seats[0].token;
    tokens.B = res.body.seats[1].token;
    tokens.O = res.body.organiserToken;
    await refused('A', '1e/setup', { policy: { allowStrategyReflip: false } }, 'malifaux-1e/SETUP');
    const bad = await post('O', '1e/setup', { schemes: [{ id: 'X', fr: 'x', en: 'x', type: 'SECRET', selects: 0, announce: 'MAY' }] }, 400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    // §14.7 / SC-2: the organiser supplies the texts the seed lacks, their VP as data (conditions that must all be met).
    await post('O', '1e/setup', {
      schemes: [{ id: 'BODYGUARD', fr: 'Garde du corps', en: 'Bodyguard', type: 'GENERAL', selects: 1, announce: 'MAY', awards: [{ vp: 2, conditions: ['selected model alive'] }] }],
      strategies: [{ id: 'TREASURE_HUNT', awards: [{ vp: 4, conditions: ['holds the treasure', 'in own deployment zone'] }] }],
    });
    await refused('O', 'draw-phase', {}, 'malifaux-1e/SETUP');
  });

  it('§14.2-§14.7: size, factions, location (W34), LO-1 special, TE-0 terrain, deployment (W22), strategies (W35) flipped from the seats’ decks', async () => {
    await post('A', '1e/setup/size', { size: 'SCRAP', soulstones: 30 });
    const org = await post('O', '1e/setup/faction', { faction: 'GUILD' }, 403);
    expect(org.body.code).toBe('FORBIDDEN');
    await post('A', '1e/setup/faction', { faction: 'GUILD' });
    const bad = await post('B', '1e/setup/faction', { faction: 'TEN_THUNDERS' }, 400);
    expect(bad.body.errors[0].field).toContain('faction');
    await post('B', '1e/setup/faction', { faction: 'NEVERBORN' });
    await post('A', '1e/setup/location', { mode: 'FLIP' });
    await post('A', '1e/setup/special', {});
    await refused('A', '1e/setup/terrain', { pieces: [{ id: 'w', traits: ['DESTRUCTIBLE'], ht: 2 }] }, 'malifaux-1e/TE-0');
    await post('A', '1e/setup/terrain', { pieces: [{ id: 'hut', traits: ['SOLID', 'DESTRUCTIBLE'], ht: 2, solidity: 3 }, { id: 'fire', traits: ['HAZARDOUS'], ht: 0, hazard: 'BURNING' }, { id: 'door', traits: ['SOLID', 'DESTRUCTIBLE'], ht: 2, solidity: 10 }] });
    await post('A', '1e/setup/deployment', { mode: 'FLIP' });
    await post('A', '1e/setup/encounter-type', { type: 'GENERAL' });
    await post('A', '1e/setup/strategy', {});
    const s = await post('B', '1e/setup/strategy', {});
    const e = (s.body.state as View).encounter;
    expect([e.location, e.specials, e.strategies.A.id, e.strategies.B.id, e.setupStep.step]).toEqual(['RUINS', ['Vents cruels'], 'TREASURE_HUNT', 'SLAUGHTER', 'HIRE_CREWS']);
    const [a, b] = [await view('A'), await view('B')];
    expect(a.encounter.setupStep).toEqual(b.encounter.setupStep);
  });

  it('malifaux-1e/HI-13 malifaux-1e/PO-3 the crew lists stay secret until both are hired; malifaux-1e/SC-4 malifaux-1e/PO-1 schemes are secret, the pools become soulstones', async () => {
    await refused('A', '1e/setup/crew', { ...guildList, models: [lj, { id: 'g1', name: 'Guardsman', station: 'MINION', factions: ['GUILD'], cost: 16 }, { id: 'g2', name: 'Guardsman', station: 'MINION', factions: ['GUILD'], cost: 15 }] }, 'malifaux-1e/HI-13');
    await post('A', '1e/setup/crew', guildList);
    expect((await view('B')).encounter.crews.A).toEqual({ hidden: true });
    expect(await log('B')).not.toContain('Lady Justice');
    expect(await log('A')).toContain('Lady Justice');
    const q = `query($id: ID!) { encounter(id: $id) { state { ... on Malifaux1eState { encounter { step setupStep { step seats choice } crews { A { hidden list { faction } } B { hidden } } } } } } }`;
    const g = await gql(t, tokens.B, q, { id });
    expect(g.errors).toBeUndefined();
    expect((g.data!.encounter as { state: { encounter: unknown } }).state.encounter).toEqual({ step: 'HIRE_CREWS', setupStep: { step: 'HIRE_CREWS', seats: ['B'], choice: null }, crews: { A: { hidden: true, list: null }, B: null } });
    await post('B', '1e/setup/crew', nbList);
    expect(JSON.stringify((await view('B')).encounter.crews.A)).toContain('Lady Justice');
    await post('A', '1e/setup/schemes', { schemes: [{ id: 'BODYGUARD', selects: ['g1'] }] });
    await post('B', '1e/setup/schemes', { schemes: [] });
    expect(JSON.stringify((await view('B')).encounter.schemes.A)).not.toContain('BODYGUARD');
    // The scheme catalogue is public (EncounterSetupBegun1e); A's choice is not: B's log shows only its count.
    const chosen = JSON.parse(await log('B')).events.find((e: { type: string; data: { seat: string } }) => e.type === 'SchemesChosen1e' && e.data.seat === 'A');
    expect(chosen).toMatchObject({ data: { seat: 'A', count: 1 }, redacted: true });
    expect(JSON.stringify(chosen)).not.toContain('BODYGUARD');
    expect(JSON.stringify((await view('A')).encounter.schemes.A)).toContain('BODYGUARD');
    // A: 30 − 5 = 25 + cache 2 + 2 → capped at 8 (PO-2); B: 26 + 3 + 4 → 8.
    expect((await view('A')).seats.map((x) => x.soulstones)).toEqual([8, 8]);
  });

  it('issue 12: the log is typed in both contracts while the schemes are secret: each seat’s typed payloads are its REST data, the other’s schemes absent', async () => {
    const seen = new Set<string>();
    const asB = await typedAsRest(t, 'malifaux-1e', id, tokens.B, seen);
    expect(asB.find((e) => e.type === 'SchemesChosen1e' && e.payload.seat === 'A')?.payload).toMatchObject({ schemes: null, count: 1 });
    await typedAsRest(t, 'malifaux-1e', id, tokens.A, seen);
    await typedAsRest(t, 'malifaux-1e', id, tokens.O, seen);
    expect(seen.has('UntypedEventData')).toBe(false);
    const stateB = await typedStateAsRest(t, 'Malifaux1eState', id, tokens.B);
    expect((stateB.encounter as { schemes: Record<string, unknown> }).schemes.A).toMatchObject({ hidden: true, count: 1 });
  });

  it('§14.11 deployment order, deployment and announcement (SC-5); then turn 1', async () => {
    await post('B', '1e/setup/deployment-order', {});
    await refused('B', '1e/setup/deploy', {}, 'malifaux-1e/SETUP');
    await post('A', '1e/setup/deploy', {});
    await post('B', '1e/setup/deploy', {});
    await refused('B', '1e/setup/announce', { schemes: [] }, 'malifaux-1e/SC-5');
    await post('A', '1e/setup/announce', { schemes: [] });
    const r = await post('B', '1e/setup/announce', { schemes: [] });
    expect(r.body.state.encounter).toMatchObject({ step: 'PLAYING', turn: 1 });
    await post('A', 'crews', { models: [card('lj', 'MASTER', 6), card('g1', 'MINION')] });
    await post('B', 'crews', { models: [card('pan', 'MASTER', 7), card('n1', 'MINION')] });
  });

  it('malifaux-1e/MG-3 a spell on the table: AP spent, casting duel Ca → TN on the duel engine, then the resist duel (MG-1, D16)', async () => {
    let casted = false;
    await playTurn(async (modelId) => {
      if (modelId !== 'lj') return;
      const spell = { name: 'Bolt', ap: 1, tn: 5, suits: [], rst: 'Df', range: 'RANGED', rg: 10 };
      await refused('A', '1e/spells', { casterId: 'g1', spell, targets: [{ modelId: 'n1', inLoS: true, distance: 4 }] }, 'malifaux-1e/MG-3');
      const declared = await post('A', '1e/spells', { casterId: 'lj', spell, targets: [{ modelId: 'n1', inLoS: true, distance: 4 }] });
      const types = declared.body.events.map((e: { type: string }) => e.type);
      expect(types.slice(0, 2)).toEqual(['ActionTaken', 'SpellDeclared1e']);
      expect(types).toContain('DuelStarted');
      const castingId = declared.body.events[1].data.castingId;
      await settle();
      const cast = await post('A', '1e/spells/casting', { castingId });
      const total = (cast.body.state as View).duel.outcome!.totals[0].total.value;
      expect(cast.body.events[0].data).toMatchObject({ success: total >= 5 });
      if (total < 5) return;
      await post('A', '1e/spells/resist', { castingId, modelId: 'n1' }, 403);
      await post('B', '1e/spells/resist', { castingId, modelId: 'n1' });
      await settle();
      const res = await post('B', '1e/spells/resisted', { castingId, modelId: 'n1' });
      const resist = (res.body.state as View).duel.outcome!.totals[0].total.value;
      expect(res.body.events[0].data).toMatchObject({ final: resist, resisted: resist > total, combatTotal: total - resist });
      casted = true;
    });
    expect(casted).toBe(true);
  });

  it('malifaux-1e/MO-5 malifaux-1e/MO-2 Terrifying, the morale duel on the engine, the flee move (MO-9) and malifaux-1e/DE-4 its disengaging strikes; malifaux-1e/CB-2 the card’s melee zone; malifaux-1e/TE-0 burning terrain (W11) and a destructible hut; malifaux-1e/SU-1 malifaux-1e/TF-1', async () => {
    // malifaux-1e/CB-2: lj's card has only Bash, so its melee zone is 1", not the declared 2.
    await refused('A', '1e/morale/models', { models: [{ id: 'lj', wp: 5, wk: 4, terrifying: 20, meleeZone: 2 }] }, 'malifaux-1e/CB-2');
    await post('A', '1e/morale/models', { models: [{ id: 'lj', wp: 5, wk: 4, terrifying: 20 }] });
    await post('A', '1e/morale/models', { models: [{ id: 'n1', wp: 2, wk: 5, living: true }] }, 422);
    await post('B', '1e/morale/models', { models: [{ id: 'n1', wp: 2, wk: 5, living: true }] });
    await refused('B', '1e/morale/terrifying', { modelId: 'n1', sourceId: 'lj', moment: 'END_ACTION', distance: 3 }, 'malifaux-1e/MO-6');
    const check = await post('B', '1e/morale/terrifying', { modelId: 'n1', sourceId: 'lj', moment: 'END_ACTION', distance: 1 });
    const duelId = check.body.events[0].data.duelId;
    await post('A', '1e/morale/duels/start', { duelId }, 403);
    await post('B', '1e/morale/duels/start', { duelId });
    await settle();
    const lost = await post('B', '1e/morale/duels/resolve', { duelId });
    expect(lost.body.events.map((e: { type: string }) => e.type)).toEqual(['MoraleDuelResolved1e', 'ModelFleeing1e']);
    await refused('B', '1e/morale/flee-move', { modelId: 'n1', distance: 5 }, 'malifaux-1e/MO-9');
    // malifaux-1e/DE-4: the flee move leaves lj's melee zone; A may strike, and lets it go.
    await post('B', '1e/morale/flee-move', { modelId: 'n1', distance: 10, leavesEngagementOf: [7] }, 400);
    const fled = await post('B', '1e/morale/flee-move', { modelId: 'n1', distance: 10, leavesEngagementOf: ['lj'] });
    expect(fled.body.events.find((e: { type: string }) => e.type === 'DisengageOpened').data).toMatchObject({ modelId: 'n1', strikers: ['lj'] });
    await post('A', 'actions/disengaging-strike', { strikerId: 'lj' });
    expect((await view('A')).models.length).toBe(4);
    await post('A', '1e/terrain/hazard', { modelId: 'n1', pieceId: 'fire' }, 403);
    const burnt = await post('B', '1e/terrain/hazard', { modelId: 'n1', pieceId: 'fire' });
    const entered = burnt.body.events.find((e: { type: string }) => e.type === 'HazardEntered1e');
    expect(entered.data).toMatchObject({ outcome: 'DAMAGE_FLIP' });
    expect([0, 2, 4, 7]).toContain(entered.data.damage);
    const hit = await post('A', '1e/terrain/attack', { pieceId: 'hut', section: 0, damage: 4 });
    expect(hit.body.events[0].data).toMatchObject({ destroyed: true, solidity: 3 });
    // §13: with the attacker named, the server makes the damage flip (Bash 1/2/3 here) against the metal door (10).
    await refused('A', '1e/terrain/attack', { pieceId: 'door', section: 0, modelId: 'lj', damage: 11 }, 'malifaux-1e/TE-0');
    await post('B', '1e/terrain/attack', { pieceId: 'door', section: 0, modelId: 'lj' }, 403);
    const flipped = await post('A', '1e/terrain/attack', { pieceId: 'door', section: 0, modelId: 'lj' });
    expect(flipped.body.events.map((e: { type: string }) => e.type)).toEqual(expect.arrayContaining(['CardsFlipped', 'TerrainSectionDamaged']));
    expect(flipped.body.events.find((e: { type: string }) => e.type === 'TerrainSectionDamaged').data).toMatchObject({ pieceId: 'door', solidity: 10, destroyed: false });
    await refused('A', '1e/summon', { summonerId: 'lj', modelId: 'z', name: 'Zombie', inPlaySameName: 0 }, 'malifaux-1e/SU-1');
    const summoned = await post('A', '1e/summon', { summonerId: 'lj', modelId: 'z', name: 'Zombie', inPlaySameName: 0, completelyWithin6: true, card: card('z', 'MINION') });
    expect(summoned.body.events[0].data).toMatchObject({ gainsSlow: true, cost: 'I' });
    // SU-2: the summoned model is on the table with Slow, in both seats' views.
    for (const who of ['A', 'B']) expect((await view(who)).models.find((m) => m.id === 'z')).toMatchObject({ seat: 'A', modifiers: { slow: true } });
    const cancelled = await post('B', '1e/transform', { modelId: 'pan', original: 'Pandora', into: 'Doppelganger', wounds: 6 });
    expect(cancelled.body.events[0].type).toBe('TransformationCancelled1e');
    // TF-2 / TF-3: with the new profile's card, the model on the table takes it; the wounds suffered carry over.
    const panOf = async (who: string) => ((await view(who)).models as unknown as { id: string; wounds: number; stats: { wd: number } }[]).find((m) => m.id === 'pan')!;
    const pan = await panOf('A');
    const into = await post('B', '1e/transform', { modelId: 'pan', original: 'Pandora', into: 'Doppelganger', wounds: 0, fits: true, card: { ...card('pan', 'MASTER'), wounds: 12 } });
    expect(into.body.events.map((e: { type: string }) => e.type)).toEqual(['ModelTransformed1e', 'ModelProfileChanged1e']);
    expect(await panOf('A')).toMatchObject({ wounds: 12 - (pan.stats.wd - pan.wounds) });
    await post('B', '1e/transform/end', { modelId: 'pan', wounds: 0 });
    expect(await panOf('B')).toMatchObject({ wounds: pan.wounds });
  });

  it('malifaux-1e/GEN-7 malifaux-1e/GEN-6 a rule dispute: both flip, the winner’s reading is the ruling, and the same topic is not flipped for again', async () => {
    const readings = [{ seat: 'A', reading: 'The fence gives cover' }, { seat: 'B', reading: 'No cover' }];
    await post('A', '1e/rule-disputes', { topic: 'Cover behind the fence', readings: [{ seat: 'A', reading: '' }] }, 400);
    const settled = await post('A', '1e/rule-disputes', { topic: 'Cover behind the fence', readings });
    const e = settled.body.events.find((x: { type: string }) => x.type === 'RuleDisputeSettled1e');
    expect(e.data.ruling).toBe(readings.find((x) => x.seat === e.data.winner)?.reading);
    expect((await view('B')) as unknown as { precedents: unknown[] }).toMatchObject({ precedents: [{ topic: 'Cover behind the fence', winner: e.data.winner }] });
    await refused('B', '1e/rule-disputes', { topic: 'cover behind the fence', readings }, 'malifaux-1e/GEN-7');
    const g = await gql(t, tokens.B, `mutation($id: ID!, $input: M1eRuleDisputeInput!) { m1eSettleRuleDispute(id: $id, input: $input) { events { type } } }`, { id, input: { topic: 'Falling off the ladder', readings } });
    expect(g.errors).toBeUndefined();
    expect(JSON.stringify(g.data)).toContain('RuleDisputeSettled1e');
    // GEN-6: a model's own « ne peut pas » beats a general « peut »: no flip.
    const ranked = await post('B', '1e/rule-disputes', {
      topic: 'Pushing a model that cannot be moved',
      readings: [{ seat: 'A', reading: 'It moves', source: 'GENERAL', wording: 'CAN' }, { seat: 'B', reading: 'It stays', source: 'MODEL', wording: 'CANNOT' }],
    });
    expect(ranked.body.events).toEqual([expect.objectContaining({ type: 'RuleDisputeSettled1e', data: expect.objectContaining({ winner: 'B', rounds: [], rankedBy: 'GEN-6', ruling: 'It stays' }) })]);
    await post('B', '1e/rule-disputes', { topic: 'x', readings: [{ seat: 'A', reading: 'a', wording: 'PERHAPS' }, { seat: 'B', reading: 'b' }] }, 400);
  });

  it('malifaux-1e/GL-1 six turns, then the last activator’s end flip; a turn may not start before the previous one ended', async () => {
    for (let turn = 1; turn <= 11; turn++) {
      if (turn > 1) await playTurn();
      await refused('O', 'draw-phase', {}, 'malifaux-1e/GL-1');
      const r = await post('O', '1e/end-turn', { turn });
      const types = r.body.events.map((e: { type: string }) => e.type);
      if (turn < 6) expect(types).toEqual(['TurnCompleted1e']);
      else expect(types).toContain('EndFlipped1e');
      if ((r.body.state as View).encounter.step === 'SCORING') break;
    }
    const [a, b] = [await view('A'), await view('B')];
    expect(a.encounter.step).toBe('SCORING');
    // GL-2: at the end every secret scheme is revealed.
    expect(JSON.stringify(b.encounter.schemes.A)).toContain('BODYGUARD');
  });

  it('malifaux-1e/GL-2 malifaux-1e/SC-2 the VP (computed from the supplied texts’ conditions, declared where they are MISSING), capped; the winner; the encounter ends and reveals everything', async () => {
    await refused('A', '1e/score', { lines: [{ source: 'STRATEGY', id: 'SLAUGHTER', vp: 4 }] }, 'malifaux-1e/GL-2');
    await refused('A', '1e/score', { lines: [{ source: 'STRATEGY', id: 'TREASURE_HUNT', met: ['found a dragon'] }] }, 'malifaux-1e/GL-2');
    await refused('A', '1e/score', { lines: [{ source: 'STRATEGY', id: 'TREASURE_HUNT', vp: 4, met: ['holds the treasure'] }] }, 'malifaux-1e/SC-2');
    const scored = await post('A', '1e/score', { lines: [{ source: 'STRATEGY', id: 'TREASURE_HUNT', met: ['holds the treasure', 'in own deployment zone'] }, { source: 'SCHEME', id: 'BODYGUARD', met: ['selected model alive'] }] });
    expect(scored.body.events[0].data).toMatchObject({ lines: [{ id: 'TREASURE_HUNT', vp: 4 }, { id: 'BODYGUARD', vp: 2 }], capped: 6 });
    const g = await gql(t, tokens.B, `mutation($id: ID!, $input: M1eScoreInput!) { m1eScore(id: $id, input: $input) { events { type } } }`, { id, input: { lines: [{ source: 'STRATEGY', id: 'SLAUGHTER', vp: 3 }] } });
    expect(g.errors).toBeUndefined();
    expect((g.data!.m1eScore as { events: { type: string }[] }).events.map((e) => e.type)).toEqual(['VictoryPointsScored1e', 'EncounterDecided1e', 'EncounterEnded']);
    const v = await view('B');
    expect(v.status).toBe('ended');
    expect(v.encounter.winner).toBe('A');
  });

  it('issue 12: after the end every typed payload is its REST data, for each seat and the organiser', async () => {
    const seen = new Set<string>();
    for (const who of ['A', 'B', 'O']) await typedAsRest(t, 'malifaux-1e', id, tokens[who], seen);
    expect(seen.has('UntypedEventData')).toBe(false);
    expect(seen.size).toBeGreaterThan(40);
  });

  it('issue 12: the state is typed in both contracts: every GraphQL field of Malifaux1eState is the REST state’s, for each viewer', async () => {
    for (const who of ['A', 'B', 'O']) {
      const state = await typedStateAsRest(t, 'Malifaux1eState', id, tokens[who]);
      // Maps by id are entry lists in GraphQL (the comparison above turned the REST maps into entries).
      const models = (state.morale as { models: { key: string; value: { id: string } }[] }).models;
      expect(models.length).toBeGreaterThan(0);
      for (const m of models) expect(m.value.id).toBe(m.key);
    }
  });
});
