import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { useT } from '~/lib/i18n'
import { useShared } from '~/lib/page_props'
import { ContactActions } from '~/components/listings/contact_actions'
import { LeadFields, useLeadForm } from '~/components/listings/lead_form'
import { PosterBadge, type Poster } from '~/components/listings/poster'
import type { OwnerContact } from '~/components/listings/use_contact_reveal'
import { urlFor } from '~/lib/routes'

type ContactProps = {
  propertyId: number
  title: string
  poster: Poster | null
  contact: OwnerContact | null
}

/** Phones: Call and WhatsApp (or 'View phone number') stay at the bottom of the screen while reading the listing. */
export function ContactBar({ propertyId, title, contact }: Omit<ContactProps, 'poster'>) {
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-20 border-t border-ink-200 bg-white/95 p-3 backdrop-blur lg:hidden"
      style={{ paddingBottom: 'calc(0.75rem + env(safe-area-inset-bottom))' }}
    >
      <ContactActions
        revealUrl={urlFor('contact_reveals.store', { id: propertyId })}
        title={title}
        contact={contact}
        compact
      />
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
  const form = useLeadForm(t('listings.enquiry_message_default'))

  return (
    <Card className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold text-ink-900">{t('listings.contact_title')}</h2>
        {poster && (
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-600">
            <span>
              {t('listings.listed_by')}:{' '}
              <span className="font-medium text-ink-800">{poster.name}</span>
            </span>
            <PosterBadge kind={poster.kind} />
          </p>
        )}
      </div>
      <ContactActions
        revealUrl={urlFor('contact_reveals.store', { id: propertyId })}
        title={title}
        contact={contact}
      />
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
        <LeadFields
          form={form}
          messageId="enquiry-message"
          messageLabel={t('listings.enquiry_message')}
        />
        <Button type="submit" variant="secondary" fullWidth loading={form.processing}>
          {t('listings.enquiry_send')}
        </Button>
      </form>
    </Card>
  )
}
