// malifaux-1e §10.1-§10.6 attacks (attack.ts), LOS-1..LOS-7 declared sight lines (sight.ts) and §10.12 disengaging
// strikes (disengage.ts): every refusal with its rule, section and message (French and English names appended, §19),
// and what the attack duel is started with.
import { A, B, cmd, model, rifle, run, step, sword, toActivation } from '../testing/fixtures';
import { named, type Refusal1e } from '../testing/refusal';
import { refusalIn } from '../testing/encounter-refusal';
import type { EncounterCommand1e } from '../commands';
import type { EncounterEvent1e } from '../events';
import type { GameState1e } from '../state';

type Game = { events: EncounterEvent1e[]; state: GameState1e };
const S42 = '§4.2 (seed 981-1183)';
const S1012 = '§10.12 (seed 3175-3191)';

const lady = model('lady', { station: 'MASTER', wounds: 8 });
const guard = model('guard');
const ready = (a = lady, b = guard, nextA: string[] = [], nextB: string[] = []): ReturnType<typeof step> => step(toActivation([a], [b], nextA, nextB), cmd('ActivateModel', A, { modelId: a.id }));
const act = (action: string, facts: object, targets: string[] = ['guard']): EncounterCommand1e => cmd('TakeAction', A, { actionId: 'x', modelId: 'lady', action, targets, facts });
const wall = (over: object = {}) => ({ obstacles: [{ kind: 'SOLID' as const, ht: 3, allLines: true, ...over }] });
/** lady walks out of guard's melee zone: guard's disengaging strike is open. */
const walkedOut = (): Game => run([cmd('TakeAction', A, { actionId: 'w', modelId: 'lady', action: 'WALK', facts: { moved: 2, leavesEngagementOf: ['guard'] } })], ready());

describe('malifaux-1e §10 attacks and §10.12 disengaging: every refusal names its rule, section and message', () => {
  it.each<[string, () => Game, EncounterCommand1e, Refusal1e]>([
    ['malifaux-1e/CB-4 a weapon the card does not have', ready, act('STRIKE:Cannon', { distances: { guard: 1 } }), named('malifaux-1e/CB-4', '§10.2 (seed 2683-2727)', 'lady has no weapon Cannon')],
    ['malifaux-1e/AT-1 an attack on itself', ready, act('STRIKE:Sword', { distances: { lady: 0 } }, ['lady']), named('malifaux-1e/AT-1', '§4.3 (seed 2847-2848)', 'a model can never target itself with an attack')],
    ['malifaux-1e/LOS-7 a target out of LoS', ready, act('STRIKE:Rifle', { distances: { guard: 5 }, los: { guard: 'NONE' } }), named('malifaux-1e/LOS-7', S42, 'guard is not in LoS: the target must be seen')],
    ['malifaux-1e/CB-6 a ranged attack while engaged', ready, act('STRIKE:Rifle', { distances: { guard: 5 }, engagedWith: ['other'] }), named('malifaux-1e/CB-6', '§10.4 (seed 2729-2779)', 'lady is engaged in melee: no ranged attacks')],
    ['malifaux-1e/GEN-4 no distance declared', ready, act('STRIKE:Sword', {}), named('malifaux-1e/GEN-4', '§1 (seed 377-386)', 'declare the measured distance to guard (after the AP are spent)')],
    ['malifaux-1e/GEN-1 a distance beyond the table’s diagonal', ready, act('STRIKE:Rifle', { distances: { guard: 51 } }), named('malifaux-1e/GEN-1', '§1 (seed 324-344, 4289-4291)', '51" to guard does not fit on a 36" × 36" table')],
    ['malifaux-1e/LOS-2 declared sight lines that do not see', ready, act('STRIKE:Rifle', { distances: { guard: 5 }, sight: { guard: wall() } }), named('malifaux-1e/LOS-2', S42, "guard can't be seen: every line meets a solid obstacle of Ht 3 ≥ both models' Ht")],
    ['malifaux-1e/LOS-1 sight lines that see, LoS declared none', ready, act('STRIKE:Rifle', { distances: { guard: 5 }, sight: { guard: wall({ allLines: false }) }, los: { guard: 'NONE' } }), named('malifaux-1e/LOS-1', S42, 'facts.los says guard is not seen, but the declared sight lines see it')],
    ['malifaux-1e/LOS-1 a declared cover the sight lines do not give', ready, act('STRIKE:Rifle', { distances: { guard: 5 }, sight: { guard: wall({ allLines: false }) }, cover: { guard: 'SOFT' } }), named('malifaux-1e/LOS-1', S42, 'facts.cover says SOFT for guard, but the declared sight lines give NONE')],
    ['malifaux-1e/DE-1 no strike is open', ready, cmd('DisengagingStrike', B, { strikerId: 'guard', action: 'Sword' }), named('malifaux-1e/DE-1', S1012, 'no disengaging strike is open')],
    ['malifaux-1e/DE-1 another enemy strikes first', walkedOut, cmd('DisengagingStrike', B, { strikerId: 'other', action: 'Sword' }), named('malifaux-1e/DE-1', S1012, 'the next enemy to strike or let go is guard')],
    ['malifaux-1e/CT-1 the mover’s controller answers for the striker', walkedOut, cmd('DisengagingStrike', A, { strikerId: 'guard' }), named('malifaux-1e/CT-1', '§3.5', 'the striker’s controller decides')],
    ['malifaux-1e/DE-1 a ranged disengaging strike', walkedOut, cmd('DisengagingStrike', B, { strikerId: 'guard', action: 'Rifle', distance: 1 }), named('malifaux-1e/DE-1', S1012, 'a disengaging strike is a melee attack')],
  ])('%s', (_, from, command, expected) => {
    expect(refusalIn(from(), command)).toEqual(expected);
  });
});

