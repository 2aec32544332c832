import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ContactActions, type ContactTexts } from '~/components/listings/contact_actions'
import { LeadFields, useLeadForm } from '~/components/listings/lead_form'
import type { OwnerContact } from '~/components/listings/use_contact_reveal'
import { useT } from '~/lib/i18n'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'

const DEVELOPER_TEXTS: ContactTexts = {
  whatsapp: 'venture_pages.contact.whatsapp_text',
  subject: 'listings.email_subject',
}

type Props = { ventureId: number; name: string; builderName: string; contact: OwnerContact | null }

/**
 * 'Contact Developer' (000 §2 venture sidebar): Call Now, WhatsApp and Email
 * with the developer's own phone and e-mail, which a signed-in visitor asks
 * for first like a listing owner's (issue 10's reveal, recorded for the
 * developer); and a message sent as a lead (POST /ventures/:id/contact), open
 * to everyone. The page loads this card after its first render (its JS budget).
 */
export default function ContactDeveloper({ ventureId, name, builderName, contact }: Props) {
  const t = useT()
  const { user } = useShared()
  const form = useLeadForm('')

  return (
    <Card className="space-y-4" data-testid="contact-developer">
      <div>
        <h2 className="text-lg font-semibold text-ink-900">{t('venture_pages.contact.title')}</h2>
        <p className="mt-1 text-sm text-ink-600">
          {t('venture_pages.contact.hint', { builder: builderName })}
        </p>
      </div>
      <ContactActions
        revealUrl={urlFor('ventures.developer_contact', { id: ventureId })}
        title={name}
        contact={contact}
        texts={DEVELOPER_TEXTS}
      />
      {!user && (
        <p className="text-xs text-ink-600">{t('venture_pages.contact.reveal_signin_hint')}</p>
      )}
      {user && !contact && (
        <p className="text-xs text-ink-600">{t('venture_pages.contact.reveal_notice')}</p>
      )}
      <form
        className="space-y-3 border-t border-ink-100 pt-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          form.post(urlFor('ventures.contact', { id: ventureId }), {
            preserveScroll: true,
            preserveState: true,
            onSuccess: () => form.reset('message'),
          })
        }}
      >
        <LeadFields
          form={form}
          messageId="developer-message"
          messageLabel={t('venture_pages.form.message')}
          messagePlaceholder={t('venture_pages.contact.message_placeholder')}
        />
        <Button type="submit" variant="secondary" fullWidth loading={form.processing}>
          {t('venture_pages.contact.send')}
        </Button>
      </form>
      <p className="border-t border-ink-100 pt-3 text-sm text-ink-600">
        {t('venture_pages.venture_id')}: <span className="font-mono text-ink-800">{ventureId}</span>
      </p>
    </Card>
  )
}
