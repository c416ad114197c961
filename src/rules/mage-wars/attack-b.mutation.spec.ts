// mage-wars §10.2 the eight attack steps (rules/mage-wars.md; seed 1222-1570), the second half of attack.ts: the on-damage
// hooks and their first-strike limit (CB-21), the condition gate of walls (CB-20: walls are conjurations), the
// counterstrike options of a guard (CB-29), the bound of the step machine (CB-34), the end of the action phase
// (CB-35) and the refusals of an attack decision (CB-12, CB-29) (issue 15: the survivors of attack.ts from line 120).
import type { SeatId } from '../core/decider';
import { assertAttackDecision, counterstrikeOptions, rollStrike, runAttack } from './attack';
import type { AttackBar } from './cards/card-definition';
import type { EncounterCommand } from './commands';
import { Emitter } from './emitter';
import type { EncounterEvent } from './events';
import type { AttackState, GameState } from './state';
import { CARDS, createCommand, enter, melee, play, seat, stateOf, toActions } from './testing/fixtures';
import { countering, defending } from './testing/pending';
import { refusalAfter, refusalOf, type Refusal } from './testing/refusal';

const z = { row: 1, col: 0 };
const created = play([createCommand()]);
const always = (effects: AttackBar['effects'][number]['effects']): AttackBar['effects'] => [{ min: 0, max: null, effects }];
const declared = (bar: AttackBar, over: Partial<{ targets: string[]; strikes: number; endsActionPhase: boolean }> = {}): EncounterEvent => ({
  type: 'AttackDeclared',
  data: { attackId: 'a1', attackerId: 'wolf', bar, kind: 'melee', targets: over.targets ?? ['d'], strikes: over.strikes ?? 1, isCounterstrike: false, spellCastId: null, endsActionPhase: over.endsActionPhase ?? false },
});
const resolved = (strike: number, outcome: 'hit' | 'avoided' = 'hit'): EncounterEvent => ({ type: 'StrikeResolved', data: { attackId: 'a1', targetId: 'd', strike, outcome, diceCount: 0, effectRoll: null, damage: 0 } });
const activated = (objectId: string): EncounterEvent => ({ type: 'CreatureActivated', data: { objectId, seat: 'A', seq: 4, startedHindered: false } });
/** A's wolf and B's `targetCard` ("d") in zone (1,0); `extra` facts after them. */
const stateWith = (targetCard: string, ...extra: EncounterEvent[]): GameState =>
  stateOf([...created, ...enter('wolf', CARDS.timberWolf.id, 'A', z), ...enter('d', targetCard, 'B', z), ...extra]);
const emit = (s: GameState, f: (em: Emitter) => void): EncounterEvent[] => {
  const em = new Emitter(s);
  f(em);
  return em.events;
};
const types = (events: readonly EncounterEvent[]): string[] => events.map((e) => e.type);
const dealtIn = (events: readonly EncounterEvent[]): number => {
  const strike = events.find((e) => e.type === 'StrikeResolved');
  return strike?.type === 'StrikeResolved' ? strike.data.damage : -1;
};

describe('mage-wars §10.2 step 4 on-damage hooks (CB-21, TV-60)', () => {
  // The wolf (Life 10) has taken 6 damage; its 8-die Vampiric bite strikes twice at the Grizzly (Life 14, Armor 2).
  const fangs = melee('Fangs', 8, { traits: [{ id: 'Vampiric' }] });
  const wounded: EncounterEvent = { type: 'DamageDealt', data: { objectId: 'wolf', amount: 6, direct: true, source: 'test' } };

  it('mage-wars/CB-21 a Vampiric first strike heals the attacker ⌈dealt / 2⌉', () => {
    const e = emit(stateWith(CARDS.grizzly.id, wounded, declared(fangs, { strikes: 2 })), (em) => rollStrike(em));
    const dealt = dealtIn(e);
    expect(dealt).toBeGreaterThan(0);
    expect(e.filter((x) => x.type === 'DamageHealed')).toEqual([{ type: 'DamageHealed', data: { objectId: 'wolf', amount: Math.min(6, Math.ceil(dealt / 2)) } }]);
  });

  it('mage-wars/CB-21 a Vampiric second strike of the same action heals nothing', () => {
    const e = emit(stateWith(CARDS.grizzly.id, wounded, declared(fangs, { strikes: 2 }), resolved(1)), (em) => rollStrike(em));
    expect(e.find((x) => x.type === 'StrikeResolved')).toMatchObject({ data: { strike: 2, outcome: 'hit' } });
    expect(dealtIn(e)).toBeGreaterThan(0);
    expect(types(e)).not.toContain('DamageHealed');
  });
});

describe('mage-wars §10.2 step 4 effect gates (CB-20)', () => {
  const wall: EncounterEvent = {
    type: 'ObjectEntered', data: { objectId: 'w', cardId: CARDS.wallOfThorns.id, instanceId: 'w-i', kind: 'wall', owner: 'B', zone: null, border: [z, { row: 1, col: 1 }], attachedTo: null },
  };
  it.each<[string, 'Stun' | 'Daze']>([
    ['Stun', 'Stun'],
    ['Daze', 'Daze'],
  ])('mage-wars/CB-20 %s never affects a wall (walls are conjurations)', (_what, condition) => {
    const bar = melee('Slam', 1, { effects: always([{ kind: 'condition', condition, count: 1 }]) });
    const e = emit(stateWith(CARDS.grizzly.id, wall, declared(bar, { targets: ['w'] })), (em) => rollStrike(em));
    expect(e.find((x) => x.type === 'StrikeResolved')).toMatchObject({ data: { targetId: 'w', outcome: 'hit' } });
    expect(types(e)).not.toContain('ConditionsAdded');
  });
});

