import { test } from '@japa/runner'
import Lead from '#models/lead'
import LeadStatusChange from '#models/lead_status_change'
import LeadMessage from '#models/lead_message'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { committed } from '#tests/helpers/db'
import { appUrl, hydrated } from '#tests/helpers/browser'
import { seriousAxeViolations } from '#tests/helpers/browser_axe'
import { visitorContext, openPage } from '#tests/helpers/browser_setup'
import { changeLeadStatus, leadStatusSelect } from '#tests/helpers/dashboard'
import { makeVenture } from '#tests/helpers/ventures'

const lead = (attributes: Partial<Lead>) =>
  Lead.create({
    contactEmail: null,
    message: 'Please call me about a visit this Sunday.',
    status: 'new',
    enquiryCount: 1,
    ...attributes,
  } as Partial<Lead>)

test.group('Leads dashboard in the browser', (group) => {
  committed(group)

  test('an agent filters the leads, moves one to contacted, and after a reload sees it kept with its history', async ({
    browser,
    assert,
  }) => {
    const agent = await UserFactory.apply('agent').merge({ name: 'Ravi Kumar' }).create()
    const other = await UserFactory.apply('partner').create()
    const listing = await PropertyFactory.merge({
      ownerId: agent.id,
      title: '3 BHK Villa in Kondapur',
    }).create()
    const venture = await makeVenture(agent, { name: 'Lakeview Heights' })
    const enquiry = await lead({
      ownerId: agent.id,
      propertyId: listing.id,
      source: 'property_contact',
      contactName: 'Asha Rao',
      contactPhone: '+91 90000 11111',
      contactEmail: 'asha@example.in',
    })
    const visit = await lead({
      ownerId: agent.id,
      ventureId: venture.id,
      source: 'site_visit',
      contactName: 'Kiran Das',
      contactPhone: '+91 90000 22222',
    })
    const result = await PropertyFactory.merge({ ownerId: other.id }).create()
    await lead({
      ownerId: other.id,
      propertyId: result.id,
      source: 'property_contact',
      contactName: 'Not Yours',
      contactPhone: '+91 90000 33333',
    })
    // A repeat site-visit request that gave another phone (issue 24): shown beside the lead's own, never over it.
    await LeadMessage.create({
      leadId: visit.id,
      contactName: 'Kiran Das',
      contactPhone: '+91 90000 99999',
      contactEmail: null,
      message: 'Saturday morning suits me better.',
    })

    const context = await visitorContext(browser, { user: agent })
    const page = await openPage(context, '/dashboard')

    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
    assert.equal(await page.getByTestId('stat-properties').locator('dd').innerText(), '1')
    assert.equal(await page.getByTestId('stat-leads').locator('dd').innerText(), '2')
    assert.equal(await page.getByTestId('stat-bookings').locator('dd').innerText(), '0')
    assert.equal(await page.getByTestId('lead').count(), 2)
    assert.equal(await page.getByText('Not Yours').count(), 0)
    // Each lead links to what it is about and shows the owner how to call back.
    assert.equal(
      await page.getByRole('link', { name: '3 BHK Villa in Kondapur' }).getAttribute('href'),
      `/properties/${listing.id}`
    )
    assert.equal(
      await page.getByRole('link', { name: 'Lakeview Heights' }).getAttribute('href'),
      `/ventures/${venture.id}`
    )
    await page.getByRole('link', { name: '+91 90000 11111' }).waitFor()

    // Filter: site visits only.
    await page.getByLabel('Source').selectOption('site_visit')
    await page.waitForURL('**/dashboard?source=site_visit')
    await page.getByTestId('lead').first().getByRole('heading', { name: 'Kiran Das' }).waitFor()
    assert.equal(await page.getByTestId('lead').count(), 1)

    // A change that cannot reach the server says so and keeps the stored status.
    await page.route('**/dashboard/leads/*/status*', (route) => route.abort())
    await leadStatusSelect(page, visit).selectOption('closed')
    await page.getByText('Failed to update lead', { exact: true }).waitFor()
    await page.unroute('**/dashboard/leads/*/status*')
    assert.equal(await leadStatusSelect(page, visit).inputValue(), 'new')
    const storedLead = await Lead.findOrFail(visit.id)
    assert.equal(storedLead.status, 'new')

    await changeLeadStatus(page, visit, 'contacted')
    const freshLead = await Lead.findOrFail(visit.id)
    assert.equal(freshLead.status, 'contacted')
    const storedLead2 = await Lead.findOrFail(enquiry.id)
    assert.equal(storedLead2.status, 'new')
    assert.equal(page.url(), appUrl('/dashboard?source=site_visit'))

    await page.reload()
    await hydrated(page)
    assert.equal(await leadStatusSelect(page, visit).inputValue(), 'contacted')
    const history = page.getByTestId('lead').first().getByTestId('lead-history')
    await history.getByText('History (1)').click()
    await history.getByText('New → Contacted').waitFor()
    await history.getByText('by Ravi Kumar').waitFor()
    assert.lengthOf(await LeadStatusChange.query().where('lead_id', visit.id), 1)
    const messages = page.getByTestId('lead').first().getByTestId('lead-messages')
    await messages.getByText('1 later message').waitFor()
    await messages.getByText('Saturday morning suits me better.').waitFor()
    await messages.getByText('Another contact given:').waitFor()
    await messages.getByText('Kiran Das · +91 90000 99999').waitFor()
    await page.getByRole('link', { name: '+91 90000 22222' }).waitFor()

    assert.deepEqual(await seriousAxeViolations(page), [])
    await context.close()
  }).timeout(60_000)

  test('in Hindi, with leads, the page has no serious accessibility problem; an agent without leads sees the honest empty state', async ({
    browser,
    assert,
  }) => {
    const agent = await UserFactory.apply('agent').create()
    const listing = await PropertyFactory.merge({
      ownerId: agent.id,
      title: '2 BHK Apartment in Gachibowli',
    }).create()
    await lead({
      ownerId: agent.id,
      propertyId: listing.id,
      source: 'property_contact',
      contactName: 'Suresh Naidu',
      contactPhone: '+91 90000 44444',
      contactEmail: 'suresh@example.in',
    })
    const context = await visitorContext(browser, { user: agent, language: 'hi' })
    const page = await openPage(context, '/dashboard')
    await page.getByRole('heading', { level: 2, name: 'हाल की लीड' }).waitFor()
    assert.deepEqual(await seriousAxeViolations(page), [])
    await context.close()

    const newcomer = await UserFactory.apply('partner').create()
    const fresh = await visitorContext(browser, { user: newcomer })
    const empty = await fresh.newPage()
    await empty.goto(appUrl('/dashboard'))
    await empty.getByText('No leads yet.', { exact: true }).waitFor()
    assert.equal(await empty.getByTestId('lead').count(), 0)
    await fresh.close()
  }).timeout(60_000)
})
