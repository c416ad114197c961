// malifaux-1e effects declared by card text, second set (rules/malifaux-1e.md §9.4 MV-7 pushed to a distance, §9.5 MV-11
// falls with §5.4-§5.5 FD-9 / FD-11 flips and discards, §7.4 TU-A6 immediate activations): the rounding MV-7's "exactly"
// allows, each falling flip under its own id and discarded once the fall resolves, and the Activation Phase bounded by
// the initiative (step C) at one end and the Closing Phase at the other.
import { A, B, cmd, create, model, run, stacked, step, toActivation } from '../testing/fixtures';
import { named } from '../testing/refusal';
import { refusalIn } from '../testing/encounter-refusal';
import type { EncounterCommand1e } from '../commands';
import type { EncounterEvent1e } from '../events';
import type { GameState1e } from '../state';

type Game = { events: EncounterEvent1e[]; state: GameState1e };
type Fx = Omit<Extract<EncounterCommand1e, { type: 'DeclareEffect' }>['data'], 'effectId'>;
type Direction = NonNullable<Fx['direction']>;
const S94 = '§9.1, §9.4 (seed 2380-2392, 2475-2488)';
const S74 = '§7.4 (seed 2106-2131)';

const lady = model('lady', { station: 'MASTER', wounds: 8 });
const guard = model('guard');
const fx = (data: Fx, by = A): EncounterCommand1e => cmd('DeclareEffect', by, { effectId: 'e', ...data });
const push = (inches: number, direction: Direction): EncounterCommand1e => fx({ kind: 'PUSH', modelId: 'guard', inches, direction }, B);
const added = (g: Game, c: EncounterCommand1e): EncounterEvent1e[] => step(g, c).added;

describe('malifaux-1e §9.4 MV-7: pushed to exactly a distance, within rounding', () => {
  // 0.1 + 0.2 is 0.30000000000000004: a distance declared as a sum of decimals is off by rounding only.
  const nearly = 0.1 + 0.2;

  it('malifaux-1e/MV-7 a model already at the distance (but for rounding) is pushed 0", away or towards', () => {
    // Away from 0.30000000000000004" to 0.3": the difference is -5.6e-17, i.e. nothing to move. MV-7 ends the push
    // "exactly" X away, and 0" does; refusing it because the rounding fell below 0 would make the effect unplayable.
    expect(added(toActivation([lady], [guard]), push(0, { kind: 'AWAY', of: 'lady', distance: nearly, to: 0.3 }))).toEqual([
      { type: 'ModelPushed', data: { modelId: 'guard', inches: 0, direction: { kind: 'AWAY', of: 'lady' }, stoppedBy: null } },
    ]);
    expect(added(toActivation([lady], [guard]), push(0, { kind: 'TOWARDS', of: 'lady', distance: 0.3, to: nearly }))).toEqual([
      { type: 'ModelPushed', data: { modelId: 'guard', inches: 0, direction: { kind: 'TOWARDS', of: 'lady' }, stoppedBy: null } },
    ]);
  });

  it('malifaux-1e/MV-7 "exactly" allows less than 1e-9" off the difference, not 1e-9" itself', () => {
    // Towards lady from 2" to 2": the push is 0". Half a billionth of an inch is rounding; a billionth is a different push.
    const towards: Direction = { kind: 'TOWARDS', of: 'lady', distance: 2, to: 2 };
    expect(added(toActivation([lady], [guard]), push(5e-10, towards))[0]).toMatchObject({ type: 'ModelPushed', data: { inches: 5e-10 } });
    expect(refusalIn(toActivation([lady], [guard]), push(1e-9, towards))).toEqual(named('malifaux-1e/MV-7', S94, 'pushed towards lady to 2" from 2": 0" exactly, not 1e-9"'));
  });
});

