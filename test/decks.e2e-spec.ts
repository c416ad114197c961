// Fate decks end to end over REST and GraphQL on PostgreSQL (rules/malifaux-2e.md §1, §6.2): the same commands and
// semantics on both, refusals that leave the stream untouched, and hands that stay hidden in every way out.
import { bearer, createEncounter, gql, startTestApp, type Created, type TestApp } from './support/test-app';

const PROBLEM = /application\/problem\+json/;
const deck = (c: Created, seat: string, verb: string): string => `/v1/encounters/${c.id}/decks/${seat}/${verb}`;

describe('decks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  async function version(c: Created): Promise<number> {
    return (await t.http.get(`/v1/encounters/${c.id}`).set(...bearer(c.organiser)).expect(200)).body.version;
  }

  describe('POST /v1/encounters/:id/decks/:seat/cut and decline-cut', () => {
    it('malifaux-2e/FD-13 only the opponent cuts; the deck is blocked until the cut is answered', async () => {
      const c = await createEncounter(t);
      const blocked = await t.http.post(deck(c, 'A', 'draw')).set(...bearer(c.tokens.A)).send({ count: 1 }).expect(422);
      expect(blocked.body.ruleId).toBe('malifaux-2e/FD-13');
      expect((await t.http.post(deck(c, 'A', 'cut')).set(...bearer(c.tokens.A)).send({ index: 5 }).expect(403)).body.code).toBe('FORBIDDEN');
      const cut = await t.http.post(deck(c, 'A', 'cut')).set(...bearer(c.tokens.B)).send({ index: 5 }).expect(200);
      expect(cut.body.events[0]).toMatchObject({ type: 'DeckCut', data: { seat: 'A', by: 'B', index: 5 } });
      expect((await t.http.post(deck(c, 'A', 'cut')).set(...bearer(c.tokens.B)).send({ index: 5 }).expect(422)).body.ruleId).toBe('malifaux-2e/FD-13');
      expect((await t.http.post(deck(c, 'B', 'cut')).set(...bearer(c.tokens.A)).send({ index: 0 }).expect(400)).body.code).toBe('VALIDATION_FAILED');
      await t.http.post(deck(c, 'A', 'draw')).set(...bearer(c.tokens.A)).send({ count: 1 }).expect(200);
    });
  });

  describe('POST /v1/encounters/:id/decks/:seat/draw, flip, discard', () => {
    it('draws into the hand, flips onto the discard pile, discards from the hand (FD-8, FD-9, FD-10)', async () => {
      const c = await createEncounter(t, { ready: true });
      const drawn = await t.http.post(deck(c, 'A', 'draw')).set(...bearer(c.tokens.A)).send({ count: 8 }).expect(200);
      const hand: string[] = drawn.body.state.seats[0].hand;
      expect(hand).toHaveLength(8);
      expect(drawn.body.version).toBe(c.version + 1);
      const flipped = await t.http.post(deck(c, 'A', 'flip')).set(...bearer(c.tokens.A)).send({ count: 2 }).expect(200);
      const cards: string[] = flipped.body.events[0].data.cards;
      expect(flipped.body.state.seats[0]).toMatchObject({ deckCount: 44, discardCount: 2, discardTop: cards[1], inPlay: [] });
      const discarded = await t.http.post(deck(c, 'A', 'discard')).set(...bearer(c.tokens.A)).send({ cards: [hand[3], hand[0]] }).expect(200);
      expect(discarded.body.state.seats[0]).toMatchObject({ handCount: 6, discardCount: 4, discardTop: hand[0] });
    });

    it('refuses illegal moves with 422 and the rule, and leaves the stream untouched', async () => {
      const c = await createEncounter(t, { ready: true });
      const before = await version(c);
      const drawn = await t.http.post(deck(c, 'A', 'draw')).set(...bearer(c.tokens.A)).send({ count: 2 }).expect(200);
      const notInHand = ['RAM-01', 'RAM-02', 'RAM-03'].find((x) => !drawn.body.state.seats[0].hand.includes(x)) as string;
      const res = await t.http.post(deck(c, 'A', 'discard')).set(...bearer(c.tokens.A)).send({ cards: [notInHand] }).expect(422);
      expect(res.headers['content-type']).toMatch(PROBLEM);
      expect(res.body).toMatchObject({ code: 'RULE_VIOLATION', ruleId: 'malifaux-2e/FD-9', status: 422 });
      expect(res.body.section).toContain('§1.5');
      expect((await t.http.post(deck(c, 'A', 'flip')).set(...bearer(c.tokens.A)).send({ count: 5 }).expect(400)).body.code).toBe('VALIDATION_FAILED');
      expect((await t.http.post(deck(c, 'A', 'draw')).set(...bearer(c.tokens.A)).send({ count: 'x' }).expect(400)).body.errors[0].field).toBe('count');
      expect((await t.http.post(deck(c, 'E', 'draw')).set(...bearer(c.tokens.A)).send({ count: 1 }).expect(400)).body.code).toBe('VALIDATION_FAILED');
      expect((await t.http.post(deck(c, 'A', 'draw')).set(...bearer(c.tokens.B)).send({ count: 1 }).expect(403)).body.code).toBe('FORBIDDEN');
      expect(await version(c)).toBe(before + 1);
    });

    it('409 CONCURRENCY_CONFLICT on a stale expectedVersion or If-Match, and nothing is written', async () => {
      const c = await createEncounter(t, { ready: true });
      const ok = await t.http.post(deck(c, 'A', 'draw')).set(...bearer(c.tokens.A)).send({ count: 1, expectedVersion: c.version }).expect(200);
      const stale = await t.http.post(deck(c, 'A', 'draw')).set(...bearer(c.tokens.A)).send({ count: 1, expectedVersion: c.version }).expect(409);
      expect(stale.body).toMatchObject({ code: 'CONCURRENCY_CONFLICT', expectedVersion: c.version, currentVersion: ok.body.version });
      await t.http.post(deck(c, 'A', 'draw')).set(...bearer(c.tokens.A)).set('if-match', `"${c.version}"`).send({ count: 1 }).expect(409);
      await t.http.post(deck(c, 'A', 'draw')).set(...bearer(c.tokens.A)).set('if-match', `"${ok.body.version}"`).send({ count: 1 }).expect(200);
      expect(await version(c)).toBe(ok.body.version + 1);
    });

    it('concurrent commands with the same expectedVersion: exactly one wins', async () => {
      const c = await createEncounter(t, { ready: true });
      const results = await Promise.all(
        [0, 1, 2, 3, 4].map(() => t.http.post(deck(c, 'A', 'draw')).set(...bearer(c.tokens.A)).send({ count: 1, expectedVersion: c.version })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
      expect(await version(c)).toBe(c.version + 1);
    });

    it('a repeated Idempotency-Key returns the first answer and appends nothing', async () => {
      const c = await createEncounter(t, { ready: true });
      const first = await t.http.post(deck(c, 'A', 'flip')).set(...bearer(c.tokens.A)).set('idempotency-key', 'flip-1').send({ count: 1 }).expect(200);
      const again = await t.http.post(deck(c, 'A', 'flip')).set(...bearer(c.tokens.A)).set('idempotency-key', 'flip-1').send({ count: 1 }).expect(200);
      expect(again.body).toEqual(first.body);
      expect(await version(c)).toBe(first.body.version);
      expect((await t.http.post(deck(c, 'A', 'flip')).set(...bearer(c.tokens.A)).set('idempotency-key', 'bad key!').send({}).expect(400)).body.code).toBe('VALIDATION_FAILED');
    });

    it('twin requests racing with one Idempotency-Key and expectedVersion: one command appended, every twin gets its answer', async () => {
      const c = await createEncounter(t, { ready: true });
      const twins = await Promise.all(
        [0, 1, 2, 3].map(() => t.http.post(deck(c, 'A', 'draw')).set(...bearer(c.tokens.A)).set('idempotency-key', 'twin').send({ count: 2, expectedVersion: c.version })),
      );
      expect(twins.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(new Set(twins.map((r) => JSON.stringify(r.body.events))).size).toBe(1);
      expect(await version(c)).toBe(c.version + 1);
    });
  });

  describe('POST /v1/encounters/:id/draw-phase and decks/:seat/refill', () => {
    it('malifaux-2e/DP-1 malifaux-2e/DP-3 malifaux-2e/DP-4 malifaux-2e/DP-5 a whole Draw Phase over REST', async () => {
      const c = await createEncounter(t, { autoDeclineCuts: true, soulstones: 1 });
      await t.http.post(`/v1/encounters/${c.id}/draw-phase`).set(...bearer(c.tokens.B)).send({ firstPlayer: 'B' }).expect(200);
      expect((await t.http.post(deck(c, 'A', 'refill')).set(...bearer(c.tokens.A)).send({}).expect(422)).body.ruleId).toBe('malifaux-2e/DP-4');
      const b = await t.http.post(deck(c, 'B', 'refill')).set(...bearer(c.tokens.B)).send({ useSoulstone: true }).expect(200);
      expect(b.body.state.seats[1]).toMatchObject({ handCount: 8, soulstones: 0 });
      const a = await t.http.post(deck(c, 'A', 'refill')).set(...bearer(c.tokens.A)).send({}).expect(200);
      expect(a.body.state.seats[0].handCount).toBe(6);
      const hand: string[] = b.body.state.seats[1].hand;
      expect((await t.http.post(deck(c, 'B', 'discard')).set(...bearer(c.tokens.B)).send({ cards: [hand[0]] }).expect(422)).body.ruleId).toBe('malifaux-2e/DP-5');
      const done = await t.http.post(deck(c, 'B', 'discard')).set(...bearer(c.tokens.B)).send({ cards: hand.slice(0, 2) }).expect(200);
      expect(done.body.events.map((e: { type: string }) => e.type)).toEqual(['CardsDiscarded', 'DrawPhaseEnded']);
      expect(done.body.state.drawPhase).toBeNull();
    });
  });

  describe('GraphQL mutations', () => {
    it('the same commands with the same semantics and error codes', async () => {
      const c = await createEncounter(t, { ready: true });
      const draw = `mutation($id: ID!, $seat: Seat!, $n: Int!) { drawCards(id: $id, seat: $seat, input: { count: $n }) { version events { type data redacted } state { ... on Malifaux2eState { seats { seat hand handCount } } } } }`;
      const ok = await gql(t, c.tokens.A, draw, { id: c.id, seat: 'A', n: 4 });
      expect(ok.errors).toBeUndefined();
      const result = ok.data?.drawCards as { version: number; state: { seats: { hand: string[] | null }[] } };
      expect(result.version).toBe(c.version + 1);
      expect(result.state.seats[0].hand).toHaveLength(4);
      expect(result.state.seats[1].hand).toBeNull();
      const forbidden = await gql(t, c.tokens.B, draw, { id: c.id, seat: 'A', n: 1 });
      expect(forbidden.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const unauth = await gql(t, null, draw, { id: c.id, seat: 'A', n: 1 });
      expect(unauth.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      const invalid = await gql(t, c.tokens.A, draw, { id: c.id, seat: 'A', n: 0 });
      expect(invalid.errors?.[0].extensions?.code).toBe('VALIDATION_FAILED');
      const badSeat = await gql(t, c.tokens.A, draw, { id: c.id, seat: 'Z', n: 1 });
      expect(badSeat.errors?.[0].extensions?.code).toBe('VALIDATION_FAILED');
      const discard = `mutation($id: ID!) { discardCards(id: $id, seat: A, input: { cards: ["RJ", "BJ", "RAM-01", "RAM-02", "RAM-03"] }) { version } }`;
      const rule = await gql(t, c.tokens.A, discard, { id: c.id });
      expect(rule.errors?.[0].extensions).toMatchObject({ code: 'RULE_VIOLATION', ruleId: 'malifaux-2e/FD-9' });
      const conflict = await gql(t, c.tokens.A, `mutation($id: ID!) { flipCards(id: $id, seat: A, input: { expectedVersion: 1 }) { version } }`, { id: c.id });
      expect(conflict.errors?.[0].extensions?.code).toBe('CONCURRENCY_CONFLICT');
      const q = await gql(t, c.tokens.A, `query($id: ID!) { encounter(id: $id) { version state { ... on Malifaux2eState { seats { handCount } } } } }`, { id: c.id });
      expect(q.data?.encounter).toMatchObject({ version: c.version + 1 });
      const syntax = await gql(t, c.tokens.A, `query { encounter(id: `);
      expect(syntax.errors?.[0].extensions?.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('hidden information', () => {
    it("seat B never sees a card of seat A's hand: not by REST, GraphQL, the event log, time travel nor errors", async () => {
      const c = await createEncounter(t, { ready: true });
      const drawn = await t.http.post(deck(c, 'A', 'draw')).set(...bearer(c.tokens.A)).send({ count: 6 }).expect(200);
      const hand: string[] = drawn.body.state.seats[0].hand;
      expect(hand).toHaveLength(6);
      const seen: string[] = [];
      for (const token of [c.tokens.B, c.organiser]) {
        seen.push(JSON.stringify((await t.http.get(`/v1/encounters/${c.id}`).set(...bearer(token))).body));
        seen.push(JSON.stringify((await t.http.get(`/v1/encounters/${c.id}/events`).set(...bearer(token))).body));
        seen.push(JSON.stringify((await t.http.get(`/v1/encounters/${c.id}/state?version=${drawn.body.version}`).set(...bearer(token))).body));
        const g = await gql(t, token, `query($id: ID!) { encounter(id: $id) { state { ... on Malifaux2eState { seats { hand deck discard } } } } encounterEvents(id: $id) { events { type data } } encounterState(id: $id) { state { ... on Malifaux2eState { seats { hand deck } } } } }`, { id: c.id });
        expect(g.errors).toBeUndefined();
        expect((g.data?.encounterEvents as { events: unknown[] }).events.length).toBeGreaterThan(3);
        seen.push(JSON.stringify(g));
      }
      // Errors: B tries to discard A's cards, and to discard them as if they were B's own.
      seen.push(JSON.stringify((await t.http.post(deck(c, 'A', 'discard')).set(...bearer(c.tokens.B)).send({ cards: ['RJ'] })).body));
      seen.push(JSON.stringify((await t.http.post(deck(c, 'B', 'discard')).set(...bearer(c.tokens.B)).send({ cards: ['BJ'] })).body));
      const everything = seen.join('\n');
      for (const card of hand) expect(everything).not.toMatch(new RegExp(`"${card}"`));
      // ...while A does see her own hand, and the drawn event is marked redacted for B.
      const mine = await t.http.get(`/v1/encounters/${c.id}/events`).set(...bearer(c.tokens.A));
      expect(JSON.stringify(mine.body)).toContain(`"${hand[0]}"`);
      const theirs = await t.http.get(`/v1/encounters/${c.id}/events`).set(...bearer(c.tokens.B));
      const drawEvent = theirs.body.events.find((e: { type: string }) => e.type === 'CardsDrawn');
      expect(drawEvent).toMatchObject({ redacted: true, data: { cards: null, count: 6 } });
    });

    it('nobody sees any deck order while the encounter runs', async () => {
      const c = await createEncounter(t, { ready: true });
      for (const token of [c.tokens.A, c.tokens.B, c.organiser]) {
        const body = (await t.http.get(`/v1/encounters/${c.id}/events`).set(...bearer(token))).body;
        for (const e of body.events.filter((x: { type: string }) => x.type === 'DeckShuffled')) expect(e.data.order).toBeNull();
        const view = (await t.http.get(`/v1/encounters/${c.id}`).set(...bearer(token))).body;
        for (const s of view.state.seats) expect(s.deck).toBeNull();
      }
    });
  });
});
