// malifaux-1e §8 actions and AP, §9.2 movement actions, §10.1 combat actions: every refusal of TakeAction with its rule,
// section and message (the French and English rule names appended, §19), and the AP each action costs (W2, W3, W24, W30).
import { A, B, cmd, duel, model, run, step, sword, toActivation } from '../testing/fixtures';
import { named, type Refusal1e } from '../testing/refusal';
import { refusalIn } from '../testing/encounter-refusal';
import type { EncounterCommand1e, HiredModel } from '../commands';
import type { EncounterEvent1e } from '../events';
import type { GameState1e } from '../state';
import { GENERAL_ACTIONS, parseAction } from './actions';

type Game = { events: EncounterEvent1e[]; state: GameState1e };
const S81 = '§8.1 (seed 2141-2183)';
const S92 = '§9.2 (seed 2394-2420)';

const lady = model('lady', { station: 'MASTER', wounds: 8 });
const guard = model('guard');
/** lady (Master, Wk 5, Cg 7, Sword Rg 1, Rifle Rg 12) activates against guard; A has 3 soulstones. */
const ready = (a: HiredModel = lady, over: Parameters<typeof toActivation>[4] = {}): Game => step(toActivation([a, model('aide')], [guard], [], [], over), cmd('ActivateModel', A, { modelId: a.id }));
const act = (action: string, over: Partial<Extract<EncounterCommand1e, { type: 'TakeAction' }>['data']> = {}, id = 'lady'): EncounterCommand1e => cmd('TakeAction', A, { actionId: `${id}-${action}`, modelId: id, action, ...over });
const at = (target: string, dist = 1, facts: object = {}) => ({ targets: [target], facts: { distances: { [target]: dist }, ...facts } });
/** A thunk: the game is built when the test runs (built at collection time, the turn code's mutants would all be static). */
const then = (g: () => Game, ...commands: EncounterCommand1e[]): (() => Game) => () => run(commands, g());

