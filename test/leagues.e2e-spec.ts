// POST /v1/leagues, POST /v1/leagues/{leagueId}/encounters, GET /v1/leagues/{leagueId}, GET /v1/leagues/{leagueId}/standings and their
// GraphQL twins: a league is a stream of its own; standings come from the results of its enrolled encounters.
import { DataSource } from 'typeorm';
import { ProjectionsService } from '../src/projections/projections.service';
import { FATE_DECK } from '../src/rules/malifaux/cards';
import { setUpStandard } from './support/standard-game';
import { bearer, gql, startTestApp, type TestApp } from './support/test-app';

describe('leagues', () => {
  let t: TestApp;
  let leagueId: string;
  let token: string;
  const games: { id: string; organiser: string }[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    for (const names of [['Ann', 'Bob'], ['Bob', 'Cid']] as [string, string][]) {
      const g = await setUpStandard(t, names);
      await g.post('O', 'end', { reason: 'round over' });
      games.push({ id: g.c.id, organiser: g.c.organiser });
    }
    const running = await setUpStandard(t, ['Ann', 'Cid']);
    games.push({ id: running.c.id, organiser: running.c.organiser });
    // A practice game (stacked decks): it has a result, but no league counts it (LG-8).
    const practice = await setUpStandard(t, ['Ann', 'Dee'], { stackedDecks: [[...FATE_DECK], [...FATE_DECK].reverse()] });
    await practice.post('O', 'end', { reason: 'practice over' });
    games.push({ id: practice.c.id, organiser: practice.c.organiser });
  });
  afterAll(async () => t.close());

  describe('POST /v1/leagues', () => {
    it('creates a league with an explicit policy and answers its organiser token once', async () => {
      const res = await t.http.post('/v1/leagues').send({ name: 'Autumn', ruleset: 'malifaux-2e', policy: { win: 3, draw: 1, loss: 0, tieBreakers: ['VP_DIFFERENCE', 'VP_FOR'] } }).expect(201);
      leagueId = res.body.league.leagueId;
      token = res.body.organiserToken;
      expect(res.body.league).toMatchObject({ name: 'Autumn', ruleset: 'malifaux-2e', version: 1, policy: { win: 3, draw: 1, loss: 0 }, encounters: [] });
      expect((await t.http.get(`/v1/leagues/${leagueId}`).expect(200)).body).not.toHaveProperty('organiserToken');
    });
    it('Idempotency-Key: a repeat returns the first answer (the same league and token); another body under it is a 400', async () => {
      const body = { name: 'Winter', ruleset: 'malifaux-2e' };
      const a = await t.http.post('/v1/leagues').set('Idempotency-Key', 'winter-1').send(body).expect(201);
      const b = await t.http.post('/v1/leagues').set('Idempotency-Key', 'winter-1').send(body).expect(201);
      expect(b.body).toEqual(a.body);
      const c = await t.http.post('/v1/leagues').set('Idempotency-Key', 'winter-1').send({ ...body, name: 'Summer' });
      expect(c.status).toBe(400);
      expect(c.body.code).toBe('VALIDATION_FAILED');
      const g = await gql(t, null, `mutation { createLeague(input: { name: "Winter", ruleset: "malifaux-2e" }, idempotencyKey: "winter-1") { organiserToken } }`);
      expect((g.data!.createLeague as { organiserToken: string }).organiserToken).toBe(a.body.organiserToken);
    });
    it('league/LG-1 refuses a draw worth more than a win (422 problem+json naming the rule)', async () => {
      const res = await t.http.post('/v1/leagues').send({ name: 'x', ruleset: 'malifaux-2e', policy: { win: 1, draw: 2, loss: 0, tieBreakers: [] } });
      expect(res.status).toBe(422);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.body).toMatchObject({ code: 'RULE_VIOLATION', ruleId: 'league/LG-1' });
    });
    it.each([
      [{ name: '', ruleset: 'malifaux-2e' }, 'name'],
      [{ name: 'x', ruleset: 'chess' }, 'ruleset'],
      [{ name: 'x', ruleset: 'malifaux-2e', policy: { win: 3, draw: 1, loss: 0, tieBreakers: ['COIN_TOSS'] } }, 'tieBreakers'],
      [{ name: 'x', ruleset: 'malifaux-2e', policy: { win: -1, draw: 1, loss: 0, tieBreakers: [] } }, 'win'],
      [{ name: 'x', ruleset: 'malifaux-2e', extra: 1 }, 'extra'],
    ])('answers 400 naming the field for %j', async (body, field) => {
      const res = await t.http.post('/v1/leagues').send(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(res.body.errors)).toContain(field);
    });
  });

  describe('POST /v1/leagues/{leagueId}/encounters', () => {
    const enrol = (g: { id: string; organiser: string }, auth: string | null = token) => {
      const req = t.http.post(`/v1/leagues/${leagueId}/encounters`).send({ encounterId: g.id, encounterToken: g.organiser });
      return auth ? req.set(...bearer(auth)) : req;
    };
    it('needs the league organiser token (401) and the encounter organiser token (403)', async () => {
      expect((await enrol(games[0], null)).status).toBe(401);
      expect((await enrol(games[0], 'league_nope')).status).toBe(401);
      const seatToken = await t.http.post(`/v1/leagues/${leagueId}/encounters`).set(...bearer(token)).send({ encounterId: games[0].id, encounterToken: games[1].organiser });
      expect(seatToken.status).toBe(403);
      expect(seatToken.body.code).toBe('FORBIDDEN');
      const other = await t.http.post('/v1/leagues').send({ name: 'Other', ruleset: 'malifaux-2e' }).expect(201);
      expect((await enrol(games[0], other.body.organiserToken)).status).toBe(403);
    });
    it('enrols ended and running encounters, each once (league/LG-4); the league stream records it', async () => {
      for (const g of games) await enrol(g).expect(200);
      const again = await enrol(games[0]);
      expect(again.status).toBe(422);
      expect(again.body.ruleId).toBe('league/LG-4');
      const l = await t.http.get(`/v1/leagues/${leagueId}`).expect(200);
      expect(l.body.encounters.map((e: { encounterId: string }) => e.encounterId)).toEqual(games.map((g) => g.id));
      expect(l.body.version).toBe(5);
    });
    it('Idempotency-Key on enrolment: a retried enrolment answers as the first did, instead of league/LG-4', async () => {
      const l = await t.http.post('/v1/leagues').send({ name: 'Retry', ruleset: 'malifaux-2e' }).expect(201);
      const send = () => t.http.post(`/v1/leagues/${l.body.league.leagueId}/encounters`).set(...bearer(l.body.organiserToken)).set('Idempotency-Key', 'enrol-1').send({ encounterId: games[0].id, encounterToken: games[0].organiser });
      const first = await send().expect(200);
      const again = await send().expect(200);
      expect(again.body).toEqual(first.body);
      expect((await t.http.get(`/v1/leagues/${l.body.league.leagueId}`).expect(200)).body.version).toBe(2);
    });
    it('league/LG-3 refuses an encounter of another ruleset', async () => {
      const mw = await t.http.post('/v1/leagues').send({ name: 'MW', ruleset: 'mage-wars' }).expect(201);
      const res = await t.http.post(`/v1/leagues/${mw.body.league.leagueId}/encounters`).set(...bearer(mw.body.organiserToken)).send({ encounterId: games[0].id, encounterToken: games[0].organiser });
      expect(res.status).toBe(422);
      expect(res.body.ruleId).toBe('league/LG-3');
    });
    it('is 404 for an unknown league or encounter, 400 for a malformed id', async () => {
      expect((await t.http.post('/v1/leagues/00000000-0000-4000-8000-000000000000/encounters').set(...bearer(token)).send({ encounterId: games[0].id, encounterToken: games[0].organiser })).status).toBe(404);
      expect((await t.http.post(`/v1/leagues/${leagueId}/encounters`).set(...bearer(token)).send({ encounterId: '00000000-0000-4000-8000-000000000000', encounterToken: 'org_x' })).status).toBe(404);
      expect((await t.http.get('/v1/leagues/xyz').expect(400)).body.code).toBe('VALIDATION_FAILED');
      // An encounter id is not a league.
      expect((await t.http.get(`/v1/leagues/${games[0].id}`).expect(404)).body.code).toBe('NOT_FOUND');
    });
  });

  describe('GET /v1/leagues/{leagueId}/standings', () => {
    it('league/LG-6 league/LG-8 ranks the players of the ended encounters; every line lists its games; the running one is pending, the practice one apart', async () => {
      const s = (await t.http.get(`/v1/leagues/${leagueId}/standings`).expect(200)).body;
      expect(s).toMatchObject({ counted: 2, pending: 1, practice: [games[3].id] });
      expect(s.lines.map((l: { player: string }) => l.player).sort()).toEqual(['Ann', 'Bob', 'Cid']);
      expect((await t.http.get(`/v1/results/${games[3].id}`).expect(200)).body.practice).toBe(true);
      expect((await t.http.get(`/v1/results/${games[0].id}`).expect(200)).body.practice).toBe(false);
      const bob = s.lines.find((l: { player: string }) => l.player === 'Bob');
      expect(bob.played).toBe(2);
      expect(bob.games.map((g: { encounterId: string }) => g.encounterId).sort()).toEqual([games[0].id, games[1].id].sort());
      for (const line of s.lines) {
        for (const g of line.games) {
          const r = (await t.http.get(`/v1/results/${g.encounterId}`).expect(200)).body;
          const seat = r.seats.find((x: { seat: string }) => x.seat === g.seat);
          expect(seat.name).toBe(line.player);
          expect(seat.vp).toBe(g.vpFor);
          expect(g.outcome).toBe(r.outcome === 'DRAW' ? 'DRAW' : r.winners.includes(g.seat) ? 'WIN' : 'LOSS');
        }
        expect(line.points).toBe(line.wins * 3 + line.draws);
      }
      expect(JSON.stringify(s.lines)).not.toContain(games[2].id);
      expect(JSON.stringify(s.lines)).not.toContain(games[3].id);
      const filtered = await t.http.get(`/v1/results?league=${leagueId}`).expect(200);
      expect(filtered.body.results).toHaveLength(3);
    });
    it('GraphQL createLeague / enrolEncounter / league / leagueStandings', async () => {
      const c = await gql(t, null, `mutation { createLeague(input: { name: "G", ruleset: "malifaux-2e" }) { organiserToken league { leagueId policy { win draw loss tieBreakers } } } }`);
      expect(c.errors).toBeUndefined();
      const created = c.data!.createLeague as { organiserToken: string; league: { leagueId: string; policy: unknown } };
      expect(created.league.policy).toEqual({ win: 3, draw: 1, loss: 0, tieBreakers: ['VP_DIFFERENCE', 'VP_FOR'] });
      const e = await gql(t, created.organiserToken, `mutation($l: ID!, $e: String!, $t: String!) { enrolEncounter(leagueId: $l, input: { encounterId: $e, encounterToken: $t }) { version } }`, { l: created.league.leagueId, e: games[0].id, t: games[0].organiser });
      expect(e.errors).toBeUndefined();
      const again = await gql(t, created.organiserToken, `mutation($l: ID!, $e: String!, $t: String!) { enrolEncounter(leagueId: $l, input: { encounterId: $e, encounterToken: $t }) { version } }`, { l: created.league.leagueId, e: games[0].id, t: games[0].organiser });
      expect(again.errors?.[0].extensions).toMatchObject({ code: 'RULE_VIOLATION', ruleId: 'league/LG-4' });
      const s = await gql(t, null, `query($l: ID!) { leagueStandings(leagueId: $l) { counted pending lines { rank player points vpDifference games { encounterId outcome } } } }`, { l: created.league.leagueId });
      expect(s.errors).toBeUndefined();
      expect((s.data!.leagueStandings as { counted: number; lines: unknown[] }).lines).toHaveLength(2);
      const unauth = await gql(t, null, `mutation($l: ID!, $e: String!, $t: String!) { enrolEncounter(leagueId: $l, input: { encounterId: $e, encounterToken: $t }) { version } }`, { l: created.league.leagueId, e: games[1].id, t: games[1].organiser });
      expect(unauth.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  it('npm run projections:rebuild replays the league streams into the same rows', async () => {
    const ds = t.app.get(DataSource);
    const dump = async (): Promise<unknown> => ({
      leagues: await ds.query('SELECT * FROM leagues ORDER BY id'),
      enrolled: await ds.query('SELECT * FROM league_encounters ORDER BY league_id, encounter_id'),
      results: await ds.query('SELECT * FROM encounter_results ORDER BY encounter_id'),
    });
    const before = await dump();
    const standings = (await t.http.get(`/v1/leagues/${leagueId}/standings`).expect(200)).body;
    await ds.query('DELETE FROM league_encounters');
    await ds.query('DELETE FROM leagues');
    await t.app.get(ProjectionsService).rebuild();
    expect(await dump()).toEqual(before);
    expect((await t.http.get(`/v1/leagues/${leagueId}/standings`).expect(200)).body).toEqual(standings);
  });
});
