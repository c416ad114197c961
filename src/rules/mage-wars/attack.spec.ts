// mage-wars §10 combat through the decider (rules/mage-wars.md §10.2, §10.8, §10.9, §5.9): the eight steps with the
// server's dice (the outcome is read back from the recorded DiceRolled events), defenses, guards, barriers, counterstrikes.
import { deciderSpec } from '../core/testing/given';
import type { SeatId } from '../core/decider';
import type { EncounterCommand } from './commands';
import { strikeDamage } from './combat-math';
import type { DieFace } from './dice';
import type { EncounterEvent } from './events';
import { mageWars } from './index';
import { roundStep } from './round-step';
import { CARDS, addConditions, createCommand, enter, play, seat, stateOf, teleportTo, toActions } from './testing/fixtures';

const given = deciderSpec(mageWars);
const activate = (s: SeatId, objectId: string): EncounterCommand => ({ type: 'ActivateCreature', actor: seat(s), data: { seat: s, objectId } });
const attack = (s: SeatId, attackerId: string, target: string, index = 0): EncounterCommand => ({
  type: 'Attack', actor: seat(s), data: { seat: s, attackerId, attack: index, target: { kind: 'object', id: target } },
});
const defend = (s: SeatId, defense: string | null, reveals?: { enchantmentId: string; pay: boolean }[]): EncounterCommand => ({
  type: 'DeclareDefense', actor: seat(s), data: { seat: s, defense, ...(reveals ? { reveals } : {}) },
});
const counter = (s: SeatId, index: number | null): EncounterCommand => ({ type: 'DeclareCounterstrike', actor: seat(s), data: { seat: s, attack: index } });
const facesIn = (events: EncounterEvent[]): DieFace[][] =>
  events.flatMap((e) => (e.type === 'DiceRolled' && e.data.outcome.die === 'attack' && e.data.purpose === 'attack' ? [[...e.data.outcome.faces]] : []));
const types = (events: EncounterEvent[]): string[] => events.map((e) => e.type);

// Seed c0ffee: seat A holds the initiative and acts first. B's creatures are placed in A's corner (0,0).
const A0 = { row: 0, col: 0 };
const scenario = (extra: EncounterEvent[]): EncounterEvent[] => toActions(createCommand(), [[], []], extra);

describe('mage-wars §10.2 a melee attack', () => {
  const base = scenario(enter('imp', CARDS.imp.id, 'B', A0));
  const acting = play([activate('A', 'mage-A')], base);

  it('mage-wars/CB-3 mage-wars/CB-18 mage-wars/CB-35 the Mage bites the Imp: dice rolled by the server, armor applied, the action phase ends', () => {
    given(acting).when(attack('A', 'mage-A', 'imp')).thenMatches((events, after) => {
      expect(types(events).slice(0, 4)).toEqual(['ActionUsed', 'AttackDeclared', 'DiceRolled', 'StrikeResolved']);
      const [faces] = facesIn(events);
      expect(faces).toHaveLength(3); // MD-2: 3 dice
      const expected = strikeDamage(faces, { armor: 2, piercing: 0, incorporeal: false, ethereal: false });
      const strike = events.find((e) => e.type === 'StrikeResolved');
      expect(strike?.data).toMatchObject({ outcome: 'hit', damage: expected, diceCount: 3 });
      expect(types(events)).toContain('AttackEnded');
      expect(types(events)).toContain('ActionPhaseEnded');
      expect(after.status === 'active' && after.objects.imp?.damage).toBe(expected === 0 ? 0 : expected >= 6 ? undefined : expected);
    });
  });

  it('mage-wars/CB-6 mage-wars/CB-8 mage-wars/CB-1 an illegal declaration is rejected: a melee attack needs a target in the same zone; the attacker cannot target itself', () => {
    given(acting).when(attack('A', 'mage-A', 'mage-B')).thenThrows('mage-wars/CB-6');
    given(acting).when(attack('A', 'mage-A', 'mage-A')).thenThrows('mage-wars/CB-1');
  });

  it('mage-wars/CB-3 a non-existent attack bar is refused; mage-wars/AC-4 a full attack after a move is refused', () => {
    given(acting).when(attack('A', 'mage-A', 'imp', 5)).thenThrows('mage-wars/CB-3');
    const moved = play(
      [activate('A', 'g'), { type: 'MoveCreature', actor: seat('A'), data: { seat: 'A', objectId: 'g', to: A0 } }],
      scenario([...enter('g', CARDS.grizzly.id, 'A', { row: 1, col: 0 }), ...enter('imp', CARDS.imp.id, 'B', A0)]),
    );
    given(moved).when(attack('A', 'g', 'imp', 1)).thenThrows('mage-wars/AC-4');
    given(moved).when(attack('A', 'g', 'imp', 0)).thenMatches((e) => expect(types(e)).toContain('AttackEnded'));
  });

  it('mage-wars/TV-23 mage-wars/CB-17 a Flame attack against the Imp rolls nothing and does not succeed', () => {
    const log = scenario([...enter('imp2', CARDS.imp.id, 'A', A0), ...enter('imp', CARDS.imp.id, 'B', A0)]);
    given(play([activate('A', 'imp2')], log)).when(attack('A', 'imp2', 'imp')).thenMatches((events) => {
      expect(events.find((e) => e.type === 'StrikeResolved')?.data).toMatchObject({ outcome: 'immune', diceCount: 0, damage: 0 });
      expect(facesIn(events)).toEqual([]);
    });
  });
});

