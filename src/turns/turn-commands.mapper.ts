// Validated inputs → Malifaux 2E turn command data (turn/turn-commands.ts): lists of facts become maps, absent fields stay absent.
import type { SeatId } from '../rules/core/decider';
import type { Suit } from '../rules/malifaux/cards';
import type { Station } from '../rules/malifaux-2e/duel/duel-roles';
import type { TriggerTiming } from '../rules/malifaux-2e/duel/triggers';
import type { Ability, AbilityKeyword, ActionDef, DuelStatName, Manifestation, ModelDef, RangeKind, ResistStat } from '../rules/malifaux-2e/turn/crew';
import type { DeclaredFacts } from '../rules/malifaux-2e/turn/table-state';
import type { AbilityInput, ActionCardInput, ModelInput } from './dto/crew.input';
import type { DeclaredFactsInput, SightFactInput } from './dto/turn-commands.input';
import type { SightFact1e, SightObstacle1e } from '../rules/malifaux-1e/commands';

const opt = <K extends string, V>(k: K, v: V | null | undefined): Partial<Record<K, V>> => (v === undefined || v === null ? {} : ({ [k]: v } as Record<K, V>));

function actionOf(a: ActionCardInput): ActionDef {
  return {
    name: a.name,
    ap: a.ap,
    category: a.category as ActionDef['category'],
    range: { kind: a.range.kind as RangeKind, inches: a.range.inches },
    ...opt('stat', a.stat ? { name: a.stat.name as DuelStatName, value: a.stat.value, ...opt('suits', a.stat.suits as Suit[] | undefined) } : undefined),
    ...opt('resist', a.resist as ResistStat | undefined),
    ...opt('tn', a.tn),
    ...opt('suits', a.suits as Suit[] | undefined),
    ...opt(
      'damage',
      a.damage ? { weak: a.damage.weak, moderate: a.damage.moderate, severe: a.damage.severe, ...opt('blasts', a.damage.blasts ? { ...opt('weak', a.damage.blasts.weak), ...opt('moderate', a.damage.blasts.moderate), ...opt('severe', a.damage.blasts.severe) } : undefined) } : undefined,
    ),
    ...opt('triggers', a.triggers?.map((t) => ({ name: t.name, suits: t.suits as Suit[], timing: t.timing as TriggerTiming, ...opt('grantsAction', t.grantsAction), ...opt('addsDamage', t.addsDamage) }))),
    ...opt('conditionsOnHit', a.conditionsOnHit?.map((c) => ({ name: c.name, ...opt('value', c.value) }))),
    ...opt('oncePerTurn', a.oncePerTurn),
  };
}

const abilityOf = (a: AbilityInput): Ability => ({ keyword: a.keyword as AbilityKeyword, ...opt('value', a.value), ...opt('characteristic', a.characteristic) });

export function modelOf(m: ModelInput): ModelDef {
  return {
    id: m.id,
    name: m.name,
    station: m.station as Station,
    characteristics: m.characteristics,
    stats: { df: m.stats.df, wp: m.stats.wp, wk: m.stats.wk, cg: m.stats.cg ?? null, ht: m.stats.ht },
    wounds: m.wounds,
    baseMm: m.baseMm as ModelDef['baseMm'],
    abilities: (m.abilities ?? []).map(abilityOf),
    actions: m.actions.map(actionOf),
    ...opt('immuneTo', m.immuneTo),
    ...opt('avatar', m.avatar ? { name: m.avatar.name, manifestedBaseMm: m.avatar.manifestedBaseMm as 30 | 40 | 50, manifestation: m.avatar.manifestation as Manifestation } : undefined),
    ...opt('upgrades', m.upgrades?.map((u) => ({ name: u.name, ...opt('abilities', u.abilities?.map(abilityOf)) }))),
  };
}

/** malifaux-1e LOS-1..LOS-6: one target's sight lines, optional fields left out. */
export function sightFactOf(d: SightFactInput): SightFact1e {
  return {
    ...opt('attackerElevation', d.attackerElevation),
    ...opt('targetElevation', d.targetElevation),
    obstacles: (d.obstacles ?? []).map((o) => ({
      kind: o.kind as SightObstacle1e['kind'],
      ht: o.ht,
      allLines: o.allLines,
      ...opt('inchesInto', o.inchesInto),
      ...opt('crossesCompletely', o.crossesCompletely),
      ...opt('targetWithin1', o.targetWithin1),
      ...opt('attackerWithin1', o.attackerWithin1),
      ...opt('attackerOn', o.attackerOn),
      ...opt('targetOn', o.targetOn),
      ...opt('targetInShadow', o.targetInShadow),
      ...opt('attackerInShadow', o.attackerInShadow),
      ...opt('inchesAcross', o.inchesAcross),
    })),
  };
}

/** The declared facts; `inTargetMeleeZone` and `enemiesEngagedWith` are read by malifaux-1e only (§10.6). */
export function factsOf(f: DeclaredFactsInput | null | undefined): DeclaredFacts & { inTargetMeleeZone?: string[]; enemiesEngagedWith?: Record<string, number>; sight?: Record<string, SightFact1e> } {
  if (!f) return {};
  const map = <T, V>(xs: readonly T[] | undefined | null, key: (x: T) => string, val: (x: T) => V): Record<string, V> | undefined => (xs ? Object.fromEntries(xs.map((x) => [key(x), val(x)])) : undefined);
  return {
    ...opt('distances', map(f.distances, (d) => d.modelId, (d) => d.inches)),
    ...opt('los', map(f.los, (d) => d.modelId, (d) => d.los as 'CLEAR' | 'NONE')),
    ...opt('cover', map(f.cover, (d) => d.modelId, (d) => d.cover as 'NONE' | 'SOFT' | 'HARD')),
    ...opt('elevation', map(f.elevation, (d) => d.modelId, (d) => ({ difference: d.difference, lowerModelHt: d.lowerModelHt }))),
    ...opt('engagedWith', f.engagedWith),
    ...opt('moved', f.moved),
    ...opt('severeInches', f.severeInches),
    ...opt('endsInEngagementRange', f.endsInEngagementRange),
    ...opt('passesThroughBases', f.passesThroughBases),
    ...opt('endsInImpassable', f.endsInImpassable),
    ...opt('entersEnclosedIgnoringTerrain', f.entersEnclosedIgnoringTerrain),
    ...opt('leavesEngagementOf', f.leavesEngagementOf),
    ...opt('blastHits', f.blastHits),
    ...opt('friendlySchemeMarkerWithin4', f.friendlySchemeMarkerWithin4),
    ...opt('markersInBaseContact', f.markersInBaseContact),
    ...opt('targetEngagedWithin2', f.targetEngagedWithin2),
    ...opt('within2OfTarget', f.within2OfTarget),
    ...opt('inTargetMeleeZone', f.inTargetMeleeZone),
    ...opt('enemiesEngagedWith', map(f.enemiesEngagedWith, (d) => d.modelId, (d) => d.count)),
    ...opt('sight', map(f.sight, (d) => d.modelId, sightFactOf)),
  };
}

export const seatOf = (s: string | undefined): SeatId | undefined => s as SeatId | undefined;
export { opt };
