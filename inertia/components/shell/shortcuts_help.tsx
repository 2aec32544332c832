import { Link } from '@inertiajs/react'
import { Dialog } from '~/components/ui/dialog'
import { urlFor } from '~/lib/routes'
import { useT } from '~/lib/i18n'
import { SHELL_SHORTCUTS as rows } from '~/lib/shortcut_list'

export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT()
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('shell.shortcuts.title')}
      closeLabel={t('auth.close')}
      size="sm"
    >
      <dl className="divide-y divide-ink-100">
        {rows.map(([keys, label]) => (
          <div key={keys} className="flex items-center justify-between gap-4 py-2">
            <dt className="text-sm text-ink-700">{t(label)}</dt>
            <dd>
              <kbd className="rounded-md border border-ink-200 bg-ink-50 px-2 py-0.5 font-mono text-xs text-ink-800">
                {keys}
              </kbd>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm">
        <Link
          href={`${urlFor('help')}#shortcuts`}
          onClick={onClose}
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {t('help.more')}
        </Link>
      </p>
    </Dialog>
  )
}
