// Encounters over REST: creation, tokens, views, the event log, time travel, the end and the seed audit.
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { FATE_DECK } from '../src/rules/malifaux/cards';
import { rngFor, shuffle } from '../src/rules/core/prng';
import { auditShuffles } from '../src/rules/malifaux-2e/audit';
import { bearer, createEncounter, startTestApp, type TestApp } from './support/test-app';

const PROBLEM = /application\/problem\+json/;

describe('encounters (REST)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  describe('POST /v1/encounters', () => {
    it('creates a stream and answers 201 with tokens per seat, an organiser token and the seed commitment', async () => {
      const res = await t.http.post('/v1/encounters').send({ ruleset: 'malifaux-2e', players: [{ name: 'Ann' }, { name: 'Bob' }] }).expect(201);
      expect(res.body.encounterId).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.body.version).toBe(3);
      expect(res.body.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
      expect(res.body.seats.map((s: { seat: string }) => s.seat)).toEqual(['A', 'B']);
      expect(new Set([res.body.organiserToken, ...res.body.seats.map((s: { token: string }) => s.token)]).size).toBe(3);
      expect(res.body.state.seats[0].deckCount).toBe(54);
      expect(res.body.state.seed).toBeNull();
    });

    it('stores tokens hashed, never in clear', async () => {
      const c = await createEncounter(t);
      const ds = t.app.get(DataSource);
      const tokens: { token_hash: string }[] = await ds.query('SELECT token_hash FROM encounter_tokens WHERE encounter_id = $1', [c.id]);
      expect(tokens).toHaveLength(3);
      const dump = JSON.stringify(await ds.query('SELECT data, metadata FROM events WHERE stream_id = $1', [c.id]));
      expect(dump).not.toContain(c.tokens.A);
      expect(tokens.map((r) => r.token_hash)).toContain(createHash('sha256').update(c.tokens.A).digest('hex'));
    });

    it.each([
      ['no body', undefined],
      ['unknown ruleset', { ruleset: 'chess', players: [{ name: 'a' }, { name: 'b' }] }],
      ['players missing', { ruleset: 'malifaux-2e' }],
      ['empty name', { ruleset: 'malifaux-2e', players: [{ name: '' }, { name: 'b' }] }],
      ['unknown field', { ruleset: 'malifaux-2e', players: [{ name: 'a' }, { name: 'b' }], cheat: true }],
      ['wrong type', { ruleset: 'malifaux-2e', players: 'two' }],
      ['negative soulstones', { ruleset: 'malifaux-2e', players: [{ name: 'a', soulstones: -1 }, { name: 'b' }] }],
      ['five players', { ruleset: 'malifaux-2e', players: [1, 2, 3, 4, 5].map((i) => ({ name: `p${i}` })) }],
    ])('answers 400 VALIDATION_FAILED for %s', async (_case, body) => {
      const res = await t.http.post('/v1/encounters').send(body as object).expect(400);
      expect(res.headers['content-type']).toMatch(PROBLEM);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.detail).toBeTruthy();
    });

    it('answers 400 for malformed JSON', async () => {
      const res = await t.http.post('/v1/encounters').set('content-type', 'application/json').send('{"ruleset": ').expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });

    it('malifaux-2e/FD-1 refuses a Malifaux encounter that is not two players (422)', async () => {
      const res = await t.http.post('/v1/encounters').send({ ruleset: 'malifaux-2e', players: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] }).expect(422);
      expect(res.body).toMatchObject({ code: 'RULE_VIOLATION', ruleId: 'malifaux-2e/FD-1' });
    });

    it('malifaux-2e/TV-18 refuses a starting Soulstone Pool above 7 (422)', async () => {
      const res = await t.http.post('/v1/encounters').send({ ruleset: 'malifaux-2e', players: [{ name: 'a', soulstones: 8 }, { name: 'b' }] }).expect(422);
      expect(res.body.ruleId).toBe('malifaux-2e/TV-18');
    });

    it('returns the first answer for a repeated Idempotency-Key and creates nothing more', async () => {
      const body = { ruleset: 'malifaux-2e', players: [{ name: 'Idem' }, { name: 'Potent' }] };
      const a = await t.http.post('/v1/encounters').set('idempotency-key', 'create-1').send(body).expect(201);
      const b = await t.http.post('/v1/encounters').set('idempotency-key', 'create-1').send(body).expect(201);
      expect(b.body).toEqual(a.body);
      const other = await t.http.post('/v1/encounters').set('idempotency-key', 'create-1').send({ ...body, players: [{ name: 'x' }, { name: 'y' }] });
      expect(other.status).toBe(400);
    });

    it('concurrent creations with one Idempotency-Key create one encounter and all get its answer', async () => {
      const body = { ruleset: 'malifaux-2e', players: [{ name: 'Race' }, { name: 'Twice' }] };
      const answers = await Promise.all([0, 1, 2, 3].map(() => t.http.post('/v1/encounters').set('idempotency-key', 'create-race').send(body)));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
      expect(new Set(answers.map((a) => a.body.encounterId)).size).toBe(1);
    });
  });

  describe('GET /v1/encounters/:id', () => {
    it('answers with the caller’s view; 401 without or with an unknown token; 403 with another encounter’s token; 404; 400', async () => {
      const c = await createEncounter(t);
      const d = await createEncounter(t);
      const ok = await t.http.get(`/v1/encounters/${c.id}`).set(...bearer(c.tokens.A)).expect(200);
      expect(ok.body.version).toBe(c.version);
      expect((await t.http.get(`/v1/encounters/${c.id}`).expect(401)).body.code).toBe('UNAUTHENTICATED');
      expect((await t.http.get(`/v1/encounters/${c.id}`).set(...bearer('nope')).expect(401)).body.code).toBe('UNAUTHENTICATED');
      expect((await t.http.get(`/v1/encounters/${c.id}`).set('authorization', 'Basic abc').expect(401)).body.code).toBe('UNAUTHENTICATED');
      expect((await t.http.get(`/v1/encounters/${c.id}`).set(...bearer(d.tokens.A)).expect(403)).body.code).toBe('FORBIDDEN');
      expect((await t.http.get('/v1/encounters/00000000-0000-4000-8000-000000000000').set(...bearer(d.tokens.A)).expect(404)).body.code).toBe('NOT_FOUND');
      expect((await t.http.get('/v1/encounters/not-a-uuid').set(...bearer(d.tokens.A)).expect(400)).body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('GET /v1/encounters/:id/events and /state', () => {
    it('pages through the log and travels in time', async () => {
      const c = await createEncounter(t, { ready: true });
      await t.http.post(`/v1/encounters/${c.id}/decks/A/draw`).set(...bearer(c.tokens.A)).send({ count: 3 }).expect(200);
      const p1 = await t.http.get(`/v1/encounters/${c.id}/events?limit=2`).set(...bearer(c.tokens.A)).expect(200);
      expect(p1.body.events.map((e: { version: number }) => e.version)).toEqual([1, 2]);
      expect(p1.body.nextAfter).toBe(2);
      const p2 = await t.http.get(`/v1/encounters/${c.id}/events?after=2&limit=100`).set(...bearer(c.tokens.A)).expect(200);
      expect(p2.body.events.map((e: { type: string }) => e.type)).toEqual(['DeckShuffled', 'CutDeclined', 'CutDeclined', 'CardsDrawn']);
      expect(p2.body.nextAfter).toBeNull();
      const past = await t.http.get(`/v1/encounters/${c.id}/state?version=3`).set(...bearer(c.tokens.A)).expect(200);
      expect(past.body.state.seats[0]).toMatchObject({ handCount: 0, pendingCutBy: 'B' });
      const now = await t.http.get(`/v1/encounters/${c.id}/state`).set(...bearer(c.tokens.A)).expect(200);
      expect(now.body.state.seats[0].hand).toHaveLength(3);
      expect((await t.http.get(`/v1/encounters/${c.id}/state?version=999`).set(...bearer(c.tokens.A)).expect(404)).body.code).toBe('NOT_FOUND');
      expect((await t.http.get(`/v1/encounters/${c.id}/state?version=0`).set(...bearer(c.tokens.A)).expect(400)).body.code).toBe('VALIDATION_FAILED');
      expect((await t.http.get(`/v1/encounters/${c.id}/events?limit=abc`).set(...bearer(c.tokens.A)).expect(400)).body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('POST /v1/encounters/:id/end', () => {
    it('only the organiser ends; the seed is revealed, matches the commitment, and re-runs every shuffle', async () => {
      const c = await createEncounter(t, { ready: true });
      await t.http.post(`/v1/encounters/${c.id}/decks/A/draw`).set(...bearer(c.tokens.A)).send({ count: 6 }).expect(200);
      const refused = await t.http.post(`/v1/encounters/${c.id}/end`).set(...bearer(c.tokens.A)).send({}).expect(403);
      expect(refused.body.code).toBe('FORBIDDEN');
      const ended = await t.http.post(`/v1/encounters/${c.id}/end`).set(...bearer(c.organiser)).send({ reason: 'done' }).expect(200);
      const seed: string = ended.body.state.seed;
      expect(createHash('sha256').update(seed).digest('hex')).toBe(c.seedCommitment);
      // Audit: with the seed, anybody re-runs each recorded shuffle (README "Auditing a game").
      const log = await t.http.get(`/v1/encounters/${c.id}/events`).set(...bearer(c.tokens.B)).expect(200);
      const shuffles = log.body.events.filter((e: { type: string }) => e.type === 'DeckShuffled');
      expect(shuffles).toHaveLength(2);
      for (const s of shuffles) expect(s.data.order).toEqual(shuffle(FATE_DECK, rngFor(seed, s.data.nonce)));
      const audit = auditShuffles(log.body.events, (x) => createHash('sha256').update(x).digest('hex'));
      expect(audit).toMatchObject({ fair: true, seedMatchesCommitment: true });
      // After the end, B sees A's hand and every deck.
      const view = await t.http.get(`/v1/encounters/${c.id}`).set(...bearer(c.tokens.B)).expect(200);
      expect(view.body.state.seats[0].hand).toHaveLength(6);
      expect(view.body.state.seats[0].deck).toHaveLength(48);
      const again = await t.http.post(`/v1/encounters/${c.id}/decks/A/draw`).set(...bearer(c.tokens.A)).send({ count: 1 }).expect(422);
      expect(again.body.ruleId).toBe('malifaux-2e/EP-3');
    });
  });
});
