// malifaux-1e §11 Magic: MG-1..MG-4, SU-1..SU-3, TF-1..TF-3, Drain Souls through decideMagic / evolveMagic (W23, W26, D5, D16; §18 "Spells").
import { deciderSpec } from '../../core/testing/given';
import { decideMagic, evolveMagic, spellCombatTotal } from './magic-decider';
import type { MagicCommand1e, MagicEvent1e } from './magic-events';
import { DEFAULT_MAGIC_POLICY_1E } from './magic-policy';
import { initialMagicSlice, type Malifaux1eMagicSlice, type SpellTargetFact } from './magic-state';
import { isSpellAttack, type SpellProfile } from './spell';
import { bolt, cast, castOk, declare, heal, pulse, resist, t } from '../testing/magic';

const given = deciderSpec<Malifaux1eMagicSlice, MagicCommand1e, MagicEvent1e>({ initialState: initialMagicSlice, decide: (s, c) => decideMagic(s, c, DEFAULT_MAGIC_POLICY_1E), evolve: evolveMagic });
const declaredEvents = (spell: SpellProfile, targets: SpellTargetFact[]): MagicEvent1e[] => decideMagic(initialMagicSlice(), declare(spell, targets), DEFAULT_MAGIC_POLICY_1E);

describe('malifaux-1e §11.2 spell basics', () => {
  it('malifaux-1e/MG-1 a single target needs LoS: without it the action fails and the AP stay spent', () => {
    given([]).when(declare(bolt, [t('x', { inLoS: false })])).then([{ type: 'SpellFailed1e', data: { castingId: 'c1', casterId: 'mage', spell: 'Bolt', apSpent: 1, reason: 'no line of sight to the target', ruleId: 'malifaux-1e/MG-1' } }]);
  });
  it('malifaux-1e/MG-1 a pulse affects every model in the area except those out of the caster’s LoS', () => {
    const e = declaredEvents(pulse, [t('a'), t('b', { inLoS: false }), t('c', { distance: 7 })]);
    expect(e[0].data).toMatchObject({ affected: [t('a')], excluded: ['b', 'c'] });
  });
  it('malifaux-1e/MG-2 melee / ranged spells and spells with a resist duel are spell attacks; others are not', () => {
    expect([isSpellAttack(bolt), isSpellAttack(heal), isSpellAttack({ range: 'AURA', rst: null }), isSpellAttack({ range: 'AURA', rst: 'Wp' })]).toEqual([true, true, false, true]);
    expect(declaredEvents(bolt, [t('x')])[0].data).toMatchObject({ spellAttack: true });
  });
  it('malifaux-1e/MG-3 out of range, or an up-front condition unmet: the action fails (AP spent)', () => {
    given([]).when(declare(bolt, [t('x', { distance: 10.5 })])).thenMatches((e) => expect(e[0]).toMatchObject({ type: 'SpellFailed1e', data: { reason: 'the target is out of range', apSpent: 1 } }));
    given([]).when(declare(bolt, [t('x')], { upFrontConditionsMet: false })).thenMatches((e) => expect(e[0].type).toBe('SpellFailed1e'));
  });
  it('malifaux-1e/MG-3 Channel: a (1) spell for 2 AP with + on the casting and damage flips; not a (2) spell', () => {
    given([]).when(declare(bolt, [t('x')], { channel: true })).thenMatches((e) => expect(e[0].data).toMatchObject({ apSpent: 2, castingTwist: 1, damageTwist: 1 }));
    given([]).when(declare(pulse, [t('x')], { channel: true })).thenThrows('malifaux-1e/MG-3');
  });
});