describe('malifaux-1e §8-§10 TakeAction: every refusal names its rule, section and message', () => {
  it.each<[string, () => Game, EncounterCommand1e, Refusal1e]>([
    ['malifaux-1e/AP-2 a model that is not activating', () => toActivation([lady], [guard]), act('WALK'), named('malifaux-1e/AP-2', S81, 'lady is not activating')],
    ['malifaux-1e/CT-1 the opponent decides for the model', ready, cmd('TakeAction', B, { actionId: 'x', modelId: 'lady', action: 'WALK' }), named('malifaux-1e/CT-1', '§3.5 (seed 800-850)', 'the controller makes every decision for a model')],
    ['malifaux-1e/TI-2 an action while a duel is unresolved', then(ready, act('STRIKE:Sword', at('guard'))), act('WALK'), named('malifaux-1e/TI-2', '§2 (seed 396-452)', 'finish the duel or flip in progress first')],
    ['malifaux-1e/DE-1 an action before the disengaging strikes', then(ready, act('WALK', { facts: { moved: 2, leavesEngagementOf: ['guard'] } })), act('PASS'), named('malifaux-1e/DE-1', '§10.12 (seed 3175-3191)', 'the enemies whose melee zone the model left answer first (disengaging strikes)')],
    ['malifaux-1e/AP-6 an unknown action', ready, act('DANCE'), named('malifaux-1e/AP-6', '§8.3 (seed 2264-2306)', 'unknown action DANCE: WALK, CHARGE, JUMP, STRIKE[:weapon], FOCUS[:weapon], DEFENSIVE_STANCE, HEAL, PASS, INTERACT')],
    ['malifaux-1e/AP-4 an action after an (all) action', then(() => ready(model('lady', { characteristics: ['Scavenger'] })), act('SEARCH')), act('PASS'), named('malifaux-1e/AP-4', S81, 'an (all) action was taken: it is the only action of this activation')],
    ['malifaux-1e/AP-4 an (all) action after another action', then(() => ready(model('lady', { characteristics: ['Scavenger'] })), act('PASS')), act('SEARCH'), named('malifaux-1e/AP-4', S81, 'an (all) action must be the first action, with at least 1 AP')],
    ['malifaux-1e/AP-2 a fractional AP cost', ready, act('INTERACT', { ap: 0.5 }), named('malifaux-1e/AP-2', S81, 'an action costs a whole number of AP')],
    ['malifaux-1e/AP-2 a negative AP cost', ready, act('INTERACT', { ap: -1 }), named('malifaux-1e/AP-2', S81, 'an action costs a whole number of AP')],
    ['malifaux-1e/AP-2 W2 Walk then Charge', then(ready, act('WALK', { facts: { moved: 1 } })), act('CHARGE', at('guard', 5)), named('malifaux-1e/AP-2', S81, 'CHARGE costs 2 AP; 1 left')],
    ['malifaux-1e/AP-3 a second (0) action', then(ready, act('INTERACT', { ap: 0 })), act('INTERACT', { ap: 0, actionId: 'second' }), named('malifaux-1e/AP-3', S81, 'one (0) action per activation')],
    ['malifaux-1e/MV-1 a Walk beyond Wk', ready, act('WALK', { facts: { moved: 5.5 } }), named('malifaux-1e/MV-1', '§9.1 (seed 2343-2392)', 'a Walk moves at most Wk 5" (difficult or climbed inches count twice)')],
    ['malifaux-1e/MV-1 W29 difficult inches count twice', ready, act('WALK', { facts: { moved: 3, severeInches: 2.5 } }), named('malifaux-1e/MV-1', '§9.1 (seed 2343-2392)', 'a Walk moves at most Wk 5" (difficult or climbed inches count twice)')],
    ['malifaux-1e/GEN-2 W30 a Jump beyond half Wk', ready, act('JUMP', { facts: { moved: 2.6 } }), named('malifaux-1e/GEN-2', '§9.2 (seed 2437-2440)', 'a Jump moves at most half Wk (2.5")')],
    ['malifaux-1e/MV-9 a walker ends in impassable terrain', ready, act('WALK', { facts: { moved: 1, endsInImpassable: true } }), named('malifaux-1e/MV-9', '§9.3, §9.5 (seed 2430-2473, 2506-2549)', "lady can't end its move in impassable terrain (only Levitation may)")],
    ['malifaux-1e/MV-8 a flyer ends a Jump in impassable terrain', () => ready(model('lady', { characteristics: ['Flight'] })), act('JUMP', { facts: { moved: 1, endsInImpassable: true } }), named('malifaux-1e/MV-8', '§9.3, §9.5 (seed 2430-2473, 2506-2549)', "lady can't end its move in impassable terrain (only Levitation may)")],
    ['malifaux-1e/AP-2 W24 Defensive Stance second', then(ready, act('PASS')), act('DEFENSIVE_STANCE'), named('malifaux-1e/AP-2', '§10.1 (seed 2614-2636)', 'Defensive Stance must be the first action of the activation')],
    ['malifaux-1e/SS-4 Heal without Use Soulstone', () => step(toActivation([model('aide')], [guard]), cmd('ActivateModel', A, { modelId: 'aide' })), act('HEAL', {}, 'aide'), named('malifaux-1e/SS-4', '§3.8 (seed 504-530)', 'aide has no Use Soulstone')],
    ['malifaux-1e/SS-3 Heal with an empty pool', () => ready(lady, { players: [{ name: 'Ann', soulstones: 0 }, { name: 'Bob', soulstones: 0 }] }), act('HEAL'), named('malifaux-1e/SS-3', '§3.8 (seed 892-930)', 'the Soulstone Pool is empty')],
    ['malifaux-1e/AP-4 Search by a model that is no Scavenger', ready, act('SEARCH'), named('malifaux-1e/AP-4', '§8.2 (seed 2227-2262)', 'lady is not a Scavenger (Récupérateur)')],
    ['malifaux-1e/AT-1 a Strike with no target', ready, act('STRIKE:Sword'), named('malifaux-1e/AT-1', '§4.3', 'name the target model')],
    ['malifaux-1e/AT-1 a Strike at an unknown model', ready, act('STRIKE:Sword', at('ghost')), named('malifaux-1e/AT-1', '§4.3', 'name the target model')],
    ['malifaux-1e/AP-2 Focus with a (2) weapon', () => ready(model('lady', { actions: [{ ...sword, name: 'Claymore', ap: 2 }] })), act('FOCUS:Claymore', at('guard')), named('malifaux-1e/AP-2', '§10.1 (seed 2614-2636)', 'a weapon costing more than 1 AP cannot be focused')],
    ['malifaux-1e/MV-2 a Charge with Cg -', () => ready(model('lady', { stats: { df: 4, wp: 5, wk: 5, cg: null, ht: 2 } })), act('CHARGE', at('guard', 5)), named('malifaux-1e/MV-2', S92, 'lady has Cg - and cannot Charge')],
    ['malifaux-1e/AT-1 a Charge at a friend', ready, act('CHARGE', at('aide', 5)), named('malifaux-1e/AT-1', '§9.2', 'a Charge needs an enemy target')],
    ['malifaux-1e/AT-1 a Charge with no target', ready, act('CHARGE'), named('malifaux-1e/AT-1', '§9.2', 'a Charge needs an enemy target')],
    ['malifaux-1e/LOS-7 a Charge out of LoS', ready, act('CHARGE', at('guard', 5, { los: { guard: 'NONE' } })), named('malifaux-1e/LOS-7', S92, 'a Charge needs an enemy in LoS')],
    ['malifaux-1e/CB-3 a Charge at a model already engaged', ready, act('CHARGE', at('guard', 1, { engagedWith: ['guard'] })), named('malifaux-1e/CB-3', S92, 'lady is already engaged with guard')],
    ['malifaux-1e/DE-1 a Charge out of a melee zone', ready, act('CHARGE', at('guard', 5, { leavesEngagementOf: ['aide'] })), named('malifaux-1e/DE-1', '§10.12 (seed 3175-3191)', 'a Charge out of a melee zone: Walk out first (disengaging strikes on a Charge are not supported yet)')],
    ['malifaux-1e/MV-1 a Charge beyond Cg', ready, act('CHARGE', at('guard', 5, { moved: 6, severeInches: 1.5 })), named('malifaux-1e/MV-1', S92, 'a Charge moves at most Cg 7" (difficult inches count twice)')],
    ['malifaux-1e/CB-4 a Charge with a ranged weapon named', ready, act('CHARGE:Rifle', at('guard', 5, { moved: 4, endsInEngagementRange: true })), named('malifaux-1e/CB-4', S92, 'a Charge ends with a melee attack: name a melee weapon')],
  ])('%s', (_, from, command, expected) => {
    expect(refusalIn(from(), command)).toEqual(expected);
  });
});

