// malifaux-1e §11 Magic as a slice of the 1E decider (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 3225-3719): MG-1..MG-4, SU-1..SU-3, TF-1..TF-3, Drain Souls (W23, W26, D5, D16)
// The casting and resist duels are simple duels of the shared duel engine; this slice checks the declaration, then reads
// each duel's final total back and applies the 1E outcome: casting ≥ TN with its suits, resist strictly greater.
import type { DomainEvent } from '../../core/decider';
import { require_ } from '../../core/rule-violation';
import { meetsTn, missingSuits } from '../../malifaux/duel/duel-total';
import type { MagicEvent1e, MagicCommand1e } from './magic-events';
import type { MagicPolicy1e } from './magic-policy';
import { castKey, type Malifaux1eMagicSlice } from './magic-state';
import { CHANNEL, DRAIN_SOULS_MAX, isSpellAttack, targets } from './spell';

const R = (id: string): string => `malifaux-1e/${id}`;
const S112 = '§11.2 (seed 3246-3343)';
const S113 = '§11.3 (seed 3316-3660)';

function declareSpell(s: Malifaux1eMagicSlice, d: Extract<MagicCommand1e, { type: 'DeclareSpell1e' }>['data']): MagicEvent1e[] {
  require_(s.current === null || s.current.status === 'DONE', R('MG-3'), S113, 'finish the spell being cast first');
  const spell = d.spell;
  const channel = d.channel === true;
  // §11.1 Channel: only a (1) spell, for 2 AP.
  require_(!channel || spell.ap === 1, R('MG-3'), '§11.1', 'Channel casts a (1) spell');
  require_(spell.limit === undefined || (s.casts[castKey(d.casterId, spell.name)] ?? 0) < spell.limit, R('MG-3'), S112, `${spell.name} has already been cast ${spell.limit} time(s)`);
  const apSpent = channel ? CHANNEL.ap : spell.ap;
  const fail = (reason: string, ruleId: string): MagicEvent1e[] => [{ type: 'SpellFailed1e', data: { castingId: d.castingId, casterId: d.casterId, spell: spell.name, apSpent, reason, ruleId } }];
  // Step 1 (GEN-4): the AP are spent before measuring; an out-of-range target or an unmet up-front condition fails the action.
  if (!d.upFrontConditionsMet) return fail('an up-front casting condition could not be met', R('MG-3'));
  const ids = new Set(d.targets.map((t) => t.modelId));
  require_(ids.size === d.targets.length, R('MG-1'), S112, 'each model is named once');
  if (spell.rg === 'C') require_(d.targets.length <= 1 && d.targets.every((t) => t.modelId === d.casterId), R('MG-3'), S112, 'Rg C targets the caster');
  const inRange = (distance: number): boolean => spell.rg === 'C' || distance <= spell.rg;
  let affected = d.targets;
  let excluded: string[] = [];
  if (targets(spell) && d.targets.length === 1) {
    // MG-1: a spell needs LoS to its target.
    if (!d.targets[0].inLoS && spell.rg !== 'C') return fail('no line of sight to the target', R('MG-1'));
    if (!inRange(d.targets[0].distance)) return fail('the target is out of range', R('MG-3'));
  } else {
    // MG-1: a spell affecting several models can't affect those out of the caster's LoS (auras and pulses don't target).
    excluded = d.targets.filter((t) => !t.inLoS || !inRange(t.distance)).map((t) => t.modelId);
    affected = d.targets.filter((t) => t.inLoS && inRange(t.distance));
  }
  return [
    {
      type: 'SpellDeclared1e',
      data: { castingId: d.castingId, casterId: d.casterId, spell, channel, apSpent, castingTwist: channel ? CHANNEL.castingTwist : 0, damageTwist: channel ? CHANNEL.damageTwist : 0, spellAttack: isSpellAttack(spell), affected, excluded },
    },
  ];
}

