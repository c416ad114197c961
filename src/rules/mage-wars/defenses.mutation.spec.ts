// mage-wars §10.8 defenses, §9.5 mandatory and single-use enchantments, §10.2 step 7 (rules/mage-wars.md; seed 1292-1316,
// 1120-1150, 1514-1570): where defenses come from and where they do not (DF-8: a card-less object, equipment or
// enchantment; an enchantment attached elsewhere), one answer per triggered mandatory enchantment and only those (EN-19,
// EN-20), the single-use enchantment that gave the defense and no other (EN-18), a failed defense roll goes to the dice
// (DF-3), and the counterstrike spending only the defender's revealed Counterstrike enchantment (EN-18) (issue 15: the
// survivors of defenses.ts, run of 2026-11-28).
import type { SeatId } from '../core/decider';
import type { AttackBar, CardDefinition, Defense } from './cards/card-definition';
import type { DeclareCounterstrike, DeclareDefense } from './commands';
import { declareCounterstrike, declareDefense, usableDefenses } from './defenses';
import { Emitter } from './emitter';
import type { EncounterEvent, EventOf } from './events';
import type { GameState } from './state';
import { CARDS, createCommand, enter, melee, play, seat, stateOf } from './testing/fixtures';
import { refusalOf, type Refusal } from './testing/refusal';

const z = { row: 1, col: 0 };
const dodger: CardDefinition = {
  ...CARDS.timberWolf, id: 'dodger', name: 'Dodger',
  defenses: [{ minRoll: 7, uses: 1 }, { minRoll: 5, uses: null, only: 'ranged' }, { minRoll: 3, uses: 2, only: 'melee' }],
};
/** A lasting enchantment with a defense. */
const shield: CardDefinition = { ...CARDS.block, id: 'shield-spell', name: 'Shield Spell', mandatory: false, trigger: undefined, singleUse: false, effects: [{ kind: 'defense', defense: { minRoll: 4, uses: 1 } }] };
/** A second mandatory "attacked" enchantment, of another name than Block (EN-4). */
const parry: CardDefinition = { ...CARDS.block, id: 'parry', name: 'Parry' };
/** A single-use enchantment that grants something other than Counterstrike. */
const ironCharm: CardDefinition = { ...CARDS.retaliate, id: 'iron-charm', name: 'Iron Charm', grants: [{ id: 'Armor', value: 1 }] };
const created = play([createCommand({ cards: [...Object.values(CARDS), dodger, shield, parry, ironCharm] })]);
const UNKNOWN = 'no-such-card';

const bite = CARDS.timberWolf.attacks[0]!;
const declared: EncounterEvent = {
  type: 'AttackDeclared', data: { attackId: 'a1', attackerId: 'wolf', bar: bite, kind: 'melee', targets: ['d'], strikes: 1, isCounterstrike: false, spellCastId: null, endsActionPhase: false },
};
const awaiting = (stage: 'avoid' | 'counterstrike'): EncounterEvent => ({ type: 'AttackAwaiting', data: { attackId: 'a1', stage, seat: 'B', targetId: 'd' } });
const attach = (id: string, cardId: string, target: string, seatId: SeatId = 'B'): EncounterEvent => ({
  type: 'EnchantmentAttached', data: { enchantmentId: id, instanceId: `${id}-card`, cardId, seat: seatId, target: { kind: 'object', id: target } },
});
const attachToZone = (id: string, cardId: string): EncounterEvent => ({
  type: 'EnchantmentAttached', data: { enchantmentId: id, instanceId: `${id}-card`, cardId, seat: 'B', target: { kind: 'zone', zone: z } },
});
const revealed = (id: string, cardId: string): EncounterEvent => ({ type: 'EnchantmentRevealed', data: { enchantmentId: id, cardId, paid: 0 } });
const equip = (mageId: string, instanceId: string, cardId: string): EncounterEvent => ({ type: 'EquipmentAttached', data: { mageId, instanceId, cardId, slots: ['wrists'], returned: [] } });

/** A's wolf attacks B's dodger "d" in zone (1,0); `extra` facts come before the declaration, `after` after it. */
const stateWith = (extra: EncounterEvent[] = [], after: EncounterEvent[] = []): GameState =>
  stateOf([...created, ...enter('wolf', CARDS.timberWolf.id, 'A', z), ...enter('d', dodger.id, 'B', z), ...extra, declared, ...after]);
const usable = (s: GameState, targetId = 'd'): { keys: string[]; mandatory: string[] } => {
  const u = usableDefenses(s, s.attack!, s.objects[targetId]!);
  return { keys: u.defenses.map((o) => o.key), mandatory: u.mandatory.map((e) => e.id) };
};
const destroyed = (events: readonly EncounterEvent[]): EventOf<'EnchantmentDestroyed'>['data'][] =>
  events.filter((e): e is EventOf<'EnchantmentDestroyed'> => e.type === 'EnchantmentDestroyed').map((e) => e.data);

