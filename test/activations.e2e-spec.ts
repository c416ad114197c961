// Two full Turns over REST and GraphQL (rules/malifaux-2e.md §6-§17): crews hired as data, the Draw and Initiative Phases,
// alternating Activations, a Walk, a Charge into a duel-driven attack with the stats from the cards, a Condition that
// expires in Upkeep, the End Phase, and both seats' views (turnStep, hidden hands) checked after every command.
import { bearer, createEncounter, gql, startTestApp, type Created, type TestApp } from './support/test-app';

const halberd = { name: 'Halberd', ap: 1, category: 'ATTACK', range: { kind: 'CLOSE', inches: 2 }, stat: { name: 'Ml', value: 6 }, resist: 'Df', damage: { weak: 2, moderate: 3, severe: 4 } };
const pistol = { name: 'Pistol', ap: 1, category: 'ATTACK', range: { kind: 'PROJECTILE', inches: 12 }, stat: { name: 'Sh', value: 5 }, resist: 'Df', damage: { weak: 1, moderate: 2, severe: 3 } };
const model = (id: string, over: object = {}) => ({ id, name: id, station: 'MINION', characteristics: ['Living'], stats: { df: 5, wp: 5, wk: 5, cg: 6, ht: 2 }, wounds: 8, baseMm: 30, actions: [halberd, pistol], ...over });
const crewA = [model('lady', { station: 'MASTER', wounds: 12, abilities: [{ keyword: 'MELEE_EXPERT' }] }), model('a2'), model('a3', { abilities: [{ keyword: 'ARMOR', value: 1 }] })];
const crewB = [model('seamus', { station: 'MASTER', wounds: 12 }), model('b2'), model('b3')];

type View = { turn: number; turnStep: { step: string; seats: string[]; modelId: string | null; models: string[]; ap: number | null; phase: string }; duelStep: { step: string; seats: string[] }; duel: Record<string, unknown>; table: { models: Record<string, { wounds: number; conditions: Record<string, number | null>; status: string; activations: number }> }; seats: { seat: string; hand: string[] | null }[]; firstPlayer: string | null; initiative: { winner: string | null } | null };

