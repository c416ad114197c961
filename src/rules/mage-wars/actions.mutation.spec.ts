// mage-wars §5.7-§5.9 action phases and §6 actions (rules/mage-wars.md; seed 612-775, 2004-2014, 2160, 2202, 2264):
// every refusal of actions.ts with rule, section and message, and the boundaries they guard (the move allowance, the
// quick/full action, ranges, who may be targeted), on positions built with the decider (seed c0ffee: A acts first).
import type { SeatId } from '../core/decider';
import { activateCreature, assertActionAvailable, attackTargets, endOwnActionPhase, guard, moveCreature, passActionPhase, useAbility } from './actions';
import type { Zone } from './arena';
import type { AttackBar } from './cards/card-definition';
import type { EncounterCommand } from './commands';
import { Emitter } from './emitter';
import type { EncounterEvent } from './events';
import type { Activation, GameState } from './state';
import { CARDS, addConditions, createCommand, enter, melee, play, seat, stateOf, toActions } from './testing/fixtures';
import { A0, activate, defending, z } from './testing/pending';
import { refusalAfter, refusalOf } from './testing/refusal';

const slowpoke = { ...CARDS.timberWolf, id: 'slowpoke', traits: [{ id: 'Slow' as const }] };
const pricey = { ...CARDS.grizzly, id: 'pricey', attacks: [melee('Gore', 3, { cost: 5 })] };
const healer = { ...CARDS.cleric, id: 'costly-cleric', abilities: [{ ...CARDS.cleric.abilities![0], cost: 50 }] };
const cmd = createCommand({ cards: [...Object.values(CARDS), slowpoke, pricey, healer] });
const scenario = (extra: EncounterEvent[] = []): EncounterEvent[] => toActions(cmd, [[], []], extra);
const actions = scenario();
const acting = play([activate('A', 'mage-A')], actions);
const move = (objectId: string, to: Zone, s: SeatId = 'A'): EncounterCommand => ({ type: 'MoveCreature', actor: seat(s), data: { seat: s, objectId, to } });
const attackCmd = (attackerId: string, target: Extract<EncounterCommand, { type: 'Attack' }>['data']['target'], index = 0, sweep?: string): EncounterCommand => ({
  type: 'Attack', actor: seat('A'), data: { seat: 'A', attackerId, attack: index, target, ...(sweep ? { sweep } : {}) },
});
const obj = (id: string) => ({ kind: 'object' as const, id });
const withActivation = (log: readonly EncounterEvent[], over: Partial<Activation>): GameState => {
  const s = stateOf(log);
  return { ...s, round: { ...s.round, activation: { ...s.round.activation!, ...over } } };
};
const call = (s: GameState, f: (em: Emitter) => void) => refusalOf(() => f(new Emitter(s)));
const S5 = '§5.7';
const S6 = '§6';

