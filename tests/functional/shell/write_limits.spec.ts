import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import User from '#models/user'
import { RATE_LIMITS } from '#config/limiter'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import { expectStatus } from '#tests/helpers/http'

type Limit = keyof typeof RATE_LIMITS
type Call = {
  method: 'post' | 'delete' | 'get'
  url: string
  body?: Record<string, unknown>
  auth: boolean
}

/**
 * Each limited /api write, called with a cheap (usually invalid) body: the limiter counts before the controller looks.
 * A function: route names become addresses once the app has started.
 */
const API_WRITES = (): { name: string; limit: Limit; call: Call }[] => [
  {
    name: 'image upload',
    limit: 'imageUploads',
    call: { method: 'post', url: urlFor('api.uploads.image'), auth: true },
  },
  {
    name: 'listing creation',
    limit: 'listingCreations',
    call: { method: 'post', url: urlFor('api.properties.store'), body: {}, auth: true },
  },
  {
    name: 'favorite',
    limit: 'favorites',
    call: { method: 'post', url: urlFor('api.favorites.store'), body: {}, auth: true },
  },
  {
    name: 'unfavorite',
    limit: 'favorites',
    call: { method: 'delete', url: urlFor('api.favorites.destroy', { id: 999999 }), auth: true },
  },
  {
    name: 'payment order',
    limit: 'paymentOrders',
    call: { method: 'post', url: urlFor('api.payment.create_order'), body: {}, auth: true },
  },
  {
    name: 'legacy purchase',
    limit: 'paymentOrders',
    call: { method: 'post', url: urlFor('api.credits.purchase'), body: {}, auth: true },
  },
  {
    name: 'booking checkout',
    limit: 'paymentOrders',
    call: { method: 'post', url: urlFor('api.bookings.store'), body: {}, auth: true },
  },
  {
    name: 'verify-razorpay',
    limit: 'paymentVerifications',
    call: { method: 'post', url: urlFor('api.payment.verify_razorpay'), body: {}, auth: true },
  },
  {
    name: 'verify-stripe',
    limit: 'paymentVerifications',
    call: { method: 'post', url: urlFor('api.payment.verify_stripe'), body: {}, auth: true },
  },
  {
    name: 'legacy verify-payment',
    limit: 'paymentVerifications',
    call: { method: 'post', url: urlFor('api.credits.verify_payment'), body: {}, auth: true },
  },
  {
    name: 'reverse geocoding',
    limit: 'reverseGeocoding',
    call: { method: 'post', url: urlFor('api.locations.reverse_geocode'), body: {}, auth: false },
  },
  {
    name: 'detect and save',
    limit: 'reverseGeocoding',
    call: { method: 'post', url: urlFor('api.locations.detect_and_save'), body: {}, auth: false },
  },
  {
    name: 'registration',
    limit: 'registrationsPerIp',
    call: { method: 'post', url: urlFor('api.auth.register'), body: {}, auth: false },
  },
]

async function tokenFor(user: User) {
  const accessToken = await User.accessTokens.create(user)
  return accessToken.value!.release()
}

function send(client: any, call: Call, token: string | null, ip: string) {
  let request = client[call.method](call.url).header('x-forwarded-for', ip)
  if (call.auth && token) request = request.bearerToken(token)
  return call.body ? request.json(call.body) : request
}

test.group('Rate limits on /api writes', (group) => {
  isolated(group)

  test('{name}: the request after the limit is 429 with a detail and Retry-After')
    .with(API_WRITES)
    .run(async ({ client, assert }, { limit, call }) => {
      const token = await tokenFor(await UserFactory.create())
      for (let i = 0; i < RATE_LIMITS[limit].requests; i++) {
        const response = await send(client, call, token, '10.20.0.1')
        assert.notEqual(
          response.status(),
          429,
          `request ${i + 1} of ${RATE_LIMITS[limit].requests}`
        )
      }
      const blocked = await send(client, call, token, '10.20.0.1')
      blocked.assertStatus(429)
      assert.match(
        blocked.body().detail,
        /^Too many attempts\. Please try again in \d+ (seconds?|minutes?)\.$/
      )
      assert.isAbove(Number(blocked.header('retry-after')), 0)

      // Signed-in limits belong to the account, public ones to the address: someone else is not affected.
      const otherToken = await tokenFor(await UserFactory.create())
      const other = await send(client, call, otherToken, '10.20.0.2')
      assert.notEqual(other.status(), 429)
    })
    .timeout(60_000)
})

