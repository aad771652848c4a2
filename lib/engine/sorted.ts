/** First index in `arr[0, end)` (sorted ascending) whose value is ≥ `value` (binary search). */
export function lowerBound(arr: readonly number[], value: number, end: number): number {
  let lo = 0;
  let hi = end;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (arr[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
