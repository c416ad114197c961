// mage-wars §7 casting and the six spell types, §9 enchantments and equipment (rules/mage-wars.md): SP-1..SP-5, RD-19,
// RD-20, ST-1, ST-25, ST-26, ST-30, EN-1..EN-13, EQ-1..EQ-6, CB-4, CB-50..CB-52, TV-06..TV-09, TV-13, TV-59, TV-61, TV-62.
import { deciderSpec } from '../core/testing/given';
import type { SeatId } from '../core/decider';
import type { Zone } from './arena';
import type { CardDefinition } from './cards/card-definition';
import type { CastSpell, EncounterCommand } from './commands';
import type { EncounterEvent } from './events';
import { mageWars } from './index';
import { roundStep } from './round-step';
import { armorOf } from './traits';
import type { SpellTarget } from './state';
import { CARDS, addConditions, book, createCommand, enter, manaTo, play, seat, stateOf, teleportTo, toActions } from './testing/fixtures';

const given = deciderSpec(mageWars);
const z = (row: number, col: number): Zone => ({ row, col });
const activate = (s: SeatId, objectId: string): EncounterCommand => ({ type: 'ActivateCreature', actor: seat(s), data: { seat: s, objectId } });
const cast = (s: SeatId, instanceId: string, target: SpellTarget, more: Partial<CastSpell['data']> = {}): EncounterCommand => ({
  type: 'CastSpell', actor: seat(s), data: { seat: s, casterId: `mage-${s}`, instanceId, target, ...more },
});
const obj = (id: string): SpellTarget => ({ kind: 'object', id });
const types = (e: EncounterEvent[]): string[] => e.map((x) => x.type);

/** Seat A's book is `cards` (instance ids, …), all prepared; B holds Nullify and Block. */
function withBook(cards: CardDefinition[], extra: EncounterEvent[] = [], prepared = cards.map((_, i) => `A-${i + 1}`).slice(0, 2)): EncounterEvent[] {
  const cmd = createCommand({ players: [{ name: 'a', mageClass: 'Warlock', spellbook: book(...cards) }, { name: 'b', mageClass: 'Priestess', spellbook: book(CARDS.nullify, CARDS.block) }] });
  return toActions(cmd, [prepared, []], extra);
}

