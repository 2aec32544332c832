import router from '@adonisjs/core/services/router'
import { apiRoutes } from '#services/openapi/api_routes'
import { buildDocument } from '#services/openapi/build_document'

/** Routes under /api that are pages for people, not operations: the docs page and its files. */
export const NOT_OPERATIONS = new Set(['api.docs', 'api.docs.asset'])

/** The /api routes the document describes. */
export function documentedRoutes() {
  return apiRoutes(router).filter((route) => !NOT_OPERATIONS.has(route.name))
}

let built: ReturnType<typeof buildDocument> | null = null

/** The document, built once per process from the committed route table (never from an empty one). */
export function apiDocument() {
  if (built) return built
  const routes = documentedRoutes()
  const document = buildDocument(routes)
  if (routes.length > 0) built = document
  return document
}
