// malifaux-2e §20.3-§20.6 Standard Encounter tables (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 1968-2175): DV-10..DV-15, DV-18
import { parseCard, type CardId, type Suit } from '../../malifaux/cards';

/** §18.1: the seven factions. */
export const FACTIONS = ['ARCANISTS', 'GREMLINS', 'GUILD', 'NEVERBORN', 'OUTCASTS', 'RESURRECTIONISTS', 'TEN_THUNDERS'] as const;
export type Faction = (typeof FACTIONS)[number];

export type SizeClass = 'SHOOT_OUT' | 'DUSTUP' | 'SCRAP';
/** §20.3: hiring SS → size; which stations may lead (A-22: below 10 SS is refused, the caller checks). */
export function sizeClass(soulstones: number): SizeClass {
  return soulstones <= 25 ? 'SHOOT_OUT' : soulstones <= 40 ? 'DUSTUP' : 'SCRAP';
}
export const LEADERS: Readonly<Record<SizeClass, readonly ('MASTER' | 'HENCHMAN')[]>> = {
  SHOOT_OUT: ['HENCHMAN'],
  DUSTUP: ['HENCHMAN', 'MASTER'],
  SCRAP: ['MASTER'],
};
export const MIN_ENCOUNTER_SIZE = 10;
export const MAX_ENCOUNTER_SIZE = 100;

export const DEPLOYMENTS = ['STANDARD', 'CORNER', 'FLANK', 'CLOSE'] as const;
export type Deployment = (typeof DEPLOYMENTS)[number];
/** §20.4, DV-15: 1-7 Standard, 8-10 Corner, 11-13 Flank, either Joker Close (no cheating). */
export function deploymentFor(card: CardId): Deployment {
  const { value, suit } = parseCard(card);
  if (suit === null) return 'CLOSE';
  return value <= 7 ? 'STANDARD' : value <= 10 ? 'CORNER' : 'FLANK';
}

/**
 * §20.4 zones. The diagrams are lost in the OCR (O-7, A-23): the zones are named, their geometry is reference data to
 * come; clients declare zone membership as facts. Each type has two opposite zones.
 */
export const DEPLOYMENT_ZONES = ['ZONE_1', 'ZONE_2'] as const;
export type DeploymentZone = (typeof DEPLOYMENT_ZONES)[number];
export const opposite = (z: DeploymentZone): DeploymentZone => (z === 'ZONE_1' ? 'ZONE_2' : 'ZONE_1');

export const STRATEGIES = ['TURF_WAR', 'RECKONING', 'RECONNOITER', 'SQUATTERS_RIGHTS', 'STAKE_A_CLAIM'] as const;
export type Strategy = (typeof STRATEGIES)[number];
const STRATEGY_BY_SUIT: Readonly<Record<Suit, Strategy>> = { RAM: 'TURF_WAR', CROW: 'RECKONING', MASK: 'RECONNOITER', TOME: 'SQUATTERS_RIGHTS' };
/** §20.5, DV-14 (suit column rebuilt from the heading glyphs, O-5): the suit picks; either Joker is Stake a Claim. */
export function strategyFor(card: CardId): Strategy {
  const { suit } = parseCard(card);
  return suit === null ? 'STAKE_A_CLAIM' : STRATEGY_BY_SUIT[suit];
}

export const SCHEMES = [
  'A_LINE_IN_THE_SAND',
  'DISTRACT',
  'BREAKTHROUGH',
  'ASSASSINATE',
  'PROTECT_TERRITORY',
  'BODYGUARD',
  'CURSED_OBJECT',
  'OUTFLANK',
  'PLANT_EVIDENCE',
  'ENTOURAGE',
  'VENDETTA',
  'PLANT_EXPLOSIVES',
  'MAKE_THEM_SUFFER',
  'DELIVER_A_MESSAGE',
  'TAKE_PRISONER',
  'SPRING_THE_TRAP',
  'MURDER_PROTEGE',
  'FRAME_FOR_MURDER',
  'POWER_RITUAL',
] as const;
export type GenericSchemeId = (typeof SCHEMES)[number];

