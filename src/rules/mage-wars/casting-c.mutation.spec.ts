// mage-wars §7.3 the casting sequence (rules/mage-wars.md; seed 813-861, 974-1046, 1054-1190): the type rules checked at
// declaration (ST-25, ST-26, ST-28, ST-30, EQ-1, EQ-8, EN-4, EN-22), whom each binds and what it refuses, and the SP-4
// counter decision (which enchantment counters, EN-18 single use only), on crafted positions.
import type { SeatId } from '../core/decider';
import type { Zone } from './arena';
import { castSpell, respondToSpell } from './casting';
import type { CardDefinition } from './cards/card-definition';
import type { CastSpell, EncounterCommand } from './commands';
import { Emitter } from './emitter';
import type { EncounterEvent } from './events';
import type { CardInstance, GameState, SpellTarget } from './state';
import { ALL_CARDS, CARDS, book, createCommand, enter, play, seat, stateOf, teleportTo, toActions } from './testing/fixtures';
import { A0, activate, attached, hiddenHide, z } from './testing/pending';
import { refusalOf, type Refusal } from './testing/refusal';

// Registered variants of the fixture cards (the rulebook prints no stats, §17.3).
const imposantA: CardDefinition = { ...CARDS.stranglevine, id: 'imposant-a', name: 'Imposant A', targets: ['zone'], traits: [{ id: 'ZoneExclusive' }] };
const imposantB: CardDefinition = { ...CARDS.stranglevine, id: 'imposant-b', name: 'Imposant B', targets: ['zone'], traits: [{ id: 'ZoneExclusive' }] };
const plainZoneVine: CardDefinition = { ...CARDS.stranglevine, id: 'zone-vine', name: 'Zone Vine', targets: ['zone'] };
/** A creature whose card reads Zone Exclusive: ST-28 speaks of conjurations only. */
const exclusiveBeast: CardDefinition = { ...CARDS.timberWolf, id: 'exclusive-beast', name: 'Exclusive Beast', traits: [{ id: 'ZoneExclusive' }] };
const lowWall: CardDefinition = { ...CARDS.wallOfThorns, id: 'low-wall', name: 'Low Wall', traits: [] };
const wallAnywhere: CardDefinition = { ...CARDS.wallOfThorns, id: 'wall-anywhere', name: 'Wall Anywhere', targets: ['border', 'zone'] };
const creatureStrap: CardDefinition = { ...CARDS.bearskin, id: 'creature-strap', name: 'Creature Strap', targets: ['creature'] };
const wandOfTwo: CardDefinition = { ...CARDS.mageWand, id: 'wand-of-two', name: 'Wand of Two', spellbind: ['incantation', 'attack'] };
const creatureWand: CardDefinition = { ...CARDS.mageWand, id: 'creature-wand', name: 'Creature Wand', spellbind: ['creature'] };
const emptyWand: CardDefinition = { ...CARDS.mageWand, id: 'empty-wand', name: 'Empty Wand', spellbind: undefined };
const trapAnywhere: CardDefinition = { ...CARDS.stunTrap, id: 'trap-anywhere', name: 'Trap Anywhere', targets: ['zone', 'creature'] };
/** An incantation whose card carries the trap trigger: EN-22 speaks of traps (enchantments) only. */
const triggeredHeal: CardDefinition = { ...CARDS.minorHeal, id: 'triggered-heal', name: 'Triggered Heal', trigger: 'enemyEntersZone' };
const lastingNullify: CardDefinition = { ...CARDS.nullify, id: 'lasting-nullify', name: 'Lasting Nullify', singleUse: false };

const extra = [imposantA, imposantB, plainZoneVine, exclusiveBeast, lowWall, wallAnywhere, creatureStrap, wandOfTwo, creatureWand, emptyWand, trapAnywhere, triggeredHeal, lastingNullify];
const cmd = createCommand({ cards: [...ALL_CARDS, ...extra] });
const actingLog = play([activate('A', 'mage-A')], toActions(cmd));

