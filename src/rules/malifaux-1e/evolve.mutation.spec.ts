// malifaux-1e evolve (evolve.ts), event by event (issue 15): what each recorded decision changes in the state, and
// that an event with nothing to change (no such seat, no activation) leaves the state as it was.
import type { EncounterEvent1e } from './events';
import { evolve1e } from './evolve';
import type { ActivationState, EncounterState1e, GameState1e } from './state';
import { model, toActivation } from './testing/fixtures';

const g = toActivation([model('a1'), model('a2')], [model('b1')]);
const S = g.state;
const ev = (s: EncounterState1e, e: unknown): GameState1e => evolve1e(s, e as EncounterEvent1e) as GameState1e;
const acting = (over: Partial<ActivationState> = {}): GameState1e => ({ ...S, turn: { ...S.turn, activation: { modelId: 'a1', seat: 'A', ap: 2, meleeAp: 1, actionsTaken: 0, zeroUsed: false, ...over } } });

describe('malifaux-1e/FD-1 the stream’s first events', () => {
  it('malifaux-1e/FD-1 EncounterCreated opens an active encounter in its setup, nothing drawn, no duel', () => {
    const s = ev({ status: 'empty' }, g.events[0]);
    expect(s).toMatchObject({ status: 'active', encounterId: 'e1', seatOrder: ['A', 'B'], seed: 'seed', seedCommitment: 'c', nonce: 0, size: 'SCRAP', models: {}, createdAt: '2026-01-01T00:00:00Z', endedAt: null });
    expect(s.turn).toEqual({ number: 0, phase: 'SETUP', drawn: [], initiative: null, activationOrder: null, due: null, activation: null });
    expect(s.seats.A).toEqual({ seat: 'A', name: 'Ann', soulstones: 3, deck: [], hand: [], discard: [], inPlay: [], pendingCutBy: null });
    expect(s.duel.status).toBe('IDLE');
  });

  it('malifaux-1e/FD-1 any other event before the encounter exists changes nothing', () => {
    const empty: EncounterState1e = { status: 'empty' };
    expect(evolve1e(empty, { type: 'EncounterEnded', data: { seed: 's', endedAt: 'x', reason: 'r' } })).toBe(empty);
    expect(evolve1e(empty, { type: 'SeatJoined', data: { seat: 'A', name: 'x' } } as never)).toBe(empty);
  });

  it('malifaux-1e/CT-1 a seat taken renames that seat only; an unknown seat changes nothing', () => {
    expect(ev(S, { type: 'SeatJoined', data: { seat: 'B', name: 'Zoe' } }).seats.B?.name).toBe('Zoe');
    expect(ev(S, { type: 'SeatJoined', data: { seat: 'B', name: 'Zoe' } }).seats.A?.name).toBe('Ann');
    expect(ev(S, { type: 'SeatJoined', data: { seat: 'C', name: 'Zoe' } })).toEqual(S);
  });
});

describe('malifaux-1e/FD-12 deck events and the random stream', () => {
  it('malifaux-1e/FD-12 a shuffle moves the nonce past its own; an older shuffle never moves it back; other deck events keep it', () => {
    const shuffle = (nonce: number) => ({ type: 'DeckShuffled', data: { seat: 'A', reason: 'command', gathered: 'discard', nonce, order: S.seats.A!.deck, cutOfferedTo: null } });
    const far = ev(S, shuffle(40));
    expect(far.nonce).toBe(41);
    expect(ev(far, shuffle(3)).nonce).toBe(41);
    expect(ev(far, { type: 'CardsDrawn', data: { seat: 'A', cards: [], requested: 0 } }).nonce).toBe(41);
  });

  it('malifaux-1e/FD-12 a deck event of a seat not in the encounter changes nothing', () => {
    expect(ev(S, { type: 'CutDeclined', data: { seat: 'C', by: 'A' } })).toEqual(S);
  });
});

