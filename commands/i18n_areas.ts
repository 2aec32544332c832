import { writeFile } from 'node:fs/promises'
import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Writes app/services/i18n/page_areas.ts: which message areas each page gets
 * with its first HTML and its Inertia visits, read from the sources of
 * inertia/ (docs/speed.md, "Messages per page"). Run it after a page or a
 * component starts using another area; tests/unit/page_messages.spec.ts
 * fails until then.
 *
 *   node ace i18n:areas
 */
export default class I18nAreas extends BaseCommand {
  static commandName = 'i18n:areas'
  static description = 'Write the message areas of every page (app/services/i18n/page_areas.ts)'
  static options: CommandOptions = {}

  async run() {
    const { scanPageAreas, pageAreasSource } = await import('#services/i18n/message_area_scan')
    const prettier = await import('prettier')
    const file = this.app.makePath('app/services/i18n/page_areas.ts')
    const result = scanPageAreas(this.app.makePath())
    const options = (await prettier.resolveConfig(file)) ?? {}
    await writeFile(
      file,
      await prettier.format(pageAreasSource(result), { ...options, filepath: file })
    )
    this.logger.success(
      `app/services/i18n/page_areas.ts: ${Object.keys(result.pages).length} pages, shell: ${result.shell.join(', ')}`
    )
  }
}
