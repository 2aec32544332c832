import { Link } from '@inertiajs/react'
import { House } from 'lucide-react'
import { useT } from '~/lib/i18n'

export function Logo({ showTagline = false }: { showTagline?: boolean }) {
  const t = useT()
  return (
    <Link href="/" className="group flex min-w-0 items-center gap-2.5 rounded-control">
      <span className="grid size-8 shrink-0 sm:size-9 place-items-center rounded-control bg-brand-600 text-white shadow-sm transition group-hover:bg-brand-700">
        <House className="size-5" aria-hidden />
      </span>
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="truncate text-base font-bold tracking-tight text-ink-900 sm:text-lg">
          {t('shell.brand')}
        </span>
        {showTagline && (
          <span className="truncate text-[11px] text-ink-600 sm:text-xs">{t('shell.tagline')}</span>
        )}
      </span>
    </Link>
  )
}
