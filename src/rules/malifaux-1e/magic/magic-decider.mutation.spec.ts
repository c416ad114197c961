// malifaux-1e §11 Magic: every refusal of decideMagic with its rule, section and message, and the boundaries of the
// declaration, casting and resist steps (MG-1..MG-4, SU-1..SU-3, TF-1..TF-3, Drain Souls).
import { decideMagic, evolveMagic } from './magic-decider';
import type { MagicCommand1e, MagicEvent1e } from './magic-events';
import { DEFAULT_MAGIC_POLICY_1E } from './magic-policy';
import { initialMagicSlice, type Malifaux1eMagicSlice } from './magic-state';
import type { SpellProfile } from './spell';
import { bolt, cast, castOk, declare, heal, pulse, resist, t } from '../testing/magic';
import { refusalOf, type Refusal1e } from '../testing/refusal';

const fold = (events: readonly MagicEvent1e[]): Malifaux1eMagicSlice => events.reduce(evolveMagic, initialMagicSlice());
const decide = (events: readonly MagicEvent1e[], c: MagicCommand1e): MagicEvent1e[] => decideMagic(fold(events), c, DEFAULT_MAGIC_POLICY_1E);
/** The events of a command run on a history, appended to it (a real history for the next step). */
const after = (events: readonly MagicEvent1e[], c: MagicCommand1e): MagicEvent1e[] => [...events, ...decide(events, c)];

const declared = after([], declare(bolt, [t('x')]));
const resisting = [...declared, castOk()];
const twoResisting = after(after([], declare(pulse, [t('a', { friendly: true }), t('b')])), cast(14, []));
const drain = (sacrificed: { modelId?: string; friendly?: boolean; within6?: boolean; insignificant?: boolean }[], isLeader = true): MagicCommand1e => ({
  type: 'DrainSouls1e',
  data: { seat: 'A', leaderId: 'lj', isLeader, sacrificed: sacrificed.map((m, i) => ({ modelId: `m${i}`, friendly: true, within6: true, insignificant: false, ...m })) },
});
const summon = (over: Partial<Extract<MagicCommand1e, { type: 'Summon1e' }>['data']> = {}): MagicCommand1e => ({
  type: 'Summon1e',
  data: { summonerId: 'mc', controlledByOpponent: false, modelId: 'z1', name: 'Zombie', inPlaySameName: 0, completelyWithin6: true, ...over },
});
const transform: MagicCommand1e = { type: 'Transform1e', data: { modelId: 'k', original: 'Kirai', into: 'Ikiryo', originalSpells: [], fits: true, wounds: 3 } };
const self: SpellProfile = { ...heal, name: 'Ward', rg: 'C' };

