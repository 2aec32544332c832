import { Link } from '@inertiajs/react'
import { Seo } from '~/components/shell/seo'
import { MapPinOff } from 'lucide-react'
import { buttonClasses } from '~/components/ui/button'
import { StatusPanel } from '~/components/status_panel'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'

export default function NotFound() {
  const t = useT()
  return (
    <>
      <Seo title={t('errors.not_found_title')} description={t('errors.not_found_body')} />
      <StatusPanel
        icon={<MapPinOff className="size-8" aria-hidden />}
        code="404"
        title={t('errors.not_found_title')}
        body={t('errors.not_found_body')}
      >
        <Link href="/" className={buttonClasses({})}>
          {t('errors.go_home')}
        </Link>
        <Link href={urlFor('properties.index')} className={buttonClasses({ variant: 'outline' })}>
          {t('errors.browse_properties')}
        </Link>
      </StatusPanel>
    </>
  )
}
