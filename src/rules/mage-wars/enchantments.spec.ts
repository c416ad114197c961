// mage-wars §9.1-§9.5 enchantments (rules/mage-wars.md; seed 1048-1150): the reveal cost with Magebind on a Mage (EN-9),
// the mandatory triggers (EN-19), paying or declining (EN-8), the printed target (EN-13), one of a name per target (EN-4),
// the instant effects of a revealed one (EN-14), who may reveal (EN-6, EN-12, EN-20), each called on an Emitter over a
// crafted position (issue 15: the mutants of enchantments.ts).
import type { Zone } from './arena';
import type { CardDefinition } from './cards/card-definition';
import type { RevealEnchantment } from './commands';
import { Emitter } from './emitter';
import { hiddenEnchantmentsOf, isRevealable, revealCostOf, revealEnchantment, revealEnchantmentNow } from './enchantments';
import type { EncounterEvent } from './events';
import type { Enchantment, GameState, SpellTarget } from './state';
import { CARDS, createCommand, enter, play, seat, stateOf } from './testing/fixtures';

const z = (row: number, col: number): Zone => ({ row, col });
const onMage: CardDefinition = { ...CARDS.rhinoHide, id: 'mage-ward', name: 'Mage Ward', targets: ['mage'], revealCost: 0 };
const onAnything: CardDefinition = { ...CARDS.rhinoHide, id: 'mark', name: 'Mark', targets: ['object'], revealCost: 1, effects: [{ kind: 'directDamage', amount: 2 }] };
const onConjuration: CardDefinition = { ...CARDS.rhinoHide, id: 'vine-ward', name: 'Vine Ward', targets: ['conjuration'] };
const onZone: CardDefinition = { ...CARDS.rhinoHide, id: 'hallow', name: 'Hallow', targets: ['zone'], effects: [{ kind: 'condition', condition: 'Burn', count: 1 }] };
const created = play([createCommand({ cards: [...Object.values(CARDS), onMage, onAnything, onConjuration, onZone] })]);

const entered = (id: string, cardId: string, kind: 'conjuration' | 'wall', zone: Zone | null, border: [Zone, Zone] | null = null): EncounterEvent => ({
  type: 'ObjectEntered', data: { objectId: id, cardId, instanceId: `${id}-card`, kind, owner: 'A', zone, border, attachedTo: null },
});
const attach = (id: string, cardId: string, target: SpellTarget | { kind: 'object'; id: string }, seatId: 'A' | 'B' = 'A'): EncounterEvent => ({
  type: 'EnchantmentAttached', data: { enchantmentId: id, instanceId: `${id}-card`, cardId, seat: seatId, target },
});
const on = (id: string): { kind: 'object'; id: string } => ({ kind: 'object', id });
const revealed = (id: string, cardId: string): EncounterEvent => ({ type: 'EnchantmentRevealed', data: { enchantmentId: id, cardId, paid: 0 } });
const spend = (amount: number): EncounterEvent => ({ type: 'ManaSpent', data: { seat: 'A', amount, fromObject: null, reason: 'test' } });

/** Mage A at (0,0), Mage B at (2,1); a wolf (A) at (1,0), a vine and a wall of A's; mana 20 each. */
const stateWith = (...extra: EncounterEvent[]): GameState =>
  stateOf([...created, ...enter('wolf', CARDS.timberWolf.id, 'A', z(1, 0)), entered('vine', CARDS.stranglevine.id, 'conjuration', z(1, 0)), entered('wall', CARDS.wallOfThorns.id, 'wall', null, [z(1, 0), z(1, 1)]), ...extra]);
const ench = (s: GameState, id: string): Enchantment => s.enchantments.find((e) => e.id === id)!;
const revealNow = (s: GameState, id: string, pay: boolean): Emitter => {
  const em = new Emitter(s);
  revealEnchantmentNow(em, id, pay);
  return em;
};
const destroyedWhy = (em: Emitter): string[] => em.events.flatMap((e) => (e.type === 'EnchantmentDestroyed' ? [e.data.reason] : []));

