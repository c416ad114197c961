// malifaux-1e §15 conditions reference: the rows run by the morale and magic slices end where the table says.
import { decideMagic, evolveMagic } from '../magic/magic-decider';
import { DEFAULT_MAGIC_POLICY_1E } from '../magic/magic-policy';
import { initialMagicSlice } from '../magic/magic-state';
import { CONDITIONS_1E, DEFAULT_EFFECT_END_1E } from './conditions-1e';
import { decideMorale, evolveMorale, type MoraleCommand1e, type MoraleEvent1e } from './morale-decider';
import { initialMoraleSlice, type Malifaux1eMoraleSlice } from './morale-state';

const row = (id: string) => CONDITIONS_1E.find((r) => r.id === id);
const run = (cmds: MoraleCommand1e[]): Malifaux1eMoraleSlice =>
  cmds.reduce((s, c) => decideMorale(s, c).reduce<Malifaux1eMoraleSlice>((x, e: MoraleEvent1e) => evolveMorale(x, e), s), initialMoraleSlice());

describe('malifaux-1e §15 conditions reference', () => {
  it('lists every row of §15 once, with its seed lines; the default end is the Closing Phase (§18 "Default effect end": 2E ends at end of turn)', () => {
    expect(CONDITIONS_1E.map((r) => r.id)).toEqual(['FAST', 'SLOW', 'PARALYZED', 'REACTIVATE', 'DEFENSIVE_STANCE', 'FLEEING', 'PASSED_TERRIFYING', 'DRAIN_SOULS_PENALTY', 'BLIGHT', 'FIRE', 'POISON', 'BURIED', 'TRANSFORMED']);
    expect(DEFAULT_EFFECT_END_1E).toBe('CLOSING_PHASE');
  });
  it('Fleeing ends at the end of the rally activation, not before (malifaux-1e/MO-10)', () => {
    expect(row('FLEEING')?.ends).toBe('RALLY_ACTIVATION_END');
    const base: MoraleCommand1e[] = [
      { type: 'RegisterMoraleModels1e', data: { models: [{ id: 'm', seat: 'A', wp: 4, wk: 4, living: true, immuneToMorale: false, terrifying: null, flies: false }] } },
      { type: 'ForceFlee1e', data: { modelId: 'm' } },
      { type: 'MakeFleeMove1e', data: { modelId: 'm', distance: 8, atTableEdge: false, duringOwnActivation: false } },
      { type: 'BeginMoraleActivation1e', data: { modelId: 'm' } },
    ];
    expect(run(base).models.m.fleeing).toBe(true);
    expect(run([...base, { type: 'EndMoraleActivation1e', data: { modelId: 'm', paralyzed: false } }]).models.m.fleeing).toBe(false);
  });
  it('the Drain Souls penalty lasts the game and stacks; a summon gains Slow (SU-2)', () => {
    expect(row('DRAIN_SOULS_PENALTY')?.ends).toBe('GAME_END');
    const drain = { type: 'DrainSouls1e' as const, data: { seat: 'A', leaderId: 'l', isLeader: true, sacrificed: [] } };
    const once = decideMagic(initialMagicSlice(), drain, DEFAULT_MAGIC_POLICY_1E).reduce(evolveMagic, initialMagicSlice());
    const twice = decideMagic(once, drain, DEFAULT_MAGIC_POLICY_1E).reduce(evolveMagic, once);
    expect(twice.drainSoulsUses.A).toBe(2);
    expect(row('SLOW')?.gainedBy).toContain('summoned');
  });
});
