// malifaux-1e §14.2-§14.7 encounter tables (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 4027-4535): size table, factions, location, deployment, strategy tables
// Names are kept in French beside the English (§19); the English names of locations are the spec's translations.
import { isBlackJoker, isRedJoker, parseCard, type CardId } from '../../malifaux/cards';

/** §14.2: Scrap (Escarmouche) or Brawl (Rixe). */
export const SIZES = ['SCRAP', 'BRAWL'] as const;
export type EncounterSize1e = (typeof SIZES)[number];

export interface SizeRow {
  readonly fr: string;
  /** Suggested hiring soulstones ([OCR] O8: "1-55" printed; validation hints, not hard limits). */
  readonly hiring: { readonly min: number; readonly max: number };
  readonly maxHand: number;
  readonly leaders: { readonly min: number; readonly max: number };
  readonly maxPool: number;
  readonly maxSchemes: number;
  readonly vpCap: number;
  readonly rareFactor: number;
}

/** §14.2 (lines 4027-4068, 4104-4119), W17-W20: the scrambled size table as rebuilt by the spec. */
export const SIZE_TABLE: Readonly<Record<EncounterSize1e, SizeRow>> = {
  SCRAP: { fr: 'Escarmouche', hiring: { min: 1, max: 55 }, maxHand: 6, leaders: { min: 1, max: 1 }, maxPool: 8, maxSchemes: 2, vpCap: 8, rareFactor: 1 },
  BRAWL: { fr: 'Rixe', hiring: { min: 30, max: 80 }, maxHand: 7, leaders: { min: 1, max: 2 }, maxPool: 10, maxSchemes: 3, vpCap: 10, rareFactor: 2 },
};

/** §14.3, §18 "Factions": the five first-edition factions. */
export const FACTIONS_1E = ['GUILD', 'RESURRECTIONISTS', 'ARCANISTS', 'NEVERBORN', 'OUTCASTS'] as const;
export type Faction1e = (typeof FACTIONS_1E)[number];

export interface Named {
  readonly id: string;
  readonly fr: string;
  readonly en: string;
}

/** §14.4 second card 1..13, outdoor. */
export const OUTDOOR_LOCATIONS: readonly Named[] = [
  { id: 'OLD_WITCH_TERRITORY', fr: 'Territoire de la sorcière', en: "Old Witch's territory" },
  { id: 'GREMLIN_VILLAGE', fr: 'Village Gremlin', en: 'Gremlin village' },
  { id: 'BAYOU_BORDER', fr: 'Frontière des Bayous', en: 'Bayou border' },
  { id: 'BOG', fr: 'Tourbières', en: 'Bog' },
  { id: 'DOWNTOWN', fr: 'Centre ville', en: 'Downtown' },
  { id: 'INDUSTRIAL_ZONE', fr: 'Zone industrielle', en: 'Industrial zone' },
  { id: 'SLUMS', fr: 'Taudis', en: 'Slums' },
  { id: 'QUARANTINE_ZONE', fr: 'Zone de quarantaine', en: 'Quarantine zone' },
  { id: 'RUINS', fr: 'Ruines', en: 'Ruins' },
  { id: 'MINES', fr: 'Mines', en: 'Mines' },
  { id: 'GHOST_TOWN', fr: 'Ville fantôme / Village de colons', en: 'Ghost town / Settler town' },
  { id: 'BADLANDS', fr: 'Terres désolées', en: 'Badlands' },
  { id: 'MOUNTAINS', fr: 'Montagnes', en: 'Mountains' },
];

