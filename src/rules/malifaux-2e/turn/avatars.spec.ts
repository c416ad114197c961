// malifaux-2e §19 Avatar Upgrades and Manifesting (rules/malifaux-2e.md; seed 1754-1808): AV-1..AV-5
import { malifaux2e } from '../index';
import { atActivation, guard, lilith, model } from '../testing/turns';
import type { ModelDef } from './crew';

const avatar = { name: 'Avatar of Deceit', manifestedBaseMm: 50 as const, manifestation: 'BLOODY' as const };
const master: ModelDef = { ...lilith, avatar };
const manifest = (data: object = {}) => ({ modelId: 'lilith', requirementMet: true, fits: true, pushes: [{ modelId: 'guard', inches: 2 }], ...data });

describe('malifaux-2e §19 Avatars', () => {
  it('malifaux-2e/AV-1 an Avatar Upgrade is for a Master only; a model without one can’t manifest; once manifested it stays', () => {
    expect(() => atActivation([model('x', { avatar })], [guard])).toThrow(expect.objectContaining({ ruleId: 'malifaux-2e/AV-1' }));
    const g = atActivation([master, model('a2')], [guard]);
    expect(g.refused('A', 'ManifestAvatar', manifest({ modelId: 'a2' }))).toBe('malifaux-2e/AV-1');
    g.do('A', 'ManifestAvatar', manifest());
    expect(g.refused('A', 'ManifestAvatar', manifest())).toBe('malifaux-2e/AV-1');
  });

  it('malifaux-2e/AV-2 the Manifestation card is secret: the opponent’s view and log hide it until it is revealed', () => {
    const g = atActivation([master], [guard]);
    const seen = (seat: 'A' | 'B') => malifaux2e.view(g.state, { role: 'seat', seat })!.table!.models.lilith.def.avatar!.manifestation;
    expect(seen('A')).toBe('BLOODY');
    expect(seen('B')).toBeNull();
    const hired = g.events.find((e) => e.type === 'CrewHired' && e.data.seat === 'A')!;
    expect(malifaux2e.redactEvent(hired, { role: 'seat', seat: 'B' }, g.state)).toMatchObject({ redacted: true, data: { models: [{ avatar: { name: 'Avatar of Deceit', manifestation: null } }] } });
    g.do('A', 'ManifestAvatar', manifest());
    expect(seen('B')).toBe('BLOODY');
  });

  it('malifaux-2e/AV-3 the Master manifests only when its requirement is met (declared)', () => {
    const g = atActivation([master], [guard]);
    expect(g.refused('A', 'ManifestAvatar', manifest({ requirementMet: false }))).toBe('malifaux-2e/AV-3');
  });

  it('malifaux-2e/AV-4 models within 2" are pushed 2" away; an Avatar that can’t be placed doesn’t manifest, and no other attempt this Turn', () => {
    const g = atActivation([master], [guard]);
    expect(g.refused('A', 'ManifestAvatar', manifest({ pushes: [{ modelId: 'guard', inches: 1 }] }))).toBe('malifaux-2e/AV-4');
    expect(g.refused('A', 'ManifestAvatar', manifest({ pushes: [{ modelId: 'guard', inches: 1, stoppedBy: 'wall' }] }))).toBeNull();
    const failed = g.do('A', 'ManifestAvatar', manifest({ fits: false }));
    expect(failed.map((e) => e.type)).toEqual(['AvatarManifestFailed']);
    expect(g.refused('A', 'ManifestAvatar', manifest())).toBe('malifaux-2e/AV-4');
  });

  it('malifaux-2e/AV-5 the Avatar keeps the Master’s damage, Conditions and Activation; only the base size changes', () => {
    const g = atActivation([master], [guard]);
    g.do('organiser', 'DeclareEffect', { effectId: 'b', kind: 'GAIN_CONDITION', modelId: 'lilith', condition: { name: 'Burning', value: 1 } });
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    const ev = g.do('A', 'ManifestAvatar', manifest());
    expect(ev.map((e) => e.type)).toEqual(['ModelPushed', 'AvatarManifested']);
    expect(g.model('lilith')).toMatchObject({ avatar: 'MANIFESTED', conditions: { BURNING: 1 }, activations: 1, wounds: 12, def: { baseMm: 50 } });
    expect(g.state.table!.activation!.current!.modelId).toBe('lilith');
  });
});
