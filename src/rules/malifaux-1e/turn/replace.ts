// malifaux-1e PL-3 Replace (rules/malifaux-1e.md §9.6; seed 000_8cac2ea3b25a10d7.txt lines 2559-2602; worked example D34):
// the replacing model(s) go in base contact with the replaced one(s), which are removed; every effect on the replaced
// model carries over, wounds already suffered included, split evenly among several replacements; they carry on the
// activation with its remaining general AP, split as evenly as possible; one model replacing several uses the highest
// remaining AP among them.
import type { EncounterCommand1e } from '../commands';
import type { EncounterEvent1e } from '../events';
import { check } from '../rule-names';
import type { GameState1e } from '../state';
import { modelFrom } from './crew';
import type { ModelState, Modifiers1e } from './model';

type DeclareEffect = Extract<EncounterCommand1e, { type: 'DeclareEffect' }>;
const S96 = '§9.6 (seed 2559-2602)';

/**
 * PL-3: `total` split as evenly as possible among `n` (each share ⌊total / n⌋ or one more). [AMBIGUOUS] (§20.2 item 9):
 * who takes the odd ones is the controller's choice, `chosen`; without it, the first replacements named.
 */
export function evenSplit(total: number, n: number, chosen: readonly number[] | undefined, what: string): number[] {
  const low = Math.floor(total / n);
  const extra = total - low * n;
  if (chosen === undefined) return Array.from({ length: n }, (_, i) => low + (i < extra ? 1 : 0));
  const sum = chosen.reduce((a, b) => a + b, 0);
  check(chosen.length === n && sum === total && chosen.every((x) => x === low || x === low + 1), 'PL-3', S96, `${what}: ${total} among ${n} as evenly as possible is ${extra} share(s) of ${low + 1} and ${n - extra} of ${low}, not [${chosen.join(', ')}]`);
  return [...chosen];
}

/** The modifiers carried over: every effect on any replaced model (ST-4: the same modifier twice is had once). */
function carried(olds: readonly ModelState[]): Modifiers1e {
  const any = (k: keyof Modifiers1e): boolean => olds.some((m) => m.modifiers[k]);
  return { fast: any('fast'), slow: any('slow'), paralyzed: any('paralyzed'), reactivate: any('reactivate'), defensive: any('defensive') };
}

/**
 * PL-3: one model replaced by one or several (`summon`, or `summons`), or several replaced by one (`alsoReplaces`). Every
 * replaced model must be in play and the controller's; the replacements are new Masters, Henchmen or Minions.
 * Wounds suffered: their sum over the replaced models [DERIVED: every effect on each carries over], split by `woundsSplit`.
 * AP: the activating replaced model's remaining general AP, split by `apSplit` (one replacing several: the highest,
 * which is the activating one's: the others have none left this activation). The first replacement carries on the
 * activation; several replacements activate together (TU-A5), which is not played, so a second share of AP above 0 is
 * refused rather than lost.
 */
export function replace(state: GameState1e, modelId: string, c: DeclareEffect): EncounterEvent1e[] {
  const cards = c.data.summons ?? (c.data.summon ? [c.data.summon] : []);
  check(cards.length >= 1 && cards.length <= 6, 'PL-3', S96, 'give the replacing model’s stat card (summon), or the cards of several (summons, up to 6)');
  const also = c.data.alsoReplaces ?? [];
  check(also.length === 0 || cards.length === 1, 'PL-3', S96, 'either one model replaces several (alsoReplaces) or several replace one (summons), not both');
  const ids = [modelId, ...also];
  check(new Set(ids).size === ids.length, 'PL-3', S96, 'a model is replaced once');
  const olds = ids.map((id) => state.models[id]);
  for (const [i, m] of olds.entries()) check(m !== undefined && m.status === 'IN_PLAY' && m.seat === olds[0].seat, 'PL-3', S96, `${ids[i]} is not a model in play of ${olds[0].seat}`);
  const seen = new Set<string>();
  for (const card of cards) {
    check(state.models[card.id] === undefined && !seen.has(card.id), 'PL-3', S96, `${card.id} is already in the encounter`);
    seen.add(card.id);
    check(['MASTER', 'HENCHMAN', 'MINION'].includes(card.station) && card.wounds >= 1, 'PL-3', S96, 'the replacement is a Master, Henchman or Minion with at least 1 Wd');
  }
  check(c.data.fits !== false, 'PL-1', S96, `${cards.map((x) => x.id).join(', ')} must fit in base contact with ${ids.join(', ')}`);
  const suffered = olds.reduce((n, m) => n + (m.stats.wd - m.wounds), 0);
  const woundShares = evenSplit(suffered, cards.length, c.data.woundsSplit, 'woundsSplit (wounds suffered)');
  const a = state.turn.activation;
  const activating = a !== null && ids.includes(a.modelId);
  const apShares = activating ? evenSplit(a.ap, cards.length, c.data.apSplit, 'apSplit (general AP left)') : null;
  check(apShares === null || apShares.slice(1).every((x) => x === 0), 'PL-3', S96, 'several replacements with AP left to spend activate together (TU-A5, not played yet): give the AP to the first replacement if the split allows it');
  const modifiers = carried(olds);
  const activations = Math.max(...olds.map((m) => m.activations));
  const replacements = cards.map((card, i) => {
    const wounds = Math.max(0, card.wounds - woundShares[i]);
    return { ...modelFrom(olds[0].seat, card), wounds, modifiers, activations, status: wounds > 0 ? ('IN_PLAY' as const) : ('KILLED' as const) };
  });
  return [
    {
      type: 'ModelReplaced1e',
      data: {
        modelId,
        replacement: replacements[0],
        woundsSuffered: suffered,
        ...(replacements.length > 1 ? { others: replacements.slice(1), woundsSplit: woundShares } : {}),
        ...(also.length > 0 ? { alsoReplaced: also } : {}),
        ...(apShares !== null && apShares.length > 1 ? { apSplit: apShares } : {}),
      },
    },
  ];
}
