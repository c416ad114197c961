// mage-wars §6.4 special actions, CB-21 on-damage hooks and §11.1 Sleep through the decider (rules/mage-wars.md):
// AC-20, AC-5, CB-47, TV-25 (the Asyran Cleric heals 0-1 zones with 1 die), CB-21 / TV-60 (Vampiric), ST-8.
import { deciderSpec } from '../core/testing/given';
import type { SeatId } from '../core/decider';
import type { Zone } from './arena';
import type { EncounterCommand } from './commands';
import type { EncounterEvent } from './events';
import { mageWars } from './index';
import { roundStep } from './round-step';
import { traitsOf } from './traits';
import { CARDS, addConditions, createCommand, enter, play, seat, stateOf, teleportTo, toActions } from './testing/fixtures';

const given = deciderSpec(mageWars);
const z = (row: number, col: number): Zone => ({ row, col });
const activate = (s: SeatId, objectId: string): EncounterCommand => ({ type: 'ActivateCreature', actor: seat(s), data: { seat: s, objectId } });
const hurt = (objectId: string, amount: number): EncounterEvent => ({ type: 'DamageDealt', data: { objectId, amount, direct: true, source: 'test' } });
const scenario = (events: EncounterEvent[]): EncounterEvent[] => toActions(createCommand(), [[], []], events);
const heal = (target: string, ability = 0): EncounterCommand => ({ type: 'UseAbility', actor: seat('A'), data: { seat: 'A', objectId: 'cleric', ability, target: { kind: 'object', id: target } } });

describe('mage-wars §6.4 special actions', () => {
  const log = play([activate('A', 'cleric')], scenario([...enter('cleric', CARDS.cleric.id, 'A', z(0, 0)), hurt('mage-A', 4), hurt('mage-B', 4), teleportTo('mage-B', z(2, 1), z(1, 1))]));

  it('mage-wars/TV-25 mage-wars/CB-47 mage-wars/AC-20 the Asyran Cleric heals a creature 0-1 zones away with 1 die (normal and critical alike)', () => {
    given(log).when(heal('mage-A')).thenMatches((e, s) => {
      const roll = e.find((x) => x.type === 'DiceRolled' && x.data.purpose === 'heal');
      if (roll?.type !== 'DiceRolled' || roll.data.outcome.die !== 'attack') throw new Error('no heal roll');
      expect(roll.data.count).toBe(1);
      expect(s.status === 'active' && s.objects['mage-A'].damage).toBe(4 - roll.data.outcome.faces[0].value);
      expect(e[e.length - 1].type).toBe('ActionPhaseEnded');
    });
  });

  it('mage-wars/AC-20 out of its range (2 zones), or an unknown special action, is refused', () => {
    given(log).when(heal('mage-B')).thenThrows('mage-wars/AC-20');
    given(log).when(heal('mage-A', 3)).thenThrows('mage-wars/AC-20');
  });

  it('mage-wars/AC-5 a special action with a mana cost is paid first, or refused', () => {
    const costly = { ...CARDS.cleric, id: 'priest', abilities: [{ ...CARDS.cleric.abilities![0], cost: 2 }] };
    const l = play([activate('A', 'cleric')], toActions(createCommand({ cards: [...Object.values(CARDS), costly] }), [[], []], enter('cleric', 'priest', 'A', z(0, 0))));
    given(l).when(heal('mage-A')).thenMatches((e) => expect(e[0]).toMatchObject({ type: 'ManaSpent', data: { amount: 2 } }));
    given([...l, { type: 'ManaSpent', data: { seat: 'A', amount: 19, fromObject: null, reason: 't' } }]).when(heal('mage-A')).thenThrows('mage-wars/AC-5');
  });
});

