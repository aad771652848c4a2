// Deterministic pseudo-random numbers for the demo world. The same seed always gives the same sequence,
// on every machine, so re-running the seed rebuilds exactly the same teams, results and prices.

/** A generator of floats in [0, 1). */
export type Rng = () => number;

/** mulberry32: a tiny, fast 32-bit PRNG with good statistical quality for simulation (not for secrets). */
export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a 32-bit hash of a string, used to derive independent seeds from names ("42:epl:ARS"). */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index++) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A generator seeded from a base seed and a key, independent of the order in which keys are visited. */
export function rngFor(seed: number, key: string): Rng {
  return mulberry32(hashString(`${seed}:${key}`));
}

/** Integer in [min, max], inclusive. */
export function randomInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new Error("pick() from an empty list");
  return items[Math.floor(rng() * items.length)]!;
}

/** A shuffled copy (Fisher–Yates). */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index--) {
    const other = Math.floor(rng() * (index + 1));
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}

/** Standard normal variate (Box–Muller). */
export function normal(rng: Rng, mean = 0, sd = 1): number {
  const u = 1 - rng(); // (0, 1]: log(0) is never taken
  const v = rng();
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Poisson variate (Knuth's method; fine for the small means of goals and runs). */
export function poisson(rng: Rng, mean: number): number {
  const limit = Math.exp(-mean);
  let count = 0;
  let product = rng();
  while (product > limit) {
    count++;
    product *= rng();
  }
  return count;
}
