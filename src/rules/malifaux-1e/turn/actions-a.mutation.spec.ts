// malifaux-1e §8.1-§8.3 actions and AP (AP-2, AP-3, AP-4, AP-6, AP-7 W3), §6.1 actions granted by triggers (TG-3,
// TG-5), §9.2 movement actions (Charge, Jump, MV-10) and §2 timing (TI-2), as turn/actions.ts lines 1-90 decide them:
// the boundaries, which model's duel side is read, which weapon an action names, and the exact refusal or events.
import { A, B, cmd, duel, model, rifle, run, step, sword, toActivation } from '../testing/fixtures';
import { named, type Refusal1e } from '../testing/refusal';
import { refusalIn } from '../testing/encounter-refusal';
import type { EncounterCommand1e, HiredModel } from '../commands';
import type { EncounterEvent1e } from '../events';
import type { GameState1e } from '../state';
import { parseAction } from './actions';

type Game = { events: EncounterEvent1e[]; state: GameState1e };
type ActionData = Partial<Extract<EncounterCommand1e, { type: 'TakeAction' }>['data']>;
const S81 = '§8.1 (seed 2141-2183)';
const S61 = '§6.1 (seed 1691-1714)';

const lady = model('lady', { station: 'MASTER', wounds: 8 });
const guard = model('guard');
const expert = model('lady', { station: 'MASTER', wounds: 8, abilities: [{ keyword: 'MELEE_EXPERT' }] });
/** `a` (lady unless said) activates against guard, with aide beside her. */
const ready = (a: HiredModel = lady, nextA: string[] = [], nextB: string[] = []): Game => step(toActivation([a, model('aide')], [guard], nextA, nextB), cmd('ActivateModel', A, { modelId: a.id }));
const act = (action: string, over: ActionData = {}, id = 'lady'): EncounterCommand1e => cmd('TakeAction', A, { actionId: `${id}-${action}`, modelId: id, action, ...over });
const at = (target: string, dist = 1, facts: object = {}): ActionData => ({ targets: [target], facts: { distances: { [target]: dist }, ...facts } });
const walk = (actionId: string): EncounterCommand1e => act('WALK', { actionId, facts: { moved: 1 } });
const slow = (effectId: string): EncounterCommand1e => cmd('DeclareEffect', A, { effectId, kind: 'GAIN_CONDITION', modelId: 'lady', condition: { name: 'SLOW' } });
const takenBy = (g: Game, command: EncounterCommand1e): EncounterEvent1e | undefined => step(g, command).added.find((e) => e.type === 'ActionTaken');
const weaponInDuel = (g: Game): string | null => (g.state.duel.status === 'IDLE' ? null : (g.state.duel.duel?.context.weapon ?? null));

/** lady's Strike hit guard with RAM-13 and she declared her Sword's Flurry: the duel is resolved, its damage not flipped. */
const flurry = model('lady', { station: 'MASTER', wounds: 8, actions: [{ ...sword, triggers: [{ name: 'Flurry', suits: ['RAM'] }] }] });
const triggered = (): Game =>
  run(
    [act('STRIKE:Sword', at('guard')), duel(B, { type: 'DeclineCheat', data: { by: 'B' } }), duel(A, { type: 'DeclineCheat', data: { by: 'A' } }), duel(A, { type: 'DeclineSoulstoneCard', data: { by: 'A' } }), duel(A, { type: 'DeclareTrigger', data: { by: 'A', trigger: 'Flurry' } })],
    step(toActivation([flurry], [guard], ['RAM-13'], ['TOME-07']), cmd('ActivateModel', A, { modelId: 'lady' })),
  );
const startDamage: EncounterCommand1e = duel(A, { type: 'StartDamageFromDuel', data: {} });

describe('malifaux-1e §8.1 who acts, and when (AP-2, TI-2)', () => {
  it('malifaux-1e/AP-2 only the activating model takes actions: a friend of it is refused by name', () => {
    // lady activates; aide (same crew, same controller) has not: the model named must be the one activating.
    expect(refusalIn(ready(), act('WALK', { facts: { moved: 1 } }, 'aide'))).toEqual(named('malifaux-1e/AP-2', S81, 'aide is not activating'));
  });

  it('malifaux-1e/TI-2 no action while a damage flip is in progress (FLIPPING)', () => {
    const flipping = step(triggered(), startDamage);
    expect(flipping.state.duel.status).toBe('FLIPPING');
    expect(refusalIn(flipping, walk('w'))).toEqual(named('malifaux-1e/TI-2', '§2 (seed 396-452)', 'finish the duel or flip in progress first'));
  });
});

