// mage-wars §8 objects in play and §9 attachments through the decider (rules/mage-wars.md): destruction (ST-2, EN-3,
// SP-6), conjurations (ST-23, ST-25, ST-28), walls (ST-31, ST-33), enchantments (EN-2, EN-5, EN-11), equipment (EQ-5, EQ-7).
import { deciderSpec } from '../core/testing/given';
import type { SeatId } from '../core/decider';
import type { Zone } from './arena';
import type { CardDefinition } from './cards/card-definition';
import type { EncounterCommand } from './commands';
import type { EncounterEvent } from './events';
import { mageWars } from './index';
import type { SpellTarget } from './state';
import { CARDS, addConditions, book, createCommand, enter, finishRound, play, seat, stateOf, toActions } from './testing/fixtures';

const given = deciderSpec(mageWars);
const z = (row: number, col: number): Zone => ({ row, col });
const activate = (s: SeatId, objectId: string): EncounterCommand => ({ type: 'ActivateCreature', actor: seat(s), data: { seat: s, objectId } });
const cast = (instanceId: string, target: SpellTarget, more: object = {}): EncounterCommand => ({ type: 'CastSpell', actor: seat('A'), data: { seat: 'A', casterId: 'mage-A', instanceId, target, ...more } });
const types = (e: EncounterEvent[]): string[] => e.map((x) => x.type);
const exclusive = { ...CARDS.stranglevine, id: 'temple', name: 'Temple', targets: ['zone' as const], traits: [{ id: 'ZoneExclusive' as const }] };
const shrine = { ...exclusive, id: 'shrine', name: 'Shrine' };
const zoneVine = { ...CARDS.stranglevine, id: 'thorn-patch', name: 'Thorn Patch', targets: ['zone' as const] };
const pricey = { ...CARDS.grizzly, id: 'taxed-bear', attacks: [{ ...CARDS.grizzly.attacks[0], cost: 3 }] };
const wand = { ...CARDS.bearskin, id: 'fire-wand', name: 'Fire Wand', equipmentSlots: ['weapon'], attacks: [{ name: 'Fire bolt', action: 'quick' as const, kind: 'ranged' as const, range: { min: 0, max: 1 }, damageTypes: ['flame' as const], dice: 3, effects: [], traits: [] }] };
const extra: CardDefinition[] = [exclusive, shrine, zoneVine, pricey, wand];

function withBook(cards: CardDefinition[], events: EncounterEvent[] = []): EncounterEvent[] {
  const cmd = createCommand({ cards: [...Object.values(CARDS), ...extra], players: [{ name: 'a', mageClass: 'Warlock', spellbook: book(...cards) }, { name: 'b', mageClass: 'Priestess', spellbook: book(CARDS.block) }] });
  return play([activate('A', 'mage-A')], toActions(cmd, [cards.map((_, i) => `A-${i + 1}`).slice(0, 2), []], events));
}

describe('mage-wars §8 destruction', () => {
  it('mage-wars/ST-2 mage-wars/EN-3 mage-wars/SP-6 a creature whose damage reaches its Life is destroyed with what is attached; both go to their owners’ discard piles', () => {
    const log = toActions(createCommand(), [[], []], [
      ...enter('wolf', CARDS.timberWolf.id, 'B', z(2, 1)),
      { type: 'DamageDealt', data: { objectId: 'wolf', amount: 9, direct: true, source: 't' } },
      addConditions('wolf', 'Rot', 1),
      { type: 'EnchantmentAttached', data: { enchantmentId: 'e1', instanceId: 'A-77', cardId: 'agony', seat: 'A', target: { kind: 'object', id: 'wolf' } } },
    ]);
    const s = stateOf(finishRound(log));
    expect(s.objects.wolf).toBeUndefined();
    expect(s.enchantments).toEqual([]);
    expect(s.seats.B!.discard.map((c) => c.cardId)).toEqual(['timber-wolf']);
    expect(s.seats.A!.discard.map((c) => c.cardId)).toEqual(['agony']);
  });

  it('mage-wars/SP-6 a spent spell is in the discard pile and can never be prepared again', () => {
    const log = play([cast('A-1', { kind: 'object', id: 'mage-A' })], withBook([CARDS.minorHeal, CARDS.fireball]));
    const next = finishRound(log);
    given(next).when({ type: 'PlanSpells', actor: seat('A'), data: { seat: 'A', instanceIds: ['A-1'] } }).thenThrows('mage-wars/RD-9');
    expect(stateOf(next).seats.A!.discard.map((c) => c.instanceId)).toEqual(['A-1']);
  });
});

