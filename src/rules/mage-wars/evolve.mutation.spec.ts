// mage-wars evolve (DESIGN.md "Layers"; rules/mage-wars.md §5, §7, §9, §10, §16): each recorded fact and the exact part of
// the state it changes, and evolve's totality — a fact about a missing seat, object, spell or attack changes nothing.
import { evolve } from './evolve';
import type { EncounterEvent } from './events';
import type { GameState } from './state';
import { createCommand, fullCommand, marker, play, stateOf, toActions } from './testing/fixtures';
import { A0, activate, attached, z } from './testing/pending';

const base = stateOf(toActions());
const acting = stateOf(play([activate('A', 'mage-A')], toActions()));
const after = (s: GameState, ...events: EncounterEvent[]): GameState => events.reduce((acc, e) => evolve(acc, e) as GameState, s);
const mageA = (s: GameState) => s.objects['mage-A'];

describe('mage-wars evolve: totality', () => {
  it.each<[string, EncounterEvent]>([
    ['a second creation', play([createCommand({ seed: 'other' })])[0]],
    ['damage to a missing object', { type: 'DamageDealt', data: { objectId: 'ghost', amount: 3, direct: true, source: 't' } }],
    ['mana for a missing seat', { type: 'ManaSpent', data: { seat: 'D', amount: 3, fromObject: null, reason: 't' } }],
    ['a missing object destroyed', { type: 'ObjectDestroyed', data: { objectId: 'ghost', reason: 't' } }],
    ['a missing enchantment destroyed', { type: 'EnchantmentDestroyed', data: { enchantmentId: 'e-x', cardId: 'agony', reason: 't' } }],
    ['a counter window without a spell', { type: 'SpellCounterWindow', data: { castId: 'c1', seat: 'B', enchantmentId: 'e' } }],
    ['a countered spell without a spell', { type: 'SpellCountered', data: { castId: 'c1', reason: 't' } }],
    ['a daze check without an attack', { type: 'DazeChecked', data: { attackId: 'a', roll: 3, proceeds: false } }],
    ['a completed target without an attack', { type: 'TargetCompleted', data: { attackId: 'a', targetId: 'mage-B' } }],
    ['a curse returned that is not there', { type: 'CurseReturned', data: { enchantmentId: 'e-x', seat: 'A', mageId: 'mage-A', instanceId: 'A-1', cardId: 'agony', round: 1, hidden: true } }],
    ['equipment on a missing Mage', { type: 'EquipmentAttached', data: { mageId: 'mage-Z', instanceId: 'A-1', cardId: 'bearskin', slots: ['chest'], returned: [] } }],
    ['a trap answer without a trap', { type: 'TrapAnswered', data: { enchantmentId: 'e' } }],
    ['an action used by another object', { type: 'ActionUsed', data: { objectId: 'mage-B', action: 'quick' } }],
  ])('mage-wars/SU-1 %s changes nothing', (_case, e) => {
    expect(evolve(base, e)).toEqual(base);
  });

  it('mage-wars/SU-1 nothing but the creation applies to the empty state', () => {
    expect(evolve({ status: 'empty' }, { type: 'DamageDealt', data: { objectId: 'mage-A', amount: 1, direct: true, source: 't' } })).toEqual({ status: 'empty' });
  });
});

