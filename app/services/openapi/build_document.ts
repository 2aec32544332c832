import type { ApiRoute } from '#services/openapi/api_routes'
import { headers, responses, schemas, securitySchemes } from '#services/openapi/components'
import { operationObject } from '#services/openapi/operation_object'
import { OPERATIONS } from '#services/openapi/operation_table'
import type { OperationTable } from '#services/openapi/operation'

/**
 * The contract's version: its major part changes only with a breaking change,
 * which would come as /api/v2 with this one kept (docs/api.md "The contract").
 */
export const CONTRACT_VERSION = '1.1.0'

const TAGS = [
  ['Auth', 'Accounts and Bearer tokens'],
  ['Places', 'The location tree and reverse geocoding'],
  ['Properties', 'Search, detail and the owner’s listings'],
  ['Favorites', 'Saved properties'],
  ['Ventures', 'Projects and their units, leads for the developer'],
  ['Venture builder', 'A builder’s ventures, towers and units'],
  ['Bulk upload', 'Ventures, towers and units from a spreadsheet'],
  ['Payments', 'Credit packages, checkout, the wallet'],
  ['Bookings', 'Reserving a unit'],
  ['Webhooks', 'Payment providers’ events'],
  ['Leads', 'The leads dashboard'],
  ['Admin', 'The admin panel’s calls'],
  ['Assistant', 'The chat assistant'],
  ['Contact', 'Contact Us'],
  ['Contract', 'The OpenAPI document itself (docs at /api/docs)'],
].map(([name, description]) => ({ name, description }))

/** A route without an operation, or an operation without a route: what the document test reports. */
export function unmatched(routes: ApiRoute[], table: OperationTable = OPERATIONS) {
  const names = new Set(routes.map((route) => route.name))
  return {
    undocumented: routes.filter((route) => !table[route.name]).map((route) => route.name),
    unrouted: Object.keys(table).filter((name) => !names.has(name)),
  }
}

/**
 * The OpenAPI 3.1 document of /api, built from the route table (paths and
 * methods), the validators (request schemas) and the schemas beside the
 * transformers (answers). Routes without an operation are left out here and
 * fail the document's test.
 */
export function buildDocument(routes: ApiRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of routes) {
    const op = OPERATIONS[route.name]
    if (!op) continue
    paths[route.path] ??= {}
    paths[route.path][route.method] = operationObject(route, op)
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'DreamHomes API',
      version: CONTRACT_VERSION,
      summary: 'Properties, ventures, credits and leads of the DreamHomes marketplace.',
      description:
        'JSON over HTTPS. Authenticate with `Authorization: Bearer dh_…`. Errors are `{detail, errors?}`; ' +
        'lists answer `{data, meta}`. See docs/api.md for the versioning rules.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    // Relative: the origin that serves the document (each country's domain, a staging host, localhost).
    servers: [{ url: '/', description: 'The origin that serves this document' }],
    tags: TAGS,
    paths,
    components: { schemas, responses, headers, securitySchemes },
  }
}