const obj = (id: string): SpellTarget => ({ kind: 'object', id });
const zone = (row: number, col: number): SpellTarget => ({ kind: 'zone', zone: z(row, col) });
const border = (a: Zone, b: Zone): SpellTarget => ({ kind: 'border', a, b });
const conjured = (objectId: string, cardId: string, owner: SeatId, where: { zone?: Zone; border?: [Zone, Zone]; attachedTo?: string }): EncounterEvent => ({
  type: 'ObjectEntered',
  data: { objectId, cardId, instanceId: `${objectId}-i`, kind: where.border ? 'wall' : 'conjuration', owner, zone: where.zone ?? null, border: where.border ?? null, attachedTo: where.attachedTo ?? null },
});
/** A's Mage acting, with `cards` prepared as P-0, P-1, … and the extra facts `facts` (objects, enchantments) in play. */
const acting = (cards: CardDefinition[], facts: EncounterEvent[] = [], over: (s: GameState) => GameState = (s) => s): GameState => {
  const base = stateOf(actingLog);
  const withFacts = stateOf([...actingLog, ...facts]);
  const inst: CardInstance[] = cards.map((c, i) => ({ instanceId: `P-${i}`, cardId: c.id }));
  return over({ ...base, objects: withFacts.objects, enchantments: withFacts.enchantments, seats: { ...base.seats, A: { ...base.seats.A!, prepared: inst } } });
};
const cast = (instanceId: string, target: SpellTarget, more: Partial<CastSpell['data']> = {}): CastSpell => ({
  type: 'CastSpell', actor: seat('A'), data: { seat: 'A', casterId: 'mage-A', instanceId, target, ...more },
});
const why = (s: GameState, c: CastSpell): Refusal | undefined => refusalOf(() => castSpell(new Emitter(s), c));
const wolves: EncounterEvent[] = [...enter('w1', 'timber-wolf', 'B', A0, false), ...enter('w2', 'timber-wolf', 'B', A0, false)];

describe('mage-wars §8.7 walls: cast on a border, one per border', () => {
  const wallOn = (a: Zone, b: Zone): EncounterEvent => conjured('old-wall', lowWall.id, 'B', { border: [a, b] });
  it('mage-wars/ST-30 a wall cast on a zone is refused with the rule, section and message', () => {
    expect(why(acting([wallAnywhere]), cast('P-0', zone(0, 0)))).toEqual({ ruleId: 'mage-wars/ST-30', section: '§8.7', message: 'a wall is cast on a border' });
  });

  it.each<[string, [Zone, Zone], SpellTarget]>([
    ['the same border, named the same way', [A0, z(0, 1)], border(A0, z(0, 1))],
    ['the same border, named the other way', [A0, z(0, 1)], border(z(0, 1), A0)],
  ])('mage-wars/ST-30 one wall per border: a wall on %s is refused', (_case, old, target) => {
    expect(why(acting([CARDS.wallOfThorns], [wallOn(...old)]), cast('P-0', target))).toEqual({ ruleId: 'mage-wars/ST-30', section: '§8.7', message: 'one wall per border' });
  });

  it.each<[string, [Zone, Zone], SpellTarget]>([
    ['a border sharing its first zone with the wall’s first zone', [A0, z(0, 1)], border(A0, z(1, 0))],
    ['a border whose first zone is the wall’s second zone', [A0, z(0, 1)], border(z(0, 1), z(1, 1))],
    ['a border whose second zone is the wall’s second zone', [A0, z(1, 0)], border(z(1, 1), z(1, 0))],
    ['a border whose second zone is the wall’s first zone', [z(1, 0), z(1, 1)], border(A0, z(1, 0))],
  ])('mage-wars/ST-30 a wall next to another one is cast: %s', (_case, old, target) => {
    expect(why(acting([CARDS.wallOfThorns], [wallOn(...old)]), cast('P-0', target))).toBeUndefined();
  });
});

