import { cn } from '~/components/ui/cn'

type Option<T> = { value: T; label: string }

/**
 * Single-choice chips where clicking the active option again clears it
 * (000 §4: type, bedrooms, status and price).
 */
export function OptionChips<T extends string | number>({
  label,
  options,
  value,
  onChange,
  testId,
}: {
  label: string
  options: Option<T>[]
  value: T | undefined
  onChange: (value: T | undefined) => void
  testId?: string
}) {
  return (
    <fieldset data-testid={testId}>
      <legend className="mb-2 text-sm font-semibold text-ink-900">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const active = option.value === value
          return (
            <button
              key={String(option.value)}
              type="button"
              aria-pressed={active}
              onClick={() => onChange(active ? undefined : option.value)}
              className={cn(
                'min-h-9 rounded-pill border px-3 text-sm font-medium transition-colors',
                active
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-ink-200 bg-white text-ink-700 hover:border-ink-300 hover:bg-ink-50'
              )}
            >
              {option.label}
            </button>
          )
        })}
      </div>
    </fieldset>
  )
}
