// mage-wars §10.2 the eight attack steps (rules/mage-wars.md; seed 1222-1570), each gate called on an Emitter over an attack
// written as events: attack options (EQ-7), forced guards (GD-2, GD-7, ST-10), counterstrike options (CB-29, CB-33), the
// Daze check at 7 (CB-10), a strike's effects and their gates (CB-19, CB-20, ST-15), and the step machine: missed first
// strike, awaited defense, damage barrier (CB-23..CB-28), counterstrike, guard lost (CB-32), end (CB-34, CB-35)
// (issue 15: the mutants of attack.ts).
import { attackOptions, counterstrikeOptions, declareAttack, forcedGuards, rollStrike, runAttack } from './attack';
import type { AttackBar, CardDefinition } from './cards/card-definition';
import { rollD12s } from './dice';
import { Emitter } from './emitter';
import type { EncounterEvent } from './events';
import type { AttackState, GameState, MageWarsOptions } from './state';
import { CARDS, addConditions, createCommand, enter, melee, play, stateOf } from './testing/fixtures';

const z = { row: 1, col: 0 };
const always = (effects: AttackBar['effects'][number]['effects']): AttackBar['effects'] => [{ min: 0, max: null, effects }];
const sword: CardDefinition = { ...CARDS.bracers, id: 'sword', name: 'Sword', equipmentSlots: ['weapon'], defenses: [], attacks: [melee('Sword', 3)] };
const gnat: CardDefinition = { ...CARDS.timberWolf, id: 'gnat', name: 'Gnat', traits: [{ id: 'Insignificant' }] };
const eel: CardDefinition = { ...CARDS.timberWolf, id: 'eel', name: 'Eel', traits: [{ id: 'Elusive' }] };
const salamander: CardDefinition = { ...CARDS.timberWolf, id: 'salamander', name: 'Salamander', traits: [{ id: 'Burnproof' }] };
const created = play([createCommand({ cards: [...Object.values(CARDS), sword, gnat, eel, salamander] })]);

const guard = (objectId: string): EncounterEvent => ({ type: 'GuardPlaced', data: { objectId } });
const declared = (bar: AttackBar, over: Partial<{ kind: AttackState['kind']; attackerId: string; targets: string[]; strikes: number; isCounterstrike: boolean; endsActionPhase: boolean }> = {}): EncounterEvent => ({
  type: 'AttackDeclared',
  data: { attackId: 'a1', attackerId: over.attackerId ?? 'wolf', bar, kind: over.kind ?? 'melee', targets: over.targets ?? ['d'], strikes: over.strikes ?? 1, isCounterstrike: over.isCounterstrike ?? false, spellCastId: null, endsActionPhase: over.endsActionPhase ?? false },
});
const resolved = (outcome: 'hit' | 'avoided', strike = 1): EncounterEvent => ({ type: 'StrikeResolved', data: { attackId: 'a1', targetId: 'd', strike, outcome, diceCount: 0, effectRoll: null, damage: 0 } });
const activated = (objectId: string, seq = 4): EncounterEvent => ({ type: 'CreatureActivated', data: { objectId, seat: 'A', seq, startedHindered: false } });
/** A's wolf and B's `targetCard` ("d") in zone (1,0); `extra` facts after them. */
const stateWith = (targetCard: string, ...extra: EncounterEvent[]): GameState =>
  stateOf([...created, ...enter('wolf', CARDS.timberWolf.id, 'A', z), ...enter('d', targetCard, 'B', z), ...extra]);
const withOptions = (s: GameState, over: Partial<MageWarsOptions>): GameState => ({ ...s, options: { ...s.options, ...over } });
const emit = (s: GameState, f: (em: Emitter) => void): EncounterEvent[] => {
  const em = new Emitter(s);
  f(em);
  return em.events;
};
const types = (events: EncounterEvent[]): string[] => events.map((e) => e.type);

