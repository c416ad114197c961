// Mage Wars full mode over HTTP (rules/mage-wars.md §1, §12-§14, §16): saved spellbooks (decks module) taken per Mage,
// a 1v1 on the 3 × 4 arena played to a destroyed Mage, and a 2v2 team match played to a team victory (MP-3); every
// seat's view checked at every step: no seat ever sees another seat's spellbook or prepared spells while the match runs.
import { CARDS } from '../src/rules/mage-wars/testing/fixtures';
import { bearer, gql, startTestApp, type TestApp } from './support/test-app';

type Zone = { row: number; col: number };
type Card = { instanceId: string; cardId: string };
type Step = { kind: string; seat?: string; seats?: string[]; objectId?: string; moves?: number; actionTaken?: boolean; enchantmentIds?: string[] };
type Seat = { seat: string; mageId: string; mana: number; team?: string | null; spellbook: Card[] | null; prepared: Card[] | null; spellbookCount: number };
type Obj = { id: string; controller: string; zone: Zone | null; destroyed: boolean; actionReady: boolean | null };
type CardDef = { id: string; type: string; cost: unknown; action: string; range: { min: number; max: number } };
type View = { status: string; mode: string; round: number; roundStep: Step; seats: Seat[]; objects: Obj[]; cards: CardDef[]; result: { winner: string | null; draw: boolean; team?: string | null; winners?: string[] | null } | null };

const ATTACK_SPELLS = ['fireball', 'flameblast', 'pillar-of-light', 'lightning-bolt', 'geyser'];
const BOOKS: Record<string, { cards: string[]; definitions: object[]; element?: string }> = {
  Warlock: { cards: ['fireball', 'fireball', 'fireball', 'fireball', 'flameblast', 'flameblast'], definitions: [CARDS.fireball, CARDS.flameblast] },
  Priestess: { cards: ['pillar-of-light', 'pillar-of-light', 'pillar-of-light', 'pillar-of-light'], definitions: [CARDS.pillar] },
  Beastmaster: { cards: ['geyser', 'geyser', 'geyser', 'geyser'], definitions: [CARDS.geyser] },
  Wizard: { cards: ['lightning-bolt', 'lightning-bolt', 'lightning-bolt', 'lightning-bolt'], definitions: [CARDS.lightningBolt], element: 'Air' },
};
const dist = (a: Zone, b: Zone): number => Math.abs(a.row - b.row) + Math.abs(a.col - b.col);
const towards = (from: Zone, to: Zone): Zone =>
  from.row !== to.row ? { row: from.row + Math.sign(to.row - from.row), col: from.col } : { row: from.row, col: from.col + Math.sign(to.col - from.col) };

/** The autoplayer's decisions (src/rules/mage-wars/testing/autoplay.ts), from the deciding seat's own view. */
function nextRequest(v: View, seat: string): [path: string, body: object] | null {
  const step = v.roundStep;
  const me = v.seats.find((s) => s.seat === seat)!;
  const card = (id: string): CardDef | undefined => v.cards.find((c) => c.id === id);
  switch (step.kind) {
    case 'ended':
      return null;
    case 'upkeep':
      return ['pay-upkeep', { pay: [] }];
    case 'planning':
      return ['plan-spells', { instanceIds: [...me.prepared!, ...me.spellbook!].filter((c) => ATTACK_SPELLS.includes(c.cardId)).slice(0, 2).map((c) => c.instanceId) }];
    case 'deployment':
      return ['pass-deployment', {}];
    case 'quickcast':
      return ['pass-quickcast', {}];
    case 'activate':
      return ['activate', { objectId: v.objects.find((o) => !o.destroyed && o.controller === seat && o.actionReady === true)!.id }];
    case 'actionPhase': {
      const self = v.objects.find((o) => o.id === step.objectId)!;
      // The nearest enemy Mage still standing (never a team-mate, MP-3).
      const foes = v.seats
        .filter((s) => s.seat !== seat && (me.team === null || me.team === undefined || s.team !== me.team))
        .map((s) => v.objects.find((o) => o.id === s.mageId)!)
        .filter((o) => !o.destroyed && o.zone !== null && self.zone !== null)
        .sort((a, b) => dist(self.zone!, a.zone!) - dist(self.zone!, b.zone!));
      const foe = foes[0];
      if (!self.zone || !foe) return ['end-action-phase', {}];
      const d = dist(self.zone, foe.zone!);
      const spell = me.prepared!.find((c) => {
        const def = card(c.cardId);
        return def && typeof def.cost === 'number' && def.cost <= me.mana && d >= def.range.min && d <= def.range.max && def.action === 'quick';
      });
      if (spell && d > 0 && !step.actionTaken) return ['cast', { casterId: self.id, instanceId: spell.instanceId, target: { kind: 'object', id: foe.id } }];
      if (d === 0 && !step.actionTaken) return ['attack', { attackerId: self.id, attack: 0, target: { kind: 'object', id: foe.id } }];
      if (step.moves! < 2 && !step.actionTaken && d > 0) return ['move', { objectId: self.id, to: towards(self.zone, foe.zone!) }];
      return ['end-action-phase', {}];
    }
    case 'defend':
      return ['defense', { defense: null }];
    case 'counterstrike':
      return ['counterstrike', { attack: null }];
    case 'trap':
      return ['respond-to-trap', { enchantmentId: step.enchantmentIds![0], pay: false }];
    case 'counterSpell':
      return ['respond-to-spell', { pay: false }];
    default:
      throw new Error(`unknown roundStep ${step.kind}`);
  }
}