describe('malifaux-1e §10.3-§10.6 the attack duel an accepted attack starts', () => {
  const started = (g: Game, c: EncounterCommand1e) => {
    const s = step(g, c).state.duel;
    return s.status === 'DUELING' || s.status === 'DUEL_RESOLVED' ? s.duel : null;
  };
  it('malifaux-1e/GEN-3 in range at exactly Rg; a diagonal of exactly 36√2" fits the table; out of range the attack fails with no duel', () => {
    expect(started(ready(), act('STRIKE:Sword', { distances: { guard: 1 } }))?.context).toEqual({ actionId: 'x', weapon: 'Sword', damage: sword.damage, damageBonus: 0, disengaging: false, targetArmor: 0 });
    expect(step(ready(), act('STRIKE:Rifle', { distances: { guard: 36 * Math.SQRT2 } })).state.duel.status).toBe('IDLE');
    expect(step(ready(), act('STRIKE:Sword', { distances: { guard: 1.1 } })).added.map((e) => e.type)).toEqual(['ActionTaken']);
  });
  it('malifaux-1e/CB-5 a melee attack up a ledge adds the ledge Ht above the lower model, never less than the distance', () => {
    expect(step(ready(), act('STRIKE:Sword', { distances: { guard: 0.5 }, elevation: { guard: { difference: 2, lowerModelHt: 1 } } })).state.duel.status).toBe('IDLE');
    expect(step(ready(), act('STRIKE:Sword', { distances: { guard: 0 }, elevation: { guard: { difference: 2, lowerModelHt: 1 } } })).state.duel.status).not.toBe('IDLE');
    expect(step(ready(), act('STRIKE:Sword', { distances: { guard: 1 }, elevation: { guard: { difference: 1, lowerModelHt: 3 } } })).state.duel.status).not.toBe('IDLE');
    expect(step(ready(), act('STRIKE:Rifle', { distances: { guard: 12 }, elevation: { guard: { difference: 5, lowerModelHt: 0 } } })).state.duel.status).not.toBe('IDLE');
  });
  it('malifaux-1e/LOS-1 §10.4 cover: soft or hard is `−` on a ranged attack only; hard cover gives Armor +1 on its damage', () => {
    const sides = (c: EncounterCommand1e) => started(ready(), c);
    expect(sides(act('STRIKE:Rifle', { distances: { guard: 5 }, cover: { guard: 'HARD' } }))).toMatchObject({ sides: [{ fate: { bonus: 0, penalty: 1 } }, { modelId: 'guard' }], context: { targetArmor: 1 } });
    expect(sides(act('STRIKE:Rifle', { distances: { guard: 5 }, cover: { guard: 'SOFT' } }))).toMatchObject({ sides: [{ fate: { penalty: 1 } }, { modelId: 'guard' }], context: { targetArmor: 0 } });
    expect(sides(act('STRIKE:Sword', { distances: { guard: 1 }, cover: { guard: 'HARD' } }))).toMatchObject({ sides: [{ fate: { penalty: 0 } }, { modelId: 'guard' }], context: { targetArmor: 0 } });
    expect(sides(act('STRIKE:Rifle', { distances: { guard: 5 }, sight: { guard: wall({ allLines: false, targetWithin1: true }) } }))).toMatchObject({ sides: [{ fate: { penalty: 1 } }, { modelId: 'guard' }], context: { targetArmor: 1 } });
  });
  it('malifaux-1e/CB-4 Focus: `+` on the attack and the damage; Paired: `+` on the attack', () => {
    const paired = model('lady', { station: 'MASTER', actions: [{ ...sword, name: 'Paired Blades' }] });
    expect(started(ready(), act('FOCUS:Sword', { distances: { guard: 1 } }))).toMatchObject({ sides: [{ stat: { name: 'Cb', value: 6 }, fate: { bonus: 1, penalty: 0 } }, { stat: { name: 'Df', value: 4 } }], context: { damageBonus: 1 } });
    expect(started(ready(paired), act('STRIKE:Paired Blades', { distances: { guard: 1 } }))).toMatchObject({ sides: [{ fate: { bonus: 1 } }, { modelId: 'guard' }], context: { damageBonus: 0 } });
  });
  it('malifaux-1e/CB-6 W31 firing into melee: one card per model in the melee zone (two for Ht 3), the lowest is the target, +1 Df per engaged enemy', () => {
    const ogre = model('ogre', { stats: { df: 3, wp: 4, wk: 4, cg: 6, ht: 3 } });
    const g = toActivation([lady, model('aide')], [guard, ogre], ['CROW-09', 'CROW-03', 'CROW-12', 'CROW-13']);
    const s = step(step(g, cmd('ActivateModel', A, { modelId: 'lady' })), act('STRIKE:Rifle', { distances: { guard: 5 }, inTargetMeleeZone: ['ogre', 'ghost'], enemiesEngagedWith: { ogre: 2 } }));
    expect(s.added.find((e) => e.type === 'FiringIntoMeleeFlipped')).toEqual({ type: 'FiringIntoMeleeFlipped', data: { actionId: 'x', flips: [{ modelId: 'guard', cards: ['CROW-09'], value: 9 }, { modelId: 'ogre', cards: ['CROW-03', 'CROW-12'], value: 3 }], target: 'ogre' } });
    const d = s.state.duel.status === 'DUELING' || s.state.duel.status === 'DUEL_RESOLVED' ? s.state.duel.duel : null;
    expect(d?.sides[1]).toMatchObject({ modelId: 'ogre', bonus: 2 });
    expect(rifle.range.inches).toBe(12);
  });
});
