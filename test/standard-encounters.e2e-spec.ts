// A Malifaux 2E Standard Encounter over HTTP (rules/malifaux-2e.md §20): setup step by step with the due `setupStep` in
// every view, the secret faction / crew / Scheme choices unseen by the other seat, refusals naming their rule, declared
// scoring facts answered by the opponent, and the end of the game with its VP ledger, winner and seed.
import { bearer, createEncounter, gql, startTestApp, type Created, type TestApp } from './support/test-app';
import { GUILD_CREW as guild, NEVERBORN_CREW as neverborn, NOTES } from './support/standard-game';

const m = (id: string, station: string, wounds = 8) => ({ id, name: id, station, characteristics: ['Living'], stats: { df: 5, wp: 5, wk: 5, cg: 6, ht: 2 }, wounds, baseMm: 30, actions: [] });

type State = {
  setupStep: { step: string; seats: string[] } | null;
  turn: number;
  status: string;
  seed: string | null;
  standard: {
    step: string;
    placer: string;
    factions: Record<string, string>;
    schemePool: string[];
    schemes: Record<string, { scheme: string; revealed: string | null }[]>;
    orderWinner: string | null;
    deployFirst: string | null;
    declarations: { declarationId: string; answer: string; ruling?: string }[];
    ledger: { seat: string; source: string; vp: number }[];
    result: { winner: string | null; vp: Record<string, number> } | null;
  };
};

