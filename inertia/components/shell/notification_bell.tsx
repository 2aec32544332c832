import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { Link } from '@inertiajs/react'
import { Bell } from 'lucide-react'
import { cn, focusRing } from '~/components/ui/cn'
import { useT } from '~/lib/i18n'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'
import { postJson } from '~/lib/same_origin_fetch'
import { relativeTimeFormat } from '#rules/intl'

type Note = {
  id: number
  saved_search_id: number
  name: string
  count: number
  items: { id: number; title: string }[]
  read_at: string | null
  created_at: string
}

/** "5 minutes ago", "yesterday", "3 days ago" in the page's language. */
function timeAgo(iso: string, locale: string): string {
  const seconds = (new Date(iso).getTime() - Date.now()) / 1000
  const format = relativeTimeFormat(locale, { numeric: 'auto' })
  if (seconds > -3600) return format.format(Math.min(0, Math.round(seconds / 60)), 'minute')
  if (seconds > -86_400) return format.format(Math.round(seconds / 3600), 'hour')
  return format.format(Math.round(seconds / 86_400), 'day')
}

/**
 * The header's bell (issue 31): the unread count comes with every page
 * (a shared prop); the list is fetched when the bell is opened. Opening one
 * notification marks it read (POST {ids}), "Mark all read" every one; the
 * count is then the server's answer. This module itself loads after the page
 * (the header renders it lazily), so it costs no page its first paint.
 */
export default function NotificationBell() {
  const t = useT()
  const { unread_notifications: unread, locale } = useShared()
  // What this page's open marked read; the next page's shared count is the server's again.
  const [readNow, setReadNow] = useState<{ from: number; left: number } | null>(null)
  const count = readNow && readNow.from === unread ? readNow.left : unread
  const [open, setOpen] = useState(false)
  const [notes, setNotes] = useState<Note[] | null>(null)
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !box.current?.contains(event.target as Node)
      )
        setOpen(false)
    }
    document.addEventListener('pointerdown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('pointerdown', close)
      document.removeEventListener('keydown', close)
    }
  }, [open])

  const toggle = async () => {
    setOpen(!open)
    if (open) return
    const response = await fetch(urlFor('notifications.list'), {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    })
    if (response.ok) setNotes(((await response.json()) as { data: Note[] }).data)
  }

  /** These notifications (none named: all) are read; the count is what the server has left. */
  const markRead = async (ids?: number[]) => {
    const read = await postJson(urlFor('notifications.read'), ids ? { ids } : {})
    if (!read.ok) return
    const { unread: left } = (await read.json()) as { unread: number }
    setReadNow({ from: unread, left })
    const now = new Date().toISOString()
    setNotes((list) =>
      (list ?? []).map((note) =>
        !ids || ids.includes(note.id) ? { ...note, read_at: note.read_at ?? now } : note
      )
    )
  }

  /** Opening one notification marks it read, then follows its link (a new tab: marked alongside). */
  const openNote = async (event: MouseEvent<HTMLAnchorElement>, note: Note) => {
    if (note.read_at) return
    const href = event.currentTarget.href
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) {
      void markRead([note.id])
      return
    }
    event.preventDefault()
    await markRead([note.id])
    window.location.assign(href)
  }

  return (
    <div ref={box} className="relative">
      <button
        type="button"
        onClick={toggle}
        aria-expanded={open}
        data-testid="notification-bell"
        className={cn(
          'relative grid size-10 place-items-center rounded-control text-ink-800 hover:bg-ink-100',
          focusRing
        )}
      >
        <Bell className="size-5" aria-hidden />
        <span className="sr-only">
          {t('saved_searches.bell.label')}
          {count > 0 ? `, ${t('saved_searches.bell.unread', { count })}` : ''}
        </span>
        {count > 0 && (
          <span
            aria-hidden
            data-testid="notification-count"
            className="absolute right-0.5 top-0.5 grid min-w-5 place-items-center rounded-pill bg-danger-600 px-1 text-xs font-semibold text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {open && (
        <div
          data-testid="notification-panel"
          className="fixed inset-x-2 top-16 z-40 rounded-card border border-ink-200 bg-white p-2 shadow-pop sm:absolute sm:inset-x-auto sm:right-0 sm:top-12 sm:w-[22rem]"
        >
          <div className="flex items-center justify-between gap-2 px-2 py-1">
            <p className="text-sm font-semibold text-ink-900">{t('saved_searches.bell.label')}</p>
            {count > 0 && (
              <button
                type="button"
                onClick={() => markRead()}
                className={cn(
                  'rounded-control px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50',
                  focusRing
                )}
              >
                {t('saved_searches.bell.mark_read')}
              </button>
            )}
          </div>
          {notes === null ? (
            <p className="px-2 py-3 text-sm text-ink-600">{t('saved_searches.bell.loading')}</p>
          ) : notes.length === 0 ? (
            <p className="px-2 py-3 text-sm text-ink-600">{t('saved_searches.bell.empty')}</p>
          ) : (
            <ul className="max-h-80 overflow-y-auto">
              {notes.map((note) => (
                <li key={note.id}>
                  <a
                    href={urlFor('saved_searches.open', { id: note.saved_search_id })}
                    onClick={(event) => openNote(event, note)}
                    data-testid="notification"
                    className={cn(
                      'flex gap-2 rounded-control px-2 py-2 text-sm hover:bg-ink-50',
                      note.read_at ? 'text-ink-700' : 'font-medium text-ink-900'
                    )}
                  >
                    <span
                      aria-hidden
                      className={cn(
                        'mt-1.5 size-2 shrink-0 rounded-pill',
                        note.read_at ? 'bg-transparent' : 'bg-brand-600'
                      )}
                    />
                    <span className="min-w-0">
                      {!note.read_at && (
                        <span className="sr-only">{t('saved_searches.bell.unread_item')} </span>
                      )}
                      {t('saved_searches.bell.item', { count: note.count, name: note.name })}
                      {note.items[0] && (
                        <span className="block truncate text-xs font-normal text-ink-600">
                          {note.items.map((item) => item.title).join(' · ')}
                        </span>
                      )}
                      <time
                        dateTime={note.created_at}
                        className="block text-xs font-normal text-ink-500"
                      >
                        {timeAgo(note.created_at, locale)}
                      </time>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
          <Link
            href={urlFor('saved_searches')}
            onClick={() => setOpen(false)}
            className="mt-1 block rounded-control px-2 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            {t('saved_searches.bell.manage')}
          </Link>
        </div>
      )}
    </div>
  )
}
