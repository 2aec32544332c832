import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import ContactReveal from '#models/contact_reveal'
import Property from '#models/property'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import { DESKTOP, openPage, visitorContext } from '#tests/helpers/browser_setup'

/** A partner's listing, listed 12 days ago and updated 2 days ago. */
async function builderListing() {
  const owner = await UserFactory.merge({
    name: 'Sai Krishna',
    phone: '+91 98480 11223',
    email: 'sai@example.in',
    role: 'partner',
  }).create()
  const property = await PropertyFactory.merge({
    ownerId: owner.id,
    title: 'Lake view apartment',
    publishedAt: DateTime.now().minus({ days: 12 }),
  }).create()
  await Property.query()
    .where('id', property.id)
    .update({ updated_at: DateTime.now().minus({ days: 2 }).toSQL({ includeOffset: false }) })
  return property
}

test.group('Owner contact in the browser', (group) => {
  isolated(group)

  test('signed out: who posted it and when, no phone in the page, the reveal opens the login dialog', async ({
    browser,
    assert,
  }) => {
    const property = await builderListing()
    const context = await visitorContext(browser)
    const page = await openPage(context, `/properties/${property.id}`, DESKTOP)

    await page
      .getByTestId('listing-age')
      .getByText('Listed 12 days ago · Updated 2 days ago')
      .waitFor()
    await page.getByTestId('poster-kind').first().getByText('Builder/Partner').waitFor()
    assert.notInclude(await page.content(), '98480 11223')
    assert.notInclude(await page.content(), 'sai@example.in')

    await page.getByTestId('view-phone').filter({ visible: true }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Sign In' }).waitFor()
    assert.lengthOf(await ContactReveal.all(), 0)
    await context.close()
  })

  test('signed in: View phone number shows the phone and e-mail and records one contact event', async ({
    browser,
    assert,
  }) => {
    const property = await builderListing()
    const buyer = await UserFactory.create()
    const context = await visitorContext(browser, { user: buyer, language: 'hi' })
    const page = await openPage(context, `/properties/${property.id}`, DESKTOP)

    await page
      .getByTestId('listing-age')
      .getByText('12 दिन पहले लिस्ट की गई · परसों अपडेट की गई')
      .waitFor()
    await page.getByTestId('view-phone').filter({ visible: true }).getByText('फ़ोन नंबर देखें').click()
    await page
      .getByTestId('contact-call')
      .filter({ visible: true })
      .getByText('+91 98480 11223')
      .waitFor()
    await page.getByTestId('contact-email').getByText('sai@example.in').waitFor()
    const events = await ContactReveal.query().where('property_id', property.id)
    assert.lengthOf(events, 1)
    assert.equal(events[0].viewerId, buyer.id)

    await page.reload()
    await page
      .getByTestId('contact-call')
      .filter({ visible: true })
      .getByText('+91 98480 11223')
      .waitFor()
    await context.close()
  })
})
