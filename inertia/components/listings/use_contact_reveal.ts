import { router } from '@inertiajs/react'
import { useState } from 'react'
import { useAuthDialog } from '~/lib/auth_dialog'
import { useShared } from '~/lib/page_props'
import type { Data } from '~generated/data'

/** The owner's contact as the server hands it out (UserTransformer.forContact). */
export type OwnerContact = Data.User.Variants['forContact']
export type ContactChannel = 'view' | 'call' | 'whatsapp' | 'email'

/** Digits of a phone number for tel: and wa.me links. */
export const digits = (phone: string) => phone.replace(/[^\d+]/g, '')

export const telUrl = (phone: string) => `tel:${digits(phone)}`
export const whatsAppUrl = (phone: string, text: string) =>
  `https://wa.me/${digits(phone).replace('+', '')}?text=${encodeURIComponent(text)}`
export const mailUrl = (email: string, subject: string) =>
  `mailto:${email}?subject=${encodeURIComponent(subject)}`

/**
 * Asks the server for the owner's contact (issue 10) at `revealUrl`: a
 * listing's (`contact_reveals.store`) or a venture developer's
 * (`ventures.developer_contact`, issue 14). Signed out — or a session that ran
 * out (401) — opens the login dialog instead. On success the page's `contact`
 * prop carries it; `then` continues what the button was for (dial, chat,
 * write). `data` goes with the request (the unit a modal asks about).
 */
export function useContactReveal(revealUrl: string) {
  const { user } = useShared()
  const auth = useAuthDialog()
  const [processing, setProcessing] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const reveal = (
    channel: ContactChannel,
    then?: (contact: OwnerContact) => void,
    data: Record<string, string | number> = {}
  ) => {
    if (!user) return auth.open('login')
    setError(null)
    router.post(
      revealUrl,
      { ...data, channel },
      {
        preserveScroll: true,
        preserveState: true,
        only: ['contact'],
        onStart: () => setProcessing(true),
        onFinish: () => setProcessing(false),
        onSuccess: (page) => {
          const contact = (page.props as { contact?: OwnerContact | null }).contact
          if (contact) then?.(contact)
        },
        // Over the daily limit: the server's message arrives as a form error.
        onError: (errors) => setError(Object.values(errors)[0] ?? null),
        onHttpException: (response) => {
          if (response.status !== 401) return
          auth.open('login')
          return false
        },
      }
    )
  }

  return { reveal, processing, error, signedIn: !!user }
}
