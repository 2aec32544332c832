import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { AxeBuilder } from '@axe-core/playwright'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { committed } from '#tests/helpers/db'
import { appUrl, hydrated } from '#tests/helpers/browser'
import { openPage, visitorContext, withLocations } from '#tests/helpers/browser_setup'
import { makeVenture } from '#tests/helpers/ventures'
import Lead from '#models/lead'
import Property from '#models/property'
import User from '#models/user'
import type { Page } from 'playwright'

const HYD = { state: 'Telangana', district: 'Rangareddy', city: 'Hyderabad' }

async function market() {
  const owner = await UserFactory.create()
  const flat = (title: string, bedrooms: number, price: number, area: string) =>
    PropertyFactory.merge({
      ownerId: owner.id,
      title,
      bedrooms,
      price,
      propertyType: 'apartment',
      ...HYD,
      area,
      location: `${area}, Hyderabad, Rangareddy, Telangana`,
    }).create()
  await flat('Three bedroom flat in Kondapur', 3, 9_500_000, 'Kondapur')
  await flat('Three bedroom flat in Madhapur', 3, 8_800_000, 'Madhapur')
  await flat('Two bedroom flat in Gachibowli', 2, 7_000_000, 'Gachibowli')
  await flat('Three bedroom flat in Kokapet, pricier', 3, 15_000_000, 'Kokapet')
}

/** Opens the panel; `ask` sends a message and returns the answer's bubble once it is there. */
async function openChat(page: Page) {
  await page.getByTestId('assistant-button').click()
  const panel = page.getByTestId('assistant-panel')
  const input = panel.getByRole('textbox')
  return async (text: string) => {
    const count = await panel.getByTestId('assistant-bot-message').count()
    await input.fill(text)
    await input.press('Enter')
    await panel.getByTestId('assistant-bot-message').nth(count).waitFor()
    return panel.getByTestId('assistant-bot-message').nth(count)
  }
}

