// The typed data of Malifaux 2E's events for both contracts (src/common/contract/event-model.ts), as the redaction of
// src/rules/malifaux-2e/view.ts leaves it: what it withholds is nullable, what only its redacted form adds is optional.
// Every event type of the ruleset is listed (a new one does not compile until it is): a description, or null while it
// would be served untyped (UntypedEventData, its data as JSON); none is left untyped.
import { eventModel, list, model, nullable, optional, type EventModel } from '../common/contract/event-model';
import { HireSummaryModel, LedgerEntryModel, LinkedGameModel, SchemeNotesModel, SeatCrewsModel, SeatStringsModel, TerrainPieceModel } from '../encounters/models/standard-encounter.model';
import { RestrictedApModel } from '../encounters/models/turn-step.model';
import type { EncounterEventType } from '../rules/malifaux-2e/events';
import { DuelAction2e, DuelParticipant2e, DuelPolicy2e, DamageModifiers2e, FlipAmount2e, FlipTarget2e, SeatCards2e, SeatFactions2e, SeatVp2e } from '../encounters/models/malifaux-2e-shapes.model';
import { OptionsModel } from '../encounters/models/malifaux-2e-options.model';
import { CrewListModel, ModelCard } from '../encounters/models/malifaux-2e-card.model';
import { DuelTotal, FateModifiersData, FlipperData, RoleTotal, TriggerData } from './malifaux-2e-duel-parts';

// Shared with Malifaux 1E's models and the 2E state's (defined in malifaux-2e-duel-parts.ts to keep imports acyclic).
export { DuelTotal, FateModifiersData, FlipperData, RoleTotal, TriggerData };

const CardMove = model('CardMove', 'A card moved between a seat’s deck, hand, play and discard pile', {
  seat: 'Seat',
  card: 'string',
  from: { kind: 'string', description: 'DECK, HAND or IN_PLAY' },
  to: { kind: 'string', description: 'IN_PLAY or DISCARD' },
});
const ResolvedTrigger = model('ResolvedTrigger', 'A declared Trigger in TR-5 order and when it takes effect (TR-4)', {
  role: 'DuelRole',
  modelId: 'string',
  trigger: () => TriggerData,
  moment: 'string',
});
const FlipEntry = model('DuelFlip', 'One side’s flip: the cards turned, the net Fate Modifiers, the cards asked', {
  role: nullable('DuelRole'),
  seat: 'Seat',
  net: 'int',
  requested: 'int',
  cards: list('string'),
});
const SideEntry = model('DuelSide', 'A side of a duel and the model on it, as declared at the start', { role: 'DuelRole', participant: () => DuelParticipant2e });
const BlastTarget = model('BlastTarget', 'A model under a blast and the damage it took (BL-2..BL-5)', {
  targetId: 'string',
  severity: 'string',
  base: 'int',
  damage: 'int',
  woundsBefore: 'int',
  woundsAfter: 'int',
  killed: 'boolean',
});
const PlayerData = model('Malifaux2ePlayer', 'A seat as created: name (empty while open), Soulstone Pool, hand size', {
  seat: 'Seat',
  name: 'string',
  soulstones: 'int',
  handSize: 'int',
});

const ActivationChain = model('ActivationChain', 'The ability that chained this activation after another model’s', { ability: 'string', afterModelId: 'string' });
export const PushDirection = model('PushDirection', 'Directly towards or away from a model or marker (PU-3)', {
  kind: { kind: 'string', description: 'TOWARDS or AWAY' },
  of: 'string',
});
const VpAward = model('VpAward', 'Victory Points awarded to a seat from a source', { seat: 'Seat', source: 'string', vp: 'int' });

const ModelFlip = model('RandomModelFlip', 'A candidate model’s card in a random determination', { modelId: 'string', card: nullable('string') });
const SchemeChoiceData = model('SchemeChoice', 'A chosen Scheme and its notes (SC-0d)', { scheme: 'string', notes: () => SchemeNotesModel });
const SeatSchemeChoices = model('Malifaux2eSeatSchemeChoices', 'The chosen Schemes of each seat', { A: optional(list(() => SchemeChoiceData)), B: optional(list(() => SchemeChoiceData)) });
const SetupPresetData = model('Malifaux2eSetupPreset', 'A preset of the setup tables (§20): what is given instead of flipped', {
  deployment: optional('string'),
  strategy: optional('string'),
  schemePool: optional(list('string')),
});
const SchemeUse = model('SchemeUse', 'A once-per-game Scheme use recorded with an award', { seat: 'Seat', scheme: 'string', use: 'string' });

