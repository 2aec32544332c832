import { findPublicProperty } from '#models/property_scopes'
import RecordEnquiry from '#services/leads/record_enquiry'
import type User from '#models/user'

/**
 * The assistant contacts a listing's owner for a signed-in user who
 * confirmed it: an enquiry with the user's own name, phone and e-mail and
 * the message the panel showed them, recorded as a lead with source
 * "assistant" by the same use case as the contact card's form (one per
 * person and listing a day; the owner sees it with the other leads).
 */
export default class AssistantContactOwner {
  async handle(user: User, propertyId: unknown, message: (title: string) => string) {
    const property = await findPublicProperty(propertyId)
    const lead = await new RecordEnquiry().handle(
      property,
      { name: user.name, phone: user.phone, email: user.email, message: message(property.title) },
      user,
      'assistant'
    )
    return { property, lead }
  }
}
