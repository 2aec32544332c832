import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { DEMO_PASSWORD, DEMO_SIGN_INS } from '#database/data/demo_ventures'

/**
 * Adds the demo (issue 27): owners and listings in India and the US, ventures
 * with towers and units in every status, leads, a booking, credit purchases
 * and four demo sign-ins, which it prints. Idempotent. Refused in production.
 */
export default class DemoSeed extends BaseCommand {
  static commandName = 'demo:seed'
  static description = 'Add demo listings, ventures, leads and sign-ins (safe to run again)'
  static options: CommandOptions = { startApp: true }

  async run() {
    if (this.app.inProduction) {
      this.logger.error(
        'demo:seed refuses to run in production: demo data and sign-ins are for development'
      )
      this.exitCode = 1
      return
    }
    // The demo gateway's checkout names a route: load the routes a console process skips.
    const { default: router } = await import('@adonisjs/core/services/router')
    await import('#start/routes')
    router.commit()
    const { default: SeedDemoContent } = await import('#services/demo/seed_demo_content')
    const { default: SeedDemoVentures } = await import('#services/demo/seed_demo_ventures')
    const { createdUsers, createdListings } = await new SeedDemoContent().handle()
    const { createdVentures } = await new SeedDemoVentures().handle()
    this.logger.success(
      `Demo content: ${createdUsers} accounts, ${createdListings} listings and ${createdVentures} ventures added`
    )
    this.logger.log('Demo sign-ins (development only), password: ' + DEMO_PASSWORD)
    for (const account of DEMO_SIGN_INS)
      this.logger.log(`  ${account.key.padEnd(8)} ${account.email}`)
  }
}