/** §14.4 second card 1..13, indoor (9-13: details MISSING from the seed, names only). */
export const INDOOR_LOCATIONS: readonly Named[] = [
  { id: 'THEATER', fr: 'Théâtre', en: 'Theater' },
  { id: 'SEWERS', fr: 'Égouts', en: 'Sewers' },
  { id: 'ARCANIST_LABORATORY', fr: "Laboratoire d'arcanistes", en: 'Arcanist laboratory' },
  { id: 'RESURRECTIONIST_LABORATORY', fr: 'Laboratoire de résurrectionnistes', en: 'Resurrectionist laboratory' },
  { id: 'GUILD_LIBRARY', fr: 'Librairie de la Guilde', en: 'Guild library' },
  { id: 'NECROPOLIS', fr: 'Nécropole', en: 'Necropolis' },
  { id: 'GUILD_PRISON', fr: 'Prison (de la Guilde)', en: 'Guild prison' },
  { id: 'WAREHOUSE', fr: 'Entrepôt', en: 'Warehouse' },
  { id: 'RESEARCH_LABORATORY', fr: 'Laboratoire de recherche', en: 'Research laboratory' },
  { id: 'CAVE', fr: 'Cave / Mine', en: 'Cave / Mine' },
  { id: 'ANCIENT_RUINS', fr: 'Anciennes ruines', en: 'Ancient ruins' },
  { id: 'GREAT_TAVERN', fr: 'Grande taverne', en: 'Great tavern' },
  { id: 'COLLAPSED_QUARTER', fr: 'Quartier effondré', en: 'Collapsed quarter' },
];

export const LOCATION_IDS: readonly string[] = [...OUTDOOR_LOCATIONS, ...INDOOR_LOCATIONS].map((l) => l.id);

/** Who decides when a table says "choose": the seat that flipped, or the other one. */
export type Chooser = 'FLIPPER' | 'OTHER';
export type TableResult<T> = { readonly kind: 'RESULT'; readonly value: T } | { readonly kind: 'CHOICE'; readonly chooser: Chooser };

/** §14.4 first card: BJ → the flipper chooses; 1-8 outdoor; 9-13 indoor; RJ → the other player chooses. */
export function indoorOrOutdoor(card: CardId): TableResult<'OUTDOOR' | 'INDOOR'> {
  if (isBlackJoker(card)) return { kind: 'CHOICE', chooser: 'FLIPPER' };
  if (isRedJoker(card)) return { kind: 'CHOICE', chooser: 'OTHER' };
  return { kind: 'RESULT', value: parseCard(card).value <= 8 ? 'OUTDOOR' : 'INDOOR' };
}

/** §14.4 second card, W34: value n picks the n-th location of the list; Jokers as on the first card. */
export function locationFor(where: 'OUTDOOR' | 'INDOOR', card: CardId): TableResult<string> {
  if (isBlackJoker(card)) return { kind: 'CHOICE', chooser: 'FLIPPER' };
  if (isRedJoker(card)) return { kind: 'CHOICE', chooser: 'OTHER' };
  const list = where === 'OUTDOOR' ? OUTDOOR_LOCATIONS : INDOOR_LOCATIONS;
  return { kind: 'RESULT', value: list[parseCard(card).value - 1].id };
}

/** §14.6, W22: deployment types. */
export const DEPLOYMENTS_1E = ['DIAGONAL', 'STANDARD', 'CORNER'] as const;
export type Deployment1e = (typeof DEPLOYMENTS_1E)[number];
export const DEPLOYMENT_GEOMETRY: Readonly<Record<Deployment1e, string>> = {
  DIAGONAL: 'each zone starts 12.5" from the line between two opposite corners',
  STANDARD: '6"-deep strips along the full length of opposite table edges',
  CORNER: '12" x 12" squares in two opposite corners',
};

/** §14.6: BJ the flipper chooses; 1-4 Diagonal; 5-9 Standard; 10-13 Corner; RJ the other player chooses. */
export function deploymentFor1e(card: CardId): TableResult<Deployment1e> {
  if (isBlackJoker(card)) return { kind: 'CHOICE', chooser: 'FLIPPER' };
  if (isRedJoker(card)) return { kind: 'CHOICE', chooser: 'OTHER' };
  const v = parseCard(card).value;
  return { kind: 'RESULT', value: v <= 4 ? 'DIAGONAL' : v <= 9 ? 'STANDARD' : 'CORNER' };
}