describe('malifaux-1e §8-§9 what each accepted action costs and records', () => {
  const taken = (g: Game, command: EncounterCommand1e): EncounterEvent1e | undefined => step(g, command).added.find((e) => e.type === 'ActionTaken');
  it('malifaux-1e/AP-2 W2 the general actions and their AP; an action name splits at its first colon', () => {
    expect(GENERAL_ACTIONS).toEqual({ WALK: 1, CHARGE: 2, JUMP: 2, STRIKE: 'WEAPON', FOCUS: 2, DEFENSIVE_STANCE: 1, HEAL: 1, PASS: 1, INTERACT: 'DECLARED', SEARCH: 'ALL' });
    expect([parseAction('WALK'), parseAction('STRIKE:Sword'), parseAction('STRIKE:A:B')]).toEqual([{ base: 'WALK', weapon: null }, { base: 'STRIKE', weapon: 'Sword' }, { base: 'STRIKE', weapon: 'A:B' }]);
  });
  it('malifaux-1e/MV-1 a Walk of exactly Wk, a Jump of exactly half Wk, a Charge of exactly Cg are allowed', () => {
    expect(taken(ready(), act('WALK', { facts: { moved: 3, severeInches: 1 } }))).toEqual({ type: 'ActionTaken', data: { actionId: 'lady-WALK', modelId: 'lady', action: 'WALK', ap: 1, facts: { moved: 3, severeInches: 1 }, note: null } });
    expect(taken(ready(model('lady', { characteristics: ['Flight'] })), act('WALK', { facts: { moved: 5, severeInches: 4 } }))?.data).toMatchObject({ ap: 1 });
    expect(taken(ready(), act('JUMP', { facts: { moved: 2.5 } }))?.data).toMatchObject({ ap: 2 });
    expect(step(ready(), act('CHARGE', at('guard', 9, { moved: 6, severeInches: 1 }))).added).toEqual([{ type: 'ActionTaken', data: { actionId: 'lady-CHARGE', modelId: 'lady', action: 'CHARGE', ap: 2, facts: { distances: { guard: 9 }, moved: 6, severeInches: 1 }, note: null } }]);
    expect(taken(ready(model('lady', { characteristics: ['Levitation'] })), act('WALK', { facts: { moved: 1, endsInImpassable: true } }))?.data).toMatchObject({ ap: 1 });
  });
  it('malifaux-1e/AP-2 INTERACT costs what is declared (1 by default); a (0) action once; PASS 1 with its note', () => {
    expect(taken(ready(), act('INTERACT'))?.data).toMatchObject({ ap: 1 });
    expect(taken(ready(), act('INTERACT', { ap: 2 }))?.data).toMatchObject({ ap: 2 });
    expect(taken(ready(), act('INTERACT', { ap: 0 }))?.data).toMatchObject({ ap: 0 });
    expect(taken(ready(), act('PASS', { note: 'waits' }))?.data).toMatchObject({ ap: 1, note: 'waits' });
  });
  it('malifaux-1e/AP-4 an (all) action spends every AP and says so', () => {
    expect(taken(ready(model('lady', { characteristics: [' scavenger '] })), act('SEARCH'))?.data).toMatchObject({ ap: 2, all: true });
    expect(taken(ready(model('lady', { characteristics: ['Récupérateur'] })), act('SEARCH'))?.data).toMatchObject({ ap: 2, all: true });
  });
  it('malifaux-1e/AP-7 W3 Melee Expert pays a melee Strike, not a ranged one', () => {
    const expert = model('lady', { abilities: [{ keyword: 'MELEE_EXPERT' }] });
    expect(taken(ready(expert), act('STRIKE:Sword', at('guard')))?.data).toMatchObject({ ap: 0, meleeAp: 1 });
    expect(taken(ready(expert), act('STRIKE:Rifle', at('guard', 5)))?.data).not.toHaveProperty('meleeAp');
    expect(refusalIn(then(() => ready(expert), act('WALK', { facts: { moved: 1 } }), act('WALK', { actionId: 'w2', facts: { moved: 1 } }))(), act('FOCUS:Sword', at('guard')))).toEqual(named('malifaux-1e/AP-2', S81, 'FOCUS costs 2 AP; 0 left and 1 for melee attacks'));
  });
  it('malifaux-1e/SS-4 Heal spends one soulstone and heals the caster by its flip (HE-2)', () => {
    const hurt = model('lady', { station: 'MASTER', wounds: 8 });
    const g = ready(hurt);
    const s = step(g, act('HEAL'));
    expect(s.state.seats.A?.soulstones).toBe((g.state.seats.A?.soulstones ?? 0) - 1);
    expect(s.added.find((e) => e.type === 'ModelWoundsChanged')).toMatchObject({ data: { modelId: 'lady', wounds: 8, killed: false } });
  });
  it('malifaux-1e/AP-2 Defensive Stance first: its modifier until the end of the Closing Phase', () => {
    expect(step(ready(), act('DEFENSIVE_STANCE')).added).toEqual([
      { type: 'ActionTaken', data: { actionId: 'lady-DEFENSIVE_STANCE', modelId: 'lady', action: 'DEFENSIVE_STANCE', ap: 1, facts: {}, note: null } },
      { type: 'ModifierChanged', data: { modelId: 'lady', modifier: 'defensive', value: true, reason: 'Defensive Stance until the end of the Closing Phase (§10.1)' } },
    ]);
  });
});