describe('mage-wars §7.3 the casting sequence', () => {
  const log = withBook([CARDS.fireball, CARDS.minorHeal], [teleportTo('mage-B', z(2, 1), z(1, 0))]);
  const acting = play([activate('A', 'mage-A')], log);

  it('mage-wars/TV-08 mage-wars/SP-3 mage-wars/CB-4 Fireball (8) at the enemy Mage in range: mana m − 8, then a ranged attack', () => {
    given(acting).when(cast('A', 'A-1', obj('mage-B'))).thenMatches((e, after) => {
      expect(types(e).slice(0, 4)).toEqual(['SpellCast', 'ManaSpent', 'ActionUsed', 'AttackDeclared']);
      expect(e[1].data).toMatchObject({ amount: 8 });
      expect(e.find((x) => x.type === 'AttackDeclared')?.data).toMatchObject({ kind: 'ranged', spellCastId: 'c0' });
      expect(after.status === 'active' && after.seats.A!.mana).toBe(12);
      expect(after.status === 'active' && after.seats.A!.discard.map((c) => c.cardId)).toEqual(['fireball']);
    });
  });

  it('mage-wars/SP-2 only a prepared spell may be cast', () => {
    const unprepared = play([activate('A', 'mage-A')], withBook([CARDS.fireball, CARDS.minorHeal, CARDS.sleep], [], ['A-1']));
    given(unprepared).when(cast('A', 'A-3', obj('mage-A'))).thenThrows('mage-wars/SP-2');
  });

  it('mage-wars/SP-3 a target out of range, or of the wrong kind, or unaffordable is refused', () => {
    const far = play([activate('A', 'mage-A')], withBook([CARDS.fireball, CARDS.minorHeal]));
    given(far).when(cast('A', 'A-1', obj('mage-B'))).thenThrows('mage-wars/SP-3'); // distance 3 > 2
    given(acting).when(cast('A', 'A-1', { kind: 'zone', zone: z(0, 0) })).thenThrows('mage-wars/SP-3');
    const poor = play([activate('A', 'mage-A')], withBook([CARDS.fireball, CARDS.minorHeal], [teleportTo('mage-B', z(2, 1), z(1, 0)), { type: 'ManaSpent', data: { seat: 'A', amount: 13, fromObject: null, reason: 'test' } }]));
    given(poor).when(cast('A', 'A-1', obj('mage-B'))).thenThrows('mage-wars/SP-3');
  });

  it('mage-wars/TV-06 mage-wars/TV-07 mage-wars/SP-1 Sleep costs 2 × the target level: 6 on a level-3 creature, 12 on a Mage', () => {
    const l = play([activate('A', 'mage-A')], withBook([CARDS.sleep, CARDS.minorHeal], [...enter('g', CARDS.grizzly.id, 'B', z(0, 0)), teleportTo('mage-B', z(2, 1), z(1, 0))]));
    given(l).when(cast('A', 'A-1', obj('g'))).thenMatches((e) => expect(e[1].data).toMatchObject({ amount: 6 }));
    given(l).when(cast('A', 'A-1', obj('mage-B'))).thenMatches((e) => expect(e[1].data).toMatchObject({ amount: 12 }));
  });

  it('mage-wars/SP-4 mage-wars/TV-09 an enemy Nullify on the target: the spell waits; paid, it is countered and the mana and action are lost', () => {
    const nullify: EncounterEvent = { type: 'EnchantmentAttached', data: { enchantmentId: 'e-n', instanceId: 'B-1', cardId: 'nullify', seat: 'B', target: obj('mage-B') } };
    const l = play([activate('A', 'mage-A'), cast('A', 'A-1', obj('mage-B'))], withBook([CARDS.fireball, CARDS.minorHeal], [teleportTo('mage-B', z(2, 1), z(1, 0)), nullify]));
    expect(roundStep(stateOf(l))).toMatchObject({ kind: 'counterSpell', seat: 'B' });
    given(l).when({ type: 'RespondToSpell', actor: seat('A'), data: { seat: 'A', pay: true } }).thenThrows('mage-wars/SP-4');
    given(l).when({ type: 'RespondToSpell', actor: seat('B'), data: { seat: 'B', pay: true } }).thenMatches((e, after) => {
      expect(types(e)).toEqual(['ManaSpent', 'EnchantmentRevealed', 'SpellCountered', 'EnchantmentDestroyed', 'ActionPhaseEnded']);
      expect(after.status === 'active' && after.seats.A!.mana).toBe(12);
      expect(after.status === 'active' && after.seats.A!.discard.map((c) => c.cardId)).toEqual(['fireball']);
    });
    given(l).when({ type: 'RespondToSpell', actor: seat('B'), data: { seat: 'B', pay: false } }).thenMatches((e) => expect(types(e)).toContain('AttackDeclared'));
  });

  it('mage-wars/SP-5 a target that is gone at resolution counters the spell', () => {
    const nullify: EncounterEvent = { type: 'EnchantmentAttached', data: { enchantmentId: 'e-n', instanceId: 'B-1', cardId: 'nullify', seat: 'B', target: obj('mage-B') } };
    const l = play([activate('A', 'mage-A'), cast('A', 'A-1', obj('mage-B'))], withBook([CARDS.fireball, CARDS.minorHeal], [teleportTo('mage-B', z(2, 1), z(1, 0)), nullify]));
    const moved = [...l, teleportTo('mage-B', z(1, 0), z(2, 1))];
    given(moved).when({ type: 'RespondToSpell', actor: seat('B'), data: { seat: 'B', pay: false } }).thenMatches((e) => {
      expect(e.find((x) => x.type === 'SpellCountered')?.data).toMatchObject({ castId: 'c0' });
      expect(types(e)).not.toContain('AttackDeclared');
    });
  });
});

