import { useForm } from '@inertiajs/react'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { TextField } from '~/components/ui/input'
import { useT } from '~/lib/i18n'
import { useMarket } from '~/lib/market'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'

/**
 * 'Contact Developer' (000 §2 venture sidebar): a message to the venture's
 * developer, sent as a lead (POST /ventures/:id/contact); the server flashes
 * the toast. The spec's Call Now / WhatsApp / Email need the developer's
 * contact, which the page does not have: only the form is offered.
 */
export function ContactDeveloper({ ventureId, builderName }: { ventureId: number; builderName: string }) {
  const t = useT()
  const { user } = useShared()
  const market = useMarket()
  const form = useForm({
    name: user?.name ?? '',
    phone: user?.phone ?? '',
    email: user?.email ?? '',
    message: '',
    /** Phone numbers are checked against the visitor's country. */
    country_code: market.country,
  })
  const throttled = (form.errors as Record<string, string | undefined>).throttle

  return (
    <Card className="space-y-4" data-testid="contact-developer">
      <div>
        <h2 className="text-lg font-semibold text-ink-900">{t('venture_pages.contact.title')}</h2>
        <p className="mt-1 text-sm text-ink-600">{t('venture_pages.contact.hint', { builder: builderName })}</p>
      </div>
      <form
        className="space-y-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          form.post(urlFor('ventures.contact', { id: ventureId }), { preserveScroll: true, preserveState: true, onSuccess: () => form.reset('message') })
        }}
      >
        <TextField label={t('venture_pages.form.name')} name="name" value={form.data.name} onChange={(e) => form.setData('name', e.target.value)} error={form.errors.name} autoComplete="name" required />
        <TextField label={t('venture_pages.form.phone')} name="phone" type="tel" value={form.data.phone} onChange={(e) => form.setData('phone', e.target.value)} error={form.errors.phone} autoComplete="tel" required />
        <TextField label={t('venture_pages.form.email')} name="email" type="email" value={form.data.email} onChange={(e) => form.setData('email', e.target.value)} error={form.errors.email} autoComplete="email" />
        <div>
          <label htmlFor="developer-message" className="mb-1.5 block text-sm font-medium text-ink-800">
            {t('venture_pages.form.message')}
          </label>
          <textarea
            id="developer-message"
            name="message"
            rows={3}
            value={form.data.message}
            placeholder={t('venture_pages.contact.message_placeholder')}
            onChange={(e) => form.setData('message', e.target.value)}
            aria-invalid={!!form.errors.message}
            className="w-full rounded-control border border-ink-300 px-3 py-2 text-sm placeholder:text-ink-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
          />
          {form.errors.message && <p role="alert" className="mt-1 text-sm text-danger-700">{form.errors.message}</p>}
        </div>
        {throttled && <p role="alert" className="text-sm text-danger-700">{throttled}</p>}
        <Button type="submit" fullWidth loading={form.processing}>
          {t('venture_pages.contact.send')}
        </Button>
      </form>
      <p className="border-t border-ink-100 pt-3 text-sm text-ink-600">
        {t('venture_pages.venture_id')}: <span className="font-mono text-ink-800">{ventureId}</span>
      </p>
    </Card>
  )
}
