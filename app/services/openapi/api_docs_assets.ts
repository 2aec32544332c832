import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import app from '@adonisjs/core/services/app'

const swaggerUi = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
const JS = 'text/javascript; charset=utf-8'
const CSS = 'text/css; charset=utf-8'

/** The only files /api/docs/assets serves: Swagger UI's bundle and style, and our page's own. */
const ASSETS: Record<string, { path: string; type: string }> = {
  'swagger-ui-bundle.js': { path: join(swaggerUi, 'swagger-ui-bundle.js'), type: JS },
  'swagger-ui.css': { path: join(swaggerUi, 'swagger-ui.css'), type: CSS },
  'api_docs.js': { path: app.makePath('resources/api_docs/api_docs.js'), type: JS },
  'api_docs.css': { path: app.makePath('resources/api_docs/api_docs.css'), type: CSS },
}

export function apiDocsAsset(file: string) {
  return Object.hasOwn(ASSETS, file) ? ASSETS[file] : null
}
