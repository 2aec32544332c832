import type { Group } from '@japa/runner/core'
import mail from '@adonisjs/mail/services/main'
import hash from '@adonisjs/core/services/hash'
import { isolated } from '#tests/helpers/db'
import { finishImports } from '#tests/helpers/bulk'
import { seedPackages } from '#tests/helpers/credits'
import { withFakeProviders } from '#tests/helpers/fake_providers'
import { withLocationTree } from '#tests/functional/posting/helpers'

/**
 * What every conformance test stands on: its own transaction, the imports it
 * started finished, the location tree and the credit packages, the payment
 * providers' local fakes (returned), a fake mailer and a fake hasher. `summary` is printed
 * after the group with its time.
 */
export function conformanceGroup(group: Group, summary: () => string) {
  isolated(group)
  finishImports(group)
  withLocationTree(group)
  const fake = withFakeProviders(group)
  group.each.setup(seedPackages)
  group.each.setup(() => {
    mail.fake()
    // Seven accounts a world: argon2 for each would be most of the run's time (the shapes do not depend on it).
    hash.fake()
    return () => {
      mail.restore()
      hash.restore()
    }
  })
  const started = Date.now()
  group.teardown(() => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    console.log(`  conformance: ${summary()} in ${seconds} s`)
  })
  return fake
}