describe('mage-wars §5.7 activation refusals', () => {
  const resolving = { ...stateOf(actions), attack: stateOf(defending).attack };
  const activateA = (objectId: string): EncounterCommand => activate('A', objectId);
  it.each<[string, EncounterEvent[] | GameState, EncounterCommand, string, string]>([
    ['outside the action phases', play([cmd]), activateA('mage-A'), 'mage-wars/RD-15', 'creature action phases happen in the Action stage'],
    ['while an attack resolves', resolving, activateA('mage-A'), 'mage-wars/EN-12', 'an attack or a spell is still resolving'],
    ['while another creature acts', acting, activateA('mage-A'), 'mage-wars/RD-15', 'another creature is acting'],
    ['out of turn', actions, activate('B', 'mage-B'), 'mage-wars/RD-15', "it is seat A's action phase"],
    ['another seat’s creature', actions, activateA('mage-B'), 'mage-wars/RD-15', 'activate one of your own creatures'],
    ['an unknown object', actions, activateA('ghost'), 'mage-wars/RD-15', 'activate one of your own creatures'],
    ['a destroyed creature', scenario([...enter('w', 'timber-wolf', 'A', A0), { type: 'ObjectDestroyed', data: { objectId: 'w', reason: 't' } }]), activateA('w'), 'mage-wars/RD-15', 'activate one of your own creatures'],
    ['a conjuration', scenario([{ type: 'ObjectEntered', data: { objectId: 'c', cardId: 'stranglevine', instanceId: 'c-i', kind: 'conjuration', owner: 'A', zone: A0, border: null, attachedTo: null } }]), activateA('c'), 'mage-wars/RD-15', 'activate one of your own creatures'],
    ['a creature that has acted', scenario(enter('w', 'timber-wolf', 'A', A0, false)), activateA('w'), 'mage-wars/RD-15', 'that creature has already acted this round (its action marker is flipped)'],
  ])('mage-wars/RD-15 refuses activating %s', (_case, log, command, ruleId, message) => {
    const refusal = Array.isArray(log) ? refusalAfter(log, command) : call(log, (em) => activateCreature(em, command as Extract<EncounterCommand, { type: 'ActivateCreature' }>));
    expect(refusal).toEqual({ ruleId, section: S5, message });
  });

  it('mage-wars/RD-15 mage-wars/AC-11 the activation numbers the phase and records whether an enemy hinders it', () => {
    const s = stateOf(actions);
    expect(play([activate('A', 'mage-A')], actions)[actions.length]).toEqual({ type: 'CreatureActivated', data: { objectId: 'mage-A', seat: 'A', seq: s.round.activations + 1, startedHindered: false } });
    const hindered = scenario(enter('w', 'timber-wolf', 'B', A0));
    expect(play([activate('A', 'mage-A')], hindered)[hindered.length]).toMatchObject({ data: { startedHindered: true } });
  });

  it('mage-wars/RD-25 an incapacitated creature’s phase ends at once; a free one keeps acting', () => {
    const stunned = scenario([addConditions('mage-A', 'Stun', 1)]);
    expect(play([activate('A', 'mage-A')], stunned).slice(stunned.length).map((e) => e.type)).toEqual(['CreatureActivated', 'ConditionsRemoved', 'ActionPhaseEnded']);
    expect(acting.slice(actions.length).map((e) => e.type)).toEqual(['CreatureActivated']);
  });
});

describe('mage-wars §5.7 passing and ending a phase', () => {
  const pass = (s: SeatId): EncounterCommand => ({ type: 'PassActionPhase', actor: seat(s), data: { seat: s } });
  const end = (s: SeatId): EncounterCommand => ({ type: 'EndActionPhase', actor: seat(s), data: { seat: s } });
  it.each<[string, EncounterEvent[], EncounterCommand, string, string]>([
    ['a pass out of turn', actions, pass('B'), 'mage-wars/RD-15', "it is seat A's action phase"],
    ['a pass while a creature acts', acting, pass('A'), 'mage-wars/RD-15', "it is seat A's action phase"],
    ['a pass with as many ready creatures', actions, pass('A'), 'mage-wars/RD-16', 'you may pass only while an opponent has more ready creatures than you'],
    ['ending a phase with no creature acting', actions, end('A'), 'mage-wars/RD-25', 'you have no creature acting'],
    ['ending another seat’s phase', acting, end('B'), 'mage-wars/RD-25', 'you have no creature acting'],
  ])('mage-wars/RD-16 mage-wars/RD-25 refuses %s', (_case, log, command, ruleId, message) => {
    expect(refusalAfter(log, command)).toEqual({ ruleId, section: S5, message });
  });

  it('mage-wars/EN-12 no phase ends while an attack resolves', () => {
    const s = { ...stateOf(acting), attack: stateOf(defending).attack };
    expect(call(s, (em) => endOwnActionPhase(em, { type: 'EndActionPhase', actor: seat('A'), data: { seat: 'A' } }))).toEqual({ ruleId: 'mage-wars/EN-12', section: S5, message: 'an attack or a spell is still resolving' });
  });

  it('mage-wars/RD-16 a seat with fewer ready creatures passes; the turn goes on', () => {
    const behind = scenario(enter('w', 'timber-wolf', 'B', z(2, 1)));
    expect(play([pass('A')], behind)[behind.length]).toEqual({ type: 'ActionPhasePassed', data: { seat: 'A' } });
    expect(call(stateOf(behind), (em) => passActionPhase(em, { type: 'PassActionPhase', actor: seat('A'), data: { seat: 'A' } }))).toBeUndefined();
  });
});

