import { useForm } from '@inertiajs/react'
import { useEffect, useState } from 'react'
import { Mail, MessageCircle, Phone } from 'lucide-react'
import { Button, buttonClasses } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { TextField } from '~/components/ui/input'
import { useT } from '~/lib/i18n'
import { useShared } from '~/lib/page_props'
import { useMarket } from '~/lib/market'

type Owner = { name: string; phone: string; email: string } | null

/** Digits of a phone number for tel: and wa.me links. */
const digits = (phone: string) => phone.replace(/[^\d+]/g, '')

/** The owner's phone as a call button. */
function CallLink({ phone }: { phone: string }) {
  const t = useT()
  return (
    <a href={`tel:${digits(phone)}`} className={buttonClasses({ fullWidth: true })}>
      <Phone className="size-4" aria-hidden /> {t('listings.call_now')}
    </a>
  )
}

/** A WhatsApp chat with the owner, prefilled with the listing's title and address. */
function WhatsAppLink({ phone, title }: { phone: string; title: string }) {
  const t = useT()
  // Known only in the browser; starting empty keeps the server render and hydration identical.
  const [url, setUrl] = useState('')
  useEffect(() => setUrl(window.location.href), [])
  return (
    <a
      href={`https://wa.me/${digits(phone).replace('+', '')}?text=${encodeURIComponent(t('listings.whatsapp_text', { title, url }))}`}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses({ variant: 'outline', fullWidth: true })}
    >
      <MessageCircle className="size-4" aria-hidden /> {t('listings.whatsapp')}
    </a>
  )
}

/** Phones: Call and WhatsApp stay at the bottom of the screen while reading the listing. */
export function ContactBar({ title, owner }: { title: string; owner: Owner }) {
  if (!owner) return null
  return (
    <div className="fixed inset-x-0 bottom-0 z-20 grid grid-cols-2 gap-2 border-t border-ink-200 bg-white/95 p-3 backdrop-blur lg:hidden" style={{ paddingBottom: 'calc(0.75rem + env(safe-area-inset-bottom))' }}>
      <CallLink phone={owner.phone} />
      <WhatsAppLink phone={owner.phone} title={title} />
    </div>
  )
}
/**
 * The contact card (issue 4): Call, WhatsApp and Email reach the listing's
 * owner; the enquiry form creates a lead for them.
 */
export function ContactCard({ propertyId, title, owner }: { propertyId: number; title: string; owner: Owner }) {
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

  return (
    <Card className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold text-ink-900">{t('listings.contact_title')}</h2>
        {owner && (
          <p className="mt-1 text-sm text-ink-600">
            {t('listings.listed_by')}: <span className="font-medium text-ink-800">{owner.name}</span>
          </p>
        )}
      </div>
      {owner && (
        <div className="grid gap-2">
          <CallLink phone={owner.phone} />
          <div className="grid grid-cols-2 gap-2">
            <WhatsAppLink phone={owner.phone} title={title} />
            <a href={`mailto:${owner.email}?subject=${encodeURIComponent(t('listings.email_subject', { title }))}`} className={buttonClasses({ variant: 'outline', fullWidth: true })}>
              <Mail className="size-4" aria-hidden /> {t('listings.email')}
            </a>
          </div>
        </div>
      )}
      <form
        className="space-y-3 border-t border-ink-100 pt-4"
        onSubmit={(event) => {
          event.preventDefault()
          form.post(`/properties/${propertyId}/enquiries`, { preserveScroll: true })
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
        <Button type="submit" variant="secondary" fullWidth loading={form.processing}>
          {t('listings.enquiry_send')}
        </Button>
      </form>
    </Card>
  )
}
