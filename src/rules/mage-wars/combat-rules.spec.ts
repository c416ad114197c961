// mage-wars §10 and §11 rules that need a crafted position (rules/mage-wars.md): avoided strikes (CB-13), barrier owner
// states (CB-25), counterstrike limits (CB-33), defense restrictions (DF-4..DF-6), zone attacks (CB-53), Flying (ST-10,
// ST-12, AR-12), Incorporeal (ST-15, ST-16), push and Slam (CB-36, TV-49, AR-6), teleport (AC-15, AC-17, AC-18).
import { deciderSpec } from '../core/testing/given';
import type { SeatId } from '../core/decider';
import type { Zone } from './arena';
import type { CardDefinition } from './cards/card-definition';
import type { EncounterCommand } from './commands';
import { strikeDamage } from './combat-math';
import type { EncounterEvent } from './events';
import { mageWars } from './index';
import { roundStep } from './round-step';
import type { SpellTarget } from './state';
import { CARDS, addConditions, book, createCommand, enter, play, seat, stateOf, teleportTo, toActions } from './testing/fixtures';

const given = deciderSpec(mageWars);
const z = (row: number, col: number): Zone => ({ row, col });
const A0 = z(0, 0);
const activate = (s: SeatId, objectId: string): EncounterCommand => ({ type: 'ActivateCreature', actor: seat(s), data: { seat: s, objectId } });
const attack = (attackerId: string, target: string, index = 0): EncounterCommand => ({ type: 'Attack', actor: seat('A'), data: { seat: 'A', attackerId, attack: index, target: { kind: 'object', id: target } } });
const types = (e: EncounterEvent[]): string[] => e.map((x) => x.type);
const doubleBear = { ...CARDS.grizzly, id: 'double-bear', attacks: [{ ...CARDS.grizzly.attacks[0], traits: [{ id: 'Doublestrike' as const }] }] };
const rangedOnly = { ...CARDS.bracers, id: 'arrow-ward', defenses: [{ minRoll: 5, uses: null, only: 'ranged' as const }] };
const everyAttack = { ...CARDS.bracers, id: 'blur', defenses: [{ minRoll: 1, uses: null }] };
const sniper = { ...CARDS.archer, id: 'sniper', traits: [{ id: 'Ranged' as const, value: 2 }], attacks: [{ name: 'Fire pot', action: 'full' as const, kind: 'ranged' as const, range: { min: 0, max: 1 }, zone: true, damageTypes: ['flame' as const], dice: 3, effects: [], traits: [] }] };
const pusher = { ...CARDS.timberWolf, id: 'pusher', attacks: [{ ...CARDS.timberWolf.attacks[0], effects: [{ min: 1, max: null, effects: [{ kind: 'push' as const }] }] }] };
const extra: CardDefinition[] = [doubleBear, rangedOnly, everyAttack, sniper, pusher];
const scenario = (events: EncounterEvent[], cards: CardDefinition[] = []): EncounterEvent[] =>
  toActions(createCommand({ cards: [...Object.values(CARDS), ...extra, ...cards] }), [[], []], events);
const wear = (mageId: string, cardId: string): EncounterEvent => ({ type: 'EquipmentAttached', data: { mageId, instanceId: `${cardId}-1`, cardId, slots: ['wrists'], returned: [] } });

