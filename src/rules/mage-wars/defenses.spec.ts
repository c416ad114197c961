// mage-wars §10.8 defenses, §9.5 mandatory enchantments and §10.2 step 7 (rules/mage-wars.md; seed 1292-1316, 1124-1150,
// 1514-1570): which defenses a target may use (DF-1, DF-5..DF-8), the roll and its modifiers (DF-2, DF-7), the mandatory
// reveals (EN-19, EN-20), single-use enchantments (EN-18) and the counterstrike (CB-29, CB-30), called on an Emitter over
// an attack written as events (issue 15: the mutants of defenses.ts).
import type { SeatId } from '../core/decider';
import type { AttackBar, CardDefinition, Defense } from './cards/card-definition';
import type { DeclareCounterstrike, DeclareDefense } from './commands';
import { declareCounterstrike, declareDefense, defenseRollModifier, usableDefenses } from './defenses';
import { Emitter } from './emitter';
import type { EncounterEvent } from './events';
import type { AttackState, GameState } from './state';
import { CARDS, addConditions, createCommand, enter, melee, play, seat, stateOf } from './testing/fixtures';

const z = { row: 1, col: 0 };
const dodger: CardDefinition = {
  ...CARDS.timberWolf, id: 'dodger', name: 'Dodger',
  defenses: [{ minRoll: 7, uses: 1 }, { minRoll: 5, uses: null, only: 'ranged' }, { minRoll: 3, uses: 2, only: 'melee' }],
};
const shield: CardDefinition = { ...CARDS.block, id: 'shield-spell', name: 'Shield Spell', mandatory: false, trigger: undefined, singleUse: false, effects: [{ kind: 'defense', defense: { minRoll: 4, uses: 1 } }] };
const guardianAngel: CardDefinition = { ...CARDS.retaliate, id: 'bravery', name: 'Bravery', singleUse: false };
const created = play([createCommand({ cards: [...Object.values(CARDS), dodger, shield, guardianAngel] })]);

const declared = (bar: AttackBar, kind: AttackState['kind'] = 'melee', attackerId = 'wolf', target = 'd'): EncounterEvent => ({
  type: 'AttackDeclared', data: { attackId: 'a1', attackerId, bar, kind, targets: [target], strikes: 1, isCounterstrike: false, spellCastId: null, endsActionPhase: false },
});
const awaiting = (stage: 'avoid' | 'counterstrike', s: SeatId = 'B'): EncounterEvent => ({ type: 'AttackAwaiting', data: { attackId: 'a1', stage, seat: s, targetId: 'd' } });
const attach = (id: string, cardId: string, target: string, seatId: SeatId = 'B'): EncounterEvent => ({
  type: 'EnchantmentAttached', data: { enchantmentId: id, instanceId: `${id}-card`, cardId, seat: seatId, target: { kind: 'object', id: target } },
});
const revealed = (id: string, cardId: string): EncounterEvent => ({ type: 'EnchantmentRevealed', data: { enchantmentId: id, cardId, paid: 0 } });
const used = (key: string): EncounterEvent => ({ type: 'DefenseUsed', data: { objectId: 'd', key, roll: 1, needed: 12, avoided: false } });

const bite = CARDS.timberWolf.attacks[0]!;
/** The wolf (A) attacks the dodger (B) in zone (1,0) with `bar`; `extra` facts come before the declaration. */
const stateWith = (extra: EncounterEvent[] = [], bar: AttackBar = bite, kind: AttackState['kind'] = 'melee', after: EncounterEvent[] = []): GameState =>
  stateOf([...created, ...enter('wolf', CARDS.timberWolf.id, 'A', z), ...enter('d', dodger.id, 'B', z), ...extra, declared(bar, kind), ...after]);
const keysOf = (s: GameState): string[] => usableDefenses(s, s.attack!, s.objects.d!).defenses.map((o) => o.key);

