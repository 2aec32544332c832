/**
 * Strings that make regular expressions backtrack (docs/security.md "Hostile input"):
 * long runs of the characters patterns are made of (separators, digits,
 * letters, the '@' and '.' of addresses), repeated pairs of them, runs that
 * end in a character no pattern expects, the e-mail of issue 24
 * (`a@` + dots + `@`), mixed scripts and combining marks, and the words the
 * assistant's patterns look for. Each is built to any length.
 */
const SINGLE_RUNS = [
  '.',
  '@',
  '-',
  ' ',
  '\t',
  '0',
  'a',
  '_',
  '/',
  '\\',
  '+',
  ',',
  ':',
  ';',
  '(',
  '%',
  '$',
  '₹',
  '\u0301',
  '\u200d',
  'क',
  '१',
]

type Builder = (size: number) => string

const run = (unit: string, size: number) =>
  unit.repeat(Math.ceil(size / unit.length)).slice(0, size)

const STRUCTURED: [string, Builder][] = [
  ['a@ + dots + @ (issue 24)', (n) => `a@${run('.', n)}@`],
  ['a@a + .a… + @', (n) => `a@a${run('.a', n)}@`],
  ['a. pairs + @', (n) => `${run('a.', n)}@`],
  ['a@ pairs', (n) => run('a@', n)],
  ['a- pairs + !', (n) => `${run('a-', n)}!`],
  ['a space pairs + !', (n) => `${run('a ', n)}!`],
  ['1 space pairs + x', (n) => `${run('1 ', n)}x`],
  ['1 + spaces + x', (n) => `1${run(' ', n)}x`],
  ['+ space-1 pairs + x', (n) => `+${run(' 1', n)}x`],
  ['1, pairs + x', (n) => `${run('1,', n)}x`],
  ['1. pairs + x', (n) => `${run('1.', n)}x`],
  ['digits + spaces + !', (n) => `${run('1', n / 2)}${run(' ', n / 2)}!`],
  [': + digits + x (ports)', (n) => `:${run('1', n)}x`],
  ['../ runs', (n) => run('../', n)],
  ['%2f runs', (n) => run('%2f', n)],
  ['Devanagari + Latin + Telugu', (n) => run('अa త ', n)],
  ['Hindi and Telugu words', (n) => run('हिंदी telugu తెలుగు క్ష ', n)],
  ['letter + combining mark', (n) => run('a\u0301', n)],
  ['Devanagari and Telugu digits', (n) => `${run('१ ౧', n)}x`],
  ['amount words', (n) => run('1 crore lakh under ', n)],
  ['bhk words', (n) => run('3 bhk ', n)],
  ['digits then bhk far away', (n) => `${run('3', n)} bhk`],
  ['place names', (n) => run('in hyderabad near kondapur ', n)],
  ['near-miss place names', (n) => run('hyderbad kondapr gachibowl whitefeld secunderbad ', n)],
  ['refusal and topic words', (n) => run('no bachelors credit bulk ', n)],
]

type Hostile = { label: string; value: string }
const built = new Map<number, Hostile[]>()

/** Every hostile string of about `size` characters, with a label that says what it is (built once per size). */
export function hostileStrings(size: number): Hostile[] {
  let strings = built.get(size)
  if (!strings) {
    strings = [
      ...SINGLE_RUNS.map((char) => ({
        label: `run of ${JSON.stringify(char)} + !`,
        value: `${run(char, size)}!`,
      })),
      ...STRUCTURED.map(([label, build]) => ({ label, value: build(size) })),
    ]
    built.set(size, strings)
  }
  return strings
}

/** The size the sweep feeds (100 kB), after a tenth of it (a quadratic pattern then fails in a fraction of a second). */
export const HOSTILE_SIZES: readonly number[] = [10_000, 100_000]
/** The longest any single call may hold the event loop. */
export const HOSTILE_LIMIT_MS = 20

/**
 * Milliseconds of the main thread's CPU one call takes: the time it holds
 * the event loop, whatever else the machine is doing (time spent waiting for
 * the database does not count). A call over the limit (but under a second)
 * is tried twice more and the fastest counts, so a garbage collection does
 * not fail it (a backtracking pattern is slow every time).
 */
export async function timeCall(call: () => unknown): Promise<number> {
  const once = async () => {
    const started = process.threadCpuUsage()
    await call()
    const used = process.threadCpuUsage(started)
    return (used.user + used.system) / 1000
  }
  let best = await once()
  for (let attempt = 1; attempt < 3 && best > HOSTILE_LIMIT_MS && best < 1000; attempt++)
    best = Math.min(best, await once())
  return best
}

export type SlowCall = { target: string; input: string; size: number; ms: number }

export type SweepOptions = {
  /** Errors the target may throw on bad input (a validation error); any other fails the sweep. */
  expected?: (error: unknown) => boolean
  /** Lengths fed, smallest first; HOSTILE_SIZES unless the target can only ever be given less. */
  sizes?: readonly number[]
}

/**
 * Feeds every hostile string, 10 kB then 100 kB, to `call`; returns the calls
 * over the limit. A target already too slow at 10 kB is not fed 100 kB (a
 * quadratic pattern would hold the run for minutes).
 */
export async function sweep(
  target: string,
  call: (value: string) => unknown,
  { expected = () => false, sizes = HOSTILE_SIZES }: SweepOptions = {}
): Promise<SlowCall[]> {
  const slow: SlowCall[] = []
  const guarded = async (value: string) => {
    try {
      await call(value)
    } catch (error) {
      if (!expected(error))
        throw new Error(`${target} threw on hostile input: ${(error as Error).message}`)
    }
  }
  for (const size of sizes) {
    if (slow.length > 0) break
    for (const { label, value } of hostileStrings(size)) {
      const ms = await timeCall(() => guarded(value))
      if (ms > HOSTILE_LIMIT_MS) slow.push({ target, input: label, size, ms: Math.round(ms) })
    }
  }
  return slow
}