/** §14.7: the thirteen strategies (individual table order, card 1..13) with their French names. */
export const STRATEGIES_1E: readonly Named[] = [
  { id: 'A_LINE_IN_THE_SAND', fr: 'Une ligne dans le sable', en: 'A Line in the Sand' },
  { id: 'CLAIM_JUMP', fr: 'Réclamer un quartier', en: 'Claim Jump' },
  { id: 'CONTAIN_POWER', fr: 'Contenir la puissance', en: 'Contain Power' },
  { id: 'DELIVER_A_MESSAGE', fr: 'Délivrer un message', en: 'Deliver a Message' },
  { id: 'DESTROY_THE_EVIDENCE', fr: 'Détruire les preuves', en: 'Destroy the Evidence' },
  { id: 'DISTRACT', fr: 'Distraire', en: 'Distract' },
  { id: 'ESCAPE_AND_SURVIVE', fr: 'Échapper et survivre', en: 'Escape and Survive' },
  { id: 'PLANT_EVIDENCE', fr: 'Mettre des preuves', en: 'Plant Evidence' },
  { id: 'RECONNOITER', fr: 'Reconnaissance', en: 'Reconnoiter' },
  { id: 'SLAUGHTER', fr: 'Massacre', en: 'Slaughter' },
  { id: 'SUPPLY_WAGON', fr: "Wagon d'approvisionnement", en: 'Supply Wagon' },
  { id: 'TREASURE_HUNT', fr: 'Chasse au trésor', en: 'Treasure Hunt' },
  { id: 'TURF_WAR', fr: 'Guerre de territoire', en: 'Turf War' },
];
export const STRATEGY_IDS: readonly string[] = STRATEGIES_1E.map((s) => s.id);

/** The five strategies of the General encounter table. */
export const GENERAL_STRATEGY_IDS = ['TREASURE_HUNT', 'DESTROY_THE_EVIDENCE', 'RECONNOITER', 'CLAIM_JUMP', 'SLAUGHTER'] as const;

/** §14.7 General encounter, W35: 1-2 Treasure Hunt, 3-5 Destroy the Evidence, 6-8 Reconnoiter, 9-11 Claim Jump, 12-13 Slaughter; Jokers: the player chooses. */
export function generalStrategyFor(card: CardId): TableResult<string> {
  if (isBlackJoker(card) || isRedJoker(card)) return { kind: 'CHOICE', chooser: 'FLIPPER' };
  const v = parseCard(card).value;
  return { kind: 'RESULT', value: v <= 2 ? 'TREASURE_HUNT' : v <= 5 ? 'DESTROY_THE_EVIDENCE' : v <= 8 ? 'RECONNOITER' : v <= 11 ? 'CLAIM_JUMP' : 'SLAUGHTER' };
}

/** §14.7 individual / shared strategy table, W36: value n is the n-th strategy; BJ → the opponent chooses; RJ → the player chooses. */
export function extendedStrategyFor(card: CardId): TableResult<string> {
  if (isBlackJoker(card)) return { kind: 'CHOICE', chooser: 'OTHER' };
  if (isRedJoker(card)) return { kind: 'CHOICE', chooser: 'FLIPPER' };
  return { kind: 'RESULT', value: STRATEGIES_1E[parseCard(card).value - 1].id };
}

export type ExtendedKind = 'INDIVIDUAL' | 'SHARED' | 'STORY';
/** §14.7 the extended-encounter flip: Jokers the flipper chooses; 1 story or individual; 2-8 individual; 9-12 shared; 13 story or shared. */
export function extendedKindFor(card: CardId, storyAllowed: boolean): TableResult<ExtendedKind> {
  if (isBlackJoker(card) || isRedJoker(card)) return { kind: 'CHOICE', chooser: 'FLIPPER' };
  const v = parseCard(card).value;
  if (v === 1) return { kind: 'RESULT', value: storyAllowed ? 'STORY' : 'INDIVIDUAL' };
  if (v === 13) return { kind: 'RESULT', value: storyAllowed ? 'STORY' : 'SHARED' };
  return { kind: 'RESULT', value: v <= 8 ? 'INDIVIDUAL' : 'SHARED' };
}
