// A whole Malifaux 2E Standard Encounter over HTTP, played Turn by Turn (5+ Turns) until the end-of-encounter flip ends
// it, enrolled in a league: nothing of it shows in /v1/results or the standings while it runs; at the end its result
// appears in both (REST and GraphQL), every VP entry traceable to the events and declarations that earned it, and no
// result or standings line ever shows an unrevealed Scheme, a hand or a card.
import { malifaux2e, type EncounterEvent } from '../src/rules/malifaux-2e';
import { encounterResult } from '../src/rules/malifaux-2e/encounter/result';
import { playToTheEnd, setUpStandard, type Answer } from './support/standard-game';
import { bearer, gql, startTestApp, type TestApp } from './support/test-app';

const CARD = /\b(RAM|CROW|TOME|MASK)-\d{2}\b|"(RJ|BJ)"/;

describe('a Standard Encounter played to its end: GET /v1/results and GET /v1/leagues/{leagueId}/standings', () => {
  let t: TestApp;
  let g: Awaited<ReturnType<typeof setUpStandard>>;
  let leagueId: string;
  let final: Answer;
  const publicReads: string[] = [];
  /** What each seat could read of the other's unrevealed Scheme while the game ran (must stay empty). */
  const seatLeaks: string[] = [];
  const seatReads = async (full: boolean): Promise<void> => {
    for (const [seat, other] of [['A', 'B'], ['B', 'A']]) {
      const view = await t.http.get(`/v1/encounters/${g.c.id}`).set(...bearer(g.c.tokens[seat])).expect(200);
      const log = full ? await t.http.get(`/v1/encounters/${g.c.id}/events?limit=500`).set(...bearer(g.c.tokens[seat])).expect(200) : null;
      // The Scheme pool is public (every Scheme a seat may pick is in it): read everything else.
      const { schemePool: _pool, ...standard } = view.body.state.standard;
      const events = ((log?.body.events ?? []) as { type: string }[]).filter((e) => e.type !== 'SchemePoolGenerated');
      const text = JSON.stringify([{ ...view.body.state, standard }, events]);
      if (view.body.state.status !== 'ended' && text.includes(`"${g.hidden[other]}"`)) seatLeaks.push(`${seat} read ${other}'s ${g.hidden[other]} at v${view.body.version}`);
    }
  };

  /** Everything public about results and standings, as one string (REST and GraphQL). */
  const publicView = async (): Promise<string> => {
    const list = await t.http.get('/v1/results').expect(200);
    const one = await t.http.get(`/v1/results/${g.c.id}`);
    const standings = await t.http.get(`/v1/leagues/${leagueId}/standings`).expect(200);
    const q = await gql(t, null, `query($l: ID!) { results { results { encounterId seats { name side entries { source reason } } } } leagueStandings(leagueId: $l) { counted pending lines { player games { encounterId } } } }`, { l: leagueId });
    return JSON.stringify([list.body, one.status === 200 ? one.body : one.status, standings.body, q.data]);
  };

  beforeAll(async () => {
    t = await startTestApp();
    const league = await t.http.post('/v1/leagues').send({ name: 'Spring', ruleset: 'malifaux-2e', policy: { win: 3, draw: 1, loss: 0, tieBreakers: ['VP_DIFFERENCE', 'VP_FOR'] } }).expect(201);
    leagueId = league.body.league.leagueId;
    // Turf War (pre-set by the organiser, seed 1892-1898), so that the declared facts below earn Strategy VP.
    g = await setUpStandard(t, ['Ann', 'Bob'], { strategy: 'TURF_WAR' });
    // Enrolled while it runs: the league knows the encounter, its standings show nothing of it until the end.
    await t.http.post(`/v1/leagues/${leagueId}/encounters`).set(...bearer(league.body.organiserToken)).send({ encounterId: g.c.id, encounterToken: g.c.organiser }).expect(200);
    let commands = 0;
    final = await playToTheEnd(g, {
      each: async (a) => {
        commands += 1;
        if (a.state.status !== 'ended' && commands % 5 === 0) {
          publicReads.push(await publicView());
          await seatReads(false);
        }
      },
      atEndPhase: async (turn) => {
        // Ann declares the table's facts for whichever Strategy was flipped; Bob confirms each declaration.
        const d = await g.post('A', 'scoring/declarations', {
          moment: 'TURN',
          strategy: { nonPeonWithin6: 2, quarters: [1, 1, 0, 0], claimsHeld: 2, claimMarkers: { enemyHalf: 1, ownHalf: 0 } },
        });
        const id = d.events[0].data.declarationId as string;
        await g.post('B', `scoring/declarations/${id}/answer`, { answer: 'CONFIRMED' });
        publicReads.push(await publicView());
        await seatReads(true);
        expect(turn).toBeGreaterThan(0);
      },
    });
  }, 300_000);
  afterAll(async () => t.close());

  it('played at least 5 Turns and ended by itself (EP-3)', () => {
    expect(final.state.status).toBe('ended');
    expect(g.turns).toBeGreaterThanOrEqual(5);
  });

  it("while it ran, no seat read the other's unrevealed Scheme in its view or its event log", () => {
    expect(g.hidden.A).not.toBe(g.hidden.B);
    expect(seatLeaks).toEqual([]);
  });

  it('while it ran, neither /v1/results nor the standings showed anything of it (nor an unrevealed Scheme, nor a card)', () => {
    expect(publicReads.length).toBeGreaterThan(10);
    for (const read of publicReads) {
      expect(JSON.parse(read)[1]).toBe(404);
      expect(read).not.toContain(`"encounterId":"${g.c.id}","endedAt"`);
      for (const scheme of Object.values(g.hidden)) expect(read).not.toContain(scheme);
      expect(read).not.toMatch(CARD);
      expect(read).toContain('"pending":1');
    }
  });

  it('GET /v1/results/{id}: the result is the ledger, every entry traceable to its events and declarations', async () => {
    const r = (await t.http.get(`/v1/results/${g.c.id}`).expect(200)).body;
    const view = (await t.http.get(`/v1/encounters/${g.c.id}`).set(...bearer(g.c.tokens.A)).expect(200)).body;
    const std = view.state.standard as { ledger: { seat: string; source: string; vp: number; turn: number; events: number[]; declarations: string[] }[]; declarations: { declarationId: string }[]; result: { vp: Record<string, number>; winner: string | null } };
    expect(r.turnsPlayed).toBe(final.state.turn);
    expect(r.seats.map((s: { name: string; side: string }) => [s.name, s.side])).toEqual([['Ann', 'GUILD'], ['Bob', 'NEVERBORN']]);
    for (const s of r.seats as { seat: string; vp: number; entries: { vp: number; events: number[]; declarations: string[]; turn: number | null; source: string }[] }[]) {
      expect(s.vp).toBe(std.result.vp[s.seat]);
      expect(s.vp).toBe(s.entries.reduce((n, e) => n + e.vp, 0));
    }
    expect(r.outcome === 'DRAW' ? null : r.winners[0]).toBe(std.result.winner);
    // The log, read back after the end (everything revealed): each entry's awarding event and evidence are in it.
    const log: { version: number; type: string; data: Record<string, unknown> }[] = [];
    for (let after = 0; ; ) {
      const page = (await t.http.get(`/v1/encounters/${g.c.id}/events?after=${after}&limit=500`).set(...bearer(g.c.tokens.B)).expect(200)).body;
      log.push(...page.events);
      if (page.nextAfter === null) break;
      after = page.nextAfter;
    }
    const awarded = log.filter((e) => e.type === 'VictoryPointsAwarded').flatMap((e) => (e.data.entries as { seat: string; source: string; vp: number; turn: number }[]).map((x) => ({ ...x, at: e.version })));
    const declared = new Set(std.declarations.map((d) => d.declarationId));
    let entries = 0;
    for (const s of r.seats as { seat: string; entries: { vp: number; events: number[]; declarations: string[]; turn: number | null; source: string }[] }[]) {
      for (const e of s.entries) {
        entries += 1;
        const source = e.source.startsWith('strategy:') ? 'STRATEGY' : e.source.slice('scheme:'.length);
        expect(awarded.some((a) => a.seat === s.seat && a.source === source && a.vp === e.vp && a.turn === (e.turn ?? 0))).toBe(true);
        for (const v of e.events) expect(log.some((x) => x.version === v)).toBe(true);
        for (const d of e.declarations) expect(declared.has(d)).toBe(true);
      }
    }
    expect(entries).toBe(awarded.length);
    // Turf War from Turn 2 on, 1 VP a Turn up to the cap of 4 (VP-1): Ann's Strategy entries, each with its declaration.
    const ann = r.seats.find((x: { seat: string }) => x.seat === 'A').entries.filter((e: { source: string }) => e.source === 'strategy:TURF_WAR');
    expect(ann.map((e: { turn: number }) => e.turn)).toEqual([2, 3, 4, 5, 6, 7, 8].slice(0, Math.min(4, final.state.turn - 1)));
    for (const e of ann) expect(e.declarations).toHaveLength(1);
  });

  it('the log read back after the end replays to the same state, and to the same result', async () => {
    const log: { type: string; data: unknown }[] = [];
    for (let after = 0; ; ) {
      const page = (await t.http.get(`/v1/encounters/${g.c.id}/events?after=${after}&limit=500`).set(...bearer(g.c.tokens.A)).expect(200)).body;
      log.push(...page.events.map((e: { type: string; data: unknown; redacted: boolean }) => {
        expect(e.redacted).toBe(false);
        return { type: e.type, data: e.data };
      }));
      if (page.nextAfter === null) break;
      after = page.nextAfter;
    }
    const folded = log.reduce((st, e) => malifaux2e.evolve(st, e as EncounterEvent), malifaux2e.initialState());
    const served = (await t.http.get(`/v1/encounters/${g.c.id}`).set(...bearer(g.c.tokens.B)).expect(200)).body.state;
    expect(JSON.parse(JSON.stringify(malifaux2e.view(folded, { role: 'auditor' })))).toEqual(served);
    const r = (await t.http.get(`/v1/results/${g.c.id}`).expect(200)).body;
    const again = encounterResult(folded)!;
    expect(again.seats.map((x) => [x.seat, x.vp, x.entries.length])).toEqual(r.seats.map((x: { seat: string; vp: number; entries: unknown[] }) => [x.seat, x.vp, x.entries.length]));
    expect(again.winners).toEqual(r.winners);
  });

  it('GET /v1/leagues/{leagueId}/standings: the encounter counts; each line points to it with the result’s VP and outcome', async () => {
    const r = (await t.http.get(`/v1/results/${g.c.id}`).expect(200)).body;
    const s = (await t.http.get(`/v1/leagues/${leagueId}/standings`).expect(200)).body;
    expect(s).toMatchObject({ counted: 1, pending: 0 });
    expect(s.lines).toHaveLength(2);
    for (const line of s.lines) {
      const seat = r.seats.find((x: { name: string }) => x.name === line.player);
      const outcome = r.outcome === 'DRAW' ? 'DRAW' : r.winners.includes(seat.seat) ? 'WIN' : 'LOSS';
      expect(line.games).toEqual([expect.objectContaining({ encounterId: g.c.id, seat: seat.seat, outcome, vpFor: seat.vp })]);
      expect(line.points).toBe(outcome === 'WIN' ? 3 : outcome === 'DRAW' ? 1 : 0);
    }
    if (r.outcome === 'WIN') expect(s.lines[0].player).toBe(r.seats.find((x: { seat: string }) => x.seat === r.winners[0]).name);
  });

  it('GraphQL result and leagueStandings agree with REST', async () => {
    const q = await gql(t, null, `query($id: ID!, $l: ID!) { result(encounterId: $id) { outcome winners seats { seat vp entries { source vp turn events declarations } } } leagueStandings(leagueId: $l) { counted lines { player points games { encounterId outcome vpFor } } } }`, { id: g.c.id, l: leagueId });
    expect(q.errors).toBeUndefined();
    const rest = (await t.http.get(`/v1/results/${g.c.id}`).expect(200)).body;
    const gr = q.data!.result as { outcome: string; seats: { vp: number }[] };
    expect(gr.outcome).toBe(rest.outcome);
    expect(gr.seats.map((s) => s.vp)).toEqual(rest.seats.map((s: { vp: number }) => s.vp));
    expect((q.data!.leagueStandings as { counted: number }).counted).toBe(1);
  });

  it('after the end: results and standings hold no hand and no card, only Schemes shown at the end', async () => {
    const text = await publicView();
    expect(text).not.toMatch(CARD);
    expect(text).not.toContain('"hand"');
    // Every Scheme named in the result is one the view shows as revealed or shown at the end (§20.11 step 3).
    const view = (await t.http.get(`/v1/encounters/${g.c.id}`).set(...bearer(g.c.tokens.A)).expect(200)).body;
    const shown = new Set(Object.values(view.state.standard.schemes as Record<string, { scheme: string; revealed: string | null }[]>).flat().filter((c) => c.revealed !== null).map((c) => c.scheme));
    for (const m of text.matchAll(/"scheme:([A-Z_]+)"/g)) expect(shown.has(m[1])).toBe(true);
  });
});
