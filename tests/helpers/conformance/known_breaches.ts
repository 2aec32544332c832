/**
 * The one list of operations known to break the document, each with its
 * reason (empty: every operation conforms). The conformance tests stay strict
 * for a listed one: if it conforms, the valid test fails (take it off the
 * list), and its refusals, statuses and error bodies are checked as every
 * other's.
 */
export const KNOWN_BREACHES: Record<string, string> = {}

/** A known breach: a success body of a listed operation that its schema refuses. */
export function isKnownBreach(id: string, status: number, problem: string | null) {
  return Boolean(KNOWN_BREACHES[id] && status < 300 && problem?.includes('body breaks the schema'))
}
