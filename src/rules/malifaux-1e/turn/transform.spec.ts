// malifaux-1e §11.6 transformed models applied to the table (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines
// 3665-3719): TF-2 the new profile is used, the original spells (and Ca) kept; TF-3 wounds and effects carry over both ways.
import { A, B, cmd, model, run, step, toActivation } from '../testing/fixtures';

const caster = model('kirai', { station: 'MASTER', wounds: 8, actions: [{ name: 'Summon', ap: 2, category: 'SPELL', range: { kind: 'SELF', inches: 0 }, stat: { name: 'Ca', value: 7 } }] });
const guard = model('guard');
const beast = (wounds: number) => model('beast', { name: 'Ikiryo', station: 'MINION', wounds, stats: { df: 6, wp: 6, wk: 7, cg: 8, ht: 3 } });
const transform = (card = beast(10), fits = true) => cmd('Transform1e', A, { modelId: 'kirai', original: 'Kirai', into: 'Ikiryo', originalSpells: ['Summon'], fits, wounds: 99, card });
const hurt = () => run([cmd('DeclareEffect', B, { effectId: 'w', kind: 'WOUNDS', modelId: 'kirai', wounds: 3 }), cmd('DeclareEffect', A, { effectId: 's', kind: 'GAIN_CONDITION', modelId: 'kirai', condition: { name: 'SLOW' } })], toActivation([caster], [guard]));

describe('malifaux-1e §11.6 the transformation’s profile on the table', () => {
  it.each<[string, number, { wd: number; wounds: number; df: number; ca: number; status: string }]>([
    ['into a Wd 10 profile: 3 wounds suffered carry over (TF-3), Df from the new card, Ca of the original spells (TF-2)', 10, { wd: 10, wounds: 7, df: 6, ca: 7, status: 'IN_PLAY' }],
    ['into a Wd 3 profile: the 3 wounds suffered leave none', 3, { wd: 3, wounds: 0, df: 6, ca: 7, status: 'KILLED' }],
  ])('malifaux-1e/TF-2 malifaux-1e/TF-3 %s', (_, wd, out) => {
    const s = step(hurt(), transform(beast(wd)));
    const m = s.state.models.kirai;
    expect({ wd: m.stats.wd, wounds: m.wounds, df: m.stats.df, ca: m.stats.ca, status: m.status }).toEqual(out);
    expect(m.modifiers.slow).toBe(true);
    // The slice records the server's count of the wounds carried over, not the declared 99.
    expect(s.state.ext.magic.transformed.kirai?.wounds).toBe(3);
  });

  it('malifaux-1e/TF-3 the original comes back with the wounds suffered while transformed; malifaux-1e/TF-1 no room: nothing changes', () => {
    const t = run([transform(), cmd('DeclareEffect', B, { effectId: 'w2', kind: 'WOUNDS', modelId: 'kirai', wounds: 2 })], hurt());
    expect(t.state.models.kirai.wounds).toBe(5);
    const back = step(t, cmd('EndTransformation1e', A, { modelId: 'kirai', wounds: 5 }));
    expect(back.state.models.kirai).toMatchObject({ name: 'kirai', wounds: 3, stats: { wd: 8, df: 4 }, modifiers: { slow: true } });
    expect(back.state.models.kirai.transformedFrom).toBeUndefined();
    const none = step(hurt(), transform(beast(10), false));
    expect(none.state.models.kirai.stats.wd).toBe(8);
  });
});
