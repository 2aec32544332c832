import { checkEmail } from '~/shared/account_rules'
import { useAuthForm } from './use_auth_form'
import { AuthForm } from './auth_form'
import { EmailField, PasswordField } from './fields'

const checks = {
  email: (d: { email: string }) => checkEmail(d.email),
  password: (d: { password: string }) => (d.password ? null : { key: 'password.required' }),
}

export function LoginForm({ onDone, onSwitch }: { onDone: () => void; onSwitch: () => void }) {
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
    </AuthForm>
  )
}