describe('mage-wars §5.8 quickcast', () => {
  it('mage-wars/RD-19 mage-wars/RD-20 mage-wars/RD-21 a quick spell in the first quickcast phase; a full spell never', () => {
    const cmd = createCommand({ players: [{ name: 'a', mageClass: 'Warlock', spellbook: book(CARDS.minorHeal, CARDS.firestorm) }, { name: 'b', mageClass: 'Priestess', spellbook: book(CARDS.block) }] });
    const planned = play([cmd, { type: 'PlanSpells', actor: seat('A'), data: { seat: 'A', instanceIds: ['A-1', 'A-2'] } }, { type: 'PlanSpells', actor: seat('B'), data: { seat: 'B', instanceIds: [] } }]);
    given(planned).when(cast('A', 'A-1', obj('mage-A'), { quickcast: true })).thenMatches((e, after) => {
      expect(types(e)).toContain('SpellResolved');
      expect(after.status === 'active' && after.seats.A!.quickcastReady).toBe(false);
      expect(after.status === 'active' && roundStep(after)).toMatchObject({ kind: 'quickcast', seat: 'B' });
    });
    given(planned).when(cast('A', 'A-2', { kind: 'zone', zone: z(0, 0) }, { quickcast: true })).thenThrows('mage-wars/RD-19');
    given(planned).when(cast('B', 'B-1', obj('mage-B'), { quickcast: true })).thenThrows('mage-wars/SP-2');
  });

  it('mage-wars/AC-6 mage-wars/RD-21 the Mage quickcasts and still has its action phase: two spells in one round; a second quickcast is refused', () => {
    const cmd = createCommand({ players: [{ name: 'a', mageClass: 'Warlock', spellbook: book(CARDS.minorHeal, CARDS.rhinoHide) }, { name: 'b', mageClass: 'Priestess', spellbook: book(CARDS.block) }] });
    const planned = play([cmd, { type: 'PlanSpells', actor: seat('A'), data: { seat: 'A', instanceIds: ['A-1', 'A-2'] } }, { type: 'PlanSpells', actor: seat('B'), data: { seat: 'B', instanceIds: [] } }]);
    const quick = play([cast('A', 'A-1', obj('mage-A'), { quickcast: true }), { type: 'PassQuickcast', actor: seat('B'), data: { seat: 'B' } }, activate('A', 'mage-A')], planned);
    given(quick).when(cast('A', 'A-2', obj('mage-A'), { quickcast: true })).thenThrows('mage-wars/RD-19');
    given(quick).when(cast('A', 'A-2', obj('mage-A'))).thenMatches((e) => expect(e.map((x) => x.type)).toContain('EnchantmentAttached'));
  });
});

