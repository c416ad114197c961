// A Malifaux 3E Gaining Grounds 3 encounter over HTTP (rules/malifaux-3e-gg3.md): setup, secret schemes committed,
// Covert Operation scored over five turns with declared facts, claims in initiative order, a dispute; bad input is a
// 400 and an illegal move a 422 naming the rule, the stream untouched; the other seat never learns a hidden scheme or a
// secret selection from the state, the event log, time travel or GraphQL before they are revealed.
import type { AddressInfo } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { createHash } from 'node:crypto';
import { generate } from '../src/rules/malifaux-3e-gg3/generation';
import { bearer, gql, startTestApp, type TestApp } from './support/test-app';

type Slot = { slot: number; commitment: string; revealed: boolean; scheme: string | null; secret: Record<string, unknown> | null; salt: string | null };
type View = {
  ruleset: string; status: string; turn: number; phase: string; endStep: string | null; step: { kind: string; seats: string[] };
  players: { seat: string; vp: number }[]; schemes: { seat: string; slots: Slot[] }[]; covert: { seat: string; committed: boolean; lineageIds: string[] | null }[];
  ledger: { seat: string; source: string; part: string; vp: number; turn: number; factIds: string[]; version: number; revoked: boolean }[];
  markers: { id: string; claims: { A: number; B: number } }[]; seed: string | null; facts: { factId: string; status: string }[];
};
type Answer = { version: number; events: { type: string; data: Record<string, unknown>; redacted: boolean }[]; state: View };

const m = (lineageId: string, station: string, cost: number | null, maxHealth: number, isLeader = false) => ({ lineageId, name: lineageId, station, ...(cost === null ? {} : { cost }), maxHealth, isLeader });
const CREW_A = [m('a-lead', 'MASTER', null, 14, true), m('a-hench', 'HENCHMAN', 9, 10), m('a-enf', 'ENFORCER', 8, 8), m('a-min1', 'MINION', 5, 6), m('a-min2', 'MINION', 4, 5)];
const CREW_B = [m('b-lead', 'MASTER', null, 14, true), m('b-hench', 'HENCHMAN', 10, 10), m('b-enf', 'ENFORCER', 8, 9), m('b-min1', 'MINION', 6, 6)];
/** Every field of the typed Gg3State: querying it mid-game and after the end proves the model fits the states met. */
const FULL_STATE = `... on Gg3State { ruleset encounterId status turn phase endStep initiative step { kind seats } players { seat name vp }
  policies { pregameInitiative curseShortfall curseExcess buriedAtKill tokensFollowReplace buriedInPlay containment markerDiameterMm summonedMayNotTouchStrategyMarkers
    summonedMayPassCurse pushStopsAtModels breakthroughRemoval vendettaDamage martyrsExactlyOne dashCost demonstrationParse loadEmUpLeaders setTheTrap inYourFaceLeader
    meetupPairwise sabotageTerrainHalf claimOrder strategyVpCap deploymentData nullKillerCounts claimOnReplace excludeInsignificant buriedCurseStacking
    sabotageEndRemovesQualifying demonstrationTwo inYourFaceReplace initiative }
  deployment strategy schemePool generation { method flips { purpose card } } seedCommitment seed attacker zones { seat half polygon } terrain { terrainId label footprint }
  crews { seat declared models { lineageId modelId name crew controller station cost originalCost isLeader isTotem insignificant maxHealth health origin hasSummonUpgrade status curse claim replacedByHigherCost } }
  markers { id type owner x y traits claims { A B } }
  schemes { seat chosen slots { slot commitment revealed scheme secret { no friendly enemy terrainId models minion markerType } salt revealVp endVp } }
  covert { seat committed commitment lineageIds } facts { factId assertedBy kind fact turn status }
  ledger { awardId seat source scheme part vp turn reason factIds removedMarkers version revoked } result { vp { A B } winner }
  hints { slot scheme vp revealOpen endOpen counts { key value } models { lineageId name status inPlay health maxHealth cost replacedByHigherCost } } }`;
