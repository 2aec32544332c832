import { useForm } from '@inertiajs/react'
import type { FormEvent } from 'react'
import { KeyRound } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { TextField, fieldErrorClasses } from '~/components/ui/input'
import { SelectField } from '~/components/ui/select'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { TOKEN_NAME_MAX, type TokenAbility } from '#rules/token_abilities'

const EXPIRY_DAYS = ['30', '90', '365'] as const

type TokenData = { name: string; abilities: TokenAbility[]; expires_in_days: string }

/** "New token": a name, the abilities the role allows as boxes, an expiry (or none). */
export function TokenForm({ abilities }: { abilities: TokenAbility[] }) {
  const t = useT()
  const form = useForm<TokenData>({ name: '', abilities: ['read'], expires_in_days: '90' })
  const errors = form.errors as Record<string, string | undefined>
  const toggle = (ability: TokenAbility, on: boolean) =>
    form.setData(
      'abilities',
      on ? [...form.data.abilities, ability] : form.data.abilities.filter((a) => a !== ability)
    )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.transform((data) => ({
      ...data,
      expires_in_days: data.expires_in_days === '' ? null : Number(data.expires_in_days),
    }))
    form.post(urlFor('account.tokens.store'), {
      preserveScroll: true,
      onSuccess: () => form.reset(),
    })
  }
  const abilityError = Object.entries(errors).find(([key]) => key.startsWith('abilities'))?.[1]

  return (
    <Card>
      <form noValidate onSubmit={submit} className="space-y-4" data-testid="token-form">
        <h2 className="text-lg font-semibold text-ink-900">{t('pages.tokens.new_title')}</h2>
        <TextField
          label={t('pages.tokens.name')}
          name="name"
          required
          maxLength={TOKEN_NAME_MAX}
          hint={t('pages.tokens.name_hint')}
          value={form.data.name}
          error={errors.name}
          onChange={(event) => form.setData('name', event.target.value)}
        />
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-ink-800">
            {t('pages.tokens.abilities')}
          </legend>
          <div className="space-y-2">
            {abilities.map((ability) => (
              <label key={ability} className="flex items-start gap-2 text-sm text-ink-800">
                <input
                  type="checkbox"
                  name="abilities"
                  value={ability}
                  className="mt-0.5 size-4 accent-brand-700"
                  checked={form.data.abilities.includes(ability)}
                  onChange={(event) => toggle(ability, event.target.checked)}
                />
                <span>{t(`pages.tokens.ability.${ability}`)}</span>
              </label>
            ))}
          </div>
          {abilityError ? <p className={fieldErrorClasses}>{abilityError}</p> : null}
        </fieldset>
        <SelectField
          label={t('pages.tokens.expiry')}
          name="expires_in_days"
          value={form.data.expires_in_days}
          error={errors.expires_in_days}
          onChange={(event) => form.setData('expires_in_days', event.target.value)}
          options={[
            ...EXPIRY_DAYS.map((days) => ({
              value: days,
              label: t('pages.tokens.expiry_days', { count: Number(days) }),
            })),
            { value: '', label: t('pages.tokens.expiry_never') },
          ]}
        />
        <Button
          type="submit"
          loading={form.processing}
          iconLeft={<KeyRound className="size-4" aria-hidden />}
        >
          {t('pages.tokens.create')}
        </Button>
      </form>
    </Card>
  )
}
