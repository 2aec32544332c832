import type { ApiResponse } from '@japa/api-client'

/**
 * Sends a request and asserts the status of its response, for steps that
 * check nothing else: `await expectStatus(client.get(urlFor('api.auth.me')).bearerToken(token), 401)`.
 * The response is returned for any further check.
 */
export async function expectStatus(request: PromiseLike<ApiResponse>, status: number) {
  const response = await request
  response.assertStatus(status)
  return response
}