const SECRET = /hidden-martyrs|"models":\["a-min1"|"no":6/;
const COVERT = /"lineageIds":\["a-hench"\]/;

describe('GG3 encounter over HTTP (malifaux-3e-gg3)', () => {
  let t: TestApp;
  let id = '';
  let org = '';
  const tok: Record<string, string> = {};
  let url = '';
  /** B's live subscription to the encounter's events, from its creation on. */
  const seen: { version: number; type: string; data: unknown }[] = [];
  let client: Client | null = null;
  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
    url = `ws://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}/graphql`;
  });
  afterAll(async () => {
    await client?.dispose();
    await t.close();
  });
  const subscribeB = async (after: number): Promise<void> => {
    client = createClient({ url, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${tok.B}` }, lazy: false, retryAttempts: 0 });
    const ready = new Promise<void>((resolve) => client!.on('connected', () => resolve()));
    client.subscribe<{ encounterEvent: { version: number; type: string; data: unknown } }>(
      { query: 'subscription($id: ID!, $after: Int) { encounterEvent(id: $id, afterVersion: $after) { type version data } }', variables: { id, after } },
      { next: (r) => void (r.data && seen.push(r.data.encounterEvent)), error: () => undefined, complete: () => undefined },
    );
    await ready;
  };
  const seenUpTo = async (version: number): Promise<string> => {
    for (const end = Date.now() + 5000; !seen.some((e) => e.version >= version); ) {
      if (Date.now() > end) throw new Error(`subscription did not reach version ${version}`);
      await new Promise((r) => setTimeout(r, 25));
    }
    return JSON.stringify(seen.filter((e) => e.version <= version));
  };

  const post = async (who: string, path: string, body: object = {}, status = 200): Promise<Answer> => {
    const res = await t.http.post(`/v1/encounters/${id}/gg3/${path}`).set(...bearer(who)).send(body);
    if (res.status !== status) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Answer;
  };
  const view = async (who: string): Promise<View> => (await t.http.get(`/v1/encounters/${id}`).set(...bearer(who)).expect(200)).body.state as View;
  const log = async (who: string): Promise<string> => JSON.stringify((await t.http.get(`/v1/encounters/${id}/events?limit=500`).set(...bearer(who)).expect(200)).body);
  const turn = async (initiative: string, during: () => Promise<void> = async () => undefined) => {
    await post(org, 'turns', { initiative });
    await post(org, 'activations');
    await during();
    const end = await post(org, 'end-turn');
    if (end.state.endStep === 'COVERT') {
      await post(tok.A, 'covert-selection/reveal');
      await post(tok.B, 'covert-selection/reveal');
    }
  };
  const pass = async (first: string) => {
    await post(tok[first], 'claims/finish');
    await post(tok[first === 'A' ? 'B' : 'A'], 'claims/finish');
  };

  it('POST /v1/encounters creates a GG3 encounter (to-assigned), recording the policies; a missing gg3 section is a 400', async () => {
    const bad = await t.http.post('/v1/encounters').send({ ruleset: 'malifaux-3e-gg3', players: [{ name: 'Ann' }, { name: 'Bob' }] }).expect(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'gg3' }] });
    const res = await t.http
      .post('/v1/encounters')
      .send({ ruleset: 'malifaux-3e-gg3', players: [{ name: 'Ann' }, { name: 'Bob' }], gg3: { method: 'to-assigned', strategy: 'gg3.covert-operation', schemePool: [1, 3, 4, 6, 12], policies: { nullKillerCounts: false } } })
      .expect(201);
    id = res.body.encounterId;
    org = res.body.organiserToken;
    for (const s of res.body.seats as { seat: string; token: string }[]) tok[s.seat] = s.token;
    expect(res.body.state).toMatchObject({ ruleset: 'malifaux-3e-gg3', strategy: 'gg3.covert-operation', schemePool: [1, 3, 4, 6, 12], step: { kind: 'declare-crews' } });
    await subscribeB(res.body.version);
  });

  it('POST …/gg3/* setup: terrain, crews (hidden until both), schemes committed; bad input 400, refused moves 422, stream untouched', async () => {
    await post(org, 'terrain', { terrain: [{ terrainId: 'barn', label: 'Barn', footprint: [[10, 26], [14, 26], [14, 30], [10, 30]] }] });
    const badCrew = await t.http.post(`/v1/encounters/${id}/gg3/crew`).set(...bearer(tok.A)).send({ models: [{ ...CREW_A[0], station: 'KING' }] }).expect(400);
    expect(badCrew.headers['content-type']).toContain('application/problem+json');
    expect(badCrew.body.errors[0].field).toContain('station');
    const a = await post(tok.A, 'crew', { models: CREW_A });
    expect((await view(tok.B)).step).toEqual({ kind: 'declare-crews', seats: ['B'] });
    expect(JSON.stringify(await view(tok.B))).not.toContain('a-hench');
    const noLeader = await t.http.post(`/v1/encounters/${id}/gg3/crew`).set(...bearer(tok.B)).send({ models: CREW_B.map((x) => ({ ...x, isLeader: false })) }).expect(422);
    expect(noLeader.body).toMatchObject({ code: 'RULE_VIOLATION', ruleId: 'malifaux-3e-gg3/SD-3' });
    await post(tok.B, 'crew', { models: CREW_B });
    const vendetta = await t.http.post(`/v1/encounters/${id}/gg3/schemes`).set(...bearer(tok.A)).send({ schemes: [{ no: 3 }, { no: 2, friendly: 'a-enf', enemy: 'b-enf' }] }).expect(422);
    expect(vendetta.body.ruleId).toBe('malifaux-3e-gg3/SC-1');
    await post(tok.A, 'schemes', { schemes: [{ no: 3 }, { no: 6, models: ['a-min1', 'a-min2'] }] });
    await post(tok.B, 'schemes', { schemes: [{ no: 12 }, { no: 4 }] });
    const forbidden = await t.http.post(`/v1/encounters/${id}/gg3/attacker`).set(...bearer(tok.A)).send({ attacker: 'A' }).expect(403);
    expect(forbidden.body.code).toBe('FORBIDDEN');
    await post(org, 'attacker', { attacker: 'A' });
    await post(tok.B, 'deployment-zones', { half: 'high' });
    const deployed = await post(org, 'deploy');
    expect(deployed.state.step.kind).toBe('start-turn');
    expect(JSON.stringify(a.state)).toContain('a-hench');
  });

  it('the opponent never sees a hidden scheme: state, event log, GraphQL', async () => {
    const b = await view(tok.B);
    expect(b.schemes[0].slots.map((s) => [s.scheme, s.secret, s.salt])).toEqual([[null, null, null], [null, null, null]]);
    expect(b.schemes[0].slots[0].commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(b)).not.toMatch(SECRET);
    expect(await log(tok.B)).not.toMatch(SECRET);
    expect(JSON.stringify(await view(tok.A))).toMatch(SECRET);
    const q = await gql(t, tok.B, `query($id: ID!) { encounter(id: $id) { version state { ... on Gg3State { ruleset turn step { kind seats } schemes { seat slots { commitment revealed scheme secret { no models } salt } } policies { setTheTrap strategyVpCap nullKillerCounts } } } } }`, { id });
    expect(q.errors).toBeUndefined();
    const st = (q.data!.encounter as { state: { ruleset: string; schemes: { slots: { secret: unknown }[] }[]; policies: Record<string, unknown> } }).state;
    expect(st.ruleset).toBe('malifaux-3e-gg3');
    expect(st.schemes[0].slots.map((s) => s.secret)).toEqual([null, null]);
    expect(st.policies).toEqual({ setTheTrap: 'union', strategyVpCap: null, nullKillerCounts: false });
  });

  it('five turns: strategy VP from Covert Operation, scheme claims in initiative order, a disputed fact, the game ends after Turn 5', async () => {
    // Turn 1: no selection yet (CV-3); A damages the enemy Leader to half and reveals Assassinate.
    await turn('A', async () => {
      await post(tok.A, 'damage', { factId: 'd1', source: 'a-hench', target: 'b-lead', amount: 7, activationId: 'act-1' });
    });
    const outOfTurn = await t.http.post(`/v1/encounters/${id}/gg3/claims`).set(...bearer(tok.B)).send({ slot: 0, part: 'reveal' }).expect(422);
    expect(outOfTurn.body.ruleId).toBe('malifaux-3e-gg3/ORD-1');
    const revealed = await post(tok.A, 'claims', { slot: 0, part: 'reveal', factId: 'claim-assassinate' });
    expect(revealed.events.map((e) => e.type)).toEqual(['FactAsserted', 'SchemeRevealed', 'SchemeVpAwarded']);
    await pass('A');

    // Turn 2: A commits a secret selection; B sees nothing of it (state, log, time travel) until both reveal.
    await post(org, 'turns', { initiative: 'B' });
    const committed = await post(tok.A, 'covert-selection', { lineageIds: ['a-hench'] });
    const atCommit = committed.version;
    expect(JSON.stringify(committed.state)).toMatch(COVERT);
    expect(JSON.stringify(await view(tok.B))).not.toMatch(COVERT);
    expect(await log(tok.B)).not.toMatch(/a-hench"\]/);
    const mid = await gql(t, tok.B, `query($id: ID!) { encounter(id: $id) { state { ${FULL_STATE} } } }`, { id });
    expect(mid.errors).toBeUndefined();
    expect(JSON.stringify(mid.data)).not.toMatch(COVERT);
    expect(JSON.stringify(mid.data)).not.toMatch(SECRET);
    const travel = await t.http.get(`/v1/encounters/${id}/state?version=${atCommit}`).set(...bearer(tok.B)).expect(200);
    expect(JSON.stringify(travel.body)).not.toMatch(COVERT);
    await post(org, 'activations');
    await post(org, 'end-turn');
    const first = await post(tok.A, 'covert-selection/reveal', { placement: { model: 'a-hench', marker: 'covert-2', notEngaged: true, within2: true } });
    expect(first.events.map((e) => e.type)).toEqual(['CovertSelectionRevealed']);
    expect(JSON.stringify(await view(tok.B))).not.toMatch(COVERT);
    expect(await log(tok.B)).not.toMatch(/"lineageIds":\["a-hench"\]|"marker":"covert-2"/);
    const live = await seenUpTo(first.version);
    expect(live).toContain('CovertSelectionRevealed');
    expect(live).not.toMatch(/a-hench"\]|"marker":"covert-2"|hidden-martyrs|"models":\["a-min1"|"no":6/);
    const second = await post(tok.B, 'covert-selection/reveal', {});
    expect(second.events.map((e) => e.type)).toEqual(['CovertSelectionRevealed', 'FactAsserted', 'ClaimTokenPlaced', 'CovertPlacementsApplied', 'StrategyVpAwarded', 'StrategyScored']);
    expect(second.state.covert[0].lineageIds).toEqual(['a-hench']);
    await pass('B');

    // Turn 3: B kills one of A's (still hidden) martyrs; A reveals Hidden Martyrs citing the kill; B disputes the kill.
    await turn('A', async () => {
      await post(tok.B, 'kills', { factId: 'kill-min1', victim: 'a-min1', killer: 'b-enf', leadersWithin3: [] });
    });
    expect(JSON.stringify(await view(tok.B))).not.toMatch(SECRET);
    const martyr = await post(tok.A, 'claims', { slot: 1, part: 'reveal', factId: 'claim-martyr' });
    expect(martyr.events.find((e) => e.type === 'SchemeVpAwarded')!.data).toMatchObject({ factIds: ['claim-martyr', 'kill-min1'] });
    await post(tok.B, 'facts/confirm', { factId: 'claim-martyr' });
    await pass('A');

    // Turn 4: B disputes A's damage fact; the organiser upholds it (nothing revoked). Turn 5: the enemy Leader dies.
    await turn('B', async () => {
      await post(tok.B, 'facts/dispute', { factId: 'd1', reason: 'out of range' });
      const self = await t.http.post(`/v1/encounters/${id}/gg3/facts/confirm`).set(...bearer(tok.A)).send({ factId: 'd1' }).expect(422);
      expect(self.body.ruleId).toBe('malifaux-3e-gg3/FACT-1');
      const ruling = await post(org, 'facts/ruling', { factId: 'd1', ruling: 'upheld' });
      expect(ruling.events.map((e) => e.type)).toEqual(['DisputeResolved']);
    });
    await pass('B');
    await turn('A', async () => {
      await post(tok.A, 'kills', { factId: 'kill-lead', victim: 'b-lead', killer: 'a-hench', leadersWithin3: [] });
    });
    await pass('A');
    const g = await view(tok.A);
    expect([g.phase, g.step]).toEqual(['GAME_END', { kind: 'end-claims', seats: ['A'] }]);
    const sixth = await t.http.post(`/v1/encounters/${id}/gg3/turns`).set(...bearer(org)).send({ initiative: 'A' }).expect(422);
    expect(sixth.body.ruleId).toBe('malifaux-3e-gg3/ORD-4');
    const before = (await view(org)).ledger.length;
    await post(tok.A, 'claims', { slot: 0, part: 'end', factId: 'claim-assassinate-end' });
    expect((await view(org)).ledger.length).toBe(before + 1);
    await post(tok.A, 'claims/finish');
    const ended = await post(tok.B, 'claims/finish');
    expect(ended.events.map((e) => e.type)).toEqual(['ClaimsFinished', 'SchemeRevealed', 'SchemeRevealed', 'GameEnded']);
    expect(ended.events[ended.events.length - 1].data).toMatchObject({ vp: { A: 4, B: 0 }, winner: 'A' });
    const full = await gql(t, tok.B, `query($id: ID!) { encounter(id: $id) { state { ${FULL_STATE} } } }`, { id });
    expect(full.errors).toBeUndefined();
    expect((full.data!.encounter as { state: { result: unknown } }).state.result).toEqual({ vp: { A: 4, B: 0 }, winner: 'A' });
    const final = await view(tok.B);
    expect(final.facts.filter((f) => ['d1', 'claim-martyr'].includes(f.factId)).map((f) => f.status)).toEqual(['upheld', 'confirmed']);
    expect(final.status).toBe('ended');
    expect(final.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(final.schemes[0].slots[1].secret).toEqual({ no: 6, models: ['a-min1', 'a-min2'] });
    expect(final.ledger.filter((e) => !e.revoked).map((e) => `${e.seat}:${e.source}:${e.part}:${e.turn}`)).toEqual([
      'A:SCHEME:reveal:1', 'A:STRATEGY:strategy:2', 'A:SCHEME:reveal:3', 'A:SCHEME:end:5',
    ]);
    // Results work for GG3 as for 2E: the public result lists every VP with the event version that awarded it.
    const result = (await t.http.get(`/v1/results/${id}`).expect(200)).body;
    expect(result).toMatchObject({ ruleset: 'malifaux-3e-gg3', outcome: 'WIN', winners: ['A'] });
    const seatA = result.seats.find((x: { seat: string }) => x.seat === 'A');
    expect(seatA.vp).toBe(4);
    const awarded = final.ledger.filter((e) => !e.revoked && e.seat === 'A').map((e) => e.version);
    expect(seatA.entries.flatMap((e: { events: number[] }) => e.events)).toEqual(awarded);
    const listed = (await t.http.get('/v1/results').query({ ruleset: 'malifaux-3e-gg3' }).expect(200)).body;
    expect(JSON.stringify(listed)).toContain(id);
  });

  it('GraphQL mutation: a command of the ended game is refused with the rule id in extensions', async () => {
    const r = await gql(t, tok.A, `mutation($id: ID!) { gg3FinishClaims(id: $id) { version } }`, { id });
    expect(r.errors?.[0].extensions).toMatchObject({ code: 'RULE_VIOLATION', ruleId: 'malifaux-3e-gg3/ORD-4' });
  });

  it('EN-2 server-rng: the flips are public at once, the seed at the end; anyone re-runs the generation from it', async () => {
    const res = await t.http.post('/v1/encounters').send({ ruleset: 'malifaux-3e-gg3', players: [{ name: 'Ann' }, { name: 'Bob' }], gg3: { method: 'server-rng' } }).expect(201);
    const state = res.body.state as { generation: { method: string; flips: { card: string }[] }; schemePool: number[]; strategy: string; seed: string | null };
    expect(state.seed).toBeNull();
    expect(new Set(state.schemePool).size).toBe(5);
    const ended = await t.http.post(`/v1/encounters/${res.body.encounterId}/end`).set(...bearer(res.body.organiserToken)).send({}).expect(200);
    const seed = (ended.body.state as { seed: string }).seed;
    expect(createHash('sha256').update(seed).digest('hex')).toBe(res.body.seedCommitment);
    const again = generate({ method: 'server-rng' }, seed);
    expect([again.strategy, again.schemePool, again.generation.flips]).toEqual([state.strategy, state.schemePool, state.generation.flips]);
  });
});
