// malifaux-1e effects declared by card text (§8.5 AM-1, §9 MV-3..MV-11, §9.6 PL-1..PL-4, §10.7 DMG-3/DMG-4, §4.7 LOS-8,
// TU-A6): every refusal of DeclareEffect with its rule, section and message (French and English names appended, §19), and
// the boundaries of pushes, placements, wounds, falls and action modifiers.
import { A, B, cmd, create, model, run, stacked, step, toActivation } from '../testing/fixtures';
import { named, type Refusal1e } from '../testing/refusal';
import { refusalIn } from '../testing/encounter-refusal';
import type { EncounterCommand1e } from '../commands';
import type { EncounterEvent1e } from '../events';
import type { GameState1e } from '../state';
import { fallingFlips } from './effects';

type Game = { events: EncounterEvent1e[]; state: GameState1e };
type Fx = Omit<Extract<EncounterCommand1e, { type: 'DeclareEffect' }>['data'], 'effectId'>;
const S94 = '§9.1, §9.4 (seed 2380-2392, 2475-2488)';
const S96 = '§9.6 (seed 2492-2519)';
const S966 = '§9.6 (seed 2559-2602)';
const S107 = '§10.7 (seed 2974-3025)';
const S47 = '§4.7 (seed 1370-1420)';

const lady = model('lady', { station: 'MASTER', wounds: 8 });
const guard = model('guard');
const g0 = (): Game => toActivation([lady, model('aide')], [guard, model('brute')]);
const activating = (): Game => step(g0(), cmd('ActivateModel', A, { modelId: 'lady' }));
const fx = (data: Fx, by = A): EncounterCommand1e => cmd('DeclareEffect', by, { effectId: 'e', ...data });
const push = (inches: number | undefined, direction?: Fx['direction']): EncounterCommand1e => fx({ kind: 'PUSH', modelId: 'guard', ...(inches === undefined ? {} : { inches }), ...(direction ? { direction } : {}) });
const killedBrute = (): Game => step(g0(), fx({ kind: 'WOUNDS', modelId: 'brute', wounds: 6 }, B));
const card = (id: string, over: object = {}) => model(id, over);