describe('mage-wars §10.9 guards and §10.2 step 7 counterstrikes', () => {
  const log = scenario([...enter('grizzly', CARDS.grizzly.id, 'B', A0), ...enter('imp', CARDS.imp.id, 'B', A0), { type: 'GuardPlaced', data: { objectId: 'grizzly' } }]);
  const acting = play([activate('A', 'mage-A')], log);

  it('mage-wars/TV-58 mage-wars/GD-2 mage-wars/GD-7 with an enemy guard in the zone, a melee attack must target the guard', () => {
    given(acting).when(attack('A', 'mage-A', 'imp')).thenThrows('mage-wars/GD-2');
    given(acting).when(attack('A', 'mage-A', 'grizzly')).thenMatches((_e, after) => {
      expect(after.status === 'active' && roundStep(after)).toMatchObject({ kind: 'counterstrike', seat: 'B', targetId: 'grizzly' });
    });
  });

  it('mage-wars/GD-6 a Restrained guard may be ignored (Cripple)', () => {
    const crippled = play([activate('A', 'mage-A')], scenario([...enter('grizzly', CARDS.grizzly.id, 'B', A0), ...enter('imp', CARDS.imp.id, 'B', A0), { type: 'GuardPlaced', data: { objectId: 'grizzly' } }, addConditions('grizzly', 'Cripple', 1)]));
    given(crippled).when(attack('A', 'mage-A', 'imp')).thenMatches((e) => expect(types(e)).toContain('AttackDeclared'));
  });

  it('mage-wars/GD-3 mage-wars/CB-28 ranged attacks ignore guards and trigger no counterstrike', () => {
    const archer = play([activate('A', 'archer')], scenario([...enter('archer', CARDS.archer.id, 'A', { row: 1, col: 0 }), ...enter('grizzly', CARDS.grizzly.id, 'B', A0), ...enter('imp', CARDS.imp.id, 'B', A0), { type: 'GuardPlaced', data: { objectId: 'grizzly' } }]));
    given(archer).when(attack('A', 'archer', 'imp', 1)).thenMatches((e, after) => {
      expect(types(e)).toContain('AttackEnded');
      expect(after.status === 'active' && after.objects.grizzly.guard).toBe(true);
    });
  });

  it('mage-wars/CB-32 mage-wars/GD-4 declining the counterstrike: the guard marker goes at the end of step 7', () => {
    const waiting = play([attack('A', 'mage-A', 'grizzly')], acting);
    given(waiting).when(counter('B', null)).thenMatches((e, after) => {
      expect(types(e)).toEqual(expect.arrayContaining(['CounterstrikeDecided', 'GuardRemoved', 'TargetCompleted', 'AttackEnded', 'ActionPhaseEnded']));
      expect(after.status === 'active' && after.objects.grizzly.guard).toBe(false);
    });
    given(waiting).when(counter('A', null)).thenThrows('mage-wars/CB-29');
  });

  it('mage-wars/CB-29 mage-wars/CB-30 mage-wars/GD-5 the guard counterstrikes with its quick melee attack, never its full one; the counterstrike is not counterstruck', () => {
    const waiting = play([attack('A', 'mage-A', 'grizzly')], acting);
    given(waiting).when(counter('B', 1)).thenThrows('mage-wars/CB-30');
    given(waiting).when(counter('B', 0)).thenMatches((e, after) => {
      const declared = e.filter((x) => x.type === 'AttackDeclared');
      expect(declared).toHaveLength(1);
      expect(declared[0].data).toMatchObject({ attackerId: 'grizzly', targets: ['mage-A'], isCounterstrike: true });
      expect(after.status === 'active' && after.attack).toBeNull();
      // GD-5: being attacked does not flip the guard's action marker.
      expect(after.status === 'active' && after.objects.grizzly.actionReady).toBe(true);
    });
  });

  it('mage-wars/TV-55 mage-wars/CB-31 a Triplestrike against a guarding Hydra: one counterstrike decision only', () => {
    const triple = { ...CARDS.grizzly, id: 'triple-beast', attacks: [{ ...CARDS.grizzly.attacks[0], traits: [{ id: 'Triplestrike' as const }] }] };
    const cmd = createCommand({ cards: [...Object.values(CARDS), triple] });
    const l = toActions(cmd, [[], []], [...enter('beast', 'triple-beast', 'A', A0), ...enter('hydra', CARDS.hydra.id, 'B', A0), { type: 'GuardPlaced', data: { objectId: 'hydra' } }]);
    const waiting = play([activate('A', 'beast'), attack('A', 'beast', 'hydra')], l);
    const strikes = waiting.filter((e) => e.type === 'StrikeResolved');
    expect(strikes).toHaveLength(3);
    given(waiting).when(counter('B', 0)).thenMatches((e) => {
      expect(e.filter((x) => x.type === 'AttackAwaiting' && x.data.stage === 'counterstrike')).toHaveLength(0);
      expect(e.filter((x) => x.type === 'AttackDeclared' && x.data.isCounterstrike)).toHaveLength(1);
      expect(types(e)).toContain('GuardRemoved');
    });
  });
});