describe('mage-wars §8.6 conjurations in a zone (ST-25, ST-28) and on an object (ST-26)', () => {
  const imposantIn = (where: Zone, cardId = imposantA.id): EncounterEvent => conjured('imp', cardId, 'B', { zone: where });
  it('mage-wars/ST-28 a second Imposant conjuration, of another name, in the zone is refused with the rule, section and message', () => {
    expect(why(acting([imposantB], [imposantIn(A0)]), cast('P-0', zone(0, 0)))).toEqual({ ruleId: 'mage-wars/ST-28', section: '§8.6', message: 'one Imposant conjuration per zone' });
  });

  it.each<[string, CardDefinition, EncounterEvent[], SpellTarget]>([
    ['an Imposant conjuration into another zone', imposantB, [imposantIn(A0)], zone(0, 1)],
    ['a conjuration without the trait next to an Imposant one', plainZoneVine, [imposantIn(A0)], zone(0, 0)],
    ['an Imposant conjuration where a creature whose card reads Zone Exclusive stands (ST-28 counts conjurations)', imposantA, enter('beast', exclusiveBeast.id, 'B', A0, false), zone(0, 0)],
    ['an Imposant conjuration next to a conjuration whose card is not registered (it reads no trait)', imposantA, [conjured('ghost', 'unregistered-card', 'B', { zone: A0 })], zone(0, 0)],
  ])('mage-wars/ST-28 allowed: %s', (_case, card, facts, target) => {
    expect(why(acting([card], facts), cast('P-0', target))).toBeUndefined();
  });

  it('mage-wars/ST-28 the one-per-zone rule binds conjuration spells: a creature whose card reads Zone Exclusive enters a zone holding an Imposant conjuration', () => {
    expect(why(acting([exclusiveBeast], [imposantIn(A0)]), cast('P-0', zone(0, 0)))).toBeUndefined();
  });

  it('mage-wars/ST-26 a second conjuration of the same name on one object is refused with the rule, section and message', () => {
    const s = acting([CARDS.stranglevine], [...wolves, conjured('vine-1', 'stranglevine', 'B', { attachedTo: 'w1' })]);
    expect(why(s, cast('P-0', obj('w1')))).toEqual({ ruleId: 'mage-wars/ST-26', section: '§8.6', message: 'no two conjurations of the same name on one object' });
  });

  it.each<[string, EncounterEvent]>([
    ['the same name is attached to another object', conjured('vine-1', 'stranglevine', 'B', { attachedTo: 'w2' })],
    ['another conjuration is attached to the target', conjured('other-1', imposantA.id, 'B', { attachedTo: 'w1' })],
    ['the same name stands in the target’s zone, attached to no object', conjured('vine-z', 'stranglevine', 'B', { zone: A0 })],
  ])('mage-wars/ST-26 a conjuration on an object is cast when %s', (_case, fact) => {
    expect(why(acting([CARDS.stranglevine], [...wolves, fact]), cast('P-0', obj('w1')))).toBeUndefined();
  });
});

describe('mage-wars §9.7-§9.8 equipment on a Mage (EQ-1) and bound spells (EQ-8)', () => {
  it('mage-wars/EQ-1 equipment whose card targets creatures is refused on a creature with the rule, section and message', () => {
    expect(why(acting([creatureStrap], wolves), cast('P-0', obj('w1')))).toEqual({ ruleId: 'mage-wars/EQ-1', section: '§9.7', message: 'equipment goes on a Mage' });
  });

  it('mage-wars/EQ-1 the same equipment goes on a Mage', () => {
    expect(why(acting([creatureStrap], wolves), cast('P-0', obj('mage-A')))).toBeUndefined();
  });

  const withBook = (s: GameState): GameState => ({
    ...s,
    seats: {
      ...s.seats,
      A: {
        ...s.seats.A!,
        spellbook: [
          { instanceId: 'A-50', cardId: CARDS.fireball.id }, { instanceId: 'A-51', cardId: CARDS.minorHeal.id },
          { instanceId: 'A-52', cardId: CARDS.timberWolf.id }, { instanceId: 'A-53', cardId: 'unregistered-spell' },
        ],
      },
    },
  });
  it.each<[string, CardDefinition, string, string]>([
    ['an attack spell on a Mage Wand', CARDS.mageWand, 'A-50', 'this object binds incantation spells only'],
    ['a creature spell on an object binding two types', wandOfTwo, 'A-52', 'this object binds incantation or attack spells only'],
    ['any spell on a Spellbind object that names no type', emptyWand, 'A-51', 'this object names no spell type to bind'],
    ['a spell with no registered definition, even on an object binding creatures (MD-3)', creatureWand, 'A-53', 'this object binds creature spells only'],
    ['a spell with no registered definition on a Mage Wand', CARDS.mageWand, 'A-53', 'this object binds incantation spells only'],
  ])('mage-wars/EQ-8 binding %s is refused with the rule, section and the types named', (_case, card, bind, message) => {
    expect(why(acting([card], [], withBook), cast('P-0', obj('mage-A'), { bind }))).toEqual({ ruleId: 'mage-wars/EQ-8', section: '§9.8', message });
  });

  it.each<[string, CardDefinition, string]>([
    ['an incantation on a Mage Wand', CARDS.mageWand, 'A-51'],
    ['an attack spell on an object binding incantations or attacks', wandOfTwo, 'A-50'],
    ['a creature spell on an object binding creatures', creatureWand, 'A-52'],
  ])('mage-wars/EQ-8 binding %s is allowed', (_case, card, bind) => {
    expect(why(acting([card], [], withBook), cast('P-0', obj('mage-A'), { bind }))).toBeUndefined();
  });
});

