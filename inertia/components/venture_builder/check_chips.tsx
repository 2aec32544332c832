import { Check } from 'lucide-react'
import { cn } from '~/components/ui/cn'

type Option = { value: string; label: string }

/**
 * Many-choice chips: each is a real checkbox (keyboard and screen readers
 * see a checkbox group) drawn as a pill. The chosen values keep the list's order.
 */
export function CheckChips({
  legend,
  options,
  values,
  onChange,
  testId,
  error,
}: {
  legend: string
  options: Option[]
  values: string[]
  onChange: (values: string[]) => void
  testId?: string
  error?: string | null
}) {
  const toggle = (value: string) => {
    const chosen = new Set(values)
    if (chosen.has(value)) chosen.delete(value)
    else chosen.add(value)
    onChange(options.map((option) => option.value).filter((option) => chosen.has(option)))
  }
  return (
    <fieldset data-testid={testId}>
      <legend className="mb-2 text-sm font-semibold text-ink-900">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = values.includes(option.value)
          return (
            <label
              key={option.value}
              className={cn(
                'inline-flex min-h-10 cursor-pointer items-center gap-1.5 rounded-pill border px-3 text-sm font-medium transition-colors sm:min-h-9',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2',
                checked
                  ? 'border-brand-600 bg-brand-50 text-brand-800'
                  : 'border-ink-200 bg-white text-ink-700 hover:border-ink-300 hover:bg-ink-50'
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={checked}
                onChange={() => toggle(option.value)}
              />
              {checked ? <Check className="size-3.5" aria-hidden /> : null}
              {option.label}
            </label>
          )
        })}
      </div>
      {error ? (
        <p role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
