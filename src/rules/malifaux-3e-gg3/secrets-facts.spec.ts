// Tests for §2.5 secrets and commitments, §2.4 facts, §2.2 markers, §2.3 geometry, the per-viewer view and the result.
import { createHash } from 'node:crypto';
import { circleCircle, circleInZone, circleOnHalf, circlePoint, CENTERPOINT, QUARTER_CENTERS, radiusOf, rect, within } from './geometry';
import { canonicalJson } from './secrets';
import { drop, Game, preDeploy, SALT, schemeGame, toGameEnd } from './testing/fixtures';
import { redactEvent, view } from './view';
import { resultOf } from './result';

const B = { role: 'seat', seat: 'B' } as const;
const A = { role: 'seat', seat: 'A' } as const;

describe('malifaux-3e-gg3 §5.0 choosing schemes', () => {
  const ready = (): Game => {
    const g = preDeploy();
    return g;
  };
  it(`malifaux-3e-gg3/SC-1 two different schemes of the pool, once, after the crews are revealed; both players may pick the same`, () => {
    const g = new Game();
    g.org('CreateEncounter', { encounterId: 'e', players: [{ name: 'A' }, { name: 'B' }], seed: 'ab'.repeat(32), seedCommitment: 'c', generation: { method: 'to-assigned', strategy: 'gg3.carve-a-path', schemePool: [1, 3, 4, 8, 12] } });
    g.seat('A', 'DeclareCrew', { models: [{ lineageId: 'x', name: 'x', station: 'MASTER', cost: null, maxHealth: 10, isLeader: true }] });
    expect(g.refusal('A', 'ChooseSchemes', { schemes: [{ no: 1 }, { no: 3 }], salts: [SALT(1), SALT(2)] })).toBe('SC-1');
    g.seat('B', 'DeclareCrew', { models: [{ lineageId: 'y', name: 'y', station: 'MASTER', cost: null, maxHealth: 10, isLeader: true }] });
    expect(g.refusal('A', 'ChooseSchemes', { schemes: [{ no: 1 }, { no: 1 }], salts: [SALT(1), SALT(2)] })).toBe('SC-1');
    expect(g.refusal('A', 'ChooseSchemes', { schemes: [{ no: 1 }, { no: 2 }], salts: [SALT(1), SALT(2)] })).toBe('SC-1');
    expect(g.refusal('A', 'ChooseSchemes', { schemes: [{ no: 1 }], salts: [SALT(1)] })).toBe('SC-1');
    expect(g.refusal('A', 'ChooseSchemes', { schemes: [{ no: 1, extra: 'x' }, { no: 3 }], salts: [SALT(1), SALT(2)] })).toBe('SC-5');
    g.seat('A', 'ChooseSchemes', { schemes: [{ no: 1 }, { no: 3 }], salts: [SALT(1), SALT(2)] });
    expect(g.refusal('A', 'ChooseSchemes', { schemes: [{ no: 1 }, { no: 3 }], salts: [SALT(1), SALT(2)] })).toBe('SC-1');
    g.seat('B', 'ChooseSchemes', { schemes: [{ no: 1 }, { no: 3 }], salts: [SALT(3), SALT(4)] });
    expect(g.state.schemes.B).toHaveLength(2);
  });
  it(`malifaux-3e-gg3/SEC-1 one commitment per scheme: SHA-256 of the canonical payload and a salt of at least 128 bits`, () => {
    const g = ready();
    const payload = { no: 1 };
    expect(g.state.schemes.A![0].commitment).toBe(createHash('sha256').update(canonicalJson(payload) + SALT(1)).digest('hex'));
    expect(g.state.schemes.A![0].commitment).not.toBe(g.state.schemes.A![1].commitment);
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
    const h = new Game();
    h.events = g.events.slice(0, 4);
    h.state = preDeploy().state;
    h.state = { ...h.state, schemes: {} };
    expect(h.refusal('A', 'ChooseSchemes', { schemes: [{ no: 1 }, { no: 3 }], salts: ['abc', SALT(2)] })).toBe('SEC-1');
  });
  it(`malifaux-3e-gg3/SEC-4 the event publishes only the commitments and valid: true to the other seat`, () => {
    const g = ready();
    const committed = g.events.find((e) => e.type === 'SchemesCommitted' && e.data.seat === 'A')!;
    const seen = redactEvent(committed, B, g.state);
    expect(seen).toEqual({ type: 'SchemesCommitted', data: { seat: 'A', commitments: g.state.schemes.A!.map((x) => x.commitment), valid: true, secret: { payloads: [null, null], salts: [null, null] } }, redacted: true });
    expect(redactEvent(committed, A, g.state).data).toEqual(committed.data);
  });
  it(`malifaux-3e-gg3/SEC-2 a claim opens the commitment (a tampered payload is refused); the reveal publishes payload and salt`, () => {
    const g = schemeGame([{ no: 3 }, { no: 1 }]);
    g.seat('A', 'RecordDamage', { factId: 'd', source: 'a-hench', target: 'b-lead', amount: 7, activationId: 'x' });
    g.org('EndTurn');
    const saved = g.state;
    g.state = { ...g.state, schemes: { ...g.state.schemes, A: g.state.schemes.A!.map((x) => (x.slot === 0 ? { ...x, payload: { no: 4 } } : x)) } };
    expect(g.claimRefusal('A', 0, 'reveal', {}, [])).toBe('SEC-2');
    g.state = saved;
    const ev = g.claim('A', 0, 'reveal');
    const revealed = ev.find((e) => e.type === 'SchemeRevealed')!;
    expect(revealed.data).toEqual({ seat: 'A', slot: 0, payload: { no: 3 }, salt: SALT(1) });
    const committed = g.events.find((e) => e.type === 'SchemesCommitted' && e.data.seat === 'A')!;
    expect(redactEvent(committed, B, g.state).data).toMatchObject({ secret: { payloads: [{ no: 3 }, null], salts: [SALT(1), null] } });
  });
});

