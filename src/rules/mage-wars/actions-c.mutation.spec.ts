// mage-wars §10 attacks and §6.4 special actions, actions.ts from line 211 (rules/mage-wars.md; seed 1244-1252, 1550,
// 1580-1583, 1617, 2276, 767-773): the Bloodthirsty obligation on the declared target (GD-7 / GD-8), the Sweeping second
// target and the guards it must attack first (CB-34, GD-2, GD-6), the declaration of an attack (CB-6, CB-35), and a
// special action's refusals, cost and choices (AC-5, AC-20). Positions are built with the decider (seed c0ffee: A acts).
import type { Direction, Zone } from './arena';
import type { Ability, CardDefinition } from './cards/card-definition';
import { useAbility } from './actions';
import type { EncounterCommand } from './commands';
import { Emitter } from './emitter';
import type { EncounterEvent, EventOf } from './events';
import type { GameState } from './state';
import { CARDS, createCommand, enter, melee, play, seat, stateOf, toActions } from './testing/fixtures';
import { A0, activate, z } from './testing/pending';
import { refusalAfter, refusalOf, type Refusal } from './testing/refusal';

const S6 = '§6';
const heal: Ability = CARDS.cleric.abilities![0]!;
// A Bloodthirsty creature with a melee and a ranged attack (GD-8 binds only its melee) and a special action.
const slayer: CardDefinition = {
  ...CARDS.grizzly, id: 'slayer', subtypes: ['Demon'], traits: [{ id: 'Bloodthirsty', value: 2 }],
  attacks: [melee('Claws', 4), melee('Spit', 2, { kind: 'ranged', range: { min: 0, max: 1 } })], abilities: [heal],
};
// Sweeping on a melee bar (index 0) and, to test CB-34's "melee", on a ranged bar (index 1).
const sweeper: CardDefinition = {
  ...CARDS.grizzly, id: 'sweeper',
  attacks: [melee('Claws', 4, { traits: [{ id: 'Sweeping' }] }), melee('Spray', 2, { kind: 'ranged', range: { min: 0, max: 1 }, traits: [{ id: 'Sweeping' }] })],
};
// Special actions whose effects read the command's choices: a teleport (`to`) and a push (`direction`, AC-20).
const adept: CardDefinition = {
  ...CARDS.cleric, id: 'adept',
  abilities: [
    { name: 'Blink', action: 'quick', range: { min: 0, max: 0 }, targets: ['creature'], effects: [{ kind: 'teleport' }] },
    { name: 'Shove', action: 'quick', range: { min: 0, max: 0 }, targets: ['creature'], effects: [{ kind: 'push' }] },
  ],
};
const thrifty: CardDefinition = { ...CARDS.cleric, id: 'thrifty-cleric', abilities: [{ ...heal, cost: 2 }] };
const cmd = createCommand({ cards: [...Object.values(CARDS), slayer, sweeper, adept, thrifty] });

/** `objectId` of seat A acting, after the crafted facts `extra`. */
const acting = (objectId: string, extra: EncounterEvent[]): EncounterEvent[] => play([activate('A', objectId)], toActions(cmd, [[], []], extra));
const wolf = (id: string): EncounterEvent[] => enter(id, CARDS.timberWolf.id, 'B', A0);
const hurt = (objectId: string): EncounterEvent => ({ type: 'DamageDealt', data: { objectId, amount: 1, direct: true, source: 't' } });
const guarding = (objectId: string): EncounterEvent => ({ type: 'GuardPlaced', data: { objectId } });
const attack = (attackerId: string, target: string, bar = 0, sweep?: string): EncounterCommand => ({
  type: 'Attack', actor: seat('A'), data: { seat: 'A', attackerId, attack: bar, target: { kind: 'object', id: target }, ...(sweep !== undefined ? { sweep } : {}) },
});
const ability = (objectId: string, index: number, target: string, extra: { to?: Zone; direction?: Direction } = {}): EncounterCommand => ({
  type: 'UseAbility', actor: seat('A'), data: { seat: 'A', objectId, ability: index, target: { kind: 'object', id: target }, ...extra },
});
const after = (log: EncounterEvent[], command: EncounterCommand): EncounterEvent[] => play([command], log).slice(log.length);

