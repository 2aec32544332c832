import { Link } from '@inertiajs/react'
import { Seo } from '~/components/shell/seo'
import { SearchX } from 'lucide-react'
import { buttonClasses } from '~/components/ui/button'
import { StatusPanel } from '~/components/status_panel'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'

/** 'Property not found - The property you're looking for doesn't exist.' (000 §2) */
export default function PropertyNotFound() {
  const t = useT()
  return (
    <>
      <Seo title={t('listings.not_found_title')} description={t('listings.not_found_body')} />
      <StatusPanel
        icon={<SearchX className="size-8" aria-hidden />}
        title={t('listings.not_found_title')}
        body={t('listings.not_found_body')}
      >
        <Link href={urlFor('properties.index')} className={buttonClasses({})}>
          {t('listings.browse')}
        </Link>
      </StatusPanel>
    </>
  )
}
