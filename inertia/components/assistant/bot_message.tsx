import { Link } from '@inertiajs/react'
import { useAreaT } from '~/lib/lazy_messages'
import { urlFor } from '~/lib/routes'
import { formatListingPrice } from '#rules/money'
import type { Data } from '~generated/data'
import { ConfirmAction } from './confirm_action'

export type Answer = Data.ChatAnswer
export type Chip = Answer['chips'][number]
/** A chat message (000 §3): type and text; a bot answer also keeps what it found, and the question it answers. */
export type Message = {
  id: number
  type: 'user' | 'bot'
  text: string
  answer?: Answer
  question?: string
  without?: string[]
}

/**
 * One answer of the assistant: its text, the chips it understood, the cards
 * it found (each with "Contact owner" or, for a venture, "Book site visit"),
 * the search page's link, product links, and the confirm step of a listing
 * the user named in words ("contact the owner of the second one").
 */
export function BotMessage({
  message,
  pending,
  onRemove,
}: {
  message: Message
  pending: boolean
  onRemove: (message: Message, chip: Chip, index: number) => void
}) {
  const t = useAreaT('assistant')
  const answer = message.answer
  const kind = answer?.filters?.kind
  return (
    <div
      className="max-w-[92%] space-y-2 rounded-card bg-ink-50 px-3 py-2 text-ink-800"
      data-testid="assistant-bot-message"
    >
      <p>
        <span className="sr-only">{t('assistant.bot')}: </span>
        {message.text}
      </p>
      {answer && answer.chips.length > 0 && (
        <div>
          <p className="text-xs font-medium text-ink-600">{t('assistant.understood')}</p>
          <ul
            className="mt-1 flex flex-wrap gap-1.5"
            data-chips={message.id}
            data-testid="assistant-chips"
          >
            {answer.chips.map((chip, index) => (
              <li key={chip.key}>
                <button
                  type="button"
                  disabled={pending}
                  onClick={() => onRemove(message, chip, index)}
                  aria-label={t('assistant.remove_chip', { label: chip.label })}
                  className="inline-flex items-center gap-1 rounded-pill border border-brand-200 bg-white px-2.5 py-1 text-xs font-medium text-brand-800 hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {chip.label}
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {answer && answer.results.length > 0 && (
        <ul className="space-y-1" data-testid="assistant-results">
          {answer.results.map((card) => (
            <li key={card.id}>
              <Link
                href={
                  kind === 'ventures'
                    ? urlFor('ventures.show', { id: card.id })
                    : urlFor('properties.show', { id: card.id })
                }
                className="block rounded-control bg-white px-2 py-1.5 hover:bg-brand-50"
              >
                <span className="block font-medium text-brand-800 underline">
                  {'title' in card ? card.title : card.name}
                </span>
                <span className="block text-xs text-ink-600">
                  {'price' in card && card.currency
                    ? `${formatListingPrice(card.price, card.currency)} · `
                    : ''}
                  {card.location}
                </span>
              </Link>
              {kind !== 'ventures' && 'title' in card && (
                <ConfirmAction type="contact_owner" id={card.id} title={card.title} />
              )}
              {kind === 'ventures' && 'name' in card && (
                <ConfirmAction type="site_visit" id={card.id} title={card.name} />
              )}
            </li>
          ))}
        </ul>
      )}
      {answer?.action && (
        <ConfirmAction
          key={`${answer.action.type}-${answer.action.id}`}
          type={answer.action.type}
          id={answer.action.id}
          title={answer.action.title}
          proposed
        />
      )}
      {answer?.search_url && (
        <Link
          href={answer.search_url}
          className="inline-block font-semibold text-brand-800 underline"
          data-testid="assistant-see-all"
        >
          {t('assistant.see_all')}
        </Link>
      )}
      {answer?.links.map((link) => (
        <Link
          key={link.url}
          href={link.url}
          className="mr-3 inline-block font-semibold text-brand-800 underline"
        >
          {link.label}
        </Link>
      ))}
    </div>
  )
}
