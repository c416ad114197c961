// The typed data of Malifaux 1E's events for both contracts (src/common/contract/event-model.ts), as the redaction of
// src/rules/malifaux-1e/view.ts leaves it: the seed of EncounterCreated and a hidden crew list or scheme choice are
// absent for the other seats (optional), a deck order and another seat's drawn cards are withheld as in 2E.
// Every event type of the ruleset is listed (a new one does not compile until it is described). Where 1E's data is
// 2E's (the shared fate-deck events, EncounterEnded, SeatJoined, DrawPhaseBegun, InitiativeReflipDecided) 2E's model is
// reused; any other type 2E also appends has its own `Malifaux1e…Data` model, since its 1E shape differs.
import { eventModel, eventTypesOf, list, nullable, optional, type EventModel, type ModelSpec } from '../common/contract/event-model';
import type { EncounterEvent1e } from '../rules/malifaux-1e/events';
import { SEAT_JOINED } from '../rules/core/seat-joined';
import { MALIFAUX_2E_EVENT_MODELS, DuelTotal, PushDirection } from './malifaux-2e-events';
import { Malifaux1eModelModel } from '../encounters/models/malifaux-1e-state.model';
import {
  ChosenScheme1e, CrewList1e, EncounterPolicy1e as encounterPolicy, MagicPolicy1e as magicPolicy, TerrainPolicy1e as terrainPolicy, StrategyDefinition1e as strategyDefinition, SchemeDefinition1e as schemeDefinition, DamageFlip1e, DamageResult1e, DuelOutcome1e, DuelRecord1e, Hiring1e, MoraleProfile1e, PendingChoice1e,
  SeatCards1e, SeatInts1e, SeatStrategies1e, SpellProfile1e, SpellTarget1e, TerrainPiece1e, VpLine1e, bySeat1e,
} from '../encounters/models/malifaux-1e-shapes.model';
import { model } from '../common/contract/event-model';

type EventType1e = EncounterEvent1e['type'] | typeof SEAT_JOINED;

/** 2E's model of a type whose 1E data is the same. */
function same(type: keyof typeof MALIFAUX_2E_EVENT_MODELS): EventModel {
  const m = MALIFAUX_2E_EVENT_MODELS[type];
  if (!m) throw new Error(`malifaux-2e has no model of ${type} to share`);
  return m;
}

/** A 1E model: `Malifaux1e<Type>Data`, the edition suffix of a 1E-only type dropped (SpellDeclared1e → Malifaux1eSpellDeclaredData). */
const e1 = (type: EventType1e, description: string, spec: ModelSpec): EventModel => eventModel(type, description, spec, `Malifaux1e${type.replace(/1e$/, '')}Data`);

const role = 'DuelRole' as const;
const seatCrews = bySeat1e('Malifaux1eSeatCrews', 'A crew list per seat', () => CrewList1e);
const seatHiring = bySeat1e('Malifaux1eSeatHiring', 'What hiring left, per seat', () => Hiring1e);
const seatSchemes = bySeat1e('Malifaux1eSeatSchemes', 'The chosen schemes per seat', list(() => ChosenScheme1e));
const player = model('Malifaux1ePlayer', 'A seat as created: name (empty while open) and Soulstone Pool', { seat: 'Seat', name: 'string', soulstones: 'int' });
const options = model('Malifaux1eCreatedOptions', 'Policy flags of rules/malifaux-1e.md §20.2', {
  autoDeclineCuts: 'boolean',
  cheatBanOnAnyNegative: 'boolean',
  rjHealPreventMode: { kind: 'string', description: 'ALL or EXTRA_FLIP' },
  rjSecondFlipCheatable: 'boolean',
  tableInches: 'int',
  ruleConflictRanking: { kind: 'string', description: 'MANDATORY_FIRST or LITERAL' },
  simultaneousEffectOrder: { kind: 'string', description: 'TI-5 item 2: PLAYER_CHOICE or MODEL_ACTIVATION_ORDER' },
});
const cards = list('string', { nullableItems: true, description: 'The cards turned (null: none left to flip, A-6)' });
const flipIndex = { kind: 'int', description: 'Damage: 0, or 1 for the Red Joker’s second flip' } as const;

