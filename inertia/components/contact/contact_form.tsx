import { useForm } from '@inertiajs/react'
import { Send } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { TextField, fieldErrorClasses, fieldLabelClasses } from '~/components/ui/input'
import { SelectField } from '~/components/ui/select'
import { toast } from '~/components/ui/toast'
import { cn } from '~/components/ui/cn'
import { useT } from '~/lib/i18n'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'
import {
  CONTACT_CHOICES,
  CONTACT_LIMITS,
  HONEYPOT_FIELD,
  contactProblems,
  type ContactFields,
} from '#rules/contact_rules'

const EMPTY = (
  user?: { name?: string; email?: string; phone?: string | null } | null
): ContactFields & { [HONEYPOT_FIELD]: string } => ({
  name: user?.name ?? '',
  email: user?.email ?? '',
  phone: user?.phone ?? '',
  subject: '',
  inquiry_type: 'general',
  property_type: '',
  location: '',
  budget: '',
  message: '',
  preferred_contact: 'email',
  [HONEYPOT_FIELD]: '',
})

/**
 * The Contact Us form (001 §3, §5). Problems are found before sending, each
 * its own toast; the server checks the same and its answers toast the same
 * way. A failure of the request itself gets the message of 001 §8.
 */
export function ContactForm() {
  const t = useT()
  const { user } = useShared()
  const form = useForm(EMPTY(user))
  const errors = form.errors as Partial<Record<string, string>>
  const failed = () => toast.error(t('contact.failed'))

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    form.clearErrors()
    const problems = contactProblems(form.data)
    if (problems.length) {
      for (const problem of problems) {
        const message = t(`contact.validation.messages.${problem.key}`)
        form.setError(problem.field, message)
        toast.error(message)
      }
      event.currentTarget.querySelector<HTMLElement>(`[name="${problems[0].field}"]`)?.focus()
      return
    }
    form.post(urlFor('contact_us.store'), {
      // The success panel opens at the top; a refusal keeps the place in the form.
      preserveScroll: 'errors',
      onError: (serverErrors) => {
        const messages = Object.values(serverErrors).filter(Boolean)
        if (!messages.length) return failed()
        for (const message of messages) toast.error(message)
      },
      onHttpException: () => {
        failed()
        return false
      },
      onNetworkError: () => {
        failed()
        return false
      },
    })
  }

  const set =
    (field: keyof ContactFields) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      form.setData(field, event.target.value)
  const propertyRequired = form.data.inquiry_type === 'property'

  return (
    <form onSubmit={submit} noValidate className="space-y-5" data-contact-form>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('contact.fields.name')}
          name="name"
          value={form.data.name}
          onChange={set('name')}
          error={errors.name}
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          required
        />
        <TextField
          label={t('contact.fields.email')}
          name="email"
          type="email"
          value={form.data.email}
          onChange={set('email')}
          error={errors.email}
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email}
          required
        />
        <TextField
          label={t('contact.fields.phone')}
          name="phone"
          type="tel"
          value={form.data.phone}
          onChange={set('phone')}
          error={errors.phone}
          autoComplete="tel"
          maxLength={CONTACT_LIMITS.phone}
          hint={t('contact.fields.phone_hint')}
        />
        <SelectField
          label={t('contact.fields.inquiry_type')}
          name="inquiry_type"
          value={form.data.inquiry_type}
          onChange={set('inquiry_type')}
          error={errors.inquiry_type}
          options={CONTACT_CHOICES.inquiry_type.map((value) => ({
            value,
            label: t(`contact.inquiry_types.${value}`),
          }))}
        />
      </div>
      <TextField
        label={t('contact.fields.subject')}
        name="subject"
        value={form.data.subject}
        onChange={set('subject')}
        error={errors.subject}
        maxLength={CONTACT_LIMITS.subject}
        required
      />

      <fieldset className="rounded-card border border-ink-200 p-4">
        <legend className="px-1 text-sm font-semibold text-ink-900">
          {t('contact.fields.property_details')}
        </legend>
        <div className="grid gap-5 sm:grid-cols-3">
          <SelectField
            label={t('contact.fields.property_type')}
            name="property_type"
            value={form.data.property_type}
            onChange={set('property_type')}
            error={errors.property_type}
            required={propertyRequired}
            placeholder={t('contact.fields.choose')}
            options={CONTACT_CHOICES.property_type.map((value) => ({
              value,
              label: t(`contact.property_types.${value}`),
            }))}
          />
          <TextField
            label={t('contact.fields.location')}
            name="location"
            value={form.data.location}
            onChange={set('location')}
            error={errors.location}
            maxLength={CONTACT_LIMITS.location}
            placeholder={t('contact.fields.location_placeholder')}
          />
          <SelectField
            label={t('contact.fields.budget')}
            name="budget"
            value={form.data.budget}
            onChange={set('budget')}
            error={errors.budget}
            placeholder={t('contact.fields.choose')}
            options={CONTACT_CHOICES.budget.map((value) => ({
              value,
              label: t(`contact.budgets.${value}`),
            }))}
          />
        </div>
      </fieldset>

      <div>
        <label htmlFor="contact-message" className={fieldLabelClasses}>
          {t('contact.fields.message')}
          <span aria-hidden="true" className="ms-0.5 text-danger-700">
            *
          </span>
        </label>
        <textarea
          id="contact-message"
          name="message"
          rows={5}
          required
          maxLength={CONTACT_LIMITS.message}
          value={form.data.message}
          onChange={set('message')}
          placeholder={t('contact.fields.message_placeholder')}
          aria-invalid={!!errors.message || undefined}
          aria-describedby={errors.message ? 'contact-message-error' : undefined}
          className={cn(
            'block w-full rounded-control border bg-white px-3.5 py-2 text-base text-ink-900 shadow-xs placeholder:text-ink-500 focus:outline-hidden focus:ring-2 sm:text-sm',
            errors.message
              ? 'border-danger-600 focus:ring-danger-600/30'
              : 'border-ink-300 focus:border-brand-600 focus:ring-brand-600/30'
          )}
        />
        {errors.message && (
          <p id="contact-message-error" className={fieldErrorClasses}>
            {errors.message}
          </p>
        )}
      </div>

      <fieldset>
        <legend className={fieldLabelClasses}>{t('contact.fields.preferred_contact')}</legend>
        <div className="flex flex-wrap gap-2">
          {CONTACT_CHOICES.preferred_contact.map((value) => (
            <label
              key={value}
              className={cn(
                'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-pill border px-4 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600/40',
                form.data.preferred_contact === value
                  ? 'border-brand-600 bg-brand-50 text-brand-800'
                  : 'border-ink-300 bg-white text-ink-700 hover:border-ink-400'
              )}
            >
              <input
                type="radio"
                name="preferred_contact"
                value={value}
                checked={form.data.preferred_contact === value}
                onChange={set('preferred_contact')}
                className="size-4 accent-brand-600"
              />
              {t(`contact.preferred.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>

      {/* The honeypot: hidden from people and screen readers; scripts that fill every field are refused. */}
      <div
        className="absolute -start-[10000px] top-auto size-px overflow-hidden"
        aria-hidden="true"
      >
        <label htmlFor="contact-website">{t('contact.fields.honeypot')}</label>
        <input
          id="contact-website"
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={form.data[HONEYPOT_FIELD]}
          onChange={(e) => form.setData(HONEYPOT_FIELD, e.target.value)}
        />
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-600">{t('contact.required_note')}</p>
        <Button type="submit" size="lg" loading={form.processing} iconLeft={<Send />}>
          {form.processing ? t('contact.sending') : t('contact.submit')}
        </Button>
      </div>
    </form>
  )
}