describe('mage-wars evolve: the round', () => {
  it('mage-wars/SU-3 the creation: seats with 10 mana, Mages ready at their corners, round 0 in Upkeep, the options merged', () => {
    const created = play([createCommand()])[0];
    const s = evolve({ status: 'empty' }, created) as GameState;
    expect(s).toMatchObject({ status: 'active', nonce: 0, serial: 0, enchantments: [], attack: null, spell: null, result: null, endedAt: null, seatOrder: ['A', 'B'] });
    expect(s.round).toEqual({ round: 0, initiative: 'A', phase: 'upkeep', queue: [], turn: 'A', activation: null, justActed: null, activations: 0, passes: 0, burnFirst: [] });
    expect(s.seats.A).toEqual({ seat: 'A', name: 'Ana', mageClass: 'Warlock', mageId: 'mage-A', mana: 10, spellbook: s.seats.A!.spellbook, prepared: [], discard: [], quickcastReady: true, planned: false });
    expect(mageA(s)).toEqual({
      id: 'mage-A', cardId: mageA(s).cardId, instanceId: null, kind: 'mage', owner: 'A', controller: 'A', zone: A0, border: null, attachedTo: null,
      damage: 0, manaMarkers: 0, actionReady: true, guard: false, conditions: [], equipment: [], defenseUses: {}, barrierHits: {}, destroyed: false,
    });
    expect('privateCards' in s).toBe(false);
  });

  it('mage-wars/SU-5 the nonce only moves forward', () => {
    const roll = (nonce: number): EncounterEvent => ({ type: 'DiceRolled', data: { nonce, purpose: 'effect', count: 1, outcome: { die: 'd12', values: [1] }, subject: null } });
    expect(after(base, roll(base.nonce + 5)).nonce).toBe(base.nonce + 6);
    expect(after(base, roll(0)).nonce).toBe(base.nonce);
  });

  it('mage-wars/RD-3 a new round readies action markers (not conjurations’), quickcasts and defenses; resets the round counters', () => {
    const spent: GameState = {
      ...acting,
      objects: { ...acting.objects, 'mage-A': { ...mageA(acting), actionReady: false, defenseUses: { x: 1 } }, c: { ...mageA(acting), id: 'c', actionReady: null } },
      seats: { ...acting.seats, A: { ...acting.seats.A!, quickcastReady: false, planned: true } },
      round: { ...acting.round, passes: 2, justActed: 'B', burnFirst: ['A'] },
    };
    const s = after(spent, { type: 'RoundBegun', data: { round: 4, initiative: 'B' } });
    expect(mageA(s)).toMatchObject({ actionReady: true, defenseUses: {} });
    expect(s.objects.c.actionReady).toBeNull();
    expect(s.seats.A).toMatchObject({ quickcastReady: true, planned: false });
    expect(s.round).toMatchObject({ round: 4, initiative: 'B', activation: null, justActed: null, activations: 0, passes: 0, burnFirst: [] });
  });

  it('mage-wars/RD-4 channeling: Mages into their seat’s supply, other objects as markers', () => {
    const s = after(base, { type: 'ManaChanneled', data: { gains: [{ objectId: 'mage-A', seat: 'A', amount: 3 }, { objectId: 'mage-B', seat: null, amount: 2 }] } });
    expect(s.seats.A!.mana).toBe(base.seats.A!.mana + 3);
    expect(s.objects['mage-B'].manaMarkers).toBe(2);
    expect(s.seats.B!.mana).toBe(base.seats.B!.mana);
  });

  it('mage-wars/CP-2 mana spent never goes below 0, from the seat or from an object’s markers', () => {
    expect(after(base, { type: 'ManaSpent', data: { seat: 'A', amount: 5, fromObject: null, reason: 't' } }).seats.A!.mana).toBe(base.seats.A!.mana - 5);
    expect(after(base, { type: 'ManaSpent', data: { seat: 'A', amount: 500, fromObject: null, reason: 't' } }).seats.A!.mana).toBe(0);
    const marked = after(base, { type: 'ManaChanneled', data: { gains: [{ objectId: 'mage-B', seat: null, amount: 3 }] } });
    expect(after(marked, { type: 'ManaSpent', data: { seat: 'B', amount: 2, fromObject: 'mage-B', reason: 't' } }).objects['mage-B'].manaMarkers).toBe(1);
    expect(after(marked, { type: 'ManaSpent', data: { seat: 'B', amount: 9, fromObject: 'mage-B', reason: 't' } }).objects['mage-B'].manaMarkers).toBe(0);
  });

  it('mage-wars/MG-WL-1 drained mana goes to the drainer; never below 0', () => {
    const s = after(base, { type: 'ManaDrained', data: { attackerId: 'x', fromSeat: 'B', toSeat: 'A', amount: 3 } });
    expect([s.seats.A!.mana, s.seats.B!.mana]).toEqual([base.seats.A!.mana + 3, base.seats.B!.mana - 3]);
    expect(after(base, { type: 'ManaDrained', data: { attackerId: 'x', fromSeat: 'B', toSeat: null, amount: 500 } }).seats.B!.mana).toBe(0);
  });

  it('mage-wars/RD-8 an upkeep decision leaves the queue and records Burn first when chosen', () => {
    const s = { ...base, round: { ...base.round, queue: ['A', 'B'] as const } } as GameState;
    expect(after(s, { type: 'UpkeepPaid', data: { seat: 'A', paid: [], amount: 0, burnBeforeRegenerate: true } }).round).toMatchObject({ queue: ['B'], burnFirst: ['A'] });
    expect(after(s, { type: 'UpkeepPaid', data: { seat: 'B', paid: [], amount: 0, burnBeforeRegenerate: false } }).round).toMatchObject({ queue: ['A'], burnFirst: [] });
  });

  it('mage-wars/RD-16 a pass moves the turn on and counts; an activation resets both and numbers the phase', () => {
    const passed = after(base, { type: 'ActionPhasePassed', data: { seat: 'A' } });
    expect(passed.round).toMatchObject({ turn: 'B', passes: base.round.passes + 1, justActed: null });
    const act = after(passed, { type: 'CreatureActivated', data: { objectId: 'mage-B', seat: 'B', seq: 7, startedHindered: true } });
    expect(act.round).toMatchObject({ passes: 0, activations: passed.round.activations + 1, activation: { seq: 7, objectId: 'mage-B', seat: 'B', moves: 0, startedHindered: true, stopped: false, quickDone: false, fullDone: false } });
    expect(act.objects['mage-B'].actionReady).toBe(false);
  });

  it('mage-wars/AC-8 a move of the acting creature counts; another object’s move does not', () => {
    const moved = after(acting, { type: 'CreatureMoved', data: { objectId: 'mage-A', from: A0, to: z(1, 0), stopped: true } });
    expect(mageA(moved).zone).toEqual(z(1, 0));
    expect(moved.round.activation).toMatchObject({ moves: 1, stopped: true });
    const other = after(acting, { type: 'CreatureMoved', data: { objectId: 'mage-B', from: z(2, 1), to: z(1, 1), stopped: false } });
    expect(other.round.activation).toEqual(acting.round.activation);
  });

  it('mage-wars/AC-1 the quick and full actions are recorded; the phase end passes the turn and remembers who acted', () => {
    expect(after(acting, { type: 'ActionUsed', data: { objectId: 'mage-A', action: 'quick' } }).round.activation).toMatchObject({ quickDone: true, fullDone: false });
    expect(after(acting, { type: 'ActionUsed', data: { objectId: 'mage-A', action: 'full' } }).round.activation).toMatchObject({ quickDone: false, fullDone: true });
    const both = after(acting, { type: 'ActionUsed', data: { objectId: 'mage-A', action: 'full' } }, { type: 'ActionUsed', data: { objectId: 'mage-A', action: 'quick' } });
    expect(both.round.activation).toMatchObject({ quickDone: true, fullDone: true });
    expect(after(acting, { type: 'ActionPhaseEnded', data: { objectId: 'mage-A', seat: 'A' } }).round).toMatchObject({ activation: null, turn: 'B', justActed: 'A' });
  });

  it('mage-wars/VC-2 the end: status, result, time; nothing pending', () => {
    const result = { winner: 'A' as const, draw: false, reason: 'r' };
    const s = after(acting, { type: 'EncounterEnded', data: { result, seed: 'c0ffee', endedAt: 'T' } });
    expect(s).toMatchObject({ status: 'ended', result, endedAt: 'T', attack: null, spell: null });
    expect(s.round).toMatchObject({ queue: [], activation: null });
  });
});

