// Effects that happen at the same moment, put in order (both editions): malifaux-2e TR-5 / TR-7 (Triggers before
// Abilities, the Defender's Trigger first) and malifaux-1e TI-5 (mandatory before optional, immediate first, the active
// player's, then the others', effects nobody controls last). Each edition's reading is a list of ranking keys; the sort
// is the same: lexicographic over the keys, stable, so what no key separates keeps the order its controller gave it
// (1E TI-5 item 4: "in the order of their choice").

/** One ranking key: lower comes first. */
export type PrecedenceKey<T> = (effect: T) => number;

/** A stable lexicographic sort over `keys`: the first key that separates two effects decides; a full tie keeps the given order. */
export function orderByPrecedence<T>(list: readonly T[], keys: readonly PrecedenceKey<T>[]): T[] {
  const ranked = list.map((effect) => ({ effect, ranks: keys.map((k) => k(effect)) }));
  ranked.sort((a, b) => {
    // Stryker disable next-line EqualityOperator: one step too far reads ranks[keys.length], undefined on both sides, which never separates
    for (let i = 0; i < keys.length; i += 1) {
      if (a.ranks[i] !== b.ranks[i]) return a.ranks[i] - b.ranks[i];
    }
    // A full tie: Array.prototype.sort is stable (ES2019), so the two keep the order they were given in.
    return 0;
  });
  return ranked.map((r) => r.effect);
}
