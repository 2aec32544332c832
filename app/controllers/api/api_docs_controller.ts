import { createReadStream } from 'node:fs'
import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { apiDocument } from '#services/openapi/api_document'
import { apiDocsAsset } from '#services/openapi/api_docs_assets'

/** GET /api/openapi.json (the contract) and GET /api/docs (Swagger UI on it, served by us). */
export default class ApiDocsController {
  async document({ response }: HttpContext) {
    response.header('Cache-Control', 'public, max-age=300')
    return apiDocument()
  }

  async page({ view }: HttpContext) {
    return view.render('api_docs', {
      documentUrl: urlFor('api.openapi'),
      assetUrl: (file: string) => urlFor('api.docs.asset', { file }),
    })
  }

  async asset({ params, response }: HttpContext) {
    const asset = apiDocsAsset(params.file)
    if (!asset) return response.notFound({ detail: 'Not found' })
    response.header('Content-Type', asset.type)
    response.header('Cache-Control', 'public, max-age=86400')
    return response.stream(createReadStream(asset.path))
  }
}