describe('mage-wars §8.6 conjurations and §8.7 walls', () => {
  it('mage-wars/ST-23 a conjuration has no action marker and is never activated', () => {
    const log = play([cast('A-1', { kind: 'zone', zone: z(0, 0) })], withBook([zoneVine, CARDS.minorHeal]));
    const s = stateOf(log);
    expect(s.objects['o-A-1']).toMatchObject({ kind: 'conjuration', actionReady: null });
  });

  it('mage-wars/ST-25 no two conjurations of one name in a zone', () => {
    const there: EncounterEvent = { type: 'ObjectEntered', data: { objectId: 'x', cardId: 'thorn-patch', instanceId: 'B-5', kind: 'conjuration', owner: 'B', zone: z(0, 0), border: null, attachedTo: null } };
    given(withBook([zoneVine, CARDS.minorHeal], [there])).when(cast('A-1', { kind: 'zone', zone: z(0, 0) })).thenThrows('mage-wars/ST-25');
    given(withBook([zoneVine, CARDS.minorHeal], [there])).when(cast('A-1', { kind: 'zone', zone: z(1, 0) })).thenMatches((e) => expect(types(e)).toContain('ObjectEntered'));
  });

  it('mage-wars/ST-28 one Imposant (zone-exclusive) conjuration per zone, whatever the names', () => {
    const there: EncounterEvent = { type: 'ObjectEntered', data: { objectId: 'x', cardId: 'shrine', instanceId: 'B-5', kind: 'conjuration', owner: 'B', zone: z(0, 0), border: null, attachedTo: null } };
    given(withBook([exclusive, CARDS.minorHeal], [there])).when(cast('A-1', { kind: 'zone', zone: z(0, 0) })).thenThrows('mage-wars/ST-28');
    given(withBook([exclusive, CARDS.minorHeal])).when(cast('A-1', { kind: 'zone', zone: z(0, 0) })).thenMatches((e) => expect(types(e)).toContain('ObjectEntered'));
  });

  it('mage-wars/ST-33 mage-wars/ST-31 a creature on either side may melee a wall; zone attacks never touch walls', () => {
    const w: EncounterEvent = { type: 'ObjectEntered', data: { objectId: 'wall', cardId: 'wall-of-thorns', instanceId: 'B-w', kind: 'wall', owner: 'B', zone: null, border: [z(1, 0), z(0, 0)], attachedTo: null } };
    const log = withBook([CARDS.firestorm, CARDS.minorHeal], [w]);
    given(log).when({ type: 'Attack', actor: seat('A'), data: { seat: 'A', attackerId: 'mage-A', attack: 0, target: { kind: 'object', id: 'wall' } } }).thenMatches((e) => {
      expect(e.find((x) => x.type === 'AttackDeclared')?.data).toMatchObject({ targets: ['wall'] });
    });
    given(log).when(cast('A-1', { kind: 'zone', zone: z(0, 0) })).thenMatches((e) => expect(e.find((x) => x.type === 'AttackDeclared')?.data.targets).toEqual(['mage-A']));
  });
});

describe('mage-wars SB-10 play-time limits', () => {
  it('mage-wars/SB-10 a Legendary creature cannot be cast while a copy is in play (any player); a Unique one while its caster has one', () => {
    const legend = { ...CARDS.timberWolf, id: 'legend-wolf', traits: [{ id: 'Legendary' as const }] };
    const unique = { ...CARDS.timberWolf, id: 'unique-wolf', traits: [{ id: 'Unique' as const }] };
    const cmd = createCommand({ cards: [...Object.values(CARDS), ...extra, legend, unique], players: [{ name: 'a', mageClass: 'Warlock', spellbook: book(legend, unique) }, { name: 'b', mageClass: 'Priestess', spellbook: book(CARDS.block) }] });
    const inPlay = (id: string, cardId: string, owner: 'A' | 'B'): EncounterEvent => ({ type: 'ObjectEntered', data: { objectId: id, cardId, instanceId: `${id}-i`, kind: 'creature', owner, zone: z(2, 1), border: null, attachedTo: null } });
    const summon = (instanceId: string): EncounterCommand => cast(instanceId, { kind: 'zone', zone: z(0, 0) });
    const at = (extraEvents: EncounterEvent[]) => play([activate('A', 'mage-A')], toActions(cmd, [['A-1', 'A-2'], []], extraEvents));
    given(at([inPlay('x', 'legend-wolf', 'B')])).when(summon('A-1')).thenThrows('mage-wars/SB-10');
    given(at([inPlay('x', 'unique-wolf', 'B')])).when(summon('A-2')).thenMatches((e) => expect(e.map((x) => x.type)).toContain('ObjectEntered'));
    given(at([inPlay('x', 'unique-wolf', 'A')])).when(summon('A-2')).thenThrows('mage-wars/SB-10');
    given(at([])).when(summon('A-1')).thenMatches((e) => expect(e.map((x) => x.type)).toContain('ObjectEntered'));
  });
});

