import { Dialog } from '~/components/ui/dialog'
import { useAuthDialog } from '~/lib/auth_dialog'
import { useT } from '~/lib/i18n'
import { LoginForm } from './login_form'
import { RegisterForm } from './register_form'
import { ForgotPasswordForm } from './forgot_password_form'

const TEXTS = {
  login: { title: 'auth.login_title', description: 'auth.login_subtitle' },
  register: { title: 'auth.register_title', description: 'auth.register_tagline' },
  forgot: { title: 'auth.forgot_title', description: 'auth.forgot_subtitle' },
} as const

/** The login / register dialog (000 §2 Auth dialog). */
export function AuthDialog() {
  const t = useT()
  const { mode, open, close } = useAuthDialog()
  const texts = TEXTS[mode ?? 'login']

  return (
    <Dialog
      open={mode !== null}
      onClose={close}
      title={t(texts.title)}
      description={t(texts.description)}
      closeLabel={t('auth.close')}
      size="md"
    >
      {mode === 'register' ? (
        <RegisterForm key="register" onDone={close} onSwitch={() => open('login')} />
      ) : mode === 'forgot' ? (
        <ForgotPasswordForm key="forgot" onDone={close} onSwitch={() => open('login')} />
      ) : (
        <LoginForm
          key="login"
          onDone={close}
          onSwitch={() => open('register')}
          onForgot={() => open('forgot')}
        />
      )}
    </Dialog>
  )
}
