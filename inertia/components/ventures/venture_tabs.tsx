import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { cn } from '~/components/ui/cn'

export type VentureTab = {
  key: string
  label: ReactNode
  content: ReactNode
  /** Called when the tab is hovered or focused, before it is chosen: fetches what its panel needs. */
  preload?: () => void
}

/**
 * The venture page's tabs (WAI-ARIA tabs, automatic activation: arrows, Home
 * and End move and select). Only the selected panel is rendered, and only the
 * selected tab points at it (aria-controls), so no reference dangles. Looks
 * like ui/tabs. The ids come from `idPrefix`, not useId: today the browser's
 * React tree differs from the server's at the root (app.tsx adds a sibling
 * to <App>), so every useId differs between the two, and an aria-controls set
 * after hydration pointed at an id the server HTML never had (axe
 * aria-valid-attr-value, critical; ui/tabs has the same problem).
 */
export function VentureTabs({
  tabs,
  idPrefix,
  defaultKey,
}: {
  tabs: VentureTab[]
  idPrefix: string
  defaultKey?: string
}) {
  const [selected, setSelected] = useState(defaultKey ?? tabs[0]?.key)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected)
  )
  const tabId = (i: number) => `${idPrefix}-tab-${tabs[i]?.key}`
  const panelId = `${idPrefix}-panel`

  const move = (event: KeyboardEvent) => {
    const last = tabs.length - 1
    const next = {
      ArrowRight: index + 1 > last ? 0 : index + 1,
      ArrowLeft: index - 1 < 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key]
    if (next === undefined) return
    event.preventDefault()
    setSelected(tabs[next].key)
    buttons.current[next]?.focus()
  }

  return (
    <div>
      <div
        role="tablist"
        onKeyDown={move}
        className="flex gap-1 overflow-x-auto shadow-[inset_0_-1px_0_var(--color-ink-200)] [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {tabs.map((tab, i) => {
          const active = i === index
          return (
            <button
              key={tab.key}
              ref={(element) => {
                buttons.current[i] = element
              }}
              type="button"
              role="tab"
              id={tabId(i)}
              aria-selected={active}
              aria-controls={active ? panelId : undefined}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(tab.key)}
              onPointerEnter={tab.preload}
              onFocus={tab.preload}
              className={cn(
                'inline-flex min-h-11 shrink-0 items-center gap-2 border-b-2 px-3 text-sm font-semibold whitespace-nowrap transition-colors sm:px-4',
                active
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-ink-600 hover:text-ink-900',
                'rounded-t-control focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset'
              )}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(index)}
        tabIndex={0}
        className="mt-4 rounded-control focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-4"
      >
        {tabs[index]?.content}
      </div>
    </div>
  )
}
