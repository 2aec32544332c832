import { router } from '@inertiajs/react'
import { Check, Languages } from 'lucide-react'
import { Menu, MenuLink, MenuPanel, MenuTrigger } from '~/components/ui/menu'
import { useT } from '~/lib/i18n'
import { useMarket } from '~/lib/market'
import { useShared } from '~/lib/page_props'

/** Language selector (000 §4): hidden when the country offers one language or fewer. */
export function LanguageSelector({ compact = false }: { compact?: boolean }) {
  const t = useT()
  const market = useMarket()
  const { locale } = useShared()
  const languages = market?.languages ?? []
  if (languages.length <= 1) return null
  const current = languages.find((language) => language.code === locale) ?? languages[0]

  return (
    <Menu>
      <MenuTrigger
        unstyled
        className="flex h-10 items-center gap-1.5 rounded-control px-2.5 text-sm font-medium text-ink-800 hover:bg-ink-100"
        aria-label={t('shell.region.select_language')}
        data-testid="language-selector"
      >
        <Languages className="size-4 text-ink-600" aria-hidden />
        <span className={compact ? 'sr-only' : undefined}>{current.nativeName}</span>
      </MenuTrigger>
      <MenuPanel>
        <p className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-ink-600">{t('shell.region.select_language')}</p>
        {languages.map((language) => (
          <MenuLink
            key={language.code}
            lang={language.code}
            onClick={() => router.post('/preferences/language', { language: language.code }, { preserveScroll: true })}
            trailing={language.code === current.code ? <Check className="size-4 text-brand-700" aria-hidden /> : undefined}
          >
            {language.nativeName}
            {language.nativeName !== language.name && <span className="ml-2 text-ink-500">{language.name}</span>}
          </MenuLink>
        ))}
        <p className="px-3 pb-2 pt-1 text-xs text-ink-500">{t('shell.region.interface_language')}</p>
      </MenuPanel>
    </Menu>
  )
}