describe('mage-wars §10.8 defenses in the sequence', () => {
  it('mage-wars/CB-13 mage-wars/DF-1 an avoided strike goes to step 5: the next strike has its own Avoid step (∞: once per attack)', () => {
    const log = play([activate('A', 'bear'), attack('bear', 'mage-B')], scenario([...enter('bear', 'double-bear', 'A', A0), teleportTo('mage-B', z(2, 1), A0), wear('mage-B', 'blur')]));
    const first = play([{ type: 'DeclareDefense', actor: seat('B'), data: { seat: 'B', defense: 'blur-1#0' } }], log);
    // The ∞ defense serves once per attack: the second strike has nothing left to decide and is rolled at once.
    expect(first.filter((e) => e.type === 'StrikeResolved').map((e) => e.type === 'StrikeResolved' && e.data.outcome)).toEqual(['avoided', 'hit']);
    expect(roundStep(stateOf(first)).kind).not.toBe('defend');
    given(log).when({ type: 'DeclareDefense', actor: seat('B'), data: { seat: 'B', defense: 'blur-1#1' } }).thenThrows('mage-wars/DF-1');
  });

  it('mage-wars/DF-4 mage-wars/DF-5 a ranged-only defense is not offered against a melee attack; defenses are optional', () => {
    const log = play([activate('A', 'mage-A')], scenario([teleportTo('mage-B', z(2, 1), A0), wear('mage-B', 'arrow-ward')]));
    given(log).when(attack('mage-A', 'mage-B')).thenMatches((e) => expect(types(e)).not.toContain('AttackAwaiting'));
    const shot = play([activate('A', 'archer'), attack('archer', 'mage-B', 1)], scenario([...enter('archer', CARDS.archer.id, 'A', z(0, 1)), wear('mage-B', 'arrow-ward'), teleportTo('mage-B', z(2, 1), z(1, 1))]));
    expect(roundStep(stateOf(shot))).toMatchObject({ kind: 'defend' });
    given(shot).when({ type: 'DeclareDefense', actor: seat('B'), data: { seat: 'B', defense: null } }).thenMatches((e) => expect(types(e)).toContain('StrikeResolved'));
  });

  it('mage-wars/DF-6 mage-wars/CB-51 no defense against an unavoidable (zone) attack', () => {
    const log = play([activate('A', 'pot')], scenario([...enter('pot', 'sniper', 'A', z(1, 0)), teleportTo('mage-B', z(2, 1), A0), wear('mage-B', 'blur')]));
    given(log).when({ type: 'Attack', actor: seat('A'), data: { seat: 'A', attackerId: 'pot', attack: 0, target: { kind: 'zone', zone: A0 } } }).thenMatches((e) => {
      expect(types(e)).not.toContain('AttackAwaiting');
    });
  });
});

describe('mage-wars §10.7 zone attacks', () => {
  it('mage-wars/CB-53 Ranged +X does not apply to a zone attack; one Daze roll for the whole zone', () => {
    const log = play([activate('A', 'pot')], scenario([...enter('pot', 'sniper', 'A', z(1, 0)), teleportTo('mage-B', z(2, 1), A0), ...enter('imp', CARDS.imp.id, 'B', A0), addConditions('pot', 'Daze', 1)]));
    given(log).when({ type: 'Attack', actor: seat('A'), data: { seat: 'A', attackerId: 'pot', attack: 0, target: { kind: 'zone', zone: A0 } } }).thenMatches((e) => {
      expect(e.filter((x) => x.type === 'DazeChecked')).toHaveLength(1);
      for (const s of e.filter((x) => x.type === 'StrikeResolved')) if (s.type === 'StrikeResolved' && s.data.outcome === 'hit') expect(s.data.diceCount).toBe(3);
    });
  });
});

