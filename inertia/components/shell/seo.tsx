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
 * The head of a page (README "Search engines"): one <title>, the description,
 * the canonical URL, hreflang alternates, Open Graph and optional JSON-LD.
 * Rendered on the server with the page; the canonical and alternates come from
 * the shared `seo` prop (app/services/seo/page_links.ts).
 *
 *   <Seo title={t('seo.contact.title')} description={t('seo.contact.description')} />
 */
export function Seo({ title, description, image, type = 'website', jsonLd }: SeoProps) {
  const links = usePage().props.seo
  const tags: ReactElement[] = [
    <meta key="description" head-key="description" name="description" content={description} />,
    <meta key="og:title" head-key="og:title" property="og:title" content={title} />,
    <meta key="og:description" head-key="og:description" property="og:description" content={description} />,
    <meta key="og:type" head-key="og:type" property="og:type" content={type} />,
    <meta key="og:site_name" head-key="og:site_name" property="og:site_name" content={SITE_NAME} />,
    <meta key="twitter:card" head-key="twitter:card" name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />,
  ]
  if (image) tags.push(<meta key="og:image" head-key="og:image" property="og:image" content={image} />)
  if (links) {
    tags.push(
      <link key="canonical" head-key="canonical" rel="canonical" href={links.canonical} />,
      <meta key="og:url" head-key="og:url" property="og:url" content={links.canonical} />,
      <meta key="og:locale" head-key="og:locale" property="og:locale" content={links.ogLocale} />,
      ...links.ogLocaleAlternates.map((locale) => <meta key={`og:locale:${locale}`} head-key={`og:locale:${locale}`} property="og:locale:alternate" content={locale} />),
      ...links.alternates.map(({ hreflang, href }) => <link key={`alt:${hreflang}`} head-key={`alternate:${hreflang}`} rel="alternate" hrefLang={hreflang} href={href} />)
    )
  }
  if (jsonLd) tags.push(<script key="jsonld" head-key="jsonld" type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />)
  return <Head title={title}>{tags}</Head>
}
