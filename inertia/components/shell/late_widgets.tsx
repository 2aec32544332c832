import { Suspense, useCallback, useRef, useState } from 'react'
import { useOpenedOnce } from '~/components/ui/dialog'
import { ConsentHost } from '~/components/cookies/consent_host'
import { useAreaT } from '~/lib/lazy_messages'
import { lazyWithPreload } from '~/lib/lazy'

/** The chat assistant's panel loads on first open. */
const AssistantPanel = lazyWithPreload(() =>
  import('~/components/assistant/assistant_panel').then((m) => ({ default: m.AssistantPanel }))
)

/**
 * What the shell shows once a page is interactive, loaded by the layout with
 * one dynamic import() so none of it counts in a page's first-paint
 * JavaScript (tests/unit/js_budget.spec.ts): the assistant's floating button
 * (000 §2) and the cookie consent banner (001 §2). The assistant's texts come
 * with it (useAreaT), so the button waits for them; the banner does not.
 */
export function LateWidgets() {
  return (
    <>
      <Suspense fallback={null}>
        <Assistant />
      </Suspense>
      <ConsentHost />
    </>
  )
}

function Assistant() {
  const t = useAreaT('assistant')
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
        aria-label={t('assistant.open')}
        aria-expanded={open}
        aria-controls="assistant-panel"
        data-testid="assistant-button"
        onClick={() => (open ? close() : setOpen(true))}
        onPointerEnter={() => void AssistantPanel.preload()}
        onFocus={() => void AssistantPanel.preload()}
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
