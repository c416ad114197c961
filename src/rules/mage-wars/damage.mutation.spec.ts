// mage-wars §12.4 MG-WL-1, §14 MP-1 / MP-6, §9.6 EN-23 / AC-19, §11.3 Slam (ST-15, MG-WZ-1) (rules/mage-wars.md): which
// destroyed objects give a Warlock's curse back, what a fallen Mage takes with it in a free-for-all and where its
// initiative goes, that a push or a teleport springs a trap without resuming a move, and how a Slam is dealt to an
// Incorporeal creature or absorbed by a ward (issue 15: the survivors of damage.ts in the 2026-11-28 run).
import type { SeatId } from '../core/decider';
import type { Zone } from './arena';
import type { CardDefinition } from './cards/card-definition';
import type { PlayerSetup } from './commands';
import { destroyObject, push, teleport } from './damage';
import { C1, C2, N1, N2, type DieFace } from './dice';
import { Emitter } from './emitter';
import type { EncounterEvent } from './events';
import type { GameState } from './state';
import { ALL_CARDS, CARDS, createCommand, enter, fullCommand, play, stateOf } from './testing/fixtures';
import { armorOf } from './traits';

const z = (row: number, col: number): Zone => ({ row, col });
const obj = (s: GameState, id: string) => s.objects[id]!;
const dataOf = (em: Emitter, type: EncounterEvent['type']): unknown[] => em.events.filter((e) => e.type === type).map((e) => e.data);

// A Curse that may also be cast on a conjuration, so that a conjuration or a wall can carry one.
const withering: CardDefinition = { ...CARDS.agony, id: 'withering', name: 'Withering', targets: ['creature', 'conjuration'] };
const warlock = (name: string): PlayerSetup => ({ name, mageClass: 'Warlock', spellbook: ['fireball'] });
const priestess = (name: string): PlayerSetup => ({ name, mageClass: 'Priestess', spellbook: ['minor-heal'] });
/** A free-for-all of three (§14): A Warlock at (0,0), B Priestess at (3,5), C Warlock at (0,5) on the 4 × 6 arena. */
const ffa = ((): EncounterEvent[] => {
  const c = fullCommand([warlock('Ana'), priestess('Ben'), warlock('Cid')], [...ALL_CARDS, withering]);
  return play([{ ...c, data: { ...c.data, mode: 'double' } }]);
})();
const attach = (id: string, cardId: string, by: SeatId, target: string | Zone): EncounterEvent => ({
  type: 'EnchantmentAttached',
  data: { enchantmentId: id, instanceId: `${id}-card`, cardId, seat: by, target: typeof target === 'string' ? { kind: 'object', id: target } : { kind: 'zone', zone: target } },
});
const round = (initiative: SeatId): EncounterEvent => ({ type: 'RoundBegun', data: { round: 1, initiative } });
const en3 = (enchantmentId: string, cardId: string): EncounterEvent => ({ type: 'EnchantmentDestroyed', data: { enchantmentId, cardId, reason: 'its object was destroyed (EN-3)' } });
const fell = (enchantmentId: string, cardId: string): EncounterEvent => ({ type: 'EnchantmentDestroyed', data: { enchantmentId, cardId, reason: 'its Mage was destroyed (§14)' } });
const destroyedEvent = (objectId: string, reason: string): EncounterEvent => ({ type: 'ObjectDestroyed', data: { objectId, reason } });

