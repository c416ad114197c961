// malifaux-3e-gg3 §1.3, §3.1, §3.2, §10.1 tables (rules/malifaux-3e-gg3.md; seed 004_898087316cc90b1e.txt lines 4-260): SD-1, SD-4
// The four strategies keyed by suit and the thirteen schemes numbered by card value. Suits are the shared Malifaux
// fate-deck suits (src/rules/malifaux/cards.ts): the seed's "corbeau/plume" is CROW and "Livre" is TOME (SD-1).
import type { Suit } from '../malifaux/cards';

export const RULESET = 'malifaux-3e-gg3';

export type Station = 'MASTER' | 'HENCHMAN' | 'ENFORCER' | 'MINION' | 'PEON';
export const STATIONS: readonly Station[] = ['MASTER', 'HENCHMAN', 'ENFORCER', 'MINION', 'PEON'];

export type Gg3Strategy = 'gg3.cursed-objects' | 'gg3.guard-the-stash' | 'gg3.carve-a-path' | 'gg3.covert-operation';
export const GG3_STRATEGIES: readonly Gg3Strategy[] = ['gg3.cursed-objects', 'gg3.guard-the-stash', 'gg3.carve-a-path', 'gg3.covert-operation'];

/** §3.1 [SEED]: the strategy flip's suit picks the strategy. */
export const GG3_STRATEGY_BY_SUIT: Readonly<Record<Suit, Gg3Strategy>> = {
  CROW: 'gg3.cursed-objects',
  TOME: 'gg3.guard-the-stash',
  RAM: 'gg3.carve-a-path',
  MASK: 'gg3.covert-operation',
};

export type Deployment = 'standard' | 'flank' | 'wedge' | 'corner';
export const DEPLOYMENTS: readonly Deployment[] = ['standard', 'flank', 'wedge', 'corner'];
/** §10.1 [BG-M/BG-L, not the seed]: the deployment flip's suit; a TO may assign another (generation `to-assigned`). */
export const DEPLOYMENT_BY_SUIT: Readonly<Record<Suit, Deployment>> = { RAM: 'standard', TOME: 'flank', MASK: 'wedge', CROW: 'corner' };

export type SchemeNo = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;

/** §3.2: scheme ids by number (the seed's numbering is the card value). SD-4: "Révélez" headers are Reveal lines. */
export const SCHEMES: Readonly<Record<SchemeNo, string>> = {
  1: 'gg3.s01.breakthrough',
  2: 'gg3.s02.vendetta',
  3: 'gg3.s03.assassinate',
  4: 'gg3.s04.leave-your-mark',
  5: 'gg3.s05.sabotage',
  6: 'gg3.s06.hidden-martyrs',
  7: 'gg3.s07.catch-and-release',
  8: 'gg3.s08.spread-them-out',
  9: 'gg3.s09.load-em-up',
  10: 'gg3.s10.public-demonstration',
  11: 'gg3.s11.set-the-trap',
  12: 'gg3.s12.in-your-face',
  13: 'gg3.s13.secret-meetup',
};
export const isSchemeNo = (n: unknown): n is SchemeNo => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 13;

/** §4 structural maxima (OQ-21: no global cap by default): Cursed Objects 5, the others 4. */
export const STRATEGY_MAX: Readonly<Record<Gg3Strategy, number>> = {
  'gg3.cursed-objects': 5,
  'gg3.guard-the-stash': 4,
  'gg3.carve-a-path': 4,
  'gg3.covert-operation': 4,
};

/** ORD-4 / §10.4 [BG-H]: the game ends after Turn 5; there is no Turn 6. */
export const LAST_TURN = 5;
