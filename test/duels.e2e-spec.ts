// Duels end to end over REST on PostgreSQL (rules/malifaux-2e.md §3, §4, §12, §24.1): the manual's worked examples
// played move by move on stacked practice decks, refusals that leave the stream untouched, seats that act only for
// themselves, hands that stay hidden, and the calculator that knows only what the caller knows.
import fc from 'fast-check';
import { FATE_DECK } from '../src/rules/malifaux/cards';
import { bearer, type Created, type TestApp, startTestApp } from './support/test-app';
import { DUEL_FIELDS } from './support/duel-selection';

const PROBLEM = /application\/problem\+json/;

interface Ev {
  readonly type: string;
  readonly data: Record<string, unknown>;
}
interface Move {
  readonly seat: string;
  readonly card: string;
  readonly to: string;
}

/** A permutation of the 54 cards with `top` first (top of the deck first), the rest in canonical order. */
const stack = (top: readonly string[]): string[] => [...top, ...FATE_DECK.filter((c) => !top.includes(c))];
const types = (events: readonly Ev[]): string[] => events.map((e) => e.type);
const find = (events: readonly Ev[], type: string): Ev => {
  const e = events.find((x) => x.type === type);
  if (!e) throw new Error(`no ${type} in ${types(events).join(', ')}`);
  return e;
};
const discards = (events: readonly Ev[]): string[] =>
  events.flatMap((e) => ((e.data.moves as Move[] | undefined) ?? []).filter((m) => m.to === 'DISCARD').map((m) => m.card));

// TV-04 (seed 665-687): a Guild Guard, not a Master or Henchman, takes a Wp 5 Horror Duel against Terrifying 13.
const guard = { modelId: 'guild-guard', seat: 'A', station: 'MINION', stat: { name: 'Wp', value: 5 }, wounds: 9, maxWounds: 9 };
const terrifying = { name: 'Terrifying 13', tn: 13 };
// TV-05 (seed 766-794): Seamus (Ml 7) attacks a Freikorpsmann (Df 5) with Bag o' Tools. The Freikorpsmann is given a
// Df Stat Trigger his 15 (Masks) qualifies for, so that his "no Trigger" is a decision (a pass) and not a skip.
const seamus = { modelId: 'seamus', seat: 'A', station: 'MASTER', stat: { name: 'Ml', value: 7 }, wounds: 11, maxWounds: 11 };
const freikorpsmann = {
  modelId: 'freikorpsmann',
  seat: 'B',
  station: 'MINION',
  stat: { name: 'Df', value: 5 },
  statTriggers: [{ name: 'Parry', suits: ['MASK'], timing: 'IMMEDIATELY', stat: 'Df' }],
  wounds: 5,
  maxWounds: 5,
};
const bagOTools = {
  name: "Bag o' Tools",
  damage: { weak: 2, moderate: 3, severe: 5 },
  triggers: [{ name: 'Make it Beautiful', suits: ['MASK'], timing: 'AFTER_DAMAGING' }],
};
const seamusAttacks = { kind: 'OPPOSED', attacker: seamus, defender: freikorpsmann, action: bagOTools, defenderFriendly: false };