describe('malifaux-1e §7 the turn', () => {
  it('malifaux-1e/CT-2 hired models join the table', () => {
    const m = { ...S.models.a1, id: 'a9' };
    expect(Object.keys(ev(S, { type: 'CrewHired', data: { seat: 'A', models: [m] } }).models)).toEqual(['a1', 'a2', 'b1', 'a9']);
  });

  it('malifaux-1e/TU-D1 the Draw Phase begins: its number, nobody has drawn, no initiative, nothing due, no duel', () => {
    const s = ev(acting(), { type: 'DrawPhaseBegun', data: { turn: 3, order: ['A', 'B'] } });
    expect(s.turn).toMatchObject({ number: 3, phase: 'DRAW', drawn: [], initiative: null, due: null, activation: null });
    expect(s.duel.status).toBe('IDLE');
  });

  it('malifaux-1e/TU-D2 the Activation Phase begins once every seat has drawn', () => {
    const d = ev(S, { type: 'DrawPhaseBegun', data: { turn: 2, order: ['A', 'B'] } });
    const one = ev(d, { type: 'HandDrawn', data: { seat: 'B', discarded: 0, drawn: 1 } });
    expect(one.turn).toMatchObject({ phase: 'DRAW', drawn: ['B'] });
    const both = ev(one, { type: 'HandDrawn', data: { seat: 'A', discarded: 0, drawn: 1 } });
    expect(both.turn).toMatchObject({ phase: 'ACTIVATION', drawn: ['B', 'A'], activationOrder: null });
  });

  it('malifaux-1e/SS-5 the initiative cards and the reflip window; a reflip replaces the seat’s card, a decline keeps it', () => {
    const f = ev(S, { type: 'InitiativeFlipped', data: { turn: 1, cards: { A: 'RAM-04', B: 'TOME-09' }, window: ['A', 'B'], tieReflips: 0 } });
    expect(f.turn.initiative).toEqual({ cards: { A: 'RAM-04', B: 'TOME-09' }, window: ['A', 'B'] });
    const r = ev(f, { type: 'InitiativeReflipDecided', data: { seat: 'A', reflip: true, card: 'RAM-12' } });
    expect(r.turn.initiative).toEqual({ cards: { A: 'RAM-12', B: 'TOME-09' }, window: ['B'] });
    const n = ev(f, { type: 'InitiativeReflipDecided', data: { seat: 'A', reflip: false, card: 'RAM-12' } });
    expect(n.turn.initiative).toEqual({ cards: { A: 'RAM-04', B: 'TOME-09' }, window: ['B'] });
    const none = { ...S, turn: { ...S.turn, initiative: null } };
    expect(ev(none, { type: 'InitiativeReflipDecided', data: { seat: 'A', reflip: true, card: 'RAM-12' } })).toEqual(none);
  });

  it('malifaux-1e/TU-A1 the activation order makes the first seat with a model due; none left: the Closing Phase', () => {
    const s = ev(S, { type: 'ActivationOrderSet', data: { turn: 1, order: ['B', 'A'] } });
    expect(s.turn).toMatchObject({ initiative: null, activationOrder: ['B', 'A'], due: 'B', phase: 'ACTIVATION' });
    const spent = { ...S, models: Object.fromEntries(Object.entries(S.models).map(([id, m]) => [id, { ...m, activations: 1 }])) };
    expect(ev(spent, { type: 'ActivationOrderSet', data: { turn: 1, order: ['B', 'A'] } }).turn).toMatchObject({ due: null, phase: 'CLOSING' });
  });

  it('malifaux-1e/AP-1 an activation starts with its AP, melee AP (0 when none) and no action taken', () => {
    const s = ev(S, { type: 'ModelActivated', data: { modelId: 'a1', seat: 'A', ap: 3, meleeAp: 1, fastSlowUsed: false, lostToParalysis: false } });
    expect(s.turn.activation).toEqual({ modelId: 'a1', seat: 'A', ap: 3, meleeAp: 1, actionsTaken: 0, zeroUsed: false });
    expect(s.models.a1.activations).toBe(S.models.a1.activations + 1);
    expect(s.models.a2.activations).toBe(S.models.a2.activations);
    expect(s.turn.activated).toEqual([...(S.turn.activated ?? []), 'a1']);
    expect(ev(S, { type: 'ModelActivated', data: { modelId: 'a1', seat: 'A', ap: 2, fastSlowUsed: false, lostToParalysis: false } }).turn.activation?.meleeAp).toBe(0);
  });
});

