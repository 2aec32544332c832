import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { args, BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Writes the OpenAPI document of /api (the one GET /api/openapi.json serves)
 * to a file, for `redocly lint` in .ci/run and for clients' generators:
 *
 *   node ace openapi:write tmp/openapi.json
 */
export default class OpenapiWrite extends BaseCommand {
  static commandName = 'openapi:write'
  static description = 'Write the OpenAPI 3.1 document of /api to a file'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Where to write it', default: 'tmp/openapi.json' })
  declare file: string

  async run() {
    const router = await this.app.container.make('router')
    await import('#start/routes')
    router.commit()
    const { apiDocument } = await import('#services/openapi/api_document')
    const document = apiDocument()
    await mkdir(dirname(this.app.makePath(this.file)), { recursive: true })
    await writeFile(this.app.makePath(this.file), JSON.stringify(document, null, 2) + '\n')
    const operations = Object.values(document.paths).flatMap((path) => Object.keys(path)).length
    const schemas = Object.keys(document.components.schemas).length
    this.logger.success(`${this.file}: ${operations} operations, ${schemas} schemas`)
  }
}
