import { Settings2 } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { DocumentLayout, type LegalDocumentProps } from '~/components/legal/document_layout'
import { openCookieSettings } from '~/components/cookies/cookie_settings_event'
import { useT } from '~/lib/i18n'
import type { CatalogueEntry } from '#rules/cookie_catalogue'
import { Seo } from '~/components/shell/seo'

type Props = { document: LegalDocumentProps & { name: string }; cookies: CatalogueEntry[] | null }

/** Privacy Policy, Terms of Service and Cookie Policy (001 §2). */
export default function LegalPage({ document, cookies }: Props) {
  const t = useT()
  const settings = (
    <Button
      variant="outline"
      iconLeft={<Settings2 />}
      onClick={openCookieSettings}
      data-cookie-settings
    >
      {t('cookies.settings_button')}
    </Button>
  )
  return (
    <>
      <Seo title={document.title} description={document.summary} />
      <DocumentLayout
        document={document}
        actions={cookies ? settings : undefined}
        extras={cookies ? { list: <CookieTable entries={cookies} />, choices: settings } : {}}
      />
    </>
  )
}

function CookieTable({ entries }: { entries: CatalogueEntry[] }) {
  const t = useT()
  return (
    // Scrolls sideways on phones: focusable and named, so keyboard users can scroll it too.
    <div
      className="overflow-x-auto rounded-card border border-ink-200 focus-visible:outline-2 focus-visible:outline-brand-600"
      tabIndex={0}
      role="region"
      aria-label={t('cookies.table.caption')}
    >
      <table className="w-full min-w-[32rem] text-start text-sm">
        <caption className="sr-only">{t('cookies.table.caption')}</caption>
        <thead className="bg-ink-50 text-ink-800">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('cookies.table.name')}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('cookies.table.category')}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('cookies.table.purpose')}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('cookies.table.duration')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {entries.map((entry) => (
            <tr key={entry.name} className="align-top">
              <td className="px-3 py-2 font-mono text-xs text-ink-900">
                {entry.name}
                {entry.storage === 'localStorage' && (
                  <span className="mt-0.5 block font-sans text-ink-600">
                    {t('cookies.table.local_storage')}
                  </span>
                )}
              </td>
              <td className="px-3 py-2">{t(`cookies.categories.${entry.category}.label`)}</td>
              <td className="px-3 py-2">{t(`cookies.catalogue.purpose.${entry.purpose}`)}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {t(`cookies.catalogue.duration.${entry.duration}`)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
