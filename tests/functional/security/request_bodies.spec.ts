import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { gzipSync } from 'node:zlib'
import Property from '#models/property'
import Venture from '#models/venture'
import ContactSubmission from '#models/contact_submission'
import { isolated } from '#tests/helpers/db'
import { ownerWithCredits, withLocationTree } from '#tests/functional/posting/helpers'
import {
  asciiJson,
  largestContact,
  largestListing,
  largestVenture,
} from '#tests/helpers/largest_bodies'
import { stripeDelivery, stripeEvent, withFakeProviders } from '#tests/helpers/fake_providers'
import { expectStatus } from '#tests/helpers/http'
import { jsonOf, rawRequest } from '#tests/helpers/raw_http'

const KB = 1024
const tooLarge = (size: string) => ({
  detail: `What you sent is too large: the limit here is ${size}. Please shorten it and try again.`,
})
const bytes = (text: string) => Buffer.byteLength(text)

/** A JSON POST sent in chunks without a Content-Length: the cap must hold on the bytes read, not on a declared length. */
async function chunkedJson(path: string, body: string) {
  const headers = {
    'content-type': 'application/json',
    'accept': 'application/json',
    'accept-language': 'en',
    'transfer-encoding': 'chunked',
  }
  const response = await rawRequest(path, { method: 'POST', headers }, (req) => {
    for (let at = 0; at < body.length; at += 4 * KB) req.write(body.slice(at, at + 4 * KB))
    req.end()
  })
  return jsonOf(response)
}

