import { useState } from 'react'
import { TextField, type TextFieldProps } from '~/components/ui/input'
import { useT } from '~/lib/i18n'
import { PasswordToggle } from './password_toggle'

type FieldProps = Omit<TextFieldProps, 'label'>

export function EmailField(props: FieldProps) {
  const t = useT()
  return (
    <TextField
      label={t('auth.email_label')}
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder={t('auth.email_placeholder')}
      {...props}
    />
  )
}

/** Password input with a show/hide toggle; "Password" unless another label is given. */
export function PasswordField(props: FieldProps & { label?: string }) {
  const t = useT()
  const [shown, setShown] = useState(false)
  return (
    <TextField
      label={t('auth.password_label')}
      name="password"
      type={shown ? 'text' : 'password'}
      trailing={<PasswordToggle shown={shown} onToggle={() => setShown((v) => !v)} />}
      {...props}
    />
  )
}