describe('mage-wars §6 moves', () => {
  it.each<[string, EncounterEvent[] | GameState, EncounterCommand, string, string, string]>([
    ['a creature that is not acting', acting, move('mage-B', z(1, 1)), 'mage-wars/RD-23', S5, 'that creature is not acting now'],
    ['after the action', withActivation(acting, { quickDone: true }), move('mage-A', z(1, 0)), 'mage-wars/AC-2', S6, 'a move must come before any other action'],
    ['after a full action', withActivation(acting, { fullDone: true }), move('mage-A', z(1, 0)), 'mage-wars/AC-2', S6, 'a move must come before any other action'],
    ['a Restrained creature', play([activate('A', 'mage-A')], scenario([addConditions('mage-A', 'Cripple', 1)])), move('mage-A', z(1, 0)), 'mage-wars/AC-7', '§11.2', 'a Restrained creature makes no move actions'],
    ['a stopped creature', withActivation(acting, { stopped: true }), move('mage-A', z(1, 0)), 'mage-wars/AC-11', S6, 'it entered a zone with a hindering enemy and must stop'],
    ['a third move', withActivation(acting, { moves: 2 }), move('mage-A', z(1, 0)), 'mage-wars/AC-8', S6, 'no more moves this action phase'],
    ['a second move after starting hindered', withActivation(acting, { moves: 1, startedHindered: true }), move('mage-A', z(1, 0)), 'mage-wars/AC-11', S6, 'no more moves this action phase'],
    ['a second move of a Slow creature', withActivation(play([activate('A', 's')], scenario(enter('s', 'slowpoke', 'A', A0))), { moves: 1 }), move('s', z(1, 0)), 'mage-wars/AC-8', S6, 'no more moves this action phase'],
    ['a diagonal move', acting, move('mage-A', z(1, 1)), 'mage-wars/AC-7', S6, 'a move goes to an adjacent zone (orthogonal), inside the arena (AR-6)'],
    ['a move off the arena', acting, move('mage-A', z(-1, 0)), 'mage-wars/AC-7', S6, 'a move goes to an adjacent zone (orthogonal), inside the arena (AR-6)'],
    ['a move of two zones', acting, move('mage-A', z(2, 0)), 'mage-wars/AC-7', S6, 'a move goes to an adjacent zone (orthogonal), inside the arena (AR-6)'],
  ])('mage-wars/AC-7 refuses %s', (_case, log, command, ruleId, section, message) => {
    const refusal = Array.isArray(log) ? refusalAfter(log, command) : call(log, (em) => moveCreature(em, command as Extract<EncounterCommand, { type: 'MoveCreature' }>));
    expect(refusal).toEqual({ ruleId, section, message });
  });

  it('mage-wars/EN-12 no move while an attack resolves', () => {
    const s = { ...stateOf(acting), attack: stateOf(defending).attack };
    expect(call(s, (em) => moveCreature(em, move('mage-A', z(1, 0)) as Extract<EncounterCommand, { type: 'MoveCreature' }>))).toEqual({ ruleId: 'mage-wars/EN-12', section: S5, message: 'an attack or a spell is still resolving' });
  });

  it('mage-wars/AC-8 mage-wars/AC-3 a second move is allowed and ends the phase; the first does not', () => {
    const once = play([move('mage-A', z(1, 0))], acting);
    expect(once.slice(acting.length)).toEqual([{ type: 'CreatureMoved', data: { objectId: 'mage-A', from: A0, to: z(1, 0), stopped: false } }]);
    const twice = play([move('mage-A', z(2, 0))], once).slice(once.length).map((e) => e.type);
    expect(twice.slice(0, 2)).toEqual(['CreatureMoved', 'ActionPhaseEnded']);
  });

  it('mage-wars/AC-10 a Slow creature’s phase ends after its one move; mage-wars/AC-11 entering an enemy’s zone stops it', () => {
    const slow = play([activate('A', 's')], scenario(enter('s', 'slowpoke', 'A', A0)));
    expect(play([move('s', z(1, 0))], slow).slice(slow.length).map((e) => e.type).slice(0, 2)).toEqual(['CreatureMoved', 'ActionPhaseEnded']);
    const blocked = play([activate('A', 'mage-A')], scenario(enter('w', 'timber-wolf', 'B', z(1, 0))));
    expect(play([move('mage-A', z(1, 0))], blocked)[blocked.length]).toMatchObject({ type: 'CreatureMoved', data: { stopped: true } });
  });

  it('mage-wars/AC-9 a Fast creature keeps its phase after two moves', () => {
    const fast = play([activate('A', 'f')], scenario(enter('f', CARDS.falcon.id, 'A', A0)));
    const moved = play([move('f', z(1, 0)), move('f', z(2, 0))], fast).slice(fast.length).map((e) => e.type);
    expect(moved).toEqual(['CreatureMoved', 'CreatureMoved']);
  });
});

