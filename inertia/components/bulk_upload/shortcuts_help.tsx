import { X } from 'lucide-react'
import { useT } from '~/lib/i18n'

const KEYS: [string, string][] = [
  ['Ctrl+D', 'download'],
  ['Ctrl+U', 'pick'],
  ['Ctrl+Enter', 'start'],
  ['Esc', 'back'],
  ['Ctrl+H', 'toggle_help'],
  ['Ctrl+Backspace', 'reset'],
]

/** The page's keyboard shortcuts (001 §2), shown with Ctrl+H. */
export function ShortcutsHelp({ onClose }: { onClose: () => void }) {
  const t = useT()
  return (
    <section
      className="relative mt-4 rounded-card border border-ink-100 bg-ink-50 p-4"
      aria-labelledby="bulk-shortcuts"
      data-testid="shortcuts-help"
    >
      <h2 id="bulk-shortcuts" className="font-semibold text-ink-900">
        {t('bulk_upload.help.title')}
      </h2>
      <button
        type="button"
        onClick={onClose}
        className="absolute end-2 top-2 grid size-9 place-items-center rounded-full text-ink-600 hover:bg-ink-100"
        aria-label={t('venture_builder.common.close')}
      >
        <X className="size-4" aria-hidden />
      </button>
      <dl className="mt-2 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
        {KEYS.map(([keys, label]) => (
          <div key={keys} className="flex items-center gap-3">
            <dt>
              <kbd className="rounded border border-ink-200 bg-white px-1.5 py-0.5 font-mono text-xs text-ink-800">
                {keys}
              </kbd>
            </dt>
            <dd className="text-ink-700">{t(`bulk_upload.help.${label}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