describe('malifaux-3e-gg3 hidden information in the view', () => {
  it(`malifaux-3e-gg3/SEC-1 malifaux-3e-gg3/SEC-3 the other seat sees commitments, never the schemes, secret parameters or Covert selection`, () => {
    const g = schemeGame([{ no: 6, models: ['a-min1', 'a-min2'] }, { no: 2, friendly: 'a-enf', enemy: 'b-enf' }]);
    const forB = JSON.stringify(view(g.state, B));
    const leak = /gg3\.s06|gg3\.s02|"no":6|"no":2[,}]|"models":\["a-min1"|"friendly":"a-enf"/;
    expect(forB).not.toMatch(leak);
    expect(JSON.stringify(view(g.state, A))).toMatch(leak);
    expect(view(g.state, B).schemes[0].slots.map((s) => s.commitment)).toEqual(g.state.schemes.A!.map((s) => s.commitment));
    expect(view(g.state, A).schemes[0].slots[0].secret).toEqual({ no: 6, models: ['a-min1', 'a-min2'] });
    expect(view(g.state, { role: 'public' }).schemes[0].slots[0].secret).toBeNull();
    for (const e of g.events) expect(JSON.stringify(redactEvent(e, B, g.state))).not.toMatch(leak);
    toGameEnd(g);
    g.seat('A', 'FinishClaims');
    g.seat('B', 'FinishClaims');
    expect(view(g.state, B).schemes[0].slots[0].secret).toEqual({ no: 6, models: ['a-min1', 'a-min2'] });
  });
  it(`malifaux-3e-gg3/SEC-3 a Covert selection is hidden in the view and the log until both seats have revealed`, () => {
    const g = schemeGame([{ no: 3 }, { no: 1 }]);
    g.state = { ...g.state, strategy: 'gg3.covert-operation' };
    g.org('EndTurn');
    g.seat('A', 'FinishClaims');
    g.seat('B', 'FinishClaims');
    g.org('StartTurn', { initiative: 'A' });
    g.seat('A', 'CommitCovertSelection', { lineageIds: ['a-hench'], salt: SALT(5) });
    const commit = g.events[g.events.length - 1];
    expect(JSON.stringify(redactEvent(commit, B, g.state))).not.toContain('a-hench');
    expect(view(g.state, B).covert[0]).toEqual({ seat: 'A', committed: true, commitment: g.state.covert.A!.commitment, lineageIds: null });
    g.org('StartActivations');
    g.org('EndTurn');
    g.seat('A', 'RevealCovertSelection', {});
    const first = g.events[g.events.length - 1];
    expect(redactEvent(first, B, g.state).data).toMatchObject({ lineageIds: null });
    expect(view(g.state, B).covert[0].lineageIds).toBeNull();
    g.seat('B', 'RevealCovertSelection', {});
    expect(redactEvent(first, B, g.state).data).toMatchObject({ lineageIds: ['a-hench'] });
  });
  it(`malifaux-3e-gg3/FACT-2 crews are hidden until both are declared; no scheme-specific question reaches the opponent before a claim`, () => {
    const g = new Game();
    g.org('CreateEncounter', { encounterId: 'e', players: [{ name: 'A' }, { name: 'B' }], seed: 'ab'.repeat(32), seedCommitment: 'c', generation: { method: 'to-assigned', strategy: 'gg3.carve-a-path', schemePool: [1, 3, 4, 8, 12] } });
    g.seat('A', 'DeclareCrew', { models: [{ lineageId: 'x', name: 'x', station: 'MASTER', cost: null, maxHealth: 10, isLeader: true }] });
    expect(view(g.state, B).crews[0]).toEqual({ seat: 'A', declared: true, models: null });
    expect(redactEvent(g.events[2], B, g.state).data).toEqual({ seat: 'A', models: null });
    const s = schemeGame([{ no: 12 }, { no: 3 }]);
    s.org('EndTurn');
    expect(s.state.facts).toEqual([]);
    expect(view(s.state, B).step).toEqual({ kind: 'reveal-claims', seats: ['A'] });
  });
});