describe('mage-wars §7.4 spell types', () => {
  it('mage-wars/ST-1 mage-wars/RD-22 a creature appears inactive in its caster’s zone', () => {
    const l = play([activate('A', 'mage-A')], withBook([CARDS.timberWolf, CARDS.minorHeal]));
    given(l).when(cast('A', 'A-1', { kind: 'zone', zone: z(1, 0) })).thenThrows('mage-wars/SP-3');
    given(l).when(cast('A', 'A-1', { kind: 'zone', zone: z(0, 0) })).thenMatches((e, after) => {
      expect(e.find((x) => x.type === 'ObjectEntered')?.data).toMatchObject({ objectId: 'o-A-1', kind: 'creature', zone: z(0, 0) });
      expect(after.status === 'active' && after.objects['o-A-1'].actionReady).toBe(false);
    });
  });

  it('mage-wars/CB-50 mage-wars/CB-51 mage-wars/CB-52 a zone attack hits every creature in the zone, the caster included (G4), unavoidably', () => {
    const l = play([activate('A', 'mage-A')], withBook([CARDS.firestorm, CARDS.minorHeal], [...enter('wolf', CARDS.timberWolf.id, 'B', z(0, 0)), ...enter('bird', CARDS.falcon.id, 'B', z(1, 0))]));
    given(l).when(cast('A', 'A-1', { kind: 'zone', zone: z(0, 0) })).thenMatches((e) => {
      expect(e.find((x) => x.type === 'AttackDeclared')?.data.targets).toEqual(['mage-A', 'wolf']);
      expect(types(e)).not.toContain('AttackAwaiting');
      expect(e.filter((x) => x.type === 'StrikeResolved')).toHaveLength(2);
    });
  });

  it('mage-wars/ST-30 a wall goes on a border in range, one per border', () => {
    const l = play([activate('A', 'mage-A')], withBook([CARDS.wallOfThorns, CARDS.minorHeal]));
    given(l).when(cast('A', 'A-1', { kind: 'border', a: z(0, 0), b: z(1, 0) })).thenMatches((e) => expect(e.find((x) => x.type === 'ObjectEntered')?.data).toMatchObject({ kind: 'wall', border: [z(0, 0), z(1, 0)] }));
    given(l).when(cast('A', 'A-1', { kind: 'border', a: z(0, 0), b: z(1, 1) })).thenThrows('mage-wars/SP-3');
    const taken: EncounterEvent = { type: 'ObjectEntered', data: { objectId: 'w0', cardId: 'wall-of-thorns', instanceId: 'B-9', kind: 'wall', owner: 'B', zone: null, border: [z(1, 0), z(0, 0)], attachedTo: null } };
    const l2 = play([activate('A', 'mage-A')], withBook([CARDS.wallOfThorns, CARDS.minorHeal], [taken]));
    given(l2).when(cast('A', 'A-1', { kind: 'border', a: z(0, 0), b: z(1, 0) })).thenThrows('mage-wars/ST-30');
  });

  it('mage-wars/ST-26 mage-wars/TV-59 mage-wars/AC-16 Stranglevine on a creature; a teleport (even 0 zones) destroys it', () => {
    const l = play([activate('A', 'mage-A')], withBook([CARDS.stranglevine, CARDS.teleport], [...enter('wolf', CARDS.timberWolf.id, 'B', z(0, 0))]));
    const vined = play([cast('A', 'A-1', obj('wolf'))], l);
    expect(stateOf(vined).objects['o-A-1']).toMatchObject({ attachedTo: 'wolf', kind: 'conjuration' });
    // Teleport the wolf to its own zone: the vine is destroyed, damage and conditions stay.
    const l3 = play([activate('A', 'mage-A')], withBook([CARDS.teleport, CARDS.minorHeal], [...enter('wolf', CARDS.timberWolf.id, 'B', z(0, 0)), { type: 'ObjectEntered', data: { objectId: 'vine', cardId: 'stranglevine', instanceId: 'A-9', kind: 'conjuration', owner: 'A', zone: null, border: null, attachedTo: 'wolf' } }, addConditions('wolf', 'Weak', 1)]));
    given(l3).when(cast('A', 'A-1', obj('wolf'), { to: z(0, 0) })).thenMatches((e, after) => {
      expect(types(e)).toEqual(expect.arrayContaining(['ObjectDestroyed', 'CreatureTeleported']));
      expect(after.status === 'active' && after.objects.vine).toBeUndefined();
      expect(after.status === 'active' && after.objects.wolf.conditions).toHaveLength(1);
    });
  });

  it('mage-wars/EN-1 mage-wars/EN-7 mage-wars/EN-10 an enchantment is cast face down for 2 and has no effect while hidden', () => {
    const l = play([activate('A', 'mage-A')], withBook([CARDS.rhinoHide, CARDS.minorHeal]));
    given(l).when(cast('A', 'A-1', obj('mage-A'))).thenMatches((e, after) => {
      expect(e[1].data).toMatchObject({ amount: 2 });
      expect(after.status === 'active' && after.enchantments).toEqual([expect.objectContaining({ hidden: true, cardId: 'rhino-hide' })]);
    });
  });

  it('mage-wars/EN-8 mage-wars/EN-12 mage-wars/EN-14 revealing pays the reveal cost and the enchantment starts working', () => {
    const hidden: EncounterEvent = { type: 'EnchantmentAttached', data: { enchantmentId: 'e1', instanceId: 'A-1', cardId: 'rhino-hide', seat: 'A', target: obj('mage-A') } };
    const l = withBook([CARDS.rhinoHide, CARDS.minorHeal], [hidden]);
    given(l).when({ type: 'RevealEnchantment', actor: seat('A'), data: { seat: 'A', enchantmentId: 'e1', pay: true } }).thenMatches((e, after) => {
      expect(types(e)).toEqual(['ManaSpent', 'EnchantmentRevealed']);
      expect(after.status === 'active' && armorOf(after, after.objects['mage-A'])).toBe(2);
    });
    given(l).when({ type: 'RevealEnchantment', actor: seat('A'), data: { seat: 'A', enchantmentId: 'e1', pay: false } }).thenMatches((e) => expect(types(e)).toEqual(['EnchantmentRevealed', 'EnchantmentDestroyed']));
    given(l).when({ type: 'RevealEnchantment', actor: seat('B'), data: { seat: 'B', enchantmentId: 'e1', pay: true } }).thenThrows('mage-wars/EN-6');
  });

  it('mage-wars/TV-13 mage-wars/EN-9 Harmonize (reveal 2, Magebind +2): 4 on a Mage, 2 elsewhere', () => {
    const onMage: EncounterEvent = { type: 'EnchantmentAttached', data: { enchantmentId: 'e1', instanceId: 'A-1', cardId: 'harmonize', seat: 'A', target: obj('mage-A') } };
    const onWolf: EncounterEvent = { type: 'EnchantmentAttached', data: { enchantmentId: 'e2', instanceId: 'A-2', cardId: 'harmonize', seat: 'A', target: obj('wolf') } };
    const l = withBook([CARDS.harmonize, CARDS.harmonize], [...enter('wolf', CARDS.timberWolf.id, 'A', z(0, 0)), onMage, onWolf]);
    given(l).when({ type: 'RevealEnchantment', actor: seat('A'), data: { seat: 'A', enchantmentId: 'e1', pay: true } }).thenMatches((e) => expect(e[0].data).toMatchObject({ amount: 4 }));
    given(l).when({ type: 'RevealEnchantment', actor: seat('A'), data: { seat: 'A', enchantmentId: 'e2', pay: true } }).thenMatches((e) => expect(e[0].data).toMatchObject({ amount: 2 }));
  });

  it('mage-wars/EN-4 mage-wars/TV-62 two Bear Strengths on one creature: the second one revealed is destroyed', () => {
    const mine: EncounterEvent = { type: 'EnchantmentAttached', data: { enchantmentId: 'e1', instanceId: 'A-1', cardId: 'bear-strength', seat: 'A', target: obj('mage-A') } };
    const theirs: EncounterEvent = { type: 'EnchantmentAttached', data: { enchantmentId: 'e2', instanceId: 'B-7', cardId: 'bear-strength', seat: 'B', target: obj('mage-A') } };
    const first = play([{ type: 'RevealEnchantment', actor: seat('A'), data: { seat: 'A', enchantmentId: 'e1', pay: true } }], withBook([CARDS.bearStrength, CARDS.minorHeal], [mine, theirs]));
    given(first).when({ type: 'RevealEnchantment', actor: seat('B'), data: { seat: 'B', enchantmentId: 'e2', pay: true } }).thenMatches((e) => {
      expect(e[e.length - 1]).toMatchObject({ type: 'EnchantmentDestroyed', data: { enchantmentId: 'e2' } });
    });
  });

  it('mage-wars/EN-13 an enchantment revealed on the wrong kind of target is destroyed', () => {
    const wrong: EncounterEvent = { type: 'EnchantmentAttached', data: { enchantmentId: 'e1', instanceId: 'A-1', cardId: 'agony', seat: 'A', target: { kind: 'zone', zone: z(1, 0) } } };
    given(withBook([CARDS.agony, CARDS.minorHeal], [wrong])).when({ type: 'RevealEnchantment', actor: seat('A'), data: { seat: 'A', enchantmentId: 'e1', pay: true } }).thenMatches((e) => {
      expect(e[e.length - 1]).toMatchObject({ type: 'EnchantmentDestroyed' });
    });
  });

  it('mage-wars/EN-20 a mandatory enchantment revealed outside its trigger is destroyed without effect', () => {
    const block: EncounterEvent = { type: 'EnchantmentAttached', data: { enchantmentId: 'e1', instanceId: 'A-1', cardId: 'block', seat: 'A', target: obj('mage-A') } };
    given(withBook([CARDS.block, CARDS.minorHeal], [block])).when({ type: 'RevealEnchantment', actor: seat('A'), data: { seat: 'A', enchantmentId: 'e1', pay: true } }).thenMatches((e) => {
      expect(types(e)).toEqual(['EnchantmentRevealed', 'EnchantmentDestroyed']);
    });
  });

  it('mage-wars/EQ-1 mage-wars/EQ-3 mage-wars/EQ-4 mage-wars/TV-61 equipment goes on a Mage; a second chest piece sends the first back to the spellbook', () => {
    const l = play([activate('A', 'mage-A')], withBook([CARDS.bearskin, CARDS.dragonscale], [...enter('wolf', CARDS.timberWolf.id, 'A', z(0, 0))]));
    given(l).when(cast('A', 'A-1', obj('wolf'))).thenThrows('mage-wars/SP-3');
    const worn = play([cast('A', 'A-1', obj('mage-A'))], l);
    expect(stateOf(worn).objects['mage-A'].equipment).toEqual([expect.objectContaining({ instanceId: 'A-1', cardId: 'bearskin', slots: ['chest'], bound: null })]);
    const swapped = [...worn, { type: 'EquipmentAttached', data: { mageId: 'mage-A', instanceId: 'A-2', cardId: 'dragonscale-hauberk', slots: ['chest'], returned: ['A-1'], bound: null } } as EncounterEvent];
    const s = stateOf(swapped);
    expect(s.objects['mage-A'].equipment.map((p) => p.cardId)).toEqual(['dragonscale-hauberk']);
    expect(s.seats.A!.spellbook.map((c) => c.instanceId)).toContain('A-1');
    expect(s.seats.A!.discard).toEqual([]);
  });

  it('mage-wars/EQ-6 no two pieces of equipment of one name on a Mage', () => {
    const worn: EncounterEvent = { type: 'EquipmentAttached', data: { mageId: 'mage-A', instanceId: 'A-9', cardId: 'bearskin', slots: ['chest'], returned: [], bound: null } };
    given(play([activate('A', 'mage-A')], withBook([CARDS.bearskin, CARDS.minorHeal], [worn]))).when(cast('A', 'A-1', obj('mage-A'))).thenThrows('mage-wars/EQ-6');
  });
});

