import { useEffect, useRef, useState } from 'react'
import { useT } from '~/lib/i18n'
import { SearchField } from '~/components/listings/search_field'

/** 000 §4: the search text reloads 500 ms after typing stops, showing 'Searching...'. */
export const SEARCH_DEBOUNCE_MS = 500

export function SearchBox({
  value,
  onSearch,
}: {
  value: string
  onSearch: (text: string) => void
}) {
  const t = useT()
  const [text, setText] = useState(value)
  const [pending, setPending] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  // A new search from elsewhere (a filter, the back button): the box shows its text.
  const [textOf, setTextOf] = useState(value)
  if (textOf !== value) {
    setTextOf(value)
    setText(value)
  }
  useEffect(() => () => clearTimeout(timer.current), [])

  return (
    <SearchField
      labelClassName="flex h-12 items-center gap-2 rounded-control border border-ink-200 bg-white px-3 shadow-sm focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-100"
      value={text}
      placeholder={t('listings.search_placeholder')}
      className="h-full w-full min-w-0 bg-transparent text-base focus:outline-none"
      onChange={(event) => {
        const next = event.target.value
        setText(next)
        setPending(true)
        clearTimeout(timer.current)
        timer.current = setTimeout(() => {
          setPending(false)
          if (next.trim() !== value.trim()) onSearch(next)
        }, SEARCH_DEBOUNCE_MS)
      }}
      after={
        pending && (
          <span className="shrink-0 text-xs text-ink-500" role="status">
            {t('listings.searching')}
          </span>
        )
      }
    />
  )
}
