import { useT } from '~/lib/i18n'

const SHORTCUTS = [
  ['Ctrl + S', 'posting.shortcut_save'],
  ['Ctrl + N', 'posting.shortcut_new'],
  ['Esc', 'posting.shortcut_escape'],
  ['/', 'posting.shortcut_search'],
  ['?', 'posting.shortcut_help'],
  ['Tab', 'posting.shortcut_tab'],
  ['Enter', 'posting.shortcut_enter'],
] as const

/** The add-property form's shortcut list (001 §2), shown by its toggle. */
export function ShortcutsPanel({ id }: { id: string }) {
  const t = useT()
  return (
    <section
      id={id}
      aria-label={t('posting.shortcuts_title')}
      className="rounded-card border border-brand-100 bg-brand-50/60 p-4"
      data-testid="shortcuts-panel"
    >
      <h2 className="text-sm font-semibold text-ink-900">{t('posting.shortcuts_title')}</h2>
      <dl className="mt-2 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
        {SHORTCUTS.map(([keys, label]) => (
          <div key={keys} className="flex items-center justify-between gap-3">
            <dt className="text-ink-700">{t(label)}</dt>
            <dd>
              <kbd className="rounded border border-ink-200 bg-white px-1.5 py-0.5 font-mono text-xs text-ink-800 shadow-xs">
                {keys}
              </kbd>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
