import { useState, type InputHTMLAttributes } from 'react'
import { TextField } from '~/components/ui/input'
import { useT } from '~/lib/i18n'
import { PasswordToggle } from './password_toggle'

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  value: string
  error: string | null
  hint?: string
  onValueChange: (value: string) => void
}

export function EmailField({ value, error, onValueChange, ...rest }: FieldProps) {
  const t = useT()
  return (
    <TextField
      label={t('auth.email_label')}
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder={t('auth.email_placeholder')}
      value={value}
      onChange={(e) => onValueChange(e.target.value)}
      error={error}
      {...rest}
    />
  )
}

/** Password input with a show/hide toggle. */
export function PasswordField({ value, error, onValueChange, ...rest }: FieldProps) {
  const t = useT()
  const [shown, setShown] = useState(false)
  return (
    <TextField
      label={t('auth.password_label')}
      name="password"
      type={shown ? 'text' : 'password'}
      value={value}
      onChange={(e) => onValueChange(e.target.value)}
      error={error}
      trailing={<PasswordToggle shown={shown} onToggle={() => setShown((v) => !v)} />}
      {...rest}
    />
  )
}
