import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { DOCUMENTS } from '#services/legal/legal_documents'
import { isolated } from '#tests/helpers/db'
import { pageMessages } from '#tests/helpers/page_messages'

const LEGAL = [
  {
    path: '/privacy-policy',
    name: 'privacy_policy',
    title: { en: 'Privacy Policy', hi: 'गोपनीयता नीति', te: 'గోప్యతా విధానం' },
  },
  {
    path: '/terms-of-service',
    name: 'terms_of_service',
    title: { en: 'Terms of Service', hi: 'सेवा की शर्तें', te: 'సేవా నిబంధనలు' },
  },
  {
    path: '/cookie-policy',
    name: 'cookie_policy',
    title: { en: 'Cookie Policy', hi: 'कुकी नीति', te: 'కుకీ విధానం' },
  },
] as const

const UPDATED = { en: 'Last updated: January 8, 2025', hi: /8 जनवरी 2025/, te: /8 జనవరి, 2025/ }

test.group('Help and legal pages', (group) => {
  isolated(group)

  for (const page of LEGAL) {
    for (const locale of ['en', 'hi', 'te'] as const) {
      test(`${page.path} in ${locale}: every section, the date, the title`, async ({
        client,
        assert,
      }) => {
        const response = await client
          .get(urlFor(page.name))
          .withPlainCookie('locale', locale)
          .withInertia()
        response.assertStatus(200)
        response.assertInertiaComponent('legal/show')
        const { document } = response.body().props
        assert.equal(document.title, page.title[locale])
        const updated = UPDATED[locale]
        if (typeof updated === 'string') assert.equal(document.updated, updated)
        else assert.match(document.updated, updated)
        assert.deepEqual(
          document.sections.map((s: { id: string }) => s.id),
          [...DOCUMENTS[page.name].sections]
        )
        for (const section of document.sections) {
          assert.notMatch(section.body, /^legal\./, `${section.id} has text`)
          assert.isAbove(section.body.length, 40)
          assert.notInclude(section.body, '{email}')
        }
      })
    }
  }

  test('the privacy policy states the 48-hour sign-in cookie, DPDP rights, US rights and both payment providers', async ({
    client,
    assert,
  }) => {
    const response = await client
      .get(urlFor('privacy_policy'))
      .withPlainCookie('locale', 'en')
      .withInertia()
    const text = JSON.stringify(response.body().props.document)
    for (const needle of [
      '48 hours',
      'Digital Personal Data Protection Act, 2023',
      'Data Protection Board of India',
      'California',
      'Razorpay',
      'Stripe',
      'support@dreamhomes.example',
      'within 24 hours',
    ]) {
      assert.include(text, needle)
    }
  })

  test('the cookie policy lists the cookies with their durations', async ({ client, assert }) => {
    const response = await client
      .get(urlFor('cookie_policy'))
      .withPlainCookie('locale', 'en')
      .withInertia()
    const cookies = response.body().props.cookies as { name: string; duration: string }[]
    assert.deepInclude(cookies, {
      name: 'dh_session',
      category: 'essential',
      storage: 'cookie',
      purpose: 'session',
      duration: 'hours_48',
    })
    assert.includeMembers(
      cookies.map((c) => c.name),
      ['dh_session', 'XSRF-TOKEN', 'country', 'locale', 'dreamhomes_cookie_consent']
    )
  })

  test('the sign-in (session) cookie lives 48 hours and the XSRF token 2 hours, as the policy says', async ({
    client,
    assert,
  }) => {
    const response = await client.get(urlFor('cookie_policy'))
    const { 'dh_session': session, 'XSRF-TOKEN': xsrf } = response.cookies()
    assert.exists(session)
    assert.equal(session.maxAge, 48 * 60 * 60)
    assert.exists(xsrf)
    assert.equal(xsrf.maxAge, 2 * 60 * 60)
  })

  test('/help explains credits and lists the shortcuts', async ({ client, assert }) => {
    const response = await client.get(urlFor('help')).withPlainCookie('locale', 'en').withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('help/index')
    const { document, keys } = response.body().props
    assert.deepEqual(
      document.sections.map((s: { id: string }) => s.id),
      [...DOCUMENTS.help.sections]
    )
    assert.include(JSON.stringify(document), '1 credit = 1 property post for 30 days')
    assert.include(JSON.stringify(document), '25%')
    assert.equal(keys.save, 'Save the form')
  })

  test('long page texts are not sent with every page', async ({ client, assert }) => {
    const response = await client.get(urlFor('home')).withPlainCookie('locale', 'en').withInertia()
    const keys = Object.keys(pageMessages(response.body().props))
    assert.isAbove(keys.length, 100)
    assert.isEmpty(
      keys.filter(
        (key) =>
          key.startsWith('legal.') ||
          key.startsWith('help.sections.') ||
          key.startsWith('help.keys.')
      )
    )
    assert.include(keys, 'help.more')
    assert.include(keys, 'cookies.banner.accept_all')
    // The contact page's own short messages still reach it (home no longer carries them: issue 28).
    const contact = await client
      .get(urlFor('contact_us'))
      .withPlainCookie('locale', 'en')
      .withInertia()
    assert.include(Object.keys(pageMessages(contact.body().props)), 'contact.failed')
  })
})
