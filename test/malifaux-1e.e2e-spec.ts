// A Malifaux First Edition encounter over HTTP and GraphQL (rules/malifaux-1e.md §5-§10): decks, the Draw Phase with the
// Scrap hand size, the initiative inside the Activation Phase, an attack whose duel uses the 1E soulstone card, the
// damage flip under the combat total, the Closing Phase reshuffle and the next turn; both seats' views after each step.
import { stacked } from '../src/rules/malifaux-1e/testing/fixtures';
import { bearer, gql, startTestApp, type TestApp } from './support/test-app';
import { seatClient } from './support/seat-client';
import { typedAsRest, typedStateAsRest } from './support/typed-events';

const sword = { name: 'Sword', ap: 1, category: 'ATTACK', range: { kind: 'CLOSE', inches: 1 }, stat: { name: 'Ml', value: 6 }, damage: { weak: 2, moderate: 3, severe: 5 } };
const model = (id: string, over: object = {}) => ({ id, name: id, station: 'MINION', characteristics: ['Living'], stats: { df: 4, wp: 5, wk: 5, cg: 7, ht: 2 }, wounds: 6, baseMm: 30, actions: [sword], ...over });

// A: six cards for the hand, initiative 12, duel flip TOME-05, soulstone card MASK-06, damage flips TOME-11 and RAM-08.
const deckA = stacked('RAM-02', 'RAM-03', 'RAM-04', 'CROW-02', 'CROW-03', 'CROW-04', 'MASK-12', 'TOME-05', 'MASK-06', 'TOME-11', 'RAM-08');
// B: six cards for the hand, initiative 7, defense flip RAM-10.
const deckB = stacked('TOME-02', 'TOME-03', 'TOME-04', 'MASK-02', 'MASK-03', 'MASK-04', 'RAM-07', 'RAM-10');

type Seat = { seat: string; hand: string[] | null; handCount: number; soulstones: number; deckCount: number; discardCount: number };
type View = { ruleset: string; turnStep: { turn: number; phase: string; step: string; seats: string[]; modelId: string | null; ap: number | null }; duelStep: { step: string; seats: string[]; role: string | null }; seats: Seat[]; models: { id: string; wounds: number; activations: number; modifiers: Record<string, boolean> }[]; duel: { status: string; outcome?: { combatTotal: number; totals: { role: string; total: { value: number; suits: string[] } }[] } } };

