// GG3 over HTTP and GraphQL (rules/malifaux-3e-gg3.md): the Attacker and each turn's Initiative flipped by the server
// (policy initiative, the Malifaux engine's Initiative flip), eligibility hints for the owner only (FACT-2), and an
// overruled kill unwound by compensating events (FACT-1). Against the real PostgreSQL, like test/gg3.e2e-spec.ts.
import type { AddressInfo } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { flipOff } from '../src/rules/malifaux-3e-gg3/initiative-flip';
import { bearer, gql, startTestApp, type TestApp } from './support/test-app';

type Hint = { slot: number; scheme: string; vp: number; revealOpen: boolean; endOpen: boolean; counts: { key: string; value: number }[]; models: { lineageId: string; status: string }[] };
type View = {
  turn: number; phase: string; initiative: string | null; attacker: string | null; step: { kind: string; seats: string[] }; policies: { initiative: string };
  hints: Hint[]; crews: { seat: string; models: { lineageId: string; status: string; health: number }[] | null }[]; seed: string | null; players: { seat: string; vp: number }[];
};
type Ev = { type: string; version?: number; data: Record<string, unknown>; redacted: boolean };
type Answer = { version: number; events: Ev[]; state: View };

const m = (lineageId: string, station: string, cost: number | null, maxHealth: number, isLeader = false) => ({ lineageId, name: lineageId, station, ...(cost === null ? {} : { cost }), maxHealth, isLeader });
const CREW_A = [m('a-lead', 'MASTER', null, 14, true), m('a-hench', 'HENCHMAN', 9, 10), m('a-enf', 'ENFORCER', 8, 8), m('a-min1', 'MINION', 5, 6), m('a-min2', 'MINION', 4, 5)];
const CREW_B = [m('b-lead', 'MASTER', null, 14, true), m('b-hench', 'HENCHMAN', 10, 10), m('b-enf', 'ENFORCER', 8, 9), m('b-min1', 'MINION', 6, 6)];
/** What only A may learn: its hidden schemes and the hints about them. */
const A_SECRET = /hidden-martyrs|chosenKilledByEnemyThisTurn|"models":\["a-min1"/;
const other = (s: string): string => (s === 'A' ? 'B' : 'A');

describe('GG3 turns over HTTP and GraphQL: server flips, owner hints, overruled facts (malifaux-3e-gg3)', () => {
  let t: TestApp;
  let id = '';
  let org = '';
  const tok: Record<string, string> = {};
  const seen: { version: number; type: string; data: unknown }[] = [];
  let client: Client | null = null;
  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await client?.dispose();
    await t.close();
  });

  const post = async (who: string, path: string, body: object = {}, status = 200): Promise<Answer> => {
    const res = await t.http.post(`/v1/encounters/${id}/gg3/${path}`).set(...bearer(who)).send(body);
    if (res.status !== status) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Answer;
  };
  const refused = async (who: string, path: string, body: object, ruleId: string): Promise<void> => {
    const version = async (): Promise<number> => (await t.http.get(`/v1/encounters/${id}`).set(...bearer(org)).expect(200)).body.version as number;
    const before = await version();
    const res = await t.http.post(`/v1/encounters/${id}/gg3/${path}`).set(...bearer(who)).send(body).expect(422);
    expect(res.body).toMatchObject({ code: 'RULE_VIOLATION', ruleId });
    expect(await version()).toBe(before);
  };
  const view = async (who: string): Promise<View> => (await t.http.get(`/v1/encounters/${id}`).set(...bearer(who)).expect(200)).body.state as View;
  const log = async (who: string): Promise<Ev[]> => (await t.http.get(`/v1/encounters/${id}/events?limit=500`).set(...bearer(who)).expect(200)).body.events as Ev[];
  const flips = async (): Promise<Ev[]> => (await log(org)).filter((e) => e.type === 'FateFlipped');

  it('POST /v1/encounters: server-rng defaults to initiative=server-flip, to-assigned to declared, and the policy is choosable', async () => {
    const rng = await t.http.post('/v1/encounters').send({ ruleset: 'malifaux-3e-gg3', players: [{ name: 'Ann' }, { name: 'Bob' }], gg3: { method: 'server-rng' } }).expect(201);
    expect(rng.body.state.policies.initiative).toBe('server-flip');
    const bad = await t.http.post('/v1/encounters').send({ ruleset: 'malifaux-3e-gg3', players: [{ name: 'Ann' }, { name: 'Bob' }], gg3: { method: 'to-assigned', strategy: 'gg3.covert-operation', schemePool: [1, 3, 4, 6, 12], policies: { initiative: 'dice' } } }).expect(400);
    expect(JSON.stringify(bad.body.errors)).toContain('initiative');
    const res = await t.http
      .post('/v1/encounters')
      .send({ ruleset: 'malifaux-3e-gg3', players: [{ name: 'Ann' }, { name: 'Bob' }], gg3: { method: 'to-assigned', strategy: 'gg3.covert-operation', schemePool: [1, 3, 4, 6, 12], policies: { initiative: 'server-flip' } } })
      .expect(201);
    id = res.body.encounterId;
    org = res.body.organiserToken;
    for (const s of res.body.seats as { seat: string; token: string }[]) tok[s.seat] = s.token;
    expect(res.body.state.policies.initiative).toBe('server-flip');
    const url = `ws://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}/graphql`;
    client = createClient({ url, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${tok.B}` }, lazy: false, retryAttempts: 0 });
    const ready = new Promise<void>((resolve) => client!.on('connected', () => resolve()));
    client.subscribe<{ encounterEvent: { version: number; type: string; data: unknown } }>(
      { query: 'subscription($id: ID!, $after: Int) { encounterEvent(id: $id, afterVersion: $after) { type version data } }', variables: { id, after: res.body.version } },
      { next: (r) => void (r.data && seen.push(r.data.encounterEvent)), error: () => undefined, complete: () => undefined },
    );
    await ready;
  });

  it('malifaux-3e-gg3/GEO-5 the Attacker: the server flips (REST), naming one is refused, only the winner picks (GraphQL gg3ChooseAfterFlip)', async () => {
    await post(tok.A, 'crew', { models: CREW_A });
    await post(tok.B, 'crew', { models: CREW_B });
    await post(tok.A, 'schemes', { schemes: [{ no: 3 }, { no: 6, models: ['a-min1', 'a-min2'] }] });
    await post(tok.B, 'schemes', { schemes: [{ no: 12 }, { no: 4 }] });
    await refused(org, 'attacker', { attacker: 'A' }, 'malifaux-3e-gg3/GEO-5');
    const flipped = await post(org, 'attacker', {});
    expect(flipped.events.map((e) => e.type)).toEqual(['FateFlipped']);
    const f = flipped.events[0].data as { purpose: string; nonces: { A: number; B: number }; rounds: { A: string; B: string }[]; winner: string };
    expect(f).toMatchObject({ purpose: 'attacker', nonces: { A: 1, B: 2 } });
    expect(flipped.state.step).toEqual({ kind: 'attacker-choice', seats: [f.winner] });
    await refused(tok[other(f.winner)], 'flip-choice', { pick: 'A' }, 'malifaux-3e-gg3/GEO-5');
    const chose = await gql(t, tok[f.winner], `mutation($id: ID!) { gg3ChooseAfterFlip(id: $id, input: { pick: A }) { version } }`, { id });
    expect(chose.errors).toBeUndefined();
    expect((await view(org)).attacker).toBe('A');
    await post(tok.B, 'deployment-zones', { half: 'high' });
    expect((await post(org, 'deploy')).state.step.kind).toBe('start-turn');
  });

  it('malifaux-3e-gg3/ORD-1 each turn the server flips Initiative (FateFlipped with fresh nonces), the winner picks, the claims follow that order', async () => {
    await refused(org, 'turns', { initiative: 'A' }, 'malifaux-3e-gg3/ORD-1');
    const flipped = await post(org, 'turns', {});
    const f = flipped.events[0].data as { purpose: string; turn: number; nonces: { A: number; B: number }; winner: string };
    expect(f).toMatchObject({ purpose: 'initiative', turn: 1, nonces: { A: 3, B: 4 } });
    expect((await view(tok.A)).step).toEqual({ kind: 'initiative-choice', seats: [f.winner] });
    const started = await post(tok[f.winner], 'flip-choice', { pick: 'B' });
    expect(started.events[0]).toMatchObject({ type: 'TurnStarted', data: { turn: 1, initiative: 'B', chosenBy: f.winner } });
    await post(org, 'activations');
  });

  it('malifaux-3e-gg3/FACT-2 hints: A sees what the server counts for its own schemes; B, the organiser, the log, time travel, GraphQL and the subscription never do', async () => {
    await post(tok.A, 'markers', { markerId: 'a-s1', type: 'scheme', x: 18, y: 18 });
    const killed = await post(tok.B, 'kills', { factId: 'kill-min1', victim: 'a-min1', killer: 'b-enf', leadersWithin3: [] });
    const a = await view(tok.A);
    expect(a.hints.map((h) => h.scheme)).toEqual(['gg3.s03.assassinate', 'gg3.s06.hidden-martyrs']);
    expect(a.hints[1].counts).toContainEqual({ key: 'chosenKilledByEnemyThisTurn', value: 1 });
    expect(a.hints[1].models.map((x) => [x.lineageId, x.status])).toEqual([['a-min1', 'killed'], ['a-min2', 'in-play']]);
    const b = await view(tok.B);
    expect(b.hints.map((h) => h.scheme)).toEqual(['gg3.s12.in-your-face', 'gg3.s04.leave-your-mark']);
    expect(b.hints[1].counts).toContainEqual({ key: 'enemySchemeMarkersWithin1OfCenterpoint', value: 1 });
    expect(JSON.stringify(b)).not.toMatch(A_SECRET);
    expect((await view(org)).hints).toEqual([]);
    expect(JSON.stringify(killed.state)).not.toMatch(A_SECRET);
    expect(JSON.stringify(await log(tok.B))).not.toMatch(A_SECRET);
    expect(JSON.stringify(await log(tok.A))).not.toMatch(/chosenKilledByEnemyThisTurn|"hints"/);
    const travel = await t.http.get(`/v1/encounters/${id}/state?version=${killed.version}`).set(...bearer(tok.B)).expect(200);
    expect(JSON.stringify(travel.body)).not.toMatch(A_SECRET);
    const q = `query($id: ID!) { encounter(id: $id) { state { ... on Gg3State { hints { slot scheme vp revealOpen endOpen counts { key value } models { lineageId name status inPlay health maxHealth cost replacedByHigherCost } } } } } }`;
    const gb = await gql(t, tok.B, q, { id });
    expect(gb.errors).toBeUndefined();
    expect(JSON.stringify(gb.data)).not.toMatch(A_SECRET);
    const ga = await gql(t, tok.A, q, { id });
    expect(JSON.stringify(ga.data)).toMatch(/chosenKilledByEnemyThisTurn/);
    await new Promise((r) => setTimeout(r, 200));
    expect(seen.length).toBeGreaterThan(0);
    expect(JSON.stringify(seen)).not.toMatch(A_SECRET);
  });

  it('malifaux-3e-gg3/FACT-1 an overruled kill is unwound: REST ruling appends ModelRestored, the model is back in play, the VP citing it revoked', async () => {
    await post(org, 'end-turn');
    // Initiative B claims first (ORD-1): B passes, A reveals Hidden Martyrs citing the kill.
    await post(tok.B, 'claims/finish');
    const claim = await post(tok.A, 'claims', { slot: 1, part: 'reveal', factId: 'claim-martyr' });
    expect(claim.events.find((e) => e.type === 'SchemeVpAwarded')!.data).toMatchObject({ factIds: ['claim-martyr', 'kill-min1'] });
    await post(tok.A, 'facts/dispute', { factId: 'kill-min1', reason: 'it was a B model that fell' });
    const ruling = await post(org, 'facts/ruling', { factId: 'kill-min1', ruling: 'overruled' });
    expect(ruling.events.map((e) => e.type)).toEqual(['DisputeResolved', 'ModelRestored', 'VpRevoked']);
    expect(ruling.events[1].data).toMatchObject({ factId: 'kill-min1', lineageId: 'a-min1', status: 'in-play', health: 6 });
    const a = (await view(tok.B)).crews.find((c) => c.seat === 'A')!.models!.find((x) => x.lineageId === 'a-min1')!;
    expect([a.status, a.health]).toEqual(['in-play', 6]);
    expect((await view(tok.B)).players.find((p) => p.seat === 'A')!.vp).toBe(0);
    const g = await gql(t, tok.A, `query($id: ID!) { encounter(id: $id) { state { ... on Gg3State { crews { seat models { lineageId status } } hints { scheme models { lineageId status } } } } } }`, { id });
    expect(JSON.stringify(g.data)).toContain('"lineageId":"a-min1","status":"in-play"');
  });

  it('malifaux-3e-gg3/ORD-1 after the end the seed is revealed and every FateFlipped re-runs from it', async () => {
    await post(tok.A, 'claims/finish');
    await t.http.post(`/v1/encounters/${id}/end`).set(...bearer(org)).send({}).expect(200);
    const final = await view(tok.B);
    expect(final.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(final.hints).toEqual([]);
    const all = await flips();
    expect(all.length).toBe(2);
    for (const e of all) {
      const d = e.data as { nonces: { A: number }; rounds: unknown; winner: string };
      expect({ rounds: d.rounds, winner: d.winner }).toEqual(flipOff(final.seed!, d.nonces.A));
    }
  });
});
