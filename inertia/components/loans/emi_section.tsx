import { Suspense, useEffect, useRef, useState } from 'react'
import { Card } from '~/components/ui/card'
import { lazyWithPreload } from '~/lib/lazy'
import { useT } from '~/lib/i18n'
import type { LoanDefaults } from '#rules/loans'

/** The calculator's code: fetched when the section nears the screen, never in the page's first load. */
const EmiCalculator = lazyWithPreload(() =>
  import('~/components/loans/emi_calculator').then((m) => ({ default: m.EmiCalculator }))
)

/**
 * The property page's EMI / mortgage section (issue 31). The server and the
 * first paint show its heading only; the calculator loads once the section
 * is within a screen of view, so the page's start-up JavaScript is unchanged.
 */
export function EmiSection({ price, terms }: { price: number; terms: LoanDefaults }) {
  const t = useT()
  const ref = useRef<HTMLElement>(null)
  const [near, setNear] = useState(false)

  useEffect(() => {
    const section = ref.current
    if (!section || typeof IntersectionObserver !== 'function') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: '400px 0px' }
    )
    observer.observe(section)
    return () => observer.disconnect()
  }, [])

  const loading = <p className="mt-3 text-sm text-ink-600">{t('loans.emi.loading')}</p>
  return (
    <Card>
      <section ref={ref} aria-labelledby="emi-title" data-testid="emi-section">
        <h2 id="emi-title" className="text-lg font-semibold text-ink-900">
          {t(terms.currency === 'USD' ? 'loans.emi.title_us' : 'loans.emi.title')}
        </h2>
        {near ? (
          <Suspense fallback={loading}>
            <EmiCalculator price={price} terms={terms} />
          </Suspense>
        ) : (
          loading
        )}
      </section>
    </Card>
  )
}