function resolveCasting(s: Malifaux1eMagicSlice, d: Extract<MagicCommand1e, { type: 'ResolveCasting1e' }>['data']): MagicEvent1e[] {
  const c = s.current;
  require_(c !== null && c.castingId === d.castingId && c.status === 'CASTING', R('MG-3'), S113, `no casting duel ${d.castingId} is waiting`);
  // Step 2F (MG-3): final ≥ TN, every required suit present, every extra condition met.
  const missing = missingSuits(d.final.suits, c.spell.suits);
  const reason = d.final.value < c.spell.tn ? `${d.final.value} < TN ${c.spell.tn}` : missing.length > 0 ? `missing ${missing.join(', ')}` : !d.extraConditionsMet ? 'an extra casting condition was not met' : null;
  const success = reason === null && meetsTn(d.final, c.spell.tn, c.spell.suits);
  const out: MagicEvent1e[] = [{ type: 'CastingResolved1e', data: { castingId: c.castingId, final: d.final, success, reason } }];
  if (!success) return out;
  // No Rst: the spell resolves at once; §20.2 #16: its damage has no combat total (policy may read it as 0).
  if (c.spell.rst === null || c.affected.length === 0) return [...out, { type: 'SpellResolved1e', data: { castingId: c.castingId, affected: c.affected.map((t) => ({ modelId: t.modelId, combatTotal: null })), moraleDuel: false } }];
  return out;
}

function resolveResist(s: Malifaux1eMagicSlice, d: Extract<MagicCommand1e, { type: 'ResolveResist1e' }>['data']): MagicEvent1e[] {
  const c = s.current;
  require_(c !== null && c.castingId === d.castingId && c.status === 'RESISTING' && c.casting !== null, R('MG-3'), S113, `no resist duel of ${d.castingId} is waiting`);
  const t = c.affected.find((x) => x.modelId === d.modelId);
  require_(t !== undefined, R('MG-3'), S113, `${d.modelId} is not affected by ${c.spell.name}`);
  require_(c.resists[d.modelId] === undefined, R('MG-3'), S113, `${d.modelId} has already resisted`);
  // MG-4: only a friendly model may choose to equal the casting total and take the effect.
  require_(!d.takeEffect || t.friendly, R('MG-4'), S112, 'only a friendly model may choose to take the spell');
  const final = d.takeEffect ? c.casting.value : d.final;
  // Step 3E: the model resists iff its final total is strictly greater (suits are ignored; a tie goes to the caster).
  const resisted = final > c.casting.value;
  const combatTotal = c.casting.value - final;
  const out: MagicEvent1e[] = [{ type: 'ResistResolved1e', data: { castingId: c.castingId, modelId: d.modelId, final, resisted, combatTotal } }];
  const resists = { ...c.resists, [d.modelId]: { final, resisted, combatTotal } };
  if (!c.affected.every((x) => resists[x.modelId] !== undefined)) return out;
  const affected = c.affected.filter((x) => !resists[x.modelId].resisted).map((x) => ({ modelId: x.modelId, combatTotal: resists[x.modelId].combatTotal }));
  return [...out, { type: 'SpellResolved1e', data: { castingId: c.castingId, affected, moraleDuel: c.spell.moraleDuel === true && c.spell.rst === 'Wp' } }];
}

