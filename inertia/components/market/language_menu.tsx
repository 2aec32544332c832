import { router } from '@inertiajs/react'
import { Check } from 'lucide-react'
import { useRef } from 'react'
import { Menu, MenuLink, MenuPanel, MenuTrigger } from '~/components/ui/menu'
import { useOpenOnMount, type DeferredProps } from '~/components/ui/deferred_widget'
import { useT } from '~/lib/i18n'
import { LanguageTriggerContent, languageTriggerClass, useLanguages } from './language_selector'
import { urlFor } from '~/lib/routes'

/** The language menu itself, loaded when the selector is first used. */
export default function LanguageMenu({
  compact,
  openOnMount,
}: { compact: boolean } & DeferredProps) {
  const t = useT()
  const { languages, current } = useLanguages()
  const button = useRef<HTMLButtonElement>(null)
  useOpenOnMount(button, openOnMount)

  return (
    <Menu>
      <MenuTrigger
        ref={button}
        unstyled
        className={languageTriggerClass}
        data-testid="language-selector"
      >
        <LanguageTriggerContent compact={compact} />
      </MenuTrigger>
      <MenuPanel>
        <p className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-ink-600">
          {t('shell.region.select_language')}
        </p>
        {languages.map((language) => (
          <MenuLink
            key={language.code}
            lang={language.code}
            onClick={() =>
              router.post(
                urlFor('preferences.language'),
                { language: language.code },
                { preserveScroll: true }
              )
            }
            trailing={
              language.code === current?.code ? (
                <Check className="size-4 text-brand-700" aria-hidden />
              ) : undefined
            }
          >
            {language.nativeName}
            {language.nativeName !== language.name && (
              <span className="ml-2 text-ink-600">{language.name}</span>
            )}
          </MenuLink>
        ))}
        <p className="px-3 pb-2 pt-1 text-xs text-ink-600">
          {t('shell.region.interface_language')}
        </p>
      </MenuPanel>
    </Menu>
  )
}
