import { test } from '@japa/runner'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { committed } from '#tests/helpers/db'
import { visitorContext, openPage } from '#tests/helpers/browser_setup'
import { makeLead } from '#tests/functional/dashboard/helpers'

test.group('Posters see their enquiries in the browser (issue 27)', (group) => {
  committed(group)

  test('an owner without a role follows Enquiries from My Listings to their leads; the menu counts the new ones', async ({
    browser,
    assert,
  }) => {
    const owner = await UserFactory.merge({ name: 'Meena Iyer' }).create()
    const listing = await PropertyFactory.merge({
      ownerId: owner.id,
      title: '2 BHK Flat in Madhapur',
    }).create()
    await makeLead(owner, { property: listing }, { contactName: 'Asha Rao' })
    await makeLead(owner, { property: listing }, { contactName: 'Kiran Das' })
    const stranger = await UserFactory.create()
    const theirs = await PropertyFactory.merge({ ownerId: stranger.id }).create()
    await makeLead(stranger, { property: theirs }, { contactName: 'Not Yours' })

    const context = await visitorContext(browser, { user: owner })
    const page = await openPage(context, '/my-listings')
    const enquiries = page.getByTestId('enquiries-link')
    const label = await enquiries.innerText()
    assert.equal(label.replace(/\s+/g, ' '), 'Enquiries 2 2 new leads')
    await enquiries.click()
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
    assert.equal(await page.getByTestId('lead').count(), 2)
    assert.equal(await page.getByText('Not Yours').count(), 0)

    await page.getByTestId('user-menu-button').click()
    await page
      .getByRole('menuitem', { name: /Dashboard/ })
      .getByText('2 new leads')
      .waitFor()
  })
})
