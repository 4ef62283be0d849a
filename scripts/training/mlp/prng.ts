/** A small seeded PRNG (mulberry32): the MLP experiment never calls Math.random. */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [-a, a). */
  uniform(a: number): number;
  /** Fisher-Yates shuffle in place. */
  shuffle(a: Int32Array): void;
}

export function rng(seed: number): Rng {
  let s = seed >>> 0;
  const next = (): number => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    uniform: (a) => (2 * next() - 1) * a,
    shuffle(a) {
      for (let i = a.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        const tmp = a[i]!;
        a[i] = a[j]!;
        a[j] = tmp;
      }
    },
  };
}