const moves = list(() => CardMove);
const stage = 'DuelStage' as const;

export const MALIFAUX_2E_EVENT_MODELS: Readonly<Record<EncounterEventType, EventModel | null>> = {
  // Encounter lifecycle and seats
  EncounterCreated: eventModel('EncounterCreated', 'A Malifaux 2E encounter created; the seed is withheld until the end', {
    encounterId: 'string',
    ruleset: 'string',
    players: list(() => PlayerData),
    seed: nullable('string', { description: 'null until the encounter ends' }),
    seedCommitment: 'string',
    options: () => OptionsModel,
    createdAt: 'string',
  }),
  EncounterEnded: eventModel('EncounterEnded', 'The encounter ended; the seed is revealed', { seed: 'string', endedAt: 'string', reason: 'string' }),
  SeatJoined: eventModel('SeatJoined', 'An open seat taken by a player', { seat: 'Seat', name: 'string', joinedAt: 'string' }),
  // Fate decks (§1)
  DeckShuffled: eventModel('DeckShuffled', 'A deck shuffled; its order is withheld until the end', {
    seat: 'Seat',
    reason: 'string',
    gathered: 'string',
    nonce: 'int',
    order: nullable(list('string'), { description: 'null (withheld) until the encounter ends' }),
    count: optional('int', { description: 'The size of the withheld order' }),
    cutOfferedTo: nullable('Seat'),
  }),
  DeckCut: eventModel('DeckCut', 'A deck cut by the opponent (FD-13)', { seat: 'Seat', by: 'Seat', index: 'int' }),
  CutDeclined: eventModel('CutDeclined', 'A cut declined (FD-13)', { seat: 'Seat', by: 'Seat' }),
  CardsDrawn: eventModel('CardsDrawn', 'Cards drawn into a hand; only their owner sees which', {
    seat: 'Seat',
    cards: nullable(list('string'), { description: 'null (withheld) for anyone but the owner until the end' }),
    count: optional('int', { description: 'How many cards, when they are withheld' }),
    requested: 'int',
  }),
  CardsFlipped: eventModel('CardsFlipped', 'Cards flipped face up from the top of a deck', {
    seat: 'Seat',
    cards: list('string'),
    flipId: 'string',
    exhausted: optional('int'),
  }),
  CardsDiscarded: eventModel('CardsDiscarded', 'Cards put face up on the discard pile', { seat: 'Seat', cards: list('string'), from: 'string' }),
  CardPlayed: eventModel('CardPlayed', 'A card from the hand put into play face up', { seat: 'Seat', card: 'string', purpose: 'string' }),
  SoulstonesSpent: eventModel('SoulstonesSpent', 'Soulstones spent from a seat’s pool', { seat: 'Seat', amount: 'int', purpose: 'string' }),
  // The Draw Phase, random determination, initiative
  DrawPhaseBegun: eventModel('DrawPhaseBegun', 'The Draw Phase began (DP-1)', { turn: 'int', order: list('Seat') }),
  HandRefilled: eventModel('HandRefilled', 'A hand refilled (DP-2..DP-4)', { seat: 'Seat', usedSoulstone: 'boolean' }),
  DrawPhaseEnded: eventModel('DrawPhaseEnded', 'The Draw Phase ended', { turn: 'int' }),
  RandomPlayerDetermined: eventModel('RandomPlayerDetermined', 'A randomly determined player (RD-2)', { flipId: 'string', rounds: list(() => SeatCards2e, { description: 'Each round’s card by seat' }), winner: nullable('Seat') }),
  RandomModelFlipped: eventModel('RandomModelFlipped', 'Each candidate model’s flip; the tied lowest, and the pick when there is one (RD-1)', {
    flipId: 'string',
    seat: 'Seat',
    flips: list(() => ModelFlip),
    tied: list('string'),
    picked: nullable('string', { description: 'null while the flipper picks among the tied' }),
  }),
  RandomModelPicked: eventModel('RandomModelPicked', 'The flipper’s pick among tied models (RD-1)', { flipId: 'string', seat: 'Seat', modelId: 'string' }),
  InitiativeFlipped: eventModel('InitiativeFlipped', 'Initiative flips (IN-1, IN-2)', { turn: 'int', cards: () => SeatCards2e, window: list('Seat') }),
  InitiativeReflipDecided: eventModel('InitiativeReflipDecided', 'A Soulstone reflip taken or not (IN-3)', { seat: 'Seat', reflip: 'boolean', card: nullable('string') }),
  FirstPlayerChosen: eventModel('FirstPlayerChosen', 'This Turn’s First Player (IN-5)', { turn: 'int', chosenBy: 'Seat', firstPlayer: 'Seat', secondPlayer: 'Seat' }),
  HorrorDuelBegun: eventModel('HorrorDuelBegun', 'A Horror Duel began (HO-1)', {
    duelId: 'string',
    modelId: 'string',
    seat: 'Seat',
    sourceModelId: 'string',
    tn: 'int',
    immuneToParalyzed: 'boolean',
    duringOwnActivation: 'boolean',
  }),
  HorrorDuelResolved: eventModel('HorrorDuelResolved', 'A Horror Duel resolved (HO-2..HO-4)', {
    duelId: 'string',
    modelId: 'string',
    sourceModelId: 'string',
    passed: 'boolean',
    gainsParalyzed: 'boolean',
    activationEnds: 'boolean',
  }),
  // Duels, damage and healing (§4, §12)
  DuelStarted: eventModel('DuelStarted', 'A Simple or Opposed Duel started', {
    duelId: 'string',
    kind: 'string',
    action: () => DuelAction2e,
    sides: list(() => SideEntry),
    defenderFriendly: 'boolean',
    policy: () => DuelPolicy2e,
  }),
  SoulstonesDeclared: eventModel('SoulstonesDeclared', 'Soulstones declared for a duel (SS-D1..SS-D3)', {
    role: 'DuelRole',
    seat: 'Seat',
    modelId: 'string',
    fateModifiers: 'int',
    suits: list('Suit'),
    spent: 'int',
    poolAfter: 'int',
  }),
  DefenderRelented: eventModel('DefenderRelented', 'A friendly Defender relented (DU-O8)', {
    seat: 'Seat',
    modelId: 'string',
    damageFlipPenalty: 'int',
    spent: 'int',
    poolAfter: nullable('int'),
  }),
  DuelStepSkipped: eventModel('DuelStepSkipped', 'A step with no real choice, skipped with the rule that took the choice away', {
    stage,
    step: 'string',
    role: nullable('DuelRole'),
    ruleId: 'string',
    reason: 'string',
  }),
  DuelCardsFlipped: eventModel('DuelCardsFlipped', 'The cards of a duel or damage / healing flip', { stage, flips: list(() => FlipEntry), moves }),
  ActiveCardChosen: eventModel('ActiveCardChosen', 'The active card of a flip (FM-4..FM-7)', {
    stage,
    role: nullable('DuelRole'),
    seat: 'Seat',
    card: nullable('string'),
    automatic: 'boolean',
    total: nullable(() => DuelTotal),
    moves,
  }),
  RedJokerSuitNamed: eventModel('RedJokerSuitNamed', 'The suit named for a Red Joker (FD-4)', { role: 'DuelRole', seat: 'Seat', suit: 'Suit', total: () => DuelTotal }),
  FateCheated: eventModel('FateCheated', 'A card cheated from the hand (CF-1..CF-3)', {
    stage,
    role: nullable('DuelRole'),
    seat: 'Seat',
    card: 'string',
    replaced: 'string',
    redJokerSuit: nullable('Suit'),
    total: nullable(() => DuelTotal),
    moves,
  }),
  CheatDeclined: eventModel('CheatDeclined', 'A seat declined to cheat', { stage, role: nullable('DuelRole'), seat: 'Seat' }),
  TriggerDeclared: eventModel('TriggerDeclared', 'A Trigger declared (TR-1..TR-5)', { role: 'DuelRole', seat: 'Seat', modelId: 'string', trigger: () => TriggerData }),
  TriggerPassed: eventModel('TriggerPassed', 'No Trigger declared', { role: 'DuelRole', seat: 'Seat' }),
  DuelResolved: eventModel('DuelResolved', 'A duel resolved: winner, margin, totals, Triggers (DU-O6, DU-O7)', {
    duelId: 'string',
    kind: 'string',
    winner: nullable('DuelRole'),
    success: 'boolean',
    margin: nullable('int'),
    totals: list(() => RoleTotal),
    triggers: list(() => ResolvedTrigger),
    moves,
  }),
  FlipStarted: eventModel('FlipStarted', 'A damage or healing flip started (§12)', {
    stage,
    flipType: 'string',
    flipper: () => FlipperData,
    target: () => FlipTarget2e,
    amount: () => FlipAmount2e,
    fate: () => FateModifiersData,
    accuracy: nullable(() => FateModifiersData),
    defenderSoulstonePenalty: 'int',
    modifiers: () => DamageModifiers2e,
    steppedDown: 'boolean',
    fromDuel: 'boolean',
    policy: () => DuelPolicy2e,
  }),
  PreventionFlipped: eventModel('PreventionFlipped', 'A Soulstone prevention flip (PV-1, PV-2)', {
    seat: 'Seat',
    modelId: 'string',
    card: nullable('string'),
    prevented: 'int',
    spent: 'int',
    poolAfter: 'int',
    moves,
  }),
  PreventionDeclined: eventModel('PreventionDeclined', 'No prevention flip', { seat: 'Seat', modelId: 'string' }),
  DamageResolved: eventModel('DamageResolved', 'Damage dealt (§12.1, DM-1)', {
    targetId: 'string',
    severity: nullable('string'),
    base: 'int',
    afterModifiers: 'int',
    prevented: 'int',
    damage: 'int',
    woundsBefore: 'int',
    woundsAfter: 'int',
    killed: 'boolean',
    triggers: list(() => ResolvedTrigger),
    moves,
  }),
  HealingResolved: eventModel('HealingResolved', 'Healing (§12.4)', {
    targetId: 'string',
    severity: nullable('string'),
    amount: 'int',
    healed: 'int',
    lost: 'int',
    woundsBefore: 'int',
    woundsAfter: 'int',
    moves,
  }),
  BlastDamageResolved: eventModel('BlastDamageResolved', 'Blast damage to the models under it (BL-2..BL-5)', {
    primaryTargetId: 'string',
    primarySeverity: nullable('string'),
    blasts: 'int',
    targets: list(() => BlastTarget),
  }),
  // The Turn on the table (§6-§19): none of these is redacted but CrewHired (an Avatar's Manifestation, AV-2, stays inside `models`).
  // `models`: the hired model cards (ModelDef, with an Avatar's redacted manifestation) stay JSON until the card is typed for both contracts.
  CrewHired: eventModel('CrewHired', 'A crew hired; another seat’s unrevealed Avatar Manifestation is withheld (null) inside `models`', { seat: 'Seat', models: list(() => ModelCard) }),
  ActivationPhaseBegun: eventModel('ActivationPhaseBegun', 'The Activation Phase began', { turn: 'int', firstPlayer: 'Seat', next: nullable('Seat') }),
  ActivationStarted: eventModel('ActivationStarted', 'A model’s activation started, with its AP (AP-1..AP-4)', {
    turn: 'int',
    modelId: 'string',
    seat: 'Seat',
    chain: nullable(() => ActivationChain),
    reactivation: 'boolean',
    ap: 'int',
    restricted: () => RestrictedApModel, // the TurnStep's type: one GraphQL / OpenAPI name for both
    sources: list('string'),
  }),
  ActionTaken: eventModel('ActionTaken', 'An Action taken: what was paid, its targets and declared facts', {
    actionId: 'string',
    modelId: 'string',
    seat: 'Seat',
    action: 'string',
    category: { kind: 'string', description: 'ATTACK or TACTICAL' },
    printedAp: 'int',
    paid: 'int',
    paidRestricted: 'int',
    free: nullable('string', { description: 'CHARGE (AA-1) or TRIGGER (TR-6) when the Action was free' }),
    zeroAp: 'boolean',
    targets: list('string'),
    facts: 'json', // free-form declared facts, keyed by fact name
    focus: 'int',
    duelId: nullable('string'),
    grants: 'int',
    note: nullable('string'),
  }),
  DisengageDeclared: eventModel('DisengageDeclared', 'A Walk out of engagement declared', { actionId: 'string', modelId: 'string', strikers: list('string') }),
  DisengagingStrikeStarted: eventModel('DisengagingStrikeStarted', 'A disengaging strike started', { actionId: 'string', strikerId: 'string', action: 'string', duelId: 'string', distance: 'float' }),
  DisengagingStrikeDeclined: eventModel('DisengagingStrikeDeclined', 'A disengaging strike declined', { actionId: 'string', strikerId: 'string' }),
  WalkResolved: eventModel('WalkResolved', 'A Walk resolved', { actionId: 'string', modelId: 'string', blocked: 'boolean', moved: 'float' }),
  TargetRandomized: eventModel('TargetRandomized', 'A target randomized', { actionId: 'string', from: 'string', to: 'string' }),
  AvatarManifestFailed: eventModel('AvatarManifestFailed', 'An Avatar failed to manifest; its Manifestation revealed (AV-2)', { modelId: 'string', turn: 'int', manifestation: 'string' }),
  AvatarManifested: eventModel('AvatarManifested', 'An Avatar manifested (AV-2)', { modelId: 'string', avatar: 'string', manifestation: 'string', baseMm: 'int', manifestEvent: nullable('string') }),
  // `detail`: the free-form facts declared for the effect (their keys depend on its `kind`): JSON.
  EffectDeclared: eventModel('EffectDeclared', 'A declared effect of card text (disputable like an Action’s facts)', { effectId: 'string', seat: nullable('Seat'), kind: 'string', modelId: nullable('string'), detail: 'json' }),
  ConditionGained: eventModel('ConditionGained', 'A Condition gained', { modelId: 'string', name: 'string', value: nullable('int'), total: nullable('int') }),
  ConditionRemoved: eventModel('ConditionRemoved', 'A Condition removed', { modelId: 'string', name: 'string', reason: 'string' }),
  ConditionChanged: eventModel('ConditionChanged', 'A Condition’s value changed', { modelId: 'string', name: 'string', value: 'int', reason: 'string' }),
  ModelDamaged: eventModel('ModelDamaged', 'A model damaged outside a damage flip', { modelId: 'string', amount: 'int', source: 'string', woundsAfter: 'int' }),
  ModelHealed: eventModel('ModelHealed', 'A model healed outside a healing flip', { modelId: 'string', amount: 'int', woundsAfter: 'int' }),
  ModelKilled: eventModel('ModelKilled', 'A model killed', {
    modelId: 'string',
    seat: 'Seat',
    byModelId: nullable('string'),
    bySeat: nullable('Seat'),
    turn: 'int',
    marker: nullable('string'),
    buried: 'boolean',
  }),
  ModelSacrificed: eventModel('ModelSacrificed', 'A model sacrificed', { modelId: 'string', seat: 'Seat', turn: 'int' }),
  ModelBuried: eventModel('ModelBuried', 'A model buried', { modelId: 'string', seat: 'Seat' }),
  ModelUnburied: eventModel('ModelUnburied', 'A model unburied', { modelId: 'string', seat: 'Seat', inOwnDeploymentZone: 'boolean' }),
  ModelSummoned: eventModel('ModelSummoned', 'A model summoned', { seat: 'Seat', byModelId: 'string', model: () => ModelCard, turn: 'int' }),
  ModelPushed: eventModel('ModelPushed', 'A model pushed (PU-1..PU-3)', {
    modelId: 'string',
    inches: 'float',
    stoppedBy: nullable('string'),
    direction: optional(() => PushDirection, { description: 'PU-3: absent on older events and pushes without one' }),
  }),
  ModelPlaced: eventModel('ModelPlaced', 'A model placed, which is not a move (MV-7)', { modelId: 'string', inches: nullable('float') }),
  MarkerPlaced: eventModel('MarkerPlaced', 'A marker placed', {
    id: 'string',
    kind: { kind: 'string', description: 'CORPSE, SCRAP, SCHEME, BLAST or OTHER' },
    seat: nullable('Seat', { description: 'The crew it belongs to; null for corpse / scrap' }),
    droppedBy: nullable('string'),
  }),
  MarkerRemoved: eventModel('MarkerRemoved', 'A marker removed', { markerId: 'string', byModelId: nullable('string') }),
  ActivationEnded: eventModel('ActivationEnded', 'A model’s activation ended', {
    modelId: 'string',
    seat: 'Seat',
    reason: { kind: 'string', description: 'DONE, PARALYZED, BURIED, KILLED or SACRIFICED' },
    apLost: 'int',
    next: nullable('Seat'),
  }),
  ActivationPhaseEnded: eventModel('ActivationPhaseEnded', 'The Activation Phase ended', { turn: 'int' }),
  UpkeepResolved: eventModel('UpkeepResolved', 'The End Phase upkeep resolved', { turn: 'int', order: list('string') }),
  VictoryPointsStep: eventModel('VictoryPointsStep', 'The end-of-Turn Victory Points step', { turn: 'int', awards: list(() => VpAward) }),
  EncounterEndFlipped: eventModel('EncounterEndFlipped', 'The flip deciding whether the encounter goes on', { turn: 'int', seat: 'Seat', card: nullable('string'), threshold: 'int', continues: 'boolean' }),
  TurnEnded: eventModel('TurnEnded', 'A Turn ended', { turn: 'int' }),
  FactDisputed: eventModel('FactDisputed', 'A declared fact disputed', { actionId: 'string', fact: 'string', by: 'Seat', reason: 'string' }),
  DisputeResolved: eventModel('DisputeResolved', 'A dispute resolved', {
    actionId: 'string',
    fact: 'string',
    ruling: { kind: 'string', description: 'UPHELD or OVERTURNED' },
    resolvedBy: { kind: 'string', description: 'ORGANISER or AGREEMENT' },
  }),
  // The Standard and Story Encounter (§20, §21). Hidden until revealed (standard-view.ts): an announced Faction, a
  // submitted crew, the chosen Schemes (nullable below); a declaration's and a VP award's unrevealed Schemes (cut out of
  // `schemes` / `entries` / `uses`, `firstScheme` left out). Maps keyed by seat or Scheme id stay JSON. Scheme ids are
  // strings, not the shared `Scheme` enum: that holds the 19 generic Schemes only, and a faction Scheme would not serialise.
  StandardSetupBegun: eventModel('StandardSetupBegun', 'Setup began: the terrain placer, the flips that chose it, the preset', {
    placer: 'Seat',
    rounds: list(() => SeatCards2e, { description: 'Each round’s card by seat' }),
    preset: () => SetupPresetData,
    mode: optional('string', { description: 'STANDARD or STORY (absent on older events)' }),
    linked: optional(() => LinkedGameModel, { description: '§21.8: the linked-game context' }),
  }),
  TerrainRecorded: eventModel('TerrainRecorded', 'The terrain recorded', { pieces: list(() => TerrainPieceModel) }),
  EncounterSizeSet: eventModel('EncounterSizeSet', 'The Encounter size set (§20.3)', { soulstones: 'int', sizeClass: { kind: 'string', description: 'SHOOT_OUT, DUSTUP or SCRAP' } }),
  FactionCommitted: eventModel('FactionCommitted', 'A Faction announced in secret', { seat: 'Seat', faction: nullable('Faction', { description: 'null (withheld) for the other seat until the Factions are revealed' }) }),
  FactionsRevealed: eventModel('FactionsRevealed', 'The Factions revealed', { factions: { kind: () => SeatFactions2e, description: 'Faction by seat' } }),
  DeploymentDetermined: eventModel('DeploymentDetermined', 'The Deployment determined', { seat: nullable('Seat'), card: nullable('string'), deployment: 'string' }),
  StoryStrategyDetermined: eventModel('StoryStrategyDetermined', 'A Story Encounter’s Strategy determined (§21.4)', {
    attacker: 'Seat',
    defender: 'Seat',
    attackerStrategy: 'string',
    defenderObjective: 'string',
    shindig: nullable('string', { description: 'RJ or BJ: a Joker starts a Shindig' }),
    seat: 'Seat',
    flipped: list('string'),
    card: 'string',
    pool: list('string'),
  }),
  StrategyDetermined: eventModel('StrategyDetermined', 'The Strategy determined (§20.5)', { seat: nullable('Seat'), card: nullable('string'), strategy: 'string' }),
  SchemePoolGenerated: eventModel('SchemePoolGenerated', 'The Scheme pool generated (§20.6)', { seat: nullable('Seat'), flipped: list('string'), cards: list('string'), pool: list('string') }),
  CrewSubmitted: eventModel('CrewSubmitted', 'A crew list submitted in secret', {
    seat: 'Seat',
    list: nullable(() => CrewListModel, { description: 'null (withheld) for the other seat until the crews are revealed' }),
    summary: nullable(() => HireSummaryModel, { description: 'null (withheld) for the other seat until the crews are revealed' }),
  }),
  CrewsRevealed: eventModel('CrewsRevealed', 'The crews revealed', { crews: { kind: () => SeatCrewsModel, description: 'List and hiring summary by seat' } }),
  SchemesChosen: eventModel('SchemesChosen', 'Schemes chosen in secret', {
    seat: 'Seat',
    schemes: nullable(list(() => SchemeChoiceData), { description: 'null (withheld) for anyone but the seat until the end' }),
    reveal: nullable(list('string'), { description: 'null (withheld) for anyone but the seat until the end' }),
  }),
  SchemesRevealed: eventModel('SchemesRevealed', 'The Schemes revealed at the start', { revealed: { kind: () => SeatSchemeChoices, description: 'Scheme choices by seat' } }),
  DeploymentOrderFlipped: eventModel('DeploymentOrderFlipped', 'The flips for who deploys first', { rounds: list(() => SeatCards2e, { description: 'Each round’s card by seat' }), winner: 'Seat' }),
  DeploymentOrderChosen: eventModel('DeploymentOrderChosen', 'Who deploys first, chosen', { chosenBy: 'Seat', deployFirst: 'Seat' }),
  CrewsDeployed: eventModel('CrewsDeployed', 'The crews deployed', { deployFirst: 'Seat', zones: { kind: () => SeatStringsModel, description: 'Deployment zone by seat: ZONE_1 or ZONE_2' }, deployment: 'string' }),
  StandardSetupCompleted: eventModel('StandardSetupCompleted', 'Setup completed', { deployedFirst: 'Seat' }),
  SchemeRevealed: eventModel('SchemeRevealed', 'A Scheme revealed (SC-0b)', {
    seat: 'Seat',
    scheme: 'string',
    notes: () => SchemeNotesModel,
    how: { kind: 'string', description: 'OWN or SHOWN' },
    reason: 'string',
  }),
  ScoringFactsDeclared: eventModel('ScoringFactsDeclared', 'Scoring facts declared; another seat sees only those of revealed Schemes', {
    declarationId: 'string',
    seat: 'Seat',
    turn: 'int',
    moment: { kind: 'string', description: 'TURN or END' },
    // Free-form declared facts (keys depend on the Strategy / Scheme), `schemes` keyed by Scheme id: JSON.
    strategy: optional('json'),
    schemes: optional('json', { description: 'Facts by Scheme id: for another seat, only its revealed Schemes’' }),
    firstScheme: optional('string', { description: 'Absent for another seat while that Scheme is unrevealed' }),
    ruling: optional(nullable('string')),
    hiddenSchemes: optional('int'),
  }),
  ScoringFactsAnswered: eventModel('ScoringFactsAnswered', 'Scoring facts confirmed or disputed', { declarationId: 'string', by: 'Seat', answer: { kind: 'string', description: 'CONFIRMED or DISPUTED' }, reason: nullable('string') }),
  ScoringFactsRuled: eventModel('ScoringFactsRuled', 'The organiser’s ruling on disputed scoring facts', { declarationId: 'string', ruling: { kind: 'string', description: 'UPHELD or OVERTURNED' } }),
  VictoryPointsAwarded: eventModel('VictoryPointsAwarded', 'VP awarded; another seat sees no award of an unrevealed Scheme', {
    entries: list(() => LedgerEntryModel),
    uses: list(() => SchemeUse),
  }),
  EncounterResultDetermined: eventModel('EncounterResultDetermined', 'The result (VP-3); winner null is a tie', { vp: { kind: () => SeatVp2e, description: 'VP by seat' }, winner: nullable('Seat') }),
  SpoilsChosen: eventModel('SpoilsChosen', 'The previous winner’s spoils (§21.8)', {
    seat: 'Seat',
    option: 'string',
    attackerStrategy: optional('string'),
    defenderSuit: optional('Suit'),
    terrain: optional('string'),
  }),
  StoryRoleChosen: eventModel('StoryRoleChosen', 'Attacker and Defender chosen (§21.8)', { seat: 'Seat', attacker: 'Seat', defender: 'Seat' }),
};

/** The registered models (the typed ones). */
export const malifaux2eEventModels = (): readonly EventModel[] =>
  Object.values(MALIFAUX_2E_EVENT_MODELS).filter((m): m is EventModel => m !== null);