describe('mage-wars §10.9 GD-8 a Bloodthirsty creature’s attack', () => {
  // The slayer stands with a wounded wolf, a second wounded wolf and an unwounded imp, all enemies.
  const bound = acting('s', [...enter('s', 'slayer', 'A', A0), ...wolf('w'), hurt('w'), ...wolf('v'), hurt('v'), ...enter('imp', CARDS.imp.id, 'B', A0)]);
  const refusal: Refusal = { ruleId: 'mage-wars/GD-8', section: '§10.9', message: 'a Bloodthirsty creature must melee a wounded Living enemy in its zone' };

  it('mage-wars/GD-8 a melee attack on either wounded Living enemy is accepted (any one of them, not all)', () => {
    expect(refusalAfter(bound, attack('s', 'w'))).toBeUndefined();
    expect(refusalAfter(bound, attack('s', 'v'))).toBeUndefined();
  });

  it('mage-wars/GD-8 a melee attack on an unwounded enemy is refused with the rule, section and message', () => {
    expect(refusalAfter(bound, attack('s', 'imp'))).toEqual(refusal);
  });

  it('mage-wars/GD-8 the obligation is a melee attack: a ranged attack on the wounded enemy itself is refused', () => {
    expect(refusalAfter(bound, attack('s', 'w', 1))).toEqual(refusal);
  });

  it('mage-wars/GD-8 a special action is refused while the obligation binds, naming what was attempted', () => {
    expect(refusalAfter(bound, ability('s', 0, 's'))).toEqual({
      ruleId: 'mage-wars/GD-8', section: '§10.9', message: 'a Bloodthirsty creature next to a wounded enemy must melee it instead of a special action',
    });
  });
});

describe('mage-wars §10.2 CB-34 the Sweeping second target', () => {
  const zone = acting('sw', [...enter('sw', 'sweeper', 'A', A0), ...wolf('w'), ...enter('imp', CARDS.imp.id, 'B', A0)]);
  const elsewhere: Refusal = { ruleId: 'mage-wars/CB-34', section: '§10.2', message: 'the second target is another object in the zone' };

  it('mage-wars/CB-34 a melee Sweeping attack on another live object of the zone is accepted: both are targets, in order', () => {
    expect(refusalAfter(zone, attack('sw', 'w', 0, 'imp'))).toBeUndefined();
    expect(after(zone, attack('sw', 'w', 0, 'imp')).find((e) => e.type === 'AttackDeclared')).toMatchObject({ data: { targets: ['w', 'imp'] } });
  });

  it.each<[string, string]>([
    ['an unknown object', 'ghost'],
    ['the first target again', 'w'],
    ['the attacker itself', 'sw'],
  ])('mage-wars/CB-34 refuses a second target that is %s', (_case, second) => {
    expect(refusalAfter(zone, attack('sw', 'w', 0, second))).toEqual(elsewhere);
  });

  it('mage-wars/CB-34 Sweeping on a ranged bar makes no second attack: refused', () => {
    expect(refusalAfter(zone, attack('sw', 'w', 1, 'imp'))).toEqual({ ruleId: 'mage-wars/CB-34', section: '§10.2', message: 'only a melee attack with Sweeping makes a second attack' });
  });
});

describe('mage-wars §10.9 GD-2 / GD-6 Sweeping attacks the enemy guards first (seed 1617)', () => {
  const withGuards = (n: number): EncounterEvent[] => {
    const guards = Array.from({ length: n }, (_x, i) => `g${i + 1}`);
    return acting('sw', [...enter('sw', 'sweeper', 'A', A0), ...wolf('w'), ...guards.flatMap((g) => [...wolf(g), guarding(g)])]);
  };
  const guardsFirst: Refusal = { ruleId: 'mage-wars/GD-2', section: '§10.9', message: 'Sweeping attacks the enemy guards before other creatures' };

  it('mage-wars/GD-2 the only guard, attacked first, frees the second attack for any creature of the zone', () => {
    // The guard already attacked is not a guard still owed an attack.
    expect(refusalAfter(withGuards(1), attack('sw', 'g1', 0, 'w'))).toBeUndefined();
  });

  it('mage-wars/GD-2 with a second guard left, the second attack must be on a guard', () => {
    expect(refusalAfter(withGuards(2), attack('sw', 'g1', 0, 'w'))).toEqual(guardsFirst);
    expect(refusalAfter(withGuards(2), attack('sw', 'g1', 0, 'g2'))).toBeUndefined();
  });

  it('mage-wars/GD-2 any one of several remaining guards will do, not all of them at once', () => {
    expect(refusalAfter(withGuards(3), attack('sw', 'g1', 0, 'g2'))).toBeUndefined();
  });
});

