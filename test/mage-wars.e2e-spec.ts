// A Mage Wars apprentice match over HTTP (rules/mage-wars.md §4-§11, §13.5, §17.1): two clients, each with its seat's
// token and view only, play at least two rounds with the §13.5 books (upkeep, planning, deployment, quickcast,
// activations, moves, an attack and a spell with dice); bad input and illegal moves leave the stream untouched; the other
// seat never learns a hidden card before the end; after the end, every die is re-rolled from the revealed seed.
import { createHash } from 'node:crypto';
import { mageWars } from '../src/rules/mage-wars';
import type { EncounterEvent } from '../src/rules/mage-wars/events';
import { CARDS } from '../src/rules/mage-wars/testing/fixtures';
import { nextRequest, type Step, type View } from './support/mage-wars-client';
import { bearer, gql, startTestApp, type TestApp } from './support/test-app';

type Logged = { version: number; type: string; data: Record<string, unknown>; redacted: boolean };

/** Every field of the typed MageWarsState: querying it at each step proves the model fits every state met. */
const ZONE = '{ row col }';
const TARGET = `{ kind id zone ${ZONE} a ${ZONE} b ${ZONE} }`;
const RESULT = '{ winner draw reason }';
const FULL_STATE = `... on MageWarsState { encounterId ruleset status mode arena { rows cols } round phase initiative seedCommitment seed createdAt endedAt
  roundStep { kind round seat seats phase mayPass quickcastWindow objectId moves actionTaken attackId targetId castId enchantmentIds result ${RESULT} }
  options { rangedSkipsAdditionalStrikes flyingInsideMinimumRange damageBarrierEnemiesOnly counterstrikeTriggersBarrier poisonImmunityBlocksPoisonConditions lightningAndWindAreEthereal zoneAttackHitsAttacker simultaneousDestruction attackDie { kind value } }
  seats { seat name mageClass mageId mana spellbookCount spellbook { instanceId cardId } preparedCount prepared { instanceId cardId } discard { instanceId cardId } quickcastReady planned assigned { objectId card { instanceId cardId } } }
  objects { id cardId instanceId kind owner controller zone ${ZONE} border ${ZONE} attachedTo damage manaMarkers actionReady guard destroyed defenseUses { key uses } barrierHits { attackerId round }
    conditions { condition source duringActivation } equipment { instanceId cardId slots bound { instanceId cardId } boundBy boundRevealed boundHidden boundCastRound } }
  enchantments { id controller hidden cardId target ${TARGET} }
  attack { attackId attackerId bar { name action kind dice damageTypes traits { id value } effects { min max effects { kind condition count } } } kind targets strike strikes succeeded dazeMissed isCounterstrike spellCastId endsActionPhase counterstrikeDone awaiting { stage seat targetId } parent { attackId attackerId kind } }
  spell { castId seat casterId cardId awaitingSeat target ${TARGET} }
  cards { id name type cost { fixed perTargetLevel variable } action range { min max } targets } result ${RESULT} }`;

const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

