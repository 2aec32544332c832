/** Affected rows of an update/delete (a number, or [number] on some drivers). */
export function affected(result: unknown): number {
  return Number(Array.isArray(result) ? result[0] : result) || 0
}
