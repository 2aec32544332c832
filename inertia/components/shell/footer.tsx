import { Link } from '@inertiajs/react'
import { Clock, Mail } from 'lucide-react'
import { useT } from '~/lib/i18n'
import { useShared } from '~/lib/page_props'
import { Logo } from './logo'
import { urlFor } from '~/lib/routes'
import { openCookieSettings } from '~/components/cookies/cookie_settings_event'

const quickLinks = [
  { href: urlFor('properties.index'), label: 'shell.nav.properties' },
  { href: urlFor('ventures.index'), label: 'shell.nav.ventures' },
  { href: urlFor('add_property'), label: 'shell.nav.post_property' },
  { href: urlFor('credits'), label: 'shell.nav.buy_credits' },
]

const supportLinks = [
  { href: urlFor('help'), label: 'shell.footer.help' },
  { href: urlFor('contact_us'), label: 'shell.footer.contact_us' },
  { href: urlFor('privacy_policy'), label: 'shell.footer.privacy' },
  { href: urlFor('terms_of_service'), label: 'shell.footer.terms' },
  { href: urlFor('cookie_policy'), label: 'shell.footer.cookies' },
]

function LinkColumn({
  title,
  links,
  withCookieSettings,
}: {
  title: string
  links: { href: string; label: string }[]
  withCookieSettings?: boolean
}) {
  const t = useT()
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="text-sm text-ink-300 hover:text-white">
              {t(link.label)}
            </Link>
          </li>
        ))}
        {withCookieSettings && (
          <li>
            <button
              type="button"
              onClick={openCookieSettings}
              className="text-sm text-ink-300 hover:text-white"
            >
              {t('cookies.settings_link')}
            </button>
          </li>
        )}
      </ul>
    </div>
  )
}

export function Footer() {
  const t = useT()
  const { support } = useShared()
  return (
    <footer className="mt-auto bg-ink-900 text-ink-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="space-y-3">
          <div className="rounded-control bg-white p-2 inline-block">
            <Logo />
          </div>
          <p className="text-sm">{t('shell.footer.about')}</p>
          <p className="text-sm font-medium text-white">{t('shell.tagline')}</p>
        </div>
        <LinkColumn title={t('shell.footer.quick_links')} links={quickLinks} />
        <LinkColumn title={t('shell.footer.support')} links={supportLinks} withCookieSettings />
        <div>
          <h2 className="text-sm font-semibold text-white">{t('shell.footer.contact')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li className="flex items-start gap-2">
              <Mail className="mt-0.5 size-4 shrink-0" aria-hidden />
              <a href={`mailto:${support.email}`} className="hover:text-white">
                {support.email}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>{t('shell.footer.hours')}</span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-ink-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-5 text-xs text-ink-400 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>{t('shell.footer.copyright', { year: new Date().getFullYear() })}</p>
          <p>{t('shell.footer.built_by')}</p>
        </div>
      </div>
    </footer>
  )
}
