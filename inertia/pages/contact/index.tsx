import { CheckCircle2, Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ContactForm } from '~/components/contact/contact_form'
import { useT } from '~/lib/i18n'
import { Seo } from '~/components/shell/seo'

type Office = { city: string; address: string; phone?: string }
type Props = {
  channels: { email: string; phone: string | null; whatsapp: string | null }
  offices: Office[]
  responseHours: number
  /** The reference id of the message just sent (flashed once). */
  sent: string | null
}

/** Contact Us (001 §2): the form, contact channels, business hours and offices. */
export default function ContactPage({ channels, offices, responseHours, sent }: Props) {
  const t = useT()
  const [another, setAnother] = useState<string | null>(null)
  const showSuccess = sent !== null && another !== sent

  return (
    <>
      <Seo
        title={t('contact.title')}
        description={t('contact.subtitle', { hours: responseHours })}
      />
      <header className="border-b border-ink-200 bg-ink-50">
        <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
          <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
            {t('contact.title')}
          </h1>
          <p className="mt-2 max-w-[65ch] text-base text-ink-700">
            {t('contact.subtitle', { hours: responseHours })}
          </p>
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:px-8 lg:py-12">
        <Card className="min-w-0">
          {showSuccess ? (
            <div className="py-6 text-center" role="status" data-contact-success>
              <CheckCircle2 className="mx-auto size-12 text-success-600" aria-hidden />
              <h2 className="mt-4 text-xl font-semibold text-ink-900">
                {t('contact.success_title')}
              </h2>
              <p className="mx-auto mt-2 max-w-[50ch] text-ink-700">
                {t('contact.success_body', { hours: responseHours })}
              </p>
              <p className="mt-5 text-sm text-ink-600">{t('contact.reference_label')}</p>
              <p
                className="mt-1 font-mono text-2xl font-bold tracking-wider text-ink-900"
                data-reference-id
              >
                {sent}
              </p>
              <p className="mx-auto mt-2 max-w-[50ch] text-sm text-ink-600">
                {t('contact.reference_hint')}
              </p>
              <Button className="mt-6" variant="outline" onClick={() => setAnother(sent)}>
                {t('contact.send_another')}
              </Button>
            </div>
          ) : (
            <>
              <h2 className="mb-5 text-lg font-semibold text-ink-900">{t('contact.form_title')}</h2>
              <ContactForm key={another ?? 'form'} />
            </>
          )}
        </Card>

        <aside className="space-y-6">
          <Card>
            <h2 className="text-base font-semibold text-ink-900">{t('contact.channels_title')}</h2>
            <ul className="mt-3 space-y-3 text-sm">
              <li className="flex items-start gap-3">
                <Mail className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
                <div>
                  <p className="font-medium text-ink-900">{t('contact.channels.email')}</p>
                  <a
                    href={`mailto:${channels.email}`}
                    className="break-all text-brand-700 underline underline-offset-2 hover:text-brand-800"
                  >
                    {channels.email}
                  </a>
                </div>
              </li>
              {channels.phone && (
                <li className="flex items-start gap-3">
                  <Phone className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
                  <div>
                    <p className="font-medium text-ink-900">{t('contact.channels.phone')}</p>
                    <a
                      href={`tel:${channels.phone.replace(/[^\d+]/g, '')}`}
                      className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
                    >
                      {channels.phone}
                    </a>
                  </div>
                </li>
              )}
              {channels.whatsapp && (
                <li className="flex items-start gap-3">
                  <MessageCircle className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
                  <div>
                    <p className="font-medium text-ink-900">{t('contact.channels.whatsapp')}</p>
                    <a
                      href={`https://wa.me/${channels.whatsapp.replace(/\D/g, '')}`}
                      rel="noopener noreferrer"
                      target="_blank"
                      className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
                    >
                      {channels.whatsapp}
                    </a>
                  </div>
                </li>
              )}
            </ul>
            <p className="mt-4 text-sm text-ink-600">
              {t('contact.response_promise', { hours: responseHours })}
            </p>
          </Card>

          <Card>
            <h2 className="flex items-center gap-2 text-base font-semibold text-ink-900">
              <Clock className="size-4 text-brand-700" aria-hidden />
              {t('contact.hours_title')}
            </h2>
            <dl className="mt-3 space-y-2 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-ink-700">{t('contact.hours.weekdays')}</dt>
                <dd className="font-medium text-ink-900">{t('contact.hours.weekdays_time')}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-ink-700">{t('contact.hours.sunday')}</dt>
                <dd className="font-medium text-ink-900">{t('contact.hours.sunday_time')}</dd>
              </div>
            </dl>
            <p className="mt-3 text-xs text-ink-600">{t('contact.hours.timezone')}</p>
          </Card>

          {offices.length > 0 && (
            <Card>
              <h2 className="text-base font-semibold text-ink-900">{t('contact.offices_title')}</h2>
              <ul className="mt-3 space-y-4 text-sm">
                {offices.map((office) => (
                  <li key={`${office.city}-${office.address}`} className="flex items-start gap-3">
                    <MapPin className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
                    <div>
                      <p className="font-medium text-ink-900">{office.city}</p>
                      <p className="text-ink-700">{office.address}</p>
                      {office.phone && <p className="text-ink-700">{office.phone}</p>}
                    </div>
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </aside>
      </div>
    </>
  )
}
