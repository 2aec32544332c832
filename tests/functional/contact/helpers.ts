import type { ApiClient } from '@japa/api-client'
import { urlFor } from '@adonisjs/core/services/url_builder'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'

/** A complete, valid Contact Us form. */
export const validContact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '+91 98765 43210',
  subject: 'Looking for a 3 BHK in Gachibowli',
  inquiry_type: 'general',
  message: 'Please call me about apartments near the IT corridor.',
  preferred_contact: 'email',
  ...overrides,
})

/** A valid property inquiry (001 §5): its property type is required, the rest optional. */
export const propertyInquiry = (propertyType: string, overrides: Record<string, unknown> = {}) =>
  validContact({ inquiry_type: 'property', property_type: propertyType, ...overrides })

/** POST /api/contact/submit from one client address, in English. */
export function submitApi(client: ApiClient, body: Record<string, unknown>, ip = '10.60.0.1') {
  return client
    .post(urlFor('api.contact.submit'))
    .header('x-forwarded-for', ip)
    .header('accept-language', 'en')
    .json(body)
}

/** The page's own form post (session, CSRF, Inertia). */
export function submitPage(client: ApiClient, body: Record<string, unknown>, ip = '10.61.0.1') {
  return client
    .post(urlFor('contact_us.store'))
    .header('x-forwarded-for', ip)
    .withCsrfToken()
    .withPlainCookie('locale', 'en')
    .withInertia()
    .form(body as Record<string, string>)
    .redirects(0)
}

export async function tokenFor(role: 'customer' | 'partner' | 'agent' | 'admin') {
  const user = await UserFactory.merge({ role }).create()
  const token = await User.accessTokens.create(user)
  return token.value!.release()
}
