import { KeyRound, LinkIcon } from 'lucide-react'
import { Seo } from '~/components/shell/seo'
import { Button } from '~/components/ui/button'
import { StatusPanel } from '~/components/status_panel'
import { PasswordField } from '~/components/auth/fields'
import { useAuthForm } from '~/components/auth/use_auth_form'
import { useAuthDialog } from '~/lib/auth_dialog'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { checkNewPassword } from '#rules/new_password_rule'

type Props = { token: string; usable: boolean }

const checks = { password: (d: { password: string }) => checkNewPassword(d.password) }

/** The page a reset e-mail's link opens (issue 24): a new password, or the way to ask for a new link. */
export default function ResetPasswordPage({ token, usable }: Props) {
  const t = useT()
  const { open } = useAuthDialog()
  const auth = useAuthForm({ token, password: '' }, checks)
  const tokenError = auth.errorOf('token')
  const askAgain = (
    <Button type="button" variant="outline" onClick={() => open('forgot')}>
      {t('auth.ask_new_link')}
    </Button>
  )

  if (!usable) {
    return (
      <>
        <Seo title={t('auth.reset_title')} description={t('auth.reset_link_invalid')} />
        <StatusPanel
          icon={<LinkIcon className="size-8" aria-hidden />}
          title={t('auth.reset_title')}
          body={t('auth.reset_link_invalid')}
        >
          {askAgain}
        </StatusPanel>
      </>
    )
  }

  return (
    <>
      <Seo title={t('auth.reset_title')} description={t('auth.reset_subtitle')} />
      <section className="mx-auto max-w-md px-4 py-12 sm:py-20">
        <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
          <KeyRound className="size-7" aria-hidden />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {t('auth.reset_title')}
        </h1>
        <p className="mt-2 text-base text-ink-600">{t('auth.reset_subtitle')}</p>
        <form
          noValidate
          className="mt-8 space-y-4 rounded-card border border-ink-200 bg-white p-5 shadow-sm sm:p-6"
          onSubmit={(event) => {
            event.preventDefault()
            auth.submit(urlFor('password_reset.update'), () => {})
          }}
        >
          {tokenError && (
            <div
              role="alert"
              className="space-y-3 rounded-control bg-danger-50 px-3 py-2 text-sm text-danger-700"
            >
              <p>{tokenError}</p>
              {askAgain}
            </div>
          )}
          <PasswordField
            label={t('auth.new_password_label')}
            autoComplete="new-password"
            placeholder={t('auth.new_password_placeholder')}
            autoFocus
            {...auth.bind('password')}
          />
          <Button type="submit" fullWidth size="lg" loading={auth.form.processing}>
            {auth.form.processing ? t('auth.submitting') : t('auth.submit_reset')}
          </Button>
        </form>
      </section>
    </>
  )
}
