// Server-owned seeded randomness (DESIGN.md "Randomness and fairness").
// Published algorithm, so that anyone holding the revealed seed can re-run every shuffle:
//   words = cyrb128(`${seedHex}:${nonce}`)  -> four 32-bit words
//   rng   = sfc32(words)                     -> uniform 32-bit integers; sfc32 exactly as in bryc's JavaScript
//           PRNG collection (the counter is incremented before it is added), first 12 outputs discarded
//   shuffle = Fisher-Yates from the last index down, j = uniform(0..i) by rejection sampling (no modulo bias).

/** cyrb128: a small, well-mixed 128-bit string hash (public domain, bryc). Not cryptographic: the seed is the secret. */
export function cyrb128(str: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

export interface Rng {
  /** Uniform integer in [0, 2^32). */
  nextUint32(): number;
}

/** sfc32 (Chris Doty-Humphrey's Small Fast Chaotic PRNG). */
export function sfc32(seed: readonly [number, number, number, number]): Rng {
  let [a, b, c, d] = seed;
  const rng: Rng = {
    nextUint32(): number {
      a >>>= 0;
      b >>>= 0;
      c >>>= 0;
      d >>>= 0;
      let t = (a + b) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (c << 21) | (c >>> 11);
      d = (d + 1) | 0;
      t = (t + d) | 0;
      c = (c + t) | 0;
      return t >>> 0;
    },
  };
  // Discard the first outputs: sfc32 mixes poorly in its first few steps.
  for (let i = 0; i < 12; i++) rng.nextUint32();
  return rng;
}

/** The RNG for the `nonce`-th random draw of a stream whose secret seed is `seedHex`. */
export function rngFor(seedHex: string, nonce: number): Rng {
  return sfc32(cyrb128(`${seedHex}:${nonce}`));
}

/** Uniform integer in [0, bound) without modulo bias. */
export function uniformInt(rng: Rng, bound: number): number {
  if (bound <= 1) return 0;
  const limit = Math.floor(0x100000000 / bound) * bound;
  let x = rng.nextUint32();
  while (x >= limit) x = rng.nextUint32();
  return x % bound;
}

/** Fisher-Yates shuffle; returns a new array. */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  // i >= 1, not i > 0: the same loop, but its mutant i >= 0 (a last no-op swap) would be equivalent.
  for (let i = out.length - 1; i >= 1; i--) {
    const j = uniformInt(rng, i + 1);
    const tmp = out[i];
    out[i] = out[j];
    out[j] = tmp;
  }
  return out;
}