describe('malifaux-1e §11.3 casting and resist duels', () => {
  const declared = declaredEvents(bolt, [t('x')]);
  it('malifaux-1e/MG-3 D5: Ca 6 (Tome) + Crow 7 = 13 without a Ram fails; the soulstone card Ram 2 makes 15 with the Ram: cast', () => {
    given(declared).when(cast(13, ['CROW', 'TOME'])).then([{ type: 'CastingResolved1e', data: { castingId: 'c1', final: { value: 13, suits: ['CROW', 'TOME'] }, success: false, reason: 'missing RAM' } }]);
    given(declared).when(cast(15, ['CROW', 'RAM', 'TOME'])).thenMatches((e, s) => {
      expect(e).toEqual([{ type: 'CastingResolved1e', data: { castingId: 'c1', final: { value: 15, suits: ['CROW', 'RAM', 'TOME'] }, success: true, reason: null } }]);
      expect(s.current?.status).toBe('RESISTING');
    });
    given(declared).when(cast(12, ['RAM'])).thenMatches((e) => expect(e[0].data).toMatchObject({ success: false, reason: '12 < TN 13' }));
    given(declared).when(cast(15, ['RAM'], false)).thenMatches((e) => expect(e[0].data).toMatchObject({ success: false }));
  });
  it('malifaux-1e/MG-3 a failed attempt doesn’t count towards the spell’s limit; a success does', () => {
    const failed: MagicEvent1e = { type: 'CastingResolved1e', data: { castingId: 'c1', final: { value: 3, suits: [] }, success: false, reason: 'x' } };
    given([...declared, failed]).when(declare(bolt, [t('x')], { castingId: 'c2' })).thenMatches((e) => expect(e[0].type).toBe('SpellDeclared1e'));
    const done: MagicEvent1e = { type: 'SpellResolved1e', data: { castingId: 'c1', affected: [], moraleDuel: false } };
    given([...declared, castOk(), done]).when(declare(bolt, [t('x')], { castingId: 'c2' })).thenThrows('malifaux-1e/MG-3');
  });
  it('malifaux-1e/MG-3 D16: casting 15; resist 15 → affected (tie to the caster), combat total 0; resist 16 → resisted', () => {
    given([...declared, castOk()]).when(resist('x', 15)).then([
      { type: 'ResistResolved1e', data: { castingId: 'c1', modelId: 'x', final: 15, resisted: false, combatTotal: 0 } },
      { type: 'SpellResolved1e', data: { castingId: 'c1', affected: [{ modelId: 'x', combatTotal: 0 }], moraleDuel: false } },
    ]);
    given([...declared, castOk()]).when(resist('x', 16)).thenMatches((e) => expect(e[1].data).toMatchObject({ affected: [] }));
    given([...declared]).when(resist('x', 16)).thenThrows('malifaux-1e/MG-3');
  });
  it('§18 "Spells": the casting duel stands alone (below the TN no target ever duels), then each target resists the one casting total in its own simple duel (2E: one opposed duel per target)', () => {
    given(declared).when(cast(12, ['RAM'])).thenMatches((_, s) => expect(s.current?.status).toBe('DONE'));
    const two = declaredEvents(pulse, [t('a'), t('b')]);
    const ok: MagicEvent1e = { type: 'CastingResolved1e', data: { castingId: 'c1', final: { value: 14, suits: [] }, success: true, reason: null } };
    const first = decideMagic([...two, ok].reduce(evolveMagic, initialMagicSlice()), resist('a', 15), DEFAULT_MAGIC_POLICY_1E);
    given([...two, ok, ...first]).when(resist('b', 14)).thenMatches((e) => expect(e[1].data).toMatchObject({ affected: [{ modelId: 'b', combatTotal: 0 }] }));
  });
  it('malifaux-1e/MG-4 a friendly model may choose to equal the casting total and take the effect; an enemy may not', () => {
    const friendly = declaredEvents(pulse, [t('ally', { friendly: true }), t('foe')]);
    const ok: MagicEvent1e = { type: 'CastingResolved1e', data: { castingId: 'c1', final: { value: 14, suits: [] }, success: true, reason: null } };
    given([...friendly, ok]).when(resist('ally', 18, true)).then([{ type: 'ResistResolved1e', data: { castingId: 'c1', modelId: 'ally', final: 14, resisted: false, combatTotal: 0 } }]);
    given([...friendly, ok]).when(resist('foe', 18, true)).thenThrows('malifaux-1e/MG-4');
  });
  it('§11.4: a Wp-resisted spell that counts as a morale duel says so when it resolves', () => {
    const one = declaredEvents(pulse, [t('foe')]);
    const ok: MagicEvent1e = { type: 'CastingResolved1e', data: { castingId: 'c1', final: { value: 14, suits: [] }, success: true, reason: null } };
    given([...one, ok]).when(resist('foe', 10)).thenMatches((e) => expect(e[1].data).toMatchObject({ moraleDuel: true }));
  });
  it('§20.2 #16: a spell with no Rst resolves at once with no combat total (default NONE; ZERO reads it as 0)', () => {
    const d = declaredEvents(heal, [t('ally', { friendly: true, distance: 1 })]);
    given(d).when({ type: 'ResolveCasting1e', data: { castingId: 'c1', final: { value: 11, suits: [] }, extraConditionsMet: true } }).thenMatches((e) => expect(e[1]).toEqual({ type: 'SpellResolved1e', data: { castingId: 'c1', affected: [{ modelId: 'ally', combatTotal: null }], moraleDuel: false } }));
    expect([spellCombatTotal(null, DEFAULT_MAGIC_POLICY_1E), spellCombatTotal(null, { ...DEFAULT_MAGIC_POLICY_1E, noResistCombatTotal: 'ZERO' }), spellCombatTotal(3, DEFAULT_MAGIC_POLICY_1E)]).toEqual([null, 0, 3]);
  });
});

