// From the GG3 inputs (shape-checked DTOs) to the decider's command data (src/rules/malifaux-3e-gg3/commands.ts).
import type { Gg3Mapper } from './gg3-commands.service';
import type { Gg3ChooseSchemesInput, Gg3DeclareCrewInput, Gg3DeploymentZonesInput, Gg3ModelInput } from './dto/gg3-setup-commands.input';
import type { Gg3ClaimFactsInput, Gg3ClaimSchemeInput, Gg3DropMarkerInput, Gg3KillInput, Gg3MarkerModelsInput, Gg3ReplaceInput, Gg3StrategyFactsInput, Gg3SummonInput } from './dto/gg3-table-commands.input';

/** Drops the members that were not given, and expectedVersion (not a rules input). */
export function plain<I extends object>(input: I): object {
  return Object.fromEntries(Object.entries(input).filter(([k, v]) => v !== undefined && k !== 'expectedVersion'));
}

export const same: Gg3Mapper<object> = (i) => ({ factId: undefined, ...plain(i) });
export const noFact: Gg3Mapper<object> = (i) => plain(i);

const model = (m: Gg3ModelInput): object => ({ ...plain(m), cost: m.cost ?? null });
const byMarker = (list: Gg3MarkerModelsInput[] | undefined): Record<string, string[]> | undefined => (list ? Object.fromEntries(list.map((x) => [x.markerId, x.models])) : undefined);

export const crew: Gg3Mapper<Gg3DeclareCrewInput> = (i) => ({ models: i.models.map(model) });
export const schemes: Gg3Mapper<Gg3ChooseSchemesInput> = (i) => ({ schemes: i.schemes.map((s) => plain(s)) });
export const zones: Gg3Mapper<Gg3DeploymentZonesInput> = (i) => ({ half: i.half, ...(i.zoneA && i.zoneB ? { zones: { A: i.zoneA, B: i.zoneB } } : {}) });
export const kill: Gg3Mapper<Gg3KillInput> = (i) => ({ factId: i.factId, victim: i.victim, killer: i.killer ?? null, leadersWithin3: i.leadersWithin3 });
export const summon: Gg3Mapper<Gg3SummonInput> = (i) => ({ factId: i.factId, model: model(i.model), hasSummonUpgrade: i.hasSummonUpgrade });
export const replace: Gg3Mapper<Gg3ReplaceInput> = (i) => ({ factId: undefined, ...plain(i), cost: i.cost ?? null });
export const dropMarker: Gg3Mapper<Gg3DropMarkerInput> = (i, seat) => ({ markerId: i.markerId, type: i.type, owner: i.neutral === true ? null : seat, x: i.x, y: i.y });
export const strategyFacts: Gg3Mapper<Gg3StrategyFactsInput> = (i) => ({ factId: i.factId, near: byMarker(i.near) ?? {} });

function claimFacts(f: Gg3ClaimFactsInput | undefined): object {
  if (!f) return {};
  const { enemiesNearMarkers, engagedBy, near, ...rest } = f;
  return {
    ...plain(rest),
    ...(enemiesNearMarkers ? { enemiesNearMarkers: byMarker(enemiesNearMarkers) } : {}),
    ...(engagedBy ? { engagedBy: Object.fromEntries(engagedBy.map((x) => [x.model, x.enemies])) } : {}),
    ...(near ? { near: Object.fromEntries(near.map((x) => [x.model, x.enemy])) } : {}),
  };
}

export const claim: Gg3Mapper<Gg3ClaimSchemeInput> = (i) => ({ slot: i.slot, part: i.part, factId: i.factId, facts: claimFacts(i.facts), removeMarkers: i.removeMarkers ?? [] });