describe('mage-wars §10.8 usable defenses (DF-1, DF-5, DF-6, DF-7, DF-8)', () => {
  it.each<[string, AttackBar, AttackState['kind'], string[]]>([
    ['a melee attack: the any-kind and melee-only ones', bite, 'melee', ['d#0', 'd#2']],
    ['a ranged attack: the any-kind and ranged-only ones', { ...bite, kind: 'ranged' }, 'ranged', ['d#0', 'd#1']],
    ['a damage barrier: none', bite, 'barrier', []],
    ['a special attack (Slam): none', bite, 'special', []],
    ['a zone attack: none', { ...bite, kind: 'ranged', zone: true }, 'ranged', []],
    ['an Unavoidable attack: none', { ...bite, traits: [{ id: 'Unavoidable' }] }, 'melee', []],
  ])('mage-wars/DF-8 against %s', (_what, bar, kind, keys) => {
    expect(keysOf(stateWith([], bar, kind))).toEqual(keys);
  });

  it('mage-wars/DF-5 an incapacitated target has no defense', () => {
    expect(keysOf(stateWith([addConditions('d', 'Stun', 1)]))).toEqual([]);
    expect(keysOf(stateWith([addConditions('d', 'Daze', 1)]))).toEqual(['d#0', 'd#2']);
  });

  it.each<[string, EncounterEvent[], string[], string[]]>([
    ['a once-per-round defense used', [used('d#0')], ['d#2'], ['d#1']],
    ['a twice-per-round defense used once', [used('d#2')], ['d#0', 'd#2'], ['d#0', 'd#1']],
    ['a twice-per-round defense used twice', [used('d#2'), used('d#2')], ['d#0'], ['d#0', 'd#1']],
    ['an unlimited defense used against another attack', [used('d#1@a0')], ['d#0', 'd#2'], ['d#0', 'd#1']],
    ['an unlimited defense used against this attack', [used('d#1@a1')], ['d#0', 'd#2'], ['d#0']],
  ])('mage-wars/DF-1 uses per round: %s', (_what, uses, meleeKeys, rangedKeys) => {
    expect(keysOf(stateWith(uses))).toEqual(meleeKeys);
    expect(keysOf(stateWith(uses, { ...bite, kind: 'ranged' }, 'ranged'))).toEqual(rangedKeys);
  });

  it('mage-wars/DF-6 equipment and revealed enchantments add their defenses with their enchantment; hidden ones do not', () => {
    const mageTarget = (extra: EncounterEvent[]): GameState =>
      stateOf([...created, ...enter('wolf', CARDS.timberWolf.id, 'A', { row: 0, col: 0 }), ...extra, declared(bite, 'melee', 'wolf', 'mage-A')]);
    const bracers: EncounterEvent = { type: 'EquipmentAttached', data: { mageId: 'mage-A', instanceId: 'br', cardId: CARDS.bracers.id, slots: ['wrists'], returned: [] } };
    const s = mageTarget([bracers, attach('e1', shield.id, 'mage-A', 'A'), revealed('e1', shield.id), attach('e2', shield.id, 'mage-A', 'A'), attach('e3', CARDS.rhinoHide.id, 'mage-A', 'A'), revealed('e3', CARDS.rhinoHide.id)]);
    const options = usableDefenses(s, s.attack!, s.objects['mage-A']!).defenses;
    expect(options.map((o) => [o.key, o.enchantmentId, o.defense.minRoll])).toEqual([
      ['br#0', null, 7],
      ['e1#0', 'e1', 4],
    ]);
  });

  it('mage-wars/EN-19 the mandatory ones triggered by an attack: hidden, the target controller’s, with the "attacked" trigger', () => {
    const s = stateWith([attach('b1', CARDS.block.id, 'd'), attach('b2', CARDS.block.id, 'd', 'A'), attach('n', CARDS.nullify.id, 'd'), attach('b3', CARDS.block.id, 'd'), revealed('b3', CARDS.block.id)]);
    const { mandatory, defenses } = usableDefenses(s, s.attack!, s.objects.d!);
    expect(mandatory.map((e) => e.id)).toEqual(['b1']);
    expect(defenses.map((o) => o.key)).toEqual(['d#0', 'd#2', 'b3#0']);
    const unavoidable = stateWith([attach('b1', CARDS.block.id, 'd')], bite, 'barrier');
    expect(usableDefenses(unavoidable, unavoidable.attack!, unavoidable.objects.d!).mandatory).toEqual([]);
  });

  it.each<[string, EncounterEvent[], number]>([
    ['no condition', [], 0],
    ['one Daze marker', [addConditions('d', 'Daze', 1)], -2],
    ['two Daze markers', [addConditions('d', 'Daze', 2)], -4],
    ['restrained (Cripple)', [addConditions('d', 'Cripple', 1)], -2],
    ['Daze and restrained', [addConditions('d', 'Daze', 1), addConditions('d', 'Cripple', 1)], -4],
  ])('mage-wars/DF-7 the defense roll with %s: %d', (_what, extra, modifier) => {
    const s = stateWith(extra);
    // + 0: no modifier is −0 (−2 × 0), the same number.
    expect(defenseRollModifier(s, s.objects.d!) + 0).toBe(modifier);
  });
});