describe('mage-wars §10.9 guard and §6 the action', () => {
  it('mage-wars/GD-1 guarding is the quick action: placed, used, the phase ends; not after another action', () => {
    const g: EncounterCommand = { type: 'Guard', actor: seat('A'), data: { seat: 'A', objectId: 'mage-A' } };
    expect(play([g], acting).slice(acting.length).slice(0, 3)).toEqual([
      { type: 'GuardPlaced', data: { objectId: 'mage-A' } }, { type: 'ActionUsed', data: { objectId: 'mage-A', action: 'quick' } }, { type: 'ActionPhaseEnded', data: { objectId: 'mage-A', seat: 'A' } },
    ]);
    expect(call(withActivation(acting, { quickDone: true }), (em) => guard(em, g as Extract<EncounterCommand, { type: 'Guard' }>))).toEqual({ ruleId: 'mage-wars/GD-1', section: '§10.9', message: 'guarding is the quick action of the phase' });
    expect(call(withActivation(acting, { fullDone: true }), (em) => guard(em, g as Extract<EncounterCommand, { type: 'Guard' }>))?.ruleId).toBe('mage-wars/GD-1');
  });

  const act = (over: Partial<Activation>): Activation => ({ seq: 1, objectId: 'x', seat: 'A', moves: 0, startedHindered: false, stopped: false, quickDone: false, fullDone: false, ...over });
  it.each<[string, Activation, 'quick' | 'full', string | null]>([
    ['a quick action after a move', act({ moves: 1 }), 'quick', null],
    ['a full action without moving', act({}), 'full', null],
    ['a full action after a move', act({ moves: 1 }), 'full', 'mage-wars/AC-4:a full action is only possible without moving'],
    ['a second quick action', act({ quickDone: true }), 'quick', 'mage-wars/X-1:this creature has already taken its action'],
    ['an action after a full one', act({ fullDone: true }), 'quick', 'mage-wars/X-1:this creature has already taken its action'],
  ])('mage-wars/AC-4 mage-wars/AC-1 %s', (_case, a, speed, answer) => {
    const r = refusalOf(() => assertActionAvailable(a, speed, 'mage-wars/X-1'));
    expect(r ? `${r.ruleId}:${r.message}` : null).toBe(answer);
    if (r) expect(r.section).toBe(S6);
  });
});

