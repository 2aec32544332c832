import { Link } from '@inertiajs/react'
import { Seo } from '~/components/shell/seo'
import { Hammer } from 'lucide-react'
import { buttonClasses } from '~/components/ui/button'
import { StatusPanel } from '~/components/status_panel'
import { useT } from '~/lib/i18n'

/** Honest placeholder for a screen that a later release builds. */
export default function ComingSoon({ feature }: { feature: string }) {
  const t = useT()
  const title = t(`pages.coming_soon.${feature}`)
  return (
    <>
      <Seo title={title} description={t('pages.coming_soon.body')} />
      <StatusPanel icon={<Hammer className="size-8" aria-hidden />} title={title} body={t('pages.coming_soon.body')} code={t('pages.coming_soon.title')}>
        <Link href="/" className={buttonClasses({ variant: 'outline' })}>
          {t('pages.coming_soon.back_home')}
        </Link>
      </StatusPanel>
    </>
  )
}
