import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import ContactReveal from '#models/contact_reveal'
import Lead from '#models/lead'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { committed } from '#tests/helpers/db'
import { apiToken } from '#tests/helpers/auth'
import { enquiryForm, KIRAN_ENQUIRY } from '#tests/helpers/listings'

/**
 * Double clicks through the HTTP routes on committed rows (real row locks on
 * MySQL): a reveal or an enquiry repeated at once is never a 500 (no deadlock
 * reaches the visitor) and the dedupe rule still leaves one record.
 */
/** Ten were not always enough to make MariaDB deadlock before the fix; thirty always were. */
const PARALLEL = 30

test.group('Contact reveals and enquiries under concurrent requests', (group) => {
  committed(group)

  test('30 simultaneous reveals of one listing by one viewer: all 200, one contact_reveals row', async ({
    client,
    assert,
  }) => {
    const property = await PropertyFactory.with('owner').create()
    const viewer = await UserFactory.create()
    const token = await apiToken(viewer)
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        client
          .post(urlFor('api.properties.contact', { id: property.id }))
          .bearerToken(token)
          .json({ channel: 'call' })
      )
    )
    assert.deepEqual([...new Set(answers.map((answer) => answer.status()))], [200])
    assert.lengthOf(
      await ContactReveal.query().where('viewer_id', viewer.id).where('property_id', property.id),
      1
    )
  }).timeout(60_000)

  test('30 simultaneous identical enquiries (the per-listing budget) on each of two listings: all accepted, one lead counting 30 each', async ({
    client,
    assert,
  }) => {
    const properties = await PropertyFactory.with('owner').createMany(2)
    const answers = await Promise.all(
      properties.flatMap((property) =>
        Array.from({ length: PARALLEL }, (_, i) =>
          enquiryForm(client, property.id, KIRAN_ENQUIRY)
            // One person from many addresses (phone and office Wi-Fi): the per-IP budget is not what is tested here.
            .header('x-forwarded-for', `10.20.${i}.1`)
        )
      )
    )
    assert.deepEqual([...new Set(answers.map((answer) => answer.status()))], [302])
    for (const answer of answers)
      answer.assertFlashMessage('success', 'Your enquiry has been sent to the owner.')
    for (const property of properties) {
      const leads = await Lead.query().where('property_id', property.id)
      assert.lengthOf(leads, 1)
      assert.equal(leads[0].enquiryCount, PARALLEL)
    }
  }).timeout(60_000)
})
