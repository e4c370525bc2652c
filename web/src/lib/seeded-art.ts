/**
 * Deterministic numbers from a string, for artwork generated where an editor uploaded none (event covers,
 * avatars): the same slug always gets the same colours and shapes, on the server and in every build.
 */
export function seededNumbers(seed: string): () => number {
  // FNV-1a for the start state, then mulberry32: small, fast and well spread for a handful of values.
  let state = 0x811c9dc5;
  for (const char of seed) {
    state ^= char.codePointAt(0) ?? 0;
    state = Math.imul(state, 0x01000193);
  }
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A hue (0–359) for a string: one colour family per event, hub or person. */
export function seededHue(seed: string): number {
  return Math.floor(seededNumbers(seed)() * 360);
}