describe('malifaux-3e-gg3 §2.4 declared facts', () => {
  it(`malifaux-3e-gg3/FACT-1 the opponent confirms or disputes; the organiser rules; an overruled fact revokes the VP citing it`, () => {
    const g = schemeGame([{ no: 12 }, { no: 3 }]);
    g.seat('B', 'RecordKill', { factId: 'kill-1', victim: 'b-enf', killer: 'b-lead', leadersWithin3: ['b-lead'] });
    expect(g.refusal('B', 'ConfirmFact', { factId: 'kill-1' })).toBe('FACT-1');
    expect(g.refusal('A', 'RecordKill', { factId: 'kill-1', victim: 'b-min1', killer: null, leadersWithin3: [] })).toBe('FACT-1');
    g.org('EndTurn');
    g.claim('A', 0, 'reveal', {}, [], 'claim-1');
    expect(g.vp('A')).toBe(1);
    g.seat('B', 'ConfirmFact', { factId: 'claim-1' });
    expect(g.refusal('B', 'DisputeFact', { factId: 'claim-1', reason: 'x' })).toBe('FACT-1');
    expect(g.refusal(null, 'ResolveDispute', { factId: 'kill-1', ruling: 'overruled' })).toBe('FACT-1');
    g.seat('A', 'DisputeFact', { factId: 'kill-1', reason: 'b-lead was 4" away' });
    const ev = g.org('ResolveDispute', { factId: 'kill-1', ruling: 'overruled' });
    expect(ev).toEqual([
      { type: 'DisputeResolved', data: { factId: 'kill-1', ruling: 'overruled' } },
      { type: 'ModelRestored', data: { factId: 'kill-1', lineageId: 'b-enf', status: 'in-play', health: 9, curse: 0 } },
      { type: 'VpRevoked', data: { awardId: 't1-A-s0-reveal', reason: 'fact kill-1 overruled' } },
    ]);
    expect(g.vp('A')).toBe(0);
    expect(g.state.facts.map((f) => [f.factId, f.status])).toEqual([['kill-1', 'overruled'], ['claim-1', 'confirmed']]);
  });
  it('malifaux-3e-gg3/FACT-1 by agreement: the asserting seat withdraws its disputed fact, and the VP citing it is revoked', () => {
    const g = schemeGame([{ no: 12 }, { no: 3 }]);
    g.seat('B', 'RecordKill', { factId: 'kill-1', victim: 'b-enf', killer: 'b-lead', leadersWithin3: ['b-lead'] });
    g.org('EndTurn');
    g.claim('A', 0, 'reveal', {}, [], 'claim-1');
    expect(g.refusal('B', 'WithdrawFact', { factId: 'kill-1' })).toBe('FACT-1');
    g.seat('A', 'DisputeFact', { factId: 'kill-1', reason: 'no Leader near' });
    expect(g.refusal('A', 'WithdrawFact', { factId: 'kill-1' })).toBe('FACT-1');
    expect(g.seat('B', 'WithdrawFact', { factId: 'kill-1' }).map((e) => e.type)).toEqual(['DisputeResolved', 'ModelRestored', 'VpRevoked']);
    expect(g.vp('A')).toBe(0);
  });
  it(`malifaux-3e-gg3/FACT-2 every damage carries its source and activation; every kill the Leaders within 3"`, () => {
    const g = schemeGame([{ no: 12 }, { no: 3 }]);
    expect(g.refusal('A', 'RecordDamage', { factId: 'd', source: 'a-hench', target: 'b-enf', amount: 2, activationId: '' })).toBe('FACT-2');
    expect(g.refusal('A', 'RecordDamage', { factId: 'd', source: 'nobody', target: 'b-enf', amount: 2, activationId: 'a' })).toBe('MD-1');
    g.seat('A', 'RecordKill', { factId: 'k', victim: 'b-enf', killer: 'a-hench', leadersWithin3: ['a-lead'] });
    expect(g.state.kills[0]).toMatchObject({ killer: 'a-hench', killerController: 'A', leadersWithin3: ['a-lead'] });
  });
});

