import { useState } from 'react'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { postJson } from '~/lib/same_origin_fetch'
import { useShared } from '~/lib/page_props'
import { useAuthDialog } from '~/lib/auth_dialog'

type Step = 'idle' | 'proposed' | 'sending' | 'sent' | 'cancelled' | 'failed'

async function confirmContact(id: number): Promise<string> {
  const response = await postJson(urlFor('chat.contact', { id }), { confirmed: true })
  const body = await response.json().catch(() => ({}))
  if (!response.ok)
    throw new Error(body.detail ?? body.errors?.[0]?.message ?? `contact ${response.status}`)
  return body.response
}

/**
 * The assistant's confirm step for a listing it showed: "Contact owner"
 * makes the proposal (what will be sent, to whom); only "Yes" sends it
 * (POST /chat/properties/:id/contact, a lead with source assistant).
 * Signed-out visitors are asked to sign in instead.
 */
export function ContactOwner({ id, title }: { id: number; title: string }) {
  const t = useT()
  const { user } = useShared()
  const auth = useAuthDialog()
  const [step, setStep] = useState<Step>('idle')
  const [reply, setReply] = useState('')

  if (!user) {
    return (
      <p className="text-xs text-ink-600" data-testid="assistant-contact-sign-in">
        {t('assistant.contact.sign_in')}{' '}
        <button
          type="button"
          className="font-semibold text-brand-800 underline"
          onClick={() => auth.open('login')}
        >
          {t('assistant.contact.sign_in_link')}
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
        data-testid="assistant-contact-owner"
      >
        {t('assistant.contact.contact_owner')}
      </button>
    )
  }
  if (step === 'proposed' || step === 'sending') {
    const send = async () => {
      setStep('sending')
      try {
        setReply(await confirmContact(id))
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
        data-testid="assistant-contact-confirm"
      >
        <p className="text-sm text-ink-800">{t('assistant.contact.propose', { title })}</p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={step === 'sending'}
            onClick={send}
            className="rounded-pill bg-brand-700 px-3 py-1.5 text-xs font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t('assistant.contact.confirm')}
          </button>
          <button
            type="button"
            disabled={step === 'sending'}
            onClick={() => setStep('cancelled')}
            className="rounded-pill border border-ink-300 px-3 py-1.5 text-xs font-semibold text-ink-800 hover:bg-ink-50"
          >
            {t('assistant.contact.cancel')}
          </button>
        </div>
      </div>
    )
  }
  return (
    <p className="text-xs text-ink-700" role="status" data-testid="assistant-contact-result">
      {step === 'cancelled' ? t('assistant.contact.cancelled') : reply}
    </p>
  )
}
