// OpenAPI operationIds = the GraphQL field names of the same operations (README tables "REST | GraphQL"), so that a
// client generated from either contract calls `drawCards`, never `DecksController_draw`. Keyed by "METHOD path" as
// the document has them; a route with no GraphQL twin still gets a plain camelCase name. test/operation-ids.e2e-spec.ts
// checks that every route is named here, that each name is a GraphQL root field taking the same input type and path
// parameters, and that every GraphQL root field has its REST twin.

const E = '/v1/encounters/{id}';

export const OPERATION_IDS: Readonly<Record<string, string>> = {
  // Encounters, the log, time travel, open seats
  'POST /v1/encounters': 'createEncounter',
  [`GET ${E}`]: 'encounter',
  [`GET ${E}/events`]: 'encounterEvents',
  [`GET ${E}/state`]: 'encounterState',
  [`POST ${E}/end`]: 'endEncounter',
  [`POST ${E}/seats/{seat}/join`]: 'joinSeat',
  // Standard Encounter setup, Schemes, scoring
  [`POST ${E}/setup`]: 'beginStandardSetup',
  [`POST ${E}/setup/terrain`]: 'recordTerrain',
  [`POST ${E}/setup/size`]: 'setEncounterSize',
  [`POST ${E}/setup/faction`]: 'announceFaction',
  [`POST ${E}/setup/deployment`]: 'determineDeployment',
  [`POST ${E}/setup/strategy`]: 'determineStrategy',
  [`POST ${E}/setup/scheme-pool`]: 'generateSchemePool',
  [`POST ${E}/setup/crew`]: 'submitCrew',
  [`POST ${E}/setup/schemes`]: 'chooseSchemes',
  [`POST ${E}/setup/deployment-order`]: 'flipDeploymentOrder',
  [`POST ${E}/setup/deployment-order/choice`]: 'chooseDeploymentOrder',
  [`POST ${E}/setup/deployment-zone`]: 'chooseDeploymentZone',
  [`POST ${E}/schemes/reveal`]: 'revealScheme',
  [`POST ${E}/scoring/declarations`]: 'declareScoringFacts',
  [`POST ${E}/scoring/declarations/{declarationId}/answer`]: 'answerScoringFacts',
  [`POST ${E}/scoring/declarations/{declarationId}/ruling`]: 'ruleOnScoringFacts',
  // Decks, the Draw Phase, random determination
  [`POST ${E}/decks/{seat}/shuffle`]: 'shuffleDeck',
  [`POST ${E}/decks/{seat}/cut`]: 'cutDeck',
  [`POST ${E}/decks/{seat}/decline-cut`]: 'declineCut',
  [`POST ${E}/decks/{seat}/draw`]: 'drawCards',
  [`POST ${E}/decks/{seat}/discard`]: 'discardCards',
  [`POST ${E}/decks/{seat}/flip`]: 'flipCards',
  [`POST ${E}/draw-phase`]: 'beginDrawPhase',
  [`POST ${E}/decks/{seat}/refill`]: 'refillHand',
  [`POST ${E}/random/player`]: 'randomPlayer',
  [`POST ${E}/decks/{seat}/random-model`]: 'randomModel',
  [`POST ${E}/random/pick`]: 'pickRandomModel',
  // Duels, damage, healing, prevention
  [`POST ${E}/duels`]: 'startDuel',
  [`POST ${E}/duels/horror`]: 'startHorrorDuel',
  [`POST ${E}/duels/soulstones`]: 'declareSoulstones',
  [`POST ${E}/duels/relent`]: 'relent',
  [`POST ${E}/duels/flip`]: 'flipDuelCards',
  [`POST ${E}/duels/active-card`]: 'chooseActiveCard',
  [`POST ${E}/duels/red-joker-suit`]: 'nameRedJokerSuit',
  [`POST ${E}/duels/cheat`]: 'cheatFate',
  [`POST ${E}/duels/decline-cheat`]: 'declineCheat',
  [`POST ${E}/duels/trigger`]: 'declareTrigger',
  [`POST ${E}/duels/pass-trigger`]: 'passTrigger',
  [`POST ${E}/duels/damage`]: 'startDamageFromDuel',
  [`POST ${E}/duels/blast`]: 'applyBlastDamage',
  [`POST ${E}/damage`]: 'startDamage',
  [`POST ${E}/healing`]: 'startHealing',
  [`POST ${E}/duels/prevention`]: 'prevention',
  [`GET ${E}/duels/current`]: 'currentDuel',
  [`POST ${E}/duels/calculator`]: 'duelOdds',
  // The Turn: initiative, activations, actions, the End Phase, disputes
  [`POST ${E}/initiative`]: 'flipInitiative',
  [`POST ${E}/initiative/reflip`]: 'initiativeReflip',
  [`POST ${E}/initiative/first-player`]: 'chooseFirstPlayer',
  [`POST ${E}/crews`]: 'hireCrew',
  [`POST ${E}/activations`]: 'activateModel',
  [`POST ${E}/activations/end`]: 'endActivation',
  [`POST ${E}/actions`]: 'takeAction',
  [`POST ${E}/actions/disengaging-strike`]: 'disengagingStrike',
  [`POST ${E}/avatars/manifest`]: 'manifestAvatar',
  [`POST ${E}/effects`]: 'declareEffect',
  [`POST ${E}/end-phase`]: 'resolveEndPhase',
  [`POST ${E}/disputes`]: 'disputeFact',
  [`POST ${E}/disputes/resolve`]: 'resolveDispute',
  // Mage Wars
  [`POST ${E}/mage-wars/plan-spells`]: 'mageWarsPlanSpells',
  [`POST ${E}/mage-wars/pay-upkeep`]: 'mageWarsPayUpkeep',
  [`POST ${E}/mage-wars/pass-deployment`]: 'mageWarsPassDeployment',
  [`POST ${E}/mage-wars/pass-quickcast`]: 'mageWarsPassQuickcast',
  [`POST ${E}/mage-wars/activate`]: 'mageWarsActivate',
  [`POST ${E}/mage-wars/move`]: 'mageWarsMove',
  [`POST ${E}/mage-wars/guard`]: 'mageWarsGuard',
  [`POST ${E}/mage-wars/pass-action-phase`]: 'mageWarsPassActionPhase',
  [`POST ${E}/mage-wars/end-action-phase`]: 'mageWarsEndActionPhase',
  [`POST ${E}/mage-wars/attack`]: 'mageWarsAttack',
  [`POST ${E}/mage-wars/defense`]: 'mageWarsDefense',
  [`POST ${E}/mage-wars/counterstrike`]: 'mageWarsCounterstrike',
  [`POST ${E}/mage-wars/cast`]: 'mageWarsCast',
  [`POST ${E}/mage-wars/use-ability`]: 'mageWarsUseAbility',
  [`POST ${E}/mage-wars/respond-to-spell`]: 'mageWarsRespondToSpell',
  [`POST ${E}/mage-wars/respond-to-trap`]: 'mageWarsRespondToTrap',
  [`POST ${E}/mage-wars/reveal`]: 'mageWarsReveal',
  // REST only (no GraphQL twin)
  'GET /v1/health': 'health',
  'GET /v1/health/live': 'liveness',
};

/** The REST routes that have no GraphQL twin, and the GraphQL root fields that have no REST twin (with why). */
export const REST_ONLY: readonly string[] = ['health', 'liveness'];
/** encounterEvent: live updates are a GraphQL subscription (graphql-ws); REST pages the log instead. */
export const GRAPHQL_ONLY: readonly string[] = ['encounterEvent'];

/** Renames every operation named in the table; others keep their id (the test names them). */
export function applyOperationIds(paths: Record<string, Record<string, unknown>>): void {
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (typeof op !== 'object' || op === null || !('responses' in op)) continue;
      const id = OPERATION_IDS[`${method.toUpperCase()} ${path}`];
      if (id !== undefined) (op as { operationId?: string }).operationId = id;
    }
  }
}
