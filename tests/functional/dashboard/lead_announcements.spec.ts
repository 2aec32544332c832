import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import mail from '@adonisjs/mail/services/main'
import type NewLeadMail from '#mails/new_lead_mail'
import Lead from '#models/lead'
import { UserFactory } from '#database/factories/user_factory'
import { PropertyFactory } from '#database/factories/property_factory'
import { isolated } from '#tests/helpers/db'
import { emptyMailFolder, mailFilesIn } from '#tests/helpers/mail_files'
import { expectStatus } from '#tests/helpers/http'
import { enquiryForm, KIRAN_ENQUIRY } from '#tests/helpers/listings'
import { makeVenture } from '#tests/helpers/ventures'
import { tokenOf } from './helpers.js'

/** A listing of an account without a role, whose language is Hindi. */
async function hindiOwnerListing() {
  const owner = await UserFactory.merge({ locale: 'hi' }).create()
  const listing = await PropertyFactory.merge({
    ownerId: owner.id,
    title: '2 BHK Flat in Madhapur',
  }).create()
  return { owner, listing }
}

/** The subject and text of a queued mail, as it would be sent. */
function rendered(queued: NewLeadMail) {
  const { message } = queued.message.toJSON()
  return { to: message.to, subject: message.subject ?? '', text: String(message.text ?? '') }
}

test.group('A new lead is announced to its owner (issue 27)', (group) => {
  isolated(group)

  test("an enquiry queues one mail to the owner, in the owner's language, without the buyer's contact details", async ({
    client,
    assert,
  }) => {
    const { owner, listing } = await hindiOwnerListing()
    const { mails } = mail.fake()
    try {
      const response = await enquiryForm(client, listing.id, KIRAN_ENQUIRY)
      response.assertStatus(302)
      // The same person again the same day joins the lead: no second mail.
      await enquiryForm(client, listing.id, KIRAN_ENQUIRY)
      const queued = mails.queued() as NewLeadMail[]
      assert.lengthOf(queued, 1)
      const { to, subject, text } = rendered(queued[0])
      assert.deepEqual(to, [owner.email])
      assert.equal(subject, 'नई पूछताछ: 2 BHK Flat in Madhapur')
      assert.include(text, KIRAN_ENQUIRY.name)
      assert.include(text, 'प्रॉपर्टी पूछताछ')
      assert.include(text, urlFor('dashboard'))
      assert.notInclude(text, KIRAN_ENQUIRY.phone)
      assert.notInclude(text, KIRAN_ENQUIRY.email)
    } finally {
      mail.restore()
    }
  })

  test("Contact Developer queues the mail to the venture's developer", async ({
    client,
    assert,
  }) => {
    const developer = await UserFactory.apply('partner').create()
    const venture = await makeVenture(developer, { name: 'Lakeview Heights' })
    const { mails } = mail.fake()
    try {
      await expectStatus(
        client.post(urlFor('api.ventures.contact', { id: venture.id })).json(KIRAN_ENQUIRY),
        201
      )
      const queued = mails.queued() as NewLeadMail[]
      assert.lengthOf(queued, 1)
      const { to, subject } = rendered(queued[0])
      assert.deepEqual(to, [developer.email])
      assert.equal(subject, 'New enquiry: Lakeview Heights')
    } finally {
      mail.restore()
    }
  })

  test('a mail that cannot be queued is logged; the enquiry still succeeds', async ({
    client,
    assert,
  }) => {
    const { listing } = await hindiOwnerListing()
    const sendLater = mail.sendLater
    mail.sendLater = async () => {
      throw new Error('the queue is down')
    }
    try {
      const response = await enquiryForm(client, listing.id, KIRAN_ENQUIRY)
      response.assertStatus(302)
      response.assertFlashMessage('success', 'Your enquiry has been sent to the owner.')
    } finally {
      mail.sendLater = sendLater
    }
    const leads = await Lead.query().where('property_id', listing.id)
    assert.lengthOf(leads, 1)
  })

  test('without SMTP the mail is written under MAIL_FILE_DIR', async ({ client, assert }) => {
    const directory = await emptyMailFolder()
    const { owner, listing } = await hindiOwnerListing()
    await enquiryForm(client, listing.id, KIRAN_ENQUIRY)

    const messages = await mailFilesIn(directory)
    assert.lengthOf(messages, 1)
    const [text] = messages
    assert.include(text, `To: ${owner.email}`)
    assert.notInclude(text, KIRAN_ENQUIRY.phone)
  })

  test("the owner's menu counts their New leads until they answer them", async ({
    client,
    assert,
  }) => {
    const { owner, listing } = await hindiOwnerListing()
    const other = await UserFactory.create()
    const newLeads = async (user: typeof owner) => {
      const page = await client.get(urlFor('my_listings')).withInertia().loginAs(user)
      return (page.inertiaProps as { new_leads: number }).new_leads
    }
    assert.equal(await newLeads(owner), 0)
    mail.fake()
    try {
      await enquiryForm(client, listing.id, KIRAN_ENQUIRY)
      await enquiryForm(client, listing.id, { ...KIRAN_ENQUIRY, phone: '9000022222', email: '' })
    } finally {
      mail.restore()
    }
    assert.equal(await newLeads(owner), 2)
    assert.equal(await newLeads(other), 0)

    const leads = await client.get(urlFor('api.leads.index')).bearerToken(await tokenOf(owner))
    await expectStatus(
      client
        .put(urlFor('api.leads.status', { id: leads.body().data[0].id }))
        .qs({ status: 'contacted' })
        .bearerToken(await tokenOf(owner)),
      200
    )
    assert.equal(await newLeads(owner), 1)
  })
})
