import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { isolated } from '#tests/helpers/db'

const ORIGIN = `http://${process.env.HOST}:${process.env.PORT}`

/**
 * Referers that name another site, or a path a browser would read as one
 * (docs/security.md "Hostile input"): each sends the language or country switch back
 * to the home page.
 */
const HOSTILE_REFERERS = [
  `${ORIGIN}//evil.example/x?lang=te`,
  `${ORIGIN}//evil.example/x`,
  `${ORIGIN}/\\evil.example/x?lang=te`,
  `${ORIGIN}/\\/evil.example/x`,
  `${ORIGIN}/%2f/evil.example/x?lang=te`,
  `${ORIGIN}/%2F%2Fevil.example?lang=te`,
  `${ORIGIN}/%5cevil.example?lang=te`,
  'http://evil.example/x?lang=te',
  'https://evil.example/properties',
  `https://${process.env.HOST}:${process.env.PORT}/properties?lang=te`,
  '//evil.example/x?lang=te',
  '/\\evil.example/x',
  'not a url',
]

const SWITCHES = [
  { path: '/preferences/language', route: 'preferences.language', form: { language: 'te' } },
  { path: '/preferences/country', route: 'preferences.country', form: { country: 'IN' } },
] as const

test.group('Language and country switches send the visitor back only to this site', (group) => {
  isolated(group)

  for (const { path, route, form } of SWITCHES) {
    test(`${path}: a hostile Referer goes to the home page`, async ({ client, assert }) => {
      const locations: Record<string, string | undefined> = {}
      for (const referer of HOSTILE_REFERERS) {
        const response = await client
          .post(urlFor(route))
          .header('referer', referer)
          .withCsrfToken()
          .form(form)
          .redirects(0)
        response.assertStatus(302)
        locations[referer] = response.header('location')
      }
      assert.deepEqual(
        locations,
        Object.fromEntries(HOSTILE_REFERERS.map((referer) => [referer, urlFor('home')]))
      )
    })

    test(`${path}: a page of this site is where the visitor goes back to`, async ({ client }) => {
      const response = await client
        .post(urlFor(route))
        .header('referer', `${ORIGIN}/properties?city=Hyderabad&lang=te`)
        .withCsrfToken()
        .form(form)
        .redirects(0)
      response.assertStatus(302)
      response.assertHeader(
        'location',
        route === 'preferences.language'
          ? urlFor('properties.index', {}, { qs: { city: 'Hyderabad' } })
          : urlFor('properties.index', {}, { qs: { city: 'Hyderabad', lang: 'te' } })
      )
    })
  }

  test('without a Referer the switch goes to the home page', async ({ client }) => {
    const response = await client
      .post(urlFor('preferences.language'))
      .withCsrfToken()
      .form({ language: 'hi' })
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', urlFor('home'))
  })
})