describe('mage-wars §10.2 CB-6 / CB-35 the declaration of an attack in an action phase', () => {
  // No wounded enemy, so the slayer is free to attack with either bar.
  const free = acting('s', [...enter('s', 'slayer', 'A', A0), ...wolf('w')]);
  const declared = (command: EncounterCommand): EventOf<'AttackDeclared'>['data'] | undefined => {
    const e = after(free, command).find((x): x is EventOf<'AttackDeclared'> => x.type === 'AttackDeclared');
    return e?.data;
  };

  it('mage-wars/CB-35 a melee attack is declared melee, not a counterstrike, and ends the attacker’s action phase', () => {
    expect(declared(attack('s', 'w', 0))).toMatchObject({ attackerId: 's', kind: 'melee', targets: ['w'], isCounterstrike: false, spellCastId: null, endsActionPhase: true });
  });

  it('mage-wars/CB-35 a ranged attack is declared ranged, not a counterstrike, and ends the attacker’s action phase', () => {
    expect(declared(attack('s', 'w', 1))).toMatchObject({ attackerId: 's', kind: 'ranged', targets: ['w'], isCounterstrike: false, spellCastId: null, endsActionPhase: true });
  });
});

describe('mage-wars §6.4 AC-20 / AC-5 special actions', () => {
  it('mage-wars/AC-20 a special action after the creature’s action is refused under AC-20', () => {
    const used = acting('c', enter('c', CARDS.cleric.id, 'A', A0)).concat([{ type: 'ActionUsed', data: { objectId: 'c', action: 'quick' } }]);
    expect(refusalAfter(used, ability('c', 0, 'c'))).toEqual({ ruleId: 'mage-wars/AC-20', section: S6, message: 'this creature has already taken its action' });
  });

  it('mage-wars/AC-20 an object whose card is unknown has no special action: a refusal, not a crash', () => {
    const s = stateOf(acting('c', enter('c', CARDS.cleric.id, 'A', A0)));
    const lost: GameState = { ...s, objects: { ...s.objects, c: { ...s.objects.c!, cardId: 'no-such-card' } } };
    const use = ability('c', 0, 'c') as Extract<EncounterCommand, { type: 'UseAbility' }>;
    expect(refusalOf(() => useAbility(new Emitter(lost), use))).toEqual({ ruleId: 'mage-wars/AC-20', section: S6, message: 'this creature has no such special action' });
  });

  it('mage-wars/AC-20 a special action on a target out of its range is refused with the reason as the message', () => {
    // The Heal reaches 0-1 zones; B's Mage stands far across the arena.
    const log = acting('c', enter('c', CARDS.cleric.id, 'A', A0));
    expect(refusalAfter(log, ability('c', 0, 'mage-B'))).toEqual({ ruleId: 'mage-wars/AC-20', section: S6, message: 'out of range 0-1 (AR-4)' });
  });

  it('mage-wars/AC-5 a special action with a cost is paid first, with exactly enough mana', () => {
    // The seat has 20 mana at this point; 18 spent leaves exactly the 2 the action costs.
    const poor = acting('c', [...enter('c', 'thrifty-cleric', 'A', A0), { type: 'ManaSpent', data: { seat: 'A', amount: 18, fromObject: null, reason: 't' } }]);
    expect(after(poor, ability('c', 0, 'c'))[0]).toEqual({ type: 'ManaSpent', data: { seat: 'A', amount: 2, fromObject: null, reason: 'Heal' } });
  });

  it('mage-wars/AC-20 a teleport special action takes the zone chosen in the command', () => {
    const log = acting('c', enter('c', 'adept', 'A', A0));
    expect(after(log, ability('c', 0, 'c', { to: z(1, 0) }))).toContainEqual({ type: 'CreatureTeleported', data: { objectId: 'c', from: A0, to: z(1, 0) } });
  });

  it('mage-wars/AC-20 a push special action on a creature of its own zone takes the direction chosen in the command', () => {
    // Same zone: no direction "away from" the user, so only the command's direction can move the wolf.
    const log = acting('c', [...enter('c', 'adept', 'A', A0), ...wolf('w')]);
    const events = after(log, ability('c', 1, 'w', { direction: 'S' }));
    const moved = stateOf([...log, ...events]).objects.w;
    expect(moved?.zone).toEqual(z(1, 0));
  });
});
