/**
 * Seeded choices: the offline writer varies its phrasing, yet the same input always gives the same
 * script (a script can be written again and compared), so every "random" choice comes from a generator seeded by the input.
 */
export type Random = () => number;

/** cyrb53: a fast, well-mixed 53-bit string hash. */
export function hashString(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** mulberry32: small, fast and good enough for choosing phrases. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function chance(random: Random, probability: number): boolean {
  return random() < probability;
}

/**
 * Draws items in a shuffled order and reshuffles only when all were used, so a phrase does not come back
 * until its siblings have had their turn (and never twice in a row).
 */
export class Deck<T> {
  private order: T[] = [];
  private last: T | undefined;

  constructor(
    private readonly items: readonly T[],
    private readonly random: Random,
  ) {}

  draw(): T {
    if (this.items.length === 0) throw new Error('An empty deck cannot be drawn from.');
    if (this.order.length === 0) {
      this.order = shuffle([...this.items], this.random);
      if (this.order.length > 1 && this.order[0] === this.last) this.order.push(this.order.shift() as T);
    }
    this.last = this.order.shift() as T;
    return this.last;
  }
}

export function shuffle<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}
