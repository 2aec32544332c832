import type { ReactNode } from 'react'
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { cn } from '~/components/ui/cn'

export interface TabItem {
  key: string
  label: ReactNode
  content: ReactNode
  disabled?: boolean
}

export interface TabsProps {
  tabs: TabItem[]
  defaultKey?: string
  /** Makes the tabs controlled (use with onChange). */
  selectedKey?: string
  onChange?: (key: string) => void
  className?: string
}

/** Underlined tabs; the tab list scrolls horizontally on narrow screens. */
export function Tabs({ tabs, defaultKey, selectedKey, onChange, className }: TabsProps) {
  const indexOf = (key: string | undefined) => {
    const i = key === undefined ? -1 : tabs.findIndex((t) => t.key === key)
    return i < 0 ? 0 : i
  }
  const controlled = selectedKey !== undefined
  return (
    <TabGroup
      className={className}
      {...(controlled
        ? { selectedIndex: indexOf(selectedKey) }
        : { defaultIndex: indexOf(defaultKey) })}
      onChange={(i: number) => {
        const tab = tabs[i]
        if (tab) onChange?.(tab.key)
      }}
    >
      <TabList className="flex gap-1 overflow-x-auto shadow-[inset_0_-1px_0_var(--color-ink-200)] [scrollbar-width:none] [&::-webkit-scrollbar]:hidden">
        {tabs.map((t) => (
          <Tab
            key={t.key}
            disabled={t.disabled}
            className={cn(
              'inline-flex min-h-11 shrink-0 items-center gap-2 border-b-2 border-transparent px-3 text-sm font-semibold whitespace-nowrap text-ink-600 transition-colors sm:px-4',
              'data-hover:text-ink-900 data-selected:border-brand-600 data-selected:text-brand-700',
              'data-disabled:cursor-not-allowed data-disabled:opacity-50',
              'rounded-t-control focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset'
            )}
          >
            {t.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="mt-4">
        {tabs.map((t) => (
          <TabPanel
            key={t.key}
            className="rounded-control focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-4"
          >
            {t.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  )
}
