import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/ui/input'
import { checkEmail } from '~/shared/account_rules'
import { useT } from '~/lib/i18n'
import { useAuthForm } from './use_auth_form'
import { PasswordToggle } from './password_toggle'

const checks = {
  email: (d: { email: string }) => checkEmail(d.email),
  password: (d: { password: string }) => (d.password ? null : { key: 'password.required' }),
}

export function LoginForm({ onDone, onSwitch }: { onDone: () => void; onSwitch: () => void }) {
  const t = useT()
  const [showPassword, setShowPassword] = useState(false)
  const { form, change, blur, submit, errorOf } = useAuthForm({ email: '', password: '' }, checks)
  const credentialsError = errorOf('credentials')

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault()
        submit('/login', onDone)
      }}
    >
      {credentialsError && (
        <p role="alert" className="rounded-control bg-danger-50 px-3 py-2 text-sm text-danger-700">
          {credentialsError}
        </p>
      )}
      <TextField
        label={t('auth.email_label')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('auth.email_placeholder')}
        value={form.data.email}
        onChange={(e) => change('email', e.target.value)}
        onBlur={() => blur('email')}
        error={errorOf('email')}
        autoFocus
      />
      <TextField
        label={t('auth.password_label')}
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        value={form.data.password}
        onChange={(e) => change('password', e.target.value)}
        onBlur={() => blur('password')}
        error={errorOf('password')}
        trailing={<PasswordToggle shown={showPassword} onToggle={() => setShowPassword((v) => !v)} />}
      />
      <Button type="submit" fullWidth size="lg" loading={form.processing}>
        {form.processing ? t('auth.submitting') : t('auth.submit_login')}
      </Button>
      <p className="text-center text-sm text-ink-600">
        {t('auth.no_account')}{' '}
        <button type="button" onClick={onSwitch} className="font-semibold text-brand-700 hover:underline">
          {t('auth.switch_to_register')}
        </button>
      </p>
    </form>
  )
}