describe('mage-wars §10.2 step 1 options and guards (EQ-7, GD-2, GD-7, ST-10, CB-29)', () => {
  it('mage-wars/EQ-7 a creature attacks with its card’s bars, then its equipment’s', () => {
    const s = stateOf([...created, { type: 'EquipmentAttached', data: { mageId: 'mage-A', instanceId: 'sw', cardId: sword.id, slots: ['weapon'], returned: [] } }]);
    expect(attackOptions(s, s.objects['mage-A']!).map((b) => b.name)).toEqual([s.cards[s.objects['mage-A']!.cardId]!.attacks[0]!.name, 'Sword']);
    expect(attackOptions(s, { ...s.objects['mage-A']!, cardId: 'no-such-card', equipment: [] })).toEqual([]);
  });

  it.each<[string, string, EncounterEvent[], string[]]>([
    ['an enemy guard in the attacker’s zone', CARDS.grizzly.id, [guard('g')], ['g']],
    ['an enemy creature that is not guarding', CARDS.grizzly.id, [], []],
    ['a stunned guard', CARDS.grizzly.id, [guard('g'), addConditions('g', 'Stun', 1)], []],
    ['a restrained guard', CARDS.grizzly.id, [guard('g'), addConditions('g', 'Cripple', 1)], []],
    ['a dazed guard', CARDS.grizzly.id, [guard('g'), addConditions('g', 'Daze', 1)], ['g']],
    ['an Insignificant guard', gnat.id, [guard('g')], []],
  ])('mage-wars/GD-2 the melee attacker must choose among guards: %s', (_what, guardCard, extra, ids) => {
    const s = stateWith(CARDS.timberWolf.id, ...enter('g', guardCard, 'B', z), ...extra);
    expect(forcedGuards(s, s.objects.wolf!, s.objects.d!).map((o) => o.id)).toEqual(ids);
  });

  it('mage-wars/GD-2 a guard of the attacker’s own side, in another zone or destroyed forces nothing; an Elusive attacker ignores guards', () => {
    const own = stateWith(CARDS.timberWolf.id, ...enter('g', CARDS.grizzly.id, 'A', z), guard('g'));
    expect(forcedGuards(own, own.objects.wolf!, own.objects.d!)).toEqual([]);
    const far = stateWith(CARDS.timberWolf.id, ...enter('g', CARDS.grizzly.id, 'B', { row: 2, col: 0 }), guard('g'));
    expect(forcedGuards(far, far.objects.wolf!, far.objects.d!)).toEqual([]);
    const fallen = stateOf([...created, ...enter('wolf', CARDS.timberWolf.id, 'B', { row: 0, col: 0 }), guard('mage-A'), { type: 'ObjectDestroyed', data: { objectId: 'mage-A', reason: 'test' } }]);
    expect(forcedGuards(fallen, { ...fallen.objects.wolf!, controller: 'B' }, fallen.objects.wolf!)).toEqual([]);
    const elusive = stateOf([...created, ...enter('wolf', eel.id, 'A', z), ...enter('d', CARDS.timberWolf.id, 'B', z), ...enter('g', CARDS.grizzly.id, 'B', z), guard('g')]);
    expect(forcedGuards(elusive, elusive.objects.wolf!, elusive.objects.d!)).toEqual([]);
  });

  it('mage-wars/ST-10 a Flying attacker against a Flying target ignores guards; against a walking one it does not', () => {
    const flying = stateOf([...created, ...enter('wolf', CARDS.falcon.id, 'A', z), ...enter('d', CARDS.falcon.id, 'B', z), ...enter('w', CARDS.timberWolf.id, 'B', z), ...enter('g', CARDS.grizzly.id, 'B', z), guard('g')]);
    expect(forcedGuards(flying, flying.objects.wolf!, flying.objects.d!)).toEqual([]);
    expect(forcedGuards(flying, flying.objects.wolf!, flying.objects.w!).map((o) => o.id)).toEqual(['g']);
    expect(forcedGuards(flying, flying.objects.w!, flying.objects.d!)).toEqual([]);
  });

  it.each<[string, string, EncounterEvent[], number[]]>([
    ['a bar with Counterstrike (Hydra)', CARDS.hydra.id, [], [0]],
    ['no Counterstrike', CARDS.timberWolf.id, [], []],
    ['a guard: its quick melee bars', CARDS.grizzly.id, [guard('d')], [0]],
    ['a guard with a ranged bar: only the quick melee one', CARDS.archer.id, [guard('d')], [0]],
    ['Counterstrike granted by a revealed enchantment', CARDS.timberWolf.id, [
      { type: 'EnchantmentAttached', data: { enchantmentId: 'r', instanceId: 'r-card', cardId: CARDS.retaliate.id, seat: 'B', target: { kind: 'object', id: 'd' } } },
      { type: 'EnchantmentRevealed', data: { enchantmentId: 'r', cardId: CARDS.retaliate.id, paid: 0 } },
    ], [0]],
    ['an incapacitated Hydra (CB-33)', CARDS.hydra.id, [addConditions('d', 'Sleep', 1)], []],
  ])('mage-wars/CB-29 counterstrike options of %s', (_what, card, extra, options) => {
    const s = stateWith(card, ...extra);
    expect(counterstrikeOptions(s, s.objects.d!)).toEqual(options);
  });
});

