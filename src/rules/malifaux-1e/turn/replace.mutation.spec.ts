// malifaux-1e §9.6 PL-3 Replace (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 2559-2602; worked example D34):
// the boundaries of replace.ts. Wounds suffered and general AP left are split "as evenly as possible" (every share ⌊total/n⌋
// or one more, one share per replacement), the replaced models must all be in play, a replacement has at least 1 Wd, one
// model replacing the activating model carries on its activation (so it has activated this turn, TU-A4), and a
// replacement whose carried-over wounds reach its Wd arrives killed. Refusals are read whole (rule, section, message).
import { A, B, cmd, model, step, toActivation } from '../testing/fixtures';
import { named } from '../testing/refusal';
import { refusalIn } from '../testing/encounter-refusal';
import type { EncounterCommand1e } from '../commands';
import type { EncounterEvent1e } from '../events';
import type { GameState1e } from '../state';
import { activatable } from './activation';
import { evenSplit } from './replace';

type Game = { events: EncounterEvent1e[]; state: GameState1e };
type Fx = Omit<Extract<EncounterCommand1e, { type: 'DeclareEffect' }>['data'], 'effectId'>;
const S966 = '§9.6 (seed 2559-2602)';

const lady = model('lady', { station: 'MASTER', wounds: 8 });
const g0 = (): Game => toActivation([lady, model('aide')], [model('guard'), model('brute')]);
/** Lady (A) is activating with her 2 general AP. */
const activating = (): Game => step(g0(), cmd('ActivateModel', A, { modelId: 'lady' }));
const fx = (data: Fx, by = B): EncounterCommand1e => cmd('DeclareEffect', by, { effectId: 'e', ...data });
/** Guard (B, 6 Wd) after suffering `wounds` wounds. */
const hurtGuard = (wounds: number): Game => step(g0(), fx({ kind: 'WOUNDS', modelId: 'guard', wounds }, A));
const rep = (data: Partial<Fx>): EncounterCommand1e => fx({ kind: 'REPLACE', modelId: 'guard', ...data });
const added = (g: Game, c: EncounterCommand1e): EncounterEvent1e[] => step(g, c).added;
const replaced = (events: readonly EncounterEvent1e[]): Extract<EncounterEvent1e, { type: 'ModelReplaced1e' }>['data'] => {
  const e = events.find((x): x is Extract<EncounterEvent1e, { type: 'ModelReplaced1e' }> => x.type === 'ModelReplaced1e');
  if (e === undefined) throw new Error('no ModelReplaced1e');
  return e.data;
};

describe('malifaux-1e PL-3 "as evenly as possible": one share per replacement, each ⌊total/n⌋ or one more', () => {
  it('malifaux-1e/PL-3 a split with a share more than there are replacements is refused, even when every share is even', () => {
    // 3 wounds among 2 replacements: [1, 1, 1] sums to 3 and every share is 1 or 2, but there are only two replacements.
    expect(refusalIn(hurtGuard(3), rep({ summons: [model('a'), model('b')], woundsSplit: [1, 1, 1] }))).toEqual(
      named('malifaux-1e/PL-3', S966, 'woundsSplit (wounds suffered): 3 among 2 as evenly as possible is 1 share(s) of 2 and 1 of 1, not [1, 1, 1]'),
    );
    // The same straight on evenSplit: 2 among 2 given as one share of 2 is not two shares.
    expect(() => evenSplit(2, 2, [2], 'x')).toThrow(expect.objectContaining({ ruleId: 'malifaux-1e/PL-3' }));
  });

  it('malifaux-1e/PL-3 every share must be even, not only one of them: 4 wounds among 3 as [0, 2, 2] is refused', () => {
    // Right length and sum, and the 2s are allowed shares; the 0 is not (4 among 3 is 2, 1, 1 in some order).
    expect(refusalIn(hurtGuard(4), rep({ summons: [model('a'), model('b'), model('c')], woundsSplit: [0, 2, 2] }))).toEqual(
      named('malifaux-1e/PL-3', S966, 'woundsSplit (wounds suffered): 4 among 3 as evenly as possible is 1 share(s) of 2 and 2 of 1, not [0, 2, 2]'),
    );
    expect(replaced(added(hurtGuard(4), rep({ summons: [model('a'), model('b'), model('c')], woundsSplit: [1, 1, 2] }))).woundsSplit).toEqual([1, 1, 2]);
  });

  it('malifaux-1e/PL-3 the AP left are split as evenly as possible too: 2 AP between two replacements is not [2, 0]', () => {
    // The refusal names the AP split (not the wounds split), so the controller knows which split to correct.
    expect(refusalIn(activating(), fx({ kind: 'REPLACE', modelId: 'lady', summons: [model('a'), model('b')], apSplit: [2, 0] }, A))).toEqual(
      named('malifaux-1e/PL-3', S966, 'apSplit (general AP left): 2 among 2 as evenly as possible is 0 share(s) of 2 and 2 of 1, not [2, 0]'),
    );
  });
});

