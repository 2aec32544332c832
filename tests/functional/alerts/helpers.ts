import { mailFilesIn } from '#tests/helpers/mail_files'
import type { ApiClient } from '@japa/api-client'
import { urlFor } from '@adonisjs/core/services/url_builder'
import alertJobs from '#services/alerts/alert_jobs'
import { validForm } from '#tests/functional/posting/helpers'

/** The search a Hyderabad apartment of 85 lakh (validForm) matches. */
export const HYDERABAD_FLATS = {
  name: 'Flats in Hyderabad',
  kind: 'properties',
  filters: { city: 'Hyderabad', property_type: 'apartment', max_price: 9_000_000 },
  frequency: 'instant',
}

export async function saveSearch(client: ApiClient, token: string, body: object = HYDERABAD_FLATS) {
  const response = await client
    .post(urlFor('api.saved_searches.store'))
    .bearerToken(token)
    .json(body)
  response.assertStatus(201)
  return response.body() as { id: number }
}

/** Posts (and so publishes) a listing through /api, then runs the alert job as the server would. */
export async function postListing(
  client: ApiClient,
  token: string,
  overrides: Record<string, unknown> = {}
) {
  const response = await client
    .post(urlFor('api.properties.store'))
    .bearerToken(token)
    .json(validForm(overrides))
  response.assertStatus(201)
  await alertJobs.runDue()
  return response.body() as { id: number; title: string }
}

/**
 * A mail file as its reader sees it: quoted-printable bytes (=E2=80=9C) and
 * the Subject's encoded words (=?UTF-8?Q?...?=) decoded to text.
 */
export function decodedMail(text: string): string {
  const bytes = (run: string) =>
    Buffer.from(
      run
        .split('=')
        .filter(Boolean)
        .map((hex) => Number.parseInt(hex, 16))
    ).toString('utf8')
  return text
    .replace(/\n /g, ' ')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, word: string) =>
      word.replace(/_/g, ' ').replace(/(=[0-9A-F]{2})+/g, bytes)
    )
    .replace(/(=[0-9A-F]{2})+/g, bytes)
}

/** The decoded mails the queue wrote to `directory` (see mailFilesIn). */
export async function decodedMailsIn(directory: string): Promise<string[]> {
  const files = await mailFilesIn(directory)
  return files.map(decodedMail)
}