describe('mage-wars §10.2 step 7 counterstrike options (CB-29)', () => {
  it('mage-wars/CB-29 a guard counterstrikes with its quick melee bar only, never with its quick damage barrier', () => {
    const s = stateWith(CARDS.thornBeast.id, { type: 'GuardPlaced', data: { objectId: 'd' } });
    expect(CARDS.thornBeast.attacks.map((b) => [b.kind, b.action])).toEqual([['melee', 'quick'], ['barrier', 'quick']]);
    expect(counterstrikeOptions(s, s.objects.d!)).toEqual([0]);
  });
});

describe('mage-wars §10.2 the step machine (CB-34, CB-35)', () => {
  /** An emitter whose state never advances: the machine must stop on its own bound (it throws past 2000 events). */
  class Frozen extends Emitter {
    override emit(...events: EncounterEvent[]): void {
      this.events.push(...events);
      if (this.events.length > 2000) throw new Error('the step machine ran past its bound');
    }
  }

  it('mage-wars/CB-34 the step machine makes at most 1000 steps, even on a state that never advances', () => {
    const em = new Frozen(stateWith(CARDS.grizzly.id, declared(melee('Claw', 2), { targets: ['ghost'] })));
    runAttack(em);
    expect(em.events).toHaveLength(1000);
    expect(new Set(types(em.events))).toEqual(new Set(['TargetCompleted']));
  });

  it.each<[string, string, boolean]>([
    ['the attacker is activated', 'wolf', true],
    ['another creature is activated', 'mage-A', false],
  ])('mage-wars/CB-35 an attack that ends the action phase ends it only when the attacker is the activated creature: %s', (_what, active, ends) => {
    const s = stateWith(CARDS.timberWolf.id, activated(active), declared(melee('Claw', 2), { endsActionPhase: true }), resolved(1, 'avoided'));
    expect(types(emit(s, (em) => runAttack(em))).includes('ActionPhaseEnded')).toBe(ends);
  });
});

describe('mage-wars §10.2 the refusals of an attack decision (CB-12, CB-29)', () => {
  const defense = (s: SeatId): EncounterCommand => ({ type: 'DeclareDefense', actor: seat(s), data: { seat: s, defense: null } });
  const counter = (s: SeatId): EncounterCommand => ({ type: 'DeclareCounterstrike', actor: seat(s), data: { seat: s, attack: null } });
  const idle = toActions();

  it.each<[string, readonly EncounterEvent[], EncounterCommand, Refusal]>([
    ['a defense with no attack at all', idle, defense('B'), { ruleId: 'mage-wars/CB-12', section: '§10.2', message: 'no attack is waiting for the avoid decision' }],
    ['a counterstrike with no attack at all', idle, counter('B'), { ruleId: 'mage-wars/CB-29', section: '§10.2', message: 'no attack is waiting for the counterstrike decision' }],
    ['a counterstrike while the attack waits for a defense', defending, counter('B'), { ruleId: 'mage-wars/CB-29', section: '§10.2', message: 'no attack is waiting for the counterstrike decision' }],
    ['a defense while the attack waits for a counterstrike', countering, defense('B'), { ruleId: 'mage-wars/CB-12', section: '§10.2', message: 'no attack is waiting for the avoid decision' }],
    ['a defense by the attacking seat', defending, defense('A'), { ruleId: 'mage-wars/CB-12', section: '§10.2', message: 'the avoid decision belongs to seat B' }],
    ['a counterstrike by the attacking seat', countering, counter('A'), { ruleId: 'mage-wars/CB-29', section: '§10.2', message: 'the counterstrike decision belongs to seat B' }],
  ])('mage-wars/CB-12 mage-wars/CB-29 refused: %s', (_what, log, command, refusal) => {
    expect(refusalAfter(log, command)).toEqual(refusal);
  });

  it.each<[readonly EncounterEvent[], EncounterCommand]>([
    [defending, defense('B')],
    [countering, counter('B')],
  ])('mage-wars/CB-12 mage-wars/CB-29 the awaited seat’s answer at the awaited stage is taken (%#)', (log, command) => {
    expect(refusalAfter(log, command)).toBeUndefined();
  });

  it.each<['avoid' | 'counterstrike', string]>([
    ['avoid', 'mage-wars/CB-12'],
    ['counterstrike', 'mage-wars/CB-29'],
  ])('mage-wars/CB-12 mage-wars/CB-29 an attack between two steps waits for no %s decision', (stage, ruleId) => {
    const s = stateOf(defending);
    const between: GameState = { ...s, attack: { ...(s.attack as AttackState), awaiting: null } };
    expect(refusalOf(() => assertAttackDecision(between, stage, 'B'))).toEqual({ ruleId, section: '§10.2', message: `no attack is waiting for the ${stage} decision` });
  });
});