test.group('Chat assistant in the browser', (group) => {
  committed(group)
  withLocations(group)

  test("the assistant's texts load when its button is reached, not with the page", async ({
    browser,
    assert,
  }) => {
    // The area's file: resources/lang/<locale>/assistant.json from Vite, assets/assistant-<hash>.js built.
    const texts = (url: string) => /\/lang\/hi\/assistant\.json|\/assets\/assistant-/.test(url)
    const context = await visitorContext(browser, { language: 'hi' })
    const fetched: string[] = []
    context.on('request', (request) => {
      if (texts(request.url())) fetched.push(request.url())
    })
    const page = await openPage(context, '/')
    // The button is there, labelled in Hindi from the shell's texts, and its panel's are not fetched.
    const button = page.getByRole('button', { name: 'DreamHomes असिस्टेंट खोलें' })
    await button.waitFor()
    assert.deepEqual(fetched, [])
    const request = page.waitForRequest((candidate) => texts(candidate.url()))
    await button.hover()
    await request
    await button.click()
    await page
      .getByTestId('assistant-panel')
      .getByText('DreamHomes असिस्टेंट', { exact: true })
      .waitFor()
    await context.close()
  })

  test('a Hindi question becomes a search with the right filters; removing a chip updates the result', async ({
    browser,
    assert,
  }) => {
    await market()
    const context = await browser.newContext({ locale: 'hi-IN' })
    await context.setPlainCookie('locale', 'hi')
    const page = await context.newPage()
    await page.setViewportSize({ width: 360, height: 780 })
    await page.goto(appUrl('/'))
    await hydrated(page)

    // The panel's code is not on the page until the button is used.
    const scripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => e.name)
          .filter((n) => n.includes('assistant_panel'))
      )
    assert.deepEqual(await scripts(), [])

    await page.getByRole('button', { name: 'DreamHomes असिस्टेंट खोलें' }).click()
    const panel = page.getByRole('dialog', { name: 'DreamHomes असिस्टेंट' })
    await panel.waitFor()
    const input = panel.getByLabel('आपका संदेश')
    await input.waitFor()
    assert.isTrue(
      await page.evaluate("document.activeElement.matches('[data-testid=assistant-panel] input')")
    )

    // Blank messages are not sent.
    await input.fill('   ')
    await input.press('Enter')
    assert.equal(await panel.getByTestId('assistant-user-message').count(), 0)

    // The input is disabled while the reply is pending.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/chat/send', async (route) => {
      await held
      await route.continue()
    })
    await input.fill('हैदराबाद में 1 करोड़ से कम 3 बीएचके फ्लैट')
    await input.press('Enter')
    await panel.getByTestId('assistant-pending').waitFor()
    assert.isTrue(await input.isDisabled())
    release()

    const reply = panel.getByTestId('assistant-bot-message').last()
    await reply.getByText('2 प्रॉपर्टी मेल खाती हैं').waitFor()
    assert.isFalse(await input.isDisabled())
    const chips = reply.getByTestId('assistant-chips').getByRole('button')
    assert.deepEqual(
      await chips.allInnerTexts().then((t) => t.map((s) => s.replace('×', '').trim())),
      ['अपार्टमेंट', '3 BHK', '₹1 Cr से कम', 'हैदराबाद में']
    )
    const seeAll = reply.getByTestId('assistant-see-all')
    assert.equal(
      await seeAll.getAttribute('href'),
      '/properties?property_type=apartment&bedrooms=3&max_price=10000000&state=Telangana&city=Hyderabad'
    )
    assert.equal(await reply.getByTestId('assistant-results').getByRole('link').count(), 2)
    await page.screenshot({ path: app.tmpPath('screens/assistant-hi-360.png') })

    // Remove "3 BHK" with the keyboard: the answer is asked again without it.
    await reply.getByRole('button', { name: 'फ़िल्टर हटाएँ: 3 BHK' }).focus()
    await page.keyboard.press('Enter')
    await reply.getByText('3 प्रॉपर्टी मेल खाती हैं').waitFor()
    assert.deepEqual(
      await chips.allInnerTexts().then((t) => t.map((s) => s.replace('×', '').trim())),
      ['अपार्टमेंट', '₹1 Cr से कम', 'हैदराबाद में']
    )
    assert.equal(
      await seeAll.getAttribute('href'),
      '/properties?property_type=apartment&max_price=10000000&state=Telangana&city=Hyderabad'
    )
    // Focus stays in the chip row, on the chip that took the removed one's place.
    assert.equal(
      await page.evaluate("document.activeElement.textContent.replace('×', '').trim()"),
      '₹1 Cr से कम'
    )

    // The full search page shows the same filters and count.
    await seeAll.click()
    await page.waitForURL(
      '**/properties?property_type=apartment&max_price=10000000&state=Telangana&city=Hyderabad'
    )
    await page.getByTestId('result-count').getByText(/3/).waitFor()
    await context.close()
  })

  test('English panel: error bubble, Escape returns focus, no serious axe violation at 360 and 1280 px in English and Hindi', async ({
    browser,
    assert,
  }) => {
    await market()
    for (const language of ['en', 'hi']) {
      const context = await browser.newContext({ locale: 'en-IN' })
      await context.setPlainCookie('locale', language)
      const page = await context.newPage()
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(appUrl('/properties'))
      await hydrated(page)
      const button = page.getByTestId('assistant-button')
      await button.click()
      const panel = page.getByTestId('assistant-panel')
      await panel
        .getByRole('textbox')
        .fill(
          language === 'en'
            ? 'villas near Whitefeild under 2 crore'
            : 'हैदराबाद में 1 करोड़ से कम 3 बीएचके फ्लैट'
        )
      await panel.getByRole('textbox').press('Enter')
      await panel.getByTestId('assistant-chips').waitFor()

      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 800 })
        await page.screenshot({
          path: app.tmpPath(`screens/assistant-${language}-${width}-properties.png`),
        })
        const { violations } = await new AxeBuilder({ page })
          .include('[data-testid="assistant-panel"]')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze()
        const blocking = violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))
        assert.deepEqual(
          blocking.map(
            (v) =>
              `${language} ${width}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`
          ),
          []
        )
      }

      if (language === 'en') {
        await page.route('**/chat/send', (route) => route.fulfill({ status: 500, body: '{}' }))
        await panel.getByRole('textbox').fill('plots in Kondapur')
        await panel.getByRole('textbox').press('Enter')
        await panel.getByText('Sorry, I encountered an error. Please try again.').waitFor()
        await page.unroute('**/chat/send')
      }

      await page.keyboard.press('Escape')
      await panel.waitFor({ state: 'hidden' })
      assert.equal(
        await page.evaluate("document.activeElement.getAttribute('data-testid')"),
        'assistant-button'
      )
      assert.equal(await button.getAttribute('aria-expanded'), 'false')
      await context.close()
    }
  })

  test('asked in words, the assistant proposes; after confirming, the owner and the builder have the lead with source Assistant', async ({
    browser,
    assert,
  }) => {
    await market()
    const flat = await Property.findByOrFail('title', 'Three bedroom flat in Kondapur')
    const flatOwner = await User.findOrFail(flat.ownerId)
    const builder = await UserFactory.create()
    const venture = await makeVenture(builder, { name: 'Aurora Heights' })
    const visitor = await UserFactory.create()

    const context = await visitorContext(browser, { user: visitor })
    const page = await openPage(context, '/', { width: 360, height: 780 })
    const ask = await openChat(page)

    const flats = await ask('3 BHK flats in Hyderabad under 1 crore')
    await flats.getByText('2 properties match').waitFor()
    const proposal = await ask('call the owner of the Kondapur flat')
    await proposal
      .getByText(
        'Send your name, phone and e-mail to the owner of “Three bedroom flat in Kondapur” so they can contact you?'
      )
      .waitFor()
    assert.lengthOf(await Lead.all(), 0)
    await page.screenshot({ path: app.tmpPath('screens/assistant-contact-confirm-360.png') })
    await proposal.getByRole('button', { name: 'Yes, contact the owner' }).click()
    await proposal
      .getByTestId('assistant-contact-result')
      .getByText('Done: the owner of “Three bedroom flat in Kondapur” has your details')
      .waitFor()

    const projects = await ask('new projects in Gachibowli')
    await projects.getByRole('link', { name: /Aurora Heights/ }).waitFor()
    const visit = await ask('book a site visit for the first one')
    await visit.getByText('Book a site visit at “Aurora Heights”?').waitFor()
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.screenshot({ path: app.tmpPath('screens/assistant-visit-confirm-1280.png') })
    await visit.getByRole('button', { name: 'Yes, book the visit' }).click()
    await visit
      .getByTestId('assistant-visit-result')
      .getByText('Done: the developer of “Aurora Heights” has your site visit request')
      .waitFor()
    await context.close()

    const leads = await Lead.query().orderBy('id')
    assert.deepEqual(
      leads.map((lead) => [lead.ownerId, lead.source, lead.userId]),
      [
        [flatOwner.id, 'assistant', visitor.id],
        [builder.id, 'assistant', visitor.id],
      ]
    )
    for (const [owner, subject] of [
      [flatOwner, 'Three bedroom flat in Kondapur'],
      [builder, venture.name],
    ] as const) {
      const own = await visitorContext(browser, { user: owner })
      const dashboard = await openPage(own, '/dashboard?source=assistant')
      const card = dashboard.getByTestId('lead')
      await card.getByRole('link', { name: subject }).waitFor()
      assert.equal(await card.count(), 1)
      await card.getByText('Assistant', { exact: true }).waitFor()
      await own.close()
    }
  }).timeout(60_000)

  test('in Hindi: "the second one" is proposed in Hindi; "Not now" sends nothing', async ({
    browser,
    assert,
  }) => {
    await market()
    const context = await visitorContext(browser, {
      user: await UserFactory.create(),
      language: 'hi',
    })
    const page = await openPage(context, '/', { width: 360, height: 780 })
    const ask = await openChat(page)
    const flats = await ask('हैदराबाद में 1 करोड़ से कम 3 बीएचके फ्लैट')
    const second = await flats.getByTestId('assistant-results').getByRole('link').nth(1)
    const title = await second.locator('span').first().innerText()
    const proposal = await ask('दूसरे वाले के मालिक से संपर्क करें')
    await proposal
      .getByText(`क्या “${title}” के मालिक को आपका नाम, फ़ोन और ई-मेल भेज दूँ ताकि वे आपसे संपर्क करें?`)
      .waitFor()
    await page.screenshot({ path: app.tmpPath('screens/assistant-hi-contact-confirm-360.png') })
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.screenshot({ path: app.tmpPath('screens/assistant-hi-contact-confirm-1280.png') })
    await proposal.getByRole('button', { name: 'अभी नहीं' }).click()
    await proposal.getByText('कुछ नहीं भेजा गया।').waitFor()
    assert.lengthOf(await Lead.all(), 0)
    await context.close()
  }).timeout(60_000)
})
