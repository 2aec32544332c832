import { BaseSeeder } from '@adonisjs/lucid/seeders'
import CreditPackage from '#models/credit_package'
import { CREDIT_PACKAGES } from '#database/data/credit_packages'

/** Credit packages, idempotent: matched by code; a package that exists keeps an admin's edits. */
export default class CreditPackagesSeeder extends BaseSeeder {
  async run() {
    const saved = await CreditPackage.query().select('code')
    const existing = new Set(saved.map((row) => row.code))
    const missing = CREDIT_PACKAGES.map((row, index) => ({
      ...row,
      displayOrder: index + 1,
      active: true,
    })).filter((row) => !existing.has(row.code))
    if (missing.length) await CreditPackage.createMany(missing)
  }
}
