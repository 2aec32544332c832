/**
 * The comparison of listings (issue 31), for server and browser (no imports):
 * at most COMPARE_MAX listings, kept in the address as `/compare?ids=12,7,31`
 * so a comparison can be shared and works signed out.
 */
export const COMPARE_MAX = 4

/** The ids of `ids=…` in order, each once; anything that is not a listing id is left out. */
export function parseCompareIds(text: string | null | undefined): number[] {
  const ids: number[] = []
  for (const part of (text ?? '').split(',')) {
    const id = Number(part)
    if (Number.isSafeInteger(id) && id > 0 && !ids.includes(id)) ids.push(id)
  }
  return ids
}
