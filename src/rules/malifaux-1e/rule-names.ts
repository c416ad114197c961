// malifaux-1e §19 French → English glossary: the French name of each rule family beside the English one, so that a
// refusal reads in both languages (rules/malifaux-1e.md §19; the seed's own lexicon, p.69, is missing).
import { RuleViolation } from '../core/rule-violation';

export interface RuleName {
  readonly en: string;
  readonly fr: string;
}

/** Rule-id prefix → names (§19). */
export const RULE_NAMES: Readonly<Record<string, RuleName>> = {
  GEN: { en: 'General conventions', fr: 'Conventions générales' },
  TI: { en: 'Timing', fr: 'Temporalisation' },
  SM: { en: 'Stat modifiers', fr: 'Modificateurs de caractéristique' },
  CT: { en: 'Control', fr: 'Contrôle' },
  SS: { en: 'Soulstones', fr: 'Pierrâmes' },
  AT: { en: 'Attacks', fr: 'Attaques' },
  FD: { en: 'Fate Deck', fr: 'Jeu du destin' },
  FM: { en: 'Fate modifiers', fr: 'Modifier le destin' },
  CF: { en: 'Cheat Fate', fr: 'Tromper le destin' },
  TG: { en: 'Triggers', fr: 'Déclencheurs' },
  DU: { en: 'Duels', fr: 'Duels' },
  TU: { en: 'The turn', fr: 'Le tour' },
  AP: { en: 'Action points', fr: "Points d'action" },
  AM: { en: 'Action modifiers', fr: "Modificateurs d'action" },
  MV: { en: 'Movement', fr: 'Mouvement' },
  PL: { en: 'Placement', fr: 'Placement' },
  CB: { en: 'Combat', fr: 'Combat' },
  DMG: { en: 'Damage and wounds', fr: 'Dommages et blessures' },
  BL: { en: 'Blasts', fr: 'Explosions' },
  HE: { en: 'Healing', fr: 'Soin' },
  PR: { en: 'Damage prevention', fr: 'Prévention des blessures' },
  DE: { en: 'Disengaging', fr: 'Désengagement' },
  FIM: { en: 'Firing into melee', fr: 'Tirer dans une mêlée' },
  LOS: { en: 'Line of sight', fr: 'Ligne de vue' },
  ST: { en: 'Stacking effects', fr: 'Cumul des effets' },
  // §11-§14 (their rules live in magic/, morale/, terrain/, encounter/).
  MG: { en: 'Magic', fr: 'Magie' },
  SU: { en: 'Summoned models', fr: 'Combattants invoqués' },
  TF: { en: 'Transformed models', fr: 'Combattants transformés' },
  MO: { en: 'Morale', fr: 'Moral' },
  TE: { en: 'Terrain', fr: 'Éléments de décors' },
  HI: { en: 'Hiring crews', fr: 'Recrutement des bandes' },
  PO: { en: 'Soulstone Pool', fr: 'Réserve de Pierrâmes' },
  SC: { en: 'Schemes', fr: 'Combines' },
  GL: { en: 'Game length', fr: 'Durée de la partie' },
  LO: { en: 'Location', fr: 'Lieu' },
  SETUP: { en: 'Encounter setup', fr: 'Mise en place de la rencontre' },
};

export function ruleNameOf(ruleId: string): RuleName | null {
  const family = /^(?:malifaux-1e\/)?([A-Z]+)/.exec(ruleId)?.[1] ?? '';
  return RULE_NAMES[family] ?? null;
}

/** A 1E refusal: `malifaux-1e/<id>`, with the French and English rule names in the message (§19). */
export function violation(id: string, section: string, message: string): RuleViolation {
  const ruleId = `malifaux-1e/${id}`;
  const name = ruleNameOf(ruleId);
  return new RuleViolation(ruleId, section, name ? `${message} [${name.fr} / ${name.en}]` : message);
}

export function check(condition: boolean, id: string, section: string, message: string): asserts condition {
  if (!condition) throw violation(id, section, message);
}
