import { Dialog } from '~/components/ui/dialog'
import { useAuthDialog } from '~/lib/auth_dialog'
import { useT } from '~/lib/i18n'
import { LoginForm } from './login_form'
import { RegisterForm } from './register_form'

/** The login / register dialog (000 §2 Auth dialog). */
export function AuthDialog() {
  const t = useT()
  const { mode, open, close } = useAuthDialog()
  const isLogin = mode !== 'register'

  return (
    <Dialog
      open={mode !== null}
      onClose={close}
      title={isLogin ? t('auth.login_title') : t('auth.register_title')}
      description={isLogin ? t('auth.login_subtitle') : t('auth.register_tagline')}
      closeLabel={t('auth.close')}
      size="md"
    >
      {isLogin ? (
        <LoginForm key="login" onDone={close} onSwitch={() => open('register')} />
      ) : (
        <RegisterForm key="register" onDone={close} onSwitch={() => open('login')} />
      )}
    </Dialog>
  )
}