describe('mage-wars evolve: objects, damage and conditions', () => {
  it('mage-wars/CB-18 damage adds up; healing never goes below 0 and sheds Rage (all of it at 0 damage)', () => {
    const hurt = after(base, { type: 'DamageDealt', data: { objectId: 'mage-A', amount: 5, direct: true, source: 't' } }, { type: 'RageGained', data: { objectId: 'mage-A', rage: 3 } });
    expect(mageA(hurt)).toMatchObject({ damage: 5, rage: 3 });
    expect(mageA(after(hurt, { type: 'DamageHealed', data: { objectId: 'mage-A', amount: 2 } }))).toMatchObject({ damage: 3, rage: 2 });
    expect(mageA(after(hurt, { type: 'DamageHealed', data: { objectId: 'mage-A', amount: 9 } }))).toMatchObject({ damage: 0, rage: 0 });
    expect('rage' in mageA(after(base, { type: 'DamageHealed', data: { objectId: 'mage-A', amount: 1 } }))).toBe(false);
  });

  it('§11.1 conditions: added as many times as counted; removed up to the count, that condition only', () => {
    const s = after(base, { type: 'ConditionsAdded', data: { objectId: 'mage-A', marker: marker('Daze'), count: 3 } }, { type: 'ConditionsAdded', data: { objectId: 'mage-A', marker: marker('Weak'), count: 1 } });
    expect(mageA(s).conditions.map((c) => c.condition)).toEqual(['Daze', 'Daze', 'Daze', 'Weak']);
    const removed = after(s, { type: 'ConditionsRemoved', data: { objectId: 'mage-A', condition: 'Daze', count: 2, reason: 't' } });
    expect(mageA(removed).conditions.map((c) => c.condition)).toEqual(['Daze', 'Weak']);
  });

  it('mage-wars/RD-22 an entering creature is not ready; a conjuration has no marker', () => {
    const enter = (kind: 'creature' | 'conjuration'): EncounterEvent => ({ type: 'ObjectEntered', data: { objectId: 'x', cardId: 'timber-wolf', instanceId: 'A-5', kind, owner: 'B', zone: A0, border: null, attachedTo: null } });
    expect(after(base, enter('creature')).objects.x).toMatchObject({ kind: 'creature', owner: 'B', controller: 'B', actionReady: false, damage: 0, destroyed: false, instanceId: 'A-5' });
    expect(after(base, enter('conjuration')).objects.x.actionReady).toBeNull();
  });

  it('mage-wars/SP-6 a destroyed object leaves play for its owner’s discard pile, with the spell assigned to it', () => {
    const s = after(
      { ...base, seats: { ...base.seats, B: { ...base.seats.B!, assigned: [{ objectId: 'x', card: { instanceId: 'B-9', cardId: 'fireball' } }, { objectId: 'y', card: { instanceId: 'B-8', cardId: 'agony' } }] } } },
      { type: 'ObjectEntered', data: { objectId: 'x', cardId: 'timber-wolf', instanceId: 'B-5', kind: 'creature', owner: 'B', zone: A0, border: null, attachedTo: null } },
      { type: 'ObjectDestroyed', data: { objectId: 'x', reason: 't' } },
    );
    expect(s.objects.x).toBeUndefined();
    expect(s.seats.B!.discard).toEqual([{ instanceId: 'B-9', cardId: 'fireball' }, { instanceId: 'B-5', cardId: 'timber-wolf' }]);
    expect(s.seats.B!.assigned).toEqual([{ objectId: 'y', card: { instanceId: 'B-8', cardId: 'agony' } }]);
  });

  it('mage-wars/MP-1 a destroyed Mage stays, unguarded; its seat leaves the queue and, when due and idle, the turn moves on', () => {
    const s = { ...base, objects: { ...base.objects, 'mage-B': { ...base.objects['mage-B'], guard: true } }, round: { ...base.round, queue: ['A', 'B'] as const, turn: 'B' as const, activation: null } } as GameState;
    const gone = after(s, { type: 'ObjectDestroyed', data: { objectId: 'mage-B', reason: 't' } });
    expect(gone.objects['mage-B']).toMatchObject({ destroyed: true, guard: false });
    expect(gone.round).toMatchObject({ queue: ['A'], turn: 'A' });
    expect(gone.seats.B!.discard).toEqual([]);
    const busy = after({ ...s, round: { ...s.round, activation: acting.round.activation } }, { type: 'ObjectDestroyed', data: { objectId: 'mage-B', reason: 't' } });
    expect(busy.round.turn).toBe('B');
  });

  it('mage-wars/MP-1 mage-wars/MP-2 a Mage destroyed while another seat is due leaves that seat due (three players: the turn does not jump past it)', () => {
    const created = fullCommand(['Ana', 'Ben', 'Cid'].map((name) => ({ name, mageClass: 'Warlock' as const, spellbook: ['fireball'] })));
    const three = stateOf(play([{ ...created, data: { ...created.data, mode: 'double' as const } }]));
    const due = { ...three, round: { ...three.round, queue: ['A', 'B', 'C'] as const, turn: 'A' as const, activation: null } } as GameState;
    const gone = after(due, { type: 'ObjectDestroyed', data: { objectId: due.seats.B!.mageId, reason: 't' } });
    expect(gone.round).toMatchObject({ queue: ['A', 'C'], turn: 'A' });
    // The seat after the fallen one (C) takes the turn only when the fallen seat was due.
    const fallenDue = after({ ...due, round: { ...due.round, turn: 'B' as const } }, { type: 'ObjectDestroyed', data: { objectId: due.seats.B!.mageId, reason: 't' } });
    expect(fallenDue.round.turn).toBe('C');
  });
});

