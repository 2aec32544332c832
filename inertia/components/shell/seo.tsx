import { Head, usePage } from '@inertiajs/react'
import type { ReactElement } from 'react'

/** What a page says about itself to search engines and link previews. */
export type SeoProps = {
  /** The page's name; the app's name is appended (inertia/app.tsx). */
  title: string
  description: string
  /** An absolute URL of the page's main picture (Open Graph). */
  image?: string | null
  type?: 'website' | 'article'
  /** schema.org structured data as JSON text safe inside <script> (built on the server: app/services/seo/seo_text.ts jsonLdText). */
  jsonLd?: string | null
}

const SITE_NAME = 'DreamHomes'

/**
 * The head of a page (docs/seo.md): one <title>, the description,
 * the canonical URL, hreflang alternates, Open Graph and optional JSON-LD.
 * Rendered on the server with the page; the canonical and alternates come from
 * the shared `seo` prop (app/services/seo/page_links.ts).
 *
 *   <Seo title={t('seo.contact.title')} description={t('seo.contact.description')} />
 */
export function Seo({ title, description, image, type = 'website', jsonLd }: SeoProps) {
  const links = usePage().props.seo
  // [head-key, attribute, attribute value, content]: one <meta> each, written compactly (every public page carries this).
  const metas: [string, string, string, string][] = [
    ['description', 'name', 'description', description],
    ['og:title', 'property', 'og:title', title],
    ['og:description', 'property', 'og:description', description],
    ['og:type', 'property', 'og:type', type],
    ['og:site_name', 'property', 'og:site_name', SITE_NAME],
    ['twitter:card', 'name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
  ]
  if (image) metas.push(['og:image', 'property', 'og:image', image])
  if (links) {
    metas.push(
      ['og:url', 'property', 'og:url', links.canonical],
      ['og:locale', 'property', 'og:locale', links.ogLocale]
    )
    for (const locale of links.ogLocaleAlternates)
      metas.push([`og:locale:${locale}`, 'property', 'og:locale:alternate', locale])
  }
  const tags: ReactElement[] = metas.map(([key, attribute, value, content]) => (
    <meta key={key} head-key={key} {...{ [attribute]: value }} content={content} />
  ))
  if (links) {
    tags.push(<link key="canonical" head-key="canonical" rel="canonical" href={links.canonical} />)
    for (const { hreflang, href } of links.alternates)
      tags.push(
        <link
          key={hreflang}
          head-key={`alternate:${hreflang}`}
          rel="alternate"
          hrefLang={hreflang}
          href={href}
        />
      )
  }
  if (jsonLd)
    tags.push(
      <script
        key="jsonld"
        head-key="jsonld"
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLd }}
      />
    )
  return <Head title={title}>{tags}</Head>
}
