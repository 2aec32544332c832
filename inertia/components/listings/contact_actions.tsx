import { Mail, MessageCircle, Phone } from 'lucide-react'
import { useSyncExternalStore } from 'react'
import { Button, buttonClasses } from '~/components/ui/button'
import { cn, focusRing } from '~/components/ui/cn'
import { useT } from '~/lib/i18n'
import {
  mailUrl,
  telUrl,
  useContactReveal,
  whatsAppUrl,
  type OwnerContact,
} from '~/components/listings/use_contact_reveal'

/** The page's address, known only in the browser; starting empty keeps server render and hydration identical. */
function usePageUrl() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => window.location.href,
    () => ''
  )
}

/** The address does not change while a page is shown (a visit renders a new page). */
const subscribeToNothing = () => () => {}

/** The texts a chat and an e-mail start with: i18n keys with {title} (and {url} in the chat). */
export type ContactTexts = { whatsapp: string; subject: string }

const LISTING_TEXTS: ContactTexts = {
  whatsapp: 'listings.whatsapp_text',
  subject: 'listings.email_subject',
}

type Props = {
  revealUrl: string
  title: string
  contact: OwnerContact | null
  compact?: boolean
  texts?: ContactTexts
}

/**
 * Call, WhatsApp and Email to the owner (a listing's, or a venture's
 * developer). Until the contact is revealed they are buttons that ask for it
 * first ('View phone number' only shows it), then carry on: dial, open the
 * chat, write the e-mail.
 */
export function ContactActions({
  revealUrl,
  title,
  contact,
  compact = false,
  texts = LISTING_TEXTS,
}: Props) {
  const t = useT()
  const url = usePageUrl()
  const { reveal, processing, error } = useContactReveal(revealUrl)
  const chatText = t(texts.whatsapp, { title, url })
  const subject = t(texts.subject, { title })
  const outline = buttonClasses({ variant: 'outline', fullWidth: true })
  // Three to a row in a narrow card: the icon above the label leaves room for Hindi and Telugu words.
  const stacked = cn(
    'flex min-h-14 w-full flex-col items-center justify-center gap-1 rounded-control border border-ink-300 bg-white px-1 py-2',
    'text-xs font-semibold text-ink-800 transition-colors hover:bg-ink-50 disabled:cursor-not-allowed disabled:opacity-60',
    focusRing
  )

  // Before the reveal: ask for the contact, then dial, chat or write (the compact card offers the call only).
  const carryOn = [
    {
      label: 'listings.call_now',
      Icon: Phone,
      onClick: () => reveal('call', (c) => (window.location.href = telUrl(c.phone))),
    },
    {
      label: 'listings.whatsapp',
      Icon: MessageCircle,
      onClick: () =>
        reveal('whatsapp', (c) =>
          window.open(whatsAppUrl(c.phone, chatText), '_blank', 'noopener')
        ),
    },
    {
      label: 'listings.email',
      Icon: Mail,
      onClick: () => reveal('email', (c) => (window.location.href = mailUrl(c.email, subject))),
    },
  ] as const
  const [call] = carryOn

  if (contact) {
    return (
      <div className={compact ? 'grid grid-cols-2 gap-2' : 'grid gap-2'}>
        <a
          href={telUrl(contact.phone)}
          className={buttonClasses({ fullWidth: true })}
          data-testid="contact-call"
        >
          <Phone className="size-4" aria-hidden />{' '}
          {compact ? t('listings.call_now') : contact.phone}
        </a>
        <div className={compact ? 'contents' : 'grid grid-cols-2 gap-2'}>
          <a
            href={whatsAppUrl(contact.phone, chatText)}
            target="_blank"
            rel="noopener noreferrer"
            className={outline}
          >
            <MessageCircle className="size-4" aria-hidden /> {t('listings.whatsapp')}
          </a>
          {!compact && (
            <a href={mailUrl(contact.email, subject)} className={outline} title={contact.email}>
              <Mail className="size-4" aria-hidden /> {t('listings.email')}
            </a>
          )}
        </div>
        {!compact && (
          <p className="break-all text-sm text-ink-700" data-testid="contact-email">
            {contact.email}
          </p>
        )}
      </div>
    )
  }

  return (
    <div className="space-y-2">
      <div className={compact ? 'grid grid-cols-2 gap-2' : 'grid gap-2'}>
        {/* The phone icon, not an eye: an icon module used nowhere else on the listing page is a chunk of its own there (JS budget). */}
        <Button
          fullWidth
          loading={processing}
          onClick={() => reveal('view')}
          data-testid="view-phone"
        >
          <Phone className="size-4" aria-hidden /> {t('listings.view_phone')}
        </Button>
        {compact ? (
          <Button variant="outline" fullWidth disabled={processing} onClick={call.onClick}>
            <Phone className="size-4" aria-hidden /> {t('listings.call_now')}
          </Button>
        ) : (
          <div className="grid grid-cols-3 gap-2">
            {carryOn.map(({ label, Icon, onClick }) => (
              <button
                key={label}
                type="button"
                className={stacked}
                disabled={processing}
                onClick={onClick}
              >
                <Icon className="size-4" aria-hidden /> {t(label)}
              </button>
            ))}
          </div>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  )
}
