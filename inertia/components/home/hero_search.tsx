import { router } from '@inertiajs/react'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { SearchField } from '~/components/listings/search_field'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'

/** Goes to /properties?search={text}; blank text does nothing (000 §5). */
export function searchProperties(text: string) {
  const search = text.trim()
  if (!search) return
  router.visit(urlFor('properties.index', undefined, { qs: { search } }))
}

export function HeroSearch() {
  const t = useT()
  const [text, setText] = useState('')

  return (
    <form
      role="search"
      className="flex flex-col gap-2 rounded-card bg-white p-2 shadow-pop sm:flex-row sm:items-center"
      onSubmit={(event) => {
        event.preventDefault()
        searchProperties(text)
      }}
    >
      <SearchField
        labelClassName="flex min-w-0 flex-1 items-center gap-2 px-3"
        name="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('pages.home.search_placeholder')}
        className="h-12 w-full min-w-0 bg-transparent text-base text-ink-900 placeholder:text-ink-500 focus:outline-none"
        enterKeyHint="search"
      />
      <Button type="submit" size="lg" className="shrink-0 tracking-wide">
        <span className="sm:hidden">{t('pages.home.search_button_mobile')}</span>
        <span className="hidden sm:inline">{t('pages.home.search_button')}</span>
      </Button>
    </form>
  )
}
