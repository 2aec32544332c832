import { Dialog } from '~/components/ui/dialog'
import { useT } from '~/lib/i18n'

const rows: [string, string][] = [
  ['H', 'shell.shortcuts.go_home'],
  ['P', 'shell.shortcuts.go_properties'],
  ['V', 'shell.shortcuts.go_ventures'],
  ['F', 'shell.shortcuts.go_favorites'],
  ['A', 'shell.shortcuts.go_add_property'],
  ['B', 'shell.shortcuts.go_bulk_upload'],
  ['C', 'shell.shortcuts.go_credits'],
  ['/', 'shell.shortcuts.focus_search'],
  ['?', 'shell.shortcuts.show_help'],
  ['Esc', 'shell.shortcuts.escape'],
  ['Alt + M', 'shell.shortcuts.toggle_menu'],
  ['Alt + F', 'shell.shortcuts.toggle_filters'],
  ['Alt + V', 'shell.shortcuts.toggle_view'],
]

export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT()
  return (
    <Dialog open={open} onClose={onClose} title={t('shell.shortcuts.title')} closeLabel={t('auth.close')} size="sm">
      <dl className="divide-y divide-ink-100">
        {rows.map(([keys, label]) => (
          <div key={keys} className="flex items-center justify-between gap-4 py-2">
            <dt className="text-sm text-ink-700">{t(label)}</dt>
            <dd>
              <kbd className="rounded-md border border-ink-200 bg-ink-50 px-2 py-0.5 font-mono text-xs text-ink-800">{keys}</kbd>
            </dd>
          </div>
        ))}
      </dl>
    </Dialog>
  )
}