describe('mage-wars §10.2 barrier and counterstrike limits', () => {
  it('mage-wars/CB-25 a damage barrier ignores its owner’s Daze and Weak', () => {
    const log = play([activate('A', 'mage-A')], scenario([...enter('thorn', CARDS.thornBeast.id, 'B', A0), addConditions('thorn', 'Daze', 2), addConditions('thorn', 'Weak', 2)]));
    given(log).when(attack('mage-A', 'thorn')).thenMatches((e) => {
      expect(types(e)).not.toContain('DazeChecked');
      const barrier = e.filter((x) => x.type === 'StrikeResolved')[1];
      expect(barrier?.type === 'StrikeResolved' && barrier.data.diceCount).toBe(2);
    });
  });

  it('mage-wars/CB-33 an incapacitated guard cannot counterstrike; a counterstrike triggers the original attacker’s barrier (policy)', () => {
    const stunned = play([activate('A', 'mage-A')], scenario([...enter('hydra', CARDS.hydra.id, 'B', A0), addConditions('hydra', 'Stun', 1)]));
    given(stunned).when(attack('mage-A', 'hydra')).thenMatches((e) => expect(types(e)).not.toContain('AttackAwaiting'));
    const thorny = play([activate('A', 'thorn'), attack('thorn', 'hydra')], scenario([...enter('thorn', CARDS.thornBeast.id, 'A', A0), ...enter('hydra', CARDS.hydra.id, 'B', A0)]));
    expect(roundStep(stateOf(thorny))).toMatchObject({ kind: 'counterstrike', seat: 'B' });
    given(thorny).when({ type: 'DeclareCounterstrike', actor: seat('B'), data: { seat: 'B', attack: 0 } }).thenMatches((e) => {
      expect(e.filter((x) => x.type === 'AttackDeclared').map((x) => x.type === 'AttackDeclared' && x.data.kind)).toEqual(['melee', 'barrier']);
    });
  });
});

describe('mage-wars §8.3 Flying and §8.4 Incorporeal in combat', () => {
  it('mage-wars/ST-10 a Flying attacker going for a Flying target ignores the guards', () => {
    const log = play([activate('A', 'falcon')], scenario([...enter('falcon', CARDS.falcon.id, 'A', A0), ...enter('grizzly', CARDS.grizzly.id, 'B', A0), { type: 'GuardPlaced', data: { objectId: 'grizzly' } }, ...enter('bird', CARDS.falcon.id, 'B', A0)]));
    given(log).when(attack('falcon', 'bird')).thenMatches((e) => expect(types(e)).toContain('AttackDeclared'));
    // ST-10: against a non-Flying creature in the guarded zone, the guard applies again.
    given(log).when(attack('falcon', 'mage-A')).thenThrows('mage-wars/GD-2');
  });

  it('mage-wars/AR-12 mage-wars/ST-12 walls never block line of sight to a Flying creature', () => {
    const wall: EncounterEvent = { type: 'ObjectEntered', data: { objectId: 'wall', cardId: 'wall-of-thorns', instanceId: 'B-w', kind: 'wall', owner: 'B', zone: null, border: [A0, z(1, 0)], attachedTo: null } };
    const log = play([activate('A', 'archer')], scenario([...enter('archer', CARDS.archer.id, 'A', A0), wall, ...enter('bird', CARDS.falcon.id, 'B', z(1, 0)), ...enter('imp', CARDS.imp.id, 'B', z(1, 0))]));
    given(log).when(attack('archer', 'bird', 1)).thenMatches((e) => expect(types(e)).toContain('AttackDeclared'));
    given(log).when(attack('archer', 'imp', 1)).thenThrows('mage-wars/AR-9');
  });

  it('mage-wars/ST-15 mage-wars/ST-16 a normal attack against the Incorporeal counts only 1s and applies no effect; an Ethereal one counts all', () => {
    const log = play([activate('A', 'mage-A')], scenario([...enter('spirit', CARDS.spirit.id, 'B', A0)]));
    given(log).when(attack('mage-A', 'spirit')).thenMatches((e) => {
      const roll = e.find((x) => x.type === 'DiceRolled' && x.data.purpose === 'attack');
      const strike = e.find((x) => x.type === 'StrikeResolved');
      if (roll?.type !== 'DiceRolled' || roll.data.outcome.die !== 'attack' || strike?.type !== 'StrikeResolved') throw new Error('no strike');
      expect(strike.data.damage).toBe(strikeDamage(roll.data.outcome.faces, { armor: 0, piercing: 0, incorporeal: true, ethereal: false }));
    });
    const cmd = createCommand({ players: [{ name: 'a', mageClass: 'Priestess', spellbook: book(CARDS.pillar) }, { name: 'b', mageClass: 'Warlock', spellbook: book(CARDS.block) }] });
    const priest = play([activate('A', 'mage-A')], toActions(cmd, [['A-1'], []], enter('spirit', CARDS.spirit.id, 'B', A0)));
    given(priest).when({ type: 'CastSpell', actor: seat('A'), data: { seat: 'A', casterId: 'mage-A', instanceId: 'A-1', target: { kind: 'object', id: 'spirit' } } }).thenMatches((e) => {
      const roll = e.find((x) => x.type === 'DiceRolled' && x.data.purpose === 'attack');
      const strike = e.find((x) => x.type === 'StrikeResolved');
      if (roll?.type !== 'DiceRolled' || roll.data.outcome.die !== 'attack' || strike?.type !== 'StrikeResolved') throw new Error('no strike');
      expect(strike.data.damage).toBe(strikeDamage(roll.data.outcome.faces, { armor: 0, piercing: 0, incorporeal: true, ethereal: true }));
      expect(strike.data.effectRoll).not.toBeNull();
    });
  });
});

