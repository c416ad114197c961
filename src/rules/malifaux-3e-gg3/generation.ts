// malifaux-3e-gg3 §3 The GG3 encounter, §10.1 generation (rules/malifaux-3e-gg3.md; seed lines 4-260): EN-1, EN-2, SD-1
// server-rng flips the shared Malifaux fate deck (src/rules/malifaux/cards.ts), shuffled by the server's seeded PRNG
// (src/rules/core/prng.ts, nonce 0): deployment by suit, strategy by suit, then scheme values until five distinct;
// Jokers are reflipped. Every flipped card is recorded, so anyone holding the revealed seed can check the draw.
import { rngFor, shuffle } from '../core/prng';
import { require_ } from '../core/rule-violation';
import { FATE_DECK, isCardId, parseCard, RED_JOKER, BLACK_JOKER } from '../malifaux/cards';
import type { GenerationInput } from './commands';
import type { Generation } from './state';
import { DEPLOYMENT_BY_SUIT, DEPLOYMENTS, GG3_STRATEGIES, GG3_STRATEGY_BY_SUIT, isSchemeNo, RULESET, type Deployment, type Gg3Strategy, type SchemeNo } from './tables';

const S3 = '§3.3';

export interface Generated {
  readonly deployment: Deployment;
  readonly strategy: Gg3Strategy;
  readonly schemePool: SchemeNo[];
  readonly generation: Generation;
}

const isJoker = (c: string): boolean => c === RED_JOKER || c === BLACK_JOKER;

/** Reads flipped cards in order (a shuffled deck, or the cards a table flipped) into an encounter. */
function fromFlips(cards: readonly string[], method: Generation['method']): Generated {
  const flips: { purpose: 'deployment' | 'strategy' | 'scheme'; card: string }[] = [];
  let i = 0;
  const next = (purpose: 'deployment' | 'strategy' | 'scheme'): string | null => {
    while (i < cards.length) {
      const card = cards[i++];
      flips.push({ purpose, card });
      if (!isJoker(card)) return card;
    }
    return null;
  };
  const d = next('deployment');
  const st = next('strategy');
  require_(d !== null && st !== null, `${RULESET}/EN-2`, S3, 'the flips must give a deployment suit and a strategy suit');
  const pool: SchemeNo[] = [];
  while (pool.length < 5) {
    const c = next('scheme');
    require_(c !== null, `${RULESET}/EN-2`, S3, 'the flips must give five distinct scheme values');
    const v = parseCard(c).value as SchemeNo;
    if (!pool.includes(v)) pool.push(v);
  }
  return { deployment: DEPLOYMENT_BY_SUIT[parseCard(d).suit!], strategy: GG3_STRATEGY_BY_SUIT[parseCard(st).suit!], schemePool: pool, generation: { method, flips } };
}

export function generate(input: GenerationInput, seed: string): Generated {
  switch (input.method) {
    case 'server-rng':
      return fromFlips(shuffle(FATE_DECK, rngFor(seed, 0)), 'server-rng');
    case 'physical-flip': {
      const flips = input.flips ?? [];
      require_(flips.every(isCardId), `${RULESET}/EN-2`, S3, 'physical-flip records fate cards (e.g. "RAM-7", "RJ")');
      return fromFlips(flips, 'physical-flip');
    }
    case 'to-assigned': {
      // Stryker disable next-line ArrayDeclaration: a missing pool is refused under EN-1 with the same message whether it reads as [] or as any list that is not 5 numbers
      const pool = input.schemePool ?? [];
      // EN-1: five distinct numbers 1..13 and a strategy of §3.1.
      require_(pool.length === 5 && pool.every(isSchemeNo) && new Set(pool).size === 5, `${RULESET}/EN-1`, S3, 'schemePool has 5 distinct scheme numbers 1..13');
      require_(input.strategy !== undefined && GG3_STRATEGIES.includes(input.strategy), `${RULESET}/EN-1`, S3, 'strategy is one of the four GG3 strategies');
      require_(input.deployment === undefined || DEPLOYMENTS.includes(input.deployment), `${RULESET}/EN-1`, S3, 'unknown deployment');
      return { deployment: input.deployment ?? 'standard', strategy: input.strategy, schemePool: pool as SchemeNo[], generation: { method: 'to-assigned', flips: [] } };
    }
    default:
      return require_(false, `${RULESET}/EN-2`, S3, 'generation is server-rng, physical-flip or to-assigned') as never;
  }
}
