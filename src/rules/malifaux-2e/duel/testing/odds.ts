// Query builders for the duel calculator's specs: a Stat 5 model with no Fate Modifiers, empty hand and discards,
// and the exact odds as [numerator, denominator].
import { DuelQuery, winProbability } from '../duel-calculator';

export const f = (bonus: number, penalty: number): { bonus: number; penalty: number } => ({ bonus, penalty });
export const odds = (q: DuelQuery): [number, number] => {
  const p = winProbability(q);
  return [p.numerator, p.denominator];
};
export const simple = (over: Partial<Extract<DuelQuery, { kind: 'SIMPLE' }>>): DuelQuery => ({ kind: 'SIMPLE', me: { stat: 5, fate: f(0, 0) }, hand: [], myDiscard: [], ...over });
export const opposed = (over: Partial<Extract<DuelQuery, { kind: 'OPPOSED' }>>): DuelQuery => ({
  kind: 'OPPOSED',
  myRole: 'ATTACKER',
  me: { stat: 5, fate: f(0, 0) },
  opponent: { stat: 5, fate: f(0, 0) },
  hand: [],
  myDiscard: [],
  opponentDiscard: [],
  ...over,
});