describe('mage-wars §11.3 push, Slam and teleport', () => {
  it('mage-wars/CB-36 mage-wars/TV-49 mage-wars/AR-6 a push is instant (no marker); into the arena edge it is a Slam: an unavoidable 3-die attack', () => {
    const cmd = createCommand({ cards: [...Object.values(CARDS), ...extra], players: [{ name: 'a', mageClass: 'Warlock', spellbook: book(CARDS.forcePush) }, { name: 'b', mageClass: 'Wizard', spellbook: book(CARDS.block) }] });
    const log = play([activate('A', 'mage-A')], toActions(cmd, [['A-1'], []], [teleportTo('mage-B', z(2, 1), z(0, 1)), ...enter('imp', CARDS.imp.id, 'B', z(1, 0))]));
    const push = (id: string): EncounterCommand => ({ type: 'CastSpell', actor: seat('A'), data: { seat: 'A', casterId: 'mage-A', instanceId: 'A-1', target: { kind: 'object', id } as SpellTarget } });
    given(log).when(push('imp')).thenMatches((e, s) => {
      expect(e.find((x) => x.type === 'CreaturePushed')?.data).toEqual({ objectId: 'imp', from: z(1, 0), to: z(2, 0) });
      expect(s.status === 'active' && s.objects.imp.conditions).toEqual([]);
    });
    // Mage B at (0,1) pushed east from (0,0): the edge (the apprentice arena has 2 columns) → Slam, 3 dice.
    given(log).when(push('mage-B')).thenMatches((e) => {
      expect(types(e)).not.toContain('CreaturePushed');
      const slam = e.find((x) => x.type === 'DiceRolled' && x.data.purpose === 'attack');
      expect(slam?.type === 'DiceRolled' && slam.data.count).toBe(3);
    });
  });

  it('mage-wars/AC-15 mage-wars/AC-17 mage-wars/AC-18 teleport ignores walls and may target its own zone; Unmovable does not stop it', () => {
    const cmd = createCommand({ players: [{ name: 'a', mageClass: 'Warlock', spellbook: book(CARDS.teleport) }, { name: 'b', mageClass: 'Wizard', spellbook: book(CARDS.block) }] });
    const wall: EncounterEvent = { type: 'ObjectEntered', data: { objectId: 'wall', cardId: 'wall-of-thorns', instanceId: 'B-w', kind: 'wall', owner: 'B', zone: null, border: [A0, z(1, 0)], attachedTo: null } };
    const log = play([activate('A', 'mage-A')], toActions(cmd, [['A-1'], []], [wall]));
    const tp = (to: Zone): EncounterCommand => ({ type: 'CastSpell', actor: seat('A'), data: { seat: 'A', casterId: 'mage-A', instanceId: 'A-1', target: { kind: 'object', id: 'mage-A' }, to } });
    given(log).when(tp(z(2, 0))).thenMatches((e) => expect(e.find((x) => x.type === 'CreatureTeleported')?.data).toEqual({ objectId: 'mage-A', from: A0, to: z(2, 0) }));
    given(log).when(tp(A0)).thenMatches((e) => expect(types(e)).toContain('CreatureTeleported'));
  });
});

