import { checkEmail } from '#rules/account_rules'
import { useAuthForm } from './use_auth_form'
import { AuthForm } from './auth_form'
import { EmailField } from './fields'

const checks = { email: (d: { email: string }) => checkEmail(d.email) }

/** "Forgot password?" (issue 24): the e-mail to send the reset link to; the server's toast says what happens next. */
export function ForgotPasswordForm({
  onDone,
  onSwitch,
}: {
  onDone: () => void
  onSwitch: () => void
}) {
  const auth = useAuthForm({ email: '' }, checks)
  return (
    <AuthForm mode="forgot" auth={auth} onDone={onDone} onSwitch={onSwitch}>
      <EmailField {...auth.bind('email')} autoFocus />
    </AuthForm>
  )
}
