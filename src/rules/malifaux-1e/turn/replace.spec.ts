// malifaux-1e PL-3 Replace with several models (rules/malifaux-1e.md §9.6; seed 000_8cac2ea3b25a10d7.txt lines 2559-2602;
// worked example D34): wounds suffered and AP left split as evenly as possible, the controller placing the odd ones.
import { A, B, cmd, model, refusal, run, step, toActivation } from '../testing/fixtures';
import type { EncounterCommand1e } from '../commands';
import { evenSplit } from './replace';

type Fx = Omit<Extract<EncounterCommand1e, { type: 'DeclareEffect' }>['data'], 'effectId'>;
const fx = (data: Fx, by = A) => cmd('DeclareEffect', by, { effectId: 'e', ...data });
const lady = model('lady', { station: 'MASTER', wounds: 8 });
const guard = model('guard');
const g2 = model('g2');
const twin = (id: string) => model(id, { station: 'MINION', wounds: 4 });
/** D34: lady has suffered 3 wounds and has 1 general AP left (2 − a Walk). */
const d34 = () => run([cmd('ActivateModel', A, { modelId: 'lady' }), fx({ kind: 'WOUNDS', modelId: 'lady', wounds: 3, byModelId: 'guard' }, B), cmd('TakeAction', A, { actionId: 'w', modelId: 'lady', action: 'WALK', facts: { moved: 1 } })], toActivation([lady], [guard, g2]));

describe('malifaux-1e PL-3 several models replacing one, one replacing several', () => {
  it.each<[number, number, number[] | undefined, number[] | null]>([
    [3, 2, undefined, [2, 1]],
    [3, 2, [1, 2], [1, 2]],
    [3, 2, [3, 0], null],
    [4, 2, undefined, [2, 2]],
    [4, 3, [1, 2, 1], [1, 2, 1]],
    [1, 2, undefined, [1, 0]],
    [0, 3, undefined, [0, 0, 0]],
  ])('malifaux-1e/PL-3 evenSplit(%i among %i, chosen %j) → %j', (total, n, chosen, out) => {
    if (out === null) expect(() => evenSplit(total, n, chosen, 'x')).toThrow(expect.objectContaining({ ruleId: 'malifaux-1e/PL-3' }));
    else expect(evenSplit(total, n, chosen, 'x')).toEqual(out);
  });

  it.each<[string, Fx, { t1: number; t2: number; ap: number } | string]>([
    ['D34 default: the odd wound to the first named, the AP left to the first', { kind: 'REPLACE', modelId: 'lady', summons: [twin('t1'), twin('t2')] }, { t1: 2, t2: 3, ap: 1 }],
    ['D34 the controller gives the odd wound to the second', { kind: 'REPLACE', modelId: 'lady', summons: [twin('t1'), twin('t2')], woundsSplit: [1, 2] }, { t1: 3, t2: 2, ap: 1 }],
    ['D34 all 3 wounds on one is not "as evenly as possible"', { kind: 'REPLACE', modelId: 'lady', summons: [twin('t1'), twin('t2')], woundsSplit: [3, 0] }, 'malifaux-1e/PL-3'],
    ['D34 the AP to the second replacement: they would activate together (TU-A5, not played)', { kind: 'REPLACE', modelId: 'lady', summons: [twin('t1'), twin('t2')], apSplit: [0, 1] }, 'malifaux-1e/PL-3'],
    ['several replacing one and one replacing several at once', { kind: 'REPLACE', modelId: 'lady', summons: [twin('t1'), twin('t2')], alsoReplaces: ['a2'] }, 'malifaux-1e/PL-3'],
    ['a replacement named twice', { kind: 'REPLACE', modelId: 'lady', summons: [twin('t1'), twin('t1')] }, 'malifaux-1e/PL-3'],
  ])('malifaux-1e/PL-3 %s', (_, data, out) => {
    const g = d34();
    if (typeof out === 'string') {
      expect(refusal(g, fx(data))).toBe(out);
      return;
    }
    const s = step(g, fx(data));
    expect(s.state.models.lady.status).toBe('REPLACED');
    expect({ t1: s.state.models.t1.wounds, t2: s.state.models.t2.wounds, ap: s.state.turn.activation?.ap }).toEqual(out);
    expect(s.state.turn.activation?.modelId).toBe('t1');
    expect(s.state.models.t2).toMatchObject({ seat: 'A', activations: 1, status: 'IN_PLAY' });
  });

  it('malifaux-1e/PL-3 one model replacing several: their wounds suffered add up, every effect on each carries over', () => {
    const hurt = run([fx({ kind: 'WOUNDS', modelId: 'guard', wounds: 3 }, B), fx({ kind: 'WOUNDS', modelId: 'g2', wounds: 1 }, B), cmd('DeclareEffect', B, { effectId: 's', kind: 'GAIN_CONDITION', modelId: 'g2', condition: { name: 'SLOW' } })], toActivation([lady], [guard, g2]));
    const s = step(hurt, fx({ kind: 'REPLACE', modelId: 'guard', alsoReplaces: ['g2'], summon: model('golem', { station: 'HENCHMAN', wounds: 10 }) }, B));
    expect([s.state.models.guard.status, s.state.models.g2.status]).toEqual(['REPLACED', 'REPLACED']);
    expect(s.state.models.golem).toMatchObject({ wounds: 6, modifiers: { slow: true }, seat: 'B' });
    expect(refusal(hurt, fx({ kind: 'REPLACE', modelId: 'guard', alsoReplaces: ['lady'], summon: model('golem') }, B))).toBe('malifaux-1e/PL-3');
  });
});
