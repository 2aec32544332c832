import { Link } from '@inertiajs/react'
import { ArrowRight, Building2 } from 'lucide-react'
import { VentureCard, type VentureCardData } from '~/components/ventures/venture_card'
import { EmptyState } from '~/components/ui/empty_state'
import { useT } from '~/lib/i18n'
import { countryNameKey, useMarket } from '~/lib/market'
import { urlFor } from '~/lib/routes'

/**
 * Premium Ventures on home (000 §2): the first 3 public ventures of the
 * visitor's country, View All to /ventures; an honest empty state when there
 * are none (no sample cards). `saved` when the server says which are saved.
 */
export function PremiumVentures({
  ventures,
  saved,
}: {
  ventures: VentureCardData[]
  saved?: number[]
}) {
  const t = useT()
  const market = useMarket()
  const country = t(countryNameKey(market.country))

  return (
    <section
      aria-labelledby="ventures-title"
      className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8"
      data-testid="home-ventures"
    >
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2
            id="ventures-title"
            className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl"
          >
            {t('venture_pages.title')}
          </h2>
          <p className="mt-1 text-ink-600">{t('venture_pages.subtitle')}</p>
        </div>
        {ventures.length > 0 && (
          <Link
            href={urlFor('ventures.index')}
            className="flex shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('pages.home.view_all')}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        )}
      </div>
      {ventures.length > 0 ? (
        <div className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {ventures.map((venture) => (
            <VentureCard
              key={venture.id}
              venture={venture}
              saved={saved ? saved.includes(venture.id) : undefined}
            />
          ))}
        </div>
      ) : (
        <EmptyState
          className="mt-6 rounded-card border border-dashed border-ink-200 bg-white"
          icon={<Building2 className="size-7" aria-hidden />}
          title={t('venture_pages.home_empty_title')}
          body={t('venture_pages.home_empty_body', { country })}
        />
      )}
    </section>
  )
}