describe('mage-wars §9.4 reveal windows', () => {
  it('mage-wars/RD-24 mage-wars/SP-7 mage-wars/EN-15 the opponent may reveal right after an activation or in a casting step', () => {
    const agony: EncounterEvent = { type: 'EnchantmentAttached', data: { enchantmentId: 'e1', instanceId: 'B-9', cardId: 'agony', seat: 'B', target: { kind: 'object', id: 'mage-A' } } };
    const activated = play([activate('A', 'mage-A')], scenario([agony]));
    given(activated).when({ type: 'RevealEnchantment', actor: seat('B'), data: { seat: 'B', enchantmentId: 'e1', pay: true } }).thenMatches((e) => expect(types(e)).toEqual(['ManaSpent', 'EnchantmentRevealed']));
  });

  it('mage-wars/TV-56 Agony revealed after the Declare step: the attacker rolls 2 fewer dice at step 3', () => {
    const agony: EncounterEvent = { type: 'EnchantmentAttached', data: { enchantmentId: 'e1', instanceId: 'B-9', cardId: 'agony', seat: 'B', target: { kind: 'object', id: 'bear' } } };
    const waiting = play([activate('A', 'bear'), attack('bear', 'mage-B')], scenario([...enter('bear', CARDS.grizzly.id, 'A', A0), teleportTo('mage-B', z(2, 1), A0), wear('mage-B', 'blur'), agony]));
    const revealed = play([{ type: 'RevealEnchantment', actor: seat('B'), data: { seat: 'B', enchantmentId: 'e1', pay: true } }], waiting);
    given(revealed).when({ type: 'DeclareDefense', actor: seat('B'), data: { seat: 'B', defense: null } }).thenMatches((e) => {
      expect(e.find((x) => x.type === 'StrikeResolved')?.data).toMatchObject({ diceCount: 2 });
    });
  });

  it('mage-wars/CP-1 dice pools are not capped by the box (12 dice are rolled)', () => {
    const huge = { ...CARDS.grizzly, id: 'titan', attacks: [{ ...CARDS.grizzly.attacks[0], dice: 12 }] };
    const log = play([activate('A', 'titan')], scenario([...enter('titan', 'titan', 'A', A0), ...enter('imp', CARDS.timberWolf.id, 'B', A0)], [huge]));
    given(log).when(attack('titan', 'imp')).thenMatches((e) => expect(e.find((x) => x.type === 'StrikeResolved')?.data).toMatchObject({ diceCount: 12 }));
  });
});

describe('mage-wars §10.9 incapacitated guards', () => {
  it('mage-wars/GD-6 a guard that becomes incapacitated loses its guard marker at once (§11.2)', () => {
    const cmd = createCommand({ players: [{ name: 'a', mageClass: 'Wizard', spellbook: book(CARDS.sleep) }, { name: 'b', mageClass: 'Warlock', spellbook: book(CARDS.block) }] });
    const log = play([activate('A', 'mage-A')], toActions(cmd, [['A-1'], []], [...enter('wolf', CARDS.timberWolf.id, 'B', A0), { type: 'GuardPlaced', data: { objectId: 'wolf' } }]));
    given(log).when({ type: 'CastSpell', actor: seat('A'), data: { seat: 'A', casterId: 'mage-A', instanceId: 'A-1', target: { kind: 'object', id: 'wolf' } } }).thenMatches((e, s) => {
      expect(types(e)).toEqual(expect.arrayContaining(['ConditionsAdded', 'GuardRemoved']));
      expect(s.status === 'active' && s.objects.wolf.guard).toBe(false);
    });
  });
});