describe('malifaux-1e §11 every refusal names its rule, section and message', () => {
  it.each<[string, MagicEvent1e[], MagicCommand1e, Refusal1e]>([
    ['malifaux-1e/MG-3 one spell at a time', declared, declare(bolt, [t('x')], { castingId: 'c2' }), { ruleId: 'malifaux-1e/MG-3', section: '§11.3 (seed 3316-3660)', message: 'finish the spell being cast first' }],
    ['malifaux-1e/MG-3 Channel only a (1) spell', [], declare(pulse, [t('x')], { channel: true }), { ruleId: 'malifaux-1e/MG-3', section: '§11.1', message: 'Channel casts a (1) spell' }],
    ['malifaux-1e/MG-3 a spell’s limit', [...resisting, ...decide(resisting, resist('x', 3))], declare(bolt, [t('x')], { castingId: 'c2' }), { ruleId: 'malifaux-1e/MG-3', section: '§11.2 (seed 3246-3343)', message: 'Bolt has already been cast 1 time(s)' }],
    ['malifaux-1e/MG-1 a model named twice', [], declare(pulse, [t('a'), t('a')]), { ruleId: 'malifaux-1e/MG-1', section: '§11.2 (seed 3246-3343)', message: 'each model is named once' }],
    ['malifaux-1e/MG-3 Rg C targets only the caster', [], declare(self, [t('x')]), { ruleId: 'malifaux-1e/MG-3', section: '§11.2 (seed 3246-3343)', message: 'Rg C targets the caster' }],
    ['malifaux-1e/MG-3 Rg C targets one model', [], declare(self, [t('mage'), t('mage2')]), { ruleId: 'malifaux-1e/MG-3', section: '§11.2 (seed 3246-3343)', message: 'Rg C targets the caster' }],
    ['malifaux-1e/MG-3 no casting duel waits', [], cast(15, ['RAM']), { ruleId: 'malifaux-1e/MG-3', section: '§11.3 (seed 3316-3660)', message: 'no casting duel c1 is waiting' }],
    ['malifaux-1e/MG-3 the casting duel is already resolved', resisting, cast(15, ['RAM']), { ruleId: 'malifaux-1e/MG-3', section: '§11.3 (seed 3316-3660)', message: 'no casting duel c1 is waiting' }],
    ['malifaux-1e/MG-3 another casting id', declared, { type: 'ResolveCasting1e', data: { castingId: 'c9', final: { value: 15, suits: ['RAM'] }, extraConditionsMet: true } }, { ruleId: 'malifaux-1e/MG-3', section: '§11.3 (seed 3316-3660)', message: 'no casting duel c9 is waiting' }],
    ['malifaux-1e/MG-3 no resist before the casting duel', declared, resist('x', 3), { ruleId: 'malifaux-1e/MG-3', section: '§11.3 (seed 3316-3660)', message: 'no resist duel of c1 is waiting' }],
    ['malifaux-1e/MG-3 no resist when nothing is cast', [], resist('x', 3), { ruleId: 'malifaux-1e/MG-3', section: '§11.3 (seed 3316-3660)', message: 'no resist duel of c1 is waiting' }],
    ['malifaux-1e/MG-3 a resist of another casting', resisting, { type: 'ResolveResist1e', data: { castingId: 'c9', modelId: 'x', final: 3 } }, { ruleId: 'malifaux-1e/MG-3', section: '§11.3 (seed 3316-3660)', message: 'no resist duel of c9 is waiting' }],
    ['malifaux-1e/MG-3 a model the spell does not affect', resisting, resist('y', 3), { ruleId: 'malifaux-1e/MG-3', section: '§11.3 (seed 3316-3660)', message: 'y is not affected by Bolt' }],
    ['malifaux-1e/MG-3 one resist per model', after(twoResisting, resist('b', 3)), resist('b', 3), { ruleId: 'malifaux-1e/MG-3', section: '§11.3 (seed 3316-3660)', message: 'b has already resisted' }],
    ['malifaux-1e/MG-4 an enemy may not take the spell', twoResisting, resist('b', 3, true), { ruleId: 'malifaux-1e/MG-4', section: '§11.2 (seed 3246-3343)', message: 'only a friendly model may choose to take the spell' }],
    ['malifaux-1e/MG-3 Drain Souls: a leader only', [], drain([{}], false), { ruleId: 'malifaux-1e/MG-3', section: '§11.1 Drain Souls', message: 'only a leader may Drain Souls' }],
    ['malifaux-1e/MG-3 Drain Souls: at most three', [], drain([{}, {}, {}, {}]), { ruleId: 'malifaux-1e/MG-3', section: '§11.1 Drain Souls', message: 'up to three models' }],
    ['malifaux-1e/MG-3 Drain Souls: an enemy model', [], drain([{ friendly: false }]), { ruleId: 'malifaux-1e/MG-3', section: '§11.1 Drain Souls', message: 'm0: a friendly model within 6"' }],
    ['malifaux-1e/MG-3 Drain Souls: beyond 6"', [], drain([{}, { within6: false }]), { ruleId: 'malifaux-1e/MG-3', section: '§11.1 Drain Souls', message: 'm1: a friendly model within 6"' }],
    ['malifaux-1e/MG-3 Drain Souls: an Insignificant model', [], drain([{ insignificant: true }]), { ruleId: 'malifaux-1e/MG-3', section: '§11.1 Drain Souls', message: "m0: Insignificant models can't be sacrificed this way" }],
    ['malifaux-1e/SU-3 a model the opponent controls', [], summon({ controlledByOpponent: true }), { ruleId: 'malifaux-1e/SU-3', section: '§11.5', message: "a model controlled by an opponent can't summon" }],
    ['malifaux-1e/SU-1 not completely within 6"', [], summon({ completelyWithin6: false }), { ruleId: 'malifaux-1e/SU-1', section: '§11.5', message: 'the summoned base must be completely within 6" of the summoner' }],
    ['malifaux-1e/SU-1 "in contact" without base contact', [], summon({ inContactRequired: true }), { ruleId: 'malifaux-1e/SU-1', section: '§11.5', message: 'summoned "in contact": in base contact' }],
    ['malifaux-1e/SU-3 Rare 2 with two in play', [], summon({ rare: 2, inPlaySameName: 2 }), { ruleId: 'malifaux-1e/SU-3', section: '§11.5 / §3.6', message: 'Zombie is Rare 2' }],
    ['malifaux-1e/SU-3 Unique with one in play', [], summon({ unique: true, inPlaySameName: 1 }), { ruleId: 'malifaux-1e/SU-3', section: '§11.5 / §3.6', message: 'Zombie is Unique' }],
    ['malifaux-1e/TF-1 already transformed', after([], transform), transform, { ruleId: 'malifaux-1e/TF-1', section: '§11.6', message: 'k is already transformed' }],
    ['malifaux-1e/TF-3 not transformed', [], { type: 'EndTransformation1e', data: { modelId: 'k', wounds: 1 } }, { ruleId: 'malifaux-1e/TF-3', section: '§11.6', message: 'k is not transformed' }],
  ])('%s', (_, events, command, expected) => {
    expect(refusalOf(() => decide(events, command))).toEqual(expected);
  });
});