describe('malifaux-1e §8.3 action names: BASE[:weapon] (AP-6)', () => {
  it('malifaux-1e/AP-6 a name that starts with its colon has an empty base (an unknown action), the rest is the weapon', () => {
    // The split is at the first colon wherever it is, position 0 included.
    expect(parseAction(':Sword')).toEqual({ base: '', weapon: 'Sword' });
  });

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])('malifaux-1e/AP-6 %s names no general action (an inherited property is no action)', (name) => {
    const unknown = `unknown action ${name}: WALK, CHARGE, JUMP, STRIKE[:weapon], FOCUS[:weapon], DEFENSIVE_STANCE, HEAL, PASS, INTERACT`;
    expect(refusalIn(ready(), act(name))).toEqual(named('malifaux-1e/AP-6', '§8.3 (seed 2264-2306)', unknown));
  });

  it('malifaux-1e/AP-2 §8.2 what follows INTERACT: is what it interacts with, never looked up as a weapon', () => {
    // Only STRIKE, FOCUS and CHARGE name a weapon; an Interact with a door is no attack.
    expect(takenBy(ready(), act('INTERACT:door'))).toEqual({ type: 'ActionTaken', data: { actionId: 'lady-INTERACT:door', modelId: 'lady', action: 'INTERACT:door', ap: 1, facts: {}, note: null } });
  });

  it('malifaux-1e/CB-4 §9.2 a Charge that names no weapon attacks with the first melee one, even when a ranged weapon is listed first', () => {
    // §9.2: the Charge ends with a melee attack (seed 2394-2420), so the Rifle printed first is skipped.
    const gunner = model('lady', { station: 'MASTER', wounds: 8, actions: [rifle, sword] });
    expect(weaponInDuel(step(ready(gunner), act('CHARGE', at('guard', 1, { moved: 4, endsInEngagementRange: true }))))).toBe('Sword');
  });

  it('malifaux-1e/CB-4 §10.1 a Strike that names no weapon uses the first one printed, ranged included', () => {
    // Only a Charge is limited to melee weapons: an unnamed Strike at 5" fires the Rifle printed first.
    const gunner = model('lady', { station: 'MASTER', wounds: 8, actions: [rifle, sword] });
    expect(weaponInDuel(step(ready(gunner), act('STRIKE', at('guard', 5))))).toBe('Rifle');
  });
});

describe('malifaux-1e §6.1 an action granted by a trigger (TG-3, TG-5)', () => {
  it('malifaux-1e/TG-3 the granted action is still allowed once the damage flip of its duel is resolved (FLIP_RESOLVED)', () => {
    // The attack's damage flip follows the trigger; the duel record it keeps still shows lady's declared Flurry.
    const resolved = run([startDamage, duel(A, { type: 'FlipDuelCards', data: { by: 'A' } }), duel(A, { type: 'DeclineCheat', data: { by: 'A' } })], triggered());
    expect(resolved.state.duel.status).toBe('FLIP_RESOLVED');
    expect(takenBy(resolved, act('STRIKE:Sword', { ...at('guard'), grantedByTrigger: 'Flurry', actionId: 'extra' }))).toEqual({
      type: 'ActionTaken',
      data: { actionId: 'extra', modelId: 'lady', action: 'STRIKE:Sword', ap: 0, grantedBy: 'lady-STRIKE:Sword', facts: { distances: { guard: 1 } }, note: null },
    });
  });

  it('malifaux-1e/TG-5 a granted action that names no target affects no model: allowed, at no AP', () => {
    // "One model" is a ceiling: a granted Pass with no targets at all is within it.
    expect(takenBy(triggered(), act('PASS', { grantedByTrigger: 'Flurry', actionId: 'extra' }))).toEqual({ type: 'ActionTaken', data: { actionId: 'extra', modelId: 'lady', action: 'PASS', ap: 0, grantedBy: 'lady-STRIKE:Sword', facts: {}, note: null } });
  });

  it('malifaux-1e/TG-3 a trigger the opposing model declared in the last duel grants the acting model nothing', () => {
    // aide activates and ends; guard strikes lady and declares its Crit (CROW-12); then lady, the defender, activates.
    // Her own side of that duel is read (no trigger), not the duel's first side (guard's Crit).
    const guardT = model('guard', { actions: [{ ...sword, triggers: [{ name: 'Crit', suits: ['CROW'] }] }] });
    const g = run(
      [
        cmd('ActivateModel', A, { modelId: 'aide' }),
        cmd('EndActivation', A, { modelId: 'aide' }),
        cmd('ActivateModel', B, { modelId: 'guard' }),
        cmd('TakeAction', B, { actionId: 'guard-STRIKE', modelId: 'guard', action: 'STRIKE:Sword', ...at('lady') }),
        duel(A, { type: 'DeclineCheat', data: { by: 'A' } }),
        duel(A, { type: 'DeclineSoulstoneCard', data: { by: 'A' } }),
        duel(B, { type: 'DeclineCheat', data: { by: 'B' } }),
        duel(B, { type: 'DeclareTrigger', data: { by: 'B', trigger: 'Crit' } }),
        cmd('EndActivation', B, { modelId: 'guard' }),
        cmd('ActivateModel', A, { modelId: 'lady' }),
      ],
      toActivation([lady, model('aide')], [guardT], ['MASK-02'], ['CROW-12']),
    );
    expect(g.state.duel.status).toBe('DUEL_RESOLVED');
    expect(refusalIn(g, act('PASS', { grantedByTrigger: 'Crit' }))).toEqual(named('malifaux-1e/TG-3', S61, 'lady declared no trigger Crit in its last duel (or its action was taken)'));
  });
});

