/**
 * Damerau-Levenshtein distance (optimal string alignment: insertions,
 * deletions, substitutions and swaps of neighbours each cost 1), stopping
 * early once it exceeds `max`. Place names are short (under 30 letters) and
 * the tree has about two thousand, so a plain O(n·m) table per name is fast
 * enough and needs no library; only three rows of it are kept.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let before = new Array<number>(b.length + 1).fill(0)
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  let current = new Array<number>(b.length + 1).fill(0)
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2] + 1)
      current[j] = value
      if (value < best) best = value
    }
    if (best > max) return max + 1
    ;[before, previous, current] = [previous, current, before]
  }
  return previous[b.length]
}

/** How often each of a-z, the space and anything else occurs in a text. */
export function letterCounts(text: string): Uint16Array {
  const counts = new Uint16Array(28)
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    counts[code >= 97 && code <= 122 ? code - 97 : code === 32 ? 26 : 27]++
  }
  return counts
}

/**
 * A lower bound of editDistance from the letter counts alone (a substitution
 * changes two counts by one, an insertion or deletion one, a swap none), so
 * most names are ruled out without filling a table: the Gazetteer compares
 * a 500-character question of near-miss words with the whole tree in a few
 * milliseconds (docs/security.md "Hostile input").
 */
export function countsApart(a: Uint16Array, b: Uint16Array): number {
  let apart = 0
  for (let i = 0; i < a.length; i++) apart += Math.abs(a[i] - b[i])
  return Math.ceil(apart / 2)
}

/** Typos allowed for a word of this length: none under 5 letters, 1 up to 8, then 2. */
export function tolerance(length: number): number {
  if (length < 5) return 0
  return length <= 8 ? 1 : 2
}
