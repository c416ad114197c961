// malifaux-2e §19 Avatar Upgrades and Manifesting (rules/malifaux-2e.md; seed 1754-1808): the exact refusals of AV-1,
// AV-3, AV-4, the push limits and the events written, that avatars.spec.ts leaves open (issue 15, mutation testing).
import { atActivation, guard, lilith, model, type Game } from '../testing/turns';
import type { ModelDef } from './crew';

const S = '§19 (seed 1754-1808)';
const avatar = { name: 'Avatar of Deceit', manifestedBaseMm: 50 as const, manifestation: 'BLOODY' as const };
const master: ModelDef = { ...lilith, avatar };
const manifest = (data: object = {}) => ({ modelId: 'lilith', requirementMet: true, fits: true, pushes: [], ...data });
const table = (): Game => atActivation([master, model('a2')], [guard]);
const refusal = (ruleId: string, message: string, section = S) => ({ ruleId: `malifaux-2e/${ruleId}`, section, message });

describe('malifaux-2e §19 manifesting an Avatar: refusals and events', () => {
  it('malifaux-2e/AV-1 an unknown model, a model without an Avatar Upgrade, an Avatar already manifested', () => {
    const g = table();
    expect(g.refusal('A', 'ManifestAvatar', manifest({ modelId: 'x' }))).toEqual(refusal('AV-1', 'there is no model x in this encounter'));
    expect(g.refusal('A', 'ManifestAvatar', manifest({ modelId: 'a2' }))).toEqual(refusal('AV-1', 'a2 has no Avatar Upgrade'));
    g.do('A', 'ManifestAvatar', manifest());
    expect(g.refusal('A', 'ManifestAvatar', manifest())).toEqual(refusal('AV-1', 'lilith has already manifested'));
  });

  it('malifaux-2e/BU-1 a Master out of play does not manifest', () => {
    const g = table();
    g.do('A', 'DeclareEffect', { effectId: 'b', kind: 'BURY', modelId: 'lilith' });
    expect(g.refusal('A', 'ManifestAvatar', manifest())).toEqual(refusal('BU-1', 'lilith is not in play', '§13'));
  });

  it('malifaux-2e/AV-3 malifaux-2e/AV-4 the requirement is met, and a failed placement bars this Turn only', () => {
    const g = table();
    expect(g.refusal('A', 'ManifestAvatar', manifest({ requirementMet: false }))).toEqual(refusal('AV-3', 'the Master manifests only when the requirement of her Manifestation card is met'));
    expect(g.do('A', 'ManifestAvatar', manifest({ fits: false }))).toEqual([{ type: 'AvatarManifestFailed', data: { modelId: 'lilith', turn: 1, manifestation: 'BLOODY' } }]);
    expect(g.refusal('A', 'ManifestAvatar', manifest())).toEqual(refusal('AV-4', 'the Avatar could not be placed this Turn: no further attempt until the next'));
  });

  it('malifaux-2e/AV-4 the pushed models are other models in play', () => {
    const g = table();
    const push = (modelId: string) => manifest({ pushes: [{ modelId, inches: 2 }] });
    expect(g.refusal('A', 'ManifestAvatar', push('nobody'))).toEqual(refusal('AV-4', 'there is no model nobody in this encounter'));
    expect(g.refusal('A', 'ManifestAvatar', push('lilith'))).toEqual(refusal('AV-4', 'lilith is not another model in play'));
    g.do('A', 'DeclareEffect', { effectId: 'b', kind: 'BURY', modelId: 'a2' });
    expect(g.refusal('A', 'ManifestAvatar', push('a2'))).toEqual(refusal('AV-4', 'a2 is not another model in play'));
    expect(g.refusal('A', 'ManifestAvatar', push('guard'))).toBeUndefined();
  });

  it.each<[number, string | undefined, boolean]>([
    [2, undefined, true],
    [1.9, undefined, false],
    [0, 'wall', true],
    [2, 'wall', true],
    [-0.1, 'wall', false],
    [2.1, 'wall', false],
    [2.1, undefined, false],
  ])('malifaux-2e/AV-4 a push of %p" (stopped by %p) is taken: %p', (inches, stoppedBy, ok) => {
    const r = table().refusal('A', 'ManifestAvatar', manifest({ pushes: [{ modelId: 'guard', inches, ...(stoppedBy ? { stoppedBy } : {}) }] }));
    expect(r).toEqual(ok ? undefined : refusal('AV-4', 'models within 2" are pushed 2" directly away (less only when something stops them)'));
  });

  it('malifaux-2e/AV-4 malifaux-2e/AV-5 the pushes directly away from the Master, then the Avatar with its base and manifest event', () => {
    const pushes = [{ modelId: 'guard', inches: 2 }, { modelId: 'a2', inches: 1, stoppedBy: 'wall' }];
    expect(table().do('A', 'ManifestAvatar', manifest({ pushes, manifestEvent: 'Sacrifice' }))).toEqual([
      { type: 'ModelPushed', data: { modelId: 'guard', inches: 2, stoppedBy: null, direction: { kind: 'AWAY', of: 'lilith' } } },
      { type: 'ModelPushed', data: { modelId: 'a2', inches: 1, stoppedBy: 'wall', direction: { kind: 'AWAY', of: 'lilith' } } },
      { type: 'AvatarManifested', data: { modelId: 'lilith', avatar: 'Avatar of Deceit', manifestation: 'BLOODY', baseMm: 50, manifestEvent: 'Sacrifice' } },
    ]);
    expect(table().do('A', 'ManifestAvatar', { modelId: 'lilith', requirementMet: true, fits: true })).toEqual([
      { type: 'AvatarManifested', data: { modelId: 'lilith', avatar: 'Avatar of Deceit', manifestation: 'BLOODY', baseMm: 50, manifestEvent: null } },
    ]);
  });
});