describe('mage-wars §10.8 where defenses come from (DF-8)', () => {
  it('mage-wars/DF-8 an object whose card is unknown has no printed defense: none, and no crash', () => {
    const s = stateWith();
    const unknown: GameState = { ...s, objects: { ...s.objects, d: { ...s.objects.d!, cardId: UNKNOWN } } };
    expect(usable(unknown)).toEqual({ keys: [], mandatory: [] });
  });

  it('mage-wars/DF-8 equipment whose card is unknown adds no defense; known equipment still does', () => {
    const s = stateOf([...created, ...enter('wolf', CARDS.timberWolf.id, 'A', { row: 0, col: 0 }), equip('mage-A', 'x', UNKNOWN), equip('mage-A', 'br', CARDS.bracers.id),
      { ...declared, data: { ...declared.data, targets: ['mage-A'] } }]);
    expect(usable(s, 'mage-A').keys).toEqual(['br#0']);
  });

  it('mage-wars/DF-8 a revealed enchantment whose card is unknown adds no defense; a known one still does', () => {
    const s = stateWith([attach('u', UNKNOWN, 'd'), revealed('u', UNKNOWN), attach('s', shield.id, 'd'), revealed('s', shield.id)]);
    expect(usable(s).keys).toEqual(['d#0', 'd#2', 's#0']);
  });

  it('mage-wars/DF-8 mage-wars/EN-19 enchantments on another object or on the zone give no defense and trigger nothing', () => {
    const s = stateWith([
      ...enter('d2', dodger.id, 'B', z),
      attach('s2', shield.id, 'd2'), revealed('s2', shield.id), attach('b2', CARDS.block.id, 'd2'),
      attach('sw', shield.id, 'wolf', 'A'), revealed('sw', shield.id),
      attachToZone('sz', shield.id), revealed('sz', shield.id), attachToZone('bz', CARDS.block.id),
    ]);
    expect(usable(s)).toEqual({ keys: ['d#0', 'd#2'], mandatory: [] });
    expect(usable({ ...s, attack: { ...s.attack!, targets: ['d2'] } }, 'd2')).toEqual({ keys: ['d2#0', 'd2#2', 's2#0'], mandatory: ['b2'] });
  });
});

describe('mage-wars §10.8 / §9.5 declaring a defense (DF-3, EN-18..EN-20)', () => {
  const defend = (defense: string | null, reveals?: { enchantmentId: string; pay: boolean }[]): DeclareDefense => ({
    type: 'DeclareDefense', actor: seat('B'), data: { seat: 'B', defense, ...(reveals ? { reveals } : {}) },
  });
  const run = (st: GameState, c: DeclareDefense): EncounterEvent[] => {
    const em = new Emitter(st);
    declareDefense(em, c);
    return em.events;
  };
  const refusal = (st: GameState, c: DeclareDefense): Refusal | undefined => refusalOf(() => run(st, c));
  const waiting = (extra: EncounterEvent[]): GameState => stateWith(extra, [awaiting('avoid')]);
  /** Both mandatory enchantments triggered: b1 (Block) then p (Parry), on the dodger. */
  const twoMandatory = waiting([attach('b1', CARDS.block.id, 'd'), attach('p', parry.id, 'd')]);

  it.each<[string, GameState, { enchantmentId: string; pay: boolean }[], Refusal]>([
    ['only the second of two triggered ones is answered', twoMandatory, [{ enchantmentId: 'p', pay: false }],
      { ruleId: 'mage-wars/EN-19', section: '§9.5', message: 'mandatory enchantment b1 was triggered: pay its reveal cost or decline' }],
    ['a hidden enchantment is answered when none was triggered', waiting([attach('r', CARDS.rhinoHide.id, 'd')]), [{ enchantmentId: 'r', pay: true }],
      { ruleId: 'mage-wars/EN-20', section: '§9.5', message: 'enchantment r is not triggered by this attack' }],
  ])('mage-wars/EN-19 mage-wars/EN-20 refused: %s', (_what, s, reveals, expected) => {
    expect(refusal(s, defend(null, reveals))).toEqual(expected);
  });

  it('mage-wars/EN-19 mage-wars/EN-20 two triggered mandatory enchantments, each answered: both are revealed, then the strike is rolled', () => {
    const e = run(twoMandatory, defend(null, [{ enchantmentId: 'b1', pay: false }, { enchantmentId: 'p', pay: false }]));
    expect(e.map((x) => x.type).slice(0, 6)).toEqual(['EnchantmentRevealed', 'EnchantmentDestroyed', 'EnchantmentRevealed', 'EnchantmentDestroyed', 'DiceRolled', 'StrikeResolved']);
    expect(destroyed(e).map((d) => d.enchantmentId)).toEqual(['b1', 'p']);
  });

  // The wolf (A's, attached first) holds a revealed single-use Block and a revealed Rhino Hide: neither is the defense used.
  const elsewhere = [attach('x', CARDS.block.id, 'wolf', 'A'), revealed('x', CARDS.block.id), attach('rh', CARDS.rhinoHide.id, 'wolf', 'A'), revealed('rh', CARDS.rhinoHide.id)];
  it.each<[string, EncounterEvent[], string, EventOf<'EnchantmentDestroyed'>['data'][]]>([
    ['its own printed defense: nothing', [], 'd#0', []],
    ['a lasting enchantment’s defense: nothing', [attach('s', shield.id, 'd'), revealed('s', shield.id)], 's#0', []],
    ['a single-use Block’s defense: that Block', [attach('b', CARDS.block.id, 'd'), revealed('b', CARDS.block.id)], 'b#0',
      [{ enchantmentId: 'b', cardId: CARDS.block.id, reason: 'single use (EN-18)' }]],
  ])('mage-wars/EN-18 the defender uses %s is destroyed, never an enchantment elsewhere', (_what, extra, key, expected) => {
    expect(destroyed(run(waiting([...elsewhere, ...extra]), defend(key)))).toEqual(expected);
  });

  it('mage-wars/DF-3 a failed defense roll goes on to the attack dice: the target is not asked for a second defense', () => {
    const withDefenses = (defenses: Defense[]): GameState => {
      const s = waiting([]);
      return { ...s, cards: { ...s.cards, [dodger.id]: { ...dodger, defenses } } };
    };
    const probe = run(withDefenses([{ minRoll: 1, uses: 1 }]), defend('d#0')).find((e): e is EventOf<'DiceRolled'> => e.type === 'DiceRolled')!;
    const n = probe.data.outcome.die === 'd12' ? probe.data.outcome.values[0]! : NaN;
    // d#0 fails (it needs one more than the roll); the unlimited d#1 would still be usable against this strike.
    const s = withDefenses([{ minRoll: n + 1, uses: 1 }, { minRoll: 1, uses: null }]);
    expect(usable(s).keys).toEqual(['d#0', 'd#1']);
    const e = run(s, defend('d#0'));
    expect(e.slice(0, 4)).toEqual([
      expect.objectContaining({ type: 'DiceRolled', data: expect.objectContaining({ purpose: 'defense' }) }),
      { type: 'DefenseUsed', data: { objectId: 'd', key: 'd#0', roll: n, needed: n + 1, avoided: false } },
      expect.objectContaining({ type: 'DiceRolled', data: expect.objectContaining({ purpose: 'attack' }) }),
      expect.objectContaining({ type: 'StrikeResolved', data: expect.objectContaining({ attackId: 'a1', targetId: 'd', strike: 1, outcome: 'hit' }) }),
    ]);
    expect(e.some((x) => x.type === 'AttackAwaiting' && x.data.stage === 'avoid')).toBe(false);
  });
});