describe('mage-wars CB-21 on-damage hooks', () => {
  it('mage-wars/TV-60 mage-wars/CB-21 Vampiric heals half the damage dealt to a Living target, rounded up, at most half the Life it had left', () => {
    const log = play([activate('A', 'bat')], scenario([...enter('bat', CARDS.vampire.id, 'A', z(0, 0)), hurt('bat', 5), ...enter('wolf', CARDS.timberWolf.id, 'B', z(0, 0)), hurt('wolf', 7)]));
    given(log).when({ type: 'Attack', actor: seat('A'), data: { seat: 'A', attackerId: 'bat', attack: 0, target: { kind: 'object', id: 'wolf' } } }).thenMatches((e, s) => {
      const strike = e.find((x) => x.type === 'StrikeResolved');
      if (strike?.type !== 'StrikeResolved') throw new Error('no strike');
      const healed = strike.data.damage > 0 ? Math.ceil(Math.min(strike.data.damage, 3) / 2) : 0;
      expect(s.status === 'active' && s.objects.bat.damage).toBe(5 - healed);
    });
  });
});

describe('mage-wars §15 Mana Drain X and Mana Transfer X (on-damage hooks)', () => {
  const biter = (id: string, trait: 'ManaDrain' | 'ManaTransfer', value: number) => ({ ...CARDS.vampire, id, attacks: [{ ...CARDS.vampire.attacks[0], traits: [{ id: trait, value }] }] });
  const cards = [...Object.values(CARDS), biter('drainer', 'ManaDrain', 3), biter('siphon', 'ManaTransfer', 2)];
  const bite = (attackerId: string, target: string): EncounterCommand => ({ type: 'Attack', actor: seat('A'), data: { seat: 'A', attackerId, attack: 0, target: { kind: 'object', id: target } } });
  const fight = (cardId: string, target: 'wolf' | 'wall') =>
    play([activate('A', 'bat')], toActions(createCommand({ cards }), [[], []], [...enter('bat', cardId, 'A', z(0, 0)), ...(target === 'wolf' ? enter('wolf', CARDS.timberWolf.id, 'B', z(0, 0)) : conjuration())]));
  const conjuration = (): EncounterEvent[] => [
    { type: 'ObjectEntered', data: { objectId: 'wall', cardId: CARDS.thornBeast.id, instanceId: 'wall-card', kind: 'conjuration', owner: 'B', zone: z(0, 0), border: null, attachedTo: null } },
  ];

  it('mage-wars/CB-21 Mana Drain X: damaging an enemy creature makes its controller lose X mana (as much as it has); no damage, no drain', () => {
    given(fight('drainer', 'wolf')).when(bite('bat', 'wolf')).thenMatches((e, s) => {
      if (s.status !== 'active') throw new Error('ended');
      const strike = e.find((x) => x.type === 'StrikeResolved');
      const dealt = strike?.type === 'StrikeResolved' ? strike.data.damage : 0;
      expect(dealt).toBeGreaterThan(0); // this seed's bite hits: the drain is exercised
      const drained = e.filter((x) => x.type === 'ManaDrained');
      expect(drained).toEqual(dealt > 0 ? [{ type: 'ManaDrained', data: { attackerId: 'bat', fromSeat: 'B', toSeat: null, amount: 3 } }] : []);
    });
  });

  it('mage-wars/CB-21 Mana Transfer X: the attacker’s controller gains the mana its enemy lost; a conjuration is no creature (no drain)', () => {
    given(fight('siphon', 'wolf')).when(bite('bat', 'wolf')).thenMatches((e, s) => {
      if (s.status !== 'active') throw new Error('ended');
      const hit = e.some((x) => x.type === 'StrikeResolved' && x.data.damage > 0);
      const before = stateOf(fight('siphon', 'wolf'));
      expect(hit).toBe(true);
      expect([s.seats.A!.mana - before.seats.A!.mana, before.seats.B!.mana - s.seats.B!.mana]).toEqual([2, 2]);
    });
    given(fight('siphon', 'wall')).when(bite('bat', 'wall')).thenMatches((e) => {
      expect(e.some((x) => x.type === 'StrikeResolved' && x.data.damage > 0)).toBe(true);
      expect(e.filter((x) => x.type === 'ManaDrained')).toEqual([]);
    });
  });
});

