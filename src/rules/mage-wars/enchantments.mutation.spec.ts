// mage-wars §9.3-§9.5 enchantments (rules/mage-wars.md; seed 1064-1150): an enchantment whose card has no definition
// is not mandatory, so RevealEnchantment takes the ordinary reveal (EN-20 does not apply; EN-8 / EN-13 do), it costs
// nothing to reveal wherever it sits (EN-9), and a revealed enchantment without instant effects changes nothing on its
// object (EN-14) (issue 15: the survivors of enchantments.ts, run of 2026-11-28).
import type { SeatId } from '../core/decider';
import type { RevealEnchantment } from './commands';
import { Emitter } from './emitter';
import { revealCostOf, revealEnchantment, revealEnchantmentNow } from './enchantments';
import type { EncounterEvent } from './events';
import type { GameState, SpellTarget } from './state';
import { CARDS, createCommand, enter, play, seat, stateOf } from './testing/fixtures';

const UNKNOWN = 'no-such-card';
const created = play([createCommand({ cards: Object.values(CARDS) })]);
const attach = (id: string, cardId: string, target: SpellTarget | { kind: 'object'; id: string }): EncounterEvent => ({
  type: 'EnchantmentAttached', data: { enchantmentId: id, instanceId: `${id}-card`, cardId, seat: 'A', target },
});
/** Mage A at (0,0), Mage B at (2,1), a wolf of A's at (1,0); 20 mana each. */
const stateWith = (...extra: EncounterEvent[]): GameState => stateOf([...created, ...enter('wolf', CARDS.timberWolf.id, 'A', { row: 1, col: 0 }), ...extra]);
const command = (enchantmentId: string, seatId: SeatId, pay: boolean): RevealEnchantment => ({ type: 'RevealEnchantment', actor: seat(seatId), data: { seat: seatId, enchantmentId, pay } });

describe('mage-wars §9 an enchantment of an unknown card (EN-20, EN-9)', () => {
  it.each<[string, boolean, EncounterEvent[]]>([
    ['declined: shown and destroyed unpaid (EN-8)', false, [
      { type: 'EnchantmentRevealed', data: { enchantmentId: 'x', cardId: UNKNOWN, paid: 0 } },
      { type: 'EnchantmentDestroyed', data: { enchantmentId: 'x', cardId: UNKNOWN, reason: 'reveal cost not paid (EN-8)' } },
    ]],
    ['paid: revealed for 0, then its printed target cannot match (EN-13)', true, [
      { type: 'EnchantmentRevealed', data: { enchantmentId: 'x', cardId: UNKNOWN, paid: 0 } },
      { type: 'EnchantmentDestroyed', data: { enchantmentId: 'x', cardId: UNKNOWN, reason: 'its printed target does not match (EN-13)' } },
    ]],
  ])('mage-wars/EN-20 it is not mandatory, so RevealEnchantment takes the ordinary reveal: %s', (_what, pay, events) => {
    const em = new Emitter(stateWith(attach('x', UNKNOWN, { kind: 'object', id: 'wolf' })));
    revealEnchantment(em, command('x', 'A', pay));
    expect(em.events).toEqual(events);
  });

  it.each<[string, SpellTarget | { kind: 'object'; id: string }]>([
    ['on a Mage (no Magebind to add)', { kind: 'object', id: 'mage-A' }],
    ['on a creature', { kind: 'object', id: 'wolf' }],
    ['on a zone', { kind: 'zone', zone: { row: 1, col: 0 } }],
  ])('mage-wars/EN-9 it costs 0 to reveal %s', (_what, target) => {
    const s = stateWith(attach('x', UNKNOWN, target));
    expect(revealCostOf(s, s.enchantments.find((e) => e.id === 'x')!)).toBe(0);
  });
});

describe('mage-wars §9 instant effects of a revealed enchantment (EN-14)', () => {
  it('mage-wars/EN-14 an enchantment with no instant effect (Rhino Hide) places nothing on its object when revealed', () => {
    const em = new Emitter(stateWith(attach('hide', CARDS.rhinoHide.id, { kind: 'object', id: 'wolf' })));
    revealEnchantmentNow(em, 'hide', true);
    expect(CARDS.rhinoHide.effects).toEqual([]);
    expect(em.events).toEqual([
      { type: 'ManaSpent', data: { seat: 'A', amount: 1, fromObject: null, reason: 'reveal hide' } },
      { type: 'EnchantmentRevealed', data: { enchantmentId: 'hide', cardId: CARDS.rhinoHide.id, paid: 1 } },
    ]);
  });
});