describe('mage-wars §10.8 defenses', () => {
  const bracers: EncounterEvent = { type: 'EquipmentAttached', data: { mageId: 'mage-B', instanceId: 'B-x', cardId: CARDS.bracers.id, slots: ['wrists'], returned: [], bound: null } };
  const log = scenario([bracers, teleportTo('mage-B', { row: 2, col: 1 }, A0)]);
  const waiting = play([activate('A', 'mage-A'), attack('A', 'mage-A', 'mage-B')], log);

  it('mage-wars/CB-12 mage-wars/DF-8 the defender decides before the dice: the attack waits for seat B', () => {
    expect(roundStep(stateOf(waiting))).toMatchObject({ kind: 'defend', seat: 'B', targetId: 'mage-B' });
    expect(facesIn(waiting)).toEqual([]);
  });

  it('mage-wars/DF-2 mage-wars/TV-57 using the Bracers rolls the d12 against 7 and spends the use whatever the roll', () => {
    given(waiting).when(defend('B', 'B-x#0')).thenMatches((e, after) => {
      const used = e.find((x) => x.type === 'DefenseUsed');
      expect(used?.data).toMatchObject({ objectId: 'mage-B', key: 'B-x#0', needed: 7 });
      const avoided = used?.type === 'DefenseUsed' && used.data.avoided;
      expect(e.find((x) => x.type === 'StrikeResolved')?.data).toMatchObject({ outcome: avoided ? 'avoided' : 'hit' });
      expect(after.status === 'active' && after.objects['mage-B'].defenseUses['B-x#0']).toBe(1);
    });
  });

  it('mage-wars/DF-1 mage-wars/DF-3 an unknown or spent defense is refused; declining rolls the dice', () => {
    given(waiting).when(defend('B', 'nope#0')).thenThrows('mage-wars/DF-1');
    given(waiting).when(defend('B', null)).thenMatches((e) => expect(facesIn(e)).toHaveLength(1));
    // DF-1: one use a round; once spent, the attack no longer waits for a defense.
    const used: EncounterEvent = { type: 'DefenseUsed', data: { objectId: 'mage-B', key: 'B-x#0', roll: 3, needed: 7, avoided: false } };
    const spent = play([activate('A', 'mage-A')], scenario([bracers, teleportTo('mage-B', { row: 2, col: 1 }, A0), used]));
    given(spent).when(attack('A', 'mage-A', 'mage-B')).thenMatches((e) => {
      expect(types(e)).not.toContain('AttackAwaiting');
      expect(facesIn(e)).toHaveLength(1);
    });
  });

  it('mage-wars/DF-7 a Dazed defender rolls −2 per Daze marker', () => {
    const dazed = play([activate('A', 'mage-A'), attack('A', 'mage-A', 'mage-B')], scenario([bracers, teleportTo('mage-B', { row: 2, col: 1 }, A0), addConditions('mage-B', 'Daze', 2)]));
    given(dazed).when(defend('B', 'B-x#0')).thenMatches((e) => {
      const natural = e.find((x) => x.type === 'DiceRolled' && x.data.purpose === 'defense');
      const used = e.find((x) => x.type === 'DefenseUsed');
      if (natural?.type !== 'DiceRolled' || natural.data.outcome.die !== 'd12' || used?.type !== 'DefenseUsed') throw new Error('no defense roll');
      expect(used.data.roll).toBe(natural.data.outcome.values[0] - 4);
    });
  });

  it('mage-wars/DF-7 mage-wars/RD-25 an incapacitated (Stunned) defender has no defense: no avoid step', () => {
    const stunned = play([activate('A', 'mage-A')], scenario([bracers, teleportTo('mage-B', { row: 2, col: 1 }, A0), addConditions('mage-B', 'Stun', 1)]));
    given(stunned).when(attack('A', 'mage-A', 'mage-B')).thenMatches((e) => {
      expect(types(e)).not.toContain('AttackAwaiting');
      expect(facesIn(e)).toHaveLength(1);
    });
  });

  it('mage-wars/EN-19 mage-wars/EN-18 mage-wars/EN-21 mage-wars/TV-14 Block, hidden and mandatory, must be decided; declining destroys it and the attack goes on', () => {
    const block: EncounterEvent = { type: 'EnchantmentAttached', data: { enchantmentId: 'e-blk', instanceId: 'B-blk', cardId: CARDS.block.id, seat: 'B', target: { kind: 'object', id: 'mage-B' } } };
    const w = play([activate('A', 'mage-A'), attack('A', 'mage-A', 'mage-B')], scenario([block, teleportTo('mage-B', { row: 2, col: 1 }, A0)]));
    expect(roundStep(stateOf(w))).toMatchObject({ kind: 'defend', seat: 'B' });
    given(w).when(defend('B', null)).thenThrows('mage-wars/EN-19');
    given(w).when(defend('B', null, [{ enchantmentId: 'e-blk', pay: false }])).thenMatches((e) => {
      expect(types(e).slice(0, 2)).toEqual(['EnchantmentRevealed', 'EnchantmentDestroyed']);
      expect(facesIn(e)).toHaveLength(1);
    });
    // Paid: Block (a 1+ defense in the fixture) avoids the strike and is spent (EN-18).
    given(w).when(defend('B', 'e-blk#0', [{ enchantmentId: 'e-blk', pay: true }])).thenMatches((e, after) => {
      expect(e.find((x) => x.type === 'StrikeResolved')?.data).toMatchObject({ outcome: 'avoided' });
      expect(after.status === 'active' && after.enchantments).toEqual([]);
      expect(after.status === 'active' && after.seats.B!.mana).toBe(18);
    });
  });
});

