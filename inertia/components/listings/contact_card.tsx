import { useForm } from '@inertiajs/react'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { TextField } from '~/components/ui/input'
import { useT } from '~/lib/i18n'
import { useShared } from '~/lib/page_props'
import { useMarket } from '~/lib/market'
import { ContactActions } from '~/components/listings/contact_actions'
import { PosterBadge, type Poster } from '~/components/listings/poster'
import type { OwnerContact } from '~/components/listings/use_contact_reveal'
import { urlFor } from '~/lib/routes'

type ContactProps = { propertyId: number; title: string; poster: Poster | null; contact: OwnerContact | null }

/** Phones: Call and WhatsApp (or 'View phone number') stay at the bottom of the screen while reading the listing. */
export function ContactBar({ propertyId, title, contact }: Omit<ContactProps, 'poster'>) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-20 border-t border-ink-200 bg-white/95 p-3 backdrop-blur lg:hidden" style={{ paddingBottom: 'calc(0.75rem + env(safe-area-inset-bottom))' }}>
      <ContactActions propertyId={propertyId} title={title} contact={contact} compact />
    </div>
  )
}
/**
 * The contact card (issues 4 and 10): who posted the listing, the owner's
 * contact for signed-in visitors who ask for it, and the enquiry form, which
 * stays open to everyone.
 */
export function ContactCard({ propertyId, title, poster, contact }: ContactProps) {
  const t = useT()
  const { user } = useShared()
  const market = useMarket()
  const form = useForm({
    name: user?.name ?? '',
    phone: user?.phone ?? '',
    email: user?.email ?? '',
    message: t('listings.enquiry_message_default'),
    /** Phone numbers are checked against the visitor's country. */
    country_code: market.country,
  })

  // Too many enquiries: the server's message arrives as a form-level error.
  const throttled = (form.errors as Record<string, string | undefined>).throttle

  return (
    <Card className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold text-ink-900">{t('listings.contact_title')}</h2>
        {poster && (
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-600">
            <span>
              {t('listings.listed_by')}: <span className="font-medium text-ink-800">{poster.name}</span>
            </span>
            <PosterBadge kind={poster.kind} />
          </p>
        )}
      </div>
      <ContactActions propertyId={propertyId} title={title} contact={contact} />
      {!user && <p className="text-xs text-ink-600">{t('listings.reveal_signin_hint')}</p>}
      {user && !contact && <p className="text-xs text-ink-600">{t('listings.reveal_notice')}</p>}
      <form
        className="space-y-3 border-t border-ink-100 pt-4"
        onSubmit={(event) => {
          event.preventDefault()
          form.post(urlFor('enquiries.store', { id: propertyId }), { preserveScroll: true })
        }}
        noValidate
      >
        <div>
          <h3 className="font-semibold text-ink-900">{t('listings.enquiry_title')}</h3>
          <p className="text-xs text-ink-600">{t('listings.enquiry_hint')}</p>
        </div>
        <TextField label={t('listings.enquiry_name')} name="name" value={form.data.name} onChange={(e) => form.setData('name', e.target.value)} error={form.errors.name} autoComplete="name" />
        <TextField label={t('listings.enquiry_phone')} name="phone" type="tel" value={form.data.phone} onChange={(e) => form.setData('phone', e.target.value)} error={form.errors.phone} autoComplete="tel" />
        <TextField label={t('listings.enquiry_email')} name="email" type="email" value={form.data.email} onChange={(e) => form.setData('email', e.target.value)} error={form.errors.email} autoComplete="email" />
        <div>
          <label htmlFor="enquiry-message" className="mb-1.5 block text-sm font-medium text-ink-800">
            {t('listings.enquiry_message')}
          </label>
          <textarea
            id="enquiry-message"
            name="message"
            rows={3}
            value={form.data.message}
            onChange={(e) => form.setData('message', e.target.value)}
            aria-invalid={!!form.errors.message}
            className="w-full rounded-control border border-ink-200 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
          />
          {form.errors.message && <p role="alert" className="mt-1 text-sm text-danger-700">{form.errors.message}</p>}
        </div>
        {throttled && <p role="alert" className="text-sm text-danger-700">{throttled}</p>}
        <Button type="submit" variant="secondary" fullWidth loading={form.processing}>
          {t('listings.enquiry_send')}
        </Button>
      </form>
    </Card>
  )
}
