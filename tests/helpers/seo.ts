import type { ApiClient } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import { urlFor } from '@adonisjs/core/services/url_builder'

/** GET /robots.txt, checked to be served as plain text: its text. */
export async function servedRobotsTxt(client: ApiClient, assert: Assert) {
  const response = await client.get(urlFor('robots'))
  response.assertStatus(200)
  assert.match(response.header('content-type') ?? '', /^text\/plain/)
  return response.text()
}

/** Whether a robots.txt Disallow path covers `path`: a prefix match in which `*` stands for any run. */
export function disallowCovers(rule: string, path: string) {
  const pattern = rule
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*')
  return new RegExp(`^${pattern}`).test(path)
}