describe('malifaux-3e-gg3 §2.2 markers', () => {
  it(`malifaux-3e-gg3/MK-1 a marker has an id, a type, an owner (or none) and a position on the table`, () => {
    const g = schemeGame([{ no: 3 }, { no: 1 }]);
    drop(g, 'A', 'c1', 5, 5, 'Corpse', null);
    expect(g.state.markers.find((m) => m.id === 'c1')).toMatchObject({ type: 'corpse', owner: null, x: 5, y: 5 });
    expect(g.refusal('A', 'DropMarker', { markerId: 'c1', type: 'scheme', owner: 'A', x: 1, y: 1 })).toBe('MK-1');
    expect(g.refusal('A', 'DropMarker', { markerId: 'c2', type: 'scheme', owner: 'B', x: 1, y: 1 })).toBe('MK-1');
    expect(g.refusal('A', 'DropMarker', { markerId: 'c2', type: 'scheme', owner: 'A', x: 40, y: 1 })).toBe('MK-1');
    expect(g.refusal('A', 'DropMarker', { markerId: 'c2', type: 'strategy', owner: 'A', x: 1, y: 1 })).toBe('MK-1');
  });
  it(`malifaux-3e-gg3/MK-2 malifaux-3e-gg3/MK-3 tokens live on models (Curse, Claim) and on markers (Claim, by crew); removals are events`, () => {
    const g = schemeGame([{ no: 3 }, { no: 1 }]);
    drop(g, 'A', 's1', 5, 5);
    const ev = g.seat('A', 'RemoveMarker', { markerId: 's1', reason: 'interact' });
    expect(ev).toEqual([{ type: 'MarkerRemoved', data: { markerId: 's1', reason: 'interact' } }]);
    expect(g.state.markers.every((m) => m.claims.A === 0 && m.claims.B === 0)).toBe(true);
    expect(Object.values(g.state.models).every((m) => m.curse === 0 && m.claim === 0)).toBe(true);
  });
});