describe('mage-wars §10 who an attack may target', () => {
  const ranged = (min: number, max: number, over: Partial<AttackBar> = {}): AttackBar => melee('Shot', 3, { kind: 'ranged', range: { min, max }, ...over });
  const zoneBar = (min: number, max: number): AttackBar => melee('Storm', 3, { kind: 'ranged', zone: true, range: { min, max } });
  const wall = (id: string, a: Zone, b: Zone): EncounterEvent => ({ type: 'ObjectEntered', data: { objectId: id, cardId: 'wall-of-thorns', instanceId: `${id}-i`, kind: 'wall', owner: 'B', zone: null, border: [a, b], attachedTo: null } });
  const s = stateOf(scenario([
    ...enter('w', 'timber-wolf', 'B', A0), ...enter('far', 'timber-wolf', 'B', z(2, 0)), ...enter('fly', CARDS.falcon.id, 'B', A0), ...enter('near', 'timber-wolf', 'B', z(1, 0)),
    ...enter('flyNear', CARDS.falcon.id, 'B', z(1, 0)), ...enter('dead', 'timber-wolf', 'B', A0), { type: 'ObjectDestroyed', data: { objectId: 'dead', reason: 't' } },
    { type: 'ObjectEntered', data: { objectId: 'lifeless', cardId: 'agony', instanceId: 'l-i', kind: 'conjuration', owner: 'B', zone: A0, border: null, attachedTo: null } },
  ]));
  const walled = stateOf(scenario([...enter('near', 'timber-wolf', 'B', z(1, 0)), wall('wl', A0, z(1, 0))]));
  const me = (st: GameState) => st.objects['mage-A'];
  const why = (st: GameState, bar: AttackBar, target: Parameters<typeof attackTargets>[3]) => refusalOf(() => attackTargets(st, me(st), bar, target));

  it.each<[string, GameState, AttackBar, Parameters<typeof attackTargets>[3], string, string, string]>([
    ['a zone attack at an object', s, zoneBar(0, 1), obj('w'), 'mage-wars/CB-50', '§10.7', 'a zone attack targets a zone'],
    ['a zone out of range', s, zoneBar(0, 1), { kind: 'zone', zone: z(2, 0) }, 'mage-wars/AR-4', '§3', 'the zone is out of range'],
    ['a zone behind a wall that blocks sight', walled, zoneBar(0, 1), { kind: 'zone', zone: z(1, 0) }, 'mage-wars/AR-9', '§3.3', 'no line of sight to that zone'],
    ['an object attack at a zone', s, melee('Bite', 3), { kind: 'zone', zone: A0 }, 'mage-wars/CB-6', '§10.2', 'this attack targets an object'],
    ['an unknown object', s, melee('Bite', 3), obj('ghost'), 'mage-wars/CB-1', '§10.1', 'no such object to attack'],
    ['a destroyed object', s, melee('Bite', 3), obj('dead'), 'mage-wars/CB-1', '§10.1', 'no such object to attack'],
    ['itself', s, melee('Bite', 3), obj('mage-A'), 'mage-wars/CB-1', '§10.1', 'no such object to attack'],
    ['an object without Life', s, melee('Bite', 3), obj('lifeless'), 'mage-wars/CB-1', '§10.1', 'only objects with Life can be attacked'],
    ['a melee target in another zone', s, melee('Bite', 3), obj('near'), 'mage-wars/CB-6', '§10.2', 'a melee attack targets an object in the same zone (or a wall on its border, ST-33)'],
    ['a Flying target without Reach', s, melee('Bite', 3), obj('fly'), 'mage-wars/ST-7', '§8.3', 'a non-Flying attacker needs Reach to melee a Flying creature'],
    ['a ranged target too far', s, ranged(0, 1), obj('far'), 'mage-wars/AR-4', '§3', 'the target is out of range'],
    ['a ranged target too close', s, ranged(1, 2), obj('w'), 'mage-wars/AR-4', '§3', 'the target is out of range'],
    ['a ranged target behind a wall that blocks sight', walled, ranged(0, 2), obj('near'), 'mage-wars/AR-9', '§3.3', 'no line of sight to the target'],
  ])('mage-wars/CB-6 refuses %s', (_case, st, bar, target, ruleId, section, message) => {
    expect(why(st, bar, target)).toEqual({ ruleId, section, message });
  });

  it.each<[string, GameState, AttackBar, Parameters<typeof attackTargets>[3], string[]]>([
    ['a melee target in the zone', s, melee('Bite', 3), obj('w'), ['w']],
    ['a Flying target with Reach', s, melee('Spear', 3, { traits: [{ id: 'Reach' }] }), obj('fly'), ['fly']],
    ['a ranged target at the edge of range', s, ranged(1, 2), obj('far'), ['far']],
    ['a ranged target at the minimum', s, ranged(1, 2), obj('near'), ['near']],
    ['a Flying target in the zone, under the minimum range', s, ranged(1, 2), obj('fly'), ['fly']],
    ['a Flying target inside the minimum range (policy)', s, ranged(2, 3), obj('flyNear'), ['flyNear']],
    ['the wall on the zone’s border, in melee (ST-33)', walled, melee('Bite', 3), obj('wl'), ['wl']],
  ])('mage-wars/CB-6 mage-wars/AR-4 accepts %s', (_case, st, bar, target, expected) => {
    expect(attackTargets(st, me(st), bar, target)).toEqual(expected);
  });

  it('mage-wars/CB-50 a zone attack hits every object of the zone, the attacker too unless the policy spares it; walls never', () => {
    const hit = attackTargets(s, me(s), zoneBar(0, 1), { kind: 'zone', zone: A0 }).sort();
    expect(hit).toEqual(['fly', 'lifeless', 'mage-A', 'w'].sort());
    const spared = { ...s, options: { ...s.options, zoneAttackHitsAttacker: false } };
    expect(attackTargets(spared, me(spared), zoneBar(0, 1), { kind: 'zone', zone: A0 })).not.toContain('mage-A');
    expect(attackTargets(walled, me(walled), zoneBar(0, 1), { kind: 'zone', zone: A0 })).toEqual(['mage-A']);
  });

  it('mage-wars/AR-4 without the policy a Flying target inside the minimum range is out of range', () => {
    const strict = { ...s, options: { ...s.options, flyingInsideMinimumRange: false } };
    expect(why(strict, ranged(2, 3), obj('flyNear'))?.ruleId).toBe('mage-wars/AR-4');
    expect(why(strict, ranged(1, 2), obj('fly'))).toBeUndefined();
  });
});