describe('mage-wars §10.2 the Daze check at the end of Declare (CB-10, CB-22, CB-25)', () => {
  const base = stateWith(CARDS.timberWolf.id, addConditions('wolf', 'Daze', 1));
  /** A seed whose first d12 (at this state's nonce) is `n`, so that the check's bound is met exactly. */
  const seedRolling = (n: number): string => {
    for (let i = 0; i < 500; i++) if (rollD12s(`daze-${i}`, base.nonce, 1)[0] === n) return `daze-${i}`;
    throw new Error(`no seed rolls ${n}`);
  };
  const declare = (s: GameState, bar: AttackBar = CARDS.timberWolf.attacks[0]!, kind: AttackState['kind'] = 'melee'): EncounterEvent[] =>
    emit(s, (em) => declareAttack(em, { attacker: s.objects.wolf!, bar, kind, targets: ['d'], isCounterstrike: false, spellCastId: null, endsActionPhase: true }));

  it.each<[number, boolean]>([
    [7, true],
    [6, false],
  ])('mage-wars/CB-10 a Dazed attacker rolling %d proceeds: %s', (roll, proceeds) => {
    const e = declare({ ...base, seed: seedRolling(roll) });
    expect(e.find((x) => x.type === 'DazeChecked')).toEqual({ type: 'DazeChecked', data: { attackId: `a${base.serial}`, roll, proceeds } });
  });

  it('mage-wars/CB-25 no Daze check without Daze, nor for a damage barrier or a special attack', () => {
    expect(types(declare(stateWith(CARDS.timberWolf.id)))).toEqual(['AttackDeclared']);
    expect(types(declare(base, CARDS.thornBeast.attacks[1], 'barrier'))).toEqual(['AttackDeclared']);
    expect(types(declare(base, CARDS.thornBeast.attacks[1], 'special'))).toEqual(['AttackDeclared']);
  });

  it('mage-wars/CB-22 the declaration records the strikes: Doublestrike 2, Triplestrike 3', () => {
    const s = stateWith(CARDS.timberWolf.id);
    const bar = melee('Fangs', 2, { traits: [{ id: 'Triplestrike' }] });
    expect(declare(s, bar)[0]).toEqual({
      type: 'AttackDeclared',
      data: { attackId: `a${s.serial}`, attackerId: 'wolf', bar, kind: 'melee', targets: ['d'], strikes: 3, isCounterstrike: false, spellCastId: null, endsActionPhase: true },
    });
  });
});

