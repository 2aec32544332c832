import { test } from '@japa/runner'
import { PropertyFactory } from '#database/factories/property_factory'
import { committed } from '#tests/helpers/db'
import { appUrl, hydrated } from '#tests/helpers/browser'

/** The head the server rendered survives hydration, and client-side visits keep it right (docs/seo.md). */
test.group('Search engines in the browser', (group) => {
  committed(group)

  test('after hydration and after a client-side visit the page has one title, its own canonical and its JSON-LD', async ({
    browser,
    assert,
  }) => {
    const property = await PropertyFactory.with('owner').merge({ title: 'Lake view flat' }).create()
    const context = await browser.newContext({ locale: 'en-IN' })
    await context.setPlainCookie('locale', 'en')
    const page = await context.newPage()
    type Head = {
      titles: number
      title: string
      canonical: (string | null)[]
      descriptions: number
      jsonLd: string[]
    }
    const head = (): Promise<Head> =>
      page.evaluate(`({
        titles: document.querySelectorAll('title').length,
        title: document.title,
        canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
        descriptions: document.querySelectorAll('meta[name="description"]').length,
        jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent)['@type']),
      })`)

    await page.goto(appUrl(`/properties/${property.id}`))
    await hydrated(page)
    const listing = await head()
    assert.deepEqual(listing, {
      titles: 1,
      title: 'Lake view flat – ₹85 L, Gachibowli, Hyderabad, Telangana · DreamHomes',
      canonical: [appUrl(`/properties/${property.id}`)],
      descriptions: 1,
      jsonLd: ['RealEstateListing'],
    })

    // An Inertia visit to the list: the listing's tags go, the list's come.
    await page.getByRole('link', { name: 'Properties', exact: true }).first().click()
    await page.waitForURL(/\/properties$/)
    await page.waitForFunction(`document.title.startsWith('Find Properties')`)
    assert.deepEqual(await head(), {
      titles: 1,
      title: 'Find Properties · DreamHomes',
      canonical: [appUrl('/properties')],
      descriptions: 1,
      jsonLd: [],
    })
    await context.close()
  })
})
