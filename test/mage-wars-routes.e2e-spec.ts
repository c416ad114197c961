// Mage Wars routes over HTTP with LEGAL plays (rules/mage-wars.md §5, §9, §10): upkeep, deployment, defense,
// counterstrike, guard, use-ability, respond-to-spell, respond-to-trap and reveal each take a legal decision in a real
// match position, and each refuses one illegal play with a 4xx problem+json naming the rule, the stream untouched.
// Several legal plays go through GraphQL instead of REST (pay-upkeep, reveal, defense).
import { CARDS } from '../src/rules/mage-wars/testing/fixtures';
import { bearer, gql, startTestApp, type TestApp } from './support/test-app';

type Zone = { row: number; col: number };
type Step = { kind: string; round?: number; seat?: string; seats?: string[]; objectId?: string; actionTaken?: boolean; enchantmentIds?: string[]; castId?: string };
type Obj = { id: string; cardId: string | null; kind: string; controller: string; zone: Zone | null; destroyed: boolean; actionReady: boolean | null; guard: boolean; damage: number };
type Ench = { id: string; controller: string; hidden: boolean; cardId: string | null };
type View = { status: string; round: number; initiative: string; roundStep: Step; objects: Obj[]; enchantments: Ench[]; seats: { seat: string; mana: number; mageId: string }[] };
type Plan = { instanceIds: string[]; assign?: { objectId: string; instanceId: string }[] };

// A spawnpoint with upkeep (upkeep and deployment), an enchantment revealed by choice, a cheap creature for the spawnpoint.
const DEN = { ...CARDS.lair, id: 'den', name: 'Den', cost: 4, upkeep: 1, castFilter: { types: ['creature'] } };
const CARD_LIST = [CARDS.bracers, CARDS.nullify, CARDS.stunTrap, CARDS.flameblast, CARDS.rhinoHide, CARDS.cleric, CARDS.imp, DEN];
const other = (s: string): string => (s === 'A' ? 'B' : 'A');

