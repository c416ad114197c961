// The typed data of Malifaux 3E Gaining Grounds 3's events for both contracts (src/common/contract/event-model.ts), as
// the redaction of src/rules/malifaux-3e-gg3/view.ts (redactEvent) leaves it: what it withholds is nullable. Every event
// type is listed (a new one does not compile until it is described); none is served untyped. Models are named
// `Gg3<Type>Data`: several type names (EncounterCreated, ModelKilled, SchemeRevealed, ...) are Malifaux 2E's too, with
// other data, and each ruleset's events resolve to its own models (src/encounters/models/event-data.union.ts).
// A JSON field stays only where the keys are open: a declared fact's payload (by `kind`, and a scheme claim's facts
// by scheme); Guard the Stash's models near each marker are a map by marker id (GraphQL: its entries).
import { eventModel, list, map, model, nullable, optional, type EventModel, type ModelSpec } from '../common/contract/event-model';
import { Gg3SchemesCommittedSecretModel, Gg3SeatPolygonsModel } from '../encounters/models/gg3-event-parts.model';
import { Gg3ClaimsModel, Gg3GenerationModel, Gg3MarkerModel, Gg3ModelModel, Gg3PoliciesModel, Gg3SchemeSecretModel, Gg3TerrainModel } from '../encounters/models/gg3-state.model';
import type { Gg3EventType } from '../rules/malifaux-3e-gg3/events';

const gg3Event = (type: Gg3EventType, description: string, spec: ModelSpec): EventModel => ({ type, data: model(`Gg3${type}Data`, description, spec) });
/** GraphQL has no empty object type: an event without data shows its type (GraphQL only; REST data is `{}`). */
const noData = { eventType: optional('string', { description: 'The event type (GraphQL only): this event carries no data' }) };

const BySeat = () => Gg3ClaimsModel; // { A: Int, B: Int }: Claim tokens, VP, nonces or counts by seat
const SeatName = model('Gg3SeatName', 'A seat and its player’s name', { seat: 'Seat', name: 'string' });
const FlipRound = model('Gg3FlipRound', 'One round of a flip: each seat’s card', { A: 'string', B: 'string' });
const SeatHalves = model('Gg3SeatHalves', 'GEO-5: the half of the table (low or high) each seat deploys in', { A: 'string', B: 'string' });
const CovertSecret = model('Gg3CovertSecret', 'CV-3 / SEC-3: the selected models and the salt of the commitment', { lineageIds: list('string'), salt: 'string' });
const CovertPlacement = model('Gg3CovertPlacement', 'CV-4: the scheme marker placed with a Covert Operation reveal', { model: 'string', marker: 'string', notEngaged: 'boolean', within2: 'boolean' });

const tableFact = { factId: 'string', by: 'Seat' } as const;
const turn = { turn: 'int' } as const;