describe('mage-wars §12.4 Curse veil on destruction (MG-WL-1)', () => {
  const returned: EncounterEvent = {
    type: 'CurseReturned', data: { enchantmentId: 'c1', seat: 'A', mageId: 'mage-A', instanceId: 'c1-card', cardId: withering.id, round: 1, hidden: true },
  };

  it.each<[string, string]>([
    ['an enemy creature', 'bpet'],
    ['an enemy Mage (a Mage is a creature)', 'mage-B'],
  ])('mage-wars/MG-WL-1 the Warlock’s curse on %s that is destroyed goes back to his spellbook', (_what, target) => {
    const em = new Emitter(stateOf([...ffa, ...enter('bpet', CARDS.timberWolf.id, 'B', z(2, 4)), round('A'), attach('c1', withering.id, 'A', target)]));
    destroyObject(em, target, 'test');
    expect(em.events[0]).toEqual(returned);
    expect(dataOf(em, 'EnchantmentDestroyed')).not.toContainEqual(expect.objectContaining({ enchantmentId: 'c1' }));
    expect(em.state.seats.A?.spellbook).toContainEqual({ instanceId: 'c1-card', cardId: withering.id });
  });

  it.each<[string, EncounterEvent]>([
    ['a conjuration', { type: 'ObjectEntered', data: { objectId: 'thing', cardId: CARDS.lair.id, instanceId: 'thing-card', kind: 'conjuration', owner: 'B', zone: z(2, 4), border: null, attachedTo: null } }],
    ['a wall', { type: 'ObjectEntered', data: { objectId: 'thing', cardId: CARDS.wallOfThorns.id, instanceId: 'thing-card', kind: 'wall', owner: 'B', zone: null, border: [z(2, 4), z(2, 5)], attachedTo: null } }],
  ])('mage-wars/MG-WL-1 a curse on %s (not a creature) is destroyed with it, never returned', (_what, entered) => {
    const em = new Emitter(stateOf([...ffa, entered, round('A'), attach('c1', withering.id, 'A', 'thing')]));
    destroyObject(em, 'thing', 'test');
    expect(em.events).toEqual([en3('c1', withering.id), destroyedEvent('thing', 'test')]);
  });
});

describe('mage-wars §14 a Mage falls in a free-for-all (MP-1, MP-6)', () => {
  // B falls; A and C play on. B controls: an enchantment on its Mage, one on A's wolf, a trap on a zone, one on its own
  // wolf. A controls: one on B's wolf and one on its own Mage. C's wolf and both other Mages are untouched.
  const fallen = (initiative: SeatId): Emitter =>
    new Emitter(stateOf([
      ...ffa,
      ...enter('apet', CARDS.timberWolf.id, 'A', z(1, 1)),
      ...enter('bpet', CARDS.timberWolf.id, 'B', z(2, 4)),
      ...enter('cpet', CARDS.timberWolf.id, 'C', z(1, 4)),
      round(initiative),
      attach('bhide', CARDS.rhinoHide.id, 'B', 'mage-B'),
      attach('bonA', CARDS.rhinoHide.id, 'B', 'apet'),
      attach('btrap', CARDS.stunTrap.id, 'B', z(1, 1)),
      attach('bown', CARDS.bearStrength.id, 'B', 'bpet'),
      attach('aonB', CARDS.rhinoHide.id, 'A', 'bpet'),
      attach('aown', CARDS.rhinoHide.id, 'A', 'mage-A'),
    ]));
  const falls: EncounterEvent[] = [
    en3('bhide', CARDS.rhinoHide.id),
    destroyedEvent('mage-B', 'test'),
    fell('bonA', CARDS.rhinoHide.id),
    fell('btrap', CARDS.stunTrap.id),
    fell('bown', CARDS.bearStrength.id),
    en3('aonB', CARDS.rhinoHide.id),
    destroyedEvent('bpet', 'its Mage was destroyed (§14)'),
  ];

  it.each<[SeatId, EncounterEvent[]]>([
    ['B', [{ type: 'InitiativeDetermined', data: { round: 1, initiative: 'C', rollOff: [] } }]],
    ['A', []],
    ['C', []],
  ])('mage-wars/MP-6 mage-wars/MP-1 with %s holding the initiative: every enchantment and object of the fallen seat goes, then a held initiative passes left', (initiative, passed) => {
    const em = fallen(initiative);
    destroyObject(em, 'mage-B', 'test');
    expect(em.events).toEqual([...falls, ...passed]);
    expect(em.state.status).toBe('active');
    expect(em.state.round.initiative).toBe(initiative === 'B' ? 'C' : initiative);
    expect(em.state.enchantments.map((e) => e.id)).toEqual(['aown']);
    expect(['mage-A', 'mage-C', 'apet', 'cpet'].map((id) => obj(em.state, id).destroyed)).toEqual([false, false, false, false]);
  });
});

