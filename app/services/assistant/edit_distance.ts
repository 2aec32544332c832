/**
 * Damerau-Levenshtein distance (optimal string alignment: insertions,
 * deletions, substitutions and swaps of neighbours each cost 1), stopping
 * early once it exceeds `max`. Place names are short (under 30 letters) and
 * the tree has about two thousand, so a plain O(n·m) table per name is fast
 * enough (0.4-2 ms per question against the whole seeded tree, measured by
 * tests/unit/assistant/interpreter.spec.ts) and needs no library.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)]
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2][j - 2] + 1)
      row.push(value)
      best = Math.min(best, value)
    }
    if (best > max) return max + 1
    rows.push(row)
  }
  return rows[a.length][b.length]
}

/** Typos allowed for a word of this length: none under 5 letters, 1 up to 8, then 2. */
export function tolerance(length: number): number {
  if (length < 5) return 0
  return length <= 8 ? 1 : 2
}
