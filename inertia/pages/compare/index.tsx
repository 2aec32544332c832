import { Head, Link } from '@inertiajs/react'
import { Info, Scale } from 'lucide-react'
import { useEffect } from 'react'
import { buttonClasses } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty_state'
import { CompareTable, type Compared } from '~/components/compare/compare_table'
import { Seo } from '~/components/shell/seo'
import { setCompareIds } from '~/components/compare/compare_toggle'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { COMPARE_MAX } from '#rules/compare_rules'

type Props = {
  listings: Compared[]
  /** Asked-for listings not shown: gone, hidden or never public. */
  dropped: number
  /** More than 4 were asked for; the first 4 are shown. */
  trimmed: boolean
  /** The ids in the address could not be read. */
  invalid: boolean
  /** The page's robots rule (noindex, follow: docs/seo.md), also sent as X-Robots-Tag. */
  robots: string
}

/** /compare?ids=… (issue 31): up to 4 listings side by side; the address is the comparison. */
export default function CompareIndex({ listings, dropped, trimmed, invalid, robots }: Props) {
  const t = useT()
  const ids = listings.map((listing) => listing.id).join(',')
  // What this address compares becomes the tab's pick, so cards and the tray agree with it.
  useEffect(() => setCompareIds(ids ? ids.split(',').map(Number) : []), [ids])
  const notes = [
    invalid && t('compare.note_invalid'),
    trimmed && t('compare.note_trimmed'),
    dropped > 0 && t('compare.note_dropped', { count: dropped }),
  ].filter(Boolean)
  return (
    <>
      <Seo title={t('compare.title')} description={t('compare.description')} />
      <Head>
        <meta head-key="robots" name="robots" content={robots} />
      </Head>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {t('compare.title')}
        </h1>
        {notes.map((note) => (
          <p
            key={String(note)}
            role="status"
            className="mt-3 flex items-start gap-2 rounded-control bg-info-50 p-3 text-sm text-info-700"
          >
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden /> {note}
          </p>
        ))}
        {listings.length ? (
          <div className="mt-6">
            <CompareTable listings={listings} />
            {listings.length < COMPARE_MAX && (
              <Link
                href={urlFor('properties.index')}
                className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline"
              >
                {t('compare.add_more')}
              </Link>
            )}
          </div>
        ) : (
          <EmptyState
            framed
            className="mt-8"
            icon={<Scale className="size-7" aria-hidden />}
            title={t('compare.empty_title')}
            body={t('compare.empty_body')}
            action={
              <Link href={urlFor('properties.index')} className={buttonClasses({})}>
                {t('listings.browse')}
              </Link>
            }
          />
        )}
      </div>
    </>
  )
}
