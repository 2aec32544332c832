import { Head, Link } from '@inertiajs/react'
import { Lock, ShieldAlert } from 'lucide-react'
import { Button, buttonClasses } from '~/components/ui/button'
import { StatusPanel } from '~/components/status_panel'
import { useAuthDialog } from '~/lib/auth_dialog'
import { useT } from '~/lib/i18n'

/** `title` and `message` are keys of `pages.gate` (app/services/access/page_gate.ts). i18n-areas: pages */
type Props = { reason: 'login' | 'role'; title: string; message: string }

/** 'Please Login', 'Access Denied' and 'Admin Access Only' (000 §2, 001 §2). */
export default function AccessDenied({ reason, title, message }: Props) {
  const t = useT()
  const auth = useAuthDialog()
  const icon =
    reason === 'login' ? (
      <Lock className="size-8" aria-hidden />
    ) : (
      <ShieldAlert className="size-8" aria-hidden />
    )
  return (
    <>
      <Head title={t(title)} />
      <StatusPanel icon={icon} title={t(title)} body={t(message)}>
        {reason === 'login' ? (
          <>
            <Button onClick={() => auth.open('login')}>{t('auth.sign_in')}</Button>
            <Button variant="outline" onClick={() => auth.open('register')}>
              {t('auth.get_started')}
            </Button>
          </>
        ) : (
          <Link href="/" className={buttonClasses({ variant: 'outline' })}>
            {t('errors.go_home')}
          </Link>
        )}
      </StatusPanel>
    </>
  )
}