/** §21.7 (seed 3109-3137): each faction's own Scheme, an option in a Story Encounter for the faction announced. */
export const FACTION_SCHEMES = {
  GUILD: 'ROUNDUP',
  RESURRECTIONISTS: 'SPREAD_OF_DECAY',
  ARCANISTS: 'GATHERING_POWER',
  NEVERBORN: 'EXTERMINATE',
  OUTCASTS: 'FOR_THE_MONEY',
  GREMLINS: 'FIGHT_ANOTHER_DAY',
  TEN_THUNDERS: 'WATCHFUL_EYES',
} as const satisfies Record<Faction, string>;
export type FactionSchemeId = (typeof FACTION_SCHEMES)[Faction];
export type SchemeId = GenericSchemeId | FactionSchemeId;
/** Every Scheme id the API accepts: the 19 generic ones, then the seven faction Schemes. */
export const ALL_SCHEMES: readonly SchemeId[] = [...SCHEMES, ...Object.values(FACTION_SCHEMES)];
/** §21.7: For the Money must be revealed at the start; on the reveal the Crew's Pool gains 4 Soulstones. */
export const FOR_THE_MONEY_SOULSTONES = 4;

/** §20.6 scheme table (suit rows rebuilt from the heading glyphs, O-6). */
const SCHEME_BY_SUIT: Readonly<Record<Suit, GenericSchemeId>> = { MASK: 'BREAKTHROUGH', CROW: 'ASSASSINATE', TOME: 'PROTECT_TERRITORY', RAM: 'BODYGUARD' };
/** §20.6 scheme table by card value 1..13: the schemes of SCHEMES from Cursed Object on, in the book's (and SCHEMES') order. */
const SCHEME_BY_VALUE: readonly GenericSchemeId[] = SCHEMES.slice(SCHEMES.indexOf('CURSED_OBJECT'));

/**
 * §20.6, DV-10..DV-13: A Line in the Sand always; the suit and value schemes of both (non-Joker) cards; Distract on
 * doubles (same suit or same value). Two cards of one deck never share suit and value, so the pool is always 5.
 */
export function schemePool(c1: CardId, c2: CardId): GenericSchemeId[] {
  const a = parseCard(c1);
  const b = parseCard(c2);
  if (a.suit === null || b.suit === null) throw new Error('scheme pool cards are never Jokers (they are reflipped)');
  const pool = new Set<GenericSchemeId>(['A_LINE_IN_THE_SAND']);
  pool.add(SCHEME_BY_SUIT[a.suit]).add(SCHEME_BY_SUIT[b.suit]);
  pool.add(SCHEME_BY_VALUE[a.value - 1]).add(SCHEME_BY_VALUE[b.value - 1]);
  if (a.suit === b.suit || a.value === b.value) pool.add('DISTRACT');
  return SCHEMES.filter((s) => pool.has(s));
}

/** §20.9: schemes that may not be revealed at the start of the game (seed 2271, 2321, 2337). */
export const NO_START_REVEAL: ReadonlySet<SchemeId> = new Set(['VENDETTA', 'SPRING_THE_TRAP', 'FRAME_FOR_MURDER']);
/** §20.9: schemes that start unrevealed and are revealed only by their own trigger (seed 2195, 2209, 2235). */
export const STARTS_UNREVEALED: ReadonlySet<SchemeId> = new Set(['DISTRACT', 'ASSASSINATE', 'CURSED_OBJECT']);

/** SC-0a, VP-1: caps per source. */
export const STRATEGY_CAP = 4;
export const SCHEME_CAP = 3;
/** §21.6: the Shindig's VP, to the first Crew damaged by an enemy Attack Action (12 VP at most in a Shindig game). */
export const SHINDIG_VP = 2;