describe('malifaux-1e §8.1 AP-4 an (all) action needs at least 1 AP ([AMBIGUOUS] default)', () => {
  const scavenger = model('lady', { station: 'MASTER', wounds: 8, characteristics: ['Scavenger'] });
  /** Slow before the activation: lady activates with 1 AP (AP-1, AM-2), the Slow used by it. */
  const slowed = (): Game => step(run([slow('s1')], toActivation([scavenger, model('aide')], [guard])), cmd('ActivateModel', A, { modelId: 'lady' }));

  it('malifaux-1e/AP-4 a Slow model with exactly 1 AP may take its (all) action first, spending that 1 AP', () => {
    expect(takenBy(slowed(), act('SEARCH'))?.data).toMatchObject({ ap: 1, all: true });
  });

  it('malifaux-1e/AP-4 a model left with 0 AP before its first action cannot take an (all) action', () => {
    // §8.5 default: a Slow gained during its own activation takes 1 AP at once: 1 → 0, no action taken yet.
    const none = step(slowed(), slow('s2'));
    expect(none.state.turn.activation).toMatchObject({ ap: 0, actionsTaken: 0 });
    expect(refusalIn(none, act('SEARCH'))).toEqual(named('malifaux-1e/AP-4', S81, 'an (all) action must be the first action, with at least 1 AP'));
  });
});

describe('malifaux-1e §8.3 AP-7 W3 specific AP for melee attacks, and AP-2 what is left', () => {
  it('malifaux-1e/AP-7 W3 Melee Expert pays a melee Strike on top of the general AP: 1 general AP left still allows it', () => {
    // After a Walk, lady has 1 general AP and her 1 melee AP: the Strike is paid by the melee AP, the general one kept.
    const g = run([walk('w1')], ready(expert));
    expect(takenBy(g, act('STRIKE:Sword', at('guard')))?.data).toMatchObject({ ap: 0, meleeAp: 1 });
  });

  it('malifaux-1e/AP-7 W3 Melee Expert does not pay for a Charge (a (2) movement action, §9.2): 2 general AP', () => {
    // Only Strike and Focus with a melee weapon are the melee attacks it lists; the Charge's attack comes with the move.
    const g = step(ready(expert), act('CHARGE', at('guard', 1, { moved: 4, endsInEngagementRange: true })));
    expect(g.added[0]).toEqual({ type: 'ActionTaken', data: { actionId: 'lady-CHARGE', modelId: 'lady', action: 'CHARGE', ap: 2, facts: { distances: { guard: 1 }, moved: 4, endsInEngagementRange: true }, note: null } });
    expect(g.state.turn.activation).toMatchObject({ ap: 0, meleeAp: 1 });
  });

  it.each<[string, HiredModel, EncounterCommand1e, Refusal1e]>([
    // No melee AP at all: the refusal does not mention them.
    ['malifaux-1e/AP-2 a melee Strike with no AP left, no melee AP: the AP left only', lady, act('STRIKE:Sword', at('guard')), named('malifaux-1e/AP-2', S81, 'STRIKE costs 1 AP; 0 left')],
    // AP-7: melee AP can't pay a ranged Strike, so they are not offered in its refusal.
    ['malifaux-1e/AP-7 W3 a ranged Strike with no general AP left: the melee AP are not mentioned', expert, act('STRIKE:Rifle', at('guard', 5)), named('malifaux-1e/AP-2', S81, 'STRIKE costs 1 AP; 0 left')],
  ])('%s', (_, who, command, expected) => {
    expect(refusalIn(run([walk('w1'), walk('w2')], ready(who)), command)).toEqual(expected);
  });
});

describe('malifaux-1e §8.1 AP-3 one (0) action per activation', () => {
  it('malifaux-1e/AP-3 after the (0) action, actions that cost AP are still allowed', () => {
    const g = run([act('INTERACT', { ap: 0, actionId: 'zero' })], ready());
    expect(takenBy(g, walk('w'))?.data).toMatchObject({ ap: 1 });
  });
});

describe('malifaux-1e §9.2 Jump out of a melee zone (MV-10, DE-1)', () => {
  it('malifaux-1e/MV-10 a flying model jumping out of the melee zone of a model it was engaged with at the start faces its disengaging strike', () => {
    // Flight ignores disengaging strikes except from the models it was engaged with when the move began.
    const flyer = model('lady', { station: 'MASTER', wounds: 8, characteristics: ['Living', 'Flight'] });
    const s = step(ready(flyer), act('JUMP', { facts: { moved: 2, leavesEngagementOf: ['guard'], engagedWith: ['guard'] } }));
    expect(s.added).toEqual([
      { type: 'ActionTaken', data: { actionId: 'lady-JUMP', modelId: 'lady', action: 'JUMP', ap: 2, facts: { moved: 2, leavesEngagementOf: ['guard'], engagedWith: ['guard'] }, note: null } },
      { type: 'DisengageOpened', data: { actionId: 'lady-JUMP', modelId: 'lady', strikers: ['guard'] } },
    ]);
  });
});