describe('Mage Wars full mode over HTTP', () => {
  let t: TestApp;
  const saved: Record<string, { id: string; token: string }> = {};

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  /** The deciding seat's view; every seat's secret stays its own while the match runs. */
  async function viewOf(id: string, token: string, seat: string): Promise<{ version: number; state: View }> {
    const res = await t.http.get(`/v1/encounters/${id}`).set(...bearer(token)).expect(200);
    const v = res.body as { version: number; state: View };
    if (v.state.status === 'active') {
      for (const s of v.state.seats) {
        const mine = s.seat === seat;
        expect([s.seat, s.spellbook === null, s.prepared === null]).toEqual([s.seat, !mine, !mine]);
      }
    }
    return v;
  }

  /** Plays to the end: whoever roundStep names decides from its own view, over REST. */
  async function playToEnd(id: string, tokens: Record<string, string>, limit: number): Promise<View> {
    for (let i = 0; i < limit; i++) {
      const pub = await viewOf(id, tokens.A, 'A');
      const step = pub.state.roundStep;
      if (step.kind === 'ended') return pub.state;
      const seat = step.seat ?? step.seats![0];
      const mine = await viewOf(id, tokens[seat], seat);
      const req = nextRequest(mine.state, seat)!;
      const res = await t.http.post(`/v1/encounters/${id}/mage-wars/${req[0]}`).set(...bearer(tokens[seat])).send(req[1]);
      if (res.status !== 200) throw new Error(`${req[0]} by ${seat} → ${res.status}: ${JSON.stringify(res.body)}`);
      // The answer carries the caller's view only: never another seat's book.
      for (const s of (res.body.state as View).seats) if (s.seat !== seat && res.body.state.status === 'active') expect(s.spellbook).toBeNull();
    }
    throw new Error('the match did not end');
  }

  it('GET /v1/mage-wars/codex and GraphQL mageWarsCodex: every §15 keyword with how it is handled', async () => {
    const res = await t.http.get('/v1/mage-wars/codex').expect(200);
    expect(res.body).toHaveLength(123);
    expect(res.body).toContainEqual(expect.objectContaining({ english: 'Rage +X', status: 'refereed' }));
    const q = await gql(t, null, '{ mageWarsCodex { english status how } }');
    expect(q.errors).toBeUndefined();
    expect((q.data!.mageWarsCodex as unknown[]).length).toBe(123);
  });

  it('POST /v1/mage-wars/spellbooks saves a book per Mage (validated, priced), readable by its owner only; GraphQL too', async () => {
    for (const [mage, book] of Object.entries(BOOKS).slice(0, 3)) {
      const res = await t.http.post('/v1/mage-wars/spellbooks').send({ name: `${mage} book`, mageClass: mage, ...book }).expect(201);
      expect(res.body).toMatchObject({ version: 1, mageClass: mage, total: expect.any(Number) });
      saved[mage] = { id: res.body.spellbookId, token: res.body.ownerToken };
    }
    const wizard = await gql(t, null, 'mutation($i: MageWarsSaveSpellbookInput!) { mageWarsSaveSpellbook(input: $i) { spellbookId ownerToken version total element } }', {
      i: { name: 'Wizard book', mageClass: 'Wizard', ...BOOKS.Wizard },
    });
    expect(wizard.errors).toBeUndefined();
    const w = wizard.data!.mageWarsSaveSpellbook as { spellbookId: string; ownerToken: string; total: number; element: string };
    expect([w.total, w.element]).toEqual([8, 'Air']);
    saved.Wizard = { id: w.spellbookId, token: w.ownerToken };
    // Warlock: Fire trained, 4 Fireballs (level 2) + 2 Flameblasts (level 1) = 10 points (SB-2).
    const read = await t.http.get(`/v1/mage-wars/spellbooks/${saved.Warlock.id}`).set(...bearer(saved.Warlock.token)).expect(200);
    expect(read.body).toMatchObject({ total: 10, cards: BOOKS.Warlock.cards });
    await t.http.get(`/v1/mage-wars/spellbooks/${saved.Warlock.id}`).expect(401);
    await t.http.get(`/v1/mage-wars/spellbooks/${saved.Warlock.id}`).set(...bearer(saved.Priestess.token)).expect(403);
    const q = await gql(t, saved.Priestess.token, 'query($id: ID!) { mageWarsSpellbook(spellbookId: $id) { cards } }', { id: saved.Warlock.id });
    expect(q.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('a saved book changes by version (stale: 409); a broken book is 422 naming the rule, a bad definition 400 naming its field', async () => {
    const url = `/v1/mage-wars/spellbooks/${saved.Priestess.id}`;
    const five = { name: 'x', mageClass: 'Priestess', cards: Array.from({ length: 5 }, () => 'pillar-of-light'), definitions: [CARDS.pillar] };
    const changed = await t.http.put(url).set(...bearer(saved.Priestess.token)).send({ ...five, expectedVersion: 1 }).expect(200);
    expect(changed.body).toMatchObject({ version: 2, total: 5 });
    await t.http.put(url).set(...bearer(saved.Priestess.token)).send({ ...five, expectedVersion: 1 }).expect(409);
    const seven = await t.http.post('/v1/mage-wars/spellbooks').send({ ...five, cards: Array.from({ length: 7 }, () => 'pillar-of-light') }).expect(422);
    expect(seven.body).toMatchObject({ code: 'RULE_VIOLATION', ruleId: 'mage-wars/SB-6' });
    expect(seven.body.detail).toContain('pillar-of-light');
    const lair = await t.http.post('/v1/mage-wars/spellbooks').send({ ...five, cards: ['lair'], definitions: [{ ...CARDS.lair, onlyFor: { classes: ['Beastmaster'] } }] }).expect(422);
    expect(lair.body.ruleId).toBe('mage-wars/SB-8');
    const bad = await t.http.post('/v1/mage-wars/spellbooks').send({ ...five, definitions: [{ ...CARDS.pillar, attacks: [{ ...CARDS.pillar.attacks[0], dice: -1 }] }] }).expect(400);
    expect(bad.body.errors[0].field).toBe('definitions[0].attacks[0].dice');
    const notWizard = await t.http.post('/v1/mage-wars/spellbooks').send({ ...five, element: 'Fire' }).expect(422);
    expect(notWizard.body.ruleId).toBe('mage-wars/SB-2');
  });

  it('malformed saved-book input is a 400 naming the field, never a 500', async () => {
    const ok = { name: 'x', mageClass: 'Wizard', cards: ['lightning-bolt'], definitions: [CARDS.lightningBolt] };
    const cases: [object, string][] = [
      [{ ...ok, cards: [123] }, 'cards'],
      [{ ...ok, definitions: [null] }, 'definitions'],
      [{ ...ok, definitions: [{}] }, 'definitions[0].id'],
      [{ ...ok, element: 'fire' }, 'element'],
      [{ ...ok, mageClass: 'Necromancer' }, 'mageClass'],
      [{ ...ok, cards: [] }, 'cards'],
    ];
    for (const [body, field] of cases) {
      const res = await t.http.post('/v1/mage-wars/spellbooks').send(body);
      expect([field, res.status]).toEqual([field, 400]);
      expect(JSON.stringify(res.body.errors)).toContain(field);
    }
    await t.http.get('/v1/mage-wars/spellbooks/not-a-uuid').set(...bearer(saved.Wizard.token)).expect(400);
    await t.http.get('/v1/mage-wars/spellbooks/00000000-0000-4000-8000-000000000000').set(...bearer(saved.Wizard.token)).expect(404);
    await t.http.put(`/v1/mage-wars/spellbooks/${saved.Wizard.id}`).set(...bearer(saved.Wizard.token)).send({ ...ok, expectedVersion: 99 }).expect(409);
    await t.http.put(`/v1/mage-wars/spellbooks/${saved.Wizard.id}`).set(...bearer(saved.Warlock.token)).send({ ...ok, expectedVersion: 1 }).expect(403);
    const q = await gql(t, null, 'mutation($i: MageWarsSaveSpellbookInput!) { mageWarsSaveSpellbook(input: $i) { spellbookId } }', { i: { ...ok, definitions: [{ ...CARDS.lightningBolt, range: 'far' }] } });
    expect(q.errors?.[0].extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('creation refuses full-mode fields out of place, unknown or foreign books, naming the field; the stream is never made', async () => {
    const players = [{ name: 'Ana' }, { name: 'Ben' }];
    const bad = async (mageWars: object, field: string, status = 400): Promise<void> => {
      const res = await t.http.post('/v1/encounters').send({ ruleset: 'mage-wars', players, mageWars }).expect(status);
      expect(JSON.stringify(res.body)).toContain(field);
    };
    await bad({ players: [{ mageClass: 'Warlock', team: 'red' }, { mageClass: 'Priestess' }] }, 'mageWars.players[0].team');
    await bad({ mode: 'full', players: [{ mageClass: 'Warlock', savedSpellbookId: saved.Priestess.id }, { mageClass: 'Priestess' }] }, 'mageWars.players[0].savedSpellbookId');
    await bad({ mode: 'full', players: [{ mageClass: 'Warlock', savedSpellbookId: '00000000-0000-4000-8000-000000000000' }, { mageClass: 'Priestess' }] }, 'mageWars.players[0].savedSpellbookId');
    await bad({ mode: 'arena', players: [{ mageClass: 'Warlock' }, { mageClass: 'Priestess' }] }, 'mode');
    await bad({ mode: 'full', players: [{ mageClass: 'Warlock', element: 'Holy' }, { mageClass: 'Priestess' }] }, 'element');
    await bad({ mode: 'full', players: [{ mageClass: 'Warlock', element: 'Fire' }, { mageClass: 'Priestess' }] }, 'mage-wars/SB-2', 422);
    // A saved Wizard book taken with another element: refused before any card of the secret book could be named.
    const other = await t.http
      .post('/v1/encounters')
      .send({ ruleset: 'mage-wars', players, mageWars: { mode: 'full', players: [{ mageClass: 'Wizard', element: 'Fire', savedSpellbookId: saved.Wizard.id }, { mageClass: 'Priestess' }] } })
      .expect(400);
    expect(other.body.errors[0].field).toBe('mageWars.players[0].element');
    expect(JSON.stringify(other.body)).not.toContain('lightning-bolt');
    // A book id is no encounter: its owner token opens no encounter route (never a 500).
    const asEncounter = await t.http.get(`/v1/encounters/${saved.Wizard.id}`).set(...bearer(saved.Wizard.token));
    expect([401, 403, 404]).toContain(asEncounter.status);
  });

  it('a free-for-all of three Mages is created on the 4 × 6 double arena (MP-6); on the 3 × 4 arena it is refused', async () => {
    const players = [{ name: 'Ana' }, { name: 'Ben' }, { name: 'Cid' }];
    const mages = [{ mageClass: 'Warlock', savedSpellbookId: saved.Warlock.id }, { mageClass: 'Priestess', savedSpellbookId: saved.Priestess.id }, { mageClass: 'Beastmaster', savedSpellbookId: saved.Beastmaster.id }];
    const res = await t.http.post('/v1/encounters').send({ ruleset: 'mage-wars', players, mageWars: { mode: 'double', players: mages } }).expect(201);
    expect(res.body.state).toMatchObject({ mode: 'double', arena: { rows: 4, cols: 6 } });
    const full = await t.http.post('/v1/encounters').send({ ruleset: 'mage-wars', players, mageWars: { mode: 'full', players: mages } }).expect(422);
    expect(full.body.ruleId).toBe('mage-wars/MP-6');
  });

  it('a full-mode 1v1 with saved books is played to a destroyed Mage; the result names the winner', async () => {
    const res = await t.http
      .post('/v1/encounters')
      .send({ ruleset: 'mage-wars', players: [{ name: 'Ana' }, { name: 'Ben' }], mageWars: { mode: 'full', players: [{ mageClass: 'Warlock', savedSpellbookId: saved.Warlock.id }, { mageClass: 'Priestess', savedSpellbookId: saved.Priestess.id }] } })
      .expect(201);
    const tokens: Record<string, string> = Object.fromEntries((res.body.seats as { seat: string; token: string }[]).map((s) => [s.seat, s.token]));
    const id = res.body.encounterId as string;
    const start = await viewOf(id, tokens.A, 'A');
    expect(start.state).toMatchObject({ mode: 'full', status: 'active' });
    // The saved books' latest versions: 6 cards for the Warlock, 5 (version 2) for the Priestess.
    expect(start.state.seats.map((s) => s.spellbookCount)).toEqual([6, 5]);
    const end = await playToEnd(id, tokens, 3000);
    expect(end.status).toBe('ended');
    expect(end.result?.winner).toMatch(/^[AB]$/);
    const loser = end.seats.find((s) => s.seat !== end.result!.winner)!;
    expect(end.objects.find((o) => o.id === loser.mageId)!.destroyed).toBe(true);
  });

  it('a 2v2 team match (MP-3) is played to a team victory; opponents never see each other’s books', async () => {
    const res = await t.http
      .post('/v1/encounters')
      .send({
        ruleset: 'mage-wars',
        players: [{ name: 'Ana' }, { name: 'Ben' }, { name: 'Cid' }, { name: 'Dee' }],
        mageWars: {
          mode: 'full',
          players: [
            { mageClass: 'Warlock', team: 'red', savedSpellbookId: saved.Warlock.id },
            { mageClass: 'Priestess', team: 'blue', savedSpellbookId: saved.Priestess.id },
            { mageClass: 'Beastmaster', team: 'red', savedSpellbookId: saved.Beastmaster.id },
            { mageClass: 'Wizard', team: 'blue', savedSpellbookId: saved.Wizard.id },
          ],
        },
      })
      .expect(201);
    const tokens: Record<string, string> = Object.fromEntries((res.body.seats as { seat: string; token: string }[]).map((s) => [s.seat, s.token]));
    const id = res.body.encounterId as string;
    const start = await viewOf(id, tokens.B, 'B');
    expect(start.state.seats.map((s) => s.team)).toEqual(['red', 'blue', 'red', 'blue']);
    // The saved books' own definitions are secret too: B knows its Pillar of Light, none of the others' cards (§17.1).
    const known = start.state.cards.map((c) => c.id);
    expect(known).toContain('pillar-of-light');
    for (const secret of ['fireball', 'flameblast', 'geyser', 'lightning-bolt']) expect(known).not.toContain(secret);
    const log = await t.http.get(`/v1/encounters/${id}/events?limit=50`).set(...bearer(tokens.B)).expect(200);
    for (const secret of ['fireball', 'geyser', 'lightning-bolt']) expect(JSON.stringify(log.body)).not.toContain(`"${secret}"`);
    const end = await playToEnd(id, tokens, 6000);
    expect(end.status).toBe('ended');
    const winners = end.result!.winners!;
    expect(winners).toHaveLength(2);
    expect(new Set(winners.map((w) => end.seats.find((s) => s.seat === w)!.team))).toEqual(new Set([end.result!.team]));
    for (const s of end.seats.filter((x) => x.team !== end.result!.team)) expect(end.objects.find((o) => o.id === s.mageId)!.destroyed).toBe(true);
    // The typed GraphQL state carries the team too.
    const q = await gql(t, tokens.C, 'query($id: ID!) { encounter(id: $id) { state { ... on MageWarsState { mode seats { seat team } result { winner draw reason } } } } }', { id });
    expect(q.errors).toBeUndefined();
  });
});