describe('malifaux-1e DeclareEffect: every refusal names its rule, section and message', () => {
  it.each<[string, () => Game, EncounterCommand1e, Refusal1e]>([
    ['malifaux-1e/TI-1 no model named', g0, fx({ kind: 'PUSH', inches: 1 }), named('malifaux-1e/TI-1', '§2', 'no model  in play')],
    ['malifaux-1e/TI-1 a model out of play', killedBrute, fx({ kind: 'PUSH', modelId: 'brute', inches: 1 }), named('malifaux-1e/TI-1', '§2', 'no model brute in play')],
    ['malifaux-1e/MV-11 a negative fall', g0, fx({ kind: 'FALL', modelId: 'guard', inches: -1 }), named('malifaux-1e/MV-11', '§9.5 (seed 2506-2549)', 'a fall height is never negative')],
    ['malifaux-1e/MV-6 a push with no distance', g0, push(undefined), named('malifaux-1e/MV-6', S94, 'declare the distance pushed (0..36")')],
    ['malifaux-1e/MV-6 a negative push', g0, push(-1), named('malifaux-1e/MV-6', S94, 'declare the distance pushed (0..36")')],
    ['malifaux-1e/MV-6 a push beyond the table', g0, push(36.5), named('malifaux-1e/MV-6', S94, 'declare the distance pushed (0..36")')],
    ['malifaux-1e/MV-3 towards itself', g0, push(1, { kind: 'TOWARDS', of: 'guard', distance: 3 }), named('malifaux-1e/MV-3', S94, 'a model is not moved towards or away from itself')],
    ['malifaux-1e/MV-3 towards a model out of play', killedBrute, push(1, { kind: 'TOWARDS', of: 'brute', distance: 3 }), named('malifaux-1e/MV-3', S94, 'brute is no longer in play')],
    ['malifaux-1e/MV-3 a negative distance to it', g0, push(1, { kind: 'AWAY', of: 'lady', distance: -1 }), named('malifaux-1e/MV-3', S94, 'declare the distance to what the move is measured from')],
    ['malifaux-1e/MV-3 a distance beyond 72"', g0, push(1, { kind: 'AWAY', of: 'lady', distance: 72.5 }), named('malifaux-1e/MV-3', S94, 'declare the distance to what the move is measured from')],
    ['malifaux-1e/MV-4 towards: beyond contact', g0, push(3.5, { kind: 'TOWARDS', of: 'lady', distance: 3 }), named('malifaux-1e/MV-4', S94, 'directly towards lady: it stops on contact, at most 3", not 3.5"')],
    ['malifaux-1e/MV-7 pushed away to a distance: not the difference', g0, push(2, { kind: 'AWAY', of: 'lady', distance: 3, to: 6 }), named('malifaux-1e/MV-7', S94, 'pushed away from lady to 6" from 3": 3" exactly, not 2"')],
    ['malifaux-1e/MV-7 pushed towards to a distance: not the difference', g0, push(2, { kind: 'TOWARDS', of: 'lady', distance: 5, to: 2 }), named('malifaux-1e/MV-7', S94, 'pushed towards lady to 2" from 5": 3" exactly, not 2"')],
    ['malifaux-1e/MV-7 pushed away to a nearer distance', g0, push(0, { kind: 'AWAY', of: 'lady', distance: 5, to: 2 }), named('malifaux-1e/MV-7', S94, 'pushed away from lady to 2" from 5": -3" exactly, not 0"')],
    ['malifaux-1e/PL-1 a placement that does not fit', g0, fx({ kind: 'PLACE', modelId: 'guard', fits: false }), named('malifaux-1e/PL-1', S96, "guard does not fit there: it can't be placed")],
    ['malifaux-1e/PL-2 a placement further than 72"', g0, fx({ kind: 'PLACE', modelId: 'guard', inches: 72.5 }), named('malifaux-1e/PL-2', S96, 'the distance from where it stood is 0..72"')],
    ['malifaux-1e/PL-2 a negative placement', g0, fx({ kind: 'PLACE', modelId: 'guard', inches: -0.5 }), named('malifaux-1e/PL-2', S96, 'the distance from where it stood is 0..72"')],
    ['malifaux-1e/PL-4 a swap with nobody', g0, fx({ kind: 'SWAP', modelId: 'guard' }), named('malifaux-1e/PL-4', S96, 'name the other model of the swap (withModelId), not the same model')],
    ['malifaux-1e/PL-4 a swap with itself', g0, fx({ kind: 'SWAP', modelId: 'guard', withModelId: 'guard' }), named('malifaux-1e/PL-4', S96, 'name the other model of the swap (withModelId), not the same model')],
    ['malifaux-1e/PL-4 a swap with a model out of play', killedBrute, fx({ kind: 'SWAP', modelId: 'guard', withModelId: 'brute' }), named('malifaux-1e/PL-4', S96, 'no model brute in play to swap with')],
    ['malifaux-1e/PL-4 a swap with an unknown model', g0, fx({ kind: 'SWAP', modelId: 'guard', withModelId: 'ghost' }), named('malifaux-1e/PL-4', S96, 'no model ghost in play to swap with')],
    ['malifaux-1e/PL-1 a swap that does not fit', g0, fx({ kind: 'SWAP', modelId: 'guard', withModelId: 'lady', fits: false }), named('malifaux-1e/PL-1', S96, 'guard and lady must both fit where the other stood')],
    ['malifaux-1e/DMG-3 wounds undeclared', g0, fx({ kind: 'WOUNDS', modelId: 'guard' }), named('malifaux-1e/DMG-3', S107, 'declare the wounds suffered (a whole number ≥ 0)')],
    ['malifaux-1e/DMG-3 fractional wounds', g0, fx({ kind: 'WOUNDS', modelId: 'guard', wounds: 1.5 }), named('malifaux-1e/DMG-3', S107, 'declare the wounds suffered (a whole number ≥ 0)')],
    ['malifaux-1e/DMG-3 negative wounds', g0, fx({ kind: 'WOUNDS', modelId: 'guard', wounds: -1 }), named('malifaux-1e/DMG-3', S107, 'declare the wounds suffered (a whole number ≥ 0)')],
    ['malifaux-1e/DMG-4 a model wounding itself to 0', g0, fx({ kind: 'WOUNDS', modelId: 'lady', wounds: 7, adjustments: [1], byModelId: 'lady' }), named('malifaux-1e/DMG-4', S107, 'lady may not inflict 8 wounds on itself: it has 8 Wd left and would be killed')],
    ['malifaux-1e/TU-A6 an immediate activation outside the Activation Phase', () => run([create([stacked(), stacked()]), cmd('HireCrew', A, { seat: 'A', models: [lady] }), cmd('HireCrew', B, { seat: 'B', models: [guard] })]), fx({ kind: 'ACTIVATE_IMMEDIATELY', modelId: 'guard' }), named('malifaux-1e/TU-A6', '§7.4 (seed 2106-2131)', 'only during the Activation Phase')],
    ['malifaux-1e/TU-A6 a model that has activated', () => run([cmd('EndActivation', A, { modelId: 'lady' })], activating()), fx({ kind: 'ACTIVATE_IMMEDIATELY', modelId: 'lady' }), named('malifaux-1e/TU-A6', '§7.4 (seed 2106-2131)', 'lady cannot activate now')],
    ['malifaux-1e/TU-A6 a second immediate activation', () => step(activating(), fx({ kind: 'ACTIVATE_IMMEDIATELY', modelId: 'guard' })), fx({ kind: 'ACTIVATE_IMMEDIATELY', modelId: 'brute' }), named('malifaux-1e/TU-A6', '§7.4 (seed 2106-2131)', 'brute cannot activate now')],
    ['malifaux-1e/TI-1 an unknown effect', g0, fx({ kind: 'TELEPORT', modelId: 'guard' }), named('malifaux-1e/TI-1', '§2', 'effect TELEPORT: GAIN_CONDITION, REMOVE_CONDITION, FALL, PUSH, PLACE, SWAP, REPLACE, WOUNDS or ACTIVATE_IMMEDIATELY')],
    ['malifaux-1e/AM-1 an unknown condition', g0, fx({ kind: 'GAIN_CONDITION', modelId: 'guard', condition: { name: 'BURNING' } }), named('malifaux-1e/AM-1', '§8.5 (seed 2314-2345)', 'the action modifiers are FAST, SLOW, PARALYZED, REACTIVATE')],
    ['malifaux-1e/AM-1 no condition', g0, fx({ kind: 'REMOVE_CONDITION', modelId: 'guard' }), named('malifaux-1e/AM-1', '§8.5 (seed 2314-2345)', 'the action modifiers are FAST, SLOW, PARALYZED, REACTIVATE')],
    ['malifaux-1e/LOS-8 an area whose origin is not in play', g0, fx({ kind: 'PUSH', modelId: 'guard', inches: 1, via: { kind: 'PULSE', sourceModelId: 'ghost', range: 3, distance: 1 } }), named('malifaux-1e/LOS-8', S47, "the pulse's origin ghost is not in play")],
    ['malifaux-1e/LOS-8 an aura on its origin', g0, fx({ kind: 'PUSH', modelId: 'lady', inches: 1, via: { kind: 'AURA', sourceModelId: 'lady', range: 3, distance: 0 } }), named('malifaux-1e/LOS-8', S47, 'an aura never affects its origin (lady)')],
    ['malifaux-1e/LOS-8 a pulse on its origin', g0, fx({ kind: 'PUSH', modelId: 'lady', inches: 1, via: { kind: 'PULSE', sourceModelId: 'lady', range: 3, distance: 0 } }), named('malifaux-1e/LOS-8', S47, 'a pulse never affects its origin (lady)')],
    ['malifaux-1e/LOS-8 outside the aura', g0, fx({ kind: 'PUSH', modelId: 'guard', inches: 1, via: { kind: 'AURA', sourceModelId: 'lady', range: 3, distance: 3.5 } }), named('malifaux-1e/LOS-8', S47, `guard is 3.5" from lady's base: outside the Aura 3`)],
    ['malifaux-1e/LOS-8 outside the pulse', g0, fx({ kind: 'PUSH', modelId: 'guard', inches: 1, via: { kind: 'PULSE', sourceModelId: 'lady', range: 3, distance: 4 } }), named('malifaux-1e/LOS-8', S47, `guard is 4" from lady's base: outside the Pulse 3`)],
    ['malifaux-1e/LOS-8 no LoS from the aura', g0, fx({ kind: 'PUSH', modelId: 'guard', inches: 1, via: { kind: 'AURA', sourceModelId: 'lady', range: 3, distance: 1, los: 'NONE' } }), named('malifaux-1e/LOS-8', S47, 'the aura has no LoS to guard: it is not affected')],
    ['malifaux-1e/LOS-8 sight lines seen but LoS declared none', g0, fx({ kind: 'PUSH', modelId: 'guard', inches: 1, via: { kind: 'PULSE', sourceModelId: 'lady', range: 3, distance: 1, los: 'NONE', sight: { obstacles: [] } } }), named('malifaux-1e/LOS-8', S47, 'via.los says guard is not seen, but the declared sight lines see it')],
  ])('%s', (_, from, command, expected) => {
    expect(refusalIn(from(), command)).toEqual(expected);
  });
});

