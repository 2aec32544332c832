import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useAreaT } from '~/lib/lazy_messages'
import { urlFor } from '~/lib/routes'
import { postJson } from '~/lib/same_origin_fetch'
import { CHAT_MESSAGE_MAX } from '#rules/chat_rules'
import { BotMessage, type Answer, type Chip, type Message } from './bot_message'

let nextId = 1

type Shown = { kind: 'properties' | 'ventures'; ids: number[] }

async function ask(message: string, without: string[], shown?: Shown): Promise<Answer> {
  const response = await postJson(urlFor('chat.send'), { message, without, shown })
  if (!response.ok) throw new Error(`chat ${response.status}`)
  return response.json()
}

/** The cards of the latest answer that showed some: "contact the owner of the second one" means one of these. */
function lastShown(messages: Message[]): Shown | undefined {
  const answer = messages.findLast((m) => m.answer?.filters && m.answer.results.length > 0)?.answer
  if (!answer?.filters) return undefined
  const kind = answer.filters.kind === 'ventures' ? 'ventures' : 'properties'
  return { kind, ids: answer.results.map((card) => card.id) }
}

/**
 * The assistant's panel (000 §2 Chat assistant), loaded on first open. Not
 * modal: the page stays usable beside it. Answers are announced (role=log);
 * a chip's removal asks again without that filter and updates the answer.
 */
export function AssistantPanel({
  open,
  onClose,
  id,
}: {
  open: boolean
  onClose: () => void
  id: string
}) {
  const t = useAreaT('assistant')
  const titleId = useId()
  const inputId = useId()
  const [messages, setMessages] = useState<Message[]>([])
  const [draft, setDraft] = useState('')
  const [pending, setPending] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const list = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (open) input.current?.focus()
  }, [open])
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight })
  }, [messages, pending])
  /** After a chip's removal: the chip that takes its place gets the focus (chips are disabled while pending). */
  const chipFocus = useRef<{ messageId: number; index: number } | null>(null)
  // Focus comes back when an answer arrives (the input and chips were disabled while pending).
  useEffect(() => {
    if (pending || !open) return
    const target = chipFocus.current
    chipFocus.current = null
    if (target) {
      const chips = list.current?.querySelectorAll<HTMLButtonElement>(
        `[data-chips="${target.messageId}"] button`
      )
      const chip = chips?.[Math.min(target.index, chips.length - 1)]
      ;(chip ?? input.current)?.focus()
    } else if (document.activeElement === document.body) input.current?.focus()
  }, [pending, open])

  async function send(event: FormEvent) {
    event.preventDefault()
    const text = draft.trim()
    // 000 §5: only a non-blank message, and not while one is being answered.
    if (!text || pending) return
    setDraft('')
    setMessages((all) => [...all, { id: nextId++, type: 'user', text }])
    setPending(true)
    try {
      const answer = await ask(text, [], lastShown(messages))
      setMessages((all) => [
        ...all,
        { id: nextId++, type: 'bot', text: answer.response, answer, question: text, without: [] },
      ])
    } catch {
      setMessages((all) => [...all, { id: nextId++, type: 'bot', text: t('assistant.error') }])
    } finally {
      setPending(false)
    }
  }

  async function removeChip(message: Message, chip: Chip, index: number) {
    if (pending || !message.question) return
    const without = [...(message.without ?? []), chip.key]
    setPending(true)
    try {
      const answer = await ask(message.question, without)
      setMessages((all) =>
        all.map((m) => (m.id === message.id ? { ...m, text: answer.response, answer, without } : m))
      )
      setAnnouncement(answer.response)
      // Keyboard users stay in the chip row: the chip that took this one's place, else the input.
      chipFocus.current = { messageId: message.id, index }
    } catch {
      setMessages((all) => [...all, { id: nextId++, type: 'bot', text: t('assistant.error') }])
    } finally {
      setPending(false)
    }
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose()
    }
  }

  return (
    <section
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={onKeyDown}
      data-testid="assistant-panel"
      className="fixed inset-x-2 bottom-20 z-50 flex max-h-[min(36rem,calc(100dvh-6rem))] flex-col overflow-hidden rounded-card border border-ink-200 bg-white shadow-pop sm:inset-x-auto sm:right-4 sm:w-96"
    >
      <header className="flex items-center justify-between gap-2 border-b border-ink-100 bg-brand-700 px-4 py-3 text-white">
        <h2 id={titleId} className="text-base font-semibold">
          {t('assistant.title')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('assistant.close')}
          className="rounded-control p-1.5 hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
            <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
          </svg>
        </button>
      </header>

      <div
        ref={list}
        role="log"
        aria-labelledby={titleId}
        className="flex-1 space-y-3 overflow-y-auto px-3 py-3 text-sm"
        data-testid="assistant-log"
      >
        <p className="rounded-card bg-ink-50 px-3 py-2 text-ink-800">{t('assistant.intro')}</p>
        {messages.map((message) =>
          message.type === 'user' ? (
            <div key={message.id} className="flex justify-end">
              <p
                className="max-w-[85%] rounded-card bg-brand-700 px-3 py-2 text-white"
                data-testid="assistant-user-message"
              >
                <span className="sr-only">{t('assistant.you')}: </span>
                {message.text}
              </p>
            </div>
          ) : (
            <BotMessage
              key={message.id}
              message={message}
              pending={pending}
              onRemove={removeChip}
            />
          )
        )}
        {pending && (
          <p className="text-ink-600" data-testid="assistant-pending">
            {t('assistant.pending')}
          </p>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>

      <form onSubmit={send} className="flex items-center gap-2 border-t border-ink-100 p-2">
        <label htmlFor={inputId} className="sr-only">
          {t('assistant.input_label')}
        </label>
        <input
          ref={input}
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          disabled={pending}
          maxLength={CHAT_MESSAGE_MAX}
          autoComplete="off"
          placeholder={t('assistant.placeholder')}
          className="min-w-0 flex-1 rounded-control border border-ink-300 px-3 py-2 text-base text-ink-900 placeholder:text-ink-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-ink-50"
        />
        <button
          type="submit"
          disabled={pending || draft.trim() === ''}
          className="rounded-control bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-ink-300 disabled:text-ink-700"
        >
          {t('assistant.send')}
        </button>
      </form>
      <p className="px-3 pb-2 text-xs text-ink-600">{t('assistant.rule_based_note')}</p>
    </section>
  )
}
