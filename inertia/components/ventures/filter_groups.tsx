import { ChevronDown } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { cn } from '~/components/ui/cn'

export type Option<Value extends string = string> = { value: Value; label: string }

function chipClasses(active: boolean) {
  return cn(
    'min-h-9 rounded-pill border px-3 text-sm font-medium transition-colors',
    active
      ? 'border-brand-600 bg-brand-600 text-white'
      : 'border-ink-200 bg-white text-ink-700 hover:border-ink-300 hover:bg-ink-50'
  )
}

/**
 * One filter group of chips, folded away unless it is a main one or in use.
 * What a click does is the caller's: a single choice clears when its active
 * option is clicked again (000 §4), a list toggles the option.
 */
export function ChipGroup<Value extends string>({
  name,
  label,
  options,
  selected,
  onToggle,
  open,
}: {
  name: string
  label: string
  options: Option<Value>[]
  selected: readonly Value[]
  onToggle: (value: Value) => void
  open?: boolean
}) {
  // Decided once: a group must not fold away under the visitor's hand when its last choice is cleared.
  const [initiallyOpen] = useState(open || selected.length > 0)
  return (
    <details
      className="group/filter border-b border-ink-100 pb-4 last:border-0"
      open={initiallyOpen}
      data-testid={`filter-${name}`}
    >
      <summary className="flex min-h-9 cursor-pointer list-none items-center justify-between gap-2 text-sm font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
        <span>
          {label}
          {selected.length > 0 && (
            <span className="ml-1.5 rounded-pill bg-brand-50 px-1.5 text-xs text-brand-700">
              {selected.length}
            </span>
          )}
        </span>
        <ChevronDown
          aria-hidden
          className="size-4 text-ink-500 transition group-open/filter:rotate-180"
        />
      </summary>
      <div role="group" aria-label={label} className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => {
          const active = selected.includes(option.value)
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={active}
              onClick={() => onToggle(option.value)}
              className={chipClasses(active)}
            >
              {option.label}
            </button>
          )
        })}
      </div>
    </details>
  )
}

export function Section({ label, children }: { label: string; children: ReactNode }) {
  return (
    <fieldset className="border-b border-ink-100 pb-4">
      <legend className="mb-2 text-sm font-semibold text-ink-900">{label}</legend>
      {children}
    </fieldset>
  )
}
