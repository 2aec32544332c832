import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { PAGE_AREAS, SHELL_AREAS } from '#services/i18n/page_areas'
import { isolated } from '#tests/helpers/db'
import { pageMessageAreas, pageMessages, rawMessageKeys } from '#tests/helpers/page_messages'
import { makeVenture } from '#tests/helpers/ventures'

/** The page object a first HTML carries (the @inertia tag's JSON script). */
function pageObject(html: string) {
  const json = html.match(/<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/)
  if (!json) throw new Error('No page object in the HTML')
  return JSON.parse(json[1].replaceAll('\\/', '/'))
}

/** What a first HTML shows: its body without scripts and styles (text, attributes). */
const shownHtml = (html: string) =>
  (html.split('<body')[1] ?? '').replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '')

/** Areas nobody but the signed-in screens uses (admin, builder, dashboard, posting). */
const BACK_OFFICE = [
  'admin',
  'admin_overview',
  'bulk_upload',
  'dashboard',
  'posting',
  'venture_builder',
]

const sorted = (areas: readonly string[]) => [...new Set(areas)].sort()

test.group('Messages per page (issue 28)', (group) => {
  isolated(group)

  test("home's first HTML carries the shell's and home's areas, no back-office one", async ({
    client,
    assert,
  }) => {
    const response = await client.get(urlFor('home')).withPlainCookie('locale', 'en')
    response.assertStatus(200)
    const { props } = pageObject(response.text())
    assert.deepEqual(
      pageMessageAreas(props),
      sorted([...SHELL_AREAS, ...PAGE_AREAS.home].filter((area) => area !== 'places'))
    )
    const keys = Object.keys(pageMessages(props))
    assert.equal(pageMessages(props)['pages.home.title'], 'Find Your Dream Property')
    for (const area of BACK_OFFICE)
      assert.deepEqual(
        keys.filter((key) => key.startsWith(`${area}.`)),
        [],
        `home carries ${area} messages`
      )
    // The area props hold only their own keys.
    assert.isTrue(Object.keys(props.messages_shell).every((key) => key.startsWith('shell.')))
  })

  test("the admin panel gets admin's messages", async ({ client, assert }) => {
    const admin = await UserFactory.merge({ role: 'admin' }).create()
    const response = await client.get(urlFor('admin')).loginAs(admin).withInertia()
    response.assertStatus(200)
    const messages = pageMessages(response.inertiaProps)
    assert.equal(messages['admin.tabs.users'], 'Users')
    assert.isString(messages['admin_overview.total_users'])
    assert.isUndefined(messages['venture_builder.badges.public'])
  })

  test('an Inertia visit sends only the areas the browser does not have yet', async ({
    client,
    assert,
  }) => {
    const agent = await UserFactory.apply('agent').create()
    // The browser reports the once-props of the page it comes from (home, English).
    const held = [...SHELL_AREAS, ...PAGE_AREAS.home].map((area) => `messages.en.${area}`)
    const response = await client
      .get(urlFor('dashboard'))
      .loginAs(agent)
      .withPlainCookie('locale', 'en')
      .withInertia()
      .header('x-inertia-except-once-props', held.join(','))
    response.assertStatus(200)
    const body = response.body()
    assert.deepEqual(pageMessageAreas(body.props), ['dashboard'])
    assert.equal(body.props.messages_dashboard['dashboard.title'], 'Dashboard')
    // The areas it kept are still the page's: the browser fills them from its copy.
    assert.deepEqual(body.onceProps['messages.en.shell'], {
      prop: 'messages_shell',
      expiresAt: null,
    })
  })

  test('a language gets its own messages; Hindi home has no place names, Find Properties has', async ({
    client,
    assert,
  }) => {
    const home = await client.get(urlFor('home')).withPlainCookie('locale', 'hi').withInertia()
    assert.equal(pageMessages(home.inertiaProps)['auth.sign_in'], 'लॉग इन करें')
    assert.notProperty(home.inertiaProps, 'messages_places')
    assert.include(Object.keys(home.body().onceProps), 'messages.hi.auth')
    const search = await client
      .get(urlFor('properties.index'))
      .withPlainCookie('locale', 'hi')
      .withInertia()
    assert.property(search.inertiaProps, 'messages_places')
  })

  test('no public page shows a message key in {$self}')
    .with(['en', 'hi'])
    .run(async ({ client, assert }, locale) => {
      const owner = await UserFactory.apply('agent').create()
      const listing = await PropertyFactory.merge({ ownerId: owner.id }).create()
      const venture = await makeVenture(owner)
      const paths = [
        urlFor('home'),
        urlFor('properties.index'),
        urlFor('properties.show', { id: listing.id }),
        urlFor('properties.show', { id: 999999 }),
        urlFor('ventures.index'),
        urlFor('ventures.show', { id: venture.id }),
        urlFor('ventures.show', { id: 999999 }),
        '/no-such-page',
        urlFor('contact_us'),
        urlFor('help'),
        urlFor('privacy_policy'),
        urlFor('cookie_policy'),
        urlFor('compare', {}, { qs: { ids: String(listing.id) } }),
        urlFor('password_reset.show', { token: 'not-a-token' }),
        urlFor('dashboard'),
      ]
      for (const path of paths) {
        const response = await client.get(path).withPlainCookie('locale', locale)
        assert.include(response.text(), `<html lang="${locale}"`, path)
        assert.deepEqual(rawMessageKeys(shownHtml(response.text())), [], path)
      }
    })
})