describe('Mage Wars over HTTP: POST /v1/encounters/:id/mage-wars/* and GraphQL', () => {
  let t: TestApp;
  let id = '';
  let organiser = '';
  const tokens: Record<string, string> = {};
  let version = 0;
  const seen = new Set<string>();
  const paths = new Set<string>();
  let aPlanned: string[] = [];
  let aBook: string[] = [];

  const body = {
    ruleset: 'mage-wars',
    players: [{ name: 'Ana' }, { name: 'Ben' }],
    mageWars: { players: [{ mageClass: 'Warlock' }, { mageClass: 'Priestess', spellbookId: 'apprentice-priestess' }], cards: [CARDS.fireball, CARDS.flameblast, CARDS.pillar] },
  };

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  async function viewOf(seat: string): Promise<{ version: number; state: View }> {
    const res = await t.http.get(`/v1/encounters/${id}`).set(...bearer(seat === 'O' ? organiser : tokens[seat])).expect(200);
    return res.body as { version: number; state: View };
  }

  /** Both seats agree on the decision due; each sees its own spellbook and prepared spells only. */
  async function views(): Promise<{ a: View; b: View }> {
    const [a, b] = await Promise.all([viewOf('A'), viewOf('B')]);
    expect(a.state.roundStep).toEqual(b.state.roundStep);
    expect(a.state.objects).toEqual(b.state.objects);
    if (a.state.status === 'active') {
      expect(a.state.seats[0].spellbook).not.toBeNull();
      expect(a.state.seats[1].spellbook).toBeNull();
      expect(a.state.seats[1].prepared).toBeNull();
      expect(b.state.seats[0].spellbook).toBeNull();
      expect(b.state.seats[0].prepared).toBeNull();
      expect(b.state.seats[1].spellbook).not.toBeNull();
    }
    version = a.version;
    return { a: a.state, b: b.state };
  }

  async function post(seat: string, path: string, payload: object, status = 200): Promise<{ body: { version: number; events: Logged[]; state: View; ruleId?: string; code?: string; errors?: { field: string }[] } }> {
    const res = await t.http.post(`/v1/encounters/${id}/mage-wars/${path}`).set(...bearer(seat === 'O' ? organiser : tokens[seat])).send(payload);
    if (res.status !== status) throw new Error(`${path} by ${seat} → ${res.status}: ${JSON.stringify(res.body)}`);
    return res;
  }

  /** The whole log as `token` may see it, page by page. */
  async function allEvents(token: string): Promise<Logged[]> {
    const out: Logged[] = [];
    for (let after = 0; ; ) {
      const res = await t.http.get(`/v1/encounters/${id}/events?after=${after}&limit=500`).set(...bearer(token)).expect(200);
      out.push(...(res.body.events as Logged[]));
      if (res.body.nextAfter === null) return out;
      after = res.body.nextAfter;
    }
  }

  /** Bad input or an illegal move: nothing appended, the decision due unchanged. */
  async function untouched(before: number, step: Step): Promise<void> {
    const after = await viewOf('O');
    expect(after.version).toBe(before);
    expect(after.state.roundStep).toEqual(step);
  }

  /** Plays one command: the deciding seat (named by roundStep) reads its own view and sends its decision. */
  async function playOne(): Promise<boolean> {
    const { a, b } = await views();
    const step = a.roundStep;
    const deciding = step.seat ?? step.seats?.[0];
    const req = nextRequest(deciding === 'B' ? b : a);
    if (!req) return false;
    const [seat, path, payload] = req;
    expect(seat).toBe(deciding);
    seen.add(step.kind);
    paths.add(path);
    const typed = await gql(t, tokens[seat], `query($id: ID!) { encounter(id: $id) { state { ${FULL_STATE} } } }`, { id });
    expect(typed.errors).toBeUndefined();
    expect((typed.data!.encounter as { state: { roundStep: Step } }).state.roundStep.kind).toBe(step.kind);
    const res = await post(seat, path, payload);
    expect(res.body.version).toBeGreaterThan(version);
    expect(res.body.state.roundStep).toBeDefined();
    for (const e of res.body.events) seen.add(e.type === 'PhaseBegun' ? `PhaseBegun:${String(e.data.phase)}` : e.type);
    if (path === 'plan-spells' && seat === 'A') aPlanned = (payload as { instanceIds: string[] }).instanceIds;
    return true;
  }

  it('400 for bad creation input, naming the field; a section of another ruleset is refused', async () => {
    const bad = async (payload: object, field: string): Promise<void> => {
      const res = await t.http.post('/v1/encounters').send(payload).expect(400);
      expect(JSON.stringify(res.body.errors ?? res.body.detail)).toContain(field);
    };
    await bad({ ...body, mageWars: undefined }, 'mageWars');
    await bad({ ...body, mageWars: { players: [{ mageClass: 'Necromancer' }, { mageClass: 'Warlock' }] } }, 'mageClass');
    await bad({ ...body, mageWars: { ...body.mageWars, cards: [{ ...CARDS.fireball, cost: 'lots' }] } }, 'mageWars.cards[0]');
    await bad({ ...body, stackedDecks: [['1C']] }, 'stackedDecks');
    await bad({ ...body, players: [{ name: 'Ana', soulstones: 2 }, { name: 'Ben' }] }, 'players[0].soulstones');
    await bad({ ruleset: 'malifaux-2e', players: [{ name: 'Ann' }, { name: 'Bob' }], mageWars: body.mageWars }, 'mageWars');
  });

  it('a Mage Wars route on a Malifaux encounter is a 400, nothing appended', async () => {
    const mf = await t.http.post('/v1/encounters').send({ ruleset: 'malifaux-2e', players: [{ name: 'Ann' }, { name: 'Bob' }] }).expect(201);
    const token = (mf.body.seats as { seat: string; token: string }[])[0].token;
    for (const [path, payload] of [['pass-quickcast', {}], ['activate', { objectId: 'mage-A' }], ['plan-spells', { instanceIds: [] }]] as const) {
      const res = await t.http.post(`/v1/encounters/${mf.body.encounterId}/mage-wars/${path}`).set(...bearer(token)).send(payload);
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const after = await t.http.get(`/v1/encounters/${mf.body.encounterId}`).set(...bearer(token)).expect(200);
    expect(after.body.version).toBe(mf.body.version);
  });

  it('creates the encounter: tokens, the public view with the decision due', async () => {
    const res = await t.http.post('/v1/encounters').send(body).expect(201);
    id = res.body.encounterId;
    organiser = res.body.organiserToken;
    for (const s of res.body.seats as { seat: string; token: string }[]) tokens[s.seat] = s.token;
    const state = res.body.state as View;
    expect(state).toMatchObject({ ruleset: 'mage-wars', status: 'active', round: 1, seed: null });
    expect(state.seats.every((s) => s.spellbook === null)).toBe(true);
    expect(state.roundStep.kind).toBe('planning');
    const { a } = await views();
    aBook = a.seats[0].spellbook!.map((c) => c.instanceId);
    expect(aBook.length).toBe(30);
    expect(a.roundStep).toEqual({ kind: 'planning', round: 1, seats: expect.arrayContaining(['A', 'B']) });
  });

  it('400 for bad command input and 422 for an illegal move, the stream untouched', async () => {
    const { a } = await views();
    const before = version;
    const r1 = await post('A', 'move', { objectId: 'mage-A', to: { row: 'north', col: 0 } }, 400);
    expect(JSON.stringify(r1.body.errors)).toContain('to.row');
    const r2 = await post('A', 'cast', { casterId: 'mage-A', instanceId: 'A-1', target: { kind: 'zone' } }, 400);
    expect(JSON.stringify(r2.body.errors)).toContain('target.zone');
    await untouched(before, a.roundStep);
    const r3 = await post('A', 'activate', { objectId: 'mage-A' }, 422);
    expect(r3.body).toMatchObject({ code: 'RULE_VIOLATION', ruleId: expect.stringMatching(/^mage-wars\//) });
    const r4 = await post('A', 'plan-spells', { instanceIds: ['B-1'] }, 422);
    expect(r4.body.ruleId).toMatch(/^mage-wars\//);
    await untouched(before, a.roundStep);
    // A seat acts only for itself; the organiser gives no Mage Wars command; a Malifaux route is not this game's.
    await post('O', 'pass-quickcast', {}, 403);
    const mf = await t.http.post(`/v1/encounters/${id}/initiative`).set(...bearer(tokens.A)).send({});
    expect(mf.status).toBe(400);
    await untouched(before, a.roundStep);
  });

  it('every Mage Wars route reaches the rules: out of its step, each is a 422 naming a mage-wars rule; every mutation is in the schema', async () => {
    const { a } = await views();
    expect(a.roundStep.kind).toBe('planning');
    const before = version;
    const zone = { row: 0, col: 0 };
    const routes: [string, object][] = [
      ['pay-upkeep', { pay: [] }],
      ['pass-deployment', {}],
      ['pass-quickcast', {}],
      ['activate', { objectId: 'mage-A' }],
      ['move', { objectId: 'mage-A', to: zone }],
      ['guard', { objectId: 'mage-A' }],
      ['pass-action-phase', {}],
      ['end-action-phase', {}],
      ['attack', { attackerId: 'mage-A', attack: 0, target: { kind: 'object', id: 'mage-B' } }],
      ['defense', { defense: null }],
      ['counterstrike', { attack: null }],
      ['cast', { casterId: 'mage-A', instanceId: 'A-1', target: { kind: 'zone', zone } }],
      ['use-ability', { objectId: 'mage-A', ability: 0, target: { kind: 'object', id: 'mage-B' } }],
      ['respond-to-spell', { pay: false }],
      ['respond-to-trap', { enchantmentId: 'e-1', pay: false }],
      ['reveal', { enchantmentId: 'e-1', pay: true }],
    ];
    for (const [path, payload] of routes) {
      const res = await post('A', path, payload, 422);
      expect([path, res.body.code, res.body.ruleId]).toEqual([path, 'RULE_VIOLATION', expect.stringMatching(/^mage-wars\/[A-Z]+-\d+$/)]);
    }
    await untouched(before, a.roundStep);
    const schema = await gql(t, null, '{ __type(name: "Mutation") { fields { name } } }');
    const names = (schema.data!.__type as { fields: { name: string }[] }).fields.map((f) => f.name);
    const expected = ['PlanSpells', 'PayUpkeep', 'PassDeployment', 'PassQuickcast', 'Activate', 'Move', 'Guard', 'PassActionPhase', 'EndActionPhase', 'Attack', 'Defense', 'Counterstrike', 'Cast', 'UseAbility', 'RespondToSpell', 'RespondToTrap', 'Reveal', 'SaveSpellbook'];
    expect(names.filter((n) => n.startsWith('mageWars')).sort()).toEqual(expected.map((n) => `mageWars${n}`).sort());
  });

  it('A plans secretly: B’s view, event log, time travel and GraphQL never show A’s planned spells or spellbook', async () => {
    while (aPlanned.length === 0) expect(await playOne()).toBe(true);
    expect(aPlanned.length).toBeGreaterThan(0);
    const secrets = [...new Set([...aPlanned, ...aBook])].map((s) => `"${s}"`);
    const leaks = (text: string): string[] => secrets.filter((s) => text.includes(s));
    const b = await viewOf('B');
    expect(leaks(JSON.stringify(b))).toEqual([]);
    const log = await allEvents(tokens.B);
    expect(leaks(JSON.stringify(log))).toEqual([]);
    expect(log.some((e) => e.type === 'SpellsPlanned' && e.redacted)).toBe(true);
    for (let v = 1; v <= b.version; v++) {
      const at = await t.http.get(`/v1/encounters/${id}/state?version=${v}`).set(...bearer(tokens.B)).expect(200);
      expect(leaks(JSON.stringify(at.body))).toEqual([]);
    }
    const q = await gql(t, tokens.B, `query($id: ID!) { encounter(id: $id) { version state { ... on MageWarsState { seats { seat spellbook { instanceId cardId } prepared { instanceId } preparedCount } } } } encounterEvents(id: $id, limit: 500) { events { type data redacted } } }`, { id });
    expect(q.errors).toBeUndefined();
    expect(leaks(JSON.stringify(q.data))).toEqual([]);
    // A sees its own.
    const a = await viewOf('A');
    expect(a.state.seats[0].prepared!.map((c) => c.instanceId)).toEqual(aPlanned);
  });

  it('plays at least two rounds: upkeep, planning, deployment, quickcast, activations, moves, an attack and a spell with dice', async () => {
    for (let i = 0; i < 400; i++) {
      const { a } = await views();
      const done = a.status === 'ended' || (a.round >= 3 && seen.has('DiceRolled') && seen.has('SpellCast') && paths.has('attack'));
      if (done || !(await playOne())) break;
    }
    const { a } = await views();
    expect(a.round >= 3 || a.status === 'ended').toBe(true);
    for (const kind of ['planning', 'quickcast', 'activate', 'actionPhase']) expect(seen).toContain(kind);
    // With no upkeep to pay and no spawnpoint (the §13.5 books' opening), the Upkeep Phase begins and ends at once and
    // the Deployment Phase is skipped (RD-6, RD-13): nobody is asked; those routes answer a 422 outside their phase.
    for (const phase of ['upkeep', 'firstQuickcast', 'actions', 'finalQuickcast']) expect(seen).toContain(`PhaseBegun:${phase}`);
    for (const type of ['SpellsPlanned', 'CreatureActivated', 'CreatureMoved', 'SpellCast', 'AttackDeclared', 'DiceRolled', 'DamageDealt']) expect(seen).toContain(type);
    for (const path of ['plan-spells', 'pass-quickcast', 'activate', 'move', 'cast', 'attack']) expect(paths).toContain(path);
    if (a.status === 'active') {
      const before = version;
      for (const path of ['pay-upkeep', 'pass-deployment']) {
        const r = await post(a.roundStep.seat ?? 'A', path, path === 'pay-upkeep' ? { pay: [] } : {}, 422);
        expect(r.body.ruleId).toMatch(/^mage-wars\//);
      }
      await untouched(before, a.roundStep);
    }
  });

  it('GraphQL: the MageWarsState with its typed roundStep, seats, objects; a mutation works as REST does', async () => {
    const q = await gql(
      t,
      tokens.A,
      `query($id: ID!) { encounter(id: $id) { version state { __typename ${FULL_STATE} } } }`,
      { id },
    );
    expect(q.errors).toBeUndefined();
    const state = (q.data!.encounter as { state: Record<string, unknown> }).state;
    expect(state).toMatchObject({ __typename: 'MageWarsState', ruleset: 'mage-wars' });
    const rest = await viewOf('A');
    expect((state.roundStep as Step).kind).toBe(rest.state.roundStep.kind);
    if (rest.state.status === 'active' && rest.state.roundStep.kind !== 'ended') {
      const [seat, path] = nextRequest(rest.state.roundStep.seat === 'B' || rest.state.roundStep.seats?.[0] === 'B' ? (await viewOf('B')).state : rest.state)!;
      if (path === 'end-action-phase' || path === 'pass-quickcast' || path === 'pass-deployment') {
        const name = { 'end-action-phase': 'mageWarsEndActionPhase', 'pass-quickcast': 'mageWarsPassQuickcast', 'pass-deployment': 'mageWarsPassDeployment' }[path];
        const m = await gql(t, tokens[seat], `mutation($id: ID!) { ${name}(id: $id) { version state { ... on MageWarsState { roundStep { kind seat } } } } }`, { id });
        expect(m.errors).toBeUndefined();
      }
    }
  });

  it('GraphQL: createEncounter with the typed mageWars section, then planning by mutation; a repeated key appends nothing', async () => {
    const created = await gql(
      t,
      null,
      `mutation($input: CreateEncounterInput!) { createEncounter(input: $input) { encounterId seats { seat token } state { __typename ... on MageWarsState { ruleset roundStep { kind seats } seats { seat mageClass spellbook { instanceId } } } } } }`,
      { input: { ruleset: 'mage-wars', players: body.players, mageWars: { players: body.mageWars.players, cards: body.mageWars.cards, options: { simultaneousDestruction: 'initiative' } } } },
    );
    expect(created.errors).toBeUndefined();
    const c = created.data!.createEncounter as { encounterId: string; seats: { seat: string; token: string }[]; state: { __typename: string; roundStep: Step; seats: { spellbook: unknown }[] } };
    expect(c.state).toMatchObject({ __typename: 'MageWarsState', roundStep: { kind: 'planning', seats: expect.arrayContaining(['A', 'B']) } });
    expect(c.state.seats.every((x) => x.spellbook === null)).toBe(true);
    const plan = `mutation($id: ID!, $input: MageWarsPlanSpellsInput!, $key: String) { mageWarsPlanSpells(id: $id, input: $input, idempotencyKey: $key) { version events { type redacted } state { ... on MageWarsState { roundStep { kind seat seats } seats { seat planned prepared { instanceId } } } } } }`;
    const [a, b] = c.seats.map((x) => x.token);
    const key = '7f1d1c70-5b0e-4a55-9d0e-2f7f7c1a9b01';
    const first = await gql(t, a, plan, { id: c.encounterId, input: { instanceIds: [] }, key });
    expect(first.errors).toBeUndefined();
    const again = await gql(t, a, plan, { id: c.encounterId, input: { instanceIds: [] }, key });
    expect((again.data!.mageWarsPlanSpells as { version: number }).version).toBe((first.data!.mageWarsPlanSpells as { version: number }).version);
    const second = await gql(t, b, plan, { id: c.encounterId, input: { instanceIds: [] } });
    expect(second.errors).toBeUndefined();
    const r = second.data!.mageWarsPlanSpells as { version: number; state: { roundStep: Step } };
    expect(r.version).toBeGreaterThan((first.data!.mageWarsPlanSpells as { version: number }).version);
    expect(r.state.roundStep.kind).toBe('quickcast');
    expect(typeof r.state.roundStep.seat).toBe('string');
    const bad = await gql(t, a, plan, { id: c.encounterId, input: { instanceIds: ['A-1', 'A-2', 'A-3'] } });
    expect(bad.errors?.[0].extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('mage-wars/VC-1 mage-wars/VC-2 plays on to the end over HTTP: a Mage is destroyed and the last Mage standing wins', async () => {
    for (let i = 0; i < 4000; i++) {
      const { a, b } = await views();
      // Both seats see the same decision due and the same public table at every step.
      expect(b.roundStep).toEqual(a.roundStep);
      expect(b.objects).toEqual(a.objects);
      if (a.status === 'ended' || a.roundStep.kind === 'ended') break;
      const deciding = a.roundStep.seat ?? a.roundStep.seats?.[0];
      const req = nextRequest(deciding === 'B' ? b : a);
      if (!req) throw new Error(`no move for ${JSON.stringify(a.roundStep)}`);
      const [seat, path, payload] = req;
      await post(seat, path, payload);
    }
    const { a, b } = await views();
    expect(a.roundStep).toEqual(b.roundStep);
    expect(a.roundStep.kind).toBe('ended');
    const result = (a.roundStep as Step & { result: { winner: string | null; draw: boolean; reason: string } }).result;
    const destroyed = a.objects.filter((o) => o.kind === 'mage' && o.destroyed).map((o) => o.owner);
    expect(destroyed.length).toBeGreaterThanOrEqual(1);
    if (destroyed.length === 1) expect(result).toMatchObject({ winner: destroyed[0] === 'A' ? 'B' : 'A', draw: false });
    else expect(result).toMatchObject({ draw: true });
    // Nothing more can be played: any command is refused with a rule, the stream untouched.
    const before = version;
    const r = await post('A', 'pass-quickcast', {}, 422);
    expect(r.body.ruleId).toMatch(/^mage-wars\//);
    expect((await viewOf('A')).version).toBe(before);
  }, 240000);

  it('after the end the seed is revealed, and the audit re-rolls every die of the public log without a mismatch', async () => {
    // The match ended with a destroyed Mage (the test above); an encounter still open is ended by the organiser.
    if ((await viewOf('B')).state.status !== 'ended') await t.http.post(`/v1/encounters/${id}/end`).set(...bearer(organiser)).send({ reason: 'test over' }).expect(200);
    const b = await viewOf('B');
    expect(b.state.status).toBe('ended');
    expect(b.state.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256(b.state.seed!)).toBe((await t.http.get(`/v1/encounters/${id}`).set(...bearer(tokens.A))).body.state.seedCommitment);
    expect(b.state.seats[0].spellbook).not.toBeNull();
    const log = await allEvents(tokens.B);
    const events = log.map((e) => ({ type: e.type, data: e.data }) as EncounterEvent);
    expect(log.every((e) => !e.redacted)).toBe(true);
    const report = mageWars.audit(events, sha256);
    expect(report.rolls.length).toBeGreaterThan(2);
    expect(report.rolls.filter((r) => r.verdict !== 'ok')).toEqual([]);
    expect(report).toMatchObject({ seedMatchesCommitment: true, fair: true });
  });
});