describe('malifaux-1e §11 boundaries of what is accepted', () => {
  it('malifaux-1e/SU-3 Rare 2 with one in play, Unique with none, "in contact" in base contact: summoned', () => {
    for (const over of [{ rare: 2, inPlaySameName: 1 }, { unique: true, inPlaySameName: 0 }, { inContactRequired: true, inBaseContact: true }, { unique: false, inPlaySameName: 4 }])
      expect(decide([], summon(over)).map((e) => e.type)).toEqual(['ModelSummoned1e']);
    expect(decideMagic(initialMagicSlice(), summon(), { ...DEFAULT_MAGIC_POLICY_1E, summonedMustActivate: false })[0].data).toMatchObject({ mustActivate: false });
  });
  it('malifaux-1e/MG-3 Drain Souls: exactly three friendly models within 6" are accepted', () => {
    expect(decide([], drain([{}, {}, {}]))[0].data).toMatchObject({ sacrificed: ['m0', 'm1', 'm2'], soulstonesGained: 3, wpPenalty: 1 });
  });
  it('malifaux-1e/MG-3 a spell may be cast once the previous one is DONE; up to its limit', () => {
    const failed = after(declared, cast(3, []));
    expect(decide(failed, declare(bolt, [t('x')], { castingId: 'c2' }))[0].type).toBe('SpellDeclared1e');
    const twice: SpellProfile = { ...bolt, name: 'Twice', limit: 2 };
    const once = after(after(after([], declare(twice, [t('x')])), cast(15, ['RAM'])), resist('x', 3));
    expect(decide(once, declare(twice, [t('x')], { castingId: 'c2' }))[0].type).toBe('SpellDeclared1e');
    expect(decide(once, declare({ ...twice, limit: undefined }, [t('x')], { castingId: 'c2' }))[0].type).toBe('SpellDeclared1e');
  });
  it('malifaux-1e/MG-3 the target at exactly the Rg is in range; an up-front condition unmet fails under MG-3 with the AP spent', () => {
    expect(decide([], declare(bolt, [t('x', { distance: 10 })]))[0].type).toBe('SpellDeclared1e');
    expect(decide([], declare(pulse, [t('x')], { upFrontConditionsMet: false }))).toEqual([
      { type: 'SpellFailed1e', data: { castingId: 'c1', casterId: 'mage', spell: 'Dread', apSpent: 2, reason: 'an up-front casting condition could not be met', ruleId: 'malifaux-1e/MG-3' } },
    ]);
    expect(decide([], declare(bolt, [t('x', { distance: 11 })]))).toEqual([
      { type: 'SpellFailed1e', data: { castingId: 'c1', casterId: 'mage', spell: 'Bolt', apSpent: 1, reason: 'the target is out of range', ruleId: 'malifaux-1e/MG-3' } },
    ]);
  });
  it('malifaux-1e/MG-3 Rg C: the caster is affected without LoS or range; a pulse keeps the models at exactly its Rg', () => {
    expect(decide([], declare(self, [t('mage', { inLoS: false, distance: 99 })]))[0].data).toMatchObject({ affected: [t('mage', { inLoS: false, distance: 99 })], excluded: [] });
    expect(decide([], declare(self, []))[0].data).toMatchObject({ affected: [], excluded: [] });
    expect(decide([], declare(pulse, [t('a', { distance: 6 }), t('b', { distance: 6.5 })]))[0].data).toMatchObject({ affected: [t('a', { distance: 6 })], excluded: ['b'] });
  });
  it('malifaux-1e/MG-2 a declared spell says its AP, twists and whether it is a spell attack (no Channel: no twist)', () => {
    expect(decide([], declare(pulse, [t('a')]))).toEqual([
      {
        type: 'SpellDeclared1e',
        data: { castingId: 'c1', casterId: 'mage', spell: pulse, channel: false, apSpent: 2, castingTwist: 0, damageTwist: 0, spellAttack: true, affected: [t('a')], excluded: [] },
      },
    ]);
    expect(decide([], declare({ ...heal, range: 'AURA' }, [t('a')]))[0].data).toMatchObject({ spellAttack: false, channel: false });
  });
  it('malifaux-1e/MG-3 the casting duel: exactly the TN with the suits succeeds; an unmet extra condition is named', () => {
    expect(decide(declared, cast(13, ['RAM']))).toEqual([{ type: 'CastingResolved1e', data: { castingId: 'c1', final: { value: 13, suits: ['RAM'] }, success: true, reason: null } }]);
    expect(decide(declared, cast(15, ['RAM'], false))[0].data).toEqual({ castingId: 'c1', final: { value: 15, suits: ['RAM'] }, success: false, reason: 'an extra casting condition was not met' });
    expect(decide(declared, cast(3, []))[0].data).toMatchObject({ reason: '3 < TN 13' });
  });
  it('malifaux-1e/MG-3 a spell with no Rst and no target resolves at once; one with a Rst and nobody affected resolves at once', () => {
    const empty = after([], declare(pulse, [t('b', { inLoS: false })]));
    expect(decide(empty, cast(14, []))).toEqual([
      { type: 'CastingResolved1e', data: { castingId: 'c1', final: { value: 14, suits: [] }, success: true, reason: null } },
      { type: 'SpellResolved1e', data: { castingId: 'c1', affected: [], moraleDuel: false } },
    ]);
    expect(fold(after(empty, cast(14, []))).current?.status).toBe('DONE');
  });
  it('malifaux-1e/MG-3 each resist: strictly greater resists; the spell resolves on the last one with the unresisted models and their combat totals', () => {
    const first = after(twoResisting, resist('a', 15));
    expect(first.slice(-1)[0]).toEqual({ type: 'ResistResolved1e', data: { castingId: 'c1', modelId: 'a', final: 15, resisted: true, combatTotal: -1 } });
    expect(decide(first, resist('b', 10))).toEqual([
      { type: 'ResistResolved1e', data: { castingId: 'c1', modelId: 'b', final: 10, resisted: false, combatTotal: 4 } },
      { type: 'SpellResolved1e', data: { castingId: 'c1', affected: [{ modelId: 'b', combatTotal: 4 }], moraleDuel: true } },
    ]);
    expect(fold(after(first, resist('b', 10))).current?.status).toBe('DONE');
  });
  it('malifaux-1e/MG-4 a friendly model that takes the spell resolves at the casting total; a Df-resisted spell is no morale duel', () => {
    expect(decide(twoResisting, resist('a', 2, true))[0].data).toEqual({ castingId: 'c1', modelId: 'a', final: 14, resisted: false, combatTotal: 0 });
    expect(decide(resisting, resist('x', 3))[1].data).toEqual({ castingId: 'c1', affected: [{ modelId: 'x', combatTotal: 12 }], moraleDuel: false });
    const wpNoMorale: SpellProfile = { ...pulse, moraleDuel: false };
    const h = after(after([], declare(wpNoMorale, [t('a')])), cast(14, []));
    expect(decide(h, resist('a', 3))[1].data).toMatchObject({ moraleDuel: false });
    const dfMorale: SpellProfile = { ...pulse, rst: 'Df' };
    const d = after(after([], declare(dfMorale, [t('a')])), cast(14, []));
    expect(decide(d, resist('a', 3))[1].data).toMatchObject({ moraleDuel: false });
  });
});

