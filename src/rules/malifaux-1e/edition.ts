// The Malifaux First Edition profile on the shared engine (rules/malifaux-1e.md §18, the 1E column; seeds
// 000_8cac2ea3b25a10d7.txt and 003_709459c7b0988b93.txt). The one place where 1E's differences from 2E are written.
import type { EditionProfile } from '../malifaux/edition';
import { ONE_TWO_THREE_ALL } from '../malifaux/flip-tables';

export const MALIFAUX_1E: EditionProfile = {
  id: 'malifaux-1e',
  // §5.1 FD-2: this translation maps Tomes to Diamonds and Masks to Clubs (2E the other way round).
  pokerSuits: { HEARTS: 'RAM', SPADES: 'CROW', DIAMONDS: 'TOME', CLUBS: 'MASK' },
  // §5.3 FD-8: 6 in a Scrap, 7 in a Brawl.
  maxHandSize: { SCRAP: 6, BRAWL: 7 },
  drawPhaseSoulstoneDraw: false,
  // §7.5 steps C and D, FD-13.
  discardReshuffle: 'CLOSING_PHASE',
  // §5.7: only net `−` and one's own Black Joker ban cheating.
  opponentRedJokerBansCheat: false,
  // §6.3 step 2: after cheating, one extra card whose value AND suit are added.
  duelSoulstone: 'EXTRA_CARD_AFTER_CHEAT',
  // §5.7 FM-5: the active model (attacker / actor) chooses its card first.
  activeCardOrder: 'ACTIVE_FIRST',
  // §10.5 CB-7 (reconstructed, [OCR]): 0 −− · 1-5 − · 6-10 none · 11+ +.
  combatTotalTable: [
    { min: 0, max: 0, modifiers: { bonus: 0, penalty: 2 } },
    { min: 1, max: 5, modifiers: { bonus: 0, penalty: 1 } },
    { min: 6, max: 10, modifiers: { bonus: 0, penalty: 0 } },
    { min: 11, max: null, modifiers: { bonus: 1, penalty: 0 } },
  ],
  // §10.8 DMG-9.
  redJokerDamage: 'SEVERE_PLUS_SECOND_FLIP',
  // §10.10 HE-2: BJ 0 / 1-5: 1 / 6-10: 2 / 11-13: 3 / RJ all; no cheating, no soulstones.
  healing: { kind: 'FIXED', table: ONE_TWO_THREE_ALL, cheatable: false },
  // §10.11 PR-1.
  prevention: ONE_TWO_THREE_ALL,
  // §7.1: Draw → Activation (initiative is its step B) → Closing.
  phases: ['DRAW', 'ACTIVATION', 'CLOSING'],
  // §7.3 step 5: the highest card activates first; nobody chooses.
  initiative: 'HIGHEST_ACTIVATES_FIRST',
  // §8.1 AP-1: 2 general AP for every model.
  generalAp: { MASTER: 2, HENCHMAN: 2, MINION: 2 },
  // §9.2: one melee attack with `+` on its damage flip.
  charge: { attacks: 1, damageBonus: 1 },
  // §10.1: (2) Focus; (1) Defensive Stance, first action only, −2 Wk / −2 Cg.
  focusCost: 2,
  defensiveStance: { firstActionOnly: true, wkCgPenalty: 2 },
  // §3.4 SM-1, §3.1: stats floor 0, Wk/Cg floor 1.
  statFloor: { Wk: 1, Cg: 1, '*': 0 },
  // §10.4: hard cover is `−` on the attack flip and Armor +1.
  hardCover: 'ARMOR_PLUS_1',
  // §10.6: the target's melee zone; Ht ≥ 3 flips two cards; +1 Df per enemy engaged with the target.
  firingIntoMelee: { candidates: 'TARGET_MELEE_ZONE', cardsForHt3: 2, dfPerEngagedEnemy: 1 },
  // §10.12: any movement effect leaving a melee zone (not push / place / swap); a hit stops the action.
  disengaging: 'ANY_MOVEMENT_STOPS_ACTION',
  // §9.5 MV-11: a 2/4/6 flip per full 3", not cheatable.
  falling: { kind: 'FLIP_PER_FULL_3_INCHES', track: { weak: 2, moderate: 4, severe: 6 } },
  // §8.5: this activation or the next, whichever comes first.
  fastSlow: 'THIS_OR_NEXT_ACTIVATION',
  // §2 TI-3.
  defaultEffectEnd: 'CLOSING_RESOLVE_EFFECTS',
  // §1 GEN-4.
  preMeasuring: false,
};