describe('mage-wars §9 reveal cost and triggers (EN-9, EN-19)', () => {
  it.each<[string, string, SpellTarget | { kind: 'object'; id: string }, number]>([
    ['Harmonize (reveal 2, Magebind +2) on a Mage', CARDS.harmonize.id, on('mage-A'), 4],
    ['Harmonize on a creature', CARDS.harmonize.id, on('wolf'), 2],
    ['Harmonize on a zone', CARDS.harmonize.id, { kind: 'zone', zone: z(1, 0) }, 2],
    ['Rhino Hide (reveal 1, no Magebind) on a Mage', CARDS.rhinoHide.id, on('mage-A'), 1],
    ['an enchantment of an unknown card', 'unknown-card', on('mage-A'), 0],
  ])('mage-wars/EN-9 %s costs %d to reveal', (_what, cardId, target, cost) => {
    const s = stateWith(attach('e', cardId, target));
    expect(revealCostOf(s, ench(s, 'e'))).toBe(cost);
  });

  it('mage-wars/EN-19 a hidden enchantment is revealable by a trigger when it is mandatory and that is its trigger', () => {
    const s = stateWith(attach('block', CARDS.block.id, on('wolf')), attach('hide', CARDS.rhinoHide.id, on('wolf')), attach('trap', CARDS.stunTrap.id, { kind: 'zone', zone: z(2, 0) }), attach('x', 'unknown-card', on('wolf')));
    expect(isRevealable(s, ench(s, 'block'), 'attacked')).toBe(true);
    expect(isRevealable(s, ench(s, 'block'), 'targetedBySpell')).toBe(false);
    expect(isRevealable(s, ench(s, 'hide'), 'attacked')).toBe(false);
    expect(isRevealable(s, ench(s, 'trap'), 'enemyEntersZone')).toBe(true);
    expect(isRevealable(s, ench(s, 'trap'), 'attacked')).toBe(false);
    expect(isRevealable(s, ench(s, 'x'), 'attacked')).toBe(false);
  });
});

