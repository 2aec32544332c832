import type { ApiClient } from '@japa/api-client'
import { urlFor } from '@adonisjs/core/services/url_builder'
import User from '#models/user'
import { PASSWORD } from '#database/factories/user_factory'

/** A real /api token of the user, as a client holds it. */
export async function apiToken(user: User) {
  const accessToken = await User.accessTokens.create(user, ['*'], { name: 'api' })
  return accessToken.value!.release()
}

/** A POST as the app's Inertia forms send it: with the CSRF token, in English. */
export function formPost(client: ApiClient, url: string) {
  return client.post(url).withCsrfToken().withPlainCookie('locale', 'en').withInertia()
}

/** The sign-in form, sent with the factory password of `user`; not followed. */
export function signInForm(client: ApiClient, user: User) {
  return formPost(client, urlFor('session.store'))
    .form({ email: user.email, password: PASSWORD })
    .redirects(0)
}
