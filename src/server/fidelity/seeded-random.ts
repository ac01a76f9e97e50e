/**
 * Mulberry32, a small seeded generator in [0, 1): the fidelity measures and the defects made for
 * their calibration must give the same answer on every run.
 * @example const next = seededRandom(7); next() // the same number every time
 */
export function seededRandom(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
