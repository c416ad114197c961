// malifaux-3e-gg3 §9 Open questions (rules/malifaux-3e-gg3.md): OQ-1..OQ-29 as named policy flags with the spec's
// defaults. They are recorded on EncounterGenerated and in every view, so a league knows which reading was played.

export interface Gg3Policies {
  /** OQ-1: who places the first Curse token: an explicit PregameInitiativeDeclared is required (never guessed). */
  readonly pregameInitiative: 'declared';
  /** OQ-2: a player with no legal Curse target left skips the rest of its placements. */
  readonly curseShortfall: 'skip';
  /** OQ-3: redistribution ties broken by the victim's owner; tokens beyond the candidates are removed. */
  readonly curseExcess: 'removed';
  /** OQ-4: "if the killed model was buried" = its status was buried when killed. */
  readonly buriedAtKill: 'status-at-kill';
  /** OQ-5: Curse and Claim tokens move to the replacing model. */
  readonly tokensFollowReplace: boolean;
  /** OQ-6: a buried model is not in play. */
  readonly buriedInPlay: boolean;
  /** OQ-7: "in the enemy DZ" / "on the enemy half" without "completely". */
  readonly containment: 'any-part' | 'completely';
  /** OQ-8: strategy and scheme marker diameter in millimetres. */
  readonly markerDiameterMm: number;
  /** OQ-9a: summoned models may not Interact with strategy markers. */
  readonly summonedMayNotTouchStrategyMarkers: boolean;
  /** OQ-9b: summoned models may use the Curse pass-back Interact. */
  readonly summonedMayPassCurse: boolean;
  /** OQ-9c: a pushed strategy marker touching a model or a strategy marker stops in contact. */
  readonly pushStopsAtModels: boolean;
  /** OQ-10: Breakthrough's removed marker is friendly and in the enemy DZ. */
  readonly breakthroughRemoval: 'friendly-in-enemy-dz' | 'any-friendly';
  /** OQ-11: Vendetta "has damaged" = during this activation. */
  readonly vendettaDamage: 'this-activation' | 'ever';
  /** OQ-12: Hidden Martyrs End: "exactly one" over the whole conjunction. */
  readonly martyrsExactlyOne: boolean;
  /** OQ-13: cost `–` (null) compares as +infinity; printed Cost only. */
  readonly dashCost: 'infinite';
  /** OQ-14: Public Demonstration "(Master or Henchman) of higher cost" (equivalent under OQ-13). */
  readonly demonstrationParse: 'higher-cost-applies-to-both';
  /** OQ-15: Load 'Em Up counts markers of any owner, three near the same Leader of either crew. */
  readonly loadEmUpLeaders: 'either-crew' | 'enemy-only';
  /** OQ-16: Set the Trap counts the union of enemy models around the chosen markers. */
  readonly setTheTrap: 'union' | 'single-marker';
  /** OQ-17: In Your Face Reveal: a Leader of either crew, any killer. */
  readonly inYourFaceLeader: 'either-crew' | 'owner-only';
  /** OQ-18: Secret Meetup: pairwise within 3" over the three entities. */
  readonly meetupPairwise: boolean;
  /** OQ-19: Sabotage terrain on the enemy half: any part, and no part within 4" of the centerline. */
  readonly sabotageTerrainHalf: 'any-part' | 'completely';
  /** OQ-20: end-of-turn and end-of-game claims: sequential, in initiative order. */
  readonly claimOrder: 'initiative-sequential';
  /** OQ-21: a global strategy VP cap (null: only the derived maxima 5/4/4/4). */
  readonly strategyVpCap: number | null;
  /** OQ-22: DZ polygons and centerline orientation for non-standard deployments are data recorded at setup. */
  readonly deploymentData: 'recorded';
  /** OQ-23: any removal called "killed" counts; a null killer controller does not score Hidden Martyrs. */
  readonly nullKillerCounts: boolean;
  /** OQ-24: a replacing model inherits the Claim token; summoned models get none. */
  readonly claimOnReplace: boolean;
  /** OQ-25: Insignificant models excluded from strategies and schemes. */
  readonly excludeInsignificant: boolean;
  /** OQ-26: a buried victim's owner may stack redistributed Curse tokens on one model. */
  readonly buriedCurseStacking: boolean;
  /** OQ-27: Sabotage End removes one of the qualifying markers. */
  readonly sabotageEndRemovesQualifying: boolean;
  /** OQ-28: Public Demonstration Reveal "two of the chosen models" = at least two. */
  readonly demonstrationTwo: 'at-least' | 'exactly';
  /** OQ-29: In Your Face End follows lineage through Replace. */
  readonly inYourFaceReplace: 'lineage';
  /**
   * Not a §9 question (the seed is silent): who determines each turn's Initiative and the Attacker. `server-flip`: the
   * server flips for both seats from seeded shuffles, as the Malifaux engine's Initiative flip (2E §6.3 IN-1, IN-2, IN-5);
   * `declared`: the organiser records the table's flip. Default: server-flip when the encounter is generated
   * `server-rng` (the server already owns the randomness), declared otherwise (a table that flips its own cards).
   */
  readonly initiative: 'server-flip' | 'declared';
}

export const DEFAULT_POLICIES: Gg3Policies = {
  pregameInitiative: 'declared',
  curseShortfall: 'skip',
  curseExcess: 'removed',
  buriedAtKill: 'status-at-kill',
  tokensFollowReplace: true,
  buriedInPlay: false,
  containment: 'any-part',
  markerDiameterMm: 30,
  summonedMayNotTouchStrategyMarkers: true,
  summonedMayPassCurse: true,
  pushStopsAtModels: true,
  breakthroughRemoval: 'friendly-in-enemy-dz',
  vendettaDamage: 'this-activation',
  martyrsExactlyOne: true,
  dashCost: 'infinite',
  demonstrationParse: 'higher-cost-applies-to-both',
  loadEmUpLeaders: 'either-crew',
  setTheTrap: 'union',
  inYourFaceLeader: 'either-crew',
  meetupPairwise: true,
  sabotageTerrainHalf: 'any-part',
  claimOrder: 'initiative-sequential',
  strategyVpCap: null,
  deploymentData: 'recorded',
  nullKillerCounts: false,
  claimOnReplace: true,
  excludeInsignificant: false,
  buriedCurseStacking: false,
  sabotageEndRemovesQualifying: true,
  demonstrationTwo: 'at-least',
  inYourFaceReplace: 'lineage',
  initiative: 'declared',
};

/** The policies a client may choose at creation (the others have one reading implemented). */
export const CHOOSABLE_POLICIES: readonly (keyof Gg3Policies)[] = [
  'tokensFollowReplace', 'buriedInPlay', 'containment', 'markerDiameterMm', 'summonedMayNotTouchStrategyMarkers',
  'summonedMayPassCurse', 'breakthroughRemoval', 'vendettaDamage', 'martyrsExactlyOne', 'loadEmUpLeaders', 'setTheTrap', 'inYourFaceLeader',
  'sabotageTerrainHalf', 'strategyVpCap', 'excludeInsignificant', 'pushStopsAtModels', 'nullKillerCounts', 'claimOnReplace', 'buriedCurseStacking', 'sabotageEndRemovesQualifying', 'demonstrationTwo',
  'initiative',
];