describe('malifaux-1e PL-3 replace: every refusal names its rule, section and message', () => {
  const rep = (data: Partial<Fx>): EncounterCommand1e => fx({ kind: 'REPLACE', modelId: 'guard', ...data }, B);
  it.each<[string, () => Game, EncounterCommand1e, Refusal1e]>([
    ['no replacing card', g0, rep({}), named('malifaux-1e/PL-3', S966, 'give the replacing model’s stat card (summon), or the cards of several (summons, up to 6)')],
    ['seven replacing cards', g0, rep({ summons: ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((x) => card(x)) }), named('malifaux-1e/PL-3', S966, 'give the replacing model’s stat card (summon), or the cards of several (summons, up to 6)')],
    ['several for several', g0, rep({ summons: [card('a'), card('b')], alsoReplaces: ['brute'] }), named('malifaux-1e/PL-3', S966, 'either one model replaces several (alsoReplaces) or several replace one (summons), not both')],
    ['a model replaced twice', g0, rep({ summon: card('a'), alsoReplaces: ['guard'] }), named('malifaux-1e/PL-3', S966, 'a model is replaced once')],
    ['another crew’s model also replaced', g0, rep({ summon: card('a'), alsoReplaces: ['lady'] }), named('malifaux-1e/PL-3', S966, 'lady is not a model in play of B')],
    ['an unknown model also replaced', g0, rep({ summon: card('a'), alsoReplaces: ['ghost'] }), named('malifaux-1e/PL-3', S966, 'ghost is not a model in play of B')],
    ['a replacement already in the encounter', g0, rep({ summon: card('lady') }), named('malifaux-1e/PL-3', S966, 'lady is already in the encounter')],
    ['one replacement named twice', g0, rep({ summons: [card('a'), card('a')] }), named('malifaux-1e/PL-3', S966, 'a is already in the encounter')],
    ['a 2E station', g0, rep({ summon: card('a', { station: 'PEON' }) }), named('malifaux-1e/PL-3', S966, 'the replacement is a Master, Henchman or Minion with at least 1 Wd')],
    ['no Wd', g0, rep({ summon: card('a', { wounds: 0 }) }), named('malifaux-1e/PL-3', S966, 'the replacement is a Master, Henchman or Minion with at least 1 Wd')],
    ['no room', g0, rep({ summons: [card('a'), card('b')], fits: false }), named('malifaux-1e/PL-1', S966, 'a, b must fit in base contact with guard')],
    ['an uneven wound split', () => step(g0(), fx({ kind: 'WOUNDS', modelId: 'guard', wounds: 3 })), rep({ summons: [card('a'), card('b')], woundsSplit: [3, 0] }), named('malifaux-1e/PL-3', S966, 'woundsSplit (wounds suffered): 3 among 2 as evenly as possible is 1 share(s) of 2 and 1 of 1, not [3, 0]')],
    ['a split of the wrong length', () => step(g0(), fx({ kind: 'WOUNDS', modelId: 'guard', wounds: 2 })), rep({ summons: [card('a'), card('b')], woundsSplit: [1, 1, 0] }), named('malifaux-1e/PL-3', S966, 'woundsSplit (wounds suffered): 2 among 2 as evenly as possible is 0 share(s) of 2 and 2 of 1, not [1, 1, 0]')],
    ['a split of the wrong sum', () => step(g0(), fx({ kind: 'WOUNDS', modelId: 'guard', wounds: 2 })), rep({ summons: [card('a'), card('b')], woundsSplit: [1, 2] }), named('malifaux-1e/PL-3', S966, 'woundsSplit (wounds suffered): 2 among 2 as evenly as possible is 0 share(s) of 2 and 2 of 1, not [1, 2]')],
    [
      'AP to a second replacement',
      () => step(toActivation([lady], [guard]), cmd('ActivateModel', A, { modelId: 'lady' })),
      fx({ kind: 'REPLACE', modelId: 'lady', summons: [card('a'), card('b')], apSplit: [1, 1] }),
      named('malifaux-1e/PL-3', S966, 'several replacements with AP left to spend activate together (TU-A5, not played yet): give the AP to the first replacement if the split allows it'),
    ],
  ])('malifaux-1e/PL-3 %s', (_, from, command, expected) => {
    expect(refusalIn(from(), command)).toEqual(expected);
  });
});