describe('Mage Wars routes with legal plays (REST and GraphQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  /** One apprentice match, both Mages with the same book (instance ids `<seat>-<n>` in book order). */
  async function match(book: string[]) {
    const res = await t.http
      .post('/v1/encounters')
      .send({ ruleset: 'mage-wars', players: [{ name: 'Ana' }, { name: 'Ben' }], mageWars: { players: [{ mageClass: 'Warlock', spellbook: book }, { mageClass: 'Warlock', spellbook: book }], cards: CARD_LIST } })
      .expect(201);
    const id = res.body.encounterId as string;
    const tokens: Record<string, string> = { O: res.body.organiserToken };
    for (const s of res.body.seats as { seat: string; token: string }[]) tokens[s.seat] = s.token;
    const inst = (seat: string, cardId: string): string => `${seat}-${book.indexOf(cardId) + 1}`;

    const view = async (seat = 'O'): Promise<{ version: number; state: View }> => (await t.http.get(`/v1/encounters/${id}`).set(...bearer(tokens[seat])).expect(200)).body;
    const post = async (seat: string, path: string, body: object): Promise<View> => {
      const r = await t.http.post(`/v1/encounters/${id}/mage-wars/${path}`).set(...bearer(tokens[seat])).send(body);
      if (r.status !== 200) throw new Error(`${path} by ${seat} → ${r.status}: ${JSON.stringify(r.body)}`);
      return r.body.state as View;
    };
    /** A refused play: 4xx problem+json naming the rule; nothing appended, the decision due unchanged. */
    const refuse = async (seat: string, path: string, body: object, rule: string, status = 422): Promise<void> => {
      const before = await view();
      const r = await t.http.post(`/v1/encounters/${id}/mage-wars/${path}`).set(...bearer(tokens[seat])).send(body);
      expect([path, r.status]).toEqual([path, status]);
      expect(r.headers['content-type']).toContain('application/problem+json');
      expect(r.body.ruleId ?? JSON.stringify(r.body.errors)).toContain(rule);
      const after = await view();
      expect([after.version, after.state.roundStep]).toEqual([before.version, before.state.roundStep]);
    };
    /** A legal play through GraphQL: the mutation answers the new version and the caller's view. */
    const mutate = async (seat: string, field: string, inputType: string, input: object): Promise<void> => {
      const before = await view();
      const q = await gql(t, tokens[seat], `mutation($id: ID!, $input: ${inputType}) { ${field}(id: $id, input: $input) { version } }`, { id, input });
      expect(q.errors).toBeUndefined();
      expect((q.data![field] as { version: number }).version).toBeGreaterThan(before.version);
    };
    /** Plays the default decision (plan as `plans` says, pass, activate the Mage, end) until `stop` holds. */
    const until = async (stop: (v: View) => boolean, plans: Record<string, Plan> = {}): Promise<View> => {
      for (let i = 0; i < 60; i++) {
        const v = (await view()).state;
        if (stop(v)) return v;
        const step = v.roundStep;
        const seat = step.seat ?? step.seats![0];
        switch (step.kind) {
          case 'planning':
            await post(seat, 'plan-spells', plans[`${seat}${v.round}`] ?? { instanceIds: [] });
            break;
          case 'upkeep':
            await post(seat, 'pay-upkeep', { pay: v.objects.filter((o) => o.controller === seat && !o.destroyed && o.kind === 'conjuration').map((o) => o.id) });
            break;
          case 'deployment':
            await post(seat, 'pass-deployment', {});
            break;
          case 'quickcast':
            await post(seat, 'pass-quickcast', {});
            break;
          case 'activate': {
            const ready = v.objects.filter((o) => o.controller === seat && !o.destroyed && o.actionReady === true);
            await post(seat, 'activate', { objectId: (ready.find((o) => o.kind === 'mage') ?? ready[0]).id });
            break;
          }
          case 'actionPhase':
            await post(seat, 'end-action-phase', {});
            break;
          default:
            throw new Error(`no default for ${step.kind}`);
        }
      }
      throw new Error('until: too many steps');
    };
    const first = (await view()).state.initiative;
    return { id, tokens, inst, view, post, refuse, mutate, until, first, second: other(first) };
  }

  it('upkeep, reveal, deployment and use-ability: a spawnpoint with upkeep, an enchantment revealed, a Cleric healing', async () => {
    const m = await match(['den', 'rhino-hide', 'asyran-cleric', 'firebrand-imp']);
    const F = m.first;
    const S = m.second;
    const mageF = `mage-${F}`;
    const plans = { [`${F}1`]: { instanceIds: [m.inst(F, 'den'), m.inst(F, 'rhino-hide')] } };
    // Round 1: F quickcasts Rhino Hide (hidden) on its Mage, then casts the Den in its own zone.
    await m.until((v) => v.roundStep.kind === 'quickcast' && v.roundStep.seat === F, plans);
    await m.post(F, 'cast', { casterId: mageF, instanceId: m.inst(F, 'rhino-hide'), target: { kind: 'object', id: mageF }, quickcast: true });
    let v = await m.until((x) => x.roundStep.kind === 'actionPhase' && x.roundStep.seat === F);
    const zoneF = v.objects.find((o) => o.id === mageF)!.zone!;
    v = await m.post(F, 'cast', { casterId: mageF, instanceId: m.inst(F, 'den'), target: { kind: 'zone', zone: zoneF } });
    const hide = (await m.view(F)).state.enchantments.find((e) => e.controller === F && e.hidden)!;
    // reveal: the enemy may not reveal F's enchantment (EN-6); F reveals it, paying its cost (GraphQL).
    await m.refuse(S, 'reveal', { enchantmentId: hide.id, pay: true }, 'mage-wars/EN-6');
    await m.mutate(F, 'mageWarsReveal', 'MageWarsEnchantmentDecisionInput!', { enchantmentId: hide.id, pay: true });
    expect((await m.view(S)).state.enchantments.find((e) => e.id === hide.id)).toMatchObject({ hidden: false, cardId: 'rhino-hide' });
    const den = (await m.view()).state.objects.find((o) => o.cardId === 'den')!;
    // Round 2 upkeep: only F owes upkeep (the Den); S is refused, F pays (GraphQL).
    v = await m.until((x) => x.roundStep.kind === 'upkeep');
    expect(v.roundStep.seats).toEqual([F]);
    await m.refuse(S, 'pay-upkeep', { pay: [] }, 'mage-wars/');
    await m.refuse(F, 'pay-upkeep', { pay: ['no-such-object'] }, 'mage-wars/');
    await m.mutate(F, 'mageWarsPayUpkeep', 'MageWarsPayUpkeepInput!', { pay: [den.id] });
    expect((await m.view()).state.objects.find((o) => o.id === den.id)!.destroyed).toBe(false);
    // Round 2 deployment: F assigned the Imp to the Den; S has no spawnpoint (RD-13); F passes (a bluff, RD-12).
    const plans2 = { [`${F}2`]: { instanceIds: [m.inst(F, 'asyran-cleric')], assign: [{ objectId: den.id, instanceId: m.inst(F, 'firebrand-imp') }] } };
    v = await m.until((x) => x.roundStep.kind === 'deployment', plans2);
    expect(v.roundStep.seat).toBe(F);
    await m.refuse(S, 'pass-deployment', {}, 'mage-wars/RD-13');
    await m.post(F, 'pass-deployment', {});
    expect((await m.view()).state.roundStep.kind).not.toBe('deployment');
    // F's Mage summons the Cleric; in round 3 the Cleric heals its Mage (use-ability), an unknown ability is refused.
    v = await m.until((x) => x.roundStep.kind === 'actionPhase' && x.roundStep.seat === F);
    await m.post(F, 'cast', { casterId: mageF, instanceId: m.inst(F, 'asyran-cleric'), target: { kind: 'zone', zone: zoneF } });
    const cleric = (await m.view()).state.objects.find((o) => o.cardId === 'asyran-cleric')!;
    v = await m.until((x) => x.round === 3 && x.roundStep.kind === 'activate' && x.roundStep.seat === F);
    await m.post(F, 'activate', { objectId: cleric.id });
    await m.refuse(F, 'use-ability', { objectId: cleric.id, ability: 4, target: { kind: 'object', id: mageF } }, 'mage-wars/AC-20');
    const healed = await m.post(F, 'use-ability', { objectId: cleric.id, ability: 0, target: { kind: 'object', id: mageF } });
    expect(healed.roundStep).toBeDefined();
  });

  it('guard, respond-to-trap, defense, counterstrike and respond-to-spell in one exchange', async () => {
    const m = await match(['deflection-bracers', 'nullify', 'stun-trap', 'flameblast']);
    const F = m.first; // defends: Bracers, guard, a trap in its own zone
    const S = m.second; // attacks; protected by Nullify
    const mageF = `mage-${F}`;
    const mageS = `mage-${S}`;
    const plans = {
      [`${F}1`]: { instanceIds: [m.inst(F, 'deflection-bracers')] },
      [`${S}1`]: { instanceIds: [m.inst(S, 'nullify')] },
      [`${F}2`]: { instanceIds: [m.inst(F, 'stun-trap'), m.inst(F, 'flameblast')] },
    };
    // Round 1 first quickcast: F puts on the Bracers; S hides Nullify on its Mage.
    await m.until((v) => v.roundStep.kind === 'quickcast' && v.roundStep.seat === F, plans);
    await m.post(F, 'cast', { casterId: mageF, instanceId: m.inst(F, 'deflection-bracers'), target: { kind: 'object', id: mageF }, quickcast: true });
    await m.until((v) => v.roundStep.kind === 'quickcast' && v.roundStep.seat === S);
    await m.post(S, 'cast', { casterId: mageS, instanceId: m.inst(S, 'nullify'), target: { kind: 'object', id: mageS }, quickcast: true });
    // F's Mage guards (the enemy may not guard it); S walks two zones towards it.
    await m.until((v) => v.roundStep.kind === 'actionPhase' && v.roundStep.seat === F);
    await m.refuse(S, 'guard', { objectId: mageF }, 'mage-wars/');
    await m.post(F, 'guard', { objectId: mageF });
    expect((await m.view()).state.objects.find((o) => o.id === mageF)!.guard).toBe(true);
    let v = await m.until((x) => x.roundStep.kind === 'actionPhase' && x.roundStep.seat === S);
    const zoneF = v.objects.find((o) => o.id === mageF)!.zone!;
    for (let k = 0; k < 2; k++) {
      const at = (await m.view()).state.objects.find((o) => o.id === mageS)!.zone!;
      const d = Math.abs(at.row - zoneF.row) + Math.abs(at.col - zoneF.col);
      if (d <= 1) break;
      const to = at.row !== zoneF.row ? { row: at.row + Math.sign(zoneF.row - at.row), col: at.col } : { row: at.row, col: at.col + Math.sign(zoneF.col - at.col) };
      await m.post(S, 'move', { objectId: mageS, to });
    }
    // Round 2 (S has the initiative): F quickcasts a Stun Trap into its own zone before S moves in.
    await m.until((x) => x.round === 2 && x.roundStep.kind === 'quickcast' && x.roundStep.seat === F, plans);
    await m.post(F, 'cast', { casterId: mageF, instanceId: m.inst(F, 'stun-trap'), target: { kind: 'zone', zone: zoneF }, quickcast: true });
    await m.until((x) => x.roundStep.kind === 'activate' && x.roundStep.seat === S);
    await m.post(S, 'activate', { objectId: mageS });
    v = await m.post(S, 'move', { objectId: mageS, to: zoneF });
    // respond-to-trap: F decides its sprung trap (declines: destroyed without effect); S may not, nor a wrong trap id.
    expect(v.roundStep).toMatchObject({ kind: 'trap', seat: F });
    const trapId = v.roundStep.enchantmentIds![0];
    await m.refuse(S, 'respond-to-trap', { enchantmentId: trapId, pay: true }, 'mage-wars/EN-23');
    await m.refuse(F, 'respond-to-trap', { enchantmentId: 'no-such-trap', pay: true }, 'mage-wars/EN-25');
    await m.post(F, 'respond-to-trap', { enchantmentId: trapId, pay: false });
    // S attacks the guarding Mage in melee: F is asked for a defense (its Bracers).
    v = await m.post(S, 'attack', { attackerId: mageS, attack: 0, target: { kind: 'object', id: mageF } });
    expect(v.roundStep).toMatchObject({ kind: 'defend', seat: F });
    await m.refuse(F, 'defense', { defense: 'no-such-defense#0' }, 'mage-wars/');
    await m.refuse(S, 'defense', { defense: null }, 'mage-wars/');
    await m.mutate(F, 'mageWarsDefense', 'MageWarsDefenseInput', { defense: `${m.inst(F, 'deflection-bracers')}#0` });
    // The guard counterstrikes (GD-2): an unknown attack bar is refused; its basic melee attack is taken.
    v = (await m.view()).state;
    expect(v.roundStep).toMatchObject({ kind: 'counterstrike', seat: F });
    await m.refuse(F, 'counterstrike', { attack: 7 }, 'mage-wars/');
    await m.refuse(S, 'counterstrike', { attack: null }, 'mage-wars/');
    await m.post(F, 'counterstrike', { attack: 0 });
    // F's Mage then casts Flameblast at S's Mage: S's hidden Nullify opens the counter window for S.
    v = await m.until((x) => (x.roundStep.kind === 'activate' || x.roundStep.kind === 'actionPhase') && x.roundStep.seat === F);
    if (v.roundStep.kind === 'activate') await m.post(F, 'activate', { objectId: mageF });
    v = await m.post(F, 'cast', { casterId: mageF, instanceId: m.inst(F, 'flameblast'), target: { kind: 'object', id: mageS } });
    expect(v.roundStep).toMatchObject({ kind: 'counterSpell', seat: S });
    await m.refuse(F, 'respond-to-spell', { pay: true }, 'mage-wars/');
    await m.post(S, 'respond-to-spell', { pay: true });
    const log = (await t.http.get(`/v1/encounters/${m.id}/events?limit=500`).set(...bearer(m.tokens.O)).expect(200)).body.events as { type: string }[];
    for (const type of ['GuardPlaced', 'TrapTriggered', 'TrapAnswered', 'DefenseUsed', 'CounterstrikeDecided', 'SpellCountered']) expect(log.map((e) => e.type)).toContain(type);
  });
});