export const MALIFAUX_1E_EVENT_MODELS: Readonly<Record<EventType1e, EventModel>> = {
  // Encounter lifecycle and seats
  EncounterCreated: e1('EncounterCreated', 'A Malifaux 1E encounter created; the seed is absent for the seats until the end', {
    encounterId: 'string',
    ruleset: 'string',
    players: list(() => player),
    size: { kind: 'string', description: 'SCRAP or BRAWL' },
    seed: optional('string', { description: 'Absent (withheld) for the seats until the encounter ends' }),
    seedCommitment: 'string',
    options: () => options,
    createdAt: 'string',
  }),
  EncounterEnded: same('EncounterEnded'),
  SeatJoined: same('SeatJoined'),
  // Fate decks (§5): the shared deck events
  DeckShuffled: same('DeckShuffled'),
  DeckCut: same('DeckCut'),
  CutDeclined: same('CutDeclined'),
  CardsDrawn: same('CardsDrawn'),
  CardsFlipped: same('CardsFlipped'),
  CardsDiscarded: same('CardsDiscarded'),
  CardPlayed: same('CardPlayed'),
  SoulstonesSpent: same('SoulstonesSpent'),
  // Duels, damage and prevention (§6, §10.5-§10.11)
  DuelStarted: e1('DuelStarted', 'A duel started (§6.3)', { duel: () => DuelRecord1e }),
  ActiveCardChosen: e1('ActiveCardChosen', 'The active card of a flip (§6.3 step 1)', { role: nullable(role), flipIndex, card: nullable('string'), automatic: 'boolean' }),
  RedJokerSuitNamed: e1('RedJokerSuitNamed', 'The suit named for a Red Joker (FD-4)', { role, suit: 'Suit', forSoulstone: 'boolean' }),
  FateCheated: e1('FateCheated', 'A card cheated from the hand (§6.3 step 2)', { role: nullable(role), flipIndex, card: 'string', redJokerSuit: nullable('Suit') }),
  CheatDeclined: e1('CheatDeclined', 'A side declined to cheat', { role: nullable(role), flipIndex }),
  StepSkipped: e1('StepSkipped', 'A step with no choice left, skipped with the rule that took it away', {
    role: nullable(role),
    step: { kind: 'string', description: 'CHEAT, SOULSTONE_CARD, DECLARE_TRIGGER or PREVENTION' },
    flipIndex,
    ruleId: 'string',
  }),
  SoulstoneCardFlipped: e1('SoulstoneCardFlipped', 'The 1E soulstone card flipped (§6.3 step 2)', { role, card: nullable('string') }),
  SoulstoneCardDeclined: e1('SoulstoneCardDeclined', 'No soulstone card', { role }),
  TriggerDeclared: e1('TriggerDeclared', 'A Trigger declared (§6.4)', { role, name: 'string' }),
  TriggerPassed: e1('TriggerPassed', 'No Trigger declared', { role }),
  DuelResolved: e1('DuelResolved', 'A duel resolved: winner, success, combat total (DU-O1)', { duelId: 'string', outcome: () => DuelOutcome1e }),
  DamageFlipStarted: e1('DamageFlipStarted', 'A damage flip started (§10.7)', { flip: () => DamageFlip1e }),
  DamageCardsFlipped: e1('DamageCardsFlipped', 'The cards of a damage flip', { flipIndex, cards: list('string') }),
  PreventionFlipped: e1('PreventionFlipped', 'A prevention flip (§10.11)', { card: nullable('string'), prevented: 'int' }),
  PreventionDeclined: e1('PreventionDeclined', 'No prevention flip', { seat: 'Seat' }),
  DamageResolved: e1('DamageResolved', 'Damage dealt (§10.8-§10.11)', { result: () => DamageResult1e }),
  BlastDamageApplied: e1('BlastDamageApplied', 'Blast damage to the models under it (BL-2, BL-3)', {
    targets: list(() => model('Malifaux1eBlastTarget', 'A model under a blast and its damage', { modelId: 'string', damage: 'int' })),
  }),
  // The turn (§7-§10)
  CrewHired: e1('CrewHired', 'A crew put on the table', { seat: 'Seat', models: list(() => Malifaux1eModelModel) }),
  DrawPhaseBegun: same('DrawPhaseBegun'),
  HandDrawn: e1('HandDrawn', 'A hand discarded down and drawn up (§7.2)', { seat: 'Seat', discarded: 'int', drawn: 'int' }),
  InitiativeFlipped: e1('InitiativeFlipped', 'Initiative flips (§7.3)', { turn: 'int', cards: () => SeatCards1e, window: list('Seat'), tieReflips: 'int' }),
  InitiativeReflipDecided: same('InitiativeReflipDecided'),
  ActivationOrderSet: e1('ActivationOrderSet', 'This turn’s activation order', { turn: 'int', order: list('Seat') }),
  ModelActivated: e1('ModelActivated', 'A model activated with its AP (§8)', {
    modelId: 'string',
    seat: 'Seat',
    ap: 'int',
    meleeAp: optional('int'),
    fastSlowUsed: 'boolean',
    lostToParalysis: 'boolean',
  }),
  ActionTaken: e1('ActionTaken', 'An action taken and what it cost', {
    actionId: 'string',
    modelId: 'string',
    action: 'string',
    ap: 'int',
    meleeAp: optional('int'),
    all: optional('boolean'),
    grantedBy: optional('string'),
    // The facts a client declared for the action (distances, targets, …): open by design, each action reads its own.
    facts: { kind: 'json', description: 'The facts the client declared (open: each action reads its own)' },
    note: nullable('string'),
  }),
  ActivationEnded: e1('ActivationEnded', 'An activation ended; AP left unspent', { modelId: 'string', apLost: 'int' }),
  ModifierChanged: e1('ModifierChanged', 'An action modifier or Defensive Stance changed (§8.5, §10.1)', {
    modelId: 'string',
    modifier: { kind: 'string', description: 'fast, slow, paralyzed, reactivate or defensive' },
    value: 'boolean',
    reason: 'string',
  }),
  ModelWoundsChanged: e1('ModelWoundsChanged', 'A model’s wounds changed', { modelId: 'string', wounds: 'int', killed: 'boolean', cause: 'string' }),
  DisengageOpened: e1('DisengageOpened', 'A walk out of engagement: the models that may strike (DE-1)', { actionId: 'string', modelId: 'string', strikers: list('string') }),
  DisengagingStrikeDeclined: e1('DisengagingStrikeDeclined', 'A disengaging strike declined', { strikerId: 'string' }),
  DisengageResolved: e1('DisengageResolved', 'A disengage resolved (DE-2)', { actionId: 'string', modelId: 'string', stopped: 'boolean', by: nullable('string') }),
  RandomPlayerDetermined: e1('RandomPlayerDetermined', 'Players ordered at random (GEN-5)', { flipId: 'string', rounds: list(() => SeatCards1e), order: list('Seat') }),
  RuleDisputeSettled1e: e1('RuleDisputeSettled1e', 'A rule dispute settled by a flip (GEN-6, GEN-7)', {
    disputeId: 'string',
    topic: 'string',
    rounds: list(() => SeatCards1e),
    winner: 'Seat',
    ruling: 'string',
    rankedBy: optional('string'),
  }),
  ImmediateActivationDeclared: e1('ImmediateActivationDeclared', 'A model activates at once', { modelId: 'string' }),
  ModelPushed: e1('ModelPushed', 'A model pushed (PU-1..PU-3)', { modelId: 'string', inches: 'float', direction: nullable(() => PushDirection), stoppedBy: nullable('string') }),
  ModelPlaced: e1('ModelPlaced', 'A model placed (PL-1)', { modelId: 'string', inches: nullable('float') }),
  ModelReplaced1e: e1('ModelReplaced1e', 'A model replaced (PL-3); several replacing models or several replaced ones split wounds and AP', {
    modelId: 'string',
    replacement: () => Malifaux1eModelModel,
    woundsSuffered: 'int',
    others: optional(list(() => Malifaux1eModelModel), { description: 'The other replacing models, when several replace one' }),
    woundsSplit: optional(list('int'), { description: 'Wounds suffered by each replacing model, in order' }),
    alsoReplaced: optional(list('string'), { description: 'The other models replaced, when one replaces several' }),
    apSplit: optional(list('int'), { description: 'AP left to each replacing model, in order' }),
  }),
  ModelsSwapped: e1('ModelsSwapped', 'Two models swapped places (PL-4)', { modelId: 'string', withModelId: 'string' }),
  CountersDropped: e1('CountersDropped', 'Corpse or scrap counters dropped', { modelId: 'string', kind: { kind: 'string', description: 'CORPSE or SCRAP' }, count: 'int' }),
  ClosingPhaseResolved: e1('ClosingPhaseResolved', 'The Closing Phase resolved (§7.5)', { turn: 'int', order: list('Seat'), endedEffects: list('string') }),
  FallingDamageFlipped: e1('FallingDamageFlipped', 'Falling damage flipped', { modelId: 'string', inches: 'float', cards, damage: 'int' }),
  FiringIntoMeleeFlipped: e1('FiringIntoMeleeFlipped', 'Flips for firing into melee (§10.6)', {
    actionId: 'string',
    flips: list(() => model('Malifaux1eMeleeTargetFlip', 'A candidate target’s flip', { modelId: 'string', cards, value: 'int' })),
    target: 'string',
  }),
  // §14 encounters
  EncounterSetupBegun1e: e1('EncounterSetupBegun1e', 'Encounter setup began with its policies and schemes', {
    policy: () => encounterPolicy,
    magicPolicy: optional(() => magicPolicy),
    terrainPolicy: optional(() => terrainPolicy),
    schemes: list(() => schemeDefinition),
    strategies: optional(list(() => strategyDefinition), { description: 'The strategies whose texts the organiser supplied' }),
  }),
  EncounterSizeChosen1e: e1('EncounterSizeChosen1e', 'The encounter size (§14.2)', { size: 'string', soulstones: 'int', maxHand: 'int', withinSuggestedRange: 'boolean' }),
  FactionChosen1e: e1('FactionChosen1e', 'A faction chosen', { seat: 'Seat', faction: 'string' }),
  SetupFlipped1e: e1('SetupFlipped1e', 'A setup flip and what the table made of it', {
    table: { kind: 'string', description: 'INDOOR_OUTDOOR, LOCATION, SPECIAL, DEPLOYMENT, EXTENDED_KIND or STRATEGY' },
    seat: 'Seat',
    cards,
    result: 'string',
  }),
  SetupChoicePending1e: e1('SetupChoicePending1e', 'A Joker: a seat chooses', PendingChoice1e),
  SetupChoiceMade1e: e1('SetupChoiceMade1e', 'A setup choice made', { ...PendingChoice1e, value: 'string' }),
  LocationDetermined1e: e1('LocationDetermined1e', 'The location (§14.4)', { where: { kind: 'string', description: 'OUTDOOR or INDOOR' }, location: 'string', agreed: 'boolean' }),
  SpecialLocationApplied1e: e1('SpecialLocationApplied1e', 'Special terrain / events (LO-1)', { specials: list('string') }),
  EncounterTerrainRecorded1e: e1('EncounterTerrainRecorded1e', 'The encounter’s terrain', { pieces: list(() => TerrainPiece1e) }),
  DeploymentDetermined1e: e1('DeploymentDetermined1e', 'The deployment (§14.6)', { deployment: 'string', agreed: 'boolean' }),
  EncounterTypeChosen1e: e1('EncounterTypeChosen1e', 'General or extended encounter', { type: { kind: 'string', description: 'GENERAL or EXTENDED' } }),
  ExtendedKindDetermined1e: e1('ExtendedKindDetermined1e', 'The extended encounter’s kind', { kind: 'string' }),
  StrategyDetermined1e: e1('StrategyDetermined1e', 'A strategy determined (§14.7)', { seat: nullable('Seat'), strategy: 'string' }),
  StrategiesSettled1e: e1('StrategiesSettled1e', 'The strategies held', { strategies: () => SeatStrategies1e }),
  StrategyReflipDecided1e: e1('StrategyReflipDecided1e', 'A strategy reflip taken or not (W37)', { seat: 'Seat', reflip: 'boolean' }),
  CrewSubmitted1e: e1('CrewSubmitted1e', 'A crew hired; its list and hiring are absent for the other seat until the reveal (PO-3)', {
    seat: 'Seat',
    list: optional(() => CrewList1e, { description: 'Absent (withheld) for the other seat until the crews are revealed' }),
    hiring: optional(() => Hiring1e, { description: 'Absent (withheld) for the other seat until the crews are revealed' }),
  }),
  CrewsRevealed1e: e1('CrewsRevealed1e', 'The crews revealed (PO-3)', { crews: () => seatCrews, hiring: () => seatHiring }),
  SchemesChosen1e: e1('SchemesChosen1e', 'Schemes chosen; absent (only counted) for the other seat until announced or the end (SC-5)', {
    seat: 'Seat',
    schemes: optional(list(() => ChosenScheme1e), { description: 'Absent (withheld) for the other seat' }),
    count: optional('int', { description: 'How many, when they are withheld' }),
  }),
  StartingPoolsSet1e: e1('StartingPoolsSet1e', 'Starting Soulstone Pools (PO-1, PO-2)', { pools: () => SeatInts1e, schemesNotTaken: () => SeatInts1e }),
  DeploymentOrderFlipped1e: e1('DeploymentOrderFlipped1e', 'The flips for who deploys first', { rounds: list(() => SeatCards1e), winner: 'Seat' }),
  CrewDeployed1e: e1('CrewDeployed1e', 'A crew deployed', { seat: 'Seat' }),
  SchemesAnnounced1e: e1('SchemesAnnounced1e', 'Schemes announced (SC-5)', { seat: 'Seat', schemes: list(() => ChosenScheme1e) }),
  EncounterBegun1e: e1('EncounterBegun1e', 'Turn 1 begins', { turn: 'int' }),
  EndFlipped1e: e1('EndFlipped1e', 'An end-of-game flip (GL-1)', { turn: 'int', seat: 'Seat', card: nullable('string'), threshold: 'int', continues: 'boolean' }),
  TurnCompleted1e: e1('TurnCompleted1e', 'A turn completed', { turn: 'int', gameOver: 'boolean' }),
  SchemesRevealed1e: e1('SchemesRevealed1e', 'Every scheme revealed at the end (GL-2)', { schemes: () => seatSchemes }),
  VictoryPointsScored1e: e1('VictoryPointsScored1e', 'VP scored (GL-2)', { seat: 'Seat', lines: list(() => VpLine1e), raw: 'int', capped: 'int' }),
  EncounterDecided1e: e1('EncounterDecided1e', 'The result; winner null is a draw', { totals: () => SeatInts1e, winner: nullable('Seat') }),
  // §11 magic
  SpellDeclared1e: e1('SpellDeclared1e', 'A spell declared and paid (§11.2)', {
    castingId: 'string',
    casterId: 'string',
    spell: () => SpellProfile1e,
    channel: 'boolean',
    apSpent: 'int',
    castingTwist: 'int',
    damageTwist: 'int',
    spellAttack: 'boolean',
    affected: list(() => SpellTarget1e),
    excluded: list('string'),
  }),
  SpellFailed1e: e1('SpellFailed1e', 'A spell failed', { castingId: 'string', casterId: 'string', spell: 'string', apSpent: 'int', reason: 'string', ruleId: 'string' }),
  CastingResolved1e: e1('CastingResolved1e', 'The casting duel’s result (§11.2 step 2)', { castingId: 'string', final: () => DuelTotal, success: 'boolean', reason: nullable('string') }),
  ResistResolved1e: e1('ResistResolved1e', 'A resist duel’s result (§11.3)', { castingId: 'string', modelId: 'string', final: 'int', resisted: 'boolean', combatTotal: 'int' }),
  SpellResolved1e: e1('SpellResolved1e', 'A spell took effect', {
    castingId: 'string',
    affected: list(() => model('Malifaux1eSpellEffect', 'A model the spell affected and its combat total', { modelId: 'string', combatTotal: nullable('int') })),
    moraleDuel: 'boolean',
  }),
  SoulsDrained1e: e1('SoulsDrained1e', 'Drain Souls (§11.1)', { seat: 'string', leaderId: 'string', sacrificed: list('string'), soulstonesGained: 'int', wpPenalty: 'int' }),
  ModelSummoned1e: e1('ModelSummoned1e', 'A model summoned (SU-1..SU-3)', {
    summonerId: 'string',
    modelId: 'string',
    name: 'string',
    gainsSlow: 'boolean',
    mayActivateThisTurn: 'boolean',
    mustActivate: 'boolean',
    cost: 'string',
  }),
  ModelTransformed1e: e1('ModelTransformed1e', 'A model transformed (TF-1, TF-2)', { modelId: 'string', original: 'string', into: 'string', spells: list('string'), wounds: 'int' }),
  ModelProfileChanged1e: e1('ModelProfileChanged1e', 'TF-2 / TF-3: the model now uses this profile (its transformation applied, or its original back)', {
    modelId: 'string',
    profile: () => Malifaux1eModelModel,
    cause: 'string',
  }),
  // TI-1 / TI-5: an effect's sentences and simultaneous effects
  EffectsOrdered1e: e1('EffectsOrdered1e', 'TI-1 / TI-5: the order in which declared effects resolve', {
    effectsId: 'string',
    mode: { kind: 'string', description: 'SEQUENCE (TI-1) or SIMULTANEOUS (TI-5)' },
    order: list(() =>
      model('Malifaux1eOrderedEffect', 'One effect in resolution order and why it comes there', { index: 'int', modelId: 'string', kind: 'string', why: 'string' }),
    ),
  }),
  EffectSkipped1e: e1('EffectSkipped1e', 'TI-1: an earlier effect removed the model; this one has nothing left to change', {
    effectsId: 'string',
    index: 'int',
    modelId: 'string',
    reason: 'string',
  }),
  TransformationCancelled1e: e1('TransformationCancelled1e', 'A transformation cancelled', { modelId: 'string', reason: 'string' }),
  TransformationEnded1e: e1('TransformationEnded1e', 'A transformation ended', { modelId: 'string', restored: 'string', wounds: 'int' }),
  // §12 morale
  MoraleModelsRegistered1e: e1('MoraleModelsRegistered1e', 'The morale profiles of the models', { models: list(() => MoraleProfile1e) }),
  MoraleDuelRequired1e: e1('MoraleDuelRequired1e', 'A morale duel to take (MO-1, MO-3)', { duelId: 'string', modelId: 'string', sourceId: nullable('string'), tn: 'int', terrifying: 'boolean' }),
  MoraleDuelResolved1e: e1('MoraleDuelResolved1e', 'A morale duel resolved', {
    duelId: 'string',
    modelId: 'string',
    final: 'int',
    tn: 'int',
    won: 'boolean',
    sourceId: nullable('string'),
    terrifying: 'boolean',
  }),
  ModelFleeing1e: e1('ModelFleeing1e', 'A model flees (MO-2)', { modelId: 'string', causeId: nullable('string') }),
  FleeMoveMade1e: e1('FleeMoveMade1e', 'A flee move (MO-8)', { modelId: 'string', distance: 'float', endsActivation: 'boolean' }),
  FleeMoveSkipped1e: e1('FleeMoveSkipped1e', 'No flee move', { modelId: 'string', reason: { kind: 'string', description: 'PARALYZED or CANNOT_MOVE' } }),
  ModelSacrificedFleeing1e: e1('ModelSacrificedFleeing1e', 'A fleeing model sacrificed', { modelId: 'string', countersRemoved: 'boolean' }),
  TerrifyingCleared1e: e1('TerrifyingCleared1e', 'Terrifying no longer applies (MO-7)', { modelIds: list('string'), sourceId: 'string' }),
  RallyActivationBegun1e: e1('RallyActivationBegun1e', 'A rallying activation (MO-10)', { modelId: 'string' }),
  ModelRallied1e: e1('ModelRallied1e', 'A model rallied', { modelId: 'string' }),
  // §13 terrain
  TerrainRecorded1e: e1('TerrainRecorded1e', 'The agreed terrain (TE-0)', { pieces: list(() => TerrainPiece1e) }),
  TerrainSectionDamaged: e1('TerrainSectionDamaged', 'A section of destructible terrain damaged (§13)', { pieceId: 'string', section: 'int', damage: 'int', solidity: 'int', destroyed: 'boolean' }),
  HazardEntered1e: e1('HazardEntered1e', 'A model entered hazardous terrain (W11)', {
    modelId: 'string',
    pieceId: 'string',
    outcome: { kind: 'string', description: 'NONE, DAMAGE_FLIP or SACRIFICED' },
    card: nullable('string'),
    damage: 'int',
    killed: 'boolean',
  }),
};

/** The registered models (every 1E event type has one). */
export const malifaux1eEventModels = (): readonly EventModel[] => Object.values(MALIFAUX_1E_EVENT_MODELS);
export const MALIFAUX_1E_EVENT_TYPES: readonly string[] = eventTypesOf(MALIFAUX_1E_EVENT_MODELS);
