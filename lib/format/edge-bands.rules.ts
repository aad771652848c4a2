// Edge bands of the track record: a pick's edge is its stored expected value at the taken price, in percent
// of the stake. The SQL in lib/track-record/track-record.queries.ts assigns the same bands from the same bounds.

/** Lower bounds of the bands in percent of stake; below the first is '<0 %', from the last up is open. */
export const EDGE_BAND_BOUNDS = [0, 2, 4, 6, 10] as const;

/** 0 for '<0 %', k for [bound k−1, bound k), the last index for '≥10 %'; null without an EV. */
export function edgeBandIndex(expectedValue: number | null | undefined): number | null {
  if (expectedValue === null || expectedValue === undefined || !Number.isFinite(expectedValue)) return null;
  // Compared as fractions (0.02, not 2 %): the column holds 4 decimals, and ×100 in floating point would move
  // a value such as 0.07 just above its bound.
  let index = 0;
  for (const bound of EDGE_BAND_BOUNDS) if (expectedValue >= bound / 100) index += 1;
  return index;
}

/** '<0 %', '0–2 %', …, '≥10 %'. */
export function edgeBandLabel(index: number): string {
  const bounds = EDGE_BAND_BOUNDS;
  if (index <= 0) return `<${bounds[0]} %`;
  if (index >= bounds.length) return `≥${bounds[bounds.length - 1]} %`;
  return `${bounds[index - 1]}–${bounds[index]} %`;
}