describe('the Turn on the table: POST /v1/encounters/:id/{crews,activations,actions,end-phase} and GraphQL', () => {
  let t: TestApp;
  let c: Created;
  let version = 0;
  const token = (seat: string): string => c.tokens[seat];
  const other = (seat: string): string => (seat === 'A' ? 'B' : 'A');

  beforeAll(async () => {
    t = await startTestApp();
    c = await createEncounter(t, { soulstones: 0, autoDeclineCuts: true });
  });
  afterAll(async () => t.close());

  /** Both seats' views agree on the decision due; each sees its own hand and not the other's. */
  async function views(): Promise<View> {
    const [a, b] = await Promise.all(['A', 'B'].map((s) => t.http.get(`/v1/encounters/${c.id}`).set(...bearer(token(s))).expect(200)));
    const va = a.body.state as View;
    const vb = b.body.state as View;
    expect(va.turnStep).toEqual(vb.turnStep);
    expect(va.table).toEqual(vb.table);
    expect(va.seats[0].hand).not.toBeNull();
    expect(va.seats[1].hand).toBeNull();
    expect(vb.seats[0].hand).toBeNull();
    version = a.body.version;
    return va;
  }

  async function post(seat: string, path: string, body: object, status = 200): Promise<{ body: { version: number; events: { type: string; data: Record<string, unknown> }[]; state: View; ruleId?: string; code?: string; errors?: { field: string }[] } }> {
    const res = await t.http.post(`/v1/encounters/${c.id}/${path}`).set(...bearer(seat === 'O' ? c.organiser : token(seat))).send(body);
    if (res.status !== status) throw new Error(`${path} → ${res.status}: ${JSON.stringify(res.body)}`);
    return res;
  }

  /** A refused move: 422 naming the rule, the stream untouched. */
  async function refused(seat: string, path: string, body: object, ruleId: string): Promise<void> {
    const before = (await views()).turnStep;
    const res = await post(seat, path, body, 422);
    expect(res.body).toMatchObject({ code: 'RULE_VIOLATION', ruleId });
    const after = await t.http.get(`/v1/encounters/${c.id}`).set(...bearer(c.organiser)).expect(200);
    expect(after.body.version).toBe(version);
    expect(after.body.state.turnStep).toEqual(before);
  }

  /** Plays the duel or flip in progress to its end, each decision by the seat the view names; declines every option. */
  async function playDuel(): Promise<{ type: string; data: Record<string, unknown> }[]> {
    const events: { type: string; data: Record<string, unknown> }[] = [];
    for (let i = 0; i < 20; i++) {
      const v = await views();
      if (v.turnStep.step !== 'DUEL') return events;
      const seat = v.duelStep.seats[0];
      expect(v.turnStep.seats).toEqual(v.duelStep.seats);
      const d = v.duel as { duel?: { sides: { participant: { seat: string }; flipped: string[] | null }[] } | null; flip?: { flipped: string[] | null } };
      const step = v.duelStep.step;
      const flipped = d.flip?.flipped ?? d.duel?.sides.find((s) => s.participant.seat === seat && s.flipped)?.flipped ?? [];
      const route: Record<string, [string, object]> = {
        DECLARE_SOULSTONES: ['duels/soulstones', { fateModifiers: 0, suits: [] }],
        FLIP: ['duels/flip', {}],
        CHOOSE_ACTIVE_CARD: ['duels/active-card', { card: [...flipped].sort()[0] }],
        NAME_RED_JOKER_SUIT: ['duels/red-joker-suit', { suit: 'RAM' }],
        CHEAT: ['duels/decline-cheat', {}],
        TRIGGER: ['duels/pass-trigger', {}],
        PREVENTION: ['duels/prevention', { use: false }],
      };
      const [path, body] = route[step];
      let res = await t.http.post(`/v1/encounters/${c.id}/${path}`).set(...bearer(token(seat))).send(body);
      if (res.status === 422 && step === 'CHOOSE_ACTIVE_CARD') {
        // A `−` flip forces the lowest: try the others.
        for (const card of flipped) {
          res = await t.http.post(`/v1/encounters/${c.id}/${path}`).set(...bearer(token(seat))).send({ card });
          if (res.status === 200) break;
        }
      }
      expect(res.status).toBe(200);
      events.push(...res.body.events);
    }
    throw new Error('the duel did not end');
  }

  /** Draw Phase and Initiative Phase of a Turn, following turnStep; the initiative winner becomes First Player. */
  async function startTurn(turn: number): Promise<string> {
    let v = await views();
    expect(v.turnStep).toMatchObject({ step: 'BEGIN_DRAW_PHASE', phase: 'SETUP' });
    await post('A', 'draw-phase', {});
    for (let i = 0; i < 2; i++) {
      v = await views();
      expect(v.turnStep.step).toBe('REFILL_HAND');
      const seat = v.turnStep.seats[0];
      await post(seat, `decks/${seat}/refill`, {});
    }
    v = await views();
    expect(v.turnStep).toMatchObject({ step: 'FLIP_INITIATIVE', turn });
    await post('B', 'initiative', {});
    v = await views();
    expect(v.turnStep.step).toBe('CHOOSE_FIRST_PLAYER');
    const winner = v.turnStep.seats[0];
    await post(winner, 'initiative/first-player', { firstPlayer: winner });
    v = await views();
    expect(v.turnStep).toMatchObject({ step: 'ACTIVATE', phase: 'ACTIVATION', seats: [winner] });
    return winner;
  }

  it('malifaux-2e/ST-1 crews are hired as data: a malformed crew is a 400 naming the field, a second crew a 422', async () => {
    const bad = await post('A', 'crews', { models: [model('x', { abilities: [{ keyword: 'TELEPORT' }] })] }, 400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(bad.body.errors!.map((e) => e.field)).toContain('models.0.abilities.0.keyword');
    const noStats = await post('A', 'crews', { models: [{ ...model('y'), stats: { df: 5 } }] }, 400);
    expect(noStats.body.errors!.map((e) => e.field)).toEqual(expect.arrayContaining(['models.0.stats.wk']));
    expect((await views()).turnStep).toMatchObject({ step: 'HIRE_CREWS', seats: ['A', 'B'] });
    await post('A', 'crews', { models: crewA });
    const g = await gql(t, token('B'), 'mutation($id: ID!, $input: HireCrewInput!) { hireCrew(id: $id, input: $input) { version state { ... on Malifaux2eState { turnStep { step seats } } } } }', { id: c.id, input: { models: crewB } });
    expect(g.errors).toBeUndefined();
    expect((g.data!.hireCrew as { state: { turnStep: { step: string } } }).state.turnStep.step).toBe('BEGIN_DRAW_PHASE');
    await refused('B', 'crews', { models: [model('z')] }, 'malifaux-2e/ST-1');
  });

  it('malifaux-2e/AC-1 malifaux-2e/AC-2 malifaux-2e/MV-1 malifaux-2e/AA-1 malifaux-2e/DU-S4 malifaux-2e/CO-6 malifaux-2e/EP-1 Turn 1: Walk, Charge into an attack from the cards, Focus expiring in Upkeep', async () => {
    const first = await startTurn(1);
    const second = other(first);
    const mine = (seat: string) => (seat === 'A' ? crewA : crewB).map((m) => m.id);
    const [f1, f2, f3] = mine(first);
    const [s1, s2, s3] = mine(second);

    // Out of turn, unknown model, already activated: 422, stream untouched.
    await refused(second, 'activations', { modelId: s1 }, 'malifaux-2e/AC-1');
    await refused(first, 'activations', { modelId: 'nobody' }, 'malifaux-2e/AC-1');

    // First Player: a Walk (GraphQL), a refused Walk farther than Wk, then Focus, then end.
    await post(first, 'activations', { modelId: f2 });
    let v = await views();
    expect(v.turnStep).toMatchObject({ step: 'ACTION', seats: [first], modelId: f2, ap: 2 });
    const walk = await gql(t, token(first), 'mutation($id: ID!, $input: TakeActionInput!) { takeAction(id: $id, input: $input) { events { type data } state { ... on Malifaux2eState { turnStep { ap } } } } }', {
      id: c.id,
      input: { modelId: f2, action: 'Walk', facts: { moved: 4.5 } },
    });
    expect(walk.errors).toBeUndefined();
    expect((walk.data!.takeAction as { state: { turnStep: { ap: number } } }).state.turnStep.ap).toBe(1);
    await refused(first, 'actions', { modelId: f2, action: 'Walk', facts: { moved: 5.5 } }, 'malifaux-2e/MV-1');
    await refused(first, 'actions', { modelId: f2, action: 'Peacebringer Blade' }, 'malifaux-2e/AP-5');
    await post(first, 'actions', { modelId: f2, action: 'Focus' });
    v = await views();
    expect(v.table.models[f2].conditions).toEqual({ FOCUSED: 1 });
    await refused(first, 'actions', { modelId: f2, action: 'Focus' }, 'malifaux-2e/AP-5');
    await post(first, 'activations/end', { modelId: f2 });
    await refused(first, 'activations', { modelId: f3 }, 'malifaux-2e/AC-1');

    // Second Player: Charge f2, then the free Close attack from the card (Ml 6 vs Df 5, 3/4 damage track... ).
    await post(second, 'activations', { modelId: s2 });
    const charge = await post(second, 'actions', { modelId: s2, action: 'Charge', targets: [f2], facts: { moved: 5, los: [{ modelId: f2, los: 'CLEAR' }], endsInEngagementRange: true } });
    const chargeId = charge.body.events[0].data.actionId as string;
    expect(charge.body.state.turnStep.ap).toBe(0);
    await refused(second, 'actions', { modelId: s2, action: 'Pistol', targets: [f2], facts: { distances: [{ modelId: f2, inches: 1 }], los: [{ modelId: f2, los: 'CLEAR' }], engagedWith: [f2] } }, 'malifaux-2e/PR-1');
    const attack = await post(second, 'actions', { modelId: s2, action: 'Halberd', targets: [f2], facts: { distances: [{ modelId: f2, inches: 1 }], los: [{ modelId: f2, los: 'CLEAR' }] } });
    expect(attack.body.events[0].data).toMatchObject({ free: 'CHARGE', paid: 0 });
    const started = attack.body.events.find((e) => e.type === 'DuelStarted')!.data as { sides: { participant: { modelId: string; stat: { name: string; value: number } } }[] };
    expect(started.sides.map((s) => [s.participant.modelId, s.participant.stat])).toEqual([[s2, { name: 'Ml', value: 6, printedSuits: [] }], [f2, { name: 'Df', value: 5, printedSuits: [] }]]);
    const duel = await playDuel();
    const resolved = duel.find((e) => e.type === 'DuelResolved')!.data as { winner: string };
    v = await views();
    if (resolved.winner === 'ATTACKER') {
      expect(v.turnStep).toMatchObject({ step: 'DAMAGE_FLIP', seats: [second] });
      await refused(second, 'activations/end', { modelId: s2 }, 'malifaux-2e/DU-O7');
      await post(second, 'duels/damage', {});
      const dmg = (await playDuel()).find((e) => e.type === 'DamageResolved')!.data as { woundsAfter: number };
      v = await views();
      expect(v.table.models[f2].wounds).toBe(dmg.woundsAfter);
    } else {
      expect(v.table.models[f2].wounds).toBe(8);
    }
    // The opponent disputes the declared Charge distance; the organiser upholds it.
    await post(first, 'disputes', { actionId: chargeId, fact: 'moved', reason: 'that was more than 5"' });
    await post('O', 'disputes/resolve', { actionId: chargeId, fact: 'moved', ruling: 'UPHELD' });
    await post(second, 'activations/end', { modelId: s2 });
    await refused(first, 'activations', { modelId: f2 }, 'malifaux-2e/AC-2');

    // The rest activate in turn and end at once.
    for (const [seat, id] of [[first, f1], [second, s1], [first, f3], [second, s3]]) {
      v = await views();
      expect(v.turnStep).toMatchObject({ step: 'ACTIVATE', seats: [seat] });
      await post(seat, 'activations', { modelId: id });
      await post(seat, 'activations/end', { modelId: id });
    }
    await refused(first, 'activations', { modelId: f1 }, 'malifaux-2e/AC-1');

    // End Phase by the First Player: Focused (no stated duration) expires in Upkeep.
    v = await views();
    expect(v.turnStep).toMatchObject({ step: 'END_PHASE', seats: [first], phase: 'END' });
    const end = await post(first, 'end-phase', {});
    expect(end.body.events.map((e) => e.type)).toEqual(['ConditionRemoved', 'UpkeepResolved', 'VictoryPointsStep', 'TurnEnded']);
    v = await views();
    expect(v.table.models[f2].conditions).toEqual({});
    expect(Object.values(v.table.models).every((m) => m.activations === 0)).toBe(true);
    // The same table, typed, over GraphQL.
    const q = await gql(t, token(second), 'query($id: ID!) { encounter(id: $id) { state { ... on Malifaux2eState { turnStep { step phase } table { phase models { id seat wounds activations conditions { name value } } activation { next } disputes { ruling resolvedBy } } } } } }', { id: c.id });
    expect(q.errors).toBeUndefined();
    const table = (q.data!.encounter as { state: { turnStep: { step: string }; table: { phase: string; models: { id: string; wounds: number; activations: number; conditions: unknown[] }[]; disputes: unknown[] } } }).state;
    expect(table.turnStep.step).toBe('BEGIN_DRAW_PHASE');
    expect(table.table.models.map((m) => m.id)).toEqual([...crewA, ...crewB].map((m) => m.id));
    expect(table.table.models.find((m) => m.id === f2)).toMatchObject({ wounds: v.table.models[f2].wounds, activations: 0, conditions: [] });
    expect(table.table.disputes).toEqual([{ ruling: 'UPHELD', resolvedBy: 'ORGANISER' }]);
  });

  it('malifaux-2e/AC-3 malifaux-2e/EP-3 Turn 2: every model activates once more, the turn counter moves on, no end flip before Turn 5', async () => {
    const first = await startTurn(2);
    let v = await views();
    expect(v.turn).toBe(2);
    for (let i = 0; i < 6; i++) {
      v = await views();
      expect(v.turnStep.step).toBe('ACTIVATE');
      const seat = v.turnStep.seats[0];
      const id = v.turnStep.models[0];
      const g = await gql(t, token(seat), 'mutation($id: ID!, $input: ActivateModelInput!) { activateModel(id: $id, input: $input) { state { ... on Malifaux2eState { turnStep { step modelId } } } } }', { id: c.id, input: { modelId: id } });
      expect(g.errors).toBeUndefined();
      await post(seat, 'activations/end', { modelId: id });
    }
    const end = await gql(t, token(first), 'mutation($id: ID!) { resolveEndPhase(id: $id) { events { type } state { ... on Malifaux2eState { turn turnStep { step phase } } } } }', { id: c.id });
    expect(end.errors).toBeUndefined();
    const r = end.data!.resolveEndPhase as { events: { type: string }[]; state: { turnStep: { step: string } } };
    expect(r.events.map((e) => e.type)).not.toContain('EncounterEndFlipped');
    expect(r.state.turnStep.step).toBe('BEGIN_DRAW_PHASE');
    const wrongSeat = await gql(t, token(first), 'mutation($id: ID!) { resolveEndPhase(id: $id) { version } }', { id: c.id });
    expect(wrongSeat.errors?.[0].extensions).toMatchObject({ code: 'RULE_VIOLATION', ruleId: 'malifaux-2e/EP-1' });
  });
});
