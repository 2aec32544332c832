import { Link } from '@inertiajs/react'
import { Seo } from '~/components/shell/seo'
import { CloudOff } from 'lucide-react'
import { buttonClasses } from '~/components/ui/button'
import { StatusPanel } from '~/components/status_panel'
import { useT } from '~/lib/i18n'

export default function Unavailable() {
  const t = useT()
  return (
    <>
      <Seo title={t('errors.unavailable_title')} description={t('errors.unavailable_body')} />
      <StatusPanel
        icon={<CloudOff className="size-8" aria-hidden />}
        code="503"
        title={t('errors.unavailable_title')}
        body={t('errors.unavailable_body')}
      >
        <Link href="/" className={buttonClasses({})}>
          {t('errors.go_home')}
        </Link>
      </StatusPanel>
    </>
  )
}