describe('mage-wars §10.2 step 6 damage barriers', () => {
  it('mage-wars/CB-23 mage-wars/CB-24 a successful melee attack on a creature with a barrier is answered by one unavoidable barrier attack', () => {
    const log = play([activate('A', 'mage-A')], scenario(enter('thorn', CARDS.thornBeast.id, 'B', A0)));
    given(log).when(attack('A', 'mage-A', 'thorn')).thenMatches((e) => {
      const declared = e.filter((x) => x.type === 'AttackDeclared');
      expect(declared.map((d) => d.data.kind)).toEqual(['melee', 'barrier']);
      expect(declared[1].data).toMatchObject({ attackerId: 'thorn', targets: ['mage-A'] });
      expect(types(e)).not.toContain('AttackAwaiting');
    });
  });

  it('mage-wars/CB-28 a ranged attack never triggers a barrier', () => {
    const log = play([activate('A', 'archer')], scenario([...enter('archer', CARDS.archer.id, 'A', { row: 1, col: 0 }), ...enter('thorn', CARDS.thornBeast.id, 'B', A0)]));
    given(log).when(attack('A', 'archer', 'thorn', 1)).thenMatches((e) => expect(e.filter((x) => x.type === 'AttackDeclared').map((d) => d.data.kind)).toEqual(['ranged']));
  });

  it('mage-wars/CB-27 a barrier hits each attacker at most once per round', () => {
    const hit: EncounterEvent = { type: 'AttackDeclared', data: { attackId: 'old', attackerId: 'thorn', bar: CARDS.thornBeast.attacks[1], kind: 'barrier', targets: ['mage-A'], strikes: 1, isCounterstrike: false, spellCastId: null, endsActionPhase: false } };
    const log = play([activate('A', 'mage-A')], scenario([...enter('thorn', CARDS.thornBeast.id, 'B', A0), hit, { type: 'AttackEnded', data: { attackId: 'old' } }]));
    given(log).when(attack('A', 'mage-A', 'thorn')).thenMatches((e) => expect(e.filter((x) => x.type === 'AttackDeclared').map((d) => d.data.kind)).toEqual(['melee']));
  });
});

