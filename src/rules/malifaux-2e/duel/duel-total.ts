// malifaux-2e §3.6-3.7, §4.1-4.2 Math, stat modifiers (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 283, 571-593, 631-633, 657-661): MA-1..MA-3, SM-1.
// The duel total, suits and TN (SM-2, DU-1) are shared by the editions: malifaux/duel/duel-total.ts.
import { MALIFAUX_2E } from '../edition';

/** MA-1: any division rounds up (half of 7 is 4). */
export function divideRoundUp(dividend: number, divisor: number): number {
  return Math.ceil(dividend / divisor);
}

export type MathOp = 'MULTIPLY' | 'DIVIDE' | 'ADD' | 'SUBTRACT';
export interface StatModifier {
  readonly op: MathOp;
  readonly amount: number;
}

const ORDER: readonly MathOp[] = ['MULTIPLY', 'DIVIDE', 'ADD', 'SUBTRACT'];

/** MA-2: multiply, then divide (each rounded up, MA-1), then add, then subtract. */
export function applyMath(base: number, modifiers: readonly StatModifier[]): number {
  // A negative ADD is a subtraction (and a negative SUBTRACT an addition): both come after multiply and divide and
  // commute, so no modifier needs re-sorting by its sign.
  let v = base;
  for (const op of ORDER)
    for (const m of modifiers.filter((x) => x.op === op)) {
      if (op === 'MULTIPLY') v *= m.amount;
      else if (op === 'DIVIDE') v = divideRoundUp(v, m.amount);
      else if (op === 'ADD') v += m.amount;
      else v -= m.amount;
    }
  return v;
}

/**
 * SM-1, MA-3: a stat modifier changes the stat for this duel only; every stat except Wounds has a minimum of 1
 * after modifiers. A stat printed "—" (null) does not exist and cannot be modified: the result stays null.
 */
export function effectiveStat(base: number | null, modifiers: readonly StatModifier[] = [], opts: { wounds?: boolean } = {}): number | null {
  if (base === null) return null;
  const v = applyMath(base, modifiers);
  return opts.wounds ? v : Math.max(MALIFAUX_2E.statFloor['*'], v);
}
