import { BadgeCheck, Headphones, Search, TrendingDown, type LucideIcon } from 'lucide-react'
import { useT } from '~/lib/i18n'

const reasons: { icon: LucideIcon; title: string; body: string }[] = [
  { icon: Search, title: 'pages.home.why_smart_search', body: 'pages.home.why_smart_search_body' },
  { icon: BadgeCheck, title: 'pages.home.why_verified', body: 'pages.home.why_verified_body' },
  { icon: TrendingDown, title: 'pages.home.why_deals', body: 'pages.home.why_deals_body' },
  { icon: Headphones, title: 'pages.home.why_support', body: 'pages.home.why_support_body' },
]

export function WhyChoose() {
  const t = useT()
  return (
    <section aria-labelledby="why-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h2
        id="why-title"
        className="text-center text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl"
      >
        {t('pages.home.why_title')}
      </h2>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map(({ icon: Icon, title, body }) => (
          <li key={title} className="rounded-card border border-ink-100 bg-white p-6 shadow-card">
            <span className="grid size-12 place-items-center rounded-control bg-brand-50 text-brand-700">
              <Icon className="size-6" aria-hidden />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink-900">{t(title)}</h3>
            <p className="mt-2 text-sm leading-relaxed text-ink-600">{t(body)}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
