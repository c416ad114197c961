// malifaux-2e §21.3, §21.4 Story Encounter tables (rules/malifaux-2e.md; seed 2644-2695, 2697-3061): DV-16, DV-17
// Story Strategies score later (a following slice): here the tables that set a Story Encounter up.
import { parseCard, type CardId, type Suit } from '../../malifaux/cards';
import type { Deployment } from './tables';

export type StoryDeployment = Deployment | 'BLIND';
/** §21.3, DV-16: 1-7 Standard, 8-10 Corner, 11-12 Flank, 13 Close, either Joker Blind Deployment. */
export function storyDeploymentFor(card: CardId): StoryDeployment {
  const { value, suit } = parseCard(card);
  if (suit === null) return 'BLIND';
  return value <= 7 ? 'STANDARD' : value <= 10 ? 'CORNER' : value <= 12 ? 'FLANK' : 'CLOSE';
}

export const STORY_STRATEGIES = [
  'JAIL_BREAK', 'RECONNOITER', 'DESTROY_EVIDENCE', 'ARCANE_RITUAL', 'TURF_WAR', 'THEFT', 'STAKE_A_CLAIM', 'ESCORT', 'SEARCH', 'SQUATTERS_RIGHTS', 'TREASURE_HUNT', 'SUPPLY_WAGON', 'SABOTAGE',
] as const;
export type StoryStrategy = (typeof STORY_STRATEGIES)[number];

/** §21.5: the Defender's objective under each Strategy, by suit [Crows, Rams, Tomes, Masks]. */
const OBJECTIVES: Readonly<Record<StoryStrategy, readonly [string, string, string, string]>> = {
  JAIL_BREAK: ['The prisoner must be silenced', 'Hold the prisoner', 'Make it look like an accident', 'Retrieve information'],
  RECONNOITER: ['Slaughter', 'Hold ground', 'Leave our mark', 'Take their home'],
  DESTROY_EVIDENCE: ['Plant evidence', 'Catch them in the act', 'Contain power', 'Blackmail'],
  ARCANE_RITUAL: ['Steal Components', 'Guardian', 'Contain power', 'Search their hideout'],
  TURF_WAR: ['Slaughter', 'Lead from the front', 'Claim their land', 'Search their hideout'],
  THEFT: ['Counterfeit', 'Guard the stash', 'Contain power', 'Search their hideout'],
  STAKE_A_CLAIM: ['Slaughter', 'Guard the claim', 'Stake out the Soulstone vein', 'Search their hideout'],
  ESCORT: ['The escort must be silenced', 'Delay the escort', 'Contain power', 'Retrieve information'],
  SEARCH: ['Slaughter', 'Protect the relic', 'We need them all', 'Run off with it'],
  SQUATTERS_RIGHTS: ['Slaughter', 'Hold ground', 'Make them guess', 'Ours'],
  TREASURE_HUNT: ['Slaughter', 'Guard', 'Take a peek', 'Set up camp'],
  SUPPLY_WAGON: ['Slaughter', 'Capture the wagon!', 'Land mines', 'Set up camp'],
  SABOTAGE: ['Hideout', 'Hold ground', 'Contain power', 'Set up camp'],
};
const SUIT_INDEX: Readonly<Record<Suit, number>> = { CROW: 0, RAM: 1, TOME: 2, MASK: 3 };

/** §21.5: the Defender's objective under `strategy` for a suit. */
export const objectiveFor = (strategy: StoryStrategy, suit: Suit): string => OBJECTIVES[strategy][SUIT_INDEX[suit]];

/** §21.2: the Unconventional Terrain a Linked Games winner may choose (spoils option 2). */
export const UNCONVENTIONAL_TERRAINS = [
  'ANCIENT_MONUMENT', 'FORBIDDEN_TEXT', 'ARCANIST_LAB', 'DEAD_ZONE', 'GRAVEYARD', 'MYSTERIOUS_EFFIGIES', 'CARNIVOROUS_PLANTS', 'JUNKYARD', 'BOG', 'BADLANDS', 'MINE', 'SALOON', 'HANGING_TREE',
] as const;

/** §21.4, DV-17: the value gives the Attacker's Strategy, the suit the Defender's objective (never a Joker: reflipped). */
export function storyStrategyFor(card: CardId): { attackerStrategy: StoryStrategy; defenderObjective: string } {
  const { value, suit } = parseCard(card);
  if (suit === null) throw new Error('a Joker starts a Shindig and is flipped again');
  const attackerStrategy = STORY_STRATEGIES[value - 1];
  return { attackerStrategy, defenderObjective: OBJECTIVES[attackerStrategy][SUIT_INDEX[suit]] };
}