describe('malifaux-1e §8 actions (ActionTaken)', () => {
  const taken = (data: object) => ({ type: 'ActionTaken', data: { actionId: 'x1', modelId: 'a1', action: 'WALK', ap: 1, facts: {}, note: null, ...data } });

  it('malifaux-1e/AP-2 an action spends its AP (never below 0) and counts; malifaux-1e/TG-5 it is the last action', () => {
    const s = ev(acting(), taken({}));
    expect(s.turn.activation).toEqual({ modelId: 'a1', seat: 'A', ap: 1, meleeAp: 1, actionsTaken: 1, zeroUsed: false, allTaken: false, grantUsed: undefined, lastActionId: 'x1' });
    expect(ev(acting({ ap: 1 }), taken({ ap: 2 })).turn.activation?.ap).toBe(0);
  });

  it('malifaux-1e/AP-7 melee AP are spent first by melee actions, never below 0; an activation without them reads 0', () => {
    expect(ev(acting(), taken({ ap: 0, meleeAp: 1 })).turn.activation).toMatchObject({ ap: 2, meleeAp: 0, zeroUsed: false });
    expect(ev(acting({ meleeAp: 0 }), taken({ ap: 0, meleeAp: 2 })).turn.activation?.meleeAp).toBe(0);
    expect(ev(acting({ meleeAp: undefined }), taken({ ap: 1 })).turn.activation?.meleeAp).toBe(0);
  });

  it('malifaux-1e/AP-3 a (0) action is used, unless a trigger granted it; once used it stays used', () => {
    expect(ev(acting(), taken({ ap: 0 })).turn.activation?.zeroUsed).toBe(true);
    expect(ev(acting(), taken({ ap: 0, grantedBy: 'd1' })).turn.activation).toMatchObject({ zeroUsed: false, grantUsed: 'd1' });
    expect(ev(acting({ zeroUsed: true }), taken({ ap: 1 })).turn.activation?.zeroUsed).toBe(true);
    expect(ev(acting({ grantUsed: 'd0' }), taken({ ap: 1 })).turn.activation?.grantUsed).toBe('d0');
  });

  it('malifaux-1e/AP-4 an (all) action ends the choice of actions; it stays taken', () => {
    expect(ev(acting(), taken({ all: true })).turn.activation?.allTaken).toBe(true);
    expect(ev(acting({ allTaken: true }), taken({})).turn.activation?.allTaken).toBe(true);
  });

  it('malifaux-1e/AP-2 an action with no activation under way changes nothing', () => {
    expect(ev(S, taken({}))).toEqual(S);
  });
});

describe('malifaux-1e/TU-A1 malifaux-1e/TU-A6 the end of an activation', () => {
  const ended = { type: 'ActivationEnded', data: { modelId: 'a1', apLost: 0 } };

  it('malifaux-1e/TU-A1 players alternate: the next seat with a model left is due', () => {
    const s = ev(acting(), ended);
    expect(s.turn).toMatchObject({ activation: null, immediate: null, due: 'B', phase: 'ACTIVATION' });
  });

  it('malifaux-1e/TU-A1 nobody with a model left: the Closing Phase', () => {
    const spent = { ...acting(), models: Object.fromEntries(Object.entries(S.models).map(([id, m]) => [id, { ...m, activations: 1 }])) };
    expect(ev(spent, ended).turn).toMatchObject({ due: null, phase: 'CLOSING' });
  });

  it('malifaux-1e/TU-A6 a model to activate immediately goes next; then the alternation resumes where it stood', () => {
    const im = { ...acting(), turn: { ...acting().turn, immediate: { modelId: 'a2', resumeWith: null } } };
    const next = ev(im, ended);
    expect(next.turn).toMatchObject({ activation: null, due: 'A', immediate: { modelId: 'a2', resumeWith: 'B' } });
    const a2 = { ...next, turn: { ...next.turn, activation: { modelId: 'a2', seat: 'A' as const, ap: 2, actionsTaken: 0, zeroUsed: false } } };
    expect(ev(a2, { type: 'ActivationEnded', data: { modelId: 'a2', apLost: 0 } }).turn).toMatchObject({ immediate: null, due: 'B', phase: 'ACTIVATION' });
  });

  it('malifaux-1e/TU-A6 a resumed seat with nothing left to activate passes to the next one that has', () => {
    const im = { ...acting({ modelId: 'a2' }), turn: { ...acting({ modelId: 'a2' }).turn, immediate: { modelId: 'a2', resumeWith: 'B' as const } } };
    const bSpent = { ...im, models: { ...im.models, b1: { ...im.models.b1, activations: 1 } } };
    expect(ev(bSpent, { type: 'ActivationEnded', data: { modelId: 'a2', apLost: 0 } }).turn.due).toBe('A');
  });

  it('malifaux-1e/TU-A6 declared with no activation under way it activates at once; during one, when that ends', () => {
    const idle = { ...S, turn: { ...S.turn, activation: null, due: 'B' as const } };
    expect(ev(idle, { type: 'ImmediateActivationDeclared', data: { modelId: 'a2' } }).turn).toMatchObject({ immediate: { modelId: 'a2', resumeWith: 'B' }, due: 'A' });
    expect(ev(acting(), { type: 'ImmediateActivationDeclared', data: { modelId: 'b1' } }).turn).toMatchObject({ immediate: { modelId: 'b1', resumeWith: null }, due: S.turn.due });
    expect(ev(idle, { type: 'ImmediateActivationDeclared', data: { modelId: 'ghost' } }).turn.due).toBe('B');
  });
});