describe('malifaux-1e §11.1 Drain Souls (W23)', () => {
  const drain = (n: number, over: Partial<{ friendly: boolean; within6: boolean; insignificant: boolean }> = {}, isLeader = true): MagicCommand1e => ({
    type: 'DrainSouls1e',
    data: { seat: 'A', leaderId: 'lj', isLeader, sacrificed: Array.from({ length: n }, (_, i) => ({ modelId: `m${i}`, friendly: true, within6: true, insignificant: false, ...over })) },
  });
  it('W23: used twice (3 then 2 models): +5 soulstones in all, non-leaders −2 Wp for the rest of the game', () => {
    const first = decideMagic(initialMagicSlice(), drain(3), DEFAULT_MAGIC_POLICY_1E);
    given(first).when(drain(2)).then([{ type: 'SoulsDrained1e', data: { seat: 'A', leaderId: 'lj', sacrificed: ['m0', 'm1'], soulstonesGained: 2, wpPenalty: 2 } }]);
    expect(first[0].data).toMatchObject({ soulstonesGained: 3, wpPenalty: 1 });
  });
  it('leader only; at most three; friendly within 6"; never Insignificant', () => {
    given([]).when(drain(1, {}, false)).thenThrows('malifaux-1e/MG-3');
    given([]).when(drain(4)).thenThrows('malifaux-1e/MG-3');
    given([]).when(drain(1, { within6: false })).thenThrows('malifaux-1e/MG-3');
    given([]).when(drain(1, { insignificant: true })).thenThrows('malifaux-1e/MG-3');
  });
});

describe('malifaux-1e §11.5 summoned models (W26)', () => {
  const summon = (over: Partial<Extract<MagicCommand1e, { type: 'Summon1e' }>['data']> = {}): MagicCommand1e => ({
    type: 'Summon1e',
    data: { summonerId: 'mc', controlledByOpponent: false, modelId: 'z1', name: 'Zombie', inPlaySameName: 0, completelyWithin6: true, ...over },
  });
  it('malifaux-1e/SU-1 completely within 6"; "in contact" means base contact; otherwise it can’t be summoned', () => {
    given([]).when(summon({ completelyWithin6: false })).thenThrows('malifaux-1e/SU-1');
    given([]).when(summon({ inContactRequired: true, inBaseContact: false })).thenThrows('malifaux-1e/SU-1');
  });
  it('malifaux-1e/SU-2 W26: it may activate this turn but gains Slow (policy: must activate, §20.2 #30)', () => {
    given([]).when(summon()).then([{ type: 'ModelSummoned1e', data: { summonerId: 'mc', modelId: 'z1', name: 'Zombie', gainsSlow: true, mayActivateThisTurn: true, mustActivate: true, cost: 'I' } }]);
  });
  it('malifaux-1e/CT-3 while an opponent controls it, a model summons nothing; under its own controller it may', () => {
    given([]).when(summon({ controlledByOpponent: true })).thenThrows('malifaux-1e/SU-3');
    expect(decideMagic(initialMagicSlice(), summon({ controlledByOpponent: false }), DEFAULT_MAGIC_POLICY_1E).map((e) => e.type)).toEqual(['ModelSummoned1e']);
  });
  it('malifaux-1e/SU-3 a model controlled by the opponent can’t summon; Rare and Unique limits apply to models in play', () => {
    given([]).when(summon({ controlledByOpponent: true })).thenThrows('malifaux-1e/SU-3');
    given([]).when(summon({ rare: 2, inPlaySameName: 2 })).thenThrows('malifaux-1e/SU-3');
    given([]).when(summon({ unique: true, inPlaySameName: 1 })).thenThrows('malifaux-1e/SU-3');
  });
});

describe('malifaux-1e §11.6 transformed models', () => {
  const transform = (fits = true): MagicCommand1e => ({ type: 'Transform1e', data: { modelId: 'k', original: 'Kirai', into: 'Ikiryo', originalSpells: ['Summon Seishin'], fits, wounds: 3 } });
  it('malifaux-1e/TF-1 no room even after shifting: the transformation is cancelled', () => {
    given([]).when(transform(false)).then([{ type: 'TransformationCancelled1e', data: { modelId: 'k', reason: 'no room for the new model' } }]);
  });
  it('malifaux-1e/TF-2 the new profile keeps the original profile’s spells, not the new ones', () => {
    given([]).when(transform()).thenMatches((_, s) => expect(s.transformed.k).toEqual({ original: 'Kirai', into: 'Ikiryo', spells: ['Summon Seishin'], wounds: 3 }));
    given(decideMagic(initialMagicSlice(), transform(), DEFAULT_MAGIC_POLICY_1E)).when(transform()).thenThrows('malifaux-1e/TF-1');
  });
  it('malifaux-1e/TF-3 when it ends the original comes back with the wounds carried over', () => {
    given(decideMagic(initialMagicSlice(), transform(), DEFAULT_MAGIC_POLICY_1E)).when({ type: 'EndTransformation1e', data: { modelId: 'k', wounds: 5 } }).then([{ type: 'TransformationEnded1e', data: { modelId: 'k', restored: 'Kirai', wounds: 5 } }]);
    given([]).when({ type: 'EndTransformation1e', data: { modelId: 'k', wounds: 5 } }).thenThrows('malifaux-1e/TF-3');
  });
});
