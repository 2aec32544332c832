import { Link } from '@inertiajs/react'
import { Cookie } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '~/components/ui/button'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import {
  ALL_ACCEPTED,
  ALL_REJECTED,
  type ConsentGate,
  type ConsentPreferences,
} from '~/lib/consent'
import { OPTIONAL_CATEGORIES, type ConsentCategory } from '#rules/cookie_catalogue'
import type { BannerMode } from '~/components/cookies/consent_host'

type Props = { initialMode: BannerMode; gate: ConsentGate; onClose: () => void }

/**
 * The cookie consent banner (001 §2): Accept All, Reject All, Customize with
 * the four categories (essential always on), links to both policies.
 */
export function CookieBanner({ initialMode, gate, onClose }: Props) {
  const t = useT()
  const titleId = useId()
  const [mode, setMode] = useState<BannerMode>(initialMode)
  const [choice, setChoice] = useState<ConsentPreferences>(() => {
    const saved = gate.saved()
    return saved
      ? { functional: saved.functional, analytics: saved.analytics, marketing: saved.marketing }
      : ALL_REJECTED
  })
  const save = (preferences: ConsentPreferences) => {
    gate.save(preferences)
    onClose()
  }

  return (
    <section
      aria-labelledby={titleId}
      data-cookie-banner
      className="fixed inset-x-0 bottom-0 z-40 max-h-[85vh] overflow-y-auto border-t border-ink-200 bg-white shadow-pop sm:inset-x-auto sm:bottom-4 sm:end-4 sm:max-w-lg sm:rounded-card sm:border"
    >
      <div className="space-y-4 p-4 sm:p-5">
        <div className="flex items-start gap-3">
          <Cookie className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden />
          <div className="space-y-1.5">
            <h2 id={titleId} className="text-base font-semibold text-ink-900">
              {t('cookies.banner.title')}
            </h2>
            <p className="text-sm text-ink-700">{t('cookies.banner.body')}</p>
            <p className="text-sm">
              <Link
                href={urlFor('cookie_policy')}
                className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {t('cookies.banner.cookie_policy')}
              </Link>
              <span className="text-ink-500" aria-hidden>
                {' · '}
              </span>
              <Link
                href={urlFor('privacy_policy')}
                className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {t('cookies.banner.privacy_policy')}
              </Link>
            </p>
          </div>
        </div>

        {mode === 'customize' && (
          <fieldset className="space-y-3">
            <legend className="sr-only">{t('cookies.banner.categories')}</legend>
            <Category category="essential" checked disabled onChange={() => {}} />
            {OPTIONAL_CATEGORIES.map((category) => (
              <Category
                key={category}
                category={category}
                checked={choice[category]}
                onChange={(on) => setChoice((c) => ({ ...c, [category]: on }))}
              />
            ))}
          </fieldset>
        )}

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
          {mode === 'customize' ? (
            <Button variant="outline" onClick={() => save(choice)} data-consent="save">
              {t('cookies.banner.save')}
            </Button>
          ) : (
            <Button variant="ghost" onClick={() => setMode('customize')} data-consent="customize">
              {t('cookies.banner.customize')}
            </Button>
          )}
          <Button variant="outline" onClick={() => save(ALL_REJECTED)} data-consent="reject">
            {t('cookies.banner.reject_all')}
          </Button>
          <Button onClick={() => save(ALL_ACCEPTED)} data-consent="accept">
            {t('cookies.banner.accept_all')}
          </Button>
        </div>
      </div>
    </section>
  )
}

function Category({
  category,
  checked,
  disabled,
  onChange,
}: {
  category: ConsentCategory
  checked: boolean
  disabled?: boolean
  onChange: (on: boolean) => void
}) {
  const t = useT()
  const id = useId()
  return (
    <div className="flex items-start gap-3 rounded-control border border-ink-200 p-3">
      <input
        id={id}
        type="checkbox"
        name={category}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`${id}-about`}
        className="mt-0.5 size-5 shrink-0 accent-brand-600"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-semibold text-ink-900">
          {t(`cookies.categories.${category}.label`)}
          {disabled && (
            <span className="ms-2 rounded-pill bg-ink-100 px-2 py-0.5 text-xs font-medium text-ink-700">
              {t('cookies.banner.always_on')}
            </span>
          )}
        </label>
        <p id={`${id}-about`} className="text-sm text-ink-600">
          {t(`cookies.categories.${category}.about`)}
        </p>
      </div>
    </div>
  )
}