describe('mage-wars §10.2 Daze and §5.9 the end of an action phase', () => {
  it('mage-wars/TV-50 mage-wars/CB-10 a Dazed attacker rolls once at the end of Declare: 7+ proceeds, 6 or less misses', () => {
    const log = play([activate('A', 'mage-A')], scenario([...enter('imp', CARDS.imp.id, 'B', A0), addConditions('mage-A', 'Daze', 3)]));
    given(log).when(attack('A', 'mage-A', 'imp')).thenMatches((e) => {
      const checks = e.filter((x) => x.type === 'DazeChecked');
      expect(checks).toHaveLength(1);
      const check = checks[0];
      if (check.type !== 'DazeChecked') return;
      expect(check.data.proceeds).toBe(check.data.roll >= 7);
      expect(e.find((x) => x.type === 'StrikeResolved')?.data).toMatchObject({ outcome: check.data.proceeds ? 'hit' : 'missed' });
    });
  });

  it('mage-wars/RD-26 mage-wars/TV-51 every Daze and Stun marker goes at the end of the creature’s action phase; Weak stays', () => {
    const log = play([activate('A', 'mage-A')], scenario([addConditions('mage-A', 'Daze', 3), addConditions('mage-A', 'Weak', 1)]));
    given(log).when({ type: 'EndActionPhase', actor: seat('A'), data: { seat: 'A' } }).thenMatches((e, after) => {
      expect(e[0]).toMatchObject({ type: 'ConditionsRemoved', data: { condition: 'Daze', count: 3 } });
      expect(after.status === 'active' && after.objects['mage-A'].conditions.map((c) => c.condition)).toEqual(['Weak']);
    });
  });

  it('mage-wars/RD-27 a Daze received from a counterstrike during this phase stays for the next one', () => {
    const cs: EncounterEvent = { type: 'ConditionsAdded', data: { objectId: 'mage-A', marker: { condition: 'Daze', source: 'counterstrike', duringActivation: 1 }, count: 1 } };
    const log = [...play([activate('A', 'mage-A')], scenario([])), cs];
    given(log).when({ type: 'EndActionPhase', actor: seat('A'), data: { seat: 'A' } }).thenMatches((_e, after) => {
      expect(after.status === 'active' && after.objects['mage-A'].conditions).toHaveLength(1);
    });
  });

  it('mage-wars/TV-52 mage-wars/CB-38 a Crippled creature rolls a d12 at the end of its phase: 7+ removes it', () => {
    const log = play([activate('A', 'mage-A')], scenario([addConditions('mage-A', 'Cripple', 1)]));
    given(log).when({ type: 'EndActionPhase', actor: seat('A'), data: { seat: 'A' } }).thenMatches((e, after) => {
      const roll = e.find((x) => x.type === 'DiceRolled' && x.data.purpose === 'removal');
      if (roll?.type !== 'DiceRolled' || roll.data.outcome.die !== 'd12') throw new Error('no removal roll');
      const removed = roll.data.outcome.values[0] >= 7;
      expect(after.status === 'active' && after.objects['mage-A'].conditions.length).toBe(removed ? 0 : 1);
    });
  });

  it('mage-wars/RD-25 an incapacitated creature is activated and its phase ends at once; its Stun goes', () => {
    const log = scenario([addConditions('mage-A', 'Stun', 1)]);
    given(log).when(activate('A', 'mage-A')).thenMatches((e, after) => {
      expect(types(e)).toEqual(['CreatureActivated', 'ConditionsRemoved', 'ActionPhaseEnded']);
      expect(after.status === 'active' && after.objects['mage-A'].conditions).toEqual([]);
    });
  });
});
