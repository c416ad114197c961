// Malifaux 1E §13-§14 routes as data: each input becomes one encounter-slice command (rules/malifaux-1e/encounter/).
import { randomUUID } from 'node:crypto';
import { defined } from './mage-wars-commands.service';
import type { Route1e } from './malifaux-1e-commands.service';
import type {
  M1eAnnounceInput, M1eBeginSetupInput, M1eChoiceInput, M1eCrewListInput, M1eDeploymentInput, M1eEncounterTypeInput, M1eEndTurnInput, M1eFactionInput, M1eLocationInput,
  M1eReflipInput, M1eSchemesInput, M1eScoreInput, M1eSizeInput, M1eTerrainInput,
  M1eVpAwardInput,
} from './dto/malifaux-1e-encounter.input';

const now = (): Record<string, unknown> => ({ now: new Date().toISOString() });

/** §14.7, SC-2: one award as plain data. */
const award = (a: M1eVpAwardInput): { vp: number; conditions: string[]; announcedOnly?: boolean } => ({ vp: a.vp, conditions: a.conditions ?? [], ...(a.announcedOnly === true ? { announcedOnly: true } : {}) });

export const routes1e = {
  begin: (i: M1eBeginSetupInput): Route1e => ({
    type: 'BeginEncounterSetup1e',
    data: defined({
      policy: i.policy ? defined({ ...i.policy }) : undefined,
      magicPolicy: i.magicPolicy ? defined({ ...i.magicPolicy }) : undefined,
      terrainPolicy: i.terrainPolicy ? defined({ ...i.terrainPolicy }) : undefined,
      schemes: i.schemes?.map((s) => defined({ ...s, awards: s.awards?.map(award) })),
      strategies: i.strategies?.map((s) => defined({ id: s.id, awards: s.awards.map(award), sharedAwards: s.sharedAwards?.map(award) })),
    }),
  }),
  size: (i: M1eSizeInput): Route1e => ({ type: 'ChooseEncounterSize1e', data: { size: i.size, soulstones: i.soulstones } }),
  faction: (i: M1eFactionInput): Route1e => ({ type: 'ChooseFaction1e', data: { faction: i.faction }, seat: true }),
  location: (i: M1eLocationInput): Route1e => ({ type: 'DetermineLocation1e', data: defined({ mode: i.mode, location: i.location }), seat: true }),
  choice: (i: M1eChoiceInput): Route1e => ({ type: 'MakeSetupChoice1e', data: { value: i.value }, seat: true }),
  special: (): Route1e => ({ type: 'FlipSpecialLocation1e', data: {}, seat: true }),
  terrain: (i: M1eTerrainInput): Route1e => ({ type: 'RecordEncounterTerrain1e', data: { pieces: i.pieces.map((p) => defined({ ...p, traits: p.traits ?? [] })) } }),
  deployment: (i: M1eDeploymentInput): Route1e => ({ type: 'DetermineDeployment1e', data: defined({ mode: i.mode, deployment: i.deployment }), seat: true }),
  encounterType: (i: M1eEncounterTypeInput): Route1e => ({ type: 'ChooseEncounterType1e', data: { type: i.type }, seat: true }),
  strategy: (): Route1e => ({ type: 'FlipStrategy1e', data: {}, seat: true }),
  reflip: (i: M1eReflipInput): Route1e => ({ type: 'DecideStrategyReflip1e', data: { reflip: i.reflip }, seat: true }),
  crew: (i: M1eCrewListInput): Route1e => ({ type: 'SubmitCrew1e', data: { list: { faction: i.faction, leaders: i.leaders, models: i.models.map((m) => defined({ ...m, factions: m.factions ?? [] })) } }, seat: true }),
  schemes: (i: M1eSchemesInput): Route1e => ({ type: 'ChooseSchemes1e', data: { schemes: i.schemes.map((s) => ({ id: s.id, selects: s.selects ?? [] })) }, seat: true }),
  deploymentOrder: (): Route1e => ({ type: 'FlipDeploymentOrder1e', data: {}, server: { flipId: randomUUID() } }),
  deploy: (): Route1e => ({ type: 'DeployCrew1e', data: {}, seat: true }),
  announce: (i: M1eAnnounceInput): Route1e => ({ type: 'AnnounceSchemes1e', data: { schemes: i.schemes ?? [] }, seat: true }),
  endTurn: (i: M1eEndTurnInput): Route1e => ({ type: 'EndTurn1e', data: { turn: i.turn }, server: now() }),
  score: (i: M1eScoreInput): Route1e => ({ type: 'ScoreVictoryPoints1e', data: { lines: i.lines.map((l) => defined({ ...l })) }, seat: true, server: now() }),
};
