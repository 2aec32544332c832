import { checkEmail } from '#rules/account_rules'
import { useT } from '~/lib/i18n'
import { useAuthForm } from './use_auth_form'
import { AuthForm } from './auth_form'
import { EmailField, PasswordField } from './fields'

const checks = {
  email: (d: { email: string }) => checkEmail(d.email),
  password: (d: { password: string }) => (d.password ? null : { key: 'password.required' }),
}

type Props = { onDone: () => void; onSwitch: () => void; onForgot: () => void }

export function LoginForm({ onDone, onSwitch, onForgot }: Props) {
  const t = useT()
  const auth = useAuthForm({ email: '', password: '' }, checks)
  const credentialsError = auth.errorOf('credentials')

  return (
    <AuthForm mode="login" auth={auth} onDone={onDone} onSwitch={onSwitch}>
      {credentialsError && (
        <p role="alert" className="rounded-control bg-danger-50 px-3 py-2 text-sm text-danger-700">
          {credentialsError}
        </p>
      )}
      <EmailField {...auth.bind('email')} autoFocus />
      <PasswordField autoComplete="current-password" {...auth.bind('password')} />
      <p className="-mt-2 text-right text-sm">
        <button
          type="button"
          onClick={onForgot}
          className="font-semibold text-brand-700 hover:underline"
        >
          {t('auth.forgot_password')}
        </button>
      </p>
    </AuthForm>
  )
}
