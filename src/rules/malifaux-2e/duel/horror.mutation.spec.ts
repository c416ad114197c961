// malifaux-2e §14 Horror Duels (seed 002_0afdbbe5c7b94945.txt lines 1415-1437): the whole refusals of horror.ts (rule,
// section, message): HO-1, HO-4, AA-2 (mutation tests, issue 15)
import { assertMustMakeHorrorDuel, startHorrorDuel } from './horror';
import { model } from './testing/fake-context';
import { refusalOf } from '../testing/refusal';

const S14 = '§14 (seed 1415-1437)';

describe('malifaux-2e §14 Horror Duels: whole refusals', () => {
  it('malifaux-2e/HO-1 a Horror Duel on Df is refused under §14; on Wp it starts', () => {
    const onDf = model({ modelId: 'm', seat: 'A', stat: { name: 'Df', value: 5 } });
    expect(refusalOf(() => startHorrorDuel({ duelId: 'h', model: onDf, tn: 12, sourceName: 'Nightmare' }))).toEqual({
      ruleId: 'malifaux-2e/HO-1',
      section: S14,
      message: 'a Horror Duel uses Wp, not Df',
    });
    const onWp = model({ modelId: 'm', seat: 'A', stat: { name: 'Wp', value: 5 } });
    expect(refusalOf(() => startHorrorDuel({ duelId: 'h', model: onWp, tn: 12, sourceName: 'Nightmare' }))).toBeUndefined();
  });

  it('malifaux-2e/HO-4 a model that passed a Horror Duel from a source makes none from it again this Turn (§14)', () => {
    expect(refusalOf(() => assertMustMakeHorrorDuel({ modelId: 'm', sourceModelId: 'src', immunity: { m: ['src'] } }))).toEqual({
      ruleId: 'malifaux-2e/HO-4',
      section: S14,
      message: 'this model already passed a Horror Duel from that source this Turn',
    });
    expect(refusalOf(() => assertMustMakeHorrorDuel({ modelId: 'm', sourceModelId: 'other', immunity: { m: ['src'] } }))).toBeUndefined();
  });

  it('malifaux-2e/AA-2 a model immune to Horror Duels makes none (§14)', () => {
    expect(refusalOf(() => assertMustMakeHorrorDuel({ modelId: 'm', sourceModelId: 'src', immunity: {}, immuneToHorrorDuels: true }))).toEqual({
      ruleId: 'malifaux-2e/AA-2',
      section: S14,
      message: 'this model is immune to Horror Duels',
    });
  });
});
