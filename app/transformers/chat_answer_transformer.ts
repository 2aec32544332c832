import { BaseTransformer } from '@adonisjs/core/transformers'
import type { InferVariants } from '@adonisjs/core/types/transformers'
import type { Answer } from '#services/assistant/assistant'
import type PropertyTransformer from '#transformers/property_transformer'
import type VentureTransformer from '#transformers/venture_transformer'

/** A result of the answer: the card of GET /api/properties or GET /api/ventures. */
type ResultCard =
  InferVariants<PropertyTransformer>['forCard'] | InferVariants<VentureTransformer>['forCard']

export default class ChatAnswerTransformer extends BaseTransformer<Answer> {
  /**
   * The answer of POST /chat/send and /api/chat/send (000 §3): the reply, the
   * filters it searched with (`kind` says which list), the top results, the
   * list's address, the chips a user may remove and product links.
   */
  toObject() {
    const answer = this.resource
    return {
      ...this.pick(answer, ['response', 'filters', 'search_url', 'total', 'chips', 'links']),
      results: answer.results as ResultCard[],
    }
  }
}