describe('mage-wars §10 attack and §6 special action refusals', () => {
  const at = (extra: EncounterEvent[], objectId = 'mage-A') => play([activate('A', objectId)], scenario(extra));
  it.each<[string, EncounterEvent[], EncounterCommand, string, string, string]>([
    ['an attack bar it does not have', acting, attackCmd('mage-A', obj('mage-B'), 9), 'mage-wars/CB-3', '§10.1', 'choose one of the attacker’s attack bars'],
    ['a barrier as an attack', at(enter('t', CARDS.thornBeast.id, 'A', A0), 't'), attackCmd('t', obj('mage-B'), 1), 'mage-wars/CB-3', '§10.1', 'choose one of the attacker’s attack bars'],
    ['an attack after the action', at([...enter('w', 'timber-wolf', 'B', A0)]).concat([{ type: 'ActionUsed', data: { objectId: 'mage-A', action: 'quick' } }]), attackCmd('mage-A', obj('w')), 'mage-wars/CB-3', S6, 'this creature has already taken its action'],
    ['Sweeping without the trait', at(enter('w', 'timber-wolf', 'B', A0).concat(enter('v', 'timber-wolf', 'B', A0))), attackCmd('mage-A', obj('w'), 0, 'v'), 'mage-wars/CB-34', '§10.2', 'only a melee attack with Sweeping makes a second attack'],
    ['an attack it cannot pay for', at([...enter('p', 'pricey', 'A', A0), ...enter('w', 'timber-wolf', 'B', A0), { type: 'ManaSpent', data: { seat: 'A', amount: 16, fromObject: null, reason: 't' } }], 'p'), attackCmd('p', obj('w')), 'mage-wars/CB-7', '§10.2', 'this attack costs 5 mana'],
    ['a special action it does not have', acting, { type: 'UseAbility', actor: seat('A'), data: { seat: 'A', objectId: 'mage-A', ability: 0, target: obj('mage-A') } }, 'mage-wars/AC-20', S6, 'this creature has no such special action'],
    ['a special action it cannot pay for', at(enter('c', 'costly-cleric', 'A', A0), 'c'), { type: 'UseAbility', actor: seat('A'), data: { seat: 'A', objectId: 'c', ability: 0, target: obj('mage-A') } }, 'mage-wars/AC-5', S6, 'this special action costs 50 mana'],
  ])('mage-wars/CB-3 refuses %s', (_case, log, command, ruleId, section, message) => {
    expect(refusalAfter(log, command)).toEqual({ ruleId, section, message });
  });

  it('mage-wars/CB-7 an attack with a cost is paid first, with exactly enough mana', () => {
    const log = at([...enter('p', 'pricey', 'A', A0), ...enter('w', 'timber-wolf', 'B', A0), { type: 'ManaSpent', data: { seat: 'A', amount: 15, fromObject: null, reason: 't' } }], 'p');
    expect(play([attackCmd('p', obj('w'))], log)[log.length]).toEqual({ type: 'ManaSpent', data: { seat: 'A', amount: 5, fromObject: null, reason: 'Gore' } });
  });

  it('mage-wars/AC-20 a special action out of range names why', () => {
    const log = at([...enter('c', CARDS.cleric.id, 'A', A0)], 'c');
    const r = refusalAfter(log, { type: 'UseAbility', actor: seat('A'), data: { seat: 'A', objectId: 'c', ability: 0, target: obj('mage-B') } });
    expect(r).toMatchObject({ ruleId: 'mage-wars/AC-20', section: S6 });
    expect(r?.message.length).toBeGreaterThan(0);
  });

  it('mage-wars/AC-20 a free special action: no mana spent, its action used, the phase ends', () => {
    const log = at([...enter('c', CARDS.cleric.id, 'A', A0)], 'c');
    const events = play([{ type: 'UseAbility', actor: seat('A'), data: { seat: 'A', objectId: 'c', ability: 0, target: obj('mage-A') } }], log).slice(log.length);
    expect(events[0]).toEqual({ type: 'ActionUsed', data: { objectId: 'c', action: 'quick' } });
    expect(events.some((e) => e.type === 'ManaSpent')).toBe(false);
    expect(events[events.length - 1]).toMatchObject({ type: 'ActionPhaseEnded', data: { objectId: 'c' } });
    expect(call(stateOf(log), (em) => useAbility(em, { type: 'UseAbility', actor: seat('A'), data: { seat: 'A', objectId: 'c', ability: 0, target: obj('mage-A') } }))).toBeUndefined();
  });
});