describe('mage-wars §10.5 healing', () => {
  it('mage-wars/CB-43 mage-wars/CB-45 mage-wars/TV-26 heal dice count normal and critical alike; never more than the damage', () => {
    const hurt: EncounterEvent = { type: 'DamageDealt', data: { objectId: 'mage-A', amount: 1, direct: true, source: 'test' } };
    const l = play([activate('A', 'mage-A')], withBook([CARDS.minorHeal, CARDS.fireball], [hurt, manaTo('A', 0)]));
    given(l).when(cast('A', 'A-1', obj('mage-A'))).thenMatches((e, after) => {
      const roll = e.find((x) => x.type === 'DiceRolled' && x.data.purpose === 'heal');
      if (roll?.type !== 'DiceRolled' || roll.data.outcome.die !== 'attack') throw new Error('no heal roll');
      const total = roll.data.outcome.faces.reduce((a, f) => a + f.value, 0);
      expect(after.status === 'active' && after.objects['mage-A'].damage).toBe(total > 0 ? 0 : 1);
    });
  });

  it('mage-wars/CB-46 a Nonliving creature cannot be healed', () => {
    const golem = { ...CARDS.timberWolf, id: 'golem', subtypes: ['Construct'], traits: [{ id: 'Nonliving' as const }] };
    const cmd = createCommand({ cards: [...Object.values(CARDS), golem], players: [{ name: 'a', mageClass: 'Warlock', spellbook: book(CARDS.minorHeal) }, { name: 'b', mageClass: 'Priestess', spellbook: book(CARDS.block) }] });
    const l = play([activate('A', 'mage-A')], toActions(cmd, [['A-1'], []], [...enter('golem', 'golem', 'A', z(0, 0)), { type: 'DamageDealt', data: { objectId: 'golem', amount: 3, direct: true, source: 't' } }]));
    given(l).when(cast('A', 'A-1', obj('golem'))).thenMatches((_e, after) => expect(after.status === 'active' && after.objects.golem.damage).toBe(3));
  });
});