describe('Standard Encounters: POST /v1/encounters/:id/setup/*, /schemes/reveal, /scoring/declarations and GraphQL', () => {
  let t: TestApp;
  let c: Created;
  const token = (s: string): string => (s === 'O' ? c.organiser : c.tokens[s]);

  beforeAll(async () => {
    t = await startTestApp();
    c = await createEncounter(t, { soulstones: 0, autoDeclineCuts: true });
  });
  afterAll(async () => t.close());

  async function post(seat: string, path: string, body: object = {}, status = 200) {
    const res = await t.http.post(`/v1/encounters/${c.id}/${path}`).set(...bearer(token(seat))).send(body);
    if (res.status !== status) throw new Error(`${path} → ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body as { version: number; events: { type: string; data: Record<string, unknown> }[]; state: State; code?: string; ruleId?: string };
  }
  /** Everything a seat can read: its view and the whole event log. */
  async function readable(seat: string): Promise<string> {
    const v = await t.http.get(`/v1/encounters/${c.id}`).set(...bearer(token(seat))).expect(200);
    const pages: unknown[] = [];
    for (let after = 0; ; ) {
      const e = await t.http.get(`/v1/encounters/${c.id}/events?after=${after}&limit=100`).set(...bearer(token(seat))).expect(200);
      const events = e.body.events as { version: number }[];
      pages.push(events);
      if (events.length < 100) break;
      after = events[events.length - 1].version;
    }
    return JSON.stringify([v.body, pages]);
  }
  const state = async (seat: string): Promise<State> => (await t.http.get(`/v1/encounters/${c.id}`).set(...bearer(token(seat))).expect(200)).body.state as State;

  describe('POST /v1/encounters/:id/setup and the setup steps', () => {
    it('begins the setup; every view names the step due', async () => {
      const r = await post('O', 'setup');
      expect(r.state.setupStep).toEqual({ step: 'RECORD_TERRAIN', seats: [] });
      expect((await state('B')).setupStep).toEqual({ step: 'RECORD_TERRAIN', seats: [] });
    });

    it('malifaux-2e/TE-2 refuses a piece without a base (422, problem+json), then records the terrain (TE-1 Ht rounded down)', async () => {
      const res = await t.http.post(`/v1/encounters/${c.id}/setup/terrain`).set(...bearer(token('A'))).send({ pieces: [{ id: 'w', kind: 'WALL', heightInches: 2, base: ' ' }] });
      expect(res.status).toBe(422);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.body).toMatchObject({ code: 'RULE_VIOLATION', ruleId: 'malifaux-2e/TE-2' });
      const r = await post('A', 'setup/terrain', { pieces: [{ id: 'w', kind: 'WALL', heightInches: 2.5, base: '6x1' }, { id: 'f', kind: 'FORMATION', heightInches: 4.25, base: 'round' }] });
      expect(r.events[0].data.pieces).toMatchObject([{ ht: 2 }, { ht: 4 }]);
    });

    it('rejects a malformed body with 400 naming the field', async () => {
      const res = await t.http.post(`/v1/encounters/${c.id}/setup/size`).set(...bearer(token('A'))).send({ soulstones: 'fifty' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });

    it('malifaux-2e/DV-18 GraphQL refuses 9 SS with the rule in extensions; REST sets 50 SS (Scrap)', async () => {
      const g = await gql(t, token('A'), `mutation($id: ID!) { setEncounterSize(id: $id, input: { soulstones: 9 }) { version } }`, { id: c.id });
      expect(g.errors?.[0].extensions).toMatchObject({ code: 'RULE_VIOLATION', ruleId: 'malifaux-2e/DV-18' });
      const r = await post('B', 'setup/size', { soulstones: 50 });
      expect(r.state.setupStep).toEqual({ step: 'ANNOUNCE_FACTIONS', seats: ['A', 'B'] });
    });

    it('keeps a faction secret until both seats have announced', async () => {
      await post('A', 'setup/faction', { faction: 'GUILD' });
      expect(await readable('A')).toContain('GUILD');
      expect(await readable('B')).not.toContain('GUILD');
      expect((await state('B')).setupStep).toEqual({ step: 'ANNOUNCE_FACTIONS', seats: ['B'] });
      await post('B', 'setup/faction', { faction: 'NEVERBORN' });
      expect((await state('B')).standard.factions).toEqual({ A: 'GUILD', B: 'NEVERBORN' });
    });

    it('flips deployment, strategy and the scheme pool (always 5, with A Line in the Sand)', async () => {
      await post('B', 'setup/deployment');
      await post('A', 'setup/strategy');
      const r = await post('A', 'setup/scheme-pool');
      expect(r.state.standard.schemePool).toHaveLength(5);
      expect(r.state.standard.schemePool).toContain('A_LINE_IN_THE_SAND');
      expect(r.state.setupStep).toEqual({ step: 'HIRE_CREWS', seats: ['A', 'B'] });
    });
  });

  describe('POST /v1/encounters/:id/setup/crew and /setup/schemes: secret, then revealed', () => {
    it('malifaux-2e/DV-19 refuses an illegal crew naming the rule; a legal one stays secret until both have hired', async () => {
      const broke = { ...guild, models: [...guild.models, { model: m('A:x', 'MINION'), cost: 7, factions: ['NEVERBORN'] }] };
      const bad = await post('A', 'setup/crew', broke, 422);
      expect(bad.ruleId).toBe('malifaux-2e/DV-19');
      await post('A', 'setup/crew', guild);
      expect(await readable('B')).not.toContain('A:judge');
      await post('B', 'setup/crew', neverborn);
      expect(await readable('B')).toContain('A:judge');
    });

    it('keeps the unrevealed Scheme of each seat from the other until the end', async () => {
      const pool = (await state('A')).standard.schemePool.filter((s) => s !== 'A_LINE_IN_THE_SAND');
      const pick: Record<string, string> = { A: pool[0], B: pool[1] };
      for (const seat of ['A', 'B']) {
        await post(seat, 'setup/schemes', { schemes: [{ scheme: 'A_LINE_IN_THE_SAND' }, { scheme: pick[seat], notes: NOTES[seat][pick[seat]] }], reveal: ['A_LINE_IN_THE_SAND'] });
      }
      expect((await state('B')).standard.schemes.A.map((s) => s.scheme)).toEqual(['A_LINE_IN_THE_SAND']);
      expect(await readable('A')).toContain(`"scheme":"${pick.A}"`);
      expect(await readable('B')).not.toContain(`"scheme":"${pick.A}"`);
      expect(await readable('A')).not.toContain(`"scheme":"${pick.B}"`);
      const g = await gql(t, token('B'), `query($id: ID!) { encounter(id: $id) { state { ... on Malifaux2eState { setupStep { step seats } standard { schemes { A { scheme revealed notes { friendlyModelId } } B { scheme revealed } } crews { A { summary { spent pool } } } } } } } }`, { id: c.id });
      expect(g.errors).toBeUndefined();
      const st = (g.data!.encounter as { state: { setupStep: unknown; standard: { schemes: { A: { scheme: string }[]; B: { scheme: string }[] }; crews: { A: { summary: { pool: number } } } } } }).state;
      expect(st.setupStep).toEqual({ step: 'FLIP_DEPLOYMENT_ORDER', seats: [] });
      expect(st.standard.schemes.A.map((x) => x.scheme)).toEqual(['A_LINE_IN_THE_SAND']);
      expect(st.standard.schemes.B.map((x) => x.scheme)).toEqual(['A_LINE_IN_THE_SAND', pick.B]);
      expect(st.standard.crews.A.summary.pool).toBe(7);
    });
  });

  describe('POST /v1/encounters/:id/setup/deployment-order, /setup/deployment-zone, then Turn 1', () => {
    it('only the winner chooses; the first deployer picks the zone; the setup completes', async () => {
      await post('O', 'setup/deployment-order');
      const s = await state('A');
      const w = s.standard.orderWinner!;
      const l = w === 'A' ? 'B' : 'A';
      const forbidden = await t.http.post(`/v1/encounters/${c.id}/setup/deployment-order/choice`).set(...bearer(token(l))).send({ deployFirst: true });
      expect(forbidden.status).toBe(403);
      await post(w, 'setup/deployment-order/choice', { deployFirst: true });
      const r = await post(w, 'setup/deployment-zone', { zone: 'ZONE_2' });
      expect(r.state.setupStep).toEqual({ step: 'COMPLETE', seats: [] });
      const d = await post('O', 'draw-phase', {});
      expect(d.events[0]).toMatchObject({ type: 'DrawPhaseBegun', data: { turn: 1, order: [w, l] } });
    });
  });

  describe('POST /v1/encounters/:id/scoring/declarations and the end of the game', () => {
    it('records the opponent\'s answer, then scores the end in order and names the winner; the seed is revealed', async () => {
      const d = await post('A', 'scoring/declarations', { moment: 'END', firstScheme: 'A_LINE_IN_THE_SAND', strategy: { nonPeonWithin6: 2 } });
      const id = d.state.standard.declarations[0].declarationId;
      const notYours = await t.http.post(`/v1/encounters/${c.id}/scoring/declarations/${id}/answer`).set(...bearer(token('A'))).send({ answer: 'CONFIRMED' });
      expect(notYours.status).toBe(403);
      const a = await post('B', `scoring/declarations/${id}/answer`, { answer: 'DISPUTED', reason: 'measured 6.5"' });
      expect(a.state.standard.declarations[0].answer).toBe('DISPUTED');
      const seatRuling = await t.http.post(`/v1/encounters/${c.id}/scoring/declarations/${id}/ruling`).set(...bearer(token('B'))).send({ ruling: 'OVERTURNED' });
      expect(seatRuling.status).toBe(403);
      const ruled = await post('O', `scoring/declarations/${id}/ruling`, { ruling: 'OVERTURNED' });
      expect(ruled.state.standard.declarations[0]).toMatchObject({ answer: 'DISPUTED', ruling: 'OVERTURNED' });
      const sc0b = await post('A', 'schemes/reveal', { scheme: 'A_LINE_IN_THE_SAND' }, 422);
      expect(sc0b.ruleId).toBe('malifaux-2e/SC-0b');
      const end = await post('O', 'end', { reason: 'time called' });
      const types = end.events.map((e) => e.type);
      expect(types.slice(-1)).toEqual(['EncounterEnded']);
      expect(types).toContain('EncounterResultDetermined');
      expect(types.filter((x) => x === 'SchemeRevealed')).toHaveLength(2);
      const s = await state('B');
      expect(s.status).toBe('ended');
      expect(s.seed).not.toBeNull();
      // The schemes come from a random pool, and some score at the end with nothing done (e.g. a scheme about the
      // enemy's models staying out of a zone): the result must be exactly the ledger, and the winner its higher total.
      const ledger = s.standard.ledger;
      const sum = (seat: string): number => ledger.filter((x) => x.seat === seat).reduce((n, x) => n + x.vp, 0);
      const vp = { A: sum('A'), B: sum('B') };
      expect(s.standard.result).toEqual({ vp, winner: vp.A > vp.B ? 'A' : vp.B > vp.A ? 'B' : null });
      // The overturned Line in the Sand declaration earned A nothing.
      expect(ledger.filter((x) => x.seat === 'A' && x.source === 'A_LINE_IN_THE_SAND').reduce((n, x) => n + x.vp, 0)).toBe(0);
      expect(s.standard.schemes.A).toHaveLength(2);
    });
  });
});