describe('a malifaux-1e encounter: POST /v1/encounters/:id/{decks,draw-phase,initiative,activations,actions,duels,closing-phase}', () => {
  let t: TestApp;
  let id = '';
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  const { post, view, refused: refusedAs } = seatClient<View>(() => t, () => id, tokens);
  const refused = async (seat: string, path: string, body: object, ruleId: string) => {
    const r = await refusedAs(seat, path, body, ruleId);
    // §19: the French and English names of the rule, beside each other.
    expect(r.body.detail).toMatch(/\[[^/\]]+ \/ [^\]]+\]$/);
    return r;
  };
  /** Each seat sees its own hand and not the other's. */
  const checkViews = async (): Promise<[View, View]> => {
    const [a, b] = [await view('A'), await view('B')];
    expect(a.seats[0].hand?.length).toBe(a.seats[0].handCount);
    expect(a.seats[1].hand).toBeNull();
    expect(b.seats[1].hand?.length).toBe(b.seats[1].handCount);
    expect(b.seats[0].hand).toBeNull();
    expect(a.turnStep).toEqual(b.turnStep);
    return [a, b];
  };

  it('creates the encounter: malifaux-1e/FD-1 own decks, malifaux-1e/FD-12 a cut offered unless the table skips it', async () => {
    const bad = await t.http.post('/v1/encounters').send({ ruleset: 'malifaux-1e', players: [{ name: 'Ann' }, { name: 'Bob' }], malifaux1e: { size: 'HUGE' } }).expect(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    const res = await t.http
      .post('/v1/encounters')
      .send({ ruleset: 'malifaux-1e', players: [{ name: 'Ann', soulstones: 3 }, { name: 'Bob', soulstones: 2 }], malifaux1e: { size: 'SCRAP', options: { autoDeclineCuts: true } }, stackedDecks: [deckA, deckB] })
      .expect(201);
    id = res.body.encounterId;
    tokens.A = res.body.seats[0].token;
    tokens.B = res.body.seats[1].token;
    const [a] = await checkViews();
    expect(a).toMatchObject({ ruleset: 'malifaux-1e', turnStep: { step: 'BEGIN_DRAW_PHASE' } });
    expect(a.seats.map((s) => s.deckCount)).toEqual([54, 54]);
  });

  it('hires the crews (§3.1): a station 1E does not have is refused', async () => {
    await refused('A', 'crews', { models: [model('x', { station: 'ENFORCER' })] }, 'malifaux-1e/CT-2');
    await post('A', 'crews', { models: [model('lady', { station: 'MASTER', wounds: 8 })] });
    await post('B', 'crews', { models: [model('guard')] });
  });

  it('malifaux-1e/TU-D2 malifaux-1e/TU-D3 malifaux-1e/FD-8 the Draw Phase draws a Scrap hand of 6, no soulstone draw (§18)', async () => {
    await post('B', 'draw-phase', {});
    const noStone = await refused('A', 'decks/A/refill', { useSoulstone: true }, 'malifaux-1e/TU-D2');
    expect(noStone.body.detail).toContain('[Le tour / The turn]');
    const a = await post('A', 'decks/A/refill', {});
    expect(a.body.state.seats[0].hand).toEqual(['RAM-02', 'RAM-03', 'RAM-04', 'CROW-02', 'CROW-03', 'CROW-04']);
    // B's view and the event log never show A's hand.
    const log = await t.http.get(`/v1/encounters/${id}/events`).set(...bearer(tokens.B)).expect(200);
    expect(JSON.stringify(log.body)).not.toContain('CROW-04');
    await post('B', 'decks/B/refill', { discard: [] });
    const [va] = await checkViews();
    expect(va.seats.map((s) => s.handCount)).toEqual([6, 6]);
    expect(va.turnStep).toMatchObject({ phase: 'ACTIVATION', step: 'FLIP_INITIATIVE' });
  });

  it('the initiative is step B of the Activation Phase: the lower card may reflip first, the highest activates first, nobody chooses (malifaux-1e/TU-A1, malifaux-1e/SS-5)', async () => {
    const flipped = await post('A', 'initiative', {});
    expect(flipped.body.state.turn.initiative).toMatchObject({ cards: { A: 'MASK-12', B: 'RAM-07' }, window: ['B', 'A'] });
    await refused('A', 'initiative/reflip', { reflip: false }, 'malifaux-1e/SS-5');
    await post('B', 'initiative/reflip', { reflip: false });
    const set = await post('A', 'initiative/reflip', { reflip: false });
    expect(set.body.state.turn.activationOrder).toEqual(['A', 'B']);
    await refused('A', 'initiative/first-player', { firstPlayer: 'B' }, 'malifaux-1e/TU-A1');
    const [a] = await checkViews();
    expect(a.turnStep).toMatchObject({ step: 'ACTIVATE', seats: ['A'] });
  });

  it('malifaux-1e/AP-1 a Master has 2 AP; malifaux-1e/SS-4 the attack duel adds a soulstone card after the cheat window; malifaux-1e/CB-7 the combat total puts − on the damage flip', async () => {
    await refused('B', 'activations', { modelId: 'guard' }, 'malifaux-1e/TU-A1');
    const act = await post('A', 'activations', { modelId: 'lady' });
    expect(act.body.state.turnStep).toMatchObject({ step: 'ACT', modelId: 'lady', ap: 2 });
    const strike = await post('A', 'actions', { modelId: 'lady', action: 'STRIKE:Sword', targets: ['guard'], facts: { distances: [{ modelId: 'guard', inches: 1 }] } });
    // Starting totals: A 6 + TOME 5 = 11, B 4 + RAM 10 = 14: A would lose and changes first: cheat, then the soulstone.
    expect(strike.body.state.duelStep).toMatchObject({ step: 'CHEAT', role: 'ATTACKER', seats: ['A'] });
    // 2E's pre-flip soulstone declaration does not exist in 1E.
    await refused('A', 'duels/soulstones', { fateModifiers: 1, suits: [] }, 'malifaux-1e/SS-4');
    await post('A', 'duels/decline-cheat', {});
    const stone = await post('A', 'duels/soulstone-card', {});
    expect(stone.body.events.map((e: { type: string }) => e.type)).toEqual(expect.arrayContaining(['SoulstonesSpent', 'SoulstoneCardFlipped']));
    expect(stone.body.state.duelStep).toMatchObject({ step: 'CHEAT', role: 'DEFENDER', seats: ['B'] });
    const done = await post('B', 'duels/decline-cheat', {});
    // The guard is a Minion: no Use Soulstone; no trigger: the duel resolves. A: 11 + MASK 6 = 17 vs 14 → hit, combat total 3.
    const v = done.body.state as View;
    expect(v.duel.status).toBe('DUEL_RESOLVED');
    expect(v.duel.outcome).toMatchObject({ combatTotal: 3 });
    expect(v.duel.outcome?.totals[0].total).toEqual({ value: 17, suits: ['TOME', 'MASK'] });
    expect(v.seats[0].soulstones).toBe(2);
    const damage = await post('A', 'duels/damage', {});
    expect(damage.body.state.duelStep).toMatchObject({ step: 'FLIP', stage: 'DAMAGE', seats: ['A'] });
    const flipped = await post('A', 'duels/flip', {});
    // `−`: two cards, the lowest kept (RAM-08, moderate 3), no cheating: the guard goes from 6 to 3.
    const resolved = flipped.body.events.find((e: { type: string }) => e.type === 'DamageResolved');
    expect(resolved.data.result).toMatchObject({ band: 'MODERATE', wounds: 3, woundsAfter: 3 });
    const [a, b] = await checkViews();
    expect(a.models.find((m) => m.id === 'guard')?.wounds).toBe(3);
    expect(b.models.find((m) => m.id === 'guard')?.wounds).toBe(3);
  });

  it('activations alternate (malifaux-1e/TU-A1, malifaux-1e/AP-5), then the Closing Phase shuffles every discard pile in (malifaux-1e/FD-13)', async () => {
    await post('A', 'activations/end', { modelId: 'lady' });
    await post('B', 'activations', { modelId: 'guard' });
    await post('B', 'actions', { modelId: 'guard', action: 'DEFENSIVE_STANCE' });
    const ended = await post('B', 'activations/end', { modelId: 'guard' });
    expect(ended.body.state.turnStep).toMatchObject({ phase: 'CLOSING', step: 'RESOLVE_CLOSING_PHASE' });
    const before = await view('A');
    expect(before.seats[0].discardCount).toBeGreaterThan(0);
    const g = await gql(t, tokens.B, `mutation($id: ID!) { resolveClosingPhase(id: $id) { events { type } state { ... on Malifaux1eState { turnStep { phase step } seats { seat hand discardCount deckCount handCount } models { id modifiers { defensive } } } } } }`, { id });
    expect(g.errors).toBeUndefined();
    const r = g.data!.resolveClosingPhase as { events: { type: string }[]; state: { turnStep: { step: string }; seats: { seat: string; hand: string[] | null; discardCount: number; deckCount: number; handCount: number }[]; models: { id: string; modifiers: { defensive: boolean } }[] } };
    expect(r.events.filter((e) => e.type === 'DeckShuffled')).toHaveLength(2);
    expect(r.state.seats.map((s) => s.discardCount)).toEqual([0, 0]);
    expect(r.state.seats.map((s) => s.deckCount + s.handCount)).toEqual([54, 54]);
    expect(r.state.seats[0].hand).toBeNull();
    expect(r.state.seats[1].hand).toHaveLength(6);
    expect(r.state.models.find((m) => m.id === 'guard')?.modifiers.defensive).toBe(false);
    expect(r.state.turnStep.step).toBe('BEGIN_DRAW_PHASE');
    await checkViews();
  });

  it('turn 2: the Draw Phase follows the last activation order and allows discards (malifaux-1e/TU-D1); a 2E-only route is a 400', async () => {
    await post('A', 'draw-phase', {});
    await refused('B', 'decks/B/refill', {}, 'malifaux-1e/TU-D2');
    const a = await post('A', 'decks/A/refill', { discard: ['RAM-02', 'RAM-03'] });
    expect(a.body.state.seats[0].handCount).toBe(6);
    const horror = await post('A', 'duels/horror', { model: { modelId: 'lady', seat: 'A', station: 'MASTER', stat: { name: 'Wp', value: 5 }, wounds: 8, maxWounds: 8 }, tn: 12, sourceModelId: 'guard' }, 400);
    expect(horror.body.code).toBe('VALIDATION_FAILED');
    const q = await gql(t, tokens.A, `query($id: ID!) { encounter(id: $id) { state { ... on Malifaux1eState { ruleset maxHandSize turnStep { turn step seats } seats { seat hand } } } } }`, { id });
    expect(q.errors).toBeUndefined();
    const s = (q.data!.encounter as { state: { ruleset: string; maxHandSize: number; turnStep: { turn: number; step: string; seats: string[] }; seats: { hand: string[] | null }[] } }).state;
    expect(s).toMatchObject({ ruleset: 'malifaux-1e', maxHandSize: 6, turnStep: { turn: 2, step: 'DRAW', seats: ['B'] } });
    expect(s.seats[1].hand).toBeNull();
  });

  it('turn 2 to its end on shuffled decks: the initiative window in the order it names, both activations (malifaux-1e/MV-9 no Walk ends in impassable terrain without Levitation; malifaux-1e/LOS-2 declared sight lines through a tall solid wall refuse the Strike), the Closing Phase', async () => {
    await post('B', 'decks/B/refill', { discard: [] });
    let v = (await post('A', 'initiative', {})).body.state as View & { turn: { initiative: { window: string[] } | null; activationOrder: string[] | null } };
    for (const seat of [...(v.turn.initiative?.window ?? [])]) v = (await post(seat, 'initiative/reflip', { reflip: false })).body.state;
    const order = v.turn.activationOrder ?? [];
    expect([...order].sort()).toEqual(['A', 'B']);
    const mine: Record<string, string> = { A: 'lady', B: 'guard' };
    for (const seat of order) {
      const [a] = await checkViews();
      expect(a.turnStep).toMatchObject({ step: 'ACTIVATE', seats: [seat] });
      await post(seat, 'activations', { modelId: mine[seat] });
      await refused(seat, 'actions', { modelId: mine[seat], action: 'WALK', facts: { moved: 1, endsInImpassable: true } }, 'malifaux-1e/MV-9');
      const foe = seat === 'A' ? 'guard' : 'lady';
      const wall = [{ modelId: foe, obstacles: [{ kind: 'SOLID', ht: 20, allLines: true }] }];
      await refused(seat, 'actions', { modelId: mine[seat], action: 'STRIKE', targets: [foe], facts: { distances: [{ modelId: foe, inches: 1 }], sight: wall } }, 'malifaux-1e/LOS-2');
      await post(seat, 'actions', { modelId: mine[seat], action: 'PASS' });
      await post(seat, 'activations/end', { modelId: mine[seat] });
    }
    const closed = await post('A', 'closing-phase', {});
    expect(closed.body.state.turnStep).toMatchObject({ turn: 2, step: 'BEGIN_DRAW_PHASE' });
    const [a, b] = await checkViews();
    expect(a.models.map((m) => m.activations)).toEqual([0, 0]);
    expect(b.seats.map((x) => x.discardCount)).toEqual([0, 0]);
  });

  it('malifaux-1e/MV-4 malifaux-1e/MV-5 malifaux-1e/MV-7 malifaux-1e/PL-1 malifaux-1e/PL-4 malifaux-1e/DMG-3 malifaux-1e/DMG-4 pushes and placements on the shared effects route: declared facts, checked', async () => {
    await refused('A', 'effects', { kind: 'PUSH', modelId: 'guard', inches: 3, direction: { kind: 'TOWARDS', of: 'lady', distance: 2 } }, 'malifaux-1e/MV-4');
    const pushed = await post('A', 'effects', { kind: 'PUSH', modelId: 'guard', inches: 2, direction: { kind: 'TOWARDS', of: 'lady', distance: 2 } });
    expect(pushed.body.events.map((e: { type: string }) => e.type)).toEqual(['ModelPushed']);
    await refused('A', 'effects', { kind: 'PUSH', modelId: 'guard', inches: 2, direction: { kind: 'AWAY', of: 'lady', distance: 1, to: 4 } }, 'malifaux-1e/MV-7');
    await post('A', 'effects', { kind: 'PUSH', modelId: 'guard', inches: 3, direction: { kind: 'AWAY', of: 'lady', distance: 1, to: 4 } });
    await refused('B', 'effects', { kind: 'PLACE', modelId: 'guard', fits: false }, 'malifaux-1e/PL-1');
    const placed = await post('B', 'effects', { kind: 'PLACE', modelId: 'guard', inches: 4 });
    expect(placed.body.events).toEqual([expect.objectContaining({ type: 'ModelPlaced', data: { modelId: 'guard', inches: 4 } })]);
    // PL-4: a swap; DMG-3: wounds suffered directly; DMG-4: never self-inflicted down to 0 Wd.
    const swapped = await post('A', 'effects', { kind: 'SWAP', modelId: 'lady', withModelId: 'guard' });
    expect(swapped.body.events).toEqual([expect.objectContaining({ type: 'ModelsSwapped', data: { modelId: 'lady', withModelId: 'guard' } })]);
    await refused('A', 'effects', { kind: 'SWAP', modelId: 'lady' }, 'malifaux-1e/PL-4');
    const before = (await view('A')).models.find((m) => m.id === 'guard')!;
    const hurt = await post('A', 'effects', { kind: 'WOUNDS', modelId: 'guard', wounds: 1, adjustments: [1], byModelId: 'lady' });
    expect(hurt.body.events).toEqual([expect.objectContaining({ type: 'ModelWoundsChanged', data: expect.objectContaining({ modelId: 'guard', wounds: before.wounds - 2 }) })]);
    await refused('A', 'effects', { kind: 'WOUNDS', modelId: 'lady', wounds: 30, byModelId: 'lady' }, 'malifaux-1e/DMG-4');
  });

  it('malifaux-1e/TI-1 an effect’s sentences resolve in order, each on the state the previous left; malifaux-1e/TI-5 simultaneous effects are put in order (1e/effects)', async () => {
    const kinds = (r: { body: { events: { type: string; data: { modifier?: string; value?: boolean } }[] } }) => r.body.events.map((e) => (e.type === 'ModifierChanged' ? `${e.data.modifier}:${e.data.value}` : e.type));
    // TI-1: "gains Fast. Gains Slow." — the Slow of the second sentence meets the first sentence's Fast: both go (AM-1).
    const seq = await post('B', '1e/effects', { mode: 'SEQUENCE', effects: [{ kind: 'GAIN_CONDITION', modelId: 'guard', condition: 'FAST' }, { kind: 'GAIN_CONDITION', modelId: 'guard', condition: 'SLOW' }] });
    expect(kinds(seq)).toEqual(['EffectsOrdered1e', 'fast:true', 'fast:false']);
    expect((await view('A')).models.find((m) => m.id === 'guard')?.modifiers).toMatchObject({ fast: false, slow: false });
    // Only the controller declares its own effect's sentences.
    await post('A', '1e/effects', { mode: 'SEQUENCE', effects: [{ kind: 'GAIN_CONDITION', modelId: 'guard', condition: 'SLOW', controller: 'B' }] }, 403);
    // TI-5: B's optional Slow, the terrain's mandatory push, A's immediate Fast → mandatory, immediate, then B's.
    const sim = await post('A', '1e/effects', {
      mode: 'SIMULTANEOUS',
      effects: [
        { kind: 'GAIN_CONDITION', modelId: 'guard', condition: 'SLOW', controller: 'B' },
        { kind: 'PUSH', modelId: 'guard', inches: 1, controller: 'NONE', mandatory: true },
        { kind: 'GAIN_CONDITION', modelId: 'lady', condition: 'FAST', controller: 'A', immediate: true },
      ],
    });
    expect(sim.body.events[0]).toMatchObject({ type: 'EffectsOrdered1e', data: { mode: 'SIMULTANEOUS', order: [{ index: 1 }, { index: 2 }, { index: 0 }] } });
    expect(kinds(sim)).toEqual(['EffectsOrdered1e', 'ModelPushed', 'fast:true', 'slow:true']);
    expect((await view('B')).models.find((m) => m.id === 'guard')).toMatchObject({ modifiers: { slow: true } });
    await post('A', '1e/effects', { mode: 'SIMULTANEOUS', effects: [{ kind: 'SUMMON', modelId: 'guard' }] }, 400);
  });

  it('malifaux-1e/LOS-8 an aura’s effect reaches a model behind solid terrain only if the aura sees it (effects with via.sight)', async () => {
    const via = (sight: object[]) => ({ kind: 'AURA', sourceModelId: 'lady', range: 6, distance: 4, los: 'CLEAR', sight: { modelId: 'guard', obstacles: sight } });
    await refused('B', 'effects', { kind: 'REMOVE_CONDITION', modelId: 'guard', condition: { name: 'SLOW' }, via: via([{ kind: 'SOLID', ht: 3, allLines: true }]) }, 'malifaux-1e/LOS-8');
    await refused('A', 'effects', { kind: 'GAIN_CONDITION', modelId: 'lady', condition: { name: 'SLOW' }, via: { ...via([]), sight: undefined } }, 'malifaux-1e/LOS-8');
    const seen = await post('B', 'effects', { kind: 'REMOVE_CONDITION', modelId: 'guard', condition: { name: 'SLOW' }, via: via([{ kind: 'SOLID', ht: 1, allLines: true }]) });
    expect(seen.body.events).toEqual([expect.objectContaining({ type: 'ModifierChanged', data: expect.objectContaining({ modelId: 'guard', modifier: 'slow', value: false }) })]);
  });

  it('malifaux-1e/PL-3 the 1E-only routes on a 2E encounter are a 400 naming the route; malformed 1E moves are 4xx, never a 500', async () => {
    const e2 = await t.http.post('/v1/encounters').send({ ruleset: 'malifaux-2e', players: [{ name: 'a' }, { name: 'b' }] }).expect(201);
    const tok = e2.body.seats[0].token;
    for (const path of ['duels/soulstone-card', 'closing-phase']) {
      const r = await t.http.post(`/v1/encounters/${e2.body.encounterId}/${path}`).set(...bearer(tok)).send({}).expect(400);
      expect(r.body.errors[0].field).toBe('route');
    }
    const wounds2e = await t.http.post(`/v1/encounters/${e2.body.encounterId}/effects`).set(...bearer(tok)).send({ kind: 'WOUNDS', modelId: 'x', wounds: 1 }).expect(400);
    expect(wounds2e.body.errors[0].field).toBe('kind');
    const sight2e = await t.http.post(`/v1/encounters/${e2.body.encounterId}/effects`).set(...bearer(tok)).send({ kind: 'GAIN_CONDITION', modelId: 'x', condition: { name: 'Slow' }, via: { kind: 'AURA', sourceModelId: 'y', range: 6, distance: 1, los: 'CLEAR', sight: { modelId: 'x' } } }).expect(400);
    expect(sight2e.body.errors[0].field).toBe('via.sight');
    const g = await gql(t, tok, `mutation($id: ID!) { useSoulstoneCard(id: $id) { version } }`, { id: e2.body.encounterId });
    expect(g.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const g1 = await gql(t, tokens.B, `mutation($id: ID!) { useSoulstoneCard(id: $id) { version } }`, { id });
    expect(g1.errors?.[0]?.extensions).toMatchObject({ code: 'RULE_VIOLATION', ruleId: 'malifaux-1e/DU-S0' });
    await refused('A', 'activations', { modelId: 'nobody' }, 'malifaux-1e/TU-A1');
    const bad = await post('A', 'actions', { modelId: 'lady', action: 'STRIKE', facts: { distances: [{ modelId: 'guard', inches: -1 }] } }, 400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    // An id named after a built-in property of JavaScript objects would be read as that property by the rules' records:
    // it is a 400 naming the field, on REST and GraphQL, and the stream is untouched.
    const versionBefore = (await t.http.get(`/v1/encounters/${id}`).set(...bearer(tokens.A)).expect(200)).body.version;
    const reserved = await post('A', 'actions', { modelId: 'lady', action: 'STRIKE:Sword', targets: ['constructor'], facts: { distances: [{ modelId: 'guard', inches: 1 }] } }, 400);
    expect(reserved.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'targets.0' }] });
    const reservedGql = await gql(t, tokens.A, `mutation($id: ID!, $input: TakeActionInput!) { takeAction(id: $id, input: $input) { version } }`, { id, input: { modelId: 'toString', action: 'PASS' } });
    expect(reservedGql.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'modelId' }] });
    expect(versionBefore).toBeGreaterThan(0);
    expect((await t.http.get(`/v1/encounters/${id}`).set(...bearer(tokens.A)).expect(200)).body.version).toBe(versionBefore);
    const badSight = await post('A', 'actions', { modelId: 'lady', action: 'STRIKE', targets: ['guard'], facts: { sight: [{ modelId: 'guard', obstacles: [{ kind: 'WALL', ht: 1, allLines: true }] }] } }, 400);
    expect(JSON.stringify(badSight.body.errors)).toContain('kind');
    await refused('B', 'duels/soulstone-card', {}, 'malifaux-1e/DU-S0');
    // PL-3: a one-for-one replacement on the effects route; the replaced model is REPLACED in every view.
    const guard = (await view('B')).models.find((m) => m.id === 'guard')!;
    const replaced = await post('B', 'effects', { kind: 'REPLACE', modelId: 'guard', summon: model('golem', { station: 'HENCHMAN', wounds: 9 }) });
    expect(replaced.body.events).toEqual([expect.objectContaining({ type: 'ModelReplaced1e', data: expect.objectContaining({ modelId: 'guard', woundsSuffered: 6 - guard.wounds }) })]);
    expect((await view('A')).models.find((m) => m.id === 'golem')).toMatchObject({ wounds: 9 - (6 - guard.wounds) });
    // PL-3 several replacing one: the golem's wounds suffered split as evenly as possible, the odd one where B puts it.
    const suffered = 6 - guard.wounds;
    const half = Math.floor(suffered / 2);
    await refused('B', 'effects', { kind: 'REPLACE', modelId: 'golem', summons: [model('imp1', { wounds: 9 }), model('imp2', { wounds: 9 })], woundsSplit: [suffered, 0].map((x) => (suffered > 1 ? x : x + 5)) }, 'malifaux-1e/PL-3');
    await post('B', 'effects', { kind: 'REPLACE', modelId: 'golem', summons: [model('imp1', { wounds: 9 }), model('imp2', { wounds: 9 })], woundsSplit: [half, suffered - half] });
    const imps = (await view('A')).models.filter((m) => m.id.startsWith('imp')).map((m) => m.wounds);
    expect(imps).toEqual([9 - half, 9 - (suffered - half)]);
  });

  it('issue 12: the log of this game is typed in both contracts: each typed payload is the REST data as each seat sees it', async () => {
    const seen = new Set<string>();
    const asB = await typedAsRest(t, 'malifaux-1e', id, tokens.B, seen);
    expect(asB.find((e) => e.type === 'CardsDrawn' && e.payload.seat === 'A')?.payload).toMatchObject({ cards: null, count: 6 });
    await typedAsRest(t, 'malifaux-1e', id, tokens.A, seen);
    expect(seen.has('UntypedEventData')).toBe(false);
    expect([...seen].filter((n) => n.startsWith('Malifaux1e')).length).toBeGreaterThan(10);
  });

  it('issue 12: the state is typed in both contracts: every GraphQL field of Malifaux1eState is the REST state’s, for each viewer', async () => {
    for (const who of ['A', 'B']) await typedStateAsRest(t, 'Malifaux1eState', id, tokens[who]);
  });
});
