// The 1E EditionProfile (edition.ts), row by row of rules/malifaux-1e.md §18 (the 1E column), and the §19 glossary
// (rule-names.ts) a refusal quotes (issue 15). Every value is data a shared engine function reads.
import { malifaux1e } from '.';
import { authorize1e } from './access';
import { decide1e } from './decide';
import { MALIFAUX_1E } from './edition';
import { evolve1e } from './evolve';
import { redactEvent1e, view1e } from './view';
import { RULE_NAMES } from './rule-names';

describe('malifaux-1e §18 the 1E column of the edition profile', () => {
  it.each([
    ['malifaux-1e/FD-2 "Standard-deck mapping": Tomes are Diamonds, Masks Clubs', 'pokerSuits', { HEARTS: 'RAM', SPADES: 'CROW', DIAMONDS: 'TOME', CLUBS: 'MASK' }],
    ['malifaux-1e/FD-8 "Hand size": 6 in a Scrap, 7 in a Brawl', 'maxHandSize', { SCRAP: 6, BRAWL: 7 }],
    ['malifaux-1e/TU-D2 no soulstone draw in the Draw Phase', 'drawPhaseSoulstoneDraw', false],
    ['malifaux-1e/FD-13 discards are reshuffled in the Closing Phase', 'discardReshuffle', 'CLOSING_PHASE'],
    ['malifaux-1e/FM-3 the opponent’s Red Joker does not ban cheating', 'opponentRedJokerBansCheat', false],
    ['malifaux-1e/SS-4 a soulstone flips an extra card after cheating', 'duelSoulstone', 'EXTRA_CARD_AFTER_CHEAT'],
    ['malifaux-1e/FM-5 the active model chooses its card first', 'activeCardOrder', 'ACTIVE_FIRST'],
    ['malifaux-1e/DMG-9 the Red Joker deals severe and flips again', 'redJokerDamage', 'SEVERE_PLUS_SECOND_FLIP'],
    ['malifaux-1e/HE-2 healing reads BJ 0 / 1 / 2 / 3 / RJ all, never cheated', 'healing', { kind: 'FIXED', table: { blackJoker: 0, low: 1, mid: 2, high: 3, redJoker: 'ALL' }, cheatable: false }],
    ['malifaux-1e/PR-1 prevention reads BJ 0 / 1 / 2 / 3 / RJ all', 'prevention', { blackJoker: 0, low: 1, mid: 2, high: 3, redJoker: 'ALL' }],
    ['malifaux-1e/TU-1 Draw, Activation (initiative is its step B), Closing', 'phases', ['DRAW', 'ACTIVATION', 'CLOSING']],
    ['malifaux-1e/TU-A1 the highest initiative card activates first', 'initiative', 'HIGHEST_ACTIVATES_FIRST'],
    ['malifaux-1e/AP-1 2 general AP for every station', 'generalAp', { MASTER: 2, HENCHMAN: 2, MINION: 2 }],
    ['malifaux-1e/MV-2 a Charge makes one attack with `+` to its damage', 'charge', { attacks: 1, damageBonus: 1 }],
    ['malifaux-1e/CB-4 Focus costs 2 AP', 'focusCost', 2],
    ['malifaux-1e/SM-1 Defensive Stance: first action only, −2 Wk / −2 Cg', 'defensiveStance', { firstActionOnly: true, wkCgPenalty: 2 }],
    ['malifaux-1e/SM-1 stats floor at 0, Wk and Cg at 1', 'statFloor', { Wk: 1, Cg: 1, '*': 0 }],
    ['malifaux-1e/LOS-1 hard cover adds Armor +1', 'hardCover', 'ARMOR_PLUS_1'],
    ['malifaux-1e/FIM-1 firing into melee: the target’s melee zone, 2 cards for Ht 3, +1 Df per engaged enemy', 'firingIntoMelee', { candidates: 'TARGET_MELEE_ZONE', cardsForHt3: 2, dfPerEngagedEnemy: 1 }],
    ['malifaux-1e/DE-1 any movement effect is struck at; a hit stops the action', 'disengaging', 'ANY_MOVEMENT_STOPS_ACTION'],
    ['malifaux-1e/MV-11 a fall flips 2/4/6 per full 3"', 'falling', { kind: 'FLIP_PER_FULL_3_INCHES', track: { weak: 2, moderate: 4, severe: 6 } }],
    ['malifaux-1e/AM-2 Fast / Slow: this activation or the next', 'fastSlow', 'THIS_OR_NEXT_ACTIVATION'],
    ['malifaux-1e/TI-3 effects end at the Closing Phase’s Resolve Effects', 'defaultEffectEnd', 'CLOSING_RESOLVE_EFFECTS'],
    ['malifaux-1e/GEN-4 no pre-measuring', 'preMeasuring', false],
    ['malifaux-1e/FD-1 the profile is the 1E one', 'id', 'malifaux-1e'],
  ] as const)('%s', (_title, key, value) => {
    expect(MALIFAUX_1E[key]).toEqual(value);
  });

  it('malifaux-1e/CB-7 the combat total table: 0 −− · 1-5 − · 6-10 none · 11+ +', () => {
    expect(MALIFAUX_1E.combatTotalTable).toEqual([
      { min: 0, max: 0, modifiers: { bonus: 0, penalty: 2 } },
      { min: 1, max: 5, modifiers: { bonus: 0, penalty: 1 } },
      { min: 6, max: 10, modifiers: { bonus: 0, penalty: 0 } },
      { min: 11, max: null, modifiers: { bonus: 1, penalty: 0 } },
    ]);
  });
});

describe('malifaux-1e §19 the French → English glossary', () => {
  it('malifaux-1e/GEN-1 every rule family a refusal can name has its French and English name', () => {
    expect(RULE_NAMES).toEqual({
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
    });
  });
});

describe('malifaux-1e the ruleset (index.ts)', () => {
  it('malifaux-1e/FD-1 the decider is registered as malifaux-1e and starts with no encounter', () => {
    expect(malifaux1e.id).toBe('malifaux-1e');
    expect(malifaux1e.initialState()).toEqual({ status: 'empty' });
    expect([malifaux1e.decide, malifaux1e.evolve, malifaux1e.view, malifaux1e.redactEvent, malifaux1e.authorize]).toEqual([decide1e, evolve1e, view1e, redactEvent1e, authorize1e]);
  });
});
