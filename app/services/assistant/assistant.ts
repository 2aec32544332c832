import type { I18n } from '@adonisjs/i18n'
import type { CountryCode } from '#rules/countries'
import type { ChipKey, SearchFilters } from '#services/assistant/interpreter'
import type { ChipView } from '#services/assistant/reply_text'
import type { ActionKind } from '#services/assistant/action_request'
import type { Shown } from '#services/assistant/shown_listing'

export type Question = {
  message: string
  country: CountryCode
  /** Messages of the reader's language. */
  i18n: I18n
  /** Chips the user removed from the previous answer to the same message. */
  without?: readonly ChipKey[]
  /** The listings the previous answer showed, for "contact the owner of the second one". */
  shown?: Shown
  /** Whether the asker is signed in (acting on a listing needs it). */
  signedIn?: boolean
}

/** A link the answer offers (a product page). */
export type AnswerLink = { label: string; url: string }

/** A listing the assistant proposes to act on; the panel asks the user to confirm it. */
export type AnswerAction = { type: ActionKind; id: number; title: string }

/**
 * The answer of POST /chat/send: `filters` in the parameter names of
 * GET /api/properties or /api/ventures plus `kind` (null when the answer is
 * not a search), `results` as the list endpoints' cards.
 */
export type Answer = {
  response: string
  filters: (SearchFilters & { kind: 'properties' | 'ventures' }) | null
  results: Record<string, unknown>[]
  search_url: string | null
  total: number | null
  chips: ChipView[]
  links: AnswerLink[]
  /** "Contact the owner of the second one": what the panel's confirm step proposes; null otherwise. */
  action: AnswerAction | null
}

/**
 * What answers the chat. The default reads the question with rules and the
 * site's own data (RuleBasedAssistant); another driver (say, a language model
 * behind an HTTP endpoint) can be configured with ASSISTANT_DRIVER and must
 * return the same Answer.
 */
export interface Assistant {
  answer(question: Question): Promise<Answer>
}
