import { Languages } from 'lucide-react'
import { DeferredWidget } from '~/components/ui/deferred_widget'
import { menuTriggerClass } from '~/components/ui/menu_trigger_class'
import { lazyWithPreload } from '~/lib/lazy'
import { useT } from '~/lib/i18n'
import { useMarket } from '~/lib/market'
import { useShared } from '~/lib/page_props'

const LanguageMenu = lazyWithPreload(() => import('~/components/market/language_menu'))

export const languageTriggerClass =
  'flex h-10 items-center gap-1.5 rounded-control px-2.5 text-sm font-medium text-ink-800 hover:bg-ink-100'

/** The languages the selected country offers, and the current one. */
export function useLanguages() {
  const market = useMarket()
  const { locale } = useShared()
  const languages = market?.languages ?? []
  return {
    languages,
    current: languages.find((language) => language.code === locale) ?? languages[0],
  }
}

/**
 * What the button shows. The visible name is part of the accessible name
 * ("हिन्दी, Select language"), so speech users can say what they see.
 */
export function LanguageTriggerContent({ compact }: { compact: boolean }) {
  const t = useT()
  const { current } = useLanguages()
  return (
    <>
      <Languages className="size-4 text-ink-600" aria-hidden />
      <span className={compact ? 'sr-only' : undefined}>{current?.nativeName}</span>
      <span className="sr-only">, {t('shell.region.select_language')}</span>
    </>
  )
}

/** Language selector (000 §4): hidden when the country offers one language or fewer. */
export function LanguageSelector({ compact = false }: { compact?: boolean }) {
  const { languages } = useLanguages()
  if (languages.length <= 1) return null
  return (
    <DeferredWidget
      widget={LanguageMenu}
      props={{ compact }}
      trigger={{
        'className': menuTriggerClass({ unstyled: true, className: languageTriggerClass }),
        'data-testid': 'language-selector',
        'children': <LanguageTriggerContent compact={compact} />,
      }}
    />
  )
}
