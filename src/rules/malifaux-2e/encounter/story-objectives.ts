// malifaux-2e §21.5 Story Strategies as data (rules/malifaux-2e.md; seed 2697-3061): STR-0 (4 VP cap on the own Strategy)
// Each Attacker Strategy and each Defender objective is a list of VP sources. The table's facts are declared by the
// scoring seat (a count, or 1 for "the condition holds"); Slaughter and Contain power are worked out by the server.
import type { StoryStrategy } from './story-tables';

/** ETA1: end of every Turn after the first; TURN: end of every Turn (an event of that Turn); EOG: end of the game. */
export type StoryWhen = 'ETA1' | 'TURN' | 'EOG';

export type StorySource =
  /** `vp` when the declared fact is ≥ 1 (the condition holds). `once`: at most once per game. */
  | { readonly key: string; readonly when: StoryWhen; readonly kind: 'FLAG'; readonly vp: number; readonly once?: boolean }
  /** `vp` per unit of the declared count. */
  | { readonly key: string; readonly when: StoryWhen; readonly kind: 'COUNT'; readonly vp: number }
  /** The highest tier whose minimum the declared count reaches. */
  | { readonly key: string; readonly when: StoryWhen; readonly kind: 'TIERS'; readonly tiers: readonly (readonly [number, number])[] }
  /** Make them guess: 4 VP exact, 3 off by one, 2 off by two, else 0 (the declared value is how far off). */
  | { readonly key: string; readonly when: StoryWhen; readonly kind: 'OFF_BY' }
  /** Worked out by the server from the log. */
  | { readonly key: string; readonly when: StoryWhen; readonly kind: 'SLAUGHTER' | 'CONTAIN_POWER' };

const flag = (key: string, when: StoryWhen, vp = 1, once = false): StorySource => ({ key, when, kind: 'FLAG', vp, ...(once ? { once } : {}) });
const count = (key: string, when: StoryWhen, vp = 1): StorySource => ({ key, when, kind: 'COUNT', vp });
const twoOrFour = (key: string): StorySource => ({ key, when: 'EOG', kind: 'TIERS', tiers: [[2, 2], [3, 4]] });

/** §21.5 "Attacker victory". */
export const ATTACKER_SOURCES: Readonly<Record<StoryStrategy, readonly StorySource[]>> = {
  JAIL_BREAK: [flag('imprisonedInOwnDz', 'EOG', 4)],
  RECONNOITER: [flag('controlsTwoQuarters', 'ETA1')],
  DESTROY_EVIDENCE: [twoOrFour('evidenceDestroyed')],
  ARCANE_RITUAL: [flag('markerOnMonument', 'ETA1')],
  TURF_WAR: [flag('twoNonPeonNearTurf', 'ETA1')],
  THEFT: [twoOrFour('gemsHeld')],
  STAKE_A_CLAIM: [flag('moreClaimsOnDefenderHalf', 'ETA1')],
  ESCORT: [flag('escortOnDefenderHalf', 'EOG', 4)],
  SEARCH: [flag('notedMarkerHeld', 'EOG', 4)],
  SQUATTERS_RIGHTS: [flag('holdsTwoSquatMarkers', 'ETA1')],
  TREASURE_HUNT: [flag('treasureCarried', 'EOG', 3), flag('treasureInAttackerDz', 'EOG', 1)],
  SUPPLY_WAGON: [flag('mostModelsNearWagon', 'EOG', 1), flag('wagonOnAttackerHalf', 'EOG', 2), flag('wagonInAttackerDz', 'EOG', 1)],
  SABOTAGE: [flag('markerInNotedTerrain', 'EOG', 3), flag('markerInOtherTerrain', 'EOG', 1)],
};

/** §21.5 the recurring Defender objectives, defined once. */
const SLAUGHTER: readonly StorySource[] = [{ key: 'slaughter', when: 'ETA1', kind: 'SLAUGHTER' }];
const HOLD_GROUND = [flag('noEnemyNearOwnDz', 'ETA1')];
const CONTAIN_POWER: readonly StorySource[] = [{ key: 'containPower', when: 'EOG', kind: 'CONTAIN_POWER' }];
const SEARCH_HIDEOUT = [flag('nonPeonNearAttackerDz', 'ETA1')];
const SET_UP_CAMP = [flag('moreModelsOnAttackerHalf', 'ETA1')];

/** §21.5 the Defender's objective by its name (as story-tables.ts names it). */
export const DEFENDER_SOURCES: Readonly<Record<string, readonly StorySource[]>> = {
  Slaughter: SLAUGHTER,
  'Hold ground': HOLD_GROUND,
  'Contain power': CONTAIN_POWER,
  'Search their hideout': SEARCH_HIDEOUT,
  'Set up camp': SET_UP_CAMP,
  'The prisoner must be silenced': [flag('imprisonedKilled', 'EOG', 4)],
  'Hold the prisoner': [flag('cellInPlay', 'ETA1')],
  'Make it look like an accident': [count('markersNearDestroyedCell', 'TURN')],
  // Jail Break Masks and Escort Masks share a name; the Jail Break one is once per game for 4, the Escort one 2 each.
  'Retrieve information': [flag('retrievedFromPrisoner', 'TURN', 4, true), count('escortInteracts', 'TURN', 2)],
  'Leave our mark': [count('quartersMarked', 'EOG')],
  'Take their home': [flag('holdsChosenQuarter', 'EOG', 4)],
  'Plant evidence': [count('falsifiedMarkers', 'EOG')],
  'Catch them in the act': [count('evidenceDestroyedInLoS', 'TURN'), flag('leaderInPlay', 'EOG')],
  Blackmail: [count('nonPeonNearEvidence', 'EOG')],
  'Steal Components': [count('componentsStolen', 'TURN'), flag('leaderLostToOwnCrew', 'TURN', 2, true)],
  Guardian: [flag('twoNonPeonOnMonument', 'ETA1')],
  'Lead from the front': [flag('leaderNearTurf', 'ETA1')],
  'Claim their land': [count('claimInteracts', 'ETA1')],
  Counterfeit: [count('counterfeitMarkers', 'EOG')],
  'Guard the stash': [count('gemsGuarded', 'EOG', 2)],
  'Guard the claim': [flag('claimGuarded', 'ETA1')],
  'Stake out the Soulstone vein': [flag('twoClaimsOnCenterline', 'ETA1')],
  'The escort must be silenced': [flag('escortKilled', 'EOG', 4)],
  'Delay the escort': [flag('escortOnAttackerHalf', 'EOG', 4)],
  'Protect the relic': [flag('relicProtected', 'EOG', 4)],
  'We need them all': [count('searchMarkersNotCarried', 'EOG')],
  'Run off with it': [flag('carryingRevealedRelic', 'ETA1')],
  'Make them guess': [{ key: 'guessOffBy', when: 'EOG', kind: 'OFF_BY' }],
  Ours: [flag('moreNonPeonNearCenterSquat', 'ETA1')],
  Guard: [flag('treasureGuarded', 'ETA1')],
  'Take a peek': [flag('peeked', 'TURN')],
  'Capture the wagon!': [flag('twoNonPeonOnWagon', 'ETA1')],
  'Land mines': [count('landMines', 'TURN')],
  Hideout: [flag('moreNonPeonNearHideout', 'ETA1')],
};
