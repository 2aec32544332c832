import { test } from '@japa/runner'
import type { Browser, Page } from 'playwright'
import { hydrated, appUrl } from '#tests/helpers/browser'

/**
 * Fonts (issue 13): Latin text is drawn in the phone's own font, so an English
 * page downloads no font at all; a Hindi or Telugu page downloads only its
 * script's Noto faces (unicode-range), and every face swaps in (text is never
 * invisible while a font loads).
 */
async function fontsLoadedBy(browser: Browser, locale: string, path: string) {
  const context = await browser.newContext({ locale })
  const page: Page = await context.newPage()
  const fonts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font' || /\.woff2?(\?|$)/.test(request.url()))
      fonts.push(new URL(request.url()).pathname)
  })
  await hydrated(await page.goto(appUrl(path)).then(() => page))
  const faces: { family: string; display: string; status: string }[] =
    await page.evaluate(`document.fonts.ready.then(() =>
    [...document.fonts].map((face) => ({ family: face.family.replaceAll('"', ''), display: face.display, status: face.status }))
  )`)
  await context.close()
  return { fonts, faces }
}

test.group('Fonts', () => {
  test('an English page downloads no font: Latin text uses the system font', async ({
    browser,
    assert,
  }) => {
    for (const path of ['/', '/properties']) {
      const { fonts, faces } = await fontsLoadedBy(browser, 'en-US', path)
      assert.deepEqual(fonts, [], `${path} requested fonts`)
      assert.deepEqual(
        faces.filter((face) => face.status !== 'unloaded'),
        [],
        `${path} loaded font faces`
      )
    }
  })

  test('a Hindi page downloads Devanagari only, a Telugu page Telugu only; every face swaps', async ({
    browser,
    assert,
  }) => {
    const hindi = await fontsLoadedBy(browser, 'hi-IN', '/')
    assert.isNotEmpty(hindi.fonts)
    assert.isTrue(
      hindi.fonts.every((path) => path.includes('noto-sans-devanagari-devanagari-')),
      hindi.fonts.join(', ')
    )

    const telugu = await fontsLoadedBy(browser, 'te-IN', '/')
    assert.isNotEmpty(telugu.fonts)
    assert.isTrue(
      telugu.fonts.every((path) => path.includes('noto-sans-telugu-telugu-')),
      telugu.fonts.join(', ')
    )

    assert.isNotEmpty(hindi.faces)
    for (const face of hindi.faces)
      assert.equal(face.display, 'swap', `${face.family} font-display`)
  })
})
