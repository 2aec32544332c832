/** A JSON list column: stored as text on SQLite, as JSON on MySQL; always an array in the model. */
export const jsonList = {
  prepare: (value: unknown) => JSON.stringify(value ?? []),
  consume: (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : (value ?? [])),
}

/** A BIGINT (MySQL returns strings for them) or null. */
export const nullableNumber = {
  consume: (value: unknown) => (value === null || value === undefined ? null : Number(value)),
}

/** A JSON list of entries, each read through `entryOf` (which also reads the shapes stored before). */
export function timelineList<T>(entryOf: (entry: unknown) => T) {
  return {
    prepare: jsonList.prepare,
    consume: (value: unknown) => (jsonList.consume(value) as unknown[]).map(entryOf),
  }
}
