import { Plus, X } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '~/components/ui/button'
import { FieldLabel, FieldMessages, Input } from '~/components/ui/input'
import { useT } from '~/lib/i18n'
import { cleanList } from '#rules/listing_rules'

/**
 * A list of short texts added with Enter or the Add button (001 §2): trimmed,
 * blanks and duplicates ignored. Suggestions add with one tap.
 */
export function TagInput({
  label,
  placeholder,
  values,
  onChange,
  suggestions = [],
  suggestionsLabel,
  labelOf = (value) => value,
  error,
  name,
}: {
  label: string
  placeholder: string
  values: string[]
  onChange: (values: string[]) => void
  suggestions?: string[]
  suggestionsLabel?: string
  labelOf?: (value: string) => string
  error?: string | null
  name: string
}) {
  const t = useT()
  const id = useId()
  const [draft, setDraft] = useState('')
  const add = (value: string) => {
    onChange(cleanList([...values, value]))
    setDraft('')
  }
  const left = suggestions.filter((s) => !values.some((v) => v.toLowerCase() === s.toLowerCase()))

  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="flex gap-2">
        <Input
          id={id}
          name={name}
          value={draft}
          placeholder={placeholder}
          invalid={Boolean(error)}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              add(draft)
            }
          }}
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => add(draft)}
          iconLeft={<Plus className="size-4" aria-hidden />}
        >
          {t('posting.add')}
        </Button>
      </div>
      <FieldMessages error={error} errorId={`${id}-error`} hintId={`${id}-hint`} />
      {values.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={label}>
          {values.map((value) => (
            <li
              key={value}
              className="inline-flex items-center gap-1 rounded-pill bg-brand-50 py-1 ps-3 pe-1 text-sm text-brand-800"
            >
              {labelOf(value)}
              <button
                type="button"
                onClick={() => onChange(values.filter((v) => v !== value))}
                className="grid size-6 place-items-center rounded-full hover:bg-brand-100"
                aria-label={t('posting.remove_item', { item: labelOf(value) })}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      {left.length > 0 && (
        <div className="mt-3">
          {suggestionsLabel && (
            <p className="mb-1.5 text-xs font-medium uppercase tracking-wide text-ink-500">
              {suggestionsLabel}
            </p>
          )}
          <div className="flex flex-wrap gap-1.5">
            {left.map((suggestion) => (
              <button
                key={suggestion}
                type="button"
                onClick={() => add(suggestion)}
                className="inline-flex items-center gap-1 rounded-pill border border-ink-200 bg-white px-2.5 py-1 text-xs text-ink-700 hover:border-brand-300 hover:text-brand-800"
              >
                <Plus className="size-3" aria-hidden />
                {labelOf(suggestion)}
              </button>
            ))}
          </div>
        </div>
      )}
    </div>
  )
}
