import { BaseTransformer } from '@adonisjs/core/transformers'
import type { InferVariants } from '@adonisjs/core/types/transformers'
import type { Answer } from '#services/assistant/assistant'
import type PropertyTransformer from '#transformers/property_transformer'
import type VentureTransformer from '#transformers/venture_transformer'
import {
  anyValue,
  arrayOf,
  int,
  nullable,
  object,
  oneOfStrings,
  ref,
  str,
} from '#transformers/schemas/json_schema'

/** A result of the answer: the card of GET /api/properties or GET /api/ventures. */
type ResultCard =
  InferVariants<PropertyTransformer>['forCard'] | InferVariants<VentureTransformer>['forCard']

export default class ChatAnswerTransformer extends BaseTransformer<Answer> {
  /**
   * The answer of POST /chat/send and /api/chat/send (000 §3): the reply, the
   * filters it searched with (`kind` says which list), the top results, the
   * list's address, the chips a user may remove, product links and the
   * action on a shown listing the panel asks the user to confirm.
   */
  toObject() {
    const answer = this.resource
    return {
      ...this.pick(answer, [
        'response',
        'filters',
        'search_url',
        'total',
        'chips',
        'links',
        'action',
      ]),
      results: answer.results as ResultCard[],
    }
  }
}

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const chatAnswerSchemas = {
  ChatAnswer: object({
    response: str,
    /** The search's parameters (GET /api/properties or /api/ventures) plus `kind`; null when not a search. */
    filters: nullable({ type: 'object', additionalProperties: anyValue }),
    search_url: nullable(str),
    total: nullable(int),
    chips: arrayOf(object({ key: str, label: str, params: arrayOf(str) })),
    links: arrayOf(object({ label: str, url: str })),
    results: arrayOf({ anyOf: [ref('PropertyCard'), ref('VentureCard')] }),
    /** "Contact the owner of the second one": the listing proposed, confirmed in the panel (POST /chat/...); null otherwise. */
    action: nullable(
      object({ type: oneOfStrings(['contact_owner', 'site_visit']), id: int, title: str })
    ),
  }),
}
