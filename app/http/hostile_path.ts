/** A path segment that is `.` or `..`, written plainly or percent-encoded (`%2e%2e`). */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i

/**
 * A request path no page or file of ours has, and that a file server could
 * resolve outside its folder (docs/security.md "Hostile input"): a dot segment (`/../`,
 * `/%2e%2e/`), a backslash or an encoded one (`%5c`), an encoded slash
 * (`%2f`), or a NUL byte. Browsers never send these (they resolve dot
 * segments and turn backslashes into slashes before asking).
 */
export function isHostilePath(rawUrl: string): boolean {
  const end = rawUrl.indexOf('?')
  const path = end === -1 ? rawUrl : rawUrl.slice(0, end)
  const lower = path.toLowerCase()
  if (['\\', '%5c', '%2f', '%00', '\0'].some((text) => lower.includes(text))) return true
  return path.split('/').some((segment) => segment.length <= 6 && DOT_SEGMENT.test(segment))
}
