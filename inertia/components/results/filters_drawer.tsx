import { SlidersHorizontal } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import { Drawer } from '~/components/ui/drawer'

type Labels = {
  filters: string
  /** The button's name while filters are active ('Filters, 3 active'). */
  active?: string
  close: string
  apply: string
  /** Offer to clear the draft (the filters `cleared` leaves). */
  clear?: string
}

/**
 * Phones: a 'Filters' button with the number of active filters (000 §9)
 * that opens the drawer. Choices there are a draft, applied with 'Apply
 * Filters'; the draft starts again from the filters of each new search.
 */
export function FiltersDrawer<Filters>({
  filters,
  active,
  open,
  onOpenChange,
  onApply,
  cleared,
  labels,
  className,
  children,
}: {
  filters: Filters
  active: number
  open: boolean
  onOpenChange: (open: boolean) => void
  onApply: (filters: Filters) => void
  cleared?: Filters
  labels: Labels
  className?: string
  children: (draft: Filters, change: (changes: Partial<Filters>) => void) => ReactNode
}) {
  const [draft, setDraft] = useState(filters)
  // A new search (new filters): the draft follows, during render rather than in an effect.
  const [draftOf, setDraftOf] = useState(filters)
  if (draftOf !== filters) {
    setDraftOf(filters)
    setDraft(filters)
  }

  return (
    <>
      <Button
        variant="outline"
        className={className}
        onClick={() => onOpenChange(true)}
        iconLeft={<SlidersHorizontal className="size-4" aria-hidden />}
        aria-label={active > 0 ? labels.active : undefined}
      >
        {labels.filters}
        {active > 0 && (
          <span
            className="ml-1 rounded-pill bg-brand-600 px-1.5 text-xs text-white"
            data-testid="active-filter-count"
          >
            {active}
          </span>
        )}
      </Button>
      <Drawer
        open={open}
        onClose={() => onOpenChange(false)}
        title={labels.filters}
        closeLabel={labels.close}
        footer={
          <div className="flex gap-2">
            {labels.clear && cleared && (
              <Button variant="outline" onClick={() => setDraft(cleared)}>
                {labels.clear}
              </Button>
            )}
            <Button
              fullWidth
              onClick={() => {
                onOpenChange(false)
                onApply(draft)
              }}
            >
              {labels.apply}
            </Button>
          </div>
        }
      >
        {children(draft, (changes) => setDraft((current) => ({ ...current, ...changes })))}
      </Drawer>
    </>
  )
}
