import { useForm } from '@inertiajs/react'
import { TextField } from '~/components/ui/input'
import { useT } from '~/lib/i18n'
import { useMarket } from '~/lib/market'
import { useShared } from '~/lib/page_props'

/**
 * A message to an owner or a developer (the listing's enquiry, issue 4;
 * 'Contact Developer', issue 14). Signed-in people start with their own
 * name, phone and e-mail; the phone is checked against the visitor's country.
 */
export function useLeadForm(message: string) {
  const { user } = useShared()
  const market = useMarket()
  return useForm({
    name: user?.name ?? '',
    phone: user?.phone ?? '',
    email: user?.email ?? '',
    message,
    country_code: market.country,
  })
}

/** The part of a form NameAndPhoneFields reads and writes (any Inertia form with a name and a phone). */
type NameAndPhoneForm = {
  data: { name: string; phone: string }
  errors: Partial<Record<'name' | 'phone', string>>
  setData(field: 'name' | 'phone', value: string): void
}

/** The name and phone every lead carries (an enquiry, a developer contact, a site visit). */
export function NameAndPhoneFields({
  form,
  nameLabel,
  phoneLabel,
}: {
  form: NameAndPhoneForm
  nameLabel: string
  phoneLabel: string
}) {
  return (
    <>
      <TextField
        label={nameLabel}
        name="name"
        value={form.data.name}
        onChange={(e) => form.setData('name', e.target.value)}
        error={form.errors.name}
        autoComplete="name"
        required
      />
      <TextField
        label={phoneLabel}
        name="phone"
        type="tel"
        value={form.data.phone}
        onChange={(e) => form.setData('phone', e.target.value)}
        error={form.errors.phone}
        autoComplete="tel"
        required
      />
    </>
  )
}

/** The limiter's message when one client sent too many: a form-level error, under no field of the form's own. */
export function throttleError(form: { errors: object }) {
  return (form.errors as Record<string, string | undefined>).throttle
}

/** An error of the whole form, read out when it appears. */
export function FormError({ message }: { message?: string }) {
  if (!message) return null
  return (
    <p role="alert" className="text-sm text-danger-700">
      {message}
    </p>
  )
}

type Props = {
  form: ReturnType<typeof useLeadForm>
  /** The textarea's id (the label points at it). */
  messageId: string
  messageLabel: string
  messagePlaceholder?: string
}

/** Name, phone, e-mail and message, and the limiter's message when one client sent too many (a form-level error). */
export function LeadFields({ form, messageId, messageLabel, messagePlaceholder }: Props) {
  const t = useT()
  return (
    <>
      <NameAndPhoneFields
        form={form}
        nameLabel={t('listings.enquiry_name')}
        phoneLabel={t('listings.enquiry_phone')}
      />
      <TextField
        label={t('listings.enquiry_email')}
        name="email"
        type="email"
        value={form.data.email}
        onChange={(e) => form.setData('email', e.target.value)}
        error={form.errors.email}
        autoComplete="email"
      />
      <div>
        <label htmlFor={messageId} className="mb-1.5 block text-sm font-medium text-ink-800">
          {messageLabel}
        </label>
        <textarea
          id={messageId}
          name="message"
          rows={3}
          value={form.data.message}
          placeholder={messagePlaceholder}
          onChange={(e) => form.setData('message', e.target.value)}
          aria-invalid={!!form.errors.message}
          className="w-full rounded-control border border-ink-300 px-3 py-2 text-sm placeholder:text-ink-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
        />
        {form.errors.message && (
          <p role="alert" className="mt-1 text-sm text-danger-700">
            {form.errors.message}
          </p>
        )}
      </div>
      <FormError message={throttleError(form)} />
    </>
  )
}