describe('mage-wars evolve: spells and enchantments', () => {
  const castData = { castId: 'c3', seat: 'A' as const, casterId: 'mage-A', instanceId: 'A-1', cardId: 'fireball', target: { kind: 'object' as const, id: 'mage-B' }, cost: 8, quickcast: false, choices: {} };
  const prepared = { ...base, seats: { ...base.seats, A: { ...base.seats.A!, prepared: [{ instanceId: 'A-1', cardId: 'fireball' }, { instanceId: 'A-2', cardId: 'agony' }] } }, round: { ...base.round, queue: ['A', 'B'] as const } } as GameState;

  it('mage-wars/SP-3 a cast spell leaves the prepared spells; a quickcast spends the quickcast and leaves the queue', () => {
    const s = after(prepared, { type: 'SpellCast', data: castData });
    expect(s.seats.A!.prepared).toEqual([{ instanceId: 'A-2', cardId: 'agony' }]);
    expect(s.seats.A!.quickcastReady).toBe(true);
    expect(s.round.queue).toEqual(['A', 'B']);
    expect(s.serial).toBe(prepared.serial + 1);
    expect(s.spell).toEqual({ castId: 'c3', seat: 'A', casterId: 'mage-A', instanceId: 'A-1', cardId: 'fireball', target: castData.target, quickcast: false, boundTo: null, choices: {}, awaiting: null });
    const q = after(prepared, { type: 'SpellCast', data: { ...castData, quickcast: true } });
    expect(q.seats.A!.quickcastReady).toBe(false);
    expect(q.round.queue).toEqual(['B']);
  });

  it('mage-wars/SP-4 a counter window waits for its seat; countered, the spell is discarded; resolved, it is gone', () => {
    const cast = after(prepared, { type: 'SpellCast', data: castData });
    expect(after(cast, { type: 'SpellCounterWindow', data: { castId: 'c3', seat: 'B', enchantmentId: 'e-n' } }).spell!.awaiting).toEqual({ seat: 'B', enchantmentId: 'e-n' });
    const countered = after(cast, { type: 'SpellCountered', data: { castId: 'c3', reason: 't' } });
    expect(countered.spell).toBeNull();
    expect(countered.seats.A!.discard).toEqual([{ instanceId: 'A-1', cardId: 'fireball' }]);
    const innate = after(prepared, { type: 'SpellCast', data: { ...castData, innate: true } }, { type: 'SpellCountered', data: { castId: 'c3', reason: 't' } });
    expect(innate.seats.A!.discard).toEqual([]);
    expect(after(cast, { type: 'SpellResolved', data: { castId: 'c3' } }).spell).toBeNull();
  });

  it('mage-wars/EN-1 mage-wars/EN-17 an enchantment attaches hidden; reveals are numbered in order; destroyed, it goes to its owner’s discard', () => {
    const s = after(base, attached('e-1', 'agony', 'A', { kind: 'object', id: 'mage-B' }), attached('e-2', 'stun-trap', 'B', { kind: 'zone', zone: A0 }));
    expect(s.enchantments).toEqual([
      { id: 'e-1', instanceId: 'e-1-i', cardId: 'agony', owner: 'A', controller: 'A', target: { kind: 'object', id: 'mage-B' }, hidden: true },
      { id: 'e-2', instanceId: 'e-2-i', cardId: 'stun-trap', owner: 'B', controller: 'B', target: { kind: 'zone', zone: A0 }, hidden: true },
    ]);
    const revealed = after(s, { type: 'EnchantmentRevealed', data: { enchantmentId: 'e-2', cardId: 'stun-trap', paid: 0 } }, { type: 'EnchantmentRevealed', data: { enchantmentId: 'e-1', cardId: 'agony', paid: 0 } });
    expect(revealed.enchantments.map((e) => [e.hidden, e.revealedSeq])).toEqual([[false, 2], [false, 1]]);
    expect(revealed.reveals).toBe(2);
    const destroyed = after(s, { type: 'EnchantmentDestroyed', data: { enchantmentId: 'e-2', cardId: 'stun-trap', reason: 't' } });
    expect(destroyed.enchantments.map((e) => e.id)).toEqual(['e-1']);
    expect(destroyed.seats.B!.discard).toEqual([{ instanceId: 'e-2-i', cardId: 'stun-trap' }]);
  });

  it('mage-wars/EQ-4 replaced equipment returns to the owner’s spellbook with its bound spell', () => {
    const withRing = after(base, { type: 'EquipmentAttached', data: { mageId: 'mage-A', instanceId: 'A-5', cardId: 'mage-wand', slots: ['weapon'], returned: [], bound: { instanceId: 'A-6', cardId: 'minor-heal' }, seat: 'A' } });
    expect(mageA(withRing).equipment).toEqual([{ instanceId: 'A-5', cardId: 'mage-wand', slots: ['weapon'], bound: { instanceId: 'A-6', cardId: 'minor-heal' }, boundBy: 'A', boundRevealed: false, boundCastRound: null }]);
    const swapped = after(withRing, { type: 'EquipmentAttached', data: { mageId: 'mage-A', instanceId: 'A-7', cardId: 'mage-wand', slots: ['weapon'], returned: ['A-5'] } });
    expect(mageA(swapped).equipment.map((p) => p.instanceId)).toEqual(['A-7']);
    expect(swapped.seats.A!.spellbook.slice(-2)).toEqual([{ instanceId: 'A-5', cardId: 'mage-wand' }, { instanceId: 'A-6', cardId: 'minor-heal' }]);
  });

  it('mage-wars/EN-16 a trap answered passes the decision to the controller of the next pending trap; resolved, no trap', () => {
    const s = after(base, attached('t1', 'stun-trap', 'B', { kind: 'zone', zone: A0 }), attached('t2', 'stun-trap', 'A', { kind: 'zone', zone: A0 }),
      { type: 'TrapTriggered', data: { objectId: 'mage-A', seat: 'B', enchantmentIds: ['t1', 't2'], resumeMove: true } });
    expect(s.trap).toEqual({ objectId: 'mage-A', seat: 'B', pending: ['t1', 't2'], resumeMove: true });
    const answered = after(s, { type: 'TrapAnswered', data: { enchantmentId: 't1' } });
    expect(answered.trap).toMatchObject({ pending: ['t2'], seat: 'A' });
    expect(after(answered, { type: 'TrapAnswered', data: { enchantmentId: 't2' } }).trap).toMatchObject({ pending: [], seat: 'A' });
    expect(after(s, { type: 'TrapsResolved', data: { objectId: 'mage-A' } }).trap).toBeNull();
  });

  it('mage-wars/GD-1 guard markers are placed and removed; a seat may be renamed when it joins', () => {
    expect(mageA(after(base, { type: 'GuardPlaced', data: { objectId: 'mage-A' } })).guard).toBe(true);
    expect(mageA(after(base, { type: 'GuardPlaced', data: { objectId: 'mage-A' } }, { type: 'GuardRemoved', data: { objectId: 'mage-A' } })).guard).toBe(false);
    expect(after(base, { type: 'SeatJoined', data: { seat: 'B', name: 'Zed', joinedAt: 'T' } }).seats.B!.name).toBe('Zed');
  });
});