describe('mage-wars §9 enchantments and equipment', () => {
  it('mage-wars/EN-2 an enchantment cannot be attacked', () => {
    const hidden: EncounterEvent = { type: 'EnchantmentAttached', data: { enchantmentId: 'e1', instanceId: 'B-3', cardId: 'agony', seat: 'B', target: { kind: 'object', id: 'mage-A' } } };
    given(withBook([CARDS.minorHeal], [hidden])).when({ type: 'Attack', actor: seat('A'), data: { seat: 'A', attackerId: 'mage-A', attack: 0, target: { kind: 'object', id: 'e1' } } }).thenThrows('mage-wars/CB-1');
  });

  it('mage-wars/EN-5 mage-wars/EN-11 enchantments keep their order, and one may be revealed right after it resolves', () => {
    const first: EncounterEvent = { type: 'EnchantmentAttached', data: { enchantmentId: 'e0', instanceId: 'B-3', cardId: 'agony', seat: 'B', target: { kind: 'object', id: 'mage-A' } } };
    const log = play([cast('A-1', { kind: 'object', id: 'mage-A' })], withBook([CARDS.rhinoHide, CARDS.minorHeal], [first]));
    expect(stateOf(log).enchantments.map((e) => e.id)).toEqual(['e0', 'e-c0']);
    given(log).when({ type: 'RevealEnchantment', actor: seat('A'), data: { seat: 'A', enchantmentId: 'e-c0', pay: true } }).thenMatches((e) => expect(types(e)).toContain('EnchantmentRevealed'));
  });

  it('mage-wars/EQ-5 equipment on an enemy Mage never into an occupied location', () => {
    const worn: EncounterEvent = { type: 'EquipmentAttached', data: { mageId: 'mage-B', instanceId: 'B-8', cardId: 'dragonscale-hauberk', slots: ['chest'], returned: [], bound: null } };
    const near: EncounterEvent = { type: 'CreatureTeleported', data: { objectId: 'mage-B', from: z(2, 1), to: z(1, 0) } };
    given(withBook([CARDS.bearskin, CARDS.minorHeal], [worn, near])).when(cast('A-1', { kind: 'object', id: 'mage-B' })).thenMatches((e, s) => {
      expect(e.find((x) => x.type === 'SpellCountered')?.data).toMatchObject({ reason: expect.stringContaining('EQ-5') });
      expect(s.status === 'active' && s.objects['mage-B'].equipment).toHaveLength(1);
    });
  });

  it('mage-wars/EQ-2 equipment has range 0-2: an enemy Mage 3 zones away is out of range', () => {
    given(withBook([CARDS.bearskin, CARDS.minorHeal])).when(cast('A-1', { kind: 'object', id: 'mage-B' })).thenThrows('mage-wars/SP-3');
  });

  it('mage-wars/EQ-7 an equipment attack bar is one more attack option for the Mage', () => {
    const worn: EncounterEvent = { type: 'EquipmentAttached', data: { mageId: 'mage-A', instanceId: 'A-8', cardId: 'fire-wand', slots: ['weapon'], returned: [], bound: null } };
    const log = withBook([CARDS.minorHeal], [worn, { type: 'CreatureTeleported', data: { objectId: 'mage-B', from: z(2, 1), to: z(1, 0) } }]);
    given(log).when({ type: 'Attack', actor: seat('A'), data: { seat: 'A', attackerId: 'mage-A', attack: 1, target: { kind: 'object', id: 'mage-B' } } }).thenMatches((e) => {
      expect(e.find((x) => x.type === 'AttackDeclared')?.data).toMatchObject({ kind: 'ranged', bar: expect.objectContaining({ name: 'Fire bolt' }) });
    });
  });

  it('mage-wars/AC-5 mage-wars/CB-7 an attack with an extra mana cost is paid when declared, or refused', () => {
    const log = play([activate('A', 'bear')], toActions(createCommand({ cards: [...Object.values(CARDS), ...extra] }), [[], []], [...enter('bear', 'taxed-bear', 'A', z(0, 0)), ...enter('imp', CARDS.imp.id, 'B', z(0, 0))]));
    const attackImp: EncounterCommand = { type: 'Attack', actor: seat('A'), data: { seat: 'A', attackerId: 'bear', attack: 0, target: { kind: 'object', id: 'imp' } } };
    given(log).when(attackImp).thenMatches((e) => expect(e[0]).toMatchObject({ type: 'ManaSpent', data: { amount: 3 } }));
    given([...log, { type: 'ManaSpent', data: { seat: 'A', amount: 19, fromObject: null, reason: 't' } }]).when(attackImp).thenThrows('mage-wars/CB-7');
  });
});
