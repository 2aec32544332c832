/**
 * The one list of operations known to break the document, each with its
 * reason; all of them are fixed on branch openapi (commits 69e7980, 4841ddb),
 * not merged here. The conformance tests stay strict for them: a listed
 * operation that conforms fails the valid test (take it off the list), and
 * their refusals, statuses and error bodies are checked as every other's.
 */
const ON_OPENAPI = 'fixed on branch openapi'
const BARE_ARRAY = `answers a bare array where the document says {data} (${ON_OPENAPI}, 69e7980)`
const NO_META = `answers top-level next_cursor/total, not {data, meta} (${ON_OPENAPI}, 69e7980)`
const NULL_CREATED_AT = `answers created_at: null, user.serialize() has createdAt (${ON_OPENAPI}, 4841ddb)`

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
  'api.admin.users.role': NULL_CREATED_AT,
  'api.admin.users.restore': NULL_CREATED_AT,
  'api.ventures.store': `201 without logo_url, rera_number, dates, price_range.min (${ON_OPENAPI}, 4841ddb)`,
  'api.auth.register': `the example's password has no digit: 422 (${ON_OPENAPI}, 4841ddb)`,
}

/** A known breach: a success body of a listed operation that its schema refuses. */
export function isKnownBreach(id: string, status: number, problem: string | null) {
  return Boolean(KNOWN_BREACHES[id] && status < 300 && problem?.includes('body breaks the schema'))
}
