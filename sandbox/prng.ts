/**
 * mulberry32: a tiny, well-known seeded 32-bit generator — the sandbox's analytics use it so a post's numbers are
 * the same on every read, and the tests use it for reproducible generated cases.
 */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
