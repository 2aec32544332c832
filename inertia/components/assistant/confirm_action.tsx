import { useState } from 'react'
import { useAreaT } from '~/lib/lazy_messages'
import { urlFor } from '~/lib/routes'
import { postJson } from '~/lib/same_origin_fetch'
import { useShared } from '~/lib/page_props'
import { useAuthDialog } from '~/lib/auth_dialog'

type Step = 'idle' | 'proposed' | 'sending' | 'sent' | 'cancelled' | 'failed'
/** Contacting a listing's owner, or booking a venture's site visit. */
export type ActionType = 'contact_owner' | 'site_visit'

/** The texts' group (assistant.contact.*, assistant.visit.*) and the test ids' prefix. */
const KEY = { contact_owner: 'contact', site_visit: 'visit' } as const

async function confirmAction(type: ActionType, id: number): Promise<string> {
  const url =
    type === 'site_visit' ? urlFor('chat.site_visit', { id }) : urlFor('chat.contact', { id })
  const response = await postJson(url, { confirmed: true })
  const body = await response.json().catch(() => ({}))
  if (!response.ok)
    throw new Error(body.detail ?? body.errors?.[0]?.message ?? `${type} ${response.status}`)
  return body.response
}

/**
 * The assistant's confirm step for a listing it showed: "Contact owner"
 * (or "Book site visit" under a venture) makes the proposal (what will be
 * sent, to whom); only "Yes" sends it (POST /chat/properties/:id/contact or
 * /chat/ventures/:id/site-visit, a lead with source assistant). When the
 * user asked in words, the answer already said the proposal: the step starts
 * at "proposed" without repeating it. Signed-out visitors are asked to sign in.
 */
export function ConfirmAction({
  type,
  id,
  title,
  proposed = false,
}: {
  type: ActionType
  id: number
  title: string
  proposed?: boolean
}) {
  const t = useAreaT('assistant')
  const { user } = useShared()
  const auth = useAuthDialog()
  const [step, setStep] = useState<Step>(proposed ? 'proposed' : 'idle')
  const [reply, setReply] = useState('')
  const key = KEY[type]

  if (!user) {
    return (
      <p className="text-xs text-ink-600" data-testid={`assistant-${key}-sign-in`}>
        {t(`assistant.${key}.sign_in`)}{' '}
        <button
          type="button"
          className="font-semibold text-brand-800 underline"
          onClick={() => auth.open('login')}
        >
          {t(`assistant.${key}.sign_in_link`)}
        </button>
      </p>
    )
  }
  if (step === 'idle') {
    return (
      <button
        type="button"
        onClick={() => setStep('proposed')}
        className="text-xs font-semibold text-brand-800 underline"
        data-testid={type === 'site_visit' ? 'assistant-book-visit' : 'assistant-contact-owner'}
      >
        {t(
          type === 'site_visit' ? 'assistant.visit.book_visit' : 'assistant.contact.contact_owner'
        )}
      </button>
    )
  }
  if (step === 'proposed' || step === 'sending') {
    const send = async () => {
      setStep('sending')
      try {
        setReply(await confirmAction(type, id))
        setStep('sent')
      } catch (error) {
        setReply((error as Error).message)
        setStep('failed')
      }
    }
    return (
      <div
        className="space-y-2 rounded-control border border-brand-200 bg-white p-2"
        role="group"
        aria-label={proposed ? t(`assistant.${key}.propose`, { title }) : undefined}
        data-testid={`assistant-${key}-confirm`}
      >
        {!proposed && (
          <p className="text-sm text-ink-800">{t(`assistant.${key}.propose`, { title })}</p>
        )}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={step === 'sending'}
            onClick={send}
            className="rounded-pill bg-brand-700 px-3 py-1.5 text-xs font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t(`assistant.${key}.confirm`)}
          </button>
          <button
            type="button"
            disabled={step === 'sending'}
            onClick={() => setStep('cancelled')}
            className="rounded-pill border border-ink-300 px-3 py-1.5 text-xs font-semibold text-ink-800 hover:bg-ink-50"
          >
            {t(`assistant.${key}.cancel`)}
          </button>
        </div>
      </div>
    )
  }
  return (
    <p className="text-xs text-ink-700" role="status" data-testid={`assistant-${key}-result`}>
      {step === 'cancelled' ? t(`assistant.${key}.cancelled`) : reply}
    </p>
  )
}