describe('malifaux-1e DeclareEffect boundaries', () => {
  const added = (g: Game, c: EncounterCommand1e): EncounterEvent1e[] => step(g, c).added;
  it('malifaux-1e/MV-6 a push of 0" and of 36"; towards at exactly the contact distance; away with no limit', () => {
    expect(added(g0(), push(0))).toEqual([{ type: 'ModelPushed', data: { modelId: 'guard', inches: 0, direction: null, stoppedBy: null } }]);
    expect(added(g0(), fx({ kind: 'PUSH', modelId: 'guard', inches: 36, stoppedBy: 'wall' }))).toEqual([{ type: 'ModelPushed', data: { modelId: 'guard', inches: 36, direction: null, stoppedBy: 'wall' } }]);
    expect(added(g0(), push(3, { kind: 'TOWARDS', of: 'lady', distance: 3 }))).toEqual([{ type: 'ModelPushed', data: { modelId: 'guard', inches: 3, direction: { kind: 'TOWARDS', of: 'lady' }, stoppedBy: null } }]);
    expect(added(g0(), push(5, { kind: 'AWAY', of: 'a point', distance: 0 }))[0].data).toMatchObject({ inches: 5 });
    expect(added(g0(), push(1, { kind: 'AWAY', of: 'lady', distance: 72 }))[0].type).toBe('ModelPushed');
  });
  it('malifaux-1e/MV-7 pushed to a distance: exactly the difference, towards or away', () => {
    expect(added(g0(), push(3, { kind: 'AWAY', of: 'lady', distance: 3, to: 6 }))[0].type).toBe('ModelPushed');
    expect(added(g0(), push(3, { kind: 'TOWARDS', of: 'lady', distance: 5, to: 2 }))[0].type).toBe('ModelPushed');
    expect(added(g0(), push(0, { kind: 'TOWARDS', of: 'lady', distance: 2, to: 2 }))[0].type).toBe('ModelPushed');
  });
  it('malifaux-1e/PL-2 a placement of 0", of 72", or with no distance', () => {
    expect(added(g0(), fx({ kind: 'PLACE', modelId: 'guard', inches: 72 }))).toEqual([{ type: 'ModelPlaced', data: { modelId: 'guard', inches: 72 } }]);
    expect(added(g0(), fx({ kind: 'PLACE', modelId: 'guard', inches: 0, fits: true }))).toEqual([{ type: 'ModelPlaced', data: { modelId: 'guard', inches: 0 } }]);
    expect(added(g0(), fx({ kind: 'PLACE', modelId: 'guard' }))).toEqual([{ type: 'ModelPlaced', data: { modelId: 'guard', inches: null } }]);
    expect(added(g0(), fx({ kind: 'SWAP', modelId: 'guard', withModelId: 'lady' }))).toEqual([{ type: 'ModelsSwapped', data: { modelId: 'guard', withModelId: 'lady' } }]);
  });
  it('malifaux-1e/DMG-3 wounds with adjustments, never below 0; malifaux-1e/DMG-4 a model may wound itself down to 1 Wd', () => {
    expect(added(g0(), fx({ kind: 'WOUNDS', modelId: 'guard', wounds: 2, adjustments: [1, -2] }))).toEqual([{ type: 'ModelWoundsChanged', data: { modelId: 'guard', wounds: 5, killed: false, cause: '1 wounds suffered directly (DMG-3)' } }]);
    expect(added(g0(), fx({ kind: 'WOUNDS', modelId: 'guard', wounds: 1, adjustments: [-3] }))[0].data).toMatchObject({ wounds: 6, cause: '0 wounds suffered directly (DMG-3)' });
    expect(added(g0(), fx({ kind: 'WOUNDS', modelId: 'guard', wounds: 9 }))[0].data).toMatchObject({ wounds: 0, killed: true });
    expect(added(g0(), fx({ kind: 'WOUNDS', modelId: 'lady', wounds: 7, byModelId: 'lady' }))).toEqual([{ type: 'ModelWoundsChanged', data: { modelId: 'lady', wounds: 1, killed: false, cause: '7 wounds suffered directly (self-inflicted) (DMG-3)' } }]);
    expect(added(g0(), fx({ kind: 'WOUNDS', modelId: 'lady', wounds: 8, byModelId: 'guard' }))[0].data).toMatchObject({ wounds: 0, killed: true });
  });
  it('malifaux-1e/MV-11 W13 one flip per full 3": 2.9" none, 3" one, 5.9" one, 6" two; a fall of 0" flips nothing', () => {
    expect([fallingFlips(2.9), fallingFlips(3), fallingFlips(5.9), fallingFlips(6)]).toEqual([0, 1, 1, 2]);
    expect(added(g0(), fx({ kind: 'FALL', modelId: 'guard' }))).toEqual([
      { type: 'FallingDamageFlipped', data: { modelId: 'guard', inches: 0, cards: [], damage: 0 } },
      { type: 'ModelWoundsChanged', data: { modelId: 'guard', wounds: 6, killed: false, cause: 'fall of 0" (MV-11)' } },
    ]);
  });
  it('malifaux-1e/AM-1 D27 gained, removed, the same twice (ST-4), cancelled by its opposite; Paralyzed in its own activation ends it', () => {
    const gain = (name: string, id = 'guard', by = B) => fx({ kind: 'GAIN_CONDITION', modelId: id, condition: { name } }, by);
    expect(added(g0(), gain('fast'))).toEqual([{ type: 'ModifierChanged', data: { modelId: 'guard', modifier: 'fast', value: true, reason: 'declared' } }]);
    expect(added(g0(), fx({ kind: 'REMOVE_CONDITION', modelId: 'guard', condition: { name: 'SLOW' } }, B))).toEqual([{ type: 'ModifierChanged', data: { modelId: 'guard', modifier: 'slow', value: false, reason: 'declared' } }]);
    const fast = step(g0(), gain('FAST'));
    expect(added(fast, gain('FAST'))).toEqual([]);
    expect(added(fast, gain('SLOW'))).toEqual([{ type: 'ModifierChanged', data: { modelId: 'guard', modifier: 'fast', value: false, reason: 'cancelled by slow (AM-1)' } }]);
    const para = step(g0(), gain('PARALYZED'));
    expect(added(para, gain('REACTIVATE'))).toEqual([{ type: 'ModifierChanged', data: { modelId: 'guard', modifier: 'paralyzed', value: false, reason: 'cancelled by reactivate (AM-1)' } }]);
    expect(added(step(g0(), gain('REACTIVATE')), gain('PARALYZED'))[0].data).toMatchObject({ modifier: 'reactivate', value: false });
    expect(added(step(g0(), gain('SLOW')), gain('FAST'))[0].data).toMatchObject({ modifier: 'slow', value: false });
    expect(added(activating(), gain('PARALYZED', 'lady', A))).toEqual([
      { type: 'ModifierChanged', data: { modelId: 'lady', modifier: 'paralyzed', value: true, reason: 'declared' } },
      { type: 'ActivationEnded', data: { modelId: 'lady', apLost: 2 } },
    ]);
    expect(added(activating(), gain('PARALYZED', 'aide', A))).toHaveLength(1);
  });
  it('malifaux-1e/TU-A6 an immediate activation is declared for a model that may activate', () => {
    expect(added(activating(), fx({ kind: 'ACTIVATE_IMMEDIATELY', modelId: 'guard' }, B))).toEqual([{ type: 'ImmediateActivationDeclared', data: { modelId: 'guard' } }]);
  });
  it('malifaux-1e/LOS-8 inside the area, at exactly its range, with LoS: reached', () => {
    expect(added(g0(), fx({ kind: 'PUSH', modelId: 'guard', inches: 1, via: { kind: 'AURA', sourceModelId: 'lady', range: 3, distance: 3, los: 'CLEAR' } }))[0].type).toBe('ModelPushed');
    expect(added(g0(), fx({ kind: 'PUSH', modelId: 'guard', inches: 1, via: { kind: 'PULSE', sourceModelId: 'lady', range: 3, distance: 1, sight: { obstacles: [] } } }))[0].type).toBe('ModelPushed');
  });
  it('malifaux-1e/PL-3 D34 one replaced by two: wounds and AP split, the first replacement carries the activation', () => {
    const hurt = step(activating(), fx({ kind: 'WOUNDS', modelId: 'aide', wounds: 3 }));
    const r = added(hurt, fx({ kind: 'REPLACE', modelId: 'aide', summons: [card('a', { wounds: 4 }), card('b', { wounds: 4 })] }));
    expect(r[0]).toMatchObject({ type: 'ModelReplaced1e', data: { modelId: 'aide', woundsSuffered: 3, woundsSplit: [2, 1], replacement: { id: 'a', wounds: 2 }, others: [{ id: 'b', wounds: 3 }] } });
    expect(r[0].data).not.toHaveProperty('apSplit');
    const chosen = added(hurt, fx({ kind: 'REPLACE', modelId: 'aide', summons: [card('a', { wounds: 2 }), card('b', { wounds: 4 })], woundsSplit: [1, 2] }));
    expect(chosen[0]).toMatchObject({ data: { woundsSplit: [1, 2], replacement: { id: 'a', wounds: 1, status: 'IN_PLAY' }, others: [{ id: 'b', wounds: 2 }] } });
    const walked = step(activating(), cmd('TakeAction', A, { actionId: 'w', modelId: 'lady', action: 'WALK', facts: { moved: 1 } }));
    expect(added(walked, fx({ kind: 'REPLACE', modelId: 'lady', summons: [card('a'), card('b')] }))[0]).toMatchObject({ data: { apSplit: [1, 0] } });
    const one = added(step(g0(), fx({ kind: 'WOUNDS', modelId: 'guard', wounds: 6 })), fx({ kind: 'REPLACE', modelId: 'aide', summon: card('z', { wounds: 2 }), alsoReplaces: [] }, A));
    expect(one).toEqual([{ type: 'ModelReplaced1e', data: expect.objectContaining({ modelId: 'aide', woundsSuffered: 0 }) }]);
    expect(one[0].data).not.toHaveProperty('others');
    expect(one[0].data).not.toHaveProperty('alsoReplaced');
    expect(one[0].data).not.toHaveProperty('apSplit');
  });
});
