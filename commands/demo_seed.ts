import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/** Adds realistic demo owners and listings in India and the US (idempotent). */
export default class DemoSeed extends BaseCommand {
  static commandName = 'demo:seed'
  static description = 'Add demo listings in Indian and US cities (safe to run again)'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { default: SeedDemoContent } = await import('#services/demo/seed_demo_content')
    const { createdUsers, createdListings } = await new SeedDemoContent().handle()
    this.logger.success(
      `Demo content: ${createdUsers} owners and ${createdListings} listings added`
    )
  }
}