describe('mage-wars §9.6 traps (EN-22) and §9.1 one name per target (EN-4)', () => {
  it('mage-wars/EN-22 a trap cast on a creature is refused with the rule, section and message', () => {
    expect(why(acting([trapAnywhere]), cast('P-0', obj('mage-A')))).toEqual({ ruleId: 'mage-wars/EN-22', section: '§9.6', message: 'a trap targets a zone' });
  });

  it.each<[string, EncounterEvent[]]>([
    ['holding only the caster’s own Mage', []],
    ['holding the caster’s own creature and an enemy conjuration', [...enter('pup', 'timber-wolf', 'A', A0, false), conjured('vine', plainZoneVine.id, 'B', { zone: A0 })]],
  ])('mage-wars/EN-22 a trap goes on a zone %s (no enemy creature)', (_case, facts) => {
    expect(why(acting([CARDS.stunTrap], facts), cast('P-0', zone(0, 0)))).toBeUndefined();
  });

  it('mage-wars/EN-22 only traps are bound to zones: an incantation whose card carries the trap trigger is cast on a creature', () => {
    expect(why(acting([triggeredHeal]), cast('P-0', obj('mage-A')))).toBeUndefined();
  });

  it.each<[string, EncounterEvent]>([
    ['its own enchantment of that name sits on another object', attached('e-1', 'agony', 'A', { kind: 'object', id: 'w2' })],
    ['its own enchantment of another name sits on the target', attached('e-1', 'rhino-hide', 'A', { kind: 'object', id: 'w1' })],
    ['an enemy enchantment of that name sits on the target', attached('e-1', 'agony', 'B', { kind: 'object', id: 'w1' })],
    ['its own enchantment of that name sits on the target’s zone', attached('e-1', 'agony', 'A', { kind: 'zone', zone: A0 })],
  ])('mage-wars/EN-4 an enchantment is cast on an object when %s', (_case, fact) => {
    expect(why(acting([CARDS.agony], [...wolves, fact]), cast('P-0', obj('w1')))).toBeUndefined();
  });
});

describe('mage-wars §7.3 SP-4 the counter decision: which enchantment counters, and what a single use destroys', () => {
  const respond = (s: SeatId, pay: boolean): Extract<EncounterCommand, { type: 'RespondToSpell' }> => ({ type: 'RespondToSpell', actor: seat(s), data: { seat: s, pay } });
  /** A's Fireball at B's Mage, which holds `counterCard` (e-n) under the enchantments `before` attached earlier: the spell waits for B. */
  const waiting = (counterCard: string, before: EncounterEvent[]): GameState =>
    stateOf(play(
      [activate('A', 'mage-A'), { type: 'CastSpell', actor: seat('A'), data: { seat: 'A', casterId: 'mage-A', instanceId: 'A-1', target: { kind: 'object', id: 'mage-B' } } }],
      toActions(
        createCommand({ cards: [...ALL_CARDS, ...extra], players: [{ name: 'a', mageClass: 'Warlock', spellbook: book(CARDS.fireball, CARDS.minorHeal) }, { name: 'b', mageClass: 'Priestess', spellbook: book(CARDS.nullify, CARDS.block) }] }),
        [['A-1', 'A-2'], []],
        [teleportTo('mage-B', z(2, 1), z(1, 0)), ...before, attached('e-n', counterCard, 'B', { kind: 'object', id: 'mage-B' })],
      ),
    ));
  const answer = (s: GameState, pay: boolean): EncounterEvent[] => {
    const em = new Emitter(s);
    respondToSpell(em, respond('B', pay));
    return em.events;
  };

  it('mage-wars/SP-4 mage-wars/EN-18 paid: the counter that opened the window counters, not an older enchantment of the target', () => {
    const s = waiting('nullify', [hiddenHide]);
    expect(s.spell?.awaiting).toEqual({ seat: 'B', enchantmentId: 'e-n' });
    const out = answer(s, true);
    expect(out.find((e) => e.type === 'SpellCountered')).toEqual({ type: 'SpellCountered', data: { castId: s.spell!.castId, reason: 'countered by nullify' } });
    expect(out.filter((e) => e.type === 'EnchantmentDestroyed')).toEqual([{ type: 'EnchantmentDestroyed', data: { enchantmentId: 'e-n', cardId: 'nullify', reason: 'single use (EN-18)' } }]);
  });

  it('mage-wars/EN-18 a counter that is not single use counters and stays attached', () => {
    const s = waiting(lastingNullify.id, []);
    const out = answer(s, true);
    expect(out.find((e) => e.type === 'SpellCountered')).toEqual({ type: 'SpellCountered', data: { castId: s.spell!.castId, reason: `countered by ${lastingNullify.id}` } });
    expect(out.some((e) => e.type === 'EnchantmentDestroyed')).toBe(false);
  });
});
