import { TextField } from '~/components/ui/input'
import { SelectField } from '~/components/ui/select'
import { checkEmail, checkName, checkPassword } from '#rules/account_rules'
import { checkPhone, DEFAULT_PHONE_COUNTRY, PHONE_COUNTRIES, PHONE_RULES } from '#rules/phone'
import { useT } from '~/lib/i18n'
import { useAuthForm } from './use_auth_form'
import { AuthForm } from './auth_form'
import { EmailField, PasswordField } from './fields'

type RegisterData = {
  name: string
  email: string
  country_code: string
  phone: string
  password: string
  referred_by: string
}

const checks = {
  name: (d: RegisterData) => checkName(d.name),
  email: (d: RegisterData) => checkEmail(d.email),
  phone: (d: RegisterData) => {
    const result = checkPhone(d.phone, d.country_code)
    return result.ok ? null : result
  },
  password: (d: RegisterData) => checkPassword(d.password),
}

const countryOptions = PHONE_COUNTRIES.map((code) => ({
  value: code,
  label: `${PHONE_RULES[code].name} (${PHONE_RULES[code].dialCode})`,
}))

export function RegisterForm({ onDone, onSwitch }: { onDone: () => void; onSwitch: () => void }) {
  const t = useT()
  const auth = useAuthForm<RegisterData>(
    {
      name: '',
      email: '',
      country_code: DEFAULT_PHONE_COUNTRY,
      phone: '',
      password: '',
      referred_by: '',
    },
    checks
  )
  const example = PHONE_RULES[auth.form.data.country_code as keyof typeof PHONE_RULES]?.example

  return (
    <AuthForm mode="register" auth={auth} onDone={onDone} onSwitch={onSwitch}>
      <TextField
        label={t('auth.name_label')}
        autoComplete="name"
        placeholder={t('auth.name_placeholder')}
        {...auth.bind('name')}
        autoFocus
      />
      <EmailField {...auth.bind('email')} />
      <div className="grid gap-3 sm:grid-cols-[minmax(0,11rem)_1fr]">
        <SelectField
          label={t('auth.phone_country_label')}
          options={countryOptions}
          {...auth.bind('country_code')}
        />
        <TextField
          label={t('auth.phone_label')}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          placeholder={example}
          {...auth.bind('phone')}
        />
      </div>
      <PasswordField
        autoComplete="new-password"
        hint={t('auth.password_placeholder')}
        {...auth.bind('password')}
      />
      <TextField
        label={t('auth.referral_label')}
        autoComplete="off"
        placeholder={t('auth.referral_placeholder')}
        {...auth.bind('referred_by')}
      />
    </AuthForm>
  )
}
