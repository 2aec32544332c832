import { Link } from '@inertiajs/react'
import { Seo } from '~/components/shell/seo'
import { ServerCrash } from 'lucide-react'
import { buttonClasses } from '~/components/ui/button'
import { StatusPanel } from '~/components/status_panel'
import { useT } from '~/lib/i18n'

export default function ServerError() {
  const t = useT()
  return (
    <>
      <Seo title={t('errors.server_error_title')} description={t('errors.server_error_body')} />
      <StatusPanel
        icon={<ServerCrash className="size-8" aria-hidden />}
        code="500"
        title={t('errors.server_error_title')}
        body={t('errors.server_error_body')}
      >
        <Link href="/" className={buttonClasses({})}>
          {t('errors.go_home')}
        </Link>
      </StatusPanel>
    </>
  )
}
