import { Button } from '~/components/ui/button'
import { checkEmail } from '~/shared/account_rules'
import { useT } from '~/lib/i18n'
import { useAuthForm } from './use_auth_form'
import { EmailField, PasswordField } from './fields'
import { SwitchMode } from './switch_mode'
import { urlFor } from '~/lib/routes'

const checks = {
  email: (d: { email: string }) => checkEmail(d.email),
  password: (d: { password: string }) => (d.password ? null : { key: 'password.required' }),
}

export function LoginForm({ onDone, onSwitch }: { onDone: () => void; onSwitch: () => void }) {
  const t = useT()
  const { form, change, blur, submit, errorOf } = useAuthForm({ email: '', password: '' }, checks)
  const credentialsError = errorOf('credentials')

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault()
        submit(urlFor('session.store'), onDone)
      }}
    >
      {credentialsError && (
        <p role="alert" className="rounded-control bg-danger-50 px-3 py-2 text-sm text-danger-700">
          {credentialsError}
        </p>
      )}
      <EmailField
        value={form.data.email}
        onValueChange={(v) => change('email', v)}
        onBlur={() => blur('email')}
        error={errorOf('email')}
        autoFocus
      />
      <PasswordField
        autoComplete="current-password"
        value={form.data.password}
        onValueChange={(v) => change('password', v)}
        onBlur={() => blur('password')}
        error={errorOf('password')}
      />
      <Button type="submit" fullWidth size="lg" loading={form.processing}>
        {form.processing ? t('auth.submitting') : t('auth.submit_login')}
      </Button>
      <SwitchMode question={t('auth.no_account')} action={t('auth.switch_to_register')} onSwitch={onSwitch} />
    </form>
  )
}
