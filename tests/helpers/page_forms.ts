import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'

/**
 * A form sent from a page by a signed-in user in English: CSRF token, the locale cookie,
 * the session, and the redirect left unfollowed so the test sees where it goes. Add the
 * body with `.json(...)` or `.form(...)`:
 * `await pageForm(client, 'put', urlFor('properties.update', { id }), user).json(form)`.
 */
export function pageForm(
  client: ApiClient,
  method: 'post' | 'put' | 'patch' | 'delete',
  url: string,
  user: User
) {
  return client[method](url)
    .withCsrfToken()
    .withPlainCookie('locale', 'en')
    .loginAs(user)
    .redirects(0)
}
