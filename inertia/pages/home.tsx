import { Link } from '@inertiajs/react'
import { Seo } from '~/components/shell/seo'
import { buttonClasses, Button } from '~/components/ui/button'
import { HeroSearch } from '~/components/home/hero_search'
import { QuickChips } from '~/components/home/quick_chips'
import { WhyChoose } from '~/components/home/why_choose'
import { FeaturedProperties } from '~/components/home/featured_properties'
import { StatsStrip } from '~/components/home/stats_strip'
import { PremiumVentures } from '~/components/home/premium_ventures'
import { useAuthDialog } from '~/lib/auth_dialog'
import { useT } from '~/lib/i18n'
import { useShared } from '~/lib/page_props'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { CompareTray } from '~/components/compare/compare_toggle'

type Props = {
  featured: Data.Property.Variants['forCard'][]
  /** The first 3 public ventures of the country (000 §9). */
  ventures: Data.Venture.Variants['forCard'][]
  /** Which of them the signed-in visitor saved. */
  savedVentures: number[]
  stats: Data.MarketStats
}

export default function Home({ featured, ventures, savedVentures, stats }: Props) {
  const t = useT()
  const { user } = useShared()
  const auth = useAuthDialog()

  return (
    <>
      <Seo title={t('seo.home.title')} description={t('seo.home.description')} />
      <section className="relative isolate overflow-hidden bg-brand-900">
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-600),transparent_60%),radial-gradient(ellipse_at_bottom_left,var(--color-brand-800),transparent_55%)]"
        />
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 pb-16 pt-14 text-center sm:px-6 sm:pb-24 sm:pt-20">
          <p className="rounded-pill bg-white/10 px-3 py-1 text-sm font-medium text-brand-100">
            {t('shell.tagline')}
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight text-white sm:text-display">
            {t('pages.home.title')}
          </h1>
          <p className="max-w-2xl text-base text-brand-100 sm:text-lg">
            {t('pages.home.subtitle')}
          </p>
          <div className="w-full max-w-3xl">
            <HeroSearch />
          </div>
          <QuickChips />
          <StatsStrip stats={stats} />
        </div>
      </section>

      <FeaturedProperties properties={featured} />

      <WhyChoose />

      <PremiumVentures ventures={ventures} saved={savedVentures} />

      <section className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <div className="flex flex-col items-center gap-4 rounded-card bg-ink-900 px-6 py-12 text-center sm:px-12">
          <h2 className="text-2xl font-bold text-white sm:text-3xl">{t('pages.home.cta_title')}</h2>
          <p className="max-w-xl text-ink-300">{t('pages.home.cta_body')}</p>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <Link href={urlFor('properties.index')} className={buttonClasses({ size: 'lg' })}>
              {t('pages.home.cta_browse')}
            </Link>
            {!user && (
              <Button
                size="lg"
                variant="outline"
                className="bg-white"
                onClick={() => auth.open('register')}
              >
                {t('pages.home.cta_get_started')}
              </Button>
            )}
          </div>
        </div>
      </section>
      <CompareTray />
    </>
  )
}
