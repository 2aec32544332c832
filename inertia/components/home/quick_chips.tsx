import { Link } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'

/** 000 §2: three chips search by text; Investment goes to /ventures. */
const chips = [
  {
    label: 'pages.home.chip_luxury_villa',
    href: urlFor('properties.index', undefined, { qs: { search: 'Luxury Villa' } }),
  },
  {
    label: 'pages.home.chip_3bhk',
    href: urlFor('properties.index', undefined, { qs: { search: '3 BHK Apartment' } }),
  },
  {
    label: 'pages.home.chip_commercial',
    href: urlFor('properties.index', undefined, { qs: { search: 'Commercial Space' } }),
  },
  { label: 'pages.home.chip_investment', href: urlFor('ventures.index') },
]

export function QuickChips() {
  const t = useT()
  return (
    <nav aria-label={t('pages.home.chips_label')} className="flex flex-wrap justify-center gap-2">
      {chips.map((chip) => (
        <Link
          key={chip.label}
          href={chip.href}
          className="rounded-pill border border-white/30 bg-white/10 px-4 py-2 text-sm font-medium text-white backdrop-blur transition hover:bg-white/20"
        >
          {t(chip.label)}
        </Link>
      ))}
    </nav>
  )
}
