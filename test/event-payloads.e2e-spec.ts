// Events typed by their type in both contracts (issue 12): GraphQL LoggedEvent.payload is the union EncounterEventData
// (the models each ruleset registered, UntypedEventData otherwise); OpenAPI's LoggedEvent is a oneOf on `type`. The
// typed payload is the redacted data: what a caller may not see stays null there too.
import { eventModels, resolveEventDataType, tagEventData, UntypedEventDataModel } from '../src/encounters/models/event-data.union';
import { MALIFAUX_2E_EVENT_MODELS } from '../src/rulesets/malifaux-2e-events';
import { buildSchema, isUnionType } from 'graphql';
import { graphqlSchema } from '../src/contracts';
import { bearer, createEncounter, gql, startTestApp, type TestApp } from './support/test-app';
import { GUILD_CREW as guild, NEVERBORN_CREW as neverborn, NOTES } from './support/standard-game';
import { payloadFragments, typedAsRest as typedEvents, typedStateFieldAsRest, typedTableAsRest, type Logged } from './support/typed-events';

// The crews of test/activations.e2e-spec.ts.
const halberd = { name: 'Halberd', ap: 1, category: 'ATTACK', range: { kind: 'CLOSE', inches: 2 }, stat: { name: 'Ml', value: 6 }, resist: 'Df', damage: { weak: 2, moderate: 3, severe: 4 } };
const pistol = { name: 'Pistol', ap: 1, category: 'ATTACK', range: { kind: 'PROJECTILE', inches: 12 }, stat: { name: 'Sh', value: 5 }, resist: 'Df', damage: { weak: 1, moderate: 2, severe: 3 } };
const card = (id: string, over: object = {}) => ({ id, name: id, station: 'MINION', characteristics: ['Living'], stats: { df: 5, wp: 5, wk: 5, cg: 6, ht: 2 }, wounds: 8, baseMm: 30, actions: [halberd, pistol], ...over });
const crewA = [card('lady', { station: 'MASTER', wounds: 12, abilities: [{ keyword: 'MELEE_EXPERT' }] }), card('a2'), card('a3', { abilities: [{ keyword: 'ARMOR', value: 1 }] })];
const crewB = [card('seamus', { station: 'MASTER', wounds: 12 }), card('b2'), card('b3')];
type StandardView = { standard: { schemePool: string[]; orderWinner: string | null; declarations: { declarationId: string; seat: string }[] } };
type TurnView = { turnStep: { step: string; seats: string[] }; duelStep: { step: string; seats: string[] }; duel: Record<string, unknown> };

const EVENTS = `query($id: ID!) { encounterEvents(id: $id, limit: 200) { events { type version payload {
  __typename
  ... on EncounterCreatedData { seed seedCommitment players { seat name soulstones } }
  ... on DeckShuffledData { seat order count reason }
  ... on SeatJoinedData { seat name }
  ... on CardsDrawnData { seat cards count requested }
  ... on DuelStartedData { kind sides { role } }
  ... on DuelStepSkippedData { stage step ruleId }
  ... on DuelCardsFlippedData { stage flips { seat cards } moves { seat card from to } }
  ... on ActiveCardChosenData { seat card total { value suits } }
  ... on CheatDeclinedData { seat }
  ... on DuelResolvedData { winner success totals { role total { value } } }
  ... on UntypedEventData { eventType json }
} } } }`;