describe('mage-wars §10.8 declaring a defense (DF-1, DF-2, EN-18..EN-21)', () => {
  const defend = (defense: string | null, s: SeatId = 'B', reveals?: { enchantmentId: string; pay: boolean }[]): DeclareDefense => ({
    type: 'DeclareDefense', actor: seat(s), data: { seat: s, defense, ...(reveals ? { reveals } : {}) },
  });
  const run = (st: GameState, c: DeclareDefense): EncounterEvent[] => {
    const em = new Emitter(st);
    declareDefense(em, c);
    return em.events;
  };
  const naturalRoll = (st: GameState): number => {
    const rolled = run(st, defend('d#0')).find((e) => e.type === 'DiceRolled');
    return rolled?.type === 'DiceRolled' && rolled.data.outcome.die === 'd12' ? rolled.data.outcome.values[0]! : NaN;
  };
  const withDefense = (defense: Defense, extra: EncounterEvent[] = []): GameState => {
    const card = { ...dodger, defenses: [defense] };
    const s0 = stateOf([...created, ...enter('wolf', CARDS.timberWolf.id, 'A', z), ...enter('d', dodger.id, 'B', z), ...extra, declared(bite), awaiting('avoid')]);
    return { ...s0, cards: { ...s0.cards, [dodger.id]: card } };
  };

  it('mage-wars/CB-12 only the awaited seat decides, and only when a defense is awaited', () => {
    const waiting = stateWith([], bite, 'melee', [awaiting('avoid')]);
    expect(() => run(waiting, defend('d#0', 'A'))).toThrow(expect.objectContaining({ ruleId: 'mage-wars/CB-12', section: '§10.2', message: 'the avoid decision belongs to seat B' }));
    const none = stateWith();
    expect(() => run(none, defend('d#0'))).toThrow(expect.objectContaining({ ruleId: 'mage-wars/CB-12', message: 'no attack is waiting for the avoid decision' }));
    const counter = stateWith([], bite, 'melee', [awaiting('counterstrike')]);
    expect(() => run(counter, defend('d#0'))).toThrow(expect.objectContaining({ ruleId: 'mage-wars/CB-12' }));
  });

  it('mage-wars/DF-1 a defense that is not among the usable ones is refused', () => {
    const s = stateWith([used('d#0')], bite, 'melee', [awaiting('avoid')]);
    expect(() => run(s, defend('d#0'))).toThrow(expect.objectContaining({ ruleId: 'mage-wars/DF-1', section: '§10.8', message: 'defense d#0 is not available (used up, wrong attack kind, or unavoidable)' }));
    expect(() => run(s, defend('d#1'))).toThrow(expect.objectContaining({ ruleId: 'mage-wars/DF-1' }));
  });

  it('mage-wars/CB-13 declining rolls the strike at once', () => {
    const e = run(stateWith([], bite, 'melee', [awaiting('avoid')]), defend(null));
    expect(e.map((x) => x.type).slice(0, 2)).toEqual(['DiceRolled', 'StrikeResolved']);
    expect(e[1]).toMatchObject({ data: { outcome: 'hit', diceCount: 4 } });
  });

  it('mage-wars/DF-2 the roll avoids the strike at the defense’s number exactly, not one below; the use is spent either way', () => {
    const n = naturalRoll(withDefense({ minRoll: 1, uses: 1 }));
    const at = run(withDefense({ minRoll: n, uses: 1 }), defend('d#0'));
    expect(at.slice(0, 3)).toEqual([
      expect.objectContaining({ type: 'DiceRolled', data: expect.objectContaining({ purpose: 'defense', subject: 'd' }) }),
      { type: 'DefenseUsed', data: { objectId: 'd', key: 'd#0', roll: n, needed: n, avoided: true } },
      { type: 'StrikeResolved', data: { attackId: 'a1', targetId: 'd', strike: 1, outcome: 'avoided', diceCount: 0, effectRoll: null, damage: 0 } },
    ]);
    const above = run(withDefense({ minRoll: n + 1, uses: 1 }), defend('d#0'));
    expect(above[1]).toEqual({ type: 'DefenseUsed', data: { objectId: 'd', key: 'd#0', roll: n, needed: n + 1, avoided: false } });
    expect(above.slice(2, 4).map((x) => x.type)).toEqual(['DiceRolled', 'StrikeResolved']);
    expect(above[3]).toMatchObject({ data: { outcome: 'hit' } });
  });

  it('mage-wars/DF-7 a Daze marker takes 2 from the roll; an unlimited defense is spent for this attack only', () => {
    const n = naturalRoll(withDefense({ minRoll: 1, uses: 1 }));
    const dazed = run(withDefense({ minRoll: 1, uses: null }, [addConditions('d', 'Daze', 1)]), defend('d#0'));
    expect(dazed[1]).toEqual({ type: 'DefenseUsed', data: { objectId: 'd', key: 'd#0@a1', roll: n - 2, needed: 1, avoided: n - 2 >= 1 } });
  });

  it('mage-wars/EN-18 a single-use enchantment is destroyed after its defense is used; a lasting one stays', () => {
    const block = stateWith([attach('b', CARDS.block.id, 'd'), revealed('b', CARDS.block.id)], bite, 'melee', [awaiting('avoid')]);
    const e = run(block, defend('b#0'));
    expect(e.slice(1, 3).map((x) => x.type)).toEqual(['DefenseUsed', 'EnchantmentDestroyed']);
    expect(e[2]).toEqual({ type: 'EnchantmentDestroyed', data: { enchantmentId: 'b', cardId: CARDS.block.id, reason: 'single use (EN-18)' } });
    const lasting = stateWith([attach('s', shield.id, 'd'), revealed('s', shield.id)], bite, 'melee', [awaiting('avoid')]);
    expect(run(lasting, defend('s#0')).some((x) => x.type === 'EnchantmentDestroyed')).toBe(false);
    expect(run(lasting, defend('d#0')).some((x) => x.type === 'EnchantmentDestroyed')).toBe(false);
  });

  it('mage-wars/EN-19 mage-wars/EN-20 mage-wars/EN-21 every triggered mandatory enchantment is answered; only those; a paid Block is then usable', () => {
    const s = stateWith([attach('b', CARDS.block.id, 'd'), attach('r', CARDS.rhinoHide.id, 'd')], bite, 'melee', [awaiting('avoid')]);
    expect(() => run(s, defend(null))).toThrow(expect.objectContaining({ ruleId: 'mage-wars/EN-19', section: '§9.5', message: 'mandatory enchantment b was triggered: pay its reveal cost or decline' }));
    expect(() => run(s, defend(null, 'B', [{ enchantmentId: 'b', pay: true }, { enchantmentId: 'r', pay: true }]))).toThrow(
      expect.objectContaining({ ruleId: 'mage-wars/EN-20', section: '§9.5', message: 'enchantment r is not triggered by this attack' }),
    );
    const paid = run(s, defend('b#0', 'B', [{ enchantmentId: 'b', pay: true }]));
    expect(paid.slice(0, 2).map((x) => x.type)).toEqual(['ManaSpent', 'EnchantmentRevealed']);
    expect(paid.find((x) => x.type === 'DefenseUsed')).toMatchObject({ data: { key: 'b#0', needed: 1, avoided: true } });
    const declined = run(s, defend(null, 'B', [{ enchantmentId: 'b', pay: false }]));
    expect(declined.slice(0, 2).map((x) => x.type)).toEqual(['EnchantmentRevealed', 'EnchantmentDestroyed']);
  });
});