describe('mage-wars §9.6 a trap sprung by a push or a teleport (EN-23, AC-19)', () => {
  // Apprentice game: B's wolf at (1,0); A's hidden Stun Trap on (2,0), the zone south of it.
  const trapped = (): Emitter =>
    new Emitter(stateOf([...play([createCommand()]), ...enter('wolf', CARDS.timberWolf.id, 'B', z(1, 0)), attach('t1', CARDS.stunTrap.id, 'A', z(2, 0))]));
  const sprung: EncounterEvent = { type: 'TrapTriggered', data: { objectId: 'wolf', seat: 'A', enchantmentIds: ['t1'], resumeMove: false } };

  it('mage-wars/EN-23 a creature pushed into the zone springs the trap; no move of its own resumes after it', () => {
    const em = trapped();
    expect(push(em, obj(em.state, 'wolf'), 'S')).toBe('moved');
    expect(em.events).toEqual([{ type: 'CreaturePushed', data: { objectId: 'wolf', from: z(1, 0), to: z(2, 0) } }, sprung]);
  });

  it('mage-wars/AC-19 mage-wars/EN-23 a creature teleported into the zone springs the trap; no move of its own resumes after it', () => {
    const em = trapped();
    teleport(em, obj(em.state, 'wolf'), z(2, 0));
    expect(em.events).toEqual([{ type: 'CreatureTeleported', data: { objectId: 'wolf', from: z(1, 0), to: z(2, 0) } }, sprung]);
  });
});

describe('mage-wars §11.3 Slam damage (TV-49, ST-15, MG-WZ-1)', () => {
  /** The created game with every attack die showing `faces` (the die is a creation option, CB-16). */
  const withDie = (log: readonly EncounterEvent[], faces: readonly DieFace[]): EncounterEvent[] => {
    const [first, ...rest] = log;
    if (first.type !== 'EncounterCreated') throw new Error('no creation');
    return [{ ...first, data: { ...first.data, options: { ...first.data.options, attackDie: faces } } }, ...rest];
  };
  const dealt = (em: Emitter): unknown[] => dataOf(em, 'DamageDealt');

  it.each<[string, number, string, DieFace]>([
    ['an Incorporeal spirit, normal 2s', 0, CARDS.spirit.id, N2],
    ['an Incorporeal spirit, critical 2s', 0, CARDS.spirit.id, C2],
    ['an Incorporeal spirit, normal 1s', 3, CARDS.spirit.id, N1],
    ['an Incorporeal spirit, critical 1s', 3, CARDS.spirit.id, C1],
    ['a Corporeal wolf (armor 1), normal 2s', 5, CARDS.timberWolf.id, N2],
  ])('mage-wars/ST-15 mage-wars/TV-49 a Slam (not Ethereal) of three dice against %s deals %d', (_what, damage, cardId, face) => {
    const em = new Emitter(stateOf([...withDie(play([createCommand()]), [face]), ...enter('x', cardId, 'B', z(1, 0))]));
    expect(push(em, obj(em.state, 'x'), 'W')).toBe('slam');
    expect(dealt(em)).toEqual(damage > 0 ? [{ objectId: 'x', amount: damage, direct: false, source: 'Slam' }] : []);
  });

  it('mage-wars/MG-WZ-1 an active Voltaric Shield absorbs a Slam (an attack), and the ward names the Slam', () => {
    const wizard = play([fullCommand([{ name: 'Ana', mageClass: 'Beastmaster', spellbook: ['timber-wolf'] }, { name: 'Ben', mageClass: 'Wizard', spellbook: ['fireball'], element: 'Air' }])]);
    const em = new Emitter(stateOf([...withDie(wizard, [N2]), { type: 'WardActivated', data: { objectId: 'mage-B', marker: 'Voltaric Shield', cost: 2 } }]));
    const mage = obj(em.state, 'mage-B');
    const hit = 6 - armorOf(em.state, mage);
    expect(hit).toBeGreaterThan(3);
    expect(push(em, mage, 'S')).toBe('slam');
    expect(dataOf(em, 'WardSpent')).toEqual([{ objectId: 'mage-B', marker: 'Voltaric Shield', absorbed: 3, source: 'Slam' }]);
    expect(dealt(em)).toEqual([{ objectId: 'mage-B', amount: hit - 3, direct: false, source: 'Slam' }]);
  });
});