describe('mage-wars §9 revealing (EN-8, EN-13, EN-4, EN-14)', () => {
  it('mage-wars/EN-8 declining shows it and destroys it without effect or payment', () => {
    const em = revealNow(stateWith(attach('rot', CARDS.ghoulRot.id, on('wolf'))), 'rot', false);
    expect(em.events).toEqual([
      { type: 'EnchantmentRevealed', data: { enchantmentId: 'rot', cardId: CARDS.ghoulRot.id, paid: 0 } },
      { type: 'EnchantmentDestroyed', data: { enchantmentId: 'rot', cardId: CARDS.ghoulRot.id, reason: 'reveal cost not paid (EN-8)' } },
    ]);
  });

  it('mage-wars/EN-8 paying spends the reveal cost, then its instant effects start (EN-14): Ghoul Rot places its Rot marker', () => {
    const em = revealNow(stateWith(attach('rot', CARDS.ghoulRot.id, on('wolf'))), 'rot', true);
    expect(em.events).toEqual([
      { type: 'ManaSpent', data: { seat: 'A', amount: 3, fromObject: null, reason: 'reveal rot' } },
      { type: 'EnchantmentRevealed', data: { enchantmentId: 'rot', cardId: CARDS.ghoulRot.id, paid: 3 } },
      { type: 'ConditionsAdded', data: { objectId: 'wolf', marker: { condition: 'Rot', source: 'spell', duringActivation: null }, count: 1 } },
    ]);
  });

  it.each<[number, boolean]>([
    [17, true],
    [18, false],
  ])('mage-wars/EN-8 with %d mana spent of 20, a reveal cost of 3 can be paid: %s', (spent, ok) => {
    const s = stateWith(spend(spent), attach('rot', CARDS.ghoulRot.id, on('wolf')));
    if (ok) expect(revealNow(s, 'rot', true).events.map((e) => e.type)).toContain('EnchantmentRevealed');
    else expect(() => revealNow(s, 'rot', true)).toThrow(expect.objectContaining({ ruleId: 'mage-wars/EN-8', section: '§9', message: 'the reveal cost is 3 mana; decline to destroy it instead' }));
  });

  it('mage-wars/EN-8 a reveal cost of 0 spends nothing', () => {
    const em = revealNow(stateWith(attach('w', onMage.id, on('mage-A'))), 'w', true);
    expect(em.events).toEqual([{ type: 'EnchantmentRevealed', data: { enchantmentId: 'w', cardId: onMage.id, paid: 0 } }]);
  });

  it('mage-wars/EN-8 an unknown or already revealed enchantment is not revealed again', () => {
    const s = stateWith(attach('hide', CARDS.rhinoHide.id, on('wolf')), revealed('hide', CARDS.rhinoHide.id));
    expect(revealNow(s, 'hide', true).events).toEqual([]);
    expect(revealNow(s, 'nothing', true).events).toEqual([]);
  });

  it.each<[string, CardDefinition, SpellTarget | { kind: 'object'; id: string }, boolean]>([
    ['"creature" on a creature', CARDS.rhinoHide, on('wolf'), true],
    ['"creature" on a Mage', CARDS.rhinoHide, on('mage-A'), true],
    ['"creature" on a conjuration', CARDS.rhinoHide, on('vine'), false],
    ['"creature" on a zone', CARDS.rhinoHide, { kind: 'zone', zone: z(1, 0) }, false],
    ['"mage" on a Mage', onMage, on('mage-A'), true],
    ['"mage" on a creature', onMage, on('wolf'), false],
    ['"conjuration" on a conjuration', onConjuration, on('vine'), true],
    ['"conjuration" on a wall', onConjuration, on('wall'), true],
    ['"conjuration" on a creature', onConjuration, on('wolf'), false],
    ['"conjuration" on a Mage', onConjuration, on('mage-A'), false],
    ['"object" on a wall', onAnything, on('wall'), true],
    ['"zone" on a zone', onZone, { kind: 'zone', zone: z(1, 0) }, true],
    ['"zone" on a creature', onZone, on('wolf'), false],
    ['anything on an object no longer in play', onAnything, on('gone'), false],
  ])('mage-wars/EN-13 printed target %s: stays %s', (_what, card, target, stays) => {
    const em = revealNow(stateWith(attach('e', card.id, target)), 'e', true);
    expect(destroyedWhy(em)).toEqual(stays ? [] : ['its printed target does not match (EN-13)']);
  });

  it('mage-wars/EN-13 an enchantment of an unknown card is destroyed when revealed', () => {
    const em = revealNow(stateWith(attach('e', 'unknown-card', on('wolf'))), 'e', true);
    expect(destroyedWhy(em)).toEqual(['its printed target does not match (EN-13)']);
  });

  it('mage-wars/EN-4 a second revealed enchantment of a name on the same object is destroyed; hidden twins and other targets do not count', () => {
    const twin = stateWith(attach('a', CARDS.rhinoHide.id, on('wolf')), revealed('a', CARDS.rhinoHide.id), attach('b', CARDS.rhinoHide.id, on('wolf')));
    expect(destroyedWhy(revealNow(twin, 'b', true))).toEqual(['an enchantment of the same name is already attached (EN-4)']);
    const hiddenTwin = stateWith(attach('a', CARDS.rhinoHide.id, on('wolf')), attach('b', CARDS.rhinoHide.id, on('wolf')));
    expect(destroyedWhy(revealNow(hiddenTwin, 'b', true))).toEqual([]);
    const elsewhere = stateWith(attach('a', CARDS.rhinoHide.id, on('mage-A')), revealed('a', CARDS.rhinoHide.id), attach('b', CARDS.rhinoHide.id, on('wolf')));
    expect(destroyedWhy(revealNow(elsewhere, 'b', true))).toEqual([]);
    const otherName = stateWith(attach('a', CARDS.bearStrength.id, on('wolf')), revealed('a', CARDS.bearStrength.id), attach('b', CARDS.rhinoHide.id, on('wolf')));
    expect(destroyedWhy(revealNow(otherName, 'b', true))).toEqual([]);
  });

  it('mage-wars/EN-4 on zones: the same zone is the same target, another zone is not, an object is not a zone', () => {
    const zone = (id: string, at: Zone): EncounterEvent[] => [attach(id, onZone.id, { kind: 'zone', zone: at })];
    const same = stateWith(...zone('a', z(1, 0)), revealed('a', onZone.id), ...zone('b', z(1, 0)));
    expect(destroyedWhy(revealNow(same, 'b', true))).toEqual(['an enchantment of the same name is already attached (EN-4)']);
    const other = stateWith(...zone('a', z(1, 1)), revealed('a', onZone.id), ...zone('b', z(1, 0)));
    expect(destroyedWhy(revealNow(other, 'b', true))).toEqual([]);
    const sameRow = stateWith(...zone('a', z(2, 0)), revealed('a', onZone.id), ...zone('b', z(1, 0)));
    expect(destroyedWhy(revealNow(sameRow, 'b', true))).toEqual([]);
    const objectTwin = stateWith(attach('a', onAnything.id, on('wolf')), revealed('a', onAnything.id), attach('b', onAnything.id, { kind: 'zone', zone: z(1, 0) }));
    expect(destroyedWhy(revealNow(objectTwin, 'b', true))).toEqual(['its printed target does not match (EN-13)']);
  });

  it('mage-wars/EN-14 a zone enchantment has no instant effect on an object; an object one deals its direct damage', () => {
    const zone = revealNow(stateWith(attach('h', onZone.id, { kind: 'zone', zone: z(1, 0) })), 'h', true);
    expect(zone.events.map((e) => e.type)).toEqual(['ManaSpent', 'EnchantmentRevealed']);
    const mark = revealNow(stateWith(attach('m', onAnything.id, on('wolf'))), 'm', true);
    expect(mark.events.slice(2)).toEqual([{ type: 'DamageDealt', data: { objectId: 'wolf', amount: 2, direct: true, source: onAnything.id } }]);
  });
});

