import { Link } from '@inertiajs/react'
import { Seo } from '~/components/shell/seo'
import { SearchX } from 'lucide-react'
import { buttonClasses } from '~/components/ui/button'
import { StatusPanel } from '~/components/status_panel'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'

/** 'Venture not found' with 'Browse Ventures' (000 §2): an unknown, draft or deleted venture. */
export default function VentureNotFound() {
  const t = useT()
  return (
    <>
      <Seo
        title={t('venture_pages.not_found_title')}
        description={t('venture_pages.not_found_body')}
      />
      <StatusPanel
        icon={<SearchX className="size-8" aria-hidden />}
        title={t('venture_pages.not_found_title')}
        body={t('venture_pages.not_found_body')}
      >
        <Link href={urlFor('ventures.index')} className={buttonClasses({})}>
          {t('venture_pages.browse')}
        </Link>
      </StatusPanel>
    </>
  )
}