describe('malifaux-1e §8.5 modifiers and §10 wounds', () => {
  const mod = (modelId: string, modifier: string, value: boolean) => ({ type: 'ModifierChanged', data: { modelId, modifier, value, reason: 'r' } });

  it('malifaux-1e/TI-6 Fast or Slow gained during the model’s own activation change its AP at once (never below 0)', () => {
    expect(ev(acting(), mod('a1', 'fast', true)).turn.activation?.ap).toBe(3);
    expect(ev(acting(), mod('a1', 'slow', true)).turn.activation?.ap).toBe(1);
    expect(ev(acting({ ap: 0 }), mod('a1', 'slow', true)).turn.activation?.ap).toBe(0);
    expect(ev(acting(), mod('a1', 'fast', true)).models.a1.modifiers.fast).toBe(S.models.a1.modifiers.fast);
  });

  it('malifaux-1e/AM-1 otherwise the modifier is set on the model (another model, a loss, another modifier)', () => {
    expect(ev(acting(), mod('a2', 'fast', true)).models.a2.modifiers.fast).toBe(true);
    expect(ev(acting(), mod('a2', 'fast', true)).turn.activation?.ap).toBe(2);
    expect(ev(acting(), mod('a1', 'fast', false)).turn.activation?.ap).toBe(2);
    expect(ev(acting(), mod('a1', 'paralyzed', true)).models.a1.modifiers.paralyzed).toBe(true);
    expect(ev(S, mod('a1', 'slow', true)).models.a1.modifiers.slow).toBe(true);
    expect(ev(S, mod('ghost', 'slow', true))).toEqual(S);
  });

  it('malifaux-1e/DMG-5 wounds are held between 0 and the model’s Wd; a killed model is KILLED', () => {
    const w = (wounds: number, killed: boolean) => ev(S, { type: 'ModelWoundsChanged', data: { modelId: 'a1', wounds, killed, cause: 'c' } }).models.a1;
    expect(w(3, false)).toMatchObject({ wounds: 3, status: 'IN_PLAY' });
    expect(w(-2, true)).toMatchObject({ wounds: 0, status: 'KILLED' });
    expect(w(99, false).wounds).toBe(S.models.a1.stats.wd);
  });
});