describe('mage-wars §10.2 step 7 counterstrike (CB-29..CB-33)', () => {
  const counter = (attack: number | null, s: SeatId = 'B'): DeclareCounterstrike => ({ type: 'DeclareCounterstrike', actor: seat(s), data: { seat: s, attack } });
  const struck: EncounterEvent = { type: 'StrikeResolved', data: { attackId: 'a1', targetId: 'd', strike: 1, outcome: 'avoided', diceCount: 0, effectRoll: null, damage: 0 } };
  const counterCard: CardDefinition = { ...dodger, id: 'dodger', attacks: [melee('Bite', 2, { traits: [{ id: 'Counterstrike' }] }), melee('Maul', 5, { action: 'full', traits: [{ id: 'Counterstrike' }] }), melee('Snap', 1)] };
  const ready = (extra: EncounterEvent[] = []): GameState => {
    const s0 = stateWith(extra, bite, 'melee', [struck, awaiting('counterstrike')]);
    return { ...s0, cards: { ...s0.cards, [dodger.id]: counterCard } };
  };
  const run = (st: GameState, c: DeclareCounterstrike): EncounterEvent[] => {
    const em = new Emitter(st);
    declareCounterstrike(em, c);
    return em.events;
  };

  it('mage-wars/CB-29 only the awaited seat decides, and only when a counterstrike is awaited', () => {
    expect(() => run(ready(), counter(0, 'A'))).toThrow(expect.objectContaining({ ruleId: 'mage-wars/CB-29', section: '§10.2', message: 'the counterstrike decision belongs to seat B' }));
    expect(() => run(stateWith([], bite, 'melee', [awaiting('avoid')]), counter(0))).toThrow(
      expect.objectContaining({ ruleId: 'mage-wars/CB-29', message: 'no attack is waiting for the counterstrike decision' }),
    );
  });

  it('mage-wars/CB-29 declining is recorded and the attack goes on', () => {
    const e = run(ready(), counter(null));
    expect(e[0]).toEqual({ type: 'CounterstrikeDecided', data: { attackId: 'a1', objectId: 'd', counterstrike: false } });
    expect(e.some((x) => x.type === 'AttackDeclared')).toBe(false);
  });

  it('mage-wars/CB-30 a counterstrike is a quick melee attack with Counterstrike, at the original attacker', () => {
    expect(() => run(ready(), counter(1))).toThrow(expect.objectContaining({ ruleId: 'mage-wars/CB-30', section: '§10.2', message: 'a counterstrike is a quick melee attack with Counterstrike' }));
    expect(() => run(ready(), counter(2))).toThrow(expect.objectContaining({ ruleId: 'mage-wars/CB-30' }));
    const e = run(ready(), counter(0));
    expect(e[0]).toEqual({ type: 'CounterstrikeDecided', data: { attackId: 'a1', objectId: 'd', counterstrike: true } });
    expect(e[1]).toMatchObject({ type: 'AttackDeclared', data: { attackerId: 'd', bar: counterCard.attacks[0], kind: 'melee', targets: ['wolf'], isCounterstrike: true, spellCastId: null, endsActionPhase: false } });
  });

  it('mage-wars/EN-18 a single-use enchantment that granted Counterstrike is spent by it; a lasting one or a hidden one is not', () => {
    const granted = (cardId: string, reveal = true, attacks: AttackBar[] = [melee('Snap', 1)]): GameState => {
      const s0 = stateWith([attach('g', cardId, 'd'), ...(reveal ? [revealed('g', cardId)] : [])], bite, 'melee', [struck, awaiting('counterstrike')]);
      return { ...s0, cards: { ...s0.cards, [dodger.id]: { ...dodger, attacks } } };
    };
    expect(run(granted(CARDS.retaliate.id), counter(0)).filter((x) => x.type === 'EnchantmentDestroyed')).toEqual([
      { type: 'EnchantmentDestroyed', data: { enchantmentId: 'g', cardId: CARDS.retaliate.id, reason: 'single use (EN-18)' } },
    ]);
    expect(run(granted(guardianAngel.id), counter(0)).some((x) => x.type === 'EnchantmentDestroyed')).toBe(false);
    // A single-use enchantment that grants something else (Block) is not spent by a counterstrike of the card's own.
    expect(run(granted(CARDS.block.id, true, counterCard.attacks.slice()), counter(0)).some((x) => x.type === 'EnchantmentDestroyed')).toBe(false);
    const hidden = granted(CARDS.retaliate.id, false);
    expect(() => run(hidden, counter(0))).toThrow(expect.objectContaining({ ruleId: 'mage-wars/CB-30' }));
  });
});