export const GG3_EVENT_MODELS: Readonly<Record<Gg3EventType, EventModel>> = {
  // Creation and the generated encounter (§3, EN-2)
  EncounterCreated: gg3Event('EncounterCreated', 'A GG3 encounter created; the seed is withheld until the end', {
    encounterId: 'string',
    players: list(() => SeatName),
    seedCommitment: 'string',
    seed: nullable('string', { description: 'null until the encounter ends' }),
    createdAt: 'string',
    policies: () => Gg3PoliciesModel,
  }),
  EncounterGenerated: gg3Event('EncounterGenerated', 'The Deployment, Strategy and scheme pool generated (EN-2)', {
    deployment: 'string',
    strategy: 'string',
    schemePool: list('int'),
    generation: () => Gg3GenerationModel,
  }),
  TerrainRegistered: gg3Event('TerrainRegistered', 'The terrain registered (GEO-1 inches)', { terrain: list(() => Gg3TerrainModel) }),
  // Crews and secret choices (§10.3, SEC-1)
  CrewDeclared: gg3Event('CrewDeclared', 'A crew declared in secret', {
    seat: 'Seat',
    models: nullable(list(() => Gg3ModelModel), { description: 'null for the other seat until both crews are revealed' }),
  }),
  CrewsRevealed: gg3Event('CrewsRevealed', 'Both crews revealed', noData),
  SchemesCommitted: gg3Event('SchemesCommitted', 'Two schemes chosen in secret: the commitments are public (SEC-1)', {
    seat: 'Seat',
    commitments: list('string'),
    valid: 'boolean',
    secret: () => Gg3SchemesCommittedSecretModel,
  }),
  // Attacker, zones, markers, deployment (§10.3, GEO-5)
  FateFlipped: gg3Event('FateFlipped', 'The server’s flip for the Attacker or a turn’s Initiative', {
    purpose: { kind: 'string', description: 'attacker or initiative' },
    turn: 'int',
    nonces: BySeat,
    rounds: list(() => FlipRound),
    winner: 'Seat',
  }),
  AttackerDefenderDetermined: gg3Event('AttackerDefenderDetermined', 'The Attacker and Defender', { attacker: 'Seat', defender: 'Seat', chosenBy: optional('Seat', { description: 'The flip winner who chose' }) }),
  DeploymentZonesChosen: gg3Event('DeploymentZonesChosen', 'The deployment zones chosen (GEO-5)', {
    halves: () => SeatHalves,
    zones: () => Gg3SeatPolygonsModel,
    centerlineOrientation: 'string',
  }),
  StrategyMarkerDropped: gg3Event('StrategyMarkerDropped', 'A Strategy marker placed (MK-1)', { marker: () => Gg3MarkerModel }),
  MarkerDropped: gg3Event('MarkerDropped', 'A marker dropped (MK-1)', { marker: () => Gg3MarkerModel, by: 'Seat' }),
  MarkerRemoved: gg3Event('MarkerRemoved', 'A marker removed', { markerId: 'string', reason: 'string' }),
  CrewsDeployed: gg3Event('CrewsDeployed', 'The crews deployed', noData),
  PregameInitiativeDeclared: gg3Event('PregameInitiativeDeclared', 'The pre-game Initiative for Cursed Objects (OQ-1)', { seat: 'Seat' }),
  CurseTokenPlaced: gg3Event('CurseTokenPlaced', 'A Curse token placed on a model (CO-1)', { placerCrew: 'Seat', model: 'string', phase: { kind: 'string', description: 'setup or summon' } }),
  CurseSetupEnded: gg3Event('CurseSetupEnded', 'The Curse token placement ended; seats that had none to place', { skipped: list('Seat') }),
  ClaimTokensGranted: gg3Event('ClaimTokensGranted', 'Claim tokens granted to models (MK-2)', { lineageIds: list('string') }),
  // The turn (§6)
  TurnStarted: gg3Event('TurnStarted', 'A turn started with its Initiative', { turn: 'int', initiative: 'Seat', chosenBy: optional('Seat', { description: 'The flip winner who chose' }) }),
  CovertSelectionCommitted: gg3Event('CovertSelectionCommitted', 'A Covert Operation selection committed (CV-3, SEC-3)', {
    seat: 'Seat',
    turn: 'int',
    commitment: 'string',
    secret: nullable(() => CovertSecret, { description: 'null for the other seat' }),
  }),
  ActivationPhaseStarted: gg3Event('ActivationPhaseStarted', 'The Activation Phase started', turn),
  DamageApplied: gg3Event('DamageApplied', 'Damage declared on the table (a disputable fact)', { ...tableFact, source: 'string', target: 'string', amount: 'int', activationId: 'string' }),
  Healed: gg3Event('Healed', 'Healing declared on the table (a disputable fact)', { ...tableFact, target: 'string', amount: 'int' }),
  ModelKilled: gg3Event('ModelKilled', 'A kill declared (a disputable fact)', {
    ...tableFact,
    victim: 'string',
    killer: nullable('string'),
    killerController: nullable('Seat'),
    leadersWithin3: list('string'),
    wasBuried: 'boolean',
  }),
  CurseDiscardDeclined: gg3Event('CurseDiscardDeclined', 'The enemy crew declined to discard a Curse token of a killed model (CO-6)', { byCrew: 'Seat', fromModel: 'string' }),
  CurseTokenDiscarded: gg3Event('CurseTokenDiscarded', 'A Curse token of a killed model discarded (CO-6)', { byCrew: 'Seat', fromModel: 'string', turn: 'int' }),
  CurseTokensRedistributed: gg3Event('CurseTokensRedistributed', 'A killed model’s Curse tokens passed on (CO-6, OQ-3)', { fromModel: 'string', to: list('string'), removed: 'int' }),
  ModelSummoned: gg3Event('ModelSummoned', 'A model summoned (a disputable fact)', { ...tableFact, model: () => Gg3ModelModel }),
  ModelReplaced: gg3Event('ModelReplaced', 'A model replaced in its lineage (MD-1, a disputable fact)', {
    ...tableFact,
    lineageId: 'string',
    modelId: 'string',
    name: 'string',
    station: 'Station',
    cost: nullable('int', { description: 'null: printed Cost `–`' }),
    maxHealth: 'int',
    higherCost: 'boolean',
  }),
  ModelBuried: gg3Event('ModelBuried', 'A model buried (a disputable fact)', { ...tableFact, lineageId: 'string' }),
  ModelUnburied: gg3Event('ModelUnburied', 'A model unburied (a disputable fact)', { ...tableFact, lineageId: 'string' }),
  StrategyMarkerPushed: gg3Event('StrategyMarkerPushed', 'A Strategy marker pushed (a disputable fact)', {
    ...tableFact,
    model: 'string',
    markerId: 'string',
    x: 'float',
    y: 'float',
    distance: 'float',
    removedMarkers: list('string'),
  }),
  CurseTokenMoved: gg3Event('CurseTokenMoved', 'A Curse token passed between models (a disputable fact)', { ...tableFact, from: 'string', to: 'string' }),
  ActivationEnded: gg3Event('ActivationEnded', 'A model’s activation ended', { lineageId: 'string', activationId: 'string' }),
  // The End Phase, scoring and claims (§6 CP-END)
  EndPhaseStarted: gg3Event('EndPhaseStarted', 'The End Phase started', turn),
  CovertSelectionRevealed: gg3Event('CovertSelectionRevealed', 'A Covert Operation selection revealed; hidden from the other seat until both have (CV-4)', {
    seat: 'Seat',
    turn: 'int',
    lineageIds: nullable(list('string')),
    salt: nullable('string'),
    placement: nullable(() => CovertPlacement),
    factId: nullable('string'),
  }),
  CovertPlacementsApplied: gg3Event('CovertPlacementsApplied', 'The revealed Covert placements applied', turn),
  ClaimTokenPlaced: gg3Event('ClaimTokenPlaced', 'A Claim token placed on a marker (MK-2)', { seat: 'Seat', model: 'string', marker: 'string', factId: 'string' }),
  StrategyFactsDeclared: gg3Event('StrategyFactsDeclared', 'Guard the Stash: the models near each Strategy marker (a disputable fact)', {
    seat: 'Seat',
    factId: 'string',
    near: map(list('string'), { description: 'Model lineage ids by Strategy marker id' }),
  }),
  StrategyVpAwarded: gg3Event('StrategyVpAwarded', 'Strategy VP awarded', { awardId: 'string', seat: 'Seat', turn: 'int', vp: 'int', reason: 'string', factIds: list('string') }),
  StrategyScored: gg3Event('StrategyScored', 'The Strategy scored for the turn', { turn: 'int', counts: BySeat }),
  SchemeRevealed: gg3Event('SchemeRevealed', 'A scheme revealed with its secret and salt (SEC-1)', { seat: 'Seat', slot: 'int', payload: () => Gg3SchemeSecretModel, salt: 'string' }),
  SchemeVpAwarded: gg3Event('SchemeVpAwarded', 'Scheme VP awarded', {
    awardId: 'string',
    seat: 'Seat',
    slot: 'int',
    no: 'int',
    part: { kind: 'string', description: 'reveal or end' },
    turn: 'int',
    reason: 'string',
    factIds: list('string'),
    removedMarkers: list('string'),
  }),
  ClaimsFinished: gg3Event('ClaimsFinished', 'A seat finished its claims', { seat: 'Seat', stage: { kind: 'string', description: 'turn or game' } }),
  // The same data as Malifaux 2E's TurnEnded: one model (TurnEndedData, built once by name) serves both.
  TurnEnded: eventModel('TurnEnded', 'A Turn ended', turn),
  // Declared facts (FACT-1)
  FactAsserted: gg3Event('FactAsserted', 'A fact declared by a seat', {
    factId: 'string',
    seat: 'Seat',
    kind: 'string',
    fact: { kind: 'json', description: 'Its members depend on `kind` (src/rules/malifaux-3e-gg3/README.md)' },
    turn: 'int',
  }),
  FactConfirmed: gg3Event('FactConfirmed', 'A fact confirmed by the opponent', { factId: 'string', by: 'Seat' }),
  FactDisputed: gg3Event('FactDisputed', 'A fact disputed by the opponent', { factId: 'string', by: 'Seat', reason: 'string' }),
  DisputeResolved: gg3Event('DisputeResolved', 'A dispute ruled on (or a fact withdrawn)', { factId: 'string', ruling: { kind: 'string', description: 'upheld or overruled' } }),
  VpRevoked: gg3Event('VpRevoked', 'VP revoked: the fact it cited was overruled', { awardId: 'string', reason: 'string' }),
  DamageReverted: gg3Event('DamageReverted', 'Overruled damage put back', { factId: 'string', target: 'string', amount: 'int' }),
  HealingReverted: gg3Event('HealingReverted', 'Overruled healing put back', { factId: 'string', target: 'string', amount: 'int' }),
  ModelRestored: gg3Event('ModelRestored', 'A model restored after an overruled kill', {
    factId: 'string',
    lineageId: 'string',
    status: { kind: 'string', description: 'in-play or buried' },
    health: 'int',
    curse: 'int',
  }),
  GameEnded: gg3Event('GameEnded', 'The game ended; the seed is revealed', { endedAt: 'string', reason: 'string', vp: BySeat, winner: nullable('Seat', { description: 'null: a draw' }), seed: 'string' }),
};

export const gg3EventModels = (): readonly EventModel[] => Object.values(GG3_EVENT_MODELS);
