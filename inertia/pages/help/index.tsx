import { Link } from '@inertiajs/react'
import { Keyboard, MessageCircle } from 'lucide-react'
import { buttonClasses } from '~/components/ui/button'
import { DocumentLayout, type LegalDocumentProps } from '~/components/legal/document_layout'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { MODIFIER_SHORTCUTS, SHELL_SHORTCUTS } from '~/lib/shortcut_list'
import { Seo } from '~/components/shell/seo'

type Props = { document: LegalDocumentProps; keys: Record<string, string>; responseHours: number }

/** Help (000 §2 Footer, issue 17): what the product does, how credits work, the keyboard shortcuts. */
export default function HelpPage({ document, keys }: Props) {
  const t = useT()
  const shortcuts = (
    <div className="grid gap-4 sm:grid-cols-2">
      <ShortcutTable
        title={keys.anywhere}
        rows={SHELL_SHORTCUTS.map(([combo, label]) => [combo, t(label)])}
      />
      <div>
        <ShortcutTable
          title={keys.with_ctrl}
          rows={MODIFIER_SHORTCUTS.map(([combo, name]) => [combo, keys[name]])}
        />
        <p className="mt-2 text-sm text-ink-600">{keys.mac_note}</p>
      </div>
    </div>
  )
  return (
    <>
      <Seo title={document.title} description={document.summary} />
      <DocumentLayout
        document={document}
        showUpdated={false}
        actions={
          <div className="flex flex-wrap gap-3">
            <Link href={urlFor('contact_us')} className={buttonClasses({})}>
              <MessageCircle className="size-4" aria-hidden />
              {t('contact.title')}
            </Link>
            <a href="#shortcuts" className={buttonClasses({ variant: 'outline' })}>
              <Keyboard className="size-4" aria-hidden />
              {keys.title}
            </a>
          </div>
        }
        extras={{ shortcuts }}
      />
    </>
  )
}

function ShortcutTable({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <div className="rounded-card border border-ink-200">
      <h3 className="border-b border-ink-200 bg-ink-50 px-3 py-2 text-sm font-semibold text-ink-900">
        {title}
      </h3>
      <dl className="divide-y divide-ink-100 px-3">
        {rows.map(([combo, label]) => (
          <div key={combo} className="flex items-center justify-between gap-3 py-2">
            <dt className="text-sm text-ink-700">{label}</dt>
            <dd>
              <kbd className="whitespace-nowrap rounded-md border border-ink-200 bg-ink-50 px-2 py-0.5 font-mono text-xs text-ink-800">
                {combo}
              </kbd>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
