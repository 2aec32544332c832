import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Lead from '#models/lead'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { committed } from '#tests/helpers/db'
import { appUrl, hydrated } from '#tests/helpers/browser'
import { changeLeadStatus } from '#tests/helpers/dashboard'

/**
 * Issue 16, done when: an admin promotes a user to agent, the agent sees the
 * dashboard and moves a lead to 'contacted', the admin adds an amenity that
 * then appears in the add-property form, the admin deletes and restores a
 * user, and the audit log shows all of it.
 */
test.group('Admin panel in the browser', (group) => {
  committed(group)

  test('promote to agent → the agent works a lead → a new amenity reaches the form → delete and restore → all in the audit log', async ({
    browser,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin')
      .merge({ name: 'Site Admin', email: 'admin@example.in' })
      .create()
    const meera = await UserFactory.merge({
      name: 'Meera Iyer',
      email: 'meera@example.in',
    }).create()
    const listing = await PropertyFactory.merge({
      ownerId: meera.id,
      title: '2 BHK Apartment in Kondapur',
    }).create()
    const lead = await Lead.create({
      ownerId: meera.id,
      propertyId: listing.id,
      source: 'property_contact',
      contactName: 'Asha Rao',
      contactPhone: '+91 90000 11111',
      contactEmail: null,
      message: 'Can I visit on Sunday?',
      status: 'new',
      enquiryCount: 1,
    } as Partial<Lead>)

    const adminContext = await browser.newContext({ locale: 'en-IN' })
    await adminContext.setPlainCookie('locale', 'en')
    await adminContext.loginAs(admin)
    const adminPage = await adminContext.newPage()

    // 1. Promote Meera to agent; the admin's own role selector is locked.
    await adminPage.goto(appUrl('/admin?tab=users'))
    await hydrated(adminPage)
    assert.isTrue(
      await adminPage.getByRole('combobox', { name: 'Role of Site Admin' }).isDisabled()
    )
    // A change that cannot reach the server says so (001 §8) and changes nothing.
    await adminPage.route('**/admin/users/*/role', (route) => route.abort())
    await adminPage.getByRole('combobox', { name: 'Role of Meera Iyer' }).selectOption('agent')
    await adminPage.getByText('Failed to update user role').waitFor()
    await adminPage.unroute('**/admin/users/*/role')
    const result = await db.from('users').where('id', meera.id).first()
    assert.equal(result.role, 'customer')
    // The select shows the stored role again. Choosing "customer" here would send a change of
    // its own, whose toast could be the one awaited while "agent" is still on its way.
    assert.equal(
      await adminPage.getByRole('combobox', { name: 'Role of Meera Iyer' }).inputValue(),
      'customer'
    )
    await adminPage.getByRole('combobox', { name: 'Role of Meera Iyer' }).selectOption('agent')
    await adminPage.getByText('User role updated successfully').waitFor()
    const promoted = await db.from('users').where('id', meera.id).first()
    assert.equal(promoted.role, 'agent')

    // 2. The agent sees the dashboard and moves the lead to contacted.
    const agentContext = await browser.newContext({ locale: 'en-IN' })
    await agentContext.setPlainCookie('locale', 'en')
    await agentContext.loginAs(meera)
    const agentPage = await agentContext.newPage()
    await agentPage.goto(appUrl('/dashboard'))
    await hydrated(agentPage)
    await agentPage.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
    await changeLeadStatus(agentPage, { id: lead.id, contactName: 'Asha Rao' }, 'contacted')
    const storedLead = await Lead.findOrFail(lead.id)
    assert.equal(storedLead.status, 'contacted')

    // 3. The admin adds an amenity; the add-property form offers it.
    await adminPage.goto(appUrl('/admin?tab=master-data&type=amenities'))
    await hydrated(adminPage)
    await adminPage.getByRole('button', { name: 'Add New' }).click()
    const dialog = adminPage.getByRole('dialog')
    await dialog.getByLabel('Name').fill('rooftop_garden')
    await dialog.getByLabel('Label').fill('Rooftop Garden')
    await dialog.getByLabel('Category').selectOption('Outdoor')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await adminPage.getByText('Item added successfully').waitFor()

    await agentPage.goto(appUrl('/add-property'))
    await hydrated(agentPage)
    await agentPage.getByLabel('Property title').fill('Sunny 3 BHK flat near Kondapur metro')
    await agentPage.getByLabel('Property type').selectOption('apartment')
    await agentPage.getByLabel('Price (₹)').fill('9500000')
    await agentPage.getByLabel('Area (sq ft)').fill('1650')
    await agentPage.getByRole('button', { name: 'Next' }).click()
    await agentPage.getByRole('heading', { name: 'Additional Info' }).waitFor()
    await agentPage.getByRole('button', { name: 'Rooftop Garden' }).waitFor()

    // 4. Delete Meera (confirmed first), then restore her from the deleted list.
    await adminPage.goto(appUrl('/admin?tab=users'))
    await hydrated(adminPage)
    await adminPage.getByRole('button', { name: 'Delete Meera Iyer' }).click()
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await adminPage.getByText('User deleted successfully').waitFor()
    const outcome = await db.from('users').where('id', meera.id).first()
    assert.isNotNull(outcome.deleted_at)
    await adminPage.getByRole('combobox', { name: 'Show' }).selectOption('deleted')
    await adminPage.getByRole('button', { name: 'Restore Meera Iyer' }).click()
    await adminPage.getByText('User restored successfully').waitFor()
    const result2 = await db.from('users').where('id', meera.id).first()
    assert.isNull(result2.deleted_at)

    // 5. The audit log shows all of it, newest first.
    await adminPage.goto(appUrl('/admin?tab=audit'))
    await hydrated(adminPage)
    const rows = adminPage.locator('table tbody tr')
    await rows.first().waitFor()
    const text = await adminPage.locator('table').innerText()
    for (const action of ['Changed role', 'Added amenity', 'Deleted user', 'Restored user'])
      assert.include(text, action)
    assert.include(text, 'role: customer → agent')
    // Filter by target: one user's history.
    await adminPage.getByRole('button', { name: 'meera@example.in' }).first().click()
    await adminPage.waitForURL(/target_type=user/)
    const filtered = await adminPage.locator('table').innerText()
    assert.notInclude(filtered, 'Added amenity')
    assert.include(filtered, 'Restored user')

    // The banner was answered before the test (tests/helpers/chromium.ts), so it never covered a click.
    assert.equal(await adminPage.locator('[data-cookie-banner]').count(), 0)
    await adminContext.close()
    await agentContext.close()
  })
})