describe('duels', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  /** A practice encounter: decks stacked top first, cuts declined automatically. */
  async function practice(a: readonly string[], b: readonly string[], soulstones: [number, number] = [0, 0]): Promise<Created> {
    const res = await t.http
      .post('/v1/encounters')
      .send({
        ruleset: 'malifaux-2e',
        players: [{ name: 'Ann', soulstones: soulstones[0] }, { name: 'Bob', soulstones: soulstones[1] }],
        stackedDecks: [stack(a), stack(b)],
        options: { autoDeclineCuts: true },
      })
      .expect(201);
    const body = res.body as { encounterId: string; version: number; organiserToken: string; seats: { seat: string; token: string }[]; seedCommitment: string };
    return { id: body.encounterId, version: body.version, organiser: body.organiserToken, tokens: Object.fromEntries(body.seats.map((s) => [s.seat, s.token])), seedCommitment: body.seedCommitment };
  }
  const post = (c: Created, token: string, path: string, body: object = {}) => t.http.post(`/v1/encounters/${c.id}/${path}`).set(...bearer(token)).send(body);
  const ok = async (c: Created, token: string, path: string, body: object = {}): Promise<{ version: number; events: Ev[]; state: { seats: { soulstones: number; hand: string[] | null; discardTop: string | null; discardCount: number }[]; duel: Record<string, unknown>; duelStep: Record<string, unknown> } }> =>
    (await post(c, token, path, body).expect(200)).body;
  const draw = (c: Created, seat: 'A' | 'B', count: number) => ok(c, c.tokens[seat], `decks/${seat}/draw`, { count });
  const version = async (c: Created): Promise<number> => (await t.http.get(`/v1/encounters/${c.id}`).set(...bearer(c.organiser)).expect(200)).body.version;
  /** A refusal: status, problem document, and the stream version unchanged. */
  async function refused(c: Created, token: string, path: string, body: object, status: number): Promise<Record<string, unknown>> {
    const before = await version(c);
    const res = await post(c, token, path, body).expect(status);
    expect(res.headers['content-type']).toMatch(PROBLEM);
    expect(await version(c)).toBe(before);
    return res.body as Record<string, unknown>;
  }

  /** TV-04 move by move; returns each answer. */
  async function playTv04(c: Created) {
    const start = await ok(c, c.tokens.A, 'duels', { kind: 'SIMPLE', actor: guard, action: terrifying });
    const flip = await ok(c, c.tokens.A, 'duels/flip');
    const cheat = await ok(c, c.tokens.A, 'duels/cheat', { card: 'MASK-09' });
    return { start, flip, cheat };
  }

  /** TV-05 move by move, with the refused out-of-order moves along the way; returns each answer. */
  async function playTv05(c: Created) {
    const start = await ok(c, c.tokens.A, 'duels', seamusAttacks);
    const soulstones = await ok(c, c.tokens.A, 'duels/soulstones', { fateModifiers: 1, suits: ['RAM'] });
    const flip = await ok(c, c.tokens.B, 'duels/flip');
    const choose = await ok(c, c.tokens.A, 'duels/active-card', { card: 'MASK-11' });
    const seamusFirst = await refused(c, c.tokens.A, 'duels/decline-cheat', {}, 422);
    const cheat = await ok(c, c.tokens.B, 'duels/cheat', { card: 'MASK-10' });
    const decline = await ok(c, c.tokens.A, 'duels/decline-cheat');
    const seamusTriggerFirst = await refused(c, c.tokens.A, 'duels/trigger', { trigger: 'Make it Beautiful' }, 422);
    const pass = await ok(c, c.tokens.B, 'duels/pass-trigger');
    const trigger = await ok(c, c.tokens.A, 'duels/trigger', { trigger: 'Make it Beautiful' });
    const secondTrigger = await refused(c, c.tokens.A, 'duels/trigger', { trigger: 'Make it Beautiful' }, 422);
    const damage = await ok(c, c.tokens.A, 'duels/damage', {});
    const damageFlip = await ok(c, c.tokens.A, 'duels/flip');
    return { start, soulstones, flip, choose, seamusFirst, cheat, decline, seamusTriggerFirst, pass, trigger, secondTrigger, damage, damageFlip };
  }

  describe('POST /v1/encounters/:id/duels (Simple Duel)', () => {
    it('malifaux-2e/TV-04 malifaux-2e/SS-D1 malifaux-2e/CF-1 malifaux-2e/DU-1 Guild Guard Wp 5 vs TN 13: flips a 4 (total 9), cheats the 9 (total 14), succeeds; the 4 is discarded first, then the 9', async () => {
      const c = await practice(['MASK-09', 'RAM-12', 'TOME-01', 'CROW-04'], ['RAM-05']);
      expect((await draw(c, 'A', 3)).state.seats[0].hand).toEqual(['MASK-09', 'RAM-12', 'TOME-01']);
      const { start, flip, cheat } = await playTv04(c);
      // Step 1: a Minion does not use Soulstones, so the step is skipped (SS-D1).
      expect(types(start.events)).toEqual(['DuelStarted', 'DuelStepSkipped']);
      expect(start.events[1].data).toMatchObject({ step: 'DECLARE_SOULSTONES', ruleId: 'malifaux-2e/SS-D1' });
      expect(start.state.duelStep).toMatchObject({ step: 'FLIP', seats: ['A'] });
      // Step 2: one card, no choice: the 4, total 9 (losing).
      expect(types(flip.events)).toEqual(['DuelCardsFlipped', 'ActiveCardChosen']);
      expect(flip.events[0].data).toMatchObject({ flips: [{ role: 'ACTOR', seat: 'A', net: 0, cards: ['CROW-04'] }] });
      expect(flip.events[1].data).toMatchObject({ card: 'CROW-04', automatic: true, total: { value: 9, suits: ['CROW'] } });
      // Step 3: cheat the 9 of Masks: 5 + 9 = 14; step 4 no Wp Trigger; step 5: 14 >= 13, success.
      expect(types(cheat.events)).toEqual(['FateCheated', 'DuelStepSkipped', 'DuelResolved']);
      expect(find(cheat.events, 'FateCheated').data).toMatchObject({ seat: 'A', card: 'MASK-09', replaced: 'CROW-04', total: { value: 14, suits: ['MASK'] } });
      expect(find(cheat.events, 'DuelResolved').data).toMatchObject({ kind: 'SIMPLE', winner: 'ACTOR', success: true, totals: [{ role: 'ACTOR', total: { value: 14 } }] });
      expect(discards(cheat.events)).toEqual(['CROW-04', 'MASK-09']);
      expect(cheat.state.seats[0]).toMatchObject({ hand: ['RAM-12', 'TOME-01'], discardCount: 2, discardTop: 'MASK-09' });
      expect(cheat.state.duel).toMatchObject({ status: 'DUEL_RESOLVED', outcome: { success: true } });
      // The whole discard pile, in order, once the encounter has ended and everything is revealed.
      const ended = await ok(c, c.organiser, 'end', {});
      expect((ended.state.seats[0] as unknown as { discard: string[] }).discard).toEqual(['CROW-04', 'MASK-09']);
    });

    it('malifaux-2e/TV-04 malifaux-2e/DU-1 without the cheat the Guard fails at 9 < 13', async () => {
      const c = await practice(['MASK-09', 'CROW-04'], ['RAM-05']);
      await draw(c, 'A', 1);
      await ok(c, c.tokens.A, 'duels', { kind: 'SIMPLE', actor: guard, action: terrifying });
      await ok(c, c.tokens.A, 'duels/flip');
      const out = await ok(c, c.tokens.A, 'duels/decline-cheat');
      expect(find(out.events, 'DuelResolved').data).toMatchObject({ winner: null, success: false, totals: [{ total: { value: 9 } }] });
    });

    it('a repeated Idempotency-Key starts the duel once: the same answer, the same server-made duelId', async () => {
      const c = await practice([], []);
      const body = { kind: 'SIMPLE', actor: guard, action: terrifying };
      const first = await t.http.post(`/v1/encounters/${c.id}/duels`).set(...bearer(c.tokens.A)).set('idempotency-key', 'start-1').send(body).expect(200);
      const again = await t.http.post(`/v1/encounters/${c.id}/duels`).set(...bearer(c.tokens.A)).set('idempotency-key', 'start-1').send(body).expect(200);
      expect(again.body).toEqual(first.body);
      expect(first.body.events[0].data.duelId).toMatch(/^[0-9a-f-]{36}$/);
      expect(await version(c)).toBe(first.body.version);
      const stale = await post(c, c.tokens.A, 'duels/flip', { expectedVersion: c.version }).expect(409);
      expect(stale.body).toMatchObject({ code: 'CONCURRENCY_CONFLICT', currentVersion: first.body.version });
      await t.http.post(`/v1/encounters/${c.id}/duels/flip`).set(...bearer(c.tokens.A)).set('if-match', `"${first.body.version}"`).send({}).expect(200);
    });
  });

  describe('POST /v1/encounters/:id/duels (Opposed Duel) and duels/damage', () => {
    it('malifaux-2e/TV-05 malifaux-2e/DU-O4 malifaux-2e/DU-O6 malifaux-2e/DU-O7 Seamus 18 vs 8, the Freikorpsmann cheats 10 -> 15, Seamus declines, wins by 3; the damage flip gets one penalty', async () => {
      const c = await practice(['RAM-12', 'TOME-01', 'RAM-06', 'MASK-11', 'TOME-02', 'CROW-09'], ['MASK-10', 'CROW-01', 'RAM-05', 'TOME-03'], [4, 0]);
      await draw(c, 'A', 2);
      await draw(c, 'B', 3);
      const r = await playTv05(c);
      // Step 1: the Defender (a Minion) cannot spend Soulstones and is skipped; Seamus spends 2: `+` and a suit (SS-D2).
      expect(r.start.events[1].data).toMatchObject({ step: 'DECLARE_SOULSTONES', role: 'DEFENDER', ruleId: 'malifaux-2e/SS-D1' });
      expect(r.soulstones.events[0]).toMatchObject({ type: 'SoulstonesDeclared', data: { role: 'ATTACKER', seat: 'A', fateModifiers: 1, suits: ['RAM'], spent: 2, poolAfter: 2 } });
      // Step 2: Seamus flips two cards (net +1), the Freikorpsmann one; the Defender's card is chosen first (3 -> 8).
      expect(r.flip.events[0].data).toMatchObject({ flips: [{ role: 'DEFENDER', cards: ['TOME-03'] }, { role: 'ATTACKER', net: 1, cards: ['RAM-06', 'MASK-11'] }] });
      expect(find(r.flip.events, 'ActiveCardChosen').data).toMatchObject({ role: 'DEFENDER', card: 'TOME-03', total: { value: 8 } });
      expect(r.choose.events[0].data).toMatchObject({ role: 'ATTACKER', card: 'MASK-11', total: { value: 18, suits: ['MASK', 'RAM'] } });
      // Step 3: the lower total (8) decides first: Seamus may not decline before him (DU-O4).
      expect(r.seamusFirst).toMatchObject({ code: 'RULE_VIOLATION', ruleId: 'malifaux-2e/DU-O4' });
      expect(r.cheat.events[0].data).toMatchObject({ role: 'DEFENDER', seat: 'B', card: 'MASK-10', replaced: 'TOME-03', total: { value: 15, suits: ['MASK'] } });
      expect(types(r.decline.events)).toEqual(['CheatDeclined']);
      // Step 4: the lower final total (15) declares first (DU-O5): he passes, then Seamus declares Make it Beautiful.
      expect(r.seamusTriggerFirst).toMatchObject({ ruleId: 'malifaux-2e/DU-O5' });
      expect(types(r.pass.events)).toEqual(['TriggerPassed']);
      expect(types(r.trigger.events)).toEqual(['TriggerDeclared', 'DuelResolved']);
      // Step 5: 18 >= 15, the Attacker wins by 3 (DU-O6, DU-O7); one Trigger per model (TR-2).
      expect(find(r.trigger.events, 'DuelResolved').data).toMatchObject({
        winner: 'ATTACKER',
        success: true,
        margin: 3,
        totals: [{ role: 'ATTACKER', total: { value: 18 } }, { role: 'DEFENDER', total: { value: 15 } }],
        triggers: [{ role: 'ATTACKER', trigger: { name: 'Make it Beautiful' }, moment: 'AWAITING_DAMAGE' }],
      });
      expect(r.secondTrigger).toMatchObject({ ruleId: 'malifaux-2e/TR-2' });
      // Damage: margin 3 -> Accuracy `−` (§12.3): two cards, the lowest forced, no cheating (CF-2).
      expect(r.damage.events[0]).toMatchObject({ type: 'FlipStarted', data: { stage: 'DAMAGE', accuracy: { bonus: 0, penalty: 1 }, fate: { bonus: 0, penalty: 1 }, fromDuel: true } });
      expect(r.damageFlip.events[0].data).toMatchObject({ stage: 'DAMAGE', flips: [{ seat: 'A', net: -1, cards: ['TOME-02', 'CROW-09'] }] });
      expect(types(r.damageFlip.events)).toEqual(['DuelCardsFlipped', 'ActiveCardChosen', 'DuelStepSkipped', 'DuelStepSkipped', 'DamageResolved']);
      expect(r.damageFlip.events[2].data).toMatchObject({ step: 'CHEAT', ruleId: 'malifaux-2e/CF-2' });
      expect(find(r.damageFlip.events, 'DamageResolved').data).toMatchObject({ targetId: 'freikorpsmann', severity: 'WEAK', damage: 2, woundsAfter: 3, killed: false });
      // The Soulstone Pool is down by 2, and every card that entered play has left it.
      expect(r.damageFlip.state.seats.map((s) => s.soulstones)).toEqual([2, 0]);
      expect(r.damageFlip.state.seats.map((s) => (s as unknown as { inPlay: string[] }).inPlay)).toEqual([[], []]);
      const current = await t.http.get(`/v1/encounters/${c.id}/duels/current`).set(...bearer(c.tokens.B)).expect(200);
      expect(current.body).toMatchObject({ version: r.damageFlip.version, duel: { status: 'FLIP_RESOLVED', result: { amount: 2 } }, duelStep: { step: 'START' } });
    });
  });

  describe('POST /v1/encounters/:id/duels/relent and duels/red-joker-suit', () => {
    it('malifaux-2e/DV-24 malifaux-2e/DU-O8 a friendly Defender relents: it ties the Attacker`s 14 with no suits, the Attacker wins by 0, the damage flip gets `−−`', async () => {
      const c = await practice(['MASK-08'], []);
      const attacker = { modelId: 'a1', seat: 'A', station: 'HENCHMAN', stat: { name: 'Ml', value: 6 }, wounds: 8, maxWounds: 8 };
      const defender = { modelId: 'a2', seat: 'A', station: 'MINION', stat: { name: 'Df', value: 4 }, wounds: 4, maxWounds: 4 };
      const start = await ok(c, c.tokens.A, 'duels', { kind: 'OPPOSED', attacker, defender, action: { name: 'Claw', damage: { weak: 1, moderate: 2, severe: 3 } }, defenderFriendly: true });
      expect(start.state.duelStep).toMatchObject({ step: 'DECLARE_SOULSTONES', role: 'DEFENDER' });
      const relent = await ok(c, c.tokens.A, 'duels/relent', {});
      expect(relent.events[0]).toMatchObject({ type: 'DefenderRelented', data: { modelId: 'a2', spent: 0 } });
      const flip = await ok(c, c.tokens.A, 'duels/flip');
      expect(flip.events[0].data).toMatchObject({ flips: [{ role: 'ATTACKER', cards: ['MASK-08'] }] });
      expect(find(flip.events, 'DuelResolved').data).toMatchObject({ winner: 'ATTACKER', margin: 0, totals: [{ total: { value: 14 } }, { role: 'DEFENDER', total: { value: 14, suits: [] } }] });
      expect((await ok(c, c.tokens.A, 'duels/damage', {})).events[0].data).toMatchObject({ accuracy: { bonus: 0, penalty: 2 } });
    });

    it('malifaux-2e/FD-4 a flipped Red Joker taken as the active card needs its suit named before the duel goes on', async () => {
      const c = await practice(['RJ'], []);
      await ok(c, c.tokens.A, 'duels', { kind: 'SIMPLE', actor: guard, action: { ...terrifying, requiredSuits: ['TOME'] } });
      const flip = await ok(c, c.tokens.A, 'duels/flip');
      expect(flip.state.duelStep).toMatchObject({ step: 'NAME_RED_JOKER_SUIT', seats: ['A'] });
      expect((await refused(c, c.tokens.A, 'duels/decline-cheat', {}, 422)).ruleId).toBe('malifaux-2e/FD-4');
      const named = await ok(c, c.tokens.A, 'duels/red-joker-suit', { suit: 'TOME' });
      expect(named.events[0].data).toMatchObject({ suit: 'TOME', total: { value: 19, suits: ['TOME'] } });
      expect(find(named.events, 'DuelResolved').data).toMatchObject({ success: true });
    });
  });

  describe('refused out-of-order decisions', () => {
    it('malifaux-2e/SS-D3 the Attacker may not declare Soulstones before the Defender', async () => {
      const c = await practice([], [], [3, 3]);
      const judge = { ...seamus, modelId: 'judge' };
      const lilith = { modelId: 'lilith', seat: 'B', station: 'MASTER', stat: { name: 'Df', value: 6 }, wounds: 12, maxWounds: 12 };
      await ok(c, c.tokens.A, 'duels', { kind: 'OPPOSED', attacker: judge, defender: lilith, action: { name: 'Slash' }, defenderFriendly: false });
      const body = await refused(c, c.tokens.A, 'duels/soulstones', { fateModifiers: 1, suits: ['CROW'] }, 422);
      expect(body).toMatchObject({ code: 'RULE_VIOLATION', status: 422, ruleId: 'malifaux-2e/SS-D3' });
      expect(body.section).toContain('§4');
      await ok(c, c.tokens.B, 'duels/soulstones', { fateModifiers: 1, suits: [] });
      await ok(c, c.tokens.A, 'duels/soulstones', { fateModifiers: 1, suits: ['CROW'] });
      expect((await refused(c, c.tokens.A, 'duels/soulstones', { fateModifiers: 0, suits: [] }, 422)).ruleId).toBe('malifaux-2e/SS-D2');
    });

    it('malifaux-2e/FM-2 malifaux-2e/FM-4 malifaux-2e/CF-3 malifaux-2e/DU-S1 no cheating before flipping or choosing, one cheat decision, one duel at a time', async () => {
      const c = await practice(['RAM-13', 'CROW-02', 'TOME-07'], []);
      await draw(c, 'A', 1);
      const plus = { ...guard, fate: { bonus: 1, penalty: 0 } };
      await ok(c, c.tokens.A, 'duels', { kind: 'SIMPLE', actor: plus, action: terrifying });
      expect((await refused(c, c.tokens.A, 'duels', { kind: 'SIMPLE', actor: guard, action: terrifying }, 422)).ruleId).toBe('malifaux-2e/DU-S1');
      expect((await refused(c, c.tokens.A, 'duels/cheat', { card: 'RAM-13' }, 422)).ruleId).toBe('malifaux-2e/FM-2');
      const flip = await ok(c, c.tokens.A, 'duels/flip');
      expect(flip.state.duelStep).toMatchObject({ step: 'CHOOSE_ACTIVE_CARD', role: 'ACTOR' });
      expect((await refused(c, c.tokens.A, 'duels/cheat', { card: 'RAM-13' }, 422)).ruleId).toBe('malifaux-2e/FM-4');
      expect((await refused(c, c.tokens.A, 'duels/active-card', { card: 'RAM-13' }, 422)).ruleId).toBe('malifaux-2e/FM-4');
      await ok(c, c.tokens.A, 'duels/active-card', { card: 'TOME-07' });
      const resolved = await ok(c, c.tokens.A, 'duels/decline-cheat');
      expect(find(resolved.events, 'DuelResolved').data).toMatchObject({ success: false });
      expect((await refused(c, c.tokens.A, 'duels/cheat', { card: 'RAM-13' }, 422)).ruleId).toBe('malifaux-2e/CF-3');
    });

    it('malifaux-2e/DU-S2 a seat with no model in the duel cannot take its decisions (the deciding seat is always the token’s)', async () => {
      const c = await practice([], []);
      await ok(c, c.tokens.A, 'duels', { kind: 'SIMPLE', actor: guard, action: terrifying });
      expect(await refused(c, c.tokens.B, 'duels/flip', {}, 422)).toMatchObject({ code: 'RULE_VIOLATION', ruleId: 'malifaux-2e/DU-S2' });
    });
  });

  describe('access and validation', () => {
    it('a seat may not act for the other (403), the organiser makes no duel decisions (403), no token is 401', async () => {
      const c = await practice([], [], [2, 2]);
      expect((await refused(c, c.tokens.B, 'duels', { kind: 'SIMPLE', actor: guard, action: terrifying }, 403)).code).toBe('FORBIDDEN');
      expect((await refused(c, c.tokens.B, 'duels', { ...seamusAttacks, attacker: seamus }, 403)).code).toBe('FORBIDDEN');
      expect((await refused(c, c.organiser, 'duels', { kind: 'SIMPLE', actor: guard, action: terrifying }, 403)).code).toBe('FORBIDDEN');
      const target = { modelId: 'lilith', seat: 'B', station: 'MASTER', wounds: 12, maxWounds: 12 };
      expect((await refused(c, c.tokens.B, 'damage', { dealer: { seat: 'A' }, target, amount: { kind: 'FIXED', amount: 2 } }, 403)).code).toBe('FORBIDDEN');
      expect((await refused(c, c.tokens.A, 'healing', { healed: target, amount: { kind: 'FIXED', amount: 2 } }, 403)).code).toBe('FORBIDDEN');
      await ok(c, c.tokens.A, 'duels', { kind: 'SIMPLE', actor: guard, action: terrifying });
      expect((await refused(c, c.organiser, 'duels/flip', {}, 403)).code).toBe('FORBIDDEN');
      const before = await version(c);
      const anonymous = await t.http.post(`/v1/encounters/${c.id}/duels/flip`).send({}).expect(401);
      expect(anonymous.body.code).toBe('UNAUTHENTICATED');
      expect(await version(c)).toBe(before);
    });

    it.each([
      ['duels', { kind: 'SIMPLE', action: terrifying }, 'kind'],
      ['duels', { kind: 'SIMPLE', actor: guard, attacker: seamus, action: terrifying }, 'kind'],
      ['duels', { kind: 'DUEL', actor: guard, action: terrifying }, 'kind'],
      ['duels', { kind: 'SIMPLE', actor: { ...guard, stat: { name: 'Wp', value: 'five' } }, action: terrifying }, 'actor.stat.value'],
      ['duels', { kind: 'SIMPLE', actor: { ...guard, modelId: 'x'.repeat(65) }, action: terrifying }, 'actor.modelId'],
      ['duels', { kind: 'SIMPLE', actor: { ...guard, station: 'KING' }, action: terrifying }, 'actor.station'],
      ['duels', { kind: 'SIMPLE', actor: guard, action: { ...terrifying, triggers: [{ name: 'x', suits: ['HEART'], timing: 'IMMEDIATELY' }] } }, 'action.triggers.0.suits'],
      ['duels/soulstones', { fateModifiers: 3, suits: [] }, 'fateModifiers'],
      ['duels/soulstones', { fateModifiers: 1, suits: ['RAM', 'RAM', 'RAM', 'RAM', 'RAM'] }, 'suits'],
      ['duels/flip', { by: 'A' }, 'by'],
      ['duels/active-card', { card: 'RAM-14' }, 'card'],
      ['duels/cheat', { card: 'MASK-09', redJokerSuit: 'STAR' }, 'redJokerSuit'],
      ['duels/trigger', { trigger: '' }, 'trigger'],
      ['duels/prevention', {}, 'use'],
      ['duels/damage', { modifiers: { divide: [0] } }, 'modifiers.divide'],
      ['damage', { dealer: { seat: 'A' }, target: { modelId: 't', seat: 'B', station: 'MINION', wounds: 3, maxWounds: 3 }, amount: { kind: 'FLIP', amount: 2 } }, 'amount.kind'],
      ['duels/calculator', { kind: 'SIMPLE', me: { stat: 5 } }, 'kind'],
      ['damage', {}, 'dealer'],
      ['healing', { healed: [{ modelId: 't', seat: 'B', station: 'MINION', wounds: 3, maxWounds: 3 }], amount: { kind: 'FIXED', amount: 1 } }, 'healed'],
      ['duels', { kind: 'SIMPLE', actor: guard, action: { ...terrifying, triggers: [[{ name: 'x', suits: [], timing: 'IMMEDIATELY' }]] } }, 'action.triggers'],
    ])('400 VALIDATION_FAILED for a malformed body on %s: %j names %s', async (path, body, field) => {
      const c = await practice([], []);
      const res = await refused(c, c.tokens.A, path, body, 400);
      expect(res.code).toBe('VALIDATION_FAILED');
      expect((res.errors as { field: string }[]).map((e) => e.field)).toContain(field);
    });
  });

  it('random JSON bodies on every duel route never produce a 5xx (DESIGN.md "No input, however malformed, gets a 500")', async () => {
    const c = await practice([], [], [2, 2]);
    const routes = ['duels', 'duels/soulstones', 'duels/relent', 'duels/flip', 'duels/active-card', 'duels/red-joker-suit', 'duels/cheat', 'duels/decline-cheat', 'duels/trigger', 'duels/pass-trigger', 'duels/damage', 'damage', 'healing', 'duels/prevention', 'duels/calculator'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), fc.jsonValue(), fc.constantFrom('A', 'B'), async (route, body, who) => {
        const res = await t.http.post(`/v1/encounters/${c.id}/${route}`).set(...bearer(c.tokens[who])).set('content-type', 'application/json').send(JSON.stringify(body));
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) expect(res.headers['content-type']).toMatch(PROBLEM);
      }),
      { numRuns: 300, seed: 20261122 },
    );
  });

  describe('POST /v1/encounters/:id/damage, healing and duels/prevention', () => {
    it('malifaux-2e/PV-1 malifaux-2e/HL-1 fixed damage to a Master, prevented by her seat’s flip; then healing up to her starting Wounds', async () => {
      const c = await practice([], ['RAM-07'], [0, 2]);
      const lilith = { modelId: 'lilith', seat: 'B', station: 'MASTER', wounds: 6, maxWounds: 7 };
      const dmg = await ok(c, c.tokens.A, 'damage', { dealer: { modelId: 'guild-guard', seat: 'A' }, target: lilith, amount: { kind: 'FIXED', amount: 3 } });
      expect(dmg.state.duelStep).toMatchObject({ step: 'PREVENTION', seats: ['B'] });
      expect((await refused(c, c.tokens.A, 'duels/prevention', { use: true }, 422)).ruleId).toBe('malifaux-2e/PV-1');
      const prevented = await ok(c, c.tokens.B, 'duels/prevention', { use: true });
      expect(find(prevented.events, 'PreventionFlipped').data).toMatchObject({ seat: 'B', card: 'RAM-07', prevented: 2, spent: 1, poolAfter: 1 });
      expect(find(prevented.events, 'DamageResolved').data).toMatchObject({ damage: 1, woundsAfter: 5 });
      const healed = await ok(c, c.tokens.B, 'healing', { healed: { ...lilith, wounds: 5 }, amount: { kind: 'FIXED', amount: 4 } });
      expect(find(healed.events, 'HealingResolved').data).toMatchObject({ healed: 2, lost: 2, woundsAfter: 7 });
      const again = await ok(c, c.tokens.A, 'damage', { dealer: { seat: 'A' }, target: { ...lilith, wounds: 7 }, amount: { kind: 'FIXED', amount: 2 } });
      expect(again.state.duelStep).toMatchObject({ step: 'PREVENTION' });
      const declined = await ok(c, c.tokens.B, 'duels/prevention', { use: false });
      expect(types(declined.events)).toEqual(['PreventionDeclined', 'DamageResolved']);
    });
  });

  describe('hidden information', () => {
    it("malifaux-2e/CF-1 seat B never sees a card of seat A's hand, only the cards A played: REST state, event log, duels/current, GraphQL", async () => {
      const c = await practice(['MASK-09', 'RAM-12', 'TOME-01', 'CROW-04', 'RAM-06', 'MASK-11', 'TOME-02', 'CROW-09'], ['MASK-10', 'CROW-01', 'RAM-05', 'TOME-03'], [4, 0]);
      await draw(c, 'A', 3);
      await draw(c, 'B', 3);
      await playTv04(c);
      await playTv05(c);
      const hidden = ['RAM-12', 'TOME-01'];
      const seen: string[] = [];
      const get = async (path: string): Promise<void> => {
        seen.push(JSON.stringify((await t.http.get(`/v1/encounters/${c.id}${path}`).set(...bearer(c.tokens.B)).expect(200)).body));
      };
      await get('');
      await get('/events');
      await get('/duels/current');
      for (let v = 1; v <= (await version(c)); v += 7) await get(`/state?version=${v}`);
      seen.push(JSON.stringify((await post(c, c.tokens.B, 'duels/calculator', { kind: 'OPPOSED', role: 'DEFENDER', me: { stat: 5 }, opponent: { stat: 7 } }).expect(200)).body));
      seen.push(JSON.stringify((await post(c, c.tokens.B, 'duels/cheat', { card: 'RAM-12' })).body));
      const q = `query($id: ID!) { encounter(id: $id) { state { ... on Malifaux2eState { seats { hand discard deck } duel ${DUEL_FIELDS} } } } currentDuel(id: $id) { duel ${DUEL_FIELDS} duelStep { step stage role seats } } }`;
      const res = await t.http.post('/graphql').set(...bearer(c.tokens.B)).send({ query: q, variables: { id: c.id } }).expect(200);
      expect(res.body.errors).toBeUndefined();
      seen.push(JSON.stringify(res.body));
      const everything = seen.join('\n');
      for (const card of hidden) expect(everything).not.toContain(`"${card}"`);
      // ...while what A played is public: the cheated 9 and the flipped cards.
      for (const card of ['MASK-09', 'CROW-04', 'MASK-11']) expect(everything).toContain(`"${card}"`);
      const mine = JSON.stringify((await t.http.get(`/v1/encounters/${c.id}`).set(...bearer(c.tokens.A)).expect(200)).body);
      for (const card of hidden) expect(mine).toContain(`"${card}"`);
    });
  });

  describe('POST /v1/encounters/:id/duels/calculator', () => {
    const simple = { kind: 'SIMPLE', me: { stat: 5 }, tn: 13 };

    it('malifaux-2e/DU-1 Wp 5 vs TN 13 on a full deck is exactly 25/54, appends nothing, and ignores the (stacked) deck order', async () => {
      // A's top card is the Red Joker: a calculator that peeked at the deck would say 1.
      const c = await practice(['RJ', 'RAM-13'], []);
      const before = await version(c);
      const res = await post(c, c.tokens.A, 'duels/calculator', simple).expect(200);
      expect(res.body).toMatchObject({ numerator: 25, denominator: 54, fraction: '25/54', seat: 'A', version: before, handCount: 0, discardCount: 0 });
      expect(res.body.probability).toBeCloseTo(25 / 54, 12);
      expect(await version(c)).toBe(before);
      const log = await t.http.get(`/v1/encounters/${c.id}/events`).set(...bearer(c.tokens.A)).expect(200);
      expect(log.body.version).toBe(before);
      expect((await refused(c, c.organiser, 'duels/calculator', simple, 403)).code).toBe('FORBIDDEN');
      await t.http.post(`/v1/encounters/${c.id}/duels/calculator`).send(simple).expect(401);
    });

    it('malifaux-2e/CF-2 cards in the caller’s hand or in a discard pile leave the deck; cheating uses the caller’s own hand', async () => {
      const c = await practice(['RJ', 'RAM-13', 'RAM-12'], []);
      await draw(c, 'A', 2);
      await ok(c, c.tokens.A, 'decks/A/discard', { cards: ['RJ', 'RAM-13'] });
      // 52 cards left in the deck, 23 of them 8 or more.
      expect((await post(c, c.tokens.A, 'duels/calculator', simple).expect(200)).body).toMatchObject({ numerator: 23, denominator: 52, discardCount: 2 });
      await draw(c, 'A', 1);
      // The 12 is in hand: 51 in the deck, 22 winners; cheating it in wins unless the Black Joker is flipped (CF-2).
      expect((await post(c, c.tokens.A, 'duels/calculator', simple).expect(200)).body).toMatchObject({ numerator: 22, denominator: 51, handCount: 1 });
      expect((await post(c, c.tokens.A, 'duels/calculator', { ...simple, considerCheating: true }).expect(200)).body).toMatchObject({ numerator: 50, denominator: 51 });
    });

    it("malifaux-2e/DU-O6 opposed odds depend on the opponent's discard pile but never on the opponent's hand", async () => {
      const c = await practice([], ['RJ', 'RAM-13', 'TOME-13', 'CROW-13']);
      const opposed = { kind: 'OPPOSED', role: 'ATTACKER', me: { stat: 6, fate: { bonus: 1, penalty: 0 } }, opponent: { stat: 5 }, tn: 10 };
      const fresh = (await post(c, c.tokens.A, 'duels/calculator', opposed).expect(200)).body;
      expect(fresh.probability).toBeGreaterThan(0.5);
      expect(fresh.probability).toBeLessThan(1);
      await draw(c, 'B', 4);
      const afterDraw = (await post(c, c.tokens.A, 'duels/calculator', opposed).expect(200)).body;
      expect({ n: afterDraw.numerator, d: afterDraw.denominator }).toEqual({ n: fresh.numerator, d: fresh.denominator });
      await ok(c, c.tokens.B, 'decks/B/discard', { cards: ['RJ', 'RAM-13'] });
      const afterDiscard = (await post(c, c.tokens.A, 'duels/calculator', opposed).expect(200)).body;
      expect(afterDiscard).toMatchObject({ opponentDiscardCount: 2 });
      // The two best cards of B's deck are gone: A's chance goes up.
      expect(afterDiscard.probability).toBeGreaterThan(fresh.probability);
    });
  });
});