describe('malifaux-1e §7.5 the Closing Phase, §10.12 disengaging, §1 disputes, §9 replacements, the end', () => {
  it('malifaux-1e/TU-1 the Closing Phase resets every model’s activations and sets the next order', () => {
    const s = ev(acting(), { type: 'ClosingPhaseResolved', data: { turn: 1, order: ['B', 'A'], endedEffects: [] } });
    expect(s.turn).toMatchObject({ phase: 'SETUP', due: null, activation: null, activated: [], activationOrder: ['B', 'A'] });
    expect(Object.values(s.models).map((m) => m.activations)).toEqual([0, 0, 0]);
    expect(s.duel.status).toBe('IDLE');
  });

  it('malifaux-1e/DE-1 the strikers are answered one by one; the last one closes the disengage', () => {
    const o = ev(S, { type: 'DisengageOpened', data: { actionId: 'x', modelId: 'a1', strikers: ['b1', 'b2'] } });
    expect(o.turn.disengage).toEqual({ actionId: 'x', modelId: 'a1', strikers: ['b1', 'b2'], striking: null });
    const one = ev(o, { type: 'DisengagingStrikeDeclined', data: { strikerId: 'b1' } });
    expect(one.turn.disengage).toEqual({ actionId: 'x', modelId: 'a1', strikers: ['b2'], striking: null });
    expect(ev(one, { type: 'DisengagingStrikeDeclined', data: { strikerId: 'b2' } }).turn.disengage).toBeNull();
    expect(ev(S, { type: 'DisengagingStrikeDeclined', data: { strikerId: 'b2' } })).toEqual(S);
    expect(ev(o, { type: 'DisengageResolved', data: { actionId: 'x', modelId: 'a1', stopped: false, by: null } }).turn.disengage).toBeNull();
  });

  it('malifaux-1e/DE-2 the disengaging strike’s duel names its striker; another duel does not', () => {
    const o = ev(S, { type: 'DisengageOpened', data: { actionId: 'x', modelId: 'a1', strikers: ['b1'] } });
    const duel = (disengaging: boolean) => ({ type: 'DuelStarted', data: { duel: { duelId: 'd', kind: 'OPPOSED', context: { disengaging }, sides: [{ role: 'DEFENDER', modelId: 'a1' }, { role: 'ATTACKER', modelId: 'b1' }] } } });
    expect(ev(o, duel(true)).turn.disengage?.striking).toBe('b1');
    expect(ev(o, duel(false)).turn.disengage?.striking).toBeNull();
    expect(ev(S, duel(true)).turn.disengage).toBe(S.turn.disengage);
  });

  it('malifaux-1e/GEN-7 a settled dispute becomes a precedent', () => {
    const d = (id: string) => ({ type: 'RuleDisputeSettled1e', data: { disputeId: id, topic: 't', rounds: [], winner: 'B', ruling: 'r' } });
    expect(ev(ev(S, d('d1')), d('d2')).precedents).toEqual([{ disputeId: 'd1', topic: 't', winner: 'B', ruling: 'r' }, { disputeId: 'd2', topic: 't', winner: 'B', ruling: 'r' }]);
  });

  it('malifaux-1e/PL-3 the replaced models leave; the first replacement carries on the activation with its share of the AP', () => {
    const rep = { ...S.models.a1, id: 'r1' };
    const other = { ...S.models.a1, id: 'r2' };
    const e = (data: object) => ({ type: 'ModelReplaced1e', data: { modelId: 'a1', replacement: rep, woundsSuffered: 0, ...data } });
    const s = ev(acting(), e({ others: [other], alsoReplaced: ['a2'], apSplit: [1, 1] }));
    expect([s.models.a1.status, s.models.a2.status, s.models.r1.status, s.models.r2.id]).toEqual(['REPLACED', 'REPLACED', 'IN_PLAY', 'r2']);
    expect(s.turn.activation).toMatchObject({ modelId: 'r1', ap: 1 });
    expect(ev(acting(), e({})).turn.activation).toMatchObject({ modelId: 'r1', ap: 2 });
    expect(ev(acting({ modelId: 'b1', seat: 'B' }), e({})).turn.activation).toMatchObject({ modelId: 'b1' });
    expect(ev(S, e({})).turn.activation).toBeNull();
  });

  it('malifaux-1e/TF-2 a changed profile replaces the model’s', () => {
    const profile = { ...S.models.a1, name: 'Beast' };
    expect(ev(S, { type: 'ModelProfileChanged1e', data: { modelId: 'a1', profile, cause: 'TF-2' } }).models.a1).toBe(profile);
  });

  it.each(['RandomPlayerDetermined', 'ModelPushed', 'ModelPlaced', 'ModelsSwapped', 'EffectsOrdered1e', 'EffectSkipped1e', 'CountersDropped', 'FallingDamageFlipped', 'FiringIntoMeleeFlipped', 'SomethingElse'])(
    'malifaux-1e/TI-1 %s records a fact and changes nothing here',
    (type) => {
      expect(ev(S, { type, data: { modelId: 'a1' } })).toEqual(S);
    },
  );

  it('malifaux-1e/TU-1 the encounter ends', () => {
    expect(ev(S, { type: 'EncounterEnded', data: { seed: 's', endedAt: 'later', reason: 'r' } })).toMatchObject({ status: 'ended', endedAt: 'later' });
  });
});