describe('malifaux-3e-gg3 §2.3 geometry', () => {
  const r = radiusOf(30);
  it(`malifaux-3e-gg3/GEO-1 malifaux-3e-gg3/GEO-2 a 36" table, centerline y = 18, quarters centred at 9 and 27`, () => {
    expect(CENTERPOINT).toEqual([18, 18]);
    expect(QUARTER_CENTERS).toEqual([[9, 9], [27, 9], [9, 27], [27, 27]]);
    expect(circleOnHalf({ x: 5, y: 17.6, r }, 'low', 'completely')).toBe(false);
    expect(circleOnHalf({ x: 5, y: 17.6, r }, 'low', 'any-part')).toBe(true);
    expect(circleOnHalf({ x: 5, y: 17.4, r }, 'low', 'completely')).toBe(true);
    expect(circleOnHalf({ x: 5, y: 17.6, r }, 'high', 'any-part')).toBe(true);
  });
  it.each([
    [{ x: 0, y: 0, r: 1 }, { x: 4, y: 0, r: 1 }, 2],
    [{ x: 0, y: 0, r: 1 }, { x: 1, y: 0, r: 1 }, 0],
  ])(`malifaux-3e-gg3/GEO-3 base edge to base edge: %j to %j is %d"`, (a, b, d) => {
    expect(circleCircle(a, b)).toBeCloseTo(d);
  });
  it(`malifaux-3e-gg3/GEO-3 "within X" is <= X, never strict; to a point from the closest point of the footprint`, () => {
    expect(within(circlePoint({ x: 18, y: 20, r: 1 }, CENTERPOINT), 1)).toBe(true);
    expect(within(circlePoint({ x: 18, y: 20.01, r: 1 }, CENTERPOINT), 1)).toBe(false);
  });
  it(`malifaux-3e-gg3/GEO-4 malifaux-3e-gg3/OQ-7 containment any-part vs completely`, () => {
    const dz = rect(0, 28, 36, 36);
    expect(circleInZone({ x: 5, y: 27.6, r }, dz, 'any-part')).toBe(true);
    expect(circleInZone({ x: 5, y: 27.6, r }, dz, 'completely')).toBe(false);
    expect(circleInZone({ x: 5, y: 29, r }, dz, 'completely')).toBe(true);
    expect(circleInZone({ x: 5, y: 27, r }, dz, 'any-part')).toBe(false);
  });
  it(`malifaux-3e-gg3/OQ-8 marker diameter 30 mm by default: radius ${r.toFixed(3)}"`, () => {
    expect(radiusOf(30)).toBeCloseTo(0.5906, 3);
    expect(radiusOf(50)).toBeCloseTo(0.984, 3);
  });
});

describe('malifaux-3e-gg3 result', () => {
  it(`malifaux-3e-gg3/ORD-3 the result names every VP's event and declarations, and the policies played`, () => {
    const g = schemeGame([{ no: 3 }, { no: 1 }]);
    g.seat('A', 'RecordDamage', { factId: 'd', source: 'a-hench', target: 'b-lead', amount: 7, activationId: 'x' });
    g.org('EndTurn');
    g.claim('A', 0, 'reveal', {}, [], 'c1');
    expect(resultOf(g.state)).toBeNull();
    g.org('EndEncounter', { reason: 'time' });
    const res = resultOf(g.state)!;
    expect(res.outcome).toBe('WIN');
    expect(res.winners).toEqual(['A']);
    const award = g.events.findIndex((e) => e.type === 'SchemeVpAwarded') + 1;
    expect(res.seats[0].entries).toEqual([{ source: 'gg3.s03.assassinate:reveal', vp: 1, turn: 1, reason: expect.stringContaining('enemy Leader'), events: [award], declarations: ['c1'] }]);
    expect(res.policies).toMatchObject({ strategyVpCap: 'none', setTheTrap: 'union' });
  });
});