describe('mage-wars §9 who reveals, and when (EN-6, EN-12, EN-20)', () => {
  const command = (enchantmentId: string, seatId: 'A' | 'B', pay = true): RevealEnchantment => ({ type: 'RevealEnchantment', actor: seat(seatId), data: { seat: seatId, enchantmentId, pay } });
  const reveal = (s: GameState, c: RevealEnchantment): Emitter => {
    const em = new Emitter(s);
    revealEnchantment(em, c);
    return em;
  };

  it('mage-wars/EN-12 only a hidden enchantment that exists can be revealed', () => {
    const s = stateWith(attach('hide', CARDS.rhinoHide.id, on('wolf')), revealed('hide', CARDS.rhinoHide.id));
    expect(() => reveal(s, command('hide', 'A'))).toThrow(expect.objectContaining({ ruleId: 'mage-wars/EN-12', section: '§9', message: 'no hidden enchantment hide' }));
    expect(() => reveal(s, command('nope', 'A'))).toThrow(expect.objectContaining({ ruleId: 'mage-wars/EN-12', message: 'no hidden enchantment nope' }));
  });

  it('mage-wars/EN-6 only its controller reveals it', () => {
    const s = stateWith(attach('hide', CARDS.rhinoHide.id, on('wolf')));
    expect(() => reveal(s, command('hide', 'B'))).toThrow(expect.objectContaining({ ruleId: 'mage-wars/EN-6', section: '§9', message: 'only its controller may reveal an enchantment' }));
    expect(reveal(s, command('hide', 'A')).events.map((e) => e.type)).toEqual(['ManaSpent', 'EnchantmentRevealed']);
    expect(reveal(s, command('hide', 'A', false)).events.map((e) => e.type)).toEqual(['EnchantmentRevealed', 'EnchantmentDestroyed']);
  });

  it('mage-wars/EN-20 a mandatory enchantment revealed outside its trigger is shown and destroyed, unpaid', () => {
    const s = stateWith(attach('block', CARDS.block.id, on('wolf')));
    expect(reveal(s, command('block', 'A')).events).toEqual([
      { type: 'EnchantmentRevealed', data: { enchantmentId: 'block', cardId: CARDS.block.id, paid: 0 } },
      { type: 'EnchantmentDestroyed', data: { enchantmentId: 'block', cardId: CARDS.block.id, reason: 'a mandatory enchantment revealed outside its trigger (EN-20)' } },
    ]);
  });

  it('mage-wars/EN-1 a seat’s hidden enchantments are its own face-down ones', () => {
    const s = stateWith(attach('a', CARDS.rhinoHide.id, on('wolf')), attach('b', CARDS.bearStrength.id, on('wolf')), revealed('b', CARDS.bearStrength.id), attach('c', CARDS.rhinoHide.id, on('mage-B'), 'B'));
    expect(hiddenEnchantmentsOf(s, 'A').map((e) => e.id)).toEqual(['a']);
    expect(hiddenEnchantmentsOf(s, 'B').map((e) => e.id)).toEqual(['c']);
  });
});
