import type { HttpContext } from '@adonisjs/core/http'

/** "https://dreamhomes.in": where this request was made, for absolute return and checkout URLs. */
export function requestOrigin({ request }: HttpContext): string {
  return `${request.protocol()}://${request.host()}`
}
