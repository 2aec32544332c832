import { Search } from 'lucide-react'
import type { InputHTMLAttributes, ReactNode } from 'react'
import { useT } from '~/lib/i18n'

type Props = InputHTMLAttributes<HTMLInputElement> & { labelClassName: string; after?: ReactNode }

/**
 * The property search text (home's hero and Find Properties): a magnifier, a
 * label for screen readers, and the input the `/` and Ctrl+K shortcuts focus.
 */
export function SearchField({ labelClassName, after, ...input }: Props) {
  const t = useT()
  return (
    <label className={labelClassName}>
      <Search className="size-5 shrink-0 text-ink-500" aria-hidden />
      <span className="sr-only">{t('pages.home.search_label')}</span>
      <input data-search-input type="search" {...input} />
      {after}
    </label>
  )
}
