/**
 * A small seeded PRNG (mulberry32) with the helpers the seed needs. Math.random would make every
 * run a different catalogue, and tests (and screenshots) rely on the same options giving the same rows.
 */
export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both inclusive. */
  int: (min: number, max: number) => number;
  /** True with probability p. */
  chance: (p: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** Picks by weight; weights need not sum to 1. */
  weighted: <T>(items: readonly T[], weightOf: (item: T) => number) => T;
  /** A shuffled copy (Fisher–Yates). */
  shuffle: <T>(items: readonly T[]) => T[];
  /** `count` distinct items (fewer if the list is shorter), in random order. */
  sample: <T>(items: readonly T[], count: number) => T[];
  /** A new generator derived from this one, so one part of the seed can change without shifting the rest. */
  fork: (salt: number) => Random;
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    weighted: (items, weightOf) => {
      const total = items.reduce((sum, item) => sum + weightOf(item), 0);
      let roll = next() * total;
      for (const item of items) {
        roll -= weightOf(item);
        if (roll < 0) return item;
      }
      return pick(items);
    },
    shuffle,
    sample: (items, count) => shuffle(items).slice(0, count),
    fork: (salt) => createRandom((Math.imul(seed ^ 0x9e3779b9, 31) + salt * 0x85ebca6b) >>> 0),
  };
}
