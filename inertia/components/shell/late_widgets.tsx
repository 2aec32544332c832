import { Suspense, useCallback, useRef, useState } from 'react'
import { useOpenedOnce } from '~/components/ui/dialog'
import { ConsentHost } from '~/components/cookies/consent_host'
import { useT } from '~/lib/i18n'
import { preloadArea } from '~/lib/lazy_messages'
import { useShared } from '~/lib/page_props'
import { lazyWithPreload } from '~/lib/lazy'

/** The chat assistant's panel loads on first open. */
const AssistantPanel = lazyWithPreload(() =>
  import('~/components/assistant/assistant_panel').then((m) => ({ default: m.AssistantPanel }))
)

/**
 * What the shell shows once a page is interactive, loaded by the layout with
 * one dynamic import() so none of it counts in a page's first-paint
 * JavaScript (tests/unit/js_budget.spec.ts): the assistant's floating button
 * (000 §2) and the cookie consent banner (001 §2). The button's label is a
 * shell text; the assistant's own texts load with its panel, when someone
 * points at, focuses or presses the button (issue 28: 2.2-3 KiB less in every
 * page's first seconds).
 */
export function LateWidgets() {
  return (
    <>
      <Assistant />
      <ConsentHost />
    </>
  )
}

/** The panel's code and its texts in the page's language, fetched side by side. */
function preload(locale: string) {
  void AssistantPanel.preload()
  void preloadArea(locale, 'assistant')
}

function Assistant() {
  const t = useT()
  const { locale } = useShared()
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const opened = useOpenedOnce(open)
  const close = useCallback(() => {
    setOpen(false)
    button.current?.focus()
  }, [])
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={t('shell.assistant_button')}
        aria-expanded={open}
        aria-controls="assistant-panel"
        data-testid="assistant-button"
        onClick={() => (open ? close() : setOpen(true))}
        onPointerEnter={() => preload(locale)}
        onFocus={() => preload(locale)}
        className="fixed bottom-4 right-4 z-40 grid size-14 place-items-center rounded-pill bg-brand-700 text-white shadow-pop hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
        </svg>
      </button>
      {opened && (
        <Suspense fallback={null}>
          <AssistantPanel id="assistant-panel" open={open} onClose={close} />
        </Suspense>
      )}
    </>
  )
}
