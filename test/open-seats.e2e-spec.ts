// Open seats (README "Open seats"): an encounter created with a seat left open; the first player to join it gets its
// token once (a repeat with the same Idempotency-Key answers the same), a taken seat is a 409, the join is an event.
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ProjectionsService } from '../src/projections/projections.service';
import { CARDS } from '../src/rules/mage-wars/testing/fixtures';
import { gql, startTestApp, type TestApp } from './support/test-app';

const PROBLEM = /application\/problem\+json/;

interface Opened {
  readonly id: string;
  readonly organiser: string;
  readonly tokenA: string;
  readonly version: number;
}

describe('open seats', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  async function openEncounter(): Promise<Opened> {
    const res = await t.http.post('/v1/encounters').send({ ruleset: 'malifaux-2e', players: [{ name: 'Ann' }, {}] }).expect(201);
    expect(res.body.seats).toEqual([expect.objectContaining({ seat: 'A', name: 'Ann' })]);
    expect(res.body.openSeats).toEqual(['B']);
    return { id: res.body.encounterId, organiser: res.body.organiserToken, tokenA: res.body.seats[0].token, version: res.body.version };
  }

  const join = (id: string, seat: string, body: object, key?: string) => {
    const req = t.http.post(`/v1/encounters/${id}/seats/${seat}/join`).send(body);
    return key ? req.set('idempotency-key', key) : req;
  };

  describe('POST /v1/encounters with a player without a name', () => {
    it('creates the encounter with that seat open: no token for it, an empty name in the view', async () => {
      const e = await openEncounter();
      const ds = t.app.get(DataSource);
      const grants: { role: string; seat: string | null }[] = await ds.query('SELECT role, seat FROM encounter_tokens WHERE encounter_id = $1 ORDER BY role, seat', [e.id]);
      expect(grants).toEqual([{ role: 'organiser', seat: null }, { role: 'seat', seat: 'A' }]);
      const view = await t.http.get(`/v1/encounters/${e.id}`).set('authorization', `Bearer ${e.organiser}`).expect(200);
      expect(view.body.state.seats.map((s: { name: string }) => s.name)).toEqual(['Ann', '']);
    });
  });

  describe('POST /v1/encounters/:id/seats/:seat/join', () => {
    it('hands the open seat its token once; the token acts for that seat; the join is a SeatJoined event', async () => {
      const e = await openEncounter();
      const res = await join(e.id, 'B', { name: 'Ben' }).expect(200);
      expect(res.body).toMatchObject({ encounterId: e.id, seat: 'B', name: 'Ben', version: e.version + 1 });
      expect(res.body.token).toMatch(/^seatB_/);
      expect(res.body.state.seats[1]).toMatchObject({ name: 'Ben', hand: [] });
      // B is offered the cut of A's deck at creation (FD-13): her new token declines it.
      await t.http.post(`/v1/encounters/${e.id}/decks/A/decline-cut`).set('authorization', `Bearer ${res.body.token}`).send({}).expect(200);
      const log = await t.http.get(`/v1/encounters/${e.id}/events`).set('authorization', `Bearer ${e.tokenA}`).expect(200);
      const joined = log.body.events.find((ev: { type: string }) => ev.type === 'SeatJoined');
      expect(joined).toMatchObject({ version: e.version + 1, data: { seat: 'B', name: 'Ben' }, redacted: false });
      expect(JSON.stringify(log.body)).not.toContain(res.body.token);
      const ds = t.app.get(DataSource);
      const rows: { players: { seat: string; name: string }[] }[] = await ds.query('SELECT players FROM encounters WHERE id = $1', [e.id]);
      expect(rows[0].players).toEqual([{ seat: 'A', name: 'Ann' }, { seat: 'B', name: 'Ben' }]);
    });

    it('answers a repeated Idempotency-Key with the first answer (same token) and appends nothing; another body under it is a 400', async () => {
      const e = await openEncounter();
      const key = randomUUID();
      const first = await join(e.id, 'B', { name: 'Ben' }, key).expect(200);
      const again = await join(e.id, 'B', { name: 'Ben' }, key).expect(200);
      expect(again.body).toEqual(first.body);
      const view = await t.http.get(`/v1/encounters/${e.id}`).set('authorization', `Bearer ${e.organiser}`).expect(200);
      expect(view.body.version).toBe(e.version + 1);
      const other = await join(e.id, 'B', { name: 'Bea' }, key).expect(400);
      expect(other.body.code).toBe('VALIDATION_FAILED');
    });

    it('answers 409 SEAT_TAKEN for a seat taken by a join or at creation, and the stream is untouched', async () => {
      const e = await openEncounter();
      await join(e.id, 'B', { name: 'Ben' }).expect(200);
      for (const seat of ['B', 'A']) {
        const res = await join(e.id, seat, { name: 'Eve' }, randomUUID()).expect(409);
        expect(res.headers['content-type']).toMatch(PROBLEM);
        expect(res.body.code).toBe('SEAT_TAKEN');
      }
      const view = await t.http.get(`/v1/encounters/${e.id}`).set('authorization', `Bearer ${e.organiser}`).expect(200);
      expect(view.body.version).toBe(e.version + 1);
    });

    it('gives the seat to exactly one of several players joining it at once', async () => {
      const e = await openEncounter();
      const answers = await Promise.all(['Ben', 'Bea', 'Bob', 'Bo'].map((name) => join(e.id, 'B', { name }, randomUUID())));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
      const ds = t.app.get(DataSource);
      const grants: unknown[] = await ds.query(`SELECT 1 FROM encounter_tokens WHERE encounter_id = $1 AND seat = 'B'`, [e.id]);
      expect(grants).toHaveLength(1);
    });

    it.each([
      ['a seat the encounter does not have', 'C', { name: 'Cy' }, 404, 'NOT_FOUND'],
      ['a seat that is not a seat', 'Z', { name: 'Zed' }, 400, 'VALIDATION_FAILED'],
      ['no name', 'B', {}, 400, 'VALIDATION_FAILED'],
      ['an empty name', 'B', { name: '' }, 400, 'VALIDATION_FAILED'],
      ['an unknown field', 'B', { name: 'Ben', token: 'mine' }, 400, 'VALIDATION_FAILED'],
    ])('answers %s with a problem', async (_case, seat, body, status, code) => {
      const e = await openEncounter();
      const res = await join(e.id, seat, body).expect(status);
      expect(res.headers['content-type']).toMatch(PROBLEM);
      expect(res.body.code).toBe(code);
    });

    it('answers 404 for an unknown encounter and 400 for a malformed id', async () => {
      expect((await join(randomUUID(), 'B', { name: 'Ben' }).expect(404)).body.code).toBe('NOT_FOUND');
      expect((await join('not-a-uuid', 'B', { name: 'Ben' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    });

    it('answers 409 once the encounter has ended', async () => {
      const e = await openEncounter();
      await t.http.post(`/v1/encounters/${e.id}/end`).set('authorization', `Bearer ${e.organiser}`).send({}).expect(200);
      expect((await join(e.id, 'B', { name: 'Ben' }).expect(409)).body.code).toBe('SEAT_TAKEN');
    });
  });

  describe('ruleset-blind', () => {
    it('a Mage Wars encounter opens and joins a seat the same way; its view names the new player', async () => {
      const mageWars = { players: [{ mageClass: 'Warlock' }, { mageClass: 'Priestess', spellbookId: 'apprentice-priestess' }], cards: [CARDS.fireball, CARDS.flameblast, CARDS.pillar] };
      const created = await t.http.post('/v1/encounters').send({ ruleset: 'mage-wars', players: [{}, { name: 'Ben' }], mageWars }).expect(201);
      expect(created.body.openSeats).toEqual(['A']);
      const joined = await join(created.body.encounterId, 'A', { name: 'Ana' }).expect(200);
      expect(joined.body.state.ruleset).toBe('mage-wars');
      expect(joined.body.state.seats.map((x: { name: string }) => x.name)).toEqual(['Ana', 'Ben']);
      const view = await t.http.get(`/v1/encounters/${created.body.encounterId}`).set('authorization', `Bearer ${joined.body.token}`).expect(200);
      expect(view.body.state.seats[0].name).toBe('Ana');
      expect((await join(created.body.encounterId, 'A', { name: 'Eve' }).expect(409)).body.code).toBe('SEAT_TAKEN');
    });

    it('a rebuild of the read models from the log gives the joined seat its token back', async () => {
      const e = await openEncounter();
      const joined = await join(e.id, 'B', { name: 'Ben' }).expect(200);
      const ds = t.app.get(DataSource);
      const dump = async (): Promise<unknown> => ({
        tokens: await ds.query('SELECT * FROM encounter_tokens WHERE encounter_id = $1 ORDER BY token_hash', [e.id]),
        encounter: await ds.query('SELECT * FROM encounters WHERE id = $1', [e.id]),
      });
      const before = await dump();
      await ds.query('DELETE FROM encounter_tokens WHERE encounter_id = $1', [e.id]);
      await t.app.get(ProjectionsService).rebuild();
      expect(await dump()).toEqual(before);
      // A fresh process would read the grant from the rebuilt table (this one may have it cached).
      const rows: unknown[] = await ds.query(`SELECT 1 FROM encounter_tokens WHERE encounter_id = $1 AND seat = 'B'`, [e.id]);
      expect(rows).toHaveLength(1);
      await t.http.get(`/v1/encounters/${e.id}`).set('authorization', `Bearer ${joined.body.token}`).expect(200);
    });
  });

  describe('GraphQL joinSeat', () => {
    const JOIN = `mutation($id: ID!, $seat: Seat!, $input: JoinSeatInput!, $key: String) {
      joinSeat(id: $id, seat: $seat, input: $input, idempotencyKey: $key) { encounterId seat name token version state { ... on Malifaux2eState { seats { name hand } } } } }`;

    it('joins an open seat created over GraphQL; a second join is SEAT_TAKEN in extensions', async () => {
      const created = await gql(t, null, `mutation($input: CreateEncounterInput!) { createEncounter(input: $input) { encounterId openSeats seats { seat } } }`, {
        input: { ruleset: 'malifaux-2e', players: [{}, { name: 'Bob' }] },
      });
      expect(created.errors).toBeUndefined();
      const c = created.data?.createEncounter as { encounterId: string; openSeats: string[]; seats: { seat: string }[] };
      expect(c.openSeats).toEqual(['A']);
      expect(c.seats).toEqual([{ seat: 'B' }]);
      const key = randomUUID();
      const joined = await gql(t, null, JOIN, { id: c.encounterId, seat: 'A', input: { name: 'Ann' }, key });
      expect(joined.errors).toBeUndefined();
      const j = joined.data?.joinSeat as { seat: string; name: string; token: string; state: { seats: { name: string; hand: string[] | null }[] } };
      expect(j).toMatchObject({ seat: 'A', name: 'Ann' });
      expect(j.state.seats.map((s) => s.name)).toEqual(['Ann', 'Bob']);
      expect(j.state.seats[1].hand).toBeNull();
      const repeat = await gql(t, null, JOIN, { id: c.encounterId, seat: 'A', input: { name: 'Ann' }, key });
      expect((repeat.data?.joinSeat as { token: string }).token).toBe(j.token);
      const taken = await gql(t, null, JOIN, { id: c.encounterId, seat: 'A', input: { name: 'Eve' } });
      expect(taken.errors?.[0].extensions?.code).toBe('SEAT_TAKEN');
      const view = await gql(t, j.token, `query($id: ID!) { encounter(id: $id) { version } }`, { id: c.encounterId });
      expect(view.errors).toBeUndefined();
    });
  });
});
