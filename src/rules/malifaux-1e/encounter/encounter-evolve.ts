// malifaux-1e §14 Encounters: the encounter slice's evolve (rules/malifaux-1e.md §14.1-§14.12). Total: unknown events leave the slice as it is.
import type { DomainEvent, SeatId } from '../../core/decider';
import type { EncounterSliceEvent1e } from './encounter-events';
import type { Malifaux1eEncounterSlice, StrategyHeld } from './encounter-state';
import { hasSpecialTable } from './special-location';

const all = (s: Malifaux1eEncounterSlice, has: (x: SeatId) => boolean): boolean => s.seats.every(has);

export function evolveEncounter(s: Malifaux1eEncounterSlice, event: EncounterSliceEvent1e | DomainEvent): Malifaux1eEncounterSlice {
  const e = event as EncounterSliceEvent1e;
  switch (e.type) {
    case 'EncounterSetupBegun1e':
      return { ...s, step: 'CHOOSE_SIZE', policy: e.data.policy, magicPolicy: e.data.magicPolicy ?? s.magicPolicy, terrainPolicy: e.data.terrainPolicy ?? s.terrainPolicy, schemeDefinitions: e.data.schemes, strategyDefinitions: e.data.strategies ?? [] };
    case 'EncounterSizeChosen1e':
      return { ...s, step: 'CHOOSE_FACTIONS', size: e.data.size, soulstones: e.data.soulstones };
    case 'FactionChosen1e': {
      const factions = { ...s.factions, [e.data.seat]: e.data.faction };
      return { ...s, factions, step: all(s, (x) => factions[x] !== undefined) ? 'DETERMINE_LOCATION' : s.step };
    }
    case 'SetupFlipped1e':
      return e.data.table === 'INDOOR_OUTDOOR' && (e.data.result === 'OUTDOOR' || e.data.result === 'INDOOR') ? { ...s, where: e.data.result } : s;
    case 'SetupChoicePending1e':
      return { ...s, pending: e.data };
    case 'SetupChoiceMade1e':
      return { ...s, pending: null, ...(e.data.what === 'INDOOR_OUTDOOR' ? { where: e.data.value as 'OUTDOOR' | 'INDOOR' } : {}) };
    case 'LocationDetermined1e':
      return { ...s, where: e.data.where, location: e.data.location, step: hasSpecialTable(e.data.location) ? 'SPECIAL_LOCATION' : 'RECORD_TERRAIN' };
    case 'SpecialLocationApplied1e':
      return { ...s, specials: [...s.specials, ...e.data.specials], step: 'RECORD_TERRAIN' };
    case 'EncounterTerrainRecorded1e':
      return { ...s, step: 'DETERMINE_DEPLOYMENT' };
    case 'DeploymentDetermined1e':
      return { ...s, deployment: e.data.deployment, step: 'CHOOSE_ENCOUNTER_TYPE' };
    case 'EncounterTypeChosen1e':
      return { ...s, encounterType: e.data.type, step: e.data.type === 'GENERAL' ? 'DETERMINE_STRATEGIES' : s.step };
    case 'ExtendedKindDetermined1e':
      return { ...s, extendedKind: e.data.kind, step: 'DETERMINE_STRATEGIES' };
    case 'StrategyDetermined1e': {
      const strategies: Partial<Record<SeatId, StrategyHeld>> =
        e.data.seat === null ? Object.fromEntries(s.seats.map((x) => [x, { id: e.data.strategy, shared: true }])) : { ...s.strategies, [e.data.seat]: { id: e.data.strategy, shared: false } };
      // W37: once every individual strategy is known, the paid reflip opens.
      const reflip = s.step === 'DETERMINE_STRATEGIES' && s.encounterType === 'EXTENDED' && s.extendedKind === 'INDIVIDUAL' && s.policy.allowStrategyReflip && all(s, (x) => strategies[x] !== undefined);
      return { ...s, strategies, step: reflip ? 'REFLIP_STRATEGIES' : s.step };
    }
    case 'StrategyReflipDecided1e':
      return { ...s, reflipDecided: [...s.reflipDecided, e.data.seat], reflipped: e.data.reflip ? [...s.reflipped, e.data.seat] : s.reflipped };
    case 'StrategiesSettled1e':
      return { ...s, strategies: e.data.strategies, step: 'HIRE_CREWS' };
    case 'CrewSubmitted1e':
      return { ...s, crews: { ...s.crews, [e.data.seat]: { list: e.data.list, hiring: e.data.hiring } } };
    case 'CrewsRevealed1e':
      return { ...s, crewsRevealed: true, step: 'CHOOSE_SCHEMES' };
    case 'SchemesChosen1e':
      return { ...s, schemes: { ...s.schemes, [e.data.seat]: e.data.schemes } };
    case 'StartingPoolsSet1e':
      return { ...s, pools: e.data.pools, step: 'DEPLOYMENT_ORDER' };
    case 'DeploymentOrderFlipped1e':
      return { ...s, orderWinner: e.data.winner, deployOrder: [e.data.winner, ...s.seats.filter((x) => x !== e.data.winner)], step: 'DEPLOY' };
    case 'CrewDeployed1e': {
      const deployed = [...s.deployed, e.data.seat];
      return { ...s, deployed, step: all(s, (x) => deployed.includes(x)) ? 'ANNOUNCE_SCHEMES' : s.step };
    }
    case 'SchemesAnnounced1e': {
      const ids = new Set(e.data.schemes.map((x) => x.id));
      const mine = (s.schemes[e.data.seat] ?? []).map((x) => (ids.has(x.id) ? { ...x, announced: true } : x));
      return { ...s, announcedBy: [...s.announcedBy, e.data.seat], schemes: { ...s.schemes, [e.data.seat]: mine } };
    }
    case 'EncounterBegun1e':
      return { ...s, step: 'PLAYING', turn: 1 };
    case 'EndFlipped1e':
      return { ...s, endFlips: [...s.endFlips, e.data] };
    case 'TurnCompleted1e':
      return e.data.gameOver ? { ...s, step: 'SCORING' } : { ...s, turn: e.data.turn + 1 };
    case 'SchemesRevealed1e':
      return { ...s, schemesRevealed: true };
    case 'VictoryPointsScored1e':
      return { ...s, vp: { ...s.vp, [e.data.seat]: { lines: e.data.lines, raw: e.data.raw, capped: e.data.capped } } };
    case 'EncounterDecided1e':
      return { ...s, step: 'ENDED', winner: e.data.winner };
    default:
      return s;
  }
}
