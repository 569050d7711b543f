/*
 * The forecast's percentiles (P10, median, P90 of each month's paths) read by selection, not by
 * sorting: a month of 20,000 paths is settled in about one pass.
 */

/** Above this many values, select first narrows to a window around k picked from a sample (Floyd–Rivest). */
const SAMPLED_SELECT_ABOVE = 600;

/**
 * Puts the k-th smallest value of row[lo..hi] at row[k], smaller or equal values before it and
 * greater or equal ones after: the value sorting the row would put at k, in linear time
 * (Floyd and Rivest's SELECT). On a long range it first selects k within a window around where a
 * sample of about n^⅔ values says the k-th value lies, so the pivot it then partitions the whole
 * range on is almost exactly the answer and one pass settles it: about n + min(k, n − k)
 * comparisons, where Hoare's quickselect makes about three times n. The rounding of the window
 * only moves the pivot: the value left at k is the k-th smallest whatever the window.
 */
export function select(row: Float64Array, lo: number, hi: number, k: number): void {
  while (hi > lo) {
    if (hi - lo > SAMPLED_SELECT_ABOVE) {
      const n = hi - lo + 1;
      const i = k - lo + 1;
      const z = Math.log(n);
      const sample = 0.5 * Math.exp((2 * z) / 3);
      const spread = 0.5 * Math.sqrt((z * sample * (n - sample)) / n) * Math.sign(i - n / 2);
      select(
        row,
        Math.max(lo, Math.floor(k - (i * sample) / n + spread)),
        Math.min(hi, Math.floor(k + ((n - i) * sample) / n + spread)),
        k,
      );
    }
    // Partition on the value at k, kept at one end of the range as the scans' sentinel.
    const pivot = row[k]!;
    let i = lo;
    let j = hi;
    swap(row, lo, k);
    if (row[hi]! > pivot) swap(row, lo, hi);
    while (i < j) {
      swap(row, i, j);
      i++;
      j--;
      while (row[i]! < pivot) i++;
      while (row[j]! > pivot) j--;
    }
    // Put the pivot at j: row[lo..j-1] ≤ pivot ≤ row[j+1..hi].
    if (row[lo] === pivot) {
      swap(row, lo, j);
    } else {
      j++;
      swap(row, j, hi);
    }
    if (j <= k) lo = j + 1;
    if (k <= j) hi = j - 1;
  }
}

function swap(row: Float64Array, a: number, b: number): void {
  const t = row[a]!;
  row[a] = row[b]!;
  row[b] = t;
}