describe('typed event payloads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  /** The 2E log of `id` as `token` sees it, each typed payload the REST data field for field (test/support/typed-events.ts). */
  const typedAsRest = (id: string, token: string, seen: Set<string>): Promise<Logged[]> => typedEvents(t, 'malifaux-2e', id, token, seen);

  it('every Malifaux 2E event type is modelled or listed as untyped, and the models reach the GraphQL union', () => {
    const typed = Object.entries(MALIFAUX_2E_EVENT_MODELS).filter(([, m]) => m !== null);
    expect(typed.length).toBe(Object.keys(MALIFAUX_2E_EVENT_MODELS).length);
    for (const [type, m] of typed) expect(eventModels().get(type)).toBe(m?.data);
    // An event type no ruleset registered falls back to UntypedEventData.
    expect(resolveEventDataType(tagEventData('NoSuchEvent', { cardId: 'x' }))).toBe(UntypedEventDataModel);
    expect(resolveEventDataType(tagEventData('CardsDrawn', { seat: 'A', cards: [], requested: 0 }))).toBe(eventModels().get('CardsDrawn'));
  });

  it('GraphQL: a seat reads its own draw typed with its cards, the other seat’s with the cards withheld (null, with a count)', async () => {
    const res = await t.http.post('/v1/encounters').send({ ruleset: 'malifaux-2e', players: [{ name: 'Ann', soulstones: 1 }, {}], options: { autoDeclineCuts: true } }).expect(201);
    const id: string = res.body.encounterId;
    const tokenA: string = res.body.seats[0].token;
    const tokenB: string = (await t.http.post(`/v1/encounters/${id}/seats/B/join`).send({ name: 'Ben' }).expect(200)).body.token;
    for (const [seat, token] of [['A', tokenA], ['B', tokenB]]) {
      await t.http.post(`/v1/encounters/${id}/decks/${seat}/draw`).set('authorization', `Bearer ${token}`).send({ count: 2 }).expect(200);
    }
    const guard = { modelId: 'guard', seat: 'A', station: 'MINION', stat: { name: 'Wp', value: 5 }, wounds: 9, maxWounds: 9 };
    const duel = { kind: 'SIMPLE', actor: guard, action: { name: 'Terrifying 13', tn: 13 } };
    await t.http.post(`/v1/encounters/${id}/duels`).set('authorization', `Bearer ${tokenA}`).send(duel).expect(200);
    await t.http.post(`/v1/encounters/${id}/duels/flip`).set('authorization', `Bearer ${tokenA}`).send({}).expect(200);
    await t.http.post(`/v1/encounters/${id}/duels/decline-cheat`).set('authorization', `Bearer ${tokenA}`).send({}).expect(200);

    const asA = await gql(t, tokenA, EVENTS, { id });
    expect(asA.errors).toBeUndefined();
    const events = (asA.data?.encounterEvents as { events: Logged[] }).events;
    const byType = (type: string): Logged[] => events.filter((e) => e.type === type);
    expect(events.every((e) => e.payload.__typename === `${e.type}Data`)).toBe(true);
    expect(byType('EncounterCreated')[0].payload).toMatchObject({ seed: null, players: [{ seat: 'A', name: 'Ann', soulstones: 1 }, { seat: 'B', name: '' }] });
    expect(byType('DeckShuffled').map((e) => e.payload)).toEqual([
      expect.objectContaining({ seat: 'A', order: null, count: 54 }),
      expect.objectContaining({ seat: 'B', order: null, count: 54 }),
    ]);
    expect(byType('SeatJoined')[0].payload).toEqual({ __typename: 'SeatJoinedData', seat: 'B', name: 'Ben' });
    const [drawA, drawB] = byType('CardsDrawn').map((e) => e.payload);
    expect(drawA).toMatchObject({ seat: 'A', requested: 2, count: null });
    expect(drawA.cards).toHaveLength(2);
    expect(drawB).toEqual({ __typename: 'CardsDrawnData', seat: 'B', cards: null, count: 2, requested: 2 });
    expect(byType('DuelResolved')[0].payload).toMatchObject({ __typename: 'DuelResolvedData', totals: [{ role: 'ACTOR' }] });
    // The same event seen by B: her own cards, now A's withheld.
    const asB = await gql(t, tokenB, EVENTS, { id });
    const drawsSeenByB = (asB.data?.encounterEvents as { events: Logged[] }).events.filter((e) => e.type === 'CardsDrawn').map((e) => e.payload);
    expect(drawsSeenByB[0]).toMatchObject({ seat: 'A', cards: null, count: 2 });
    expect(drawsSeenByB[1].cards).toHaveLength(2);
    expect(JSON.stringify(asB)).not.toContain(JSON.stringify(drawA.cards));
  });

  it('every field of every typed payload is served as declared, before and after the end, to a seat and to the organiser', async () => {
    const schema = buildSchema(graphqlSchema(t.app));
    const union = schema.getType('EncounterEventData');
    if (!isUnionType(union)) throw new Error('EncounterEventData is no union');
    const fragments = payloadFragments(schema, 'malifaux-2e');
    const query = `query($id: ID!) { encounterEvents(id: $id, limit: 500) { events { type payload { __typename ${fragments} } } } }`;
    const res = await t.http.post('/v1/encounters').send({ ruleset: 'malifaux-2e', players: [{ name: 'Ann', soulstones: 3 }, { name: 'Bob', soulstones: 3 }] }).expect(201);
    const id: string = res.body.encounterId;
    const [a, b]: string[] = res.body.seats.map((x: { token: string }) => x.token);
    const organiser: string = res.body.organiserToken;
    const post = (token: string, path: string, body: object = {}) => t.http.post(`/v1/encounters/${id}/${path}`).set('authorization', `Bearer ${token}`).send(body).expect(200);
    await post(b, 'decks/A/cut', { index: 7 });
    await post(a, 'decks/B/decline-cut');
    await post(a, 'decks/A/draw', { count: 4 });
    await post(b, 'decks/B/draw', { count: 4 });
    const hand: string[] = (await t.http.get(`/v1/encounters/${id}`).set('authorization', `Bearer ${a}`).expect(200)).body.state.seats[0].hand;
    await post(a, 'decks/A/discard', { cards: [hand[0]] });
    await post(a, 'decks/A/flip', { count: 1 });
    const lady = { modelId: 'lady', seat: 'A', station: 'MASTER', stat: { name: 'Sh', value: 7 }, wounds: 10, maxWounds: 10 };
    const lilith = { modelId: 'lilith', seat: 'B', station: 'MASTER', stat: { name: 'Df', value: 6 }, wounds: 12, maxWounds: 12 };
    await post(a, 'duels', { kind: 'OPPOSED', attacker: lady, defender: lilith, action: { name: 'Peacebringer', damage: { weak: 2, moderate: 3, severe: 4 } }, defenderFriendly: false });
    // Play it out with the defaults, whoever is due; then the damage flip, if the attack hit.
    for (let i = 0; i < 20; i++) {
      const view = (await t.http.get(`/v1/encounters/${id}/duels/current`).set('authorization', `Bearer ${a}`).expect(200)).body;
      const step = view.duelStep as { step: string; seats: string[] };
      const token = step.seats[0] === 'B' ? b : a;
      if (step.step === 'START') {
        if (view.duel.status === 'DUEL_RESOLVED' && view.duel.outcome.winner === 'ATTACKER') await post(a, 'duels/damage');
        else break;
      } else if (step.step === 'DECLARE_SOULSTONES') await post(token, 'duels/soulstones', { fateModifiers: 0, suits: [] });
      else if (step.step === 'FLIP') await post(token, 'duels/flip');
      else if (step.step === 'CHOOSE_ACTIVE_CARD') await post(token, 'duels/active-card', { card: view.duel.flip?.flipped?.[0] ?? view.duel.duel.sides.find((x: { role: string }) => x.role === (step as { role?: string }).role)?.flipped[0] });
      else if (step.step === 'NAME_RED_JOKER_SUIT') await post(token, 'duels/red-joker-suit', { suit: 'RAM' });
      else if (step.step === 'CHEAT') await post(token, 'duels/decline-cheat');
      else if (step.step === 'DECLARE_TRIGGER') await post(token, 'duels/pass-trigger');
      else if (step.step === 'PREVENTION') await post(token, 'duels/prevention', { use: true });
      else throw new Error(`unexpected step ${step.step}`);
    }
    const seen = new Set<string>();
    for (const token of [a, b, organiser]) {
      const r = await gql(t, token, query, { id });
      expect(r.errors).toBeUndefined();
      for (const e of (r.data?.encounterEvents as { events: Logged[] }).events) seen.add(e.payload.__typename);
    }
    await post(organiser, 'end', { reason: 'done' });
    const after = await gql(t, a, query, { id });
    expect(after.errors).toBeUndefined();
    const revealed = (after.data?.encounterEvents as { events: Logged[] }).events;
    expect(revealed.filter((e) => e.type === 'DeckShuffled').every((e) => Array.isArray(e.payload.DeckShuffledData_order))).toBe(true);
    expect(revealed.find((e) => e.type === 'EncounterCreated')?.payload.EncounterCreatedData_seed).toEqual(expect.any(String));
    for (const e of revealed) seen.add(e.payload.__typename);
    expect([...seen].sort()).toEqual(expect.arrayContaining(['CardsDrawnData', 'DeckCutData', 'CutDeclinedData', 'CardsDiscardedData', 'CardsFlippedData', 'DuelStartedData', 'DuelResolvedData', 'EncounterEndedData']));
    expect(seen.has('UntypedEventData')).toBe(false);
  });

  it('a played Turn: every typed Turn event carries exactly the fields of its data, for both seats, the organiser and after the end', async () => {
    const c = await createEncounter(t, { soulstones: 0, autoDeclineCuts: true });
    const tok = (seat: string): string => (seat === 'O' ? c.organiser : c.tokens[seat]);
    const other = (seat: string): string => (seat === 'A' ? 'B' : 'A');
    const post = async (seat: string, path: string, body: object = {}): Promise<{ body: { events: { type: string; data: Record<string, unknown> }[] } }> => {
      const r = await t.http.post(`/v1/encounters/${c.id}/${path}`).set(...bearer(tok(seat))).send(body);
      if (r.status !== 200) throw new Error(`${path} → ${r.status}: ${JSON.stringify(r.body)}`);
      return r;
    };
    const view = async (): Promise<TurnView> => (await t.http.get(`/v1/encounters/${c.id}`).set(...bearer(c.organiser)).expect(200)).body.state as TurnView;
    /** Plays the duel or flip in progress with the defaults, each decision by the seat the view names. */
    const playDuel = async (): Promise<void> => {
      for (let i = 0; i < 30; i++) {
        const v = await view();
        if (v.turnStep.step !== 'DUEL') return;
        const seat = v.duelStep.seats[0];
        const d = v.duel as { duel?: { sides: { participant: { seat: string }; flipped: string[] | null }[] } | null; flip?: { flipped: string[] | null } };
        const flipped = d.flip?.flipped ?? d.duel?.sides.find((x) => x.participant.seat === seat && x.flipped)?.flipped ?? [];
        const route: Record<string, [string, object]> = {
          DECLARE_SOULSTONES: ['duels/soulstones', { fateModifiers: 0, suits: [] }],
          FLIP: ['duels/flip', {}],
          CHOOSE_ACTIVE_CARD: ['duels/active-card', { card: [...flipped].sort()[0] }],
          NAME_RED_JOKER_SUIT: ['duels/red-joker-suit', { suit: 'RAM' }],
          CHEAT: ['duels/decline-cheat', {}],
          TRIGGER: ['duels/pass-trigger', {}],
          PREVENTION: ['duels/prevention', { use: false }],
        };
        const [path, body] = route[v.duelStep.step];
        let r = await t.http.post(`/v1/encounters/${c.id}/${path}`).set(...bearer(tok(seat))).send(body);
        if (r.status === 422 && v.duelStep.step === 'CHOOSE_ACTIVE_CARD') {
          for (const card of flipped) {
            r = await t.http.post(`/v1/encounters/${c.id}/${path}`).set(...bearer(tok(seat))).send({ card });
            if (r.status === 200) break;
          }
        }
        expect(r.status).toBe(200);
      }
      throw new Error('the duel did not end');
    };

    await post('A', 'crews', { models: crewA });
    await post('B', 'crews', { models: crewB });
    await post('A', 'draw-phase');
    for (let i = 0; i < 2; i++) {
      const seat = (await view()).turnStep.seats[0];
      await post(seat, `decks/${seat}/refill`);
    }
    await post('B', 'initiative');
    const first = (await view()).turnStep.seats[0];
    await post(first, 'initiative/first-player', { firstPlayer: first });
    const second = other(first);
    const ids = (seat: string): string[] => (seat === 'A' ? crewA : crewB).map((m) => m.id);
    const [f1, f2, f3] = ids(first);
    const [s1, s2, s3] = ids(second);
    await post(first, 'activations', { modelId: f2 });
    await post(first, 'actions', { modelId: f2, action: 'Walk', facts: { moved: 4.5 } });
    await post(first, 'actions', { modelId: f2, action: 'Focus' });
    // Effects of card text: a push towards a model, a placement, a marker placed and removed, a bury and an unbury.
    await post(first, 'effects', { kind: 'PUSH', modelId: s1, inches: 1, direction: { kind: 'TOWARDS', of: f2, distance: 3 } });
    await post(first, 'effects', { kind: 'PLACE', modelId: f2, inches: 2 });
    const marker = await post(first, 'effects', { kind: 'PLACE_MARKER', modelId: f2, marker: { kind: 'SCHEME', seat: first } });
    const markerId = (marker.body.events.find((e) => e.type === 'MarkerPlaced')?.data.id ?? '') as string;
    await post(first, 'effects', { kind: 'REMOVE_MARKER', modelId: f2, markerId });
    await post(first, 'effects', { kind: 'BURY', modelId: f1 });
    await post(first, 'effects', { kind: 'UNBURY', modelId: f1, fits: true });
    await post(first, 'activations/end', { modelId: f2 });
    await post(second, 'activations', { modelId: s2 });
    const charge = await post(second, 'actions', { modelId: s2, action: 'Charge', targets: [f2], facts: { moved: 5, los: [{ modelId: f2, los: 'CLEAR' }], endsInEngagementRange: true } });
    const chargeId = charge.body.events[0].data.actionId as string;
    await post(second, 'actions', { modelId: s2, action: 'Halberd', targets: [f2], facts: { distances: [{ modelId: f2, inches: 1 }], los: [{ modelId: f2, los: 'CLEAR' }] } });
    // The table typed as REST while the Halberd waits for its duel (pending, the Charge's granted attacks, the cards).
    for (const token of [c.tokens.A, c.tokens.B]) {
      const table = await typedTableAsRest(t, c.id, token);
      expect(table).toMatchObject({ pending: { modelId: s2, targetIds: [f2], action: { name: 'Halberd', category: 'ATTACK', stat: { name: 'Ml', value: 6 } } } });
      expect((table.models as { card: { abilities: unknown[] } }[]).map((m) => m.card.abilities.length)).toContain(1);
    }
    await playDuel();
    if ((await view()).turnStep.step === 'DAMAGE_FLIP') {
      await post(second, 'duels/damage');
      await playDuel();
    }
    await post(first, 'disputes', { actionId: chargeId, fact: 'moved', reason: 'that was more than 5"' });
    await post('O', 'disputes/resolve', { actionId: chargeId, fact: 'moved', ruling: 'UPHELD' });
    await post(second, 'activations/end', { modelId: s2 });
    for (const [seat, id] of [[first, f1], [second, s1]]) {
      await post(seat, 'activations', { modelId: id });
      await post(seat, 'activations/end', { modelId: id });
    }
    // SU-1: f3 summons a model (its card typed in ModelSummoned and on the table); it activates after the others.
    const summoned = `${first}-summoned`;
    await post(first, 'activations', { modelId: f3 });
    await post(first, 'effects', { kind: 'SUMMON', byModelId: f3, summon: card(summoned, { immuneTo: ['BURNING'] }), fits: true });
    await post(first, 'activations/end', { modelId: f3 });
    // The last model sacrifices itself: its activation ends with it.
    await post(second, 'activations', { modelId: s3 });
    await post(second, 'effects', { kind: 'SACRIFICE', modelId: s3 });
    await post(first, 'activations', { modelId: summoned });
    await post(first, 'activations/end', { modelId: summoned });
    await post(first, 'end-phase');

    const seen = new Set<string>();
    const check = async (token: string): Promise<void> => {
      await typedAsRest(c.id, token, seen);
    };
    for (const token of [c.tokens.A, c.tokens.B, c.organiser]) await check(token);
    await typedTableAsRest(t, c.id, c.organiser);
    await post('O', 'end', { reason: 'done' });
    for (const token of [c.tokens.A, c.organiser]) await check(token);
    const played = ['CrewHired', 'ActivationPhaseBegun', 'ActivationStarted', 'ActionTaken', 'EffectDeclared', 'ModelPushed', 'ModelPlaced', 'MarkerPlaced', 'MarkerRemoved', 'ModelBuried', 'ModelUnburied', 'ModelSummoned', 'ModelSacrificed', 'ConditionGained', 'ConditionRemoved', 'FactDisputed', 'DisputeResolved', 'ActivationEnded', 'ActivationPhaseEnded', 'UpkeepResolved', 'VictoryPointsStep', 'TurnEnded'];
    expect(played.map((x) => `${x}Data`).filter((x) => !seen.has(x))).toEqual([]);
    expect(seen.has('UntypedEventData')).toBe(false);
  });

  it('a Standard Encounter: setup, secret Schemes and scoring typed field for field; an unrevealed Scheme stays withheld', async () => {
    const c = await createEncounter(t, { soulstones: 0, autoDeclineCuts: true });
    const tok = (seat: string): string => (seat === 'O' ? c.organiser : c.tokens[seat]);
    const post = async (seat: string, path: string, body: object = {}): Promise<{ body: { state: StandardView } }> => {
      const r = await t.http.post(`/v1/encounters/${c.id}/${path}`).set(...bearer(tok(seat))).send(body);
      if (r.status !== 200) throw new Error(`${path} → ${r.status}: ${JSON.stringify(r.body)}`);
      return r;
    };
    await post('O', 'setup');
    await post('A', 'setup/terrain', { pieces: [{ id: 'w', kind: 'WALL', heightInches: 2.5, base: '6x1' }] });
    await post('B', 'setup/size', { soulstones: 50 });
    await post('A', 'setup/faction', { faction: 'GUILD' });
    await post('B', 'setup/faction', { faction: 'NEVERBORN' });
    await post('B', 'setup/deployment');
    await post('A', 'setup/strategy');
    const pool = (await post('A', 'setup/scheme-pool')).body.state.standard.schemePool.filter((x) => x !== 'A_LINE_IN_THE_SAND');
    await post('A', 'setup/crew', guild);
    await post('B', 'setup/crew', neverborn);
    const pick: Record<string, string> = { A: pool[0], B: pool[1] };
    for (const seat of ['A', 'B']) {
      await post(seat, 'setup/schemes', { schemes: [{ scheme: 'A_LINE_IN_THE_SAND' }, { scheme: pick[seat], notes: NOTES[seat][pick[seat]] }], reveal: ['A_LINE_IN_THE_SAND'] });
    }
    const w = (await post('O', 'setup/deployment-order')).body.state.standard.orderWinner!;
    await post(w, 'setup/deployment-order/choice', { deployFirst: true });
    await post(w, 'setup/deployment-zone', { zone: 'ZONE_2' });
    await post('O', 'draw-phase');
    // B declares its (unrevealed) Scheme first: A must not learn which.
    await post('B', 'scoring/declarations', { moment: 'END', firstScheme: pick.B, strategy: { nonPeonWithin6: 1 } });
    const d = (await post('A', 'scoring/declarations', { moment: 'END', firstScheme: 'A_LINE_IN_THE_SAND', strategy: { nonPeonWithin6: 2 } })).body.state.standard.declarations;
    const mine = d.find((x) => x.seat === 'A')!.declarationId;
    await post('B', `scoring/declarations/${mine}/answer`, { answer: 'DISPUTED', reason: 'measured 6.5"' });
    await post('O', `scoring/declarations/${mine}/ruling`, { ruling: 'UPHELD' });

    const seen = new Set<string>();
    const asA = await typedAsRest(c.id, c.tokens.A, seen);
    const asB = await typedAsRest(c.id, c.tokens.B, seen);
    await typedAsRest(c.id, c.organiser, seen);
    const payload = (log: Logged[], type: string, seat: string): Record<string, unknown> => log.find((e) => e.type === type && e.payload.seat === seat)!.payload;
    // Each seat reads its own Schemes; the other's stay null until the end, and so does the first Scheme B declared.
    expect(payload(asA, 'SchemesChosen', 'A')).toMatchObject({ schemes: [{ scheme: 'A_LINE_IN_THE_SAND' }, { scheme: pick.A }], reveal: ['A_LINE_IN_THE_SAND'] });
    expect(payload(asB, 'SchemesChosen', 'A')).toMatchObject({ schemes: null, reveal: null });
    expect(payload(asA, 'SchemesChosen', 'B')).toMatchObject({ schemes: null, reveal: null });
    expect(payload(asB, 'ScoringFactsDeclared', 'B')).toMatchObject({ firstScheme: pick.B });
    expect(payload(asA, 'ScoringFactsDeclared', 'B')).toMatchObject({ firstScheme: null });
    const notesOf = (x: Record<string, unknown>): string => JSON.stringify(x);
    expect(asA.filter((e) => e.type === 'SchemesChosen' || e.type === 'ScoringFactsDeclared').map((e) => notesOf(e.payload)).join()).not.toContain(pick.B);

    await post('O', 'end', { reason: 'time called' });
    // The hired crews' lists (cards, costs, Upgrades) and the result's VP per seat, typed as REST.
    const standard = (await typedStateFieldAsRest(t, 'Malifaux2eState', 'standard', c.id, c.tokens.A)) as { crews: { A: { list: { models: unknown[] } } }; result: { vp: Record<string, number> } };
    expect(standard.crews.A.list.models.length).toBeGreaterThan(0);
    expect(Object.keys(standard.result.vp).sort()).toEqual(['A', 'B']);
    const after = await typedAsRest(c.id, c.tokens.A, seen);
    expect(payload(after, 'SchemesChosen', 'B')).toMatchObject({ schemes: [{ scheme: 'A_LINE_IN_THE_SAND' }, { scheme: pick.B }] });
    await typedAsRest(c.id, c.tokens.B, seen);
    const played = ['StandardSetupBegun', 'TerrainRecorded', 'EncounterSizeSet', 'FactionCommitted', 'FactionsRevealed', 'DeploymentDetermined', 'StrategyDetermined', 'SchemePoolGenerated', 'CrewSubmitted', 'CrewsRevealed', 'SchemesChosen', 'SchemesRevealed', 'DeploymentOrderFlipped', 'DeploymentOrderChosen', 'CrewsDeployed', 'StandardSetupCompleted', 'SchemeRevealed', 'ScoringFactsDeclared', 'ScoringFactsAnswered', 'ScoringFactsRuled', 'EncounterResultDetermined'];
    // VictoryPointsAwarded comes only when something scored (the random Schemes may score nothing): checked when it does.
    expect(played.map((x) => `${x}Data`).filter((x) => !seen.has(x))).toEqual([]);
    expect(seen.has('UntypedEventData')).toBe(false);
  });

  it('OpenAPI: LoggedEvent is a oneOf on `type`, one member per typed event and UntypedEvent for the rest; withheld fields are nullable', async () => {
    const doc = (await t.http.get('/v1/openapi.json').expect(200)).body as { components: { schemas: Record<string, { oneOf?: { $ref: string }[]; discriminator?: { propertyName: string; mapping: Record<string, string> }; properties?: Record<string, { nullable?: boolean; $ref?: string }> }> } };
    const logged = doc.components.schemas.LoggedEvent;
    expect(logged.discriminator?.propertyName).toBe('type');
    expect(logged.discriminator?.mapping.CardsDrawn).toBe('#/components/schemas/CardsDrawnEvent');
    expect(logged.oneOf).toContainEqual({ $ref: '#/components/schemas/UntypedEvent' });
    expect(logged.oneOf).toHaveLength(eventModels().size + 1);
    expect(doc.components.schemas.CardsDrawnEvent.properties?.data.$ref).toBe('#/components/schemas/CardsDrawnData');
    expect(doc.components.schemas.CardsDrawnData.properties?.cards.nullable).toBe(true);
    expect(doc.components.schemas.DeckShuffledData.properties?.order.nullable).toBe(true);
    expect(doc.components.schemas.EncounterCreatedData.properties?.seed.nullable).toBe(true);
  });
});