describe('mage-wars §10.2 steps 3-4 a strike’s effects (CB-19, CB-20, CB-41, ST-15)', () => {
  const strike = (s: GameState): EncounterEvent[] => emit(s, (em) => rollStrike(em));
  const burn = always([{ kind: 'condition', condition: 'Burn', count: 1 }]);

  it('mage-wars/CB-41 an immune target: no dice, no damage, no effect', () => {
    const s = stateWith(CARDS.imp.id, declared(melee('Flame', 4, { damageTypes: ['flame'], effects: burn })));
    expect(strike(s)).toEqual([{ type: 'StrikeResolved', data: { attackId: 'a1', targetId: 'd', strike: 1, outcome: 'immune', diceCount: 0, effectRoll: null, damage: 0 } }]);
  });

  it('mage-wars/CB-19 no effect table, no effect die', () => {
    const e = strike(stateWith(CARDS.grizzly.id, declared(melee('Claw', 2))));
    expect(e.filter((x) => x.type === 'DiceRolled')).toHaveLength(1);
    expect(e.find((x) => x.type === 'StrikeResolved')).toMatchObject({ data: { outcome: 'hit', diceCount: 2, effectRoll: null } });
  });

  it('mage-wars/CB-20 a condition is placed with its source and the activation it happened in; a count of 0 places none', () => {
    const during = strike(stateWith(CARDS.grizzly.id, activated('wolf', 4), declared(melee('Flame', 1, { effects: burn }))));
    expect(during.find((x) => x.type === 'ConditionsAdded')).toEqual({ type: 'ConditionsAdded', data: { objectId: 'd', marker: { condition: 'Burn', source: 'attack', duringActivation: 4 }, count: 1 } });
    const outside = strike(stateWith(CARDS.grizzly.id, declared(melee('Flame', 1, { effects: burn }), { isCounterstrike: true })));
    expect(outside.find((x) => x.type === 'ConditionsAdded')).toMatchObject({ data: { marker: { source: 'counterstrike', duringActivation: null } } });
    const barrier = strike(stateWith(CARDS.grizzly.id, declared(melee('Thorns', 1, { kind: 'barrier', effects: burn }), { kind: 'barrier' })));
    expect(barrier.find((x) => x.type === 'ConditionsAdded')).toMatchObject({ data: { marker: { source: 'barrier' } } });
    const none = strike(stateWith(CARDS.grizzly.id, declared(melee('Flame', 1, { effects: always([{ kind: 'condition', condition: 'Burn', count: 0 }]) }))));
    expect(types(none)).not.toContain('ConditionsAdded');
  });

  it('mage-wars/CB-20 a gated condition is not placed (Burn on a Burnproof creature, Stun on a conjuration)', () => {
    expect(types(strike(stateWith(salamander.id, declared(melee('Flame', 1, { effects: burn })))))).not.toContain('ConditionsAdded');
    const vine: EncounterEvent = { type: 'ObjectEntered', data: { objectId: 'v', cardId: CARDS.stranglevine.id, instanceId: 'v-card', kind: 'conjuration', owner: 'B', zone: z, border: null, attachedTo: null } };
    const stun = melee('Stun', 1, { effects: always([{ kind: 'condition', condition: 'Stun', count: 1 }]) });
    expect(types(strike(stateWith(CARDS.grizzly.id, vine, declared(stun, { targets: ['v'] }))))).not.toContain('ConditionsAdded');
    expect(types(strike(stateWith(CARDS.grizzly.id, declared(stun))))).toContain('ConditionsAdded');
  });

  it('mage-wars/ST-15 a non-Ethereal attack applies no effect to an Incorporeal target; an Ethereal one does', () => {
    expect(types(strike(stateWith(CARDS.spirit.id, declared(melee('Touch', 1, { effects: always([{ kind: 'condition', condition: 'Daze', count: 1 }]) })))))).not.toContain('ConditionsAdded');
    const ethereal = melee('Touch', 1, { traits: [{ id: 'Ethereal' }], effects: always([{ kind: 'condition', condition: 'Daze', count: 1 }]) });
    expect(types(strike(stateWith(CARDS.spirit.id, declared(ethereal))))).toContain('ConditionsAdded');
  });

  it('mage-wars/CB-19 a push effect pushes away from the attacker; none from the same zone; none on a destroyed target', () => {
    const push = melee('Gust', 1, { effects: always([{ kind: 'push' }]) });
    const from = stateOf([...created, ...enter('wolf', CARDS.timberWolf.id, 'A', { row: 0, col: 0 }), ...enter('d', CARDS.grizzly.id, 'B', z), declared(push)]);
    expect(strike(from).find((x) => x.type === 'CreaturePushed')).toEqual({ type: 'CreaturePushed', data: { objectId: 'd', from: z, to: { row: 2, col: 0 } } });
    expect(types(strike(stateWith(CARDS.grizzly.id, declared(push))))).not.toContain('CreaturePushed');
    const dying = stateWith(CARDS.falcon.id, { type: 'DamageDealt', data: { objectId: 'd', amount: 4, direct: true, source: 'test' } }, declared(melee('Gust', 12, { effects: always([{ kind: 'condition', condition: 'Daze', count: 1 }]) })));
    const e = strike(dying);
    expect(types(e)).toContain('ObjectDestroyed');
    expect(types(e)).not.toContain('ConditionsAdded');
  });
});

