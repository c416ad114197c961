// malifaux-1e §14.13 location special-terrain / special-event tables (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 4978-5666): LO-1
// The rules of each special terrain or event (French PDF p.48-51) are MISSING from the seed: names only, as data.
import { isBlackJoker, isRedJoker, parseCard, type CardId } from '../../malifaux/cards';

/** One row per location: the six options of the bands 1-2, 3-4, 5-7, 8-9, 10-11, 12-13 (French names as printed). */
export const SPECIAL_TABLES: Readonly<Record<string, readonly [string, string, string, string, string, string]>> = {
  OLD_WITCH_TERRITORY: ['Sombres présages', 'Tourbières', 'Ancien monument', 'Nexus magique', 'Effigies mystérieuses', 'Brumes'],
  GREMLIN_VILLAGE: ['Murmures inquiétants', 'Tourbières', 'Structure inquiétante', 'Pluies torrentielles', 'Zone morte', "Tas d'épaves"],
  BAYOU_BORDER: ['Forêt', 'Structure inquiétante', 'Pluies torrentielles', 'Cimetière', 'Arbre à pendus', 'Campement'],
  BOG: ['Arbre à pendus', 'Filon de Pierrâmes', 'Tourbières', 'Effigies mystérieuses', 'Terrain dangereux', 'Brumes'],
  DOWNTOWN: ['Cimetière', 'Zone morte', 'Vague de chaleur', 'Structure inquiétante', 'Pluies torrentielles', 'Brumes'],
  INDUSTRIAL_ZONE: ['Terrain dangereux', 'Vague de chaleur', "Tas d'épaves", 'Décombres', 'Brumes', 'Structure inquiétante'],
  SLUMS: ["Tas d'épaves", 'Seul dans le noir', 'Décombres', 'Structure inquiétante', 'Arbre à pendus', 'Cimetière'],
  QUARANTINE_ZONE: ['Décombres', 'Monument ancien', 'Seul dans le noir', 'Nexus magique', 'Brumes', 'Murmures inquiétants'],
  RUINS: ['Filon de Pierrâmes', 'Murmures inquiétants', 'Décombres', 'Vents cruels', 'Chute de pierres', 'Campement'],
  MINES: ['Seul dans le noir', 'Nexus magique', 'Filon de Pierrâmes', 'Chute de pierres', 'Zone morte', 'Terrains dangereux'],
  GHOST_TOWN: ['Arbre à pendus', 'Vague de chaleur', 'Effigies mystérieuses', 'Sombres présages', 'Cimetière', 'Tempête de neige'],
  BADLANDS: ['Débandade !', 'Filon de Pierrâmes', 'Vague de chaleur', 'Forêt', 'Terrains dangereux', 'Tempête de neige'],
  MOUNTAINS: ['Terrains dangereux', 'Monument ancien', 'Chute de pierres', 'Tempête de neige', 'Nexus magique', 'Tremblements de terre'],
  THEATER: ['Sac de Pierrâmes', 'Cul sec !', 'Extinction des lumières', 'Départ de feu', "Bassin d'Aether", 'Terrain dangereux'],
  SEWERS: ['Gaz nocif', 'Nuée de rats', 'Extinction des lumières', 'Décombres', 'Terrain dangereux', 'Murmures inquiétants'],
  ARCANIST_LABORATORY: ['Sac de Pierrâmes', 'Mécanisme de recalibrage', "Bassin d'Aether", 'Texte ancien', 'Appareil ésotérique', 'Départ de feu'],
  RESURRECTIONIST_LABORATORY: ['Cimetière', 'Texte ancien', 'Extinction des lumières', 'Seul dans le noir', 'Chambre de torture', 'Effigies mystérieuses'],
  GUILD_LIBRARY: ["Bassin d'Aether", 'Extinction des lumières', 'Cachette de livres', 'Appareil ésotérique', 'Murmures inquiétants', 'Texte ancien'],
  NECROPOLIS: ['Murmures inquiétants', 'Cimetière', 'Monument ancien', 'Nexus magique', 'Seul dans le noir', 'Décombres'],
  // [OCR] O11: "Zone mortelle" is kept as printed.
  GUILD_PRISON: ['Zone mortelle', 'Chambre de torture', 'Décombres', 'Cris perçants', 'Extinction des lumières', 'Seul dans le noir'],
  WAREHOUSE: ['Extinction des lumières', 'Sac de Pierrâmes', "Tas d'épaves", 'Départ de feu', 'Texte ancien', 'Appareil ésotérique'],
};

/** LO-1 shared band layout: 1-2 → 0, 3-4 → 1, 5-7 → 2, 8-9 → 3, 10-11 → 4, 12-13 → 5. */
export function bandOf(value: number): number {
  return value <= 2 ? 0 : value <= 4 ? 1 : value <= 7 ? 2 : value <= 9 ? 3 : value <= 11 ? 4 : 5;
}

export type SpecialFlip = { readonly kind: 'RESULT'; readonly option: number } | { readonly kind: 'FLIP_TWO_MORE' } | { readonly kind: 'CHOICE' };

/** LO-1: BJ → flip two more and apply both; RJ → the flipper chooses; otherwise the band's option. */
export function specialFlipFor(card: CardId): SpecialFlip {
  if (isBlackJoker(card)) return { kind: 'FLIP_TWO_MORE' };
  if (isRedJoker(card)) return { kind: 'CHOICE' };
  return { kind: 'RESULT', option: bandOf(parseCard(card).value) };
}

/** Locations whose table is MISSING from the seed (indoor 9-13): no special flip is possible, the step is skipped. */
export function hasSpecialTable(location: string): boolean {
  return SPECIAL_TABLES[location] !== undefined;
}
