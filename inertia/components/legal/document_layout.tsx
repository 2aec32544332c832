import type { ReactNode } from 'react'
import { DocumentText } from '~/components/legal/document_text'

export type DocumentSection = { id: string; heading: string; body: string }
export type LegalDocumentProps = {
  title: string
  summary: string
  updated: string
  toc: string
  sections: DocumentSection[]
}

type Props = {
  document: LegalDocumentProps
  /** Extra content after a section's text, by section id (the cookie table, the shortcuts table). */
  extras?: Partial<Record<string, ReactNode>>
  /** Shown under the summary (e.g. the cookie settings button). */
  actions?: ReactNode
  showUpdated?: boolean
}

/**
 * A long text made readable: a title band, a table of contents (a list on
 * phones, sticky beside the text on wide screens), numbered headings and
 * lines of at most ~70 characters.
 */
export function DocumentLayout({ document, extras = {}, actions, showUpdated = true }: Props) {
  return (
    <>
      <header className="border-b border-ink-200 bg-ink-50">
        <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
          <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
            {document.title}
          </h1>
          {showUpdated && (
            <p className="mt-2 text-sm font-medium text-ink-600">{document.updated}</p>
          )}
          <p className="mt-4 max-w-[70ch] text-base leading-7 text-ink-700">{document.summary}</p>
          {actions && <div className="mt-5">{actions}</div>}
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12 lg:px-8 lg:py-12">
        <nav aria-label={document.toc} className="mb-8 lg:mb-0">
          <div className="rounded-card border border-ink-200 bg-white p-4 lg:sticky lg:top-24">
            <h2 className="text-sm font-semibold text-ink-900">{document.toc}</h2>
            <ol className="mt-3 space-y-1.5 text-sm">
              {document.sections.map((section, index) => (
                <li key={section.id} className="flex gap-2">
                  <span className="w-5 shrink-0 text-end tabular-nums text-ink-500" aria-hidden>
                    {index + 1}.
                  </span>
                  <a
                    href={`#${section.id}`}
                    className="text-ink-700 underline-offset-2 hover:text-brand-700 hover:underline"
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <article className="min-w-0 max-w-[70ch]">
          {document.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24 border-b border-ink-100 py-6 first:pt-0 last:border-b-0"
            >
              <h2
                id={`${section.id}-heading`}
                className="text-lg font-semibold text-ink-900 sm:text-xl"
              >
                <span className="me-2 text-ink-500">{index + 1}.</span>
                {section.heading}
              </h2>
              <div className="mt-3 space-y-3 text-[0.9375rem] leading-7 text-ink-700">
                <DocumentText body={section.body} />
                {extras[section.id]}
              </div>
            </section>
          ))}
        </article>
      </div>
    </>
  )
}
