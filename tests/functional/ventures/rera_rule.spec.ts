import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import Venture from '#models/venture'
import { isolated } from '#tests/helpers/db'
import { makeVenture, ventureForm } from '#tests/helpers/ventures'
import { ownerWithCredits, withLocationTree } from '#tests/functional/posting/helpers'

const MESSAGE = {
  en: 'Enter the RERA registration number to mark this project RERA Approved',
  hi: 'इस प्रोजेक्ट को RERA स्वीकृत बताने के लिए RERA पंजीकरण संख्या दर्ज करें',
  te: 'ఈ ప్రాజెక్ట్‌ను RERA ఆమోదితంగా చూపడానికి RERA నమోదు సంఖ్యను నమోదు చేయండి',
}
const withoutNumber = ventureForm({ rera_number: null, approvals: ['rera_approved', 'fire_noc'] })

/** Issue 27: 'RERA Approved' needs a RERA registration number, on create and edit, /api and pages. */
test.group('Ventures: RERA Approved needs a RERA number', (group) => {
  isolated(group)
  withLocationTree(group)

  test('/api refuses it with 422 {detail, errors} on create and edit, in each language', async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(0)
    const venture = await makeVenture(user, { approvals: [], reraNumber: null })
    for (const [locale, message] of Object.entries(MESSAGE)) {
      const created = await client
        .post(urlFor('api.ventures.store'))
        .bearerToken(token)
        .header('accept-language', locale)
        .json(withoutNumber)
      created.assertStatus(422)
      assert.deepEqual(created.body(), {
        detail: message,
        errors: [{ field: 'rera_number', message, rule: 'rera_number_required' }],
      })
    }
    const edited = await client
      .put(urlFor('api.ventures.update', { id: venture.id }))
      .bearerToken(token)
      .header('accept-language', 'en')
      .json(withoutNumber)
    edited.assertStatus(422)
    assert.equal(edited.body().errors[0].field, 'rera_number')
    assert.lengthOf(await Venture.query().where('owner_id', user.id), 1)
    await venture.refresh()
    assert.deepEqual(venture.approvals, [])
  })

  test('an edit that drops the number of a RERA Approved venture is refused; with one it is kept', async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(0)
    const venture = await makeVenture(user, { approvals: ['rera_approved'], reraNumber: 'P024001' })
    const keep = ventureForm({ approvals: undefined, rera_number: undefined })
    const kept = await client
      .put(urlFor('api.ventures.update', { id: venture.id }))
      .bearerToken(token)
      .json(keep)
    kept.assertStatus(200)
    assert.equal(kept.body().rera_number, 'P024001')
    const dropped = await client
      .put(urlFor('api.ventures.update', { id: venture.id }))
      .bearerToken(token)
      .json({ ...keep, rera_number: '' })
    dropped.assertStatus(422)
    const created = await client
      .post(urlFor('api.ventures.store'))
      .bearerToken(token)
      .json(ventureForm({ rera_number: 'P02400001111' }))
    created.assertStatus(201)
  })

  test('the page shows the message on the RERA number field, on create and edit', async ({
    client,
    assert,
  }) => {
    const { user } = await ownerWithCredits(0)
    const venture = await makeVenture(user, { approvals: [], reraNumber: null })
    for (const [method, url] of [
      ['post', urlFor('ventures.store')],
      ['put', urlFor('ventures.update', { id: venture.id })],
    ] as const) {
      const page = await client[method](url)
        .withCsrfToken()
        .withPlainCookie('locale', 'hi')
        .loginAs(user)
        .accept('html')
        .json(withoutNumber)
        .redirects(0)
      page.assertStatus(302)
      const errors = page.flashMessages().inputErrorsBag as Record<string, string[]>
      assert.deepEqual(errors.rera_number, [MESSAGE.hi], url)
    }
    assert.lengthOf(await Venture.query().where('owner_id', user.id), 1)
  })
})
