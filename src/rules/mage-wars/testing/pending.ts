// Positions where the game waits for one seat's answer (§7.3 SP-4, §9.6 EN-23, §10.2 CB-12 / CB-29), built through the
// decider with seed c0ffee (seat A holds the initiative): shared by the specs of decide, roundStep and view.
import type { SeatId } from '../../core/decider';
import type { Zone } from '../arena';
import type { EncounterCommand } from '../commands';
import type { EncounterEvent, EventOf } from '../events';
import { CARDS, book, createCommand, enter, play, seat, teleportTo, toActions } from './fixtures';

export const z = (row: number, col: number): Zone => ({ row, col });
export const A0 = z(0, 0);
export const activate = (s: SeatId, objectId: string): EncounterCommand => ({ type: 'ActivateCreature', actor: seat(s), data: { seat: s, objectId } });
export const meleeAttack = (attackerId: string, target: string): EncounterCommand => ({
  type: 'Attack', actor: seat('A'), data: { seat: 'A', attackerId, attack: 0, target: { kind: 'object', id: target } },
});
export const attached = (enchantmentId: string, cardId: string, s: SeatId, target: EventOf<'EnchantmentAttached'>['data']['target']): EncounterEvent => ({
  type: 'EnchantmentAttached', data: { enchantmentId, instanceId: `${enchantmentId}-i`, cardId, seat: s, target },
});
/** B's hidden Rhino Hide on its Mage: an enchantment B may reveal at any time (EN-12). */
export const hiddenHide = attached('e-h', 'rhino-hide', 'B', { kind: 'object', id: 'mage-B' });

const bracers: EncounterEvent = { type: 'EquipmentAttached', data: { mageId: 'mage-B', instanceId: 'B-x', cardId: CARDS.bracers.id, slots: ['wrists'], returned: [], bound: null } };

/** CB-12: B's Mage stands in A's corner wearing the Deflection Bracers; A's Mage bites it and the attack waits for B's defense. */
export const defending: EncounterEvent[] = play(
  [activate('A', 'mage-A'), meleeAttack('mage-A', 'mage-B')],
  toActions(createCommand(), [[], []], [bracers, teleportTo('mage-B', z(2, 1), A0), hiddenHide]),
);

/** CB-29: B's Grizzly guards; A's Mage bites it and the attack waits for its counterstrike decision. */
export const countering: EncounterEvent[] = play(
  [activate('A', 'mage-A'), meleeAttack('mage-A', 'grizzly')],
  toActions(createCommand(), [[], []], [...enter('grizzly', CARDS.grizzly.id, 'B', A0), { type: 'GuardPlaced', data: { objectId: 'grizzly' } }]),
);

/** SP-4: A's Fireball at B's Mage, which holds a Nullify: the spell waits for B. */
export const counteredSpell: EncounterEvent[] = play(
  [activate('A', 'mage-A'), { type: 'CastSpell', actor: seat('A'), data: { seat: 'A', casterId: 'mage-A', instanceId: 'A-1', target: { kind: 'object', id: 'mage-B' } } }],
  toActions(
    createCommand({ players: [{ name: 'a', mageClass: 'Warlock', spellbook: book(CARDS.fireball, CARDS.minorHeal) }, { name: 'b', mageClass: 'Priestess', spellbook: book(CARDS.nullify, CARDS.block) }] }),
    [['A-1', 'A-2'], []],
    [teleportTo('mage-B', z(2, 1), z(1, 0)), attached('e-n', 'nullify', 'B', { kind: 'object', id: 'mage-B' })],
  ),
);

/** EN-23: A's Mage walks into B's Stun Trap (t1); B also has a hidden Rhino Hide on its Mage. */
export const trapped: EncounterEvent[] = play(
  [activate('A', 'mage-A'), { type: 'MoveCreature', actor: seat('A'), data: { seat: 'A', objectId: 'mage-A', to: z(1, 0) } }],
  toActions(createCommand(), [[], []], [attached('t1', 'stun-trap', 'B', { kind: 'zone', zone: z(1, 0) }), hiddenHide]),
);