describe('malifaux-1e §11 the slice after each event', () => {
  it('malifaux-1e/MG-3 casts count per caster and spell, only on success; resists are kept per model', () => {
    const s = fold(resisting);
    expect(s.casts).toEqual({ 'mage:Bolt': 1 });
    expect(s.current).toMatchObject({ status: 'RESISTING', casting: { value: 15, suits: ['RAM'] }, resists: {} });
    expect(fold(after(declared, cast(3, []))).casts).toEqual({});
    expect(fold(after(declared, cast(3, []))).current).toMatchObject({ status: 'DONE', casting: { value: 3, suits: [] } });
    expect(fold(after(twoResisting, resist('a', 15))).current?.resists).toEqual({ a: { final: 15, resisted: true, combatTotal: -1 } });
  });
  it('malifaux-1e/MG-3 events of a casting with none under way leave the slice as it was', () => {
    const none = initialMagicSlice();
    for (const e of [castOk(), { type: 'ResistResolved1e', data: { castingId: 'c1', modelId: 'x', final: 1, resisted: false, combatTotal: 0 } }, { type: 'SpellResolved1e', data: { castingId: 'c1', affected: [], moraleDuel: false } }] as MagicEvent1e[])
      expect(evolveMagic(none, e)).toBe(none);
  });
  it('Drain Souls uses are kept per seat; summoned models are listed; malifaux-1e/TF-3 an ended transformation is forgotten', () => {
    const s = fold([...after([], drain([{}])), ...decide([], summon()), ...decide([], summon({ modelId: 'z2' }))]);
    expect([s.drainSoulsUses, s.summoned]).toEqual([{ A: 1 }, ['z1', 'z2']]);
    const other: MagicCommand1e = { type: 'Transform1e', data: { modelId: 'j', original: 'A', into: 'B', originalSpells: [], fits: true, wounds: 0 } };
    const both = after(after([], transform), other);
    const ended = fold(after(both, { type: 'EndTransformation1e', data: { modelId: 'k', wounds: 1 } }));
    expect(Object.keys(ended.transformed)).toEqual(['j']);
  });
});