describe('mage-wars §10.2 step 7 the counterstrike spends a single-use Counterstrike enchantment (EN-18)', () => {
  const counter: DeclareCounterstrike = { type: 'DeclareCounterstrike', actor: seat('B'), data: { seat: 'B', attack: 0 } };
  const struck: EncounterEvent = { type: 'StrikeResolved', data: { attackId: 'a1', targetId: 'd', strike: 1, outcome: 'avoided', diceCount: 0, effectRoll: null, damage: 0 } };
  /** The dodger's own Bite has Counterstrike, so it may counterstrike whatever its enchantments. */
  const ownCounter: AttackBar[] = [melee('Bite', 2, { traits: [{ id: 'Counterstrike' }] })];
  const ready = (extra: EncounterEvent[]): GameState => {
    const s = stateWith(extra, [struck, awaiting('counterstrike')]);
    return { ...s, cards: { ...s.cards, [dodger.id]: { ...dodger, attacks: ownCounter } } };
  };
  const run = (st: GameState): EncounterEvent[] => {
    const em = new Emitter(st);
    declareCounterstrike(em, counter);
    return em.events;
  };

  it.each<[string, EncounterEvent[], string[]]>([
    ['a revealed Retaliate on the defender: spent', [attach('g', CARDS.retaliate.id, 'd'), revealed('g', CARDS.retaliate.id)], ['g']],
    ['a revealed Retaliate on the attacker: not the defender’s, kept', [attach('g', CARDS.retaliate.id, 'wolf', 'A'), revealed('g', CARDS.retaliate.id)], []],
    ['a hidden Retaliate on the defender: no effect (EN-10), kept', [attach('g', CARDS.retaliate.id, 'd')], []],
    ['a revealed single-use enchantment granting Armor, not Counterstrike: kept', [attach('g', ironCharm.id, 'd'), revealed('g', ironCharm.id)], []],
    ['a revealed enchantment whose card is unknown: kept, no crash', [attach('g', UNKNOWN, 'd'), revealed('g', UNKNOWN)], []],
  ])('mage-wars/EN-18 counterstriking with its own Counterstrike attack, %s', (_what, extra, spent) => {
    const e = run(ready(extra));
    expect(e[1]).toMatchObject({ type: 'AttackDeclared', data: { attackerId: 'd', targets: ['wolf'], isCounterstrike: true } });
    expect(destroyed(e).map((d) => d.enchantmentId)).toEqual(spent);
  });
});