describe('malifaux-1e §6.1 an action granted by a trigger: refusals name rule, section and message', () => {
  const S61 = '§6.1 (seed 1691-1714)';
  const flurry = model('lady', { station: 'MASTER', wounds: 8, actions: [{ ...sword, triggers: [{ name: 'Flurry', suits: ['RAM'] }] }] });
  /** lady's Strike hit with RAM-13 and she declared Flurry: the duel is resolved, 1 AP left. */
  const triggered = (): Game => {
    const g = step(step(toActivation([flurry], [guard, model('g2')], ['RAM-13'], ['TOME-07']), cmd('ActivateModel', A, { modelId: 'lady' })), act('STRIKE:Sword', at('guard')));
    return run([duel(B, { type: 'DeclineCheat', data: { by: 'B' } }), duel(A, { type: 'DeclineCheat', data: { by: 'A' } }), duel(A, { type: 'DeclineSoulstoneCard', data: { by: 'A' } }), duel(A, { type: 'DeclareTrigger', data: { by: 'A', trigger: 'Flurry' } })], g);
  };
  const granted = (over: object = {}): EncounterCommand1e => act('STRIKE:Sword', { ...at('guard'), grantedByTrigger: 'Flurry', actionId: 'extra', ...over });
  it.each<[string, () => Game, EncounterCommand1e, Refusal1e]>([
    ['malifaux-1e/TG-3 a trigger it did not declare', triggered, granted({ grantedByTrigger: 'Whirl' }), named('malifaux-1e/TG-3', S61, 'lady declared no trigger Whirl in its last duel (or its action was taken)')],
    ['malifaux-1e/TG-3 the granted action taken twice', () => step(triggered(), act('PASS', { grantedByTrigger: 'Flurry', actionId: 'p1' })), act('PASS', { grantedByTrigger: 'Flurry', actionId: 'p2' }), named('malifaux-1e/TG-3', S61, 'lady declared no trigger Flurry in its last duel (or its action was taken)')],
    ['malifaux-1e/TG-5 another action in between', () => step(triggered(), act('WALK', { actionId: 'w', facts: { moved: 1 } })), granted(), named('malifaux-1e/TG-5', S61, 'the Flurry trigger belonged to its action; another action was taken since')],
    ['malifaux-1e/TG-5 two models', triggered, granted({ targets: ['guard', 'g2'] }), named('malifaux-1e/TG-5', S61, 'a trigger’s effects affect one model')],
  ])('%s', (_, from, command, expected) => {
    expect(refusalIn(from(), command)).toEqual(expected);
  });
  it('malifaux-1e/TG-3 the granted action costs no AP, even after an (all) action, and names the duel that granted it', () => {
    expect(step(triggered(), granted()).added[0]).toEqual({ type: 'ActionTaken', data: { actionId: 'extra', modelId: 'lady', action: 'STRIKE:Sword', ap: 0, grantedBy: 'lady-STRIKE:Sword', facts: { distances: { guard: 1 } }, note: null } });
  });
});