describe('mage-wars §10.2 the step machine (CB-10, CB-12, CB-23..CB-35)', () => {
  const steps = (s: GameState): EncounterEvent[] => emit(s, (em) => runAttack(em));
  /** The target's barrier hit the attacker earlier this round (CB-27: recorded when the barrier attack is declared). */
  const barrierHit = (objectId: string, attackerId: string): EncounterEvent[] => [
    { type: 'AttackDeclared', data: { attackId: 'b0', attackerId: objectId, bar: CARDS.thornBeast.attacks[1]!, kind: 'barrier', targets: [attackerId], strikes: 1, isCounterstrike: false, spellCastId: null, endsActionPhase: false } },
    { type: 'AttackEnded', data: { attackId: 'b0' } },
  ];

  it('mage-wars/CB-12 nothing runs without an attack, while a seat decides, or once the match has ended', () => {
    expect(steps(stateWith(CARDS.grizzly.id))).toEqual([]);
    expect(steps(stateWith(CARDS.grizzly.id, declared(melee('Claw', 2)), { type: 'AttackAwaiting', data: { attackId: 'a1', stage: 'avoid', seat: 'B', targetId: 'd' } }))).toEqual([]);
    const ended = stateWith(CARDS.grizzly.id, declared(melee('Claw', 2)));
    expect(steps({ ...ended, status: 'ended' } as GameState)).toEqual([]);
  });

  it('mage-wars/CB-10 a missed Daze check loses the first strike only', () => {
    const s = stateWith(CARDS.grizzly.id, declared(melee('Claw', 2), { strikes: 2 }), { type: 'DazeChecked', data: { attackId: 'a1', roll: 3, proceeds: false } });
    const e = steps(s);
    expect(e[0]).toEqual({ type: 'StrikeResolved', data: { attackId: 'a1', targetId: 'd', strike: 1, outcome: 'missed', diceCount: 0, effectRoll: null, damage: 0 } });
    expect(e.filter((x) => x.type === 'StrikeResolved').map((x) => (x.type === 'StrikeResolved' ? [x.data.strike, x.data.outcome] : []))).toEqual([[1, 'missed'], [2, 'hit']]);
  });

  it('mage-wars/CB-12 a target with a defense is asked before the dice are rolled', () => {
    const s = stateOf([...created, ...enter('wolf', CARDS.timberWolf.id, 'A', { row: 0, col: 0 }), { type: 'EquipmentAttached', data: { mageId: 'mage-A', instanceId: 'br', cardId: CARDS.bracers.id, slots: ['wrists'], returned: [] } }, declared(melee('Claw', 2), { targets: ['mage-A'] })]);
    expect(steps(s)).toEqual([{ type: 'AttackAwaiting', data: { attackId: 'a1', stage: 'avoid', seat: 'A', targetId: 'mage-A' } }]);
  });

  it('mage-wars/CB-23 mage-wars/CB-24 after a successful melee strike the target’s damage barrier attacks the attacker once', () => {
    const e = steps(stateWith(CARDS.thornBeast.id, declared(melee('Claw', 2)), resolved('hit')));
    expect(e[0]).toMatchObject({ type: 'AttackDeclared', data: { attackerId: 'd', kind: 'barrier', targets: ['wolf'], isCounterstrike: false, endsActionPhase: false } });
  });

  it.each<[string, EncounterEvent[], Partial<MageWarsOptions>]>([
    ['an avoided strike', [declared(melee('Claw', 2)), resolved('avoided')], {}],
    ['a ranged attack', [declared(melee('Claw', 2, { kind: 'ranged' }), { kind: 'ranged' }), resolved('hit')], {}],
    ['a barrier that already hit this attacker this round', [...barrierHit('d', 'wolf'), declared(melee('Claw', 2)), resolved('hit')], {}],
    ['a counterstrike, when the option says counterstrikes do not trigger barriers', [declared(melee('Claw', 2), { isCounterstrike: true }), resolved('hit')], { counterstrikeTriggersBarrier: false }],
  ])('mage-wars/CB-27 no barrier attack after %s', (_what, events, options) => {
    const e = steps(withOptions(stateWith(CARDS.thornBeast.id, ...events), options));
    expect(e.some((x) => x.type === 'AttackDeclared')).toBe(false);
  });

  it('mage-wars/CB-28 a counterstrike triggers the barrier by default; with enemies-only barriers a friendly attacker is spared', () => {
    const counter = steps(stateWith(CARDS.thornBeast.id, declared(melee('Claw', 2), { isCounterstrike: true }), resolved('hit')));
    expect(counter[0]).toMatchObject({ type: 'AttackDeclared', data: { kind: 'barrier' } });
    const friendly = stateOf([...created, ...enter('wolf', CARDS.timberWolf.id, 'B', z), ...enter('d', CARDS.thornBeast.id, 'B', z), declared(melee('Claw', 2)), resolved('hit')]);
    expect(steps(withOptions(friendly, { damageBarrierEnemiesOnly: true })).some((x) => x.type === 'AttackDeclared')).toBe(false);
    expect(steps(friendly)[0]).toMatchObject({ type: 'AttackDeclared', data: { kind: 'barrier' } });
    const enemy = stateWith(CARDS.thornBeast.id, declared(melee('Claw', 2)), resolved('hit'));
    expect(steps(withOptions(enemy, { damageBarrierEnemiesOnly: true }))[0]).toMatchObject({ type: 'AttackDeclared', data: { kind: 'barrier' } });
  });

  it('mage-wars/CB-29 mage-wars/CB-31 after the strikes a target with Counterstrike is asked, once, never against a counterstrike', () => {
    const asked = steps(stateWith(CARDS.hydra.id, declared(melee('Claw', 2)), resolved('avoided')));
    expect(asked).toEqual([{ type: 'AttackAwaiting', data: { attackId: 'a1', stage: 'counterstrike', seat: 'B', targetId: 'd' } }]);
    const done = steps(stateWith(CARDS.hydra.id, declared(melee('Claw', 2)), resolved('avoided'), { type: 'CounterstrikeDecided', data: { attackId: 'a1', objectId: 'd', counterstrike: false } }));
    expect(types(done)).toEqual(['TargetCompleted', 'AttackEnded']);
    const againstCounter = steps(stateWith(CARDS.hydra.id, declared(melee('Claw', 2), { isCounterstrike: true }), resolved('avoided')));
    expect(types(againstCounter)).toEqual(['TargetCompleted', 'AttackEnded']);
    const ranged = steps(stateWith(CARDS.hydra.id, declared(melee('Claw', 2, { kind: 'ranged' }), { kind: 'ranged' }), resolved('avoided')));
    expect(types(ranged)).toEqual(['TargetCompleted', 'AttackEnded']);
  });

  it('mage-wars/CB-32 a guard loses its marker at the end of a melee attack against it, not of a ranged one', () => {
    const melee1 = steps(stateWith(CARDS.timberWolf.id, guard('d'), declared(melee('Claw', 2)), resolved('avoided'), { type: 'CounterstrikeDecided', data: { attackId: 'a1', objectId: 'd', counterstrike: false } }));
    expect(melee1).toEqual([{ type: 'GuardRemoved', data: { objectId: 'd' } }, { type: 'TargetCompleted', data: { attackId: 'a1', targetId: 'd' } }, { type: 'AttackEnded', data: { attackId: 'a1' } }]);
    const ranged = steps(stateWith(CARDS.timberWolf.id, guard('d'), declared(melee('Bow', 2, { kind: 'ranged' }), { kind: 'ranged' }), resolved('avoided')));
    expect(types(ranged)).toEqual(['TargetCompleted', 'AttackEnded']);
  });

  it('mage-wars/CB-34 a destroyed target or attacker completes the target; the next target is attacked', () => {
    const gone = stateWith(CARDS.timberWolf.id, declared(melee('Claw', 2), { targets: ['d', 'ghost'] }));
    const e = steps({ ...gone, attack: { ...gone.attack!, targets: ['ghost', 'd'] } });
    expect(e[0]).toEqual({ type: 'TargetCompleted', data: { attackId: 'a1', targetId: 'ghost' } });
    expect(e[1]).toMatchObject({ type: 'DiceRolled' });
    const noAttacker = stateWith(CARDS.timberWolf.id, declared(melee('Claw', 2), { attackerId: 'ghost' }));
    expect(types(steps(noAttacker))).toEqual(['TargetCompleted', 'AttackEnded']);
  });

  it('mage-wars/CB-35 the attack ends the attacker’s action phase when it was its action, not otherwise', () => {
    const acting = stateWith(CARDS.timberWolf.id, activated('wolf'), declared(melee('Claw', 2), { endsActionPhase: true }), resolved('avoided'));
    expect(types(steps(acting))).toContain('ActionPhaseEnded');
    const notAction = stateWith(CARDS.timberWolf.id, activated('wolf'), declared(melee('Claw', 2), { endsActionPhase: false }), resolved('avoided'));
    expect(types(steps(notAction))).not.toContain('ActionPhaseEnded');
    const other = stateWith(CARDS.timberWolf.id, activated('mage-A'), declared(melee('Claw', 2), { endsActionPhase: true }), resolved('avoided'));
    expect(types(steps(other))).not.toContain('ActionPhaseEnded');
  });
});
