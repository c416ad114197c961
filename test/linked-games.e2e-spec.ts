// §21.8 Linked Games over HTTP: POST /v1/encounters/:id/setup with `linkedTo` (the previous game and its organiser
// token): the server carries the series on from its own log, and setup refuses what the series forbids.
import { setUpStandard, createPoster } from './support/linked-support';
import { ATTACKER_SOURCES } from '../src/rules/malifaux-2e/encounter/story-objectives';
import { bearer, gql, startTestApp, type TestApp } from './support/test-app';

describe('Linked Games: POST /v1/encounters/:id/setup { mode: STORY, linkedTo }', () => {
  let t: TestApp;
  let first: Awaited<ReturnType<typeof setUpStandard>>;
  let story: { attacker: string; attackerStrategy: keyof typeof ATTACKER_SOURCES };
  beforeAll(async () => {
    t = await startTestApp();
    first = await setUpStandard(t, ['Ann', 'Bob'], { story: true, schemes: { A: ['BREAKTHROUGH', 'OUTFLANK'], B: ['PROTECT_TERRITORY', 'OUTFLANK'] } });
    // §21.5: the Attacker declares the end-of-game facts of her Story Strategy's sources (POST scoring/declarations).
    const s = (await first.post('O', 'draw-phase', {})).state as unknown as { standard: { story: { attacker: string; attackerStrategy: keyof typeof ATTACKER_SOURCES } } };
    story = s.standard.story;
    const keys = ATTACKER_SOURCES[story.attackerStrategy].map((x) => x.key);
    await first.post(story.attacker, 'scoring/declarations', { moment: 'END', strategy: { story: keys.map((key) => ({ key, value: 3 })) } });
    await first.post('O', 'end', { reason: 'game 1 over' });
  });
  afterAll(async () => t.close());

  it("malifaux-2e/STR-0 game 1's result holds the Attacker's end-of-game Story Strategy VP, with the declaration", async () => {
    const r = (await t.http.get(`/v1/results/${first.c.id}`).expect(200)).body;
    const entries = r.seats.find((x: { seat: string }) => x.seat === story.attacker).entries.filter((e: { source: string }) => e.source === `strategy:${story.attackerStrategy}`);
    const eog = ATTACKER_SOURCES[story.attackerStrategy].some((x) => x.when === 'EOG');
    expect(entries.length > 0).toBe(eog);
    for (const e of entries) expect(e).toMatchObject({ turn: null, declarations: [expect.any(String)] });
    if (eog) expect(entries.reduce((n: number, e: { vp: number }) => n + e.vp, 0)).toBe(4);
  });

  it('refuses a wrong token (403), a running game (422), a stranger at the table (422)', async () => {
    const g = await createPoster(t, ['Ann', 'Bob']);
    const res = await g.raw('O', 'setup', { mode: 'STORY', linkedTo: { encounterId: first.c.id, encounterToken: first.c.tokens.A } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
    const seat = await g.raw('A', 'setup', { mode: 'STORY', linkedTo: { encounterId: first.c.id, encounterToken: first.c.organiser } });
    expect(seat.status).toBe(403);
    const running = await setUpStandard(t, ['Ann', 'Bob'], { story: true, stopBefore: 'setup/size' });
    const r = await g.raw('O', 'setup', { mode: 'STORY', linkedTo: { encounterId: running.c.id, encounterToken: running.c.organiser } });
    expect(r.status).toBe(422);
    expect(r.body.ruleId).toBe('malifaux-2e/SETUP');
    const stranger = await createPoster(t, ['Ann', 'Zed']);
    const s = await stranger.raw('O', 'setup', { mode: 'STORY', linkedTo: { encounterId: first.c.id, encounterToken: first.c.organiser } });
    expect(s.status).toBe(422);
    const bad = await g.raw('O', 'setup', { mode: 'STORY', linkedTo: { encounterId: 'nope', encounterToken: first.c.organiser } });
    expect(bad.status).toBe(400);
  });

  it('game 2 keeps the size and picks no Scheme twice; its result shows the series VP', async () => {
    const link = { encounterId: first.c.id, encounterToken: first.c.organiser };
    const g = await setUpStandard(t, ['Ann', 'Bob'], { story: true, linkedTo: link, stopBefore: 'setup/size' });
    const size = await g.raw('B', 'setup/size', { soulstones: 40 });
    expect(size.status).toBe(422);
    expect(size.body).toMatchObject({ code: 'RULE_VIOLATION', ruleId: 'malifaux-2e/SETUP' });
    const ok = await setUpStandard(t, ['Ann', 'Bob'], { story: true, linkedTo: link, stopBefore: 'setup/schemes' });
    const twice = await ok.raw('A', 'setup/schemes', { schemes: [{ scheme: 'BREAKTHROUGH' }, { scheme: 'POWER_RITUAL' }], reveal: [] });
    expect(twice.status).toBe(422);
    expect(twice.body.detail).toContain('BREAKTHROUGH');
    const view = (await t.http.get(`/v1/encounters/${ok.c.id}`).set(...bearer(ok.c.tokens.A)).expect(200)).body;
    expect(view.state.standard.linked).toMatchObject({ game: 2, previousEncounterId: first.c.id, encounterSize: 50 });
    const gv = await gql(t, ok.c.tokens.B, `query($id: ID!) { encounter(id: $id) { state { ... on Malifaux2eState { standard { linked { game encounterSize players { name player { faction leaderName schemesUsed totalVp } } sameFaction } } } } } }`, { id: ok.c.id });
    expect(gv.errors).toBeUndefined();
    // GraphQL serves the REST map by player name as its entries, in the same order.
    const players = (gv.data as { encounter: { state: { standard: { linked: { players: { name: string; player: unknown }[] } } } } }).encounter.state.standard.linked.players;
    expect(players).toEqual(Object.entries(view.state.standard.linked.players).map(([name, player]) => ({ name, player })));
    expect(JSON.stringify(gv.data)).toContain('"schemesUsed":["BREAKTHROUGH","OUTFLANK"]');
    const g2 = await setUpStandard(t, ['Ann', 'Bob'], { story: true, linkedTo: link, schemes: { A: ['ROUNDUP', 'POWER_RITUAL'], B: ['EXTERMINATE', 'BREAKTHROUGH'] } });
    await g2.post('O', 'end', { reason: 'game 2 over' });
    const r1 = (await t.http.get(`/v1/results/${first.c.id}`).expect(200)).body;
    const r2 = (await t.http.get(`/v1/results/${g2.c.id}`).expect(200)).body;
    const vp = (r: { seats: { name: string; vp: number }[] }, name: string) => r.seats.find((s) => s.name === name)!.vp;
    expect(r2.details).toEqual(expect.arrayContaining([{ name: 'linkedGame', value: '2' }, { name: 'seriesVp:Ann', value: String(vp(r1, 'Ann') + vp(r2, 'Ann')) }]));
    const q = await gql(t, null, `query($id: ID!) { result(encounterId: $id) { details { name value } } }`, { id: g2.c.id });
    expect(JSON.stringify(q.data)).toContain('previousEncounterId');
  });
});

describe('Linked Games spoils: POST /v1/encounters/:id/setup/spoils and setup/story-role', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('the previous winner (only) takes her spoils before the terrain; option 1 waits for her side after the flip (REST and GraphQL)', async () => {
    // Game 1 with a winner: the Attacker declares her end-of-game sources (4 VP) unless her Strategy scores per Turn.
    let first = await setUpStandard(t, ['Ann', 'Bob'], { story: true, schemes: { A: ['BREAKTHROUGH', 'OUTFLANK'], B: ['PROTECT_TERRITORY', 'OUTFLANK'] } });
    for (let i = 0; i < 6; i++) {
      const s = (await first.post('O', 'draw-phase', {})).state as unknown as { standard: { story: { attacker: string; attackerStrategy: keyof typeof ATTACKER_SOURCES } } };
      const story = s.standard.story;
      if (ATTACKER_SOURCES[story.attackerStrategy].some((x) => x.when === 'EOG')) {
        const keys = ATTACKER_SOURCES[story.attackerStrategy].map((x) => x.key);
        await first.post(story.attacker, 'scoring/declarations', { moment: 'END', strategy: { story: keys.map((key) => ({ key, value: 3 })) } });
        break;
      }
      first = await setUpStandard(t, ['Ann', 'Bob'], { story: true, schemes: { A: ['BREAKTHROUGH', 'OUTFLANK'], B: ['PROTECT_TERRITORY', 'OUTFLANK'] } });
    }
    await first.post('O', 'end', { reason: 'game 1 over' });
    const r1 = (await t.http.get(`/v1/results/${first.c.id}`).expect(200)).body;
    expect(r1.outcome).toBe('WIN');
    const winnerSeat = r1.winners[0] as string;
    const winnerName = r1.seats.find((s: { seat: string }) => s.seat === winnerSeat).name as string;

    const g = await setUpStandard(t, ['Ann', 'Bob'], { story: true, linkedTo: { encounterId: first.c.id, encounterToken: first.c.organiser }, stopBefore: 'setup/spoils' });
    const view = (await t.http.get(`/v1/encounters/${g.c.id}`).set(...bearer(g.c.tokens.A)).expect(200)).body;
    const seat = view.state.seats.find((s: { name: string }) => s.name === winnerName).seat as string;
    const other = seat === 'A' ? 'B' : 'A';
    expect(view.state.setupStep).toEqual({ step: 'CHOOSE_SPOILS', seats: [seat] });
    expect((await g.raw('A', 'setup/terrain', { pieces: [{ id: 'w', kind: 'WALL', heightInches: 2, base: '6x1' }] })).body.ruleId).toBe('malifaux-2e/SETUP');
    expect((await g.raw(other, 'setup/spoils', { option: 'ROLE_AFTER_FLIP' })).body.ruleId).toBe('malifaux-2e/SETUP');
    expect((await g.raw(seat, 'setup/spoils', { option: 'TAKE_EVERYTHING' })).status).toBe(400);
    const q = await gql(t, g.c.tokens[seat], `mutation($id: ID!) { chooseSpoils(id: $id, input: { option: "ROLE_AFTER_FLIP" }) { version } }`, { id: g.c.id });
    expect(q.errors).toBeUndefined();
    await g.post('A', 'setup/terrain', { pieces: [{ id: 'w', kind: 'WALL', heightInches: 2, base: '6x1' }] });
    await g.post('B', 'setup/size', { soulstones: 50 });
    await g.post('A', 'setup/faction', { faction: 'GUILD' });
    await g.post('B', 'setup/faction', { faction: 'NEVERBORN' });
    await g.post('B', 'setup/deployment');
    const flipped = await g.post('A', 'setup/strategy');
    expect(flipped.state.setupStep).toEqual({ step: 'CHOOSE_STORY_ROLE', seats: [seat] });
    const chosen = await g.post(seat, 'setup/story-role', { attacker: false });
    expect((chosen.state as unknown as { standard: { story: { attacker: string; defender: string } } }).standard.story).toMatchObject({ attacker: other, defender: seat });
    expect(chosen.state.setupStep?.step).toBe('HIRE_CREWS');
  });
});