export function decideMagic(s: Malifaux1eMagicSlice, c: MagicCommand1e, policy: MagicPolicy1e): MagicEvent1e[] {
  switch (c.type) {
    case 'DeclareSpell1e':
      return declareSpell(s, c.data);
    case 'ResolveCasting1e':
      return resolveCasting(s, c.data);
    case 'ResolveResist1e':
      return resolveResist(s, c.data);
    case 'DrainSouls1e': {
      const d = c.data;
      require_(d.isLeader, R('MG-3'), '§11.1 Drain Souls', 'only a leader may Drain Souls');
      require_(d.sacrificed.length <= DRAIN_SOULS_MAX, R('MG-3'), '§11.1 Drain Souls', 'up to three models');
      for (const m of d.sacrificed) {
        require_(m.friendly && m.within6, R('MG-3'), '§11.1 Drain Souls', `${m.modelId}: a friendly model within 6"`);
        require_(!m.insignificant, R('MG-3'), '§11.1 Drain Souls', `${m.modelId}: Insignificant models can't be sacrificed this way`);
      }
      return [{ type: 'SoulsDrained1e', data: { seat: d.seat, leaderId: d.leaderId, sacrificed: d.sacrificed.map((m) => m.modelId), soulstonesGained: d.sacrificed.length, wpPenalty: (s.drainSoulsUses[d.seat] ?? 0) + 1 } }];
    }
    case 'Summon1e': {
      const d = c.data;
      // SU-3 (CT-3): a model controlled by an opponent can't summon.
      require_(!d.controlledByOpponent, R('SU-3'), '§11.5', "a model controlled by an opponent can't summon");
      // SU-1: completely within 6" (in base contact when summoned "in contact"); otherwise it can't be summoned.
      require_(d.completelyWithin6, R('SU-1'), '§11.5', 'the summoned base must be completely within 6" of the summoner');
      require_(!d.inContactRequired || d.inBaseContact === true, R('SU-1'), '§11.5', 'summoned "in contact": in base contact');
      // [DERIVED] §3.6 Rare and Unique limits apply to models in play.
      require_(d.rare === undefined || d.inPlaySameName < d.rare, R('SU-3'), '§11.5 / §3.6', `${d.name} is Rare ${d.rare}`);
      require_(!d.unique || d.inPlaySameName === 0, R('SU-3'), '§11.5 / §3.6', `${d.name} is Unique`);
      // SU-2: may activate this turn, but gains Slow; §20.2 #30 whether it must.
      return [{ type: 'ModelSummoned1e', data: { summonerId: d.summonerId, modelId: d.modelId, name: d.name, gainsSlow: true, mayActivateThisTurn: true, mustActivate: policy.summonedMustActivate, cost: 'I' } }];
    }
    case 'Transform1e': {
      const d = c.data;
      require_(s.transformed[d.modelId] === undefined, R('TF-1'), '§11.6', `${d.modelId} is already transformed`);
      // TF-1: if it still doesn't fit after shifting models, the transformation is cancelled.
      if (!d.fits) return [{ type: 'TransformationCancelled1e', data: { modelId: d.modelId, reason: 'no room for the new model' } }];
      // TF-2: new profile, original spells; TF-3: wounds carry over.
      return [{ type: 'ModelTransformed1e', data: { modelId: d.modelId, original: d.original, into: d.into, spells: d.originalSpells, wounds: d.wounds } }];
    }
    case 'EndTransformation1e': {
      const t = s.transformed[c.data.modelId];
      require_(t !== undefined, R('TF-3'), '§11.6', `${c.data.modelId} is not transformed`);
      return [{ type: 'TransformationEnded1e', data: { modelId: c.data.modelId, restored: t.original, wounds: c.data.wounds } }];
    }
    // Stryker disable next-line BlockStatement: an exhaustive switch: a typed command never reaches default
    default: {
      const never: never = c;
      return never;
    }
  }
}

export function evolveMagic(s: Malifaux1eMagicSlice, event: MagicEvent1e | DomainEvent): Malifaux1eMagicSlice {
  const e = event as MagicEvent1e;
  switch (e.type) {
    case 'SpellDeclared1e':
      return { ...s, current: { castingId: e.data.castingId, casterId: e.data.casterId, spell: e.data.spell, channel: e.data.channel, affected: e.data.affected, status: 'CASTING', casting: null, resists: {} } };
    case 'CastingResolved1e': {
      const c = s.current;
      if (!c) return s;
      if (!e.data.success) return { ...s, current: { ...c, status: 'DONE', casting: e.data.final } };
      const key = castKey(c.casterId, c.spell.name);
      return { ...s, casts: { ...s.casts, [key]: (s.casts[key] ?? 0) + 1 }, current: { ...c, status: 'RESISTING', casting: e.data.final } };
    }
    case 'ResistResolved1e': {
      const c = s.current;
      return c ? { ...s, current: { ...c, resists: { ...c.resists, [e.data.modelId]: { final: e.data.final, resisted: e.data.resisted, combatTotal: e.data.combatTotal } } } } : s;
    }
    case 'SpellResolved1e':
      return s.current ? { ...s, current: { ...s.current, status: 'DONE' } } : s;
    case 'SoulsDrained1e':
      return { ...s, drainSoulsUses: { ...s.drainSoulsUses, [e.data.seat]: e.data.wpPenalty } };
    case 'ModelSummoned1e':
      return { ...s, summoned: [...s.summoned, e.data.modelId] };
    case 'ModelTransformed1e':
      return { ...s, transformed: { ...s.transformed, [e.data.modelId]: { original: e.data.original, into: e.data.into, spells: e.data.spells, wounds: e.data.wounds } } };
    case 'TransformationEnded1e': {
      const rest = { ...s.transformed };
      delete rest[e.data.modelId];
      return { ...s, transformed: rest };
    }
    default:
      return s;
  }
}

/** §11.3, §20.2 #16: the combat total a spell's damage flip uses (null: no combat-total modifier). */
export function spellCombatTotal(combatTotal: number | null, policy: MagicPolicy1e): number | null {
  return combatTotal === null && policy.noResistCombatTotal === 'ZERO' ? 0 : combatTotal;
}