describe('mage-wars GD-8 Bloodthirsty, CB-34 Sweeping, ST-9', () => {
  const slayer = { ...CARDS.grizzly, id: 'slayer', subtypes: ['Demon'], traits: [{ id: 'Bloodthirsty' as const, value: 2 }] };
  const sweeper = { ...CARDS.grizzly, id: 'sweeper', attacks: [{ ...CARDS.grizzly.attacks[0], traits: [{ id: 'Sweeping' as const }] }] };
  const wings = { ...CARDS.rhinoHide, id: 'eagle-wings', grants: [{ id: 'Flying' as const }] };
  const cards = [slayer, sweeper, wings];

  it('mage-wars/GD-8 mage-wars/GD-7 a Bloodthirsty creature next to a wounded Living enemy must melee it: no move, no guard, no other target', () => {
    const log = play([activate('A', 's')], scenario([...enter('s', 'slayer', 'A', A0), ...enter('wolf', CARDS.timberWolf.id, 'B', A0), { type: 'DamageDealt', data: { objectId: 'wolf', amount: 1, direct: true, source: 't' } }, ...enter('imp', CARDS.imp.id, 'B', A0)], cards));
    given(log).when({ type: 'MoveCreature', actor: seat('A'), data: { seat: 'A', objectId: 's', to: z(1, 0) } }).thenThrows('mage-wars/GD-8');
    given(log).when({ type: 'Guard', actor: seat('A'), data: { seat: 'A', objectId: 's' } }).thenThrows('mage-wars/GD-8');
    given(log).when(attack('s', 'imp')).thenThrows('mage-wars/GD-8');
    given(log).when(attack('s', 'wolf')).thenMatches((e) => expect(types(e)).toContain('AttackDeclared'));
    const unhurt = play([activate('A', 's')], scenario([...enter('s', 'slayer', 'A', A0), ...enter('wolf', CARDS.timberWolf.id, 'B', A0)], cards));
    given(unhurt).when({ type: 'MoveCreature', actor: seat('A'), data: { seat: 'A', objectId: 's', to: z(1, 0) } }).thenMatches((e) => expect(types(e)).toEqual(['CreatureMoved']));
  });

  it('mage-wars/CB-34 Sweeping attacks a second object of the zone after the first, each from step 1; without Sweeping it is refused', () => {
    const log = play([activate('A', 'sw')], scenario([...enter('sw', 'sweeper', 'A', A0), ...enter('wolf', CARDS.timberWolf.id, 'B', A0), ...enter('imp', CARDS.imp.id, 'B', A0)], cards));
    const sweep = (attacker: string): EncounterCommand => ({ type: 'Attack', actor: seat('A'), data: { seat: 'A', attackerId: attacker, attack: 0, target: { kind: 'object', id: 'wolf' }, sweep: 'imp' } });
    given(log).when(sweep('sw')).thenMatches((e) => {
      expect(e.filter((x) => x.type === 'TargetCompleted').map((x) => x.type === 'TargetCompleted' && x.data.targetId)).toEqual(['wolf', 'imp']);
    });
    const plain = play([activate('A', 'g')], scenario([...enter('g', CARDS.grizzly.id, 'A', A0), ...enter('wolf', CARDS.timberWolf.id, 'B', A0), ...enter('imp', CARDS.imp.id, 'B', A0)], cards));
    given(plain).when(sweep('g')).thenThrows('mage-wars/CB-34');
  });

  it('mage-wars/ST-9 Flying gained in the middle of an attack changes nothing until the attack is over', () => {
    const wingsOn: EncounterEvent = { type: 'EnchantmentAttached', data: { enchantmentId: 'e-w', instanceId: 'B-w', cardId: 'eagle-wings', seat: 'B', target: { kind: 'object', id: 'mage-B' } } };
    const waiting = play([activate('A', 'mage-A'), attack('mage-A', 'mage-B')], scenario([teleportTo('mage-B', z(2, 1), A0), wear('mage-B', 'blur'), wingsOn], cards));
    const flying = play([{ type: 'RevealEnchantment', actor: seat('B'), data: { seat: 'B', enchantmentId: 'e-w', pay: true } }], waiting);
    given(flying).when({ type: 'DeclareDefense', actor: seat('B'), data: { seat: 'B', defense: null } }).thenMatches((e) => {
      expect(e.find((x) => x.type === 'StrikeResolved')?.data).toMatchObject({ outcome: 'hit' });
    });
  });
});