describe('malifaux-1e §9.5 MV-11: falling flips, FD-9 / FD-11 their cards', () => {
  it('malifaux-1e/MV-11 a 6" fall: two flips, each under its own id, then both cards go to the discard pile in flip order', () => {
    // B's deck after the initiative flip starts RAM-04, CROW-02 (both weak: 2 + 2 on the 2/4/6 track, added together).
    // FD-9: a flipped card is in play until it is discarded; FD-11: after the fall the cards used go at once to the
    // controller's discard pile, in the order used. Each flip is named `<effect>:fall:<n>` so the table can tell them apart.
    const g = toActivation([lady], [guard], [], ['RAM-04', 'CROW-02']);
    const s = step(g, fx({ kind: 'FALL', modelId: 'guard', inches: 6 }, B));
    expect(s.added).toEqual([
      { type: 'CardsFlipped', data: { seat: 'B', cards: ['RAM-04'], flipId: 'e:fall:0' } },
      { type: 'CardsFlipped', data: { seat: 'B', cards: ['CROW-02'], flipId: 'e:fall:1' } },
      { type: 'CardsDiscarded', data: { seat: 'B', cards: ['RAM-04', 'CROW-02'], from: 'play' } },
      { type: 'FallingDamageFlipped', data: { modelId: 'guard', inches: 6, cards: ['RAM-04', 'CROW-02'], damage: 4 } },
      { type: 'ModelWoundsChanged', data: { modelId: 'guard', wounds: 2, killed: false, cause: 'fall of 6" (MV-11)' } },
    ]);
    // Nothing of the fall stays in play; the last card used is on top of the discard pile (FD-10, FD-11).
    expect(s.state.seats.B?.inPlay).toEqual([]);
    expect(s.state.seats.B?.discard.slice(-2)).toEqual(['RAM-04', 'CROW-02']);
  });
});

describe('malifaux-1e §7.4 TU-A6: an immediate activation happens in the Activation Phase, after the initiative', () => {
  const immediately = fx({ kind: 'ACTIVATE_IMMEDIATELY', modelId: 'guard' }, B);
  const onlyInActivation = named('malifaux-1e/TU-A6', S74, 'only during the Activation Phase');

  it('malifaux-1e/TU-A6 the Activation Phase has begun but the initiative is not flipped yet: refused', () => {
    // Hands refilled, so the phase is ACTIVATION, but no activation order exists before step C's initiative: there is
    // no current activation for the model to follow and no player order to jump ahead of.
    const beforeInitiative = run([
      create([stacked(), stacked()]),
      cmd('HireCrew', A, { seat: 'A', models: [lady] }),
      cmd('HireCrew', B, { seat: 'B', models: [guard] }),
      cmd('BeginDrawPhase', A, {}),
      cmd('RefillHand', A, { seat: 'A', discard: [], useSoulstone: false }),
      cmd('RefillHand', B, { seat: 'B', discard: [], useSoulstone: false }),
    ]);
    expect(beforeInitiative.state.turn.phase).toBe('ACTIVATION');
    expect(beforeInitiative.state.turn.activationOrder).toBeNull();
    expect(refusalIn(beforeInitiative, immediately)).toEqual(onlyInActivation);
  });

  it('malifaux-1e/TU-A6 every model has activated, the Closing Phase has come: refused, although the order is still known', () => {
    // TU-A1: the phase ends once every model in play has activated; the activation order of the turn is kept, but an
    // immediate activation "before everything else" belongs to the Activation Phase only.
    const activated = run(
      [cmd('ActivateModel', A, { modelId: 'lady' }), cmd('EndActivation', A, { modelId: 'lady' }), cmd('ActivateModel', B, { modelId: 'guard' }), cmd('EndActivation', B, { modelId: 'guard' })],
      toActivation([lady], [guard]),
    );
    expect(activated.state.turn.phase).toBe('CLOSING');
    expect(activated.state.turn.activationOrder).not.toBeNull();
    expect(refusalIn(activated, immediately)).toEqual(onlyInActivation);
  });
});
