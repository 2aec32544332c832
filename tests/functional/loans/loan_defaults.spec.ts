import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import loans from '#config/loans'
import { PropertyFactory } from '#database/factories/property_factory'
import { isolated } from '#tests/helpers/db'

/**
 * Issue 31: the property page and the affordability dialog of /properties get the loan tools'
 * starting terms from config/loans.ts, in the listing's (or the visitor's
 * market's) currency; the arithmetic itself is rules/loans.ts (unit tested).
 */
test.group('Loan tools: starting terms from configuration', (group) => {
  isolated(group)

  test('a rupee listing gets the INR terms, a dollar listing the US mortgage terms', async ({
    client,
    assert,
  }) => {
    const india = await PropertyFactory.with('owner').create()
    const us = await PropertyFactory.with('owner').apply('us').create()

    const inr = await client.get(urlFor('properties.show', { id: india.id })).withInertia()
    inr.assertInertiaComponent('properties/show')
    assert.deepEqual(inr.inertiaProps.loan, { currency: 'INR', ...loans.INR })
    assert.equal(inr.inertiaProps.loan.ratePercent, 8.5)

    const usd = await client.get(urlFor('properties.show', { id: us.id })).withInertia()
    assert.deepEqual(usd.inertiaProps.loan, { currency: 'USD', ...loans.USD })
    assert.isAbove(usd.inertiaProps.loan.taxPercent, 0)
    assert.isAbove(usd.inertiaProps.loan.insurancePercent, 0)
  })

  test("the affordability dialog of /properties uses the visitor's market", async ({
    client,
    assert,
  }) => {
    const india = await client.get(urlFor('properties.index')).withInertia()
    india.assertInertiaComponent('properties/index')
    assert.deepEqual(india.inertiaProps.loan, { currency: 'INR', ...loans.INR })

    const us = await client
      .get(urlFor('properties.index'))
      .header('cf-ipcountry', 'US')
      .withInertia()
    assert.deepEqual(us.inertiaProps.loan, { currency: 'USD', ...loans.USD })
  })
})
