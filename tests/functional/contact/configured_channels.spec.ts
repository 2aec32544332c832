import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import contactConfig from '#config/contact'
import { isolated } from '#tests/helpers/db'

const DEFAULT_EMAIL = 'support@dreamhomes.example'

/** Another deployment's channels, as CONTACT_* would give them at boot (config/contact.ts). */
const CONFIGURED = {
  email: 'help@homes.test',
  phone: '+91 40 1234 5678',
  whatsapp: '914012345678',
  offices: [{ city: 'Hyderabad', address: 'Road No. 36, Jubilee Hills' }],
}

test.group('Contact channels come from configuration, not the bundle', (group) => {
  isolated(group)
  group.each.setup(() => {
    const saved = { ...contactConfig }
    Object.assign(contactConfig, CONFIGURED)
    return () => {
      Object.assign(contactConfig, saved)
    }
  })

  for (const locale of ['en', 'hi', 'te']) {
    test(`the footer of every page shows the configured support address (${locale})`, async ({
      client,
      assert,
    }) => {
      const props = await client.get(urlFor('home')).withPlainCookie('locale', locale).withInertia()
      assert.deepEqual(props.body().props.support, { email: CONFIGURED.email })

      const page = await client.get(urlFor('help')).withPlainCookie('locale', locale)
      const html = page.text()
      assert.include(html, `href="mailto:${CONFIGURED.email}"`)
      assert.notInclude(html, DEFAULT_EMAIL)
    })
  }

  test('Contact Us shows the configured channels and offices, and nothing of the default', async ({
    client,
    assert,
  }) => {
    const response = await client.get(urlFor('contact_us')).withPlainCookie('locale', 'en')
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, CONFIGURED.email)
    assert.include(html, 'Road No. 36, Jubilee Hills')
    assert.notInclude(html, DEFAULT_EMAIL)
  })
})
