import { Head, Link } from '@inertiajs/react'
import { BellOff } from 'lucide-react'
import { buttonClasses } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty_state'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'

/** Where a saved-search alert's one-click unsubscribe link lands (issue 31): done, gone, or a link not ours. */
export default function Unsubscribed({ name, valid }: { name: string | null; valid: boolean }) {
  const t = useT()
  const body = !valid
    ? t('saved_searches.unsubscribed.invalid')
    : name
      ? t('saved_searches.unsubscribed.body', { name })
      : t('saved_searches.unsubscribed.gone')
  return (
    <>
      <Head title={t('saved_searches.unsubscribed.title')} />
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <EmptyState
          framed
          icon={<BellOff className="size-7" aria-hidden />}
          title={valid ? t('saved_searches.unsubscribed.title') : t('saved_searches.title')}
          body={body}
          action={
            <Link href={urlFor('saved_searches')} className={buttonClasses({})}>
              {t('saved_searches.title')}
            </Link>
          }
        />
      </div>
    </>
  )
}