test.group('Request bodies: each route takes what its largest real request needs', (group) => {
  isolated(group)
  withLocationTree(group)

  test('a sign-in body over 16 kB is refused with 413 before any rule reads it: JSON, form and chunked alike', async ({
    client,
    assert,
  }) => {
    const body = { email: `a@${'.'.repeat(17 * KB)}@example.com`, password: 'whatever1' }
    const json = await client
      .post(urlFor('api.auth.login'))
      .header('accept-language', 'en')
      .json(body)
    json.assertStatus(413)
    json.assertBody(tooLarge('16 KB'))
    const form = await client
      .post(urlFor('api.auth.login'))
      .header('accept-language', 'en')
      .form(body)
    form.assertStatus(413)
    form.assertBody(tooLarge('16 KB'))
    const chunked = await chunkedJson(urlFor('api.auth.login'), JSON.stringify(body))
    assert.equal(chunked.status, 413)
    assert.deepEqual(chunked.body, tooLarge('16 KB'))
    const te = await client
      .post(urlFor('api.auth.login'))
      .header('accept-language', 'te')
      .json(body)
    te.assertStatus(413)
    te.assertBody({
      detail: 'మీరు పంపినది చాలా పెద్దగా ఉంది: ఇక్కడ గరిష్ఠ పరిమితి 16 KB. దయచేసి దాన్ని తగ్గించి మళ్లీ ప్రయత్నించండి.',
    })
    // Under the cap the rules answer as before.
    await expectStatus(
      client
        .post(urlFor('api.auth.login'))
        .json({ email: 'nobody@example.com', password: 'whatever1' }),
      401
    )
  })

  test('a compressed body is capped on its decompressed size (512 kB of JSON sent as 1 kB of gzip)', async ({
    assert,
  }) => {
    const body = gzipSync(
      JSON.stringify({ email: 'a@example.com', password: ' '.repeat(512 * KB) })
    )
    assert.isBelow(body.length, 4 * KB)
    const response = await fetch(`http://${process.env.HOST}:${process.env.PORT}/api/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        'accept-language': 'en',
      },
      body,
    })
    assert.equal(response.status, 413)
    assert.deepEqual(await response.json(), tooLarge('16 KB'))
  })

  test('on a page the refusal is the toast and the form error, in the visitor language', async ({
    client,
  }) => {
    const response = await client
      .post(urlFor('session.store'))
      .withCsrfToken()
      .withPlainCookie('locale', 'hi')
      .withInertia()
      .header('referer', urlFor('properties.index'))
      .json({ email: 'a@example.com', password: 'x'.repeat(20 * KB) })
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', urlFor('properties.index'))
    const message =
      'आपने जो भेजा है, वह बहुत बड़ा है: यहाँ अधिकतम सीमा 16 KB है। कृपया इसे छोटा करके फिर से कोशिश करें।'
    response.assertFlashMessage('error', message)
    response.assertFlashMessage('inputErrorsBag', { body: [message] })
  })

  test('the largest valid listing (every field at its maximum, in Telugu) is accepted, escaped or not; over 64 kB is 413', async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(0)
    const listing = largestListing()
    assert.isAbove(bytes(JSON.stringify(listing)), 16 * KB)
    assert.isAbove(bytes(asciiJson(listing)), 32 * KB)
    await expectStatus(
      client.post(urlFor('api.properties.store')).bearerToken(token).json(listing),
      201
    )
    const escaped = await client
      .post(urlFor('api.properties.store'))
      .bearerToken(token)
      .type('application/json')
      .unsafeJson(asciiJson(listing))
    escaped.assertStatus(201)
    assert.equal(escaped.body().description, listing.description)
    const over = await client
      .post(urlFor('api.properties.store'))
      .bearerToken(token)
      .header('accept-language', 'en')
      .json({ ...listing, description: 'x'.repeat(65 * KB) })
    over.assertStatus(413)
    over.assertBody(tooLarge('64 KB'))
    assert.equal(
      Number(
        (await Property.query().where('owner_id', user.id).count('* as n').first())!.$extras.n
      ),
      2
    )
  })

  test('the largest valid venture is accepted, escaped or not; over 128 kB is 413', async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(0)
    const venture = largestVenture()
    assert.isAbove(bytes(JSON.stringify(venture)), 48 * KB)
    assert.isAbove(bytes(asciiJson(venture)), 64 * KB)
    await expectStatus(
      client.post(urlFor('api.ventures.store')).bearerToken(token).json(venture),
      201
    )
    await expectStatus(
      client
        .post(urlFor('api.ventures.store'))
        .bearerToken(token)
        .type('application/json')
        .unsafeJson(asciiJson(venture)),
      201
    )
    const over = await client
      .post(urlFor('api.ventures.store'))
      .bearerToken(token)
      .header('accept-language', 'en')
      .json({ ...venture, description: 'x'.repeat(129 * KB) })
    over.assertStatus(413)
    over.assertBody(tooLarge('128 KB'))
    assert.equal(
      Number((await Venture.query().where('owner_id', user.id).count('* as n').first())!.$extras.n),
      2
    )
  })

  test('the largest valid Contact Us message is accepted, escaped or not; over 48 kB is 413', async ({
    client,
    assert,
  }) => {
    const contact = largestContact()
    assert.isAbove(bytes(JSON.stringify(contact)), 16 * KB)
    assert.isAbove(bytes(asciiJson(contact)), 32 * KB)
    await expectStatus(
      client
        .post(urlFor('api.contact.submit'))
        .header('x-forwarded-for', '10.62.0.1')
        .json(contact),
      201
    )
    const escaped = await client
      .post(urlFor('api.contact.submit'))
      .header('x-forwarded-for', '10.62.0.2')
      .type('application/json')
      .unsafeJson(asciiJson(contact))
    escaped.assertStatus(201)
    const over = await client
      .post(urlFor('api.contact.submit'))
      .header('x-forwarded-for', '10.62.0.3')
      .header('accept-language', 'en')
      .json({ ...contact, message: 'x'.repeat(49 * KB) })
    over.assertStatus(413)
    over.assertBody(tooLarge('48 KB'))
    assert.equal(Number((await ContactSubmission.query().count('* as n').first())!.$extras.n), 2)
  })
})

test.group('Request bodies: payment webhooks', (group) => {
  isolated(group)
  withFakeProviders(group)

  test('a signed 40 kB event is verified on its raw bytes; over 64 kB is 413', async ({
    client,
  }) => {
    const event = stripeEvent('customer.created', {
      id: 'cus_1',
      metadata: { note: 'x'.repeat(40 * KB) },
    } as any)
    const delivery = stripeDelivery(event)
    const response = await client
      .post(urlFor('api.payment.webhooks.stripe'))
      .header('stripe-signature', delivery.signature)
      .unsafeJson(delivery.payload as any)
    response.assertStatus(200)
    response.assertBodyContains({ received: true })
    const large = stripeDelivery(
      stripeEvent('customer.created', {
        id: 'cus_2',
        metadata: { note: 'x'.repeat(65 * KB) },
      } as any)
    )
    const over = await client
      .post(urlFor('api.payment.webhooks.stripe'))
      .header('stripe-signature', large.signature)
      .header('accept-language', 'en')
      .unsafeJson(large.payload as any)
    over.assertStatus(413)
    over.assertBody(tooLarge('64 KB'))
  })
})