describe('mage-wars §15 Rage +X', () => {
  const berserker = { ...CARDS.timberWolf, id: 'berserker', traits: [{ id: 'Rage' as const, value: 2 }] };
  const cards = [...Object.values(CARDS), berserker];
  const log = play([activate('A', 'bat')], toActions(createCommand({ cards }), [[], []], [...enter('bat', CARDS.vampire.id, 'A', z(0, 0)), ...enter('wolf', 'berserker', 'B', z(0, 0))]));
  const withRage = (rage: number, damage: number): EncounterEvent[] => [...log, hurt('wolf', damage), { type: 'RageGained', data: { objectId: 'wolf', rage } }];

  it('mage-wars/CB-21 an enemy creature’s attack that damages it gives a rage token, at most X; each token is Melee +1', () => {
    given(log).when({ type: 'Attack', actor: seat('A'), data: { seat: 'A', attackerId: 'bat', attack: 0, target: { kind: 'object', id: 'wolf' } } }).thenMatches((e, s) => {
      expect(e.some((x) => x.type === 'StrikeResolved' && x.data.damage > 0)).toBe(true);
      expect(e.filter((x) => x.type === 'RageGained')).toEqual([{ type: 'RageGained', data: { objectId: 'wolf', rage: 1 } }]);
      expect(s.status === 'active' && traitsOf(s, s.objects.wolf).filter((t) => t.id === 'Melee')).toEqual([{ id: 'Melee', value: 1 }]);
    });
    // At X already: no more tokens.
    given(withRage(2, 1)).when({ type: 'Attack', actor: seat('A'), data: { seat: 'A', attackerId: 'bat', attack: 0, target: { kind: 'object', id: 'wolf' } } }).thenMatches((e) => {
      expect(e.filter((x) => x.type === 'RageGained')).toEqual([]);
    });
  });

  it('mage-wars/CB-43 mage-wars/CB-44 Rage: removing damage (heal, regenerate) costs one rage token; with no damage left, all of them', () => {
    const s1 = stateOf([...withRage(2, 5), { type: 'DamageHealed', data: { objectId: 'wolf', amount: 2 } } as EncounterEvent]);
    expect(s1.objects.wolf.rage).toBe(1);
    const s2 = stateOf([...withRage(2, 2), { type: 'DamageHealed', data: { objectId: 'wolf', amount: 2 } } as EncounterEvent]);
    expect(s2.objects.wolf.rage).toBe(0);
  });
});

describe('mage-wars §11.1 Sleep and §8.3 Flying attackers', () => {
  it('Sleep: an incapacitated sleeper wakes on damage, its Sleep turned to Daze (seed 2124)', () => {
    const log = play([activate('A', 'mage-A')], scenario([...enter('wolf', CARDS.timberWolf.id, 'B', z(0, 0)), addConditions('wolf', 'Sleep', 1)]));
    given(log).when({ type: 'Attack', actor: seat('A'), data: { seat: 'A', attackerId: 'mage-A', attack: 0, target: { kind: 'object', id: 'wolf' } } }).thenMatches((e, s) => {
      const strike = e.find((x) => x.type === 'StrikeResolved');
      if (strike?.type !== 'StrikeResolved' || s.status !== 'active') throw new Error('no strike');
      const woke = strike.data.damage > 0;
      expect(s.objects.wolf.conditions.map((c) => c.condition)).toEqual([woke ? 'Daze' : 'Sleep']);
    });
  });

  it('mage-wars/ST-8 mage-wars/CB-9 a Flying creature meleeing a non-Flying guard loses Flying for the attack: the guard may counterstrike without Reach', () => {
    const log = play([activate('A', 'falcon'), { type: 'Attack', actor: seat('A'), data: { seat: 'A', attackerId: 'falcon', attack: 0, target: { kind: 'object', id: 'grizzly' } } }], scenario([...enter('falcon', CARDS.falcon.id, 'A', z(0, 0)), ...enter('grizzly', CARDS.grizzly.id, 'B', z(0, 0)), { type: 'GuardPlaced', data: { objectId: 'grizzly' } }]));
    expect(roundStep(stateOf(log))).toMatchObject({ kind: 'counterstrike', seat: 'B' });
    given(log).when({ type: 'DeclareCounterstrike', actor: seat('B'), data: { seat: 'B', attack: 0 } }).thenMatches((e) => {
      expect(e.filter((x) => x.type === 'AttackDeclared')[0]?.data).toMatchObject({ attackerId: 'grizzly', targets: ['falcon'], isCounterstrike: true });
    });
  });
});
