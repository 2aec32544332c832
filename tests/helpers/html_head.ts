/** Reading a server-rendered page's <head> in tests (docs/seo.md). */
export function headOf(html: string): string {
  return html.split('</head>')[0]
}

/** Every tag of a kind in the head, with its attributes (names lower-cased). */
export function tagsOf(
  html: string,
  tag: 'meta' | 'link' | 'title' | 'script'
): Record<string, string>[] {
  const found: Record<string, string>[] = []
  for (const match of headOf(html).matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const attributes: Record<string, string> = {}
    for (const [, name, value] of match[1].matchAll(/([\w:-]+)(?:="([^"]*)")?/g))
      attributes[name.toLowerCase()] = decode(value ?? '')
    found.push(attributes)
  }
  return found
}

export function titlesOf(html: string): string[] {
  return [...headOf(html).matchAll(/<title\b[^>]*>([\s\S]*?)<\/title>/gi)].map((m) => decode(m[1]))
}

export function metaContent(html: string, key: string): string[] {
  return tagsOf(html, 'meta')
    .filter((m) => m.name === key || m.property === key)
    .map((m) => m.content)
}

export function canonicalOf(html: string): string[] {
  return tagsOf(html, 'link')
    .filter((l) => l.rel === 'canonical')
    .map((l) => l.href)
}

export function alternatesOf(html: string): Record<string, string> {
  return Object.fromEntries(
    tagsOf(html, 'link')
      .filter((l) => l.rel === 'alternate' && l.hreflang)
      .map((l) => [l.hreflang, l.href])
  )
}

export function jsonLdOf(html: string): unknown[] {
  return [
    ...headOf(html).matchAll(
      /<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi
    ),
  ].map((m) => JSON.parse(m[1]))
}

function decode(text: string) {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}
