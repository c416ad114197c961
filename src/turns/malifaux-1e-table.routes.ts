// Malifaux 1E §11-§13 routes as data: each input becomes one magic, morale or terrain command (rules/malifaux-1e/{magic,morale,terrain}/).
import { randomUUID } from 'node:crypto';
import { defined } from '../encounters/mage-wars-commands.service';
import { modelOf } from './turn-commands.mapper';
import type { RuleSource1e, RuleWording1e } from '../rules/malifaux-1e/commands';
import type { Route1e } from '../encounters/malifaux-1e-commands.service';
import type {
  M1eAreaInput, M1eAttackTerrainInput, M1eEnterHazardInput, M1eCastingInput, M1eDeclareSpellInput, M1eDrainSoulsInput, M1eDuelIdInput, M1eEndTransformInput, M1eFleeMoveInput, M1eModelIdInput,
  M1eMoraleActionInput, M1eMoraleDuelInput, M1eMoraleModelsInput, M1eRallyEndInput, M1eResistInput, M1eSourceInput, M1eSummonInput, M1eTerrifyingInput, M1eTransformInput, M1eRuleDisputeInput, M1eResolveEffectsInput,
} from './dto/malifaux-1e-table.input';

export const tableRoutes1e = {
  spell: (i: M1eDeclareSpellInput): Route1e => ({
    type: 'DeclareSpell1e',
    data: {
      casterId: i.casterId,
      spell: { name: i.spell.name, ap: i.spell.ap, tn: i.spell.tn, suits: i.spell.suits ?? [], rst: i.spell.rst ?? null, range: i.spell.range, rg: i.spell.rg ?? 'C', ...defined({ limit: i.spell.limit, moraleDuel: i.spell.moraleDuel }) },
      channel: i.channel === true,
      // MG-1: the targets' friendliness is the server's to know; the facts are declared.
      targets: i.targets.map((t) => ({ modelId: t.modelId, inLoS: t.inLoS !== false, distance: t.distance, friendly: false })),
      upFrontConditionsMet: i.conditionsUnmet !== true,
    },
    server: { castingId: randomUUID() },
  }),
  casting: (i: M1eCastingInput): Route1e => ({ type: 'ResolveCasting1e', data: { castingId: i.castingId, extraConditionsMet: i.extraConditionUnmet !== true } }),
  resistDuel: (i: M1eResistInput): Route1e => ({ type: 'StartResistDuel1e', data: { castingId: i.castingId, modelId: i.modelId } }),
  resisted: (i: M1eResistInput): Route1e => ({ type: 'ResolveResist1e', data: defined({ castingId: i.castingId, modelId: i.modelId, takeEffect: i.takeEffect }) }),
  drainSouls: (i: M1eDrainSoulsInput): Route1e => ({
    type: 'DrainSouls1e',
    data: { leaderId: i.leaderId, isLeader: true, sacrificed: (i.sacrificed ?? []).map((x) => ({ modelId: x.modelId, friendly: true, within6: x.within6 === true, insignificant: x.insignificant === true })) },
    seat: true,
  }),
  summon: (i: M1eSummonInput): Route1e => ({
    type: 'Summon1e',
    data: defined({ summonerId: i.summonerId, modelId: i.modelId, name: i.name, controlledByOpponent: i.controlledByOpponent === true, rare: i.rare, unique: i.unique, inPlaySameName: i.inPlaySameName, completelyWithin6: i.completelyWithin6 === true, inContactRequired: i.inContactRequired, inBaseContact: i.inBaseContact, card: i.card ? modelOf(i.card) : undefined }),
  }),
  transform: (i: M1eTransformInput): Route1e => ({ type: 'Transform1e', data: { modelId: i.modelId, original: i.original, into: i.into, originalSpells: i.originalSpells ?? [], fits: i.fits === true, wounds: i.wounds, ...(i.card ? { card: modelOf(i.card) } : {}) } }),
  endTransform: (i: M1eEndTransformInput): Route1e => ({ type: 'EndTransformation1e', data: { modelId: i.modelId, wounds: i.wounds } }),
  moraleModels: (i: M1eMoraleModelsInput): Route1e => ({
    type: 'RegisterMoraleModels1e',
    data: { models: i.models.map((m) => ({ id: m.id, wp: m.wp, wk: m.wk, living: m.living === true, immuneToMorale: m.immuneToMorale === true, immuneToTerrifying: m.immuneToTerrifying === true, terrifying: m.terrifying ?? null, flies: m.flies === true, meleeZones: m.meleeZone ? [m.meleeZone] : [] })) },
    seat: true,
  }),
  terrifying: (i: M1eTerrifyingInput): Route1e => ({ type: 'CheckTerrifying1e', data: { modelId: i.modelId, sourceId: i.sourceId, moment: i.moment, distance: i.distance }, server: { duelId: randomUUID() } }),
  moraleDuel: (i: M1eMoraleDuelInput): Route1e => ({ type: 'RequireMoraleDuel1e', data: defined({ modelId: i.modelId, tn: i.tn, sourceId: i.sourceId, labelledMorale: i.labelledMorale === true }), server: { duelId: randomUUID() } }),
  startMoraleDuel: (i: M1eDuelIdInput): Route1e => ({ type: 'StartMoraleDuel1e', data: { duelId: i.duelId } }),
  resolveMoraleDuel: (i: M1eDuelIdInput): Route1e => ({ type: 'ResolveMoraleDuel1e', data: { duelId: i.duelId } }),
  forceFlee: (i: M1eModelIdInput): Route1e => ({ type: 'ForceFlee1e', data: { modelId: i.modelId } }),
  fleeMove: (i: M1eFleeMoveInput): Route1e => ({
    type: 'MakeFleeMove1e',
    data: { modelId: i.modelId, distance: i.distance, atTableEdge: i.atTableEdge === true, duringOwnActivation: i.duringOwnActivation === true, ...defined({ stoppedAtEdge: i.stoppedAtEdge, blocked: i.blocked, paralyzed: i.paralyzed, engagedWithCause: i.engagedWithCause, awayFromCause: i.awayFromCause, leavesEngagementOf: i.leavesEngagementOf }) },
  }),
  leaveArea: (i: M1eAreaInput): Route1e => ({ type: 'LeaveTerrifyingArea1e', data: { modelId: i.modelId, sourceId: i.sourceId } }),
  endTerrifying: (i: M1eSourceInput): Route1e => ({ type: 'EndTerrifyingEffect1e', data: { sourceId: i.sourceId } }),
  rallyBegin: (i: M1eModelIdInput): Route1e => ({ type: 'BeginMoraleActivation1e', data: { modelId: i.modelId } }),
  moraleAction: (i: M1eMoraleActionInput): Route1e => ({ type: 'TakeMoraleAction1e', data: { modelId: i.modelId, category: i.category } }),
  rallyEnd: (i: M1eRallyEndInput): Route1e => ({ type: 'EndMoraleActivation1e', data: { modelId: i.modelId, paralyzed: i.paralyzed === true } }),
  enterHazard: (i: M1eEnterHazardInput): Route1e => ({ type: 'EnterHazard1e', data: defined({ modelId: i.modelId, pieceId: i.pieceId, flies: i.flies, hazardsAffectFliers: i.hazardsAffectFliers }) }),
  ruleDispute: (i: M1eRuleDisputeInput): Route1e => ({
    type: 'SettleRuleDispute1e',
    data: {
      topic: i.topic,
      readings: Object.fromEntries(i.readings.map((x) => [x.seat, x.reading])),
      // GEN-6: only when every reading names its source and wording can the ranking decide.
      ...(i.readings.every((x) => x.source && x.wording) ? { ranks: Object.fromEntries(i.readings.map((x) => [x.seat, { source: x.source as RuleSource1e, wording: x.wording as RuleWording1e }])) } : {}),
    },
    server: { disputeId: randomUUID() },
  }),
  effects: (i: M1eResolveEffectsInput): Route1e => ({
    type: 'ResolveEffects1e',
    data: {
      mode: i.mode as 'SEQUENCE' | 'SIMULTANEOUS',
      effects: i.effects.map((e) =>
        defined({ kind: e.kind, modelId: e.modelId, condition: e.condition ? { name: e.condition } : undefined, wounds: e.wounds, byModelId: e.byModelId, inches: e.inches, controller: e.controller === undefined || e.controller === null ? undefined : e.controller === 'NONE' ? null : e.controller, mandatory: e.mandatory, immediate: e.immediate }),
      ),
    },
    server: { effectsId: randomUUID() },
  }),
  attackTerrain: (i: M1eAttackTerrainInput): Route1e => ({ type: 'AttackTerrain', data: defined({ pieceId: i.pieceId, section: i.section, damage: i.damage, modelId: i.modelId, weapon: i.weapon, cheat: i.cheat }) }),
};
