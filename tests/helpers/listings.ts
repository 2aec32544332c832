import type { ApiClient } from '@japa/api-client'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { formPost } from '#tests/helpers/auth'

/** A buyer's complete enquiry, as the listing page's form sends it. */
export const KIRAN_ENQUIRY = {
  name: 'Kiran Kumar',
  phone: '9000011111',
  email: 'kiran@example.in',
  message: 'Is the flat still available for a visit?',
}

/** The enquiry form of a listing page (id as the address spells it), sent in English; not followed. */
export function enquiryForm(
  client: ApiClient,
  propertyId: number | string,
  body: Record<string, string>
) {
  return formPost(client, urlFor('enquiries.store', { id: propertyId }))
    .form(body)
    .redirects(0)
}