test.group('Rate limits on page writes', (group) => {
  isolated(group)

  const PAGE_WRITES = (): {
    name: string
    limit: Limit
    method: 'post' | 'delete'
    url: string
    form: Record<string, unknown>
  }[] => [
    {
      name: 'favorite',
      limit: 'favorites',
      method: 'post',
      url: urlFor('favorites.store', { id: 999999 }),
      form: {},
    },
    {
      name: 'listing creation',
      limit: 'listingCreations',
      method: 'post',
      url: urlFor('properties.store'),
      form: {},
    },
    {
      name: 'credits order',
      limit: 'paymentOrders',
      method: 'post',
      url: urlFor('credits.buy'),
      form: {},
    },
    {
      name: 'booking checkout',
      limit: 'paymentOrders',
      method: 'post',
      url: urlFor('bookings.store', { id: 999999 }),
      form: {},
    },
    {
      name: 'Razorpay verification',
      limit: 'paymentVerifications',
      method: 'post',
      url: urlFor('credits.verify_razorpay'),
      form: {},
    },
    {
      name: 'country choice',
      limit: 'preferences',
      method: 'post',
      url: urlFor('preferences.country'),
      form: { country: 'XX' },
    },
  ]

  test('{name}: over the limit, back to the page with the message as a toast')
    .with(PAGE_WRITES)
    .run(async ({ client, assert }, { limit, method, url, form }) => {
      const user = await UserFactory.create()
      const submit = () =>
        client[method](url)
          .loginAs(user)
          .withCsrfToken()
          .withPlainCookie('locale', 'en')
          .withInertia()
          .header('referer', urlFor('properties.index'))
          .form(form)
          .redirects(0)
      for (let i = 0; i < RATE_LIMITS[limit].requests; i++) {
        const response = await submit()
        assert.notEqual(response.status(), 429)
        assert.notMatch(String(response.flashMessages()?.error ?? ''), /Too many/)
      }
      const blocked = await submit()
      blocked.assertStatus(302)
      assert.equal(blocked.header('location'), urlFor('properties.index'))
      assert.match(
        String(blocked.flashMessages().error),
        /^Too many attempts\. Please try again in \d+ (seconds?|minutes?)\.$/
      )
    })
    .timeout(60_000)

  test('checkout returns share the verification budget; the credits page without return parameters does not spend it', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const visit = (url: string) =>
      client
        .get(url)
        .loginAs(user)
        .withPlainCookie('locale', 'en')
        .withInertia()
        .header('referer', urlFor('properties.index'))
        .redirects(0)
    const paymentReturn = urlFor('credits', {}, { qs: { success: 'true', transaction_id: 999999 } })
    const bookingReturn = urlFor(
      'bookings.return',
      { id: 999999 },
      { qs: { success: 'true', transaction_id: 999999 } }
    )
    for (let i = 0; i < RATE_LIMITS.paymentVerifications.requests + 5; i++) {
      const page = await visit(urlFor('credits'))
      page.assertStatus(200)
    }
    const half = RATE_LIMITS.paymentVerifications.requests / 2
    for (let i = 0; i < half; i++) {
      const page = await visit(paymentReturn)
      assert.notMatch(String(page.flashMessages()?.error ?? ''), /Too many/)
    }
    for (let i = 0; i < half; i++) {
      const page = await visit(bookingReturn)
      assert.notMatch(String(page.flashMessages()?.error ?? ''), /Too many/)
    }
    for (const url of [
      paymentReturn,
      urlFor('bookings.return', { id: 999999 }, { qs: { session_id: 'cs_x' } }),
    ]) {
      const blocked = await visit(url)
      blocked.assertStatus(302)
      assert.match(
        String(blocked.flashMessages().error),
        /^Too many attempts\. Please try again in \d+ (seconds?|minutes?)\.$/
      )
    }
  }).timeout(60_000)

  test('a photo upload from the wizard (JSON) gets 429 {detail}, which the wizard shows', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const upload = () =>
      client
        .post(urlFor('uploads.image'))
        .loginAs(user)
        .withCsrfToken()
        .header('accept', 'application/json')
    for (let i = 0; i < RATE_LIMITS.imageUploads.requests; i++) {
      await expectStatus(upload(), 422)
    }
    const blocked = await upload()
    blocked.assertStatus(429)
    assert.match(blocked.body().detail, /^Too many attempts/)
    assert.exists(blocked.header('retry-after'))
  }).timeout(60_000)

  test('"Use my location" (JSON) gets 429 {detail} after the reverse-geocoding limit', async ({
    client,
    assert,
  }) => {
    const reverse = () =>
      client
        .get(urlFor('locations.reverse', {}, { qs: { latitude: '17.44', longitude: '78.35' } }))
        .header('accept', 'application/json')
        .header('x-forwarded-for', '10.30.0.1')
    for (let i = 0; i < RATE_LIMITS.reverseGeocoding.requests; i++) {
      await expectStatus(reverse(), 200)
    }
    const blocked = await reverse()
    blocked.assertStatus(429)
    assert.match(blocked.body().detail, /^Too many attempts/)
  })
})
