import { Button } from '~/components/ui/button'
import { TextField } from '~/components/ui/input'
import { SelectField } from '~/components/ui/select'
import { checkEmail, checkName, checkPassword } from '~/shared/account_rules'
import { checkPhone, DEFAULT_PHONE_COUNTRY, PHONE_COUNTRIES, PHONE_RULES } from '~/shared/phone'
import { useT } from '~/lib/i18n'
import { useAuthForm } from './use_auth_form'
import { EmailField, PasswordField } from './fields'
import { SwitchMode } from './switch_mode'
import { urlFor } from '~/lib/routes'

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
  const { form, change, blur, submit, errorOf } = useAuthForm<RegisterData>(
    { name: '', email: '', country_code: DEFAULT_PHONE_COUNTRY, phone: '', password: '', referred_by: '' },
    checks
  )
  const example = PHONE_RULES[form.data.country_code as keyof typeof PHONE_RULES]?.example

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault()
        submit(urlFor('registration.store'), onDone)
      }}
    >
      <TextField
        label={t('auth.name_label')}
        name="name"
        autoComplete="name"
        placeholder={t('auth.name_placeholder')}
        value={form.data.name}
        onChange={(e) => change('name', e.target.value)}
        onBlur={() => blur('name')}
        error={errorOf('name')}
        autoFocus
      />
      <EmailField value={form.data.email} onValueChange={(v) => change('email', v)} onBlur={() => blur('email')} error={errorOf('email')} />
      <div className="grid gap-3 sm:grid-cols-[minmax(0,11rem)_1fr]">
        <SelectField
          label={t('auth.phone_country_label')}
          name="country_code"
          options={countryOptions}
          value={form.data.country_code}
          onChange={(e) => change('country_code', e.target.value)}
          error={errorOf('country_code')}
        />
        <TextField
          label={t('auth.phone_label')}
          name="phone"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          placeholder={example}
          value={form.data.phone}
          onChange={(e) => change('phone', e.target.value)}
          onBlur={() => blur('phone')}
          error={errorOf('phone')}
        />
      </div>
      <PasswordField
        autoComplete="new-password"
        hint={t('auth.password_placeholder')}
        value={form.data.password}
        onValueChange={(v) => change('password', v)}
        onBlur={() => blur('password')}
        error={errorOf('password')}
      />
      <TextField
        label={t('auth.referral_label')}
        name="referred_by"
        autoComplete="off"
        placeholder={t('auth.referral_placeholder')}
        value={form.data.referred_by}
        onChange={(e) => change('referred_by', e.target.value)}
        error={errorOf('referred_by')}
      />
      <Button type="submit" fullWidth size="lg" loading={form.processing}>
        {form.processing ? t('auth.submitting') : t('auth.submit_register')}
      </Button>
      <SwitchMode question={t('auth.have_account')} action={t('auth.switch_to_login')} onSwitch={onSwitch} />
    </form>
  )
}
