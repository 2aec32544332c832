/**
 * Sends a request and asserts the status of its response, for steps that
 * check nothing else: `await expectStatus(client.get(urlFor('api.auth.me')).bearerToken(token), 401)`.
 * The response is returned for any further check.
 */
export async function expectStatus<T extends { assertStatus(status: number): void }>(
  request: PromiseLike<T>,
  status: number
): Promise<T> {
  const response = await request
  response.assertStatus(status)
  return response
}