describe('malifaux-1e PL-3 what may replace and be replaced', () => {
  it('malifaux-1e/PL-3 six replacements, the most a command takes: accepted, the 3 wounds suffered split 1, 1, 1, 0, 0, 0', () => {
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => model(id));
    const d = replaced(added(hurtGuard(3), rep({ summons: six })));
    expect(d.woundsSplit).toEqual([1, 1, 1, 0, 0, 0]);
    expect([d.replacement.id, ...(d.others ?? []).map((m) => m.id)]).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('malifaux-1e/PL-3 a model also replaced must be in play: a killed model of the same crew is refused', () => {
    // Brute is B's, as guard is, and still in the encounter, but killed: it has left play and cannot be replaced.
    const killed = step(g0(), fx({ kind: 'WOUNDS', modelId: 'brute', wounds: 6 }, A));
    expect(killed.state.models.brute.status).toBe('KILLED');
    expect(refusalIn(killed, rep({ summon: model('golem'), alsoReplaces: ['brute'] }))).toEqual(named('malifaux-1e/PL-3', S966, 'brute is not a model in play of B'));
  });

  it('malifaux-1e/PL-3 a replacement with exactly 1 Wd is accepted and in play', () => {
    const d = replaced(added(g0(), rep({ summon: model('wisp', { wounds: 1 }) })));
    expect(d.replacement).toMatchObject({ id: 'wisp', wounds: 1, status: 'IN_PLAY' });
  });

  it('malifaux-1e/PL-1 one replacing several must fit in base contact with each of them: the refusal names them all', () => {
    expect(refusalIn(g0(), rep({ summon: model('golem'), alsoReplaces: ['brute'], fits: false }))).toEqual(named('malifaux-1e/PL-1', S966, 'golem must fit in base contact with guard, brute'));
  });
});

describe('malifaux-1e PL-3 what the replacement carries over', () => {
  it('malifaux-1e/PL-3 one model replacing the activating model and another carries on the activation: it has activated this turn (TU-A4)', () => {
    // Lady (activating, 1 activation) and aide (not activated yet) are replaced by one golem. The golem carries on lady's
    // activation, so once it ends the golem may not activate again this turn: A has nothing left to activate.
    const s = step(activating(), fx({ kind: 'REPLACE', modelId: 'lady', alsoReplaces: ['aide'], summon: model('golem', { station: 'HENCHMAN', wounds: 10 }) }, A));
    expect(s.state.turn.activation).toMatchObject({ modelId: 'golem', ap: 2 });
    expect(s.state.models.golem.activations).toBe(1);
    const ended = step(s, cmd('EndActivation', A, { modelId: 'golem' }));
    expect(activatable(ended.state, 'A').map((m) => m.id)).toEqual([]);
  });

  it('malifaux-1e/PL-3 wounds suffered carried over that reach the replacement’s Wd kill it on arrival; one fewer leaves it in play', () => {
    // Guard has suffered 5 wounds: a 5 Wd replacement has 0 left (killed), a 6 Wd one has 1 left (in play).
    const frail = replaced(added(hurtGuard(5), rep({ summon: model('frail', { wounds: 5 }) })));
    expect(frail.replacement).toMatchObject({ id: 'frail', wounds: 0, status: 'KILLED' });
    const tough = replaced(added(hurtGuard(5), rep({ summon: model('tough', { wounds: 6 }) })));
    expect(tough.replacement).toMatchObject({ id: 'tough', wounds: 1, status: 'IN_PLAY' });
  });

  it('malifaux-1e/PL-3 one model replacing the activating model takes all its AP: the event records no AP split', () => {
    // A split is recorded only when there are several replacements to split the AP among (D34).
    const events = added(activating(), fx({ kind: 'REPLACE', modelId: 'lady', summon: model('twin', { station: 'MASTER', wounds: 8 }) }, A));
    expect(events).toEqual([{ type: 'ModelReplaced1e', data: { modelId: 'lady', replacement: expect.objectContaining({ id: 'twin', wounds: 8, status: 'IN_PLAY' }), woundsSuffered: 0 } }]);
  });
});
