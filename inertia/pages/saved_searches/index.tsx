import { useState } from 'react'
import { Head, Link, router } from '@inertiajs/react'
import { BellOff, BellRing, Pencil, Trash2 } from 'lucide-react'
import { Button, buttonClasses } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty_state'
import { Input } from '~/components/ui/input'
import { Select } from '~/components/ui/select'
import { Badge } from '~/components/ui/badge'
import { toast } from '~/components/ui/toast'
import { FREQUENCIES, type Frequency } from '~/components/saved_searches/frequency_options'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'

type SavedSearchRow = {
  id: number
  name: string
  kind: 'properties' | 'ventures'
  frequency: Frequency
  new_matches: number
}

const LIMIT = 25

/**
 * Saved searches (issue 31): each opens its search, is renamed, gets another
 * frequency or is deleted. Also where an alert's unsubscribe link lands.
 */
export default function SavedSearchesIndex({
  searches,
  unsubscribed,
}: {
  searches: SavedSearchRow[]
  unsubscribed: { valid: boolean; name: string | null } | null
}) {
  const t = useT()
  if (unsubscribed) return <Unsubscribed {...unsubscribed} />
  return (
    <>
      <Head title={t('saved_searches.title')} />
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {t('saved_searches.title')}
        </h1>
        <p className="mt-1 text-ink-600">{t('saved_searches.intro')}</p>
        {searches.length === 0 ? (
          <EmptyState
            framed
            className="mt-8"
            icon={<BellRing className="size-7" aria-hidden />}
            title={t('saved_searches.title')}
            body={t('saved_searches.empty')}
            action={
              <Link href={urlFor('properties.index')} className={buttonClasses({})}>
                {t('shell.nav.properties')}
              </Link>
            }
          />
        ) : (
          <>
            <p className="mt-4 text-sm text-ink-600">
              {t('saved_searches.limit_note', { count: searches.length, limit: LIMIT })}
            </p>
            <ul className="mt-3 divide-y divide-ink-200 rounded-card border border-ink-200 bg-white">
              {searches.map((search) => (
                <SearchRow key={search.id} search={search} />
              ))}
            </ul>
          </>
        )}
      </div>
    </>
  )
}

function SearchRow({ search }: { search: SavedSearchRow }) {
  const t = useT()
  const [editing, setEditing] = useState(false)
  const [name, setName] = useState(search.name)
  const patch = (body: { name?: string; frequency?: Frequency }) =>
    router.patch(urlFor('saved_searches.update', { id: search.id }), body, {
      preserveScroll: true,
      onSuccess: () => setEditing(false),
      onError: (errors) => toast.error(Object.values(errors)[0] ?? ''),
    })
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid="saved-search">
      <div className="min-w-0 flex-1">
        {editing ? (
          <form
            className="flex gap-2"
            onSubmit={(event) => {
              event.preventDefault()
              patch({ name })
            }}
          >
            <Input
              aria-label={t('saved_searches.name_label')}
              value={name}
              maxLength={80}
              required
              onChange={(event) => setName(event.target.value)}
            />
            <Button type="submit" size="sm">
              {t('saved_searches.save')}
            </Button>
          </form>
        ) : (
          <a
            href={urlFor('saved_searches.open', { id: search.id })}
            className="font-semibold text-ink-900 hover:text-brand-700 hover:underline"
          >
            {search.name}
          </a>
        )}
        <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-600">
          <span>{t(`saved_searches.kind.${search.kind}`)}</span>
          <Badge tone={search.new_matches > 0 ? 'brand' : 'neutral'}>
            {t('saved_searches.new_matches', { count: search.new_matches })}
          </Badge>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2 text-sm text-ink-600">
          {t('saved_searches.frequency_label')}
          <Select
            value={search.frequency}
            onChange={(event) => patch({ frequency: event.target.value as Frequency })}
            className="w-auto"
          >
            {FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {t(`saved_searches.frequency.${frequency}`)}
              </option>
            ))}
          </Select>
        </label>
        <a
          href={urlFor('saved_searches.open', { id: search.id })}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          {t('saved_searches.open')}
        </a>
        <Button
          variant="ghost"
          size="sm"
          iconLeft={<Pencil className="size-4" aria-hidden />}
          onClick={() => setEditing((value) => !value)}
        >
          {t('saved_searches.rename')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          iconLeft={<Trash2 className="size-4" aria-hidden />}
          onClick={() => {
            if (!window.confirm(t('saved_searches.confirm_delete', { name: search.name }))) return
            router.delete(urlFor('saved_searches.destroy', { id: search.id }), {
              preserveScroll: true,
            })
          }}
        >
          {t('saved_searches.delete')}
        </Button>
      </div>
    </li>
  )
}

function Unsubscribed({ valid, name }: { valid: boolean; name: string | null }) {
  const t = useT()
  const body = !valid
    ? t('saved_searches.unsubscribed.invalid')
    : name
      ? t('saved_searches.unsubscribed.body', { name })
      : t('saved_searches.unsubscribed.gone')
  return (
    <>
      <Head title={t('saved_searches.unsubscribed.title')} />
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <EmptyState
          framed
          icon={<BellOff className="size-7" aria-hidden />}
          title={valid ? t('saved_searches.unsubscribed.title') : t('saved_searches.title')}
          body={body}
          action={
            <Link href={urlFor('saved_searches')} className={buttonClasses({})}>
              {t('saved_searches.title')}
            </Link>
          }
        />
      </div>
    </>
  )
}
