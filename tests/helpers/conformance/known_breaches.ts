/**
 * The one list of operations whose success body is known to break the
 * document, each with its reason. The conformance tests stay strict for
 * them too: a listed operation that conforms fails the valid test (take it
 * off the list), and their refusals, statuses and bodies are checked as
 * every other operation's.
 */
const BARE_ARRAY =
  'answers a bare array where the document says {data}: one list envelope across /api is ' +
  'commit 69e7980 on branch openapi (not merged here)'
const NO_META =
  'answers top-level next_cursor/total where the document says {data, meta}: commit 69e7980 on ' +
  'branch openapi (not merged here)'

export const KNOWN_BREACHES: Record<string, string> = {
  'api.auth.tokens.index': BARE_ARRAY,
  'api.my_properties': BARE_ARRAY,
  'api.favorites.index': BARE_ARRAY,
  'api.wallet.transactions': BARE_ARRAY,
  'api.ventures.units': BARE_ARRAY,
  'api.my_ventures': BARE_ARRAY,
  'api.ventures.units.index': BARE_ARRAY,
  'api.bulk_upload.imports': BARE_ARRAY,
  'api.properties.index': NO_META,
  'api.ventures.index': NO_META,
}

/** A known breach: a success body of a listed operation that its schema refuses. */
export function isKnownBreach(id: string, status: number, problem: string | null) {
  return Boolean(KNOWN_BREACHES[id] && status < 300 && problem?.includes('body breaks the schema'))
}
