import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { committed } from '#tests/helpers/db'
import { addManyUnits, makeVenture } from '#tests/helpers/ventures'
import { DESKTOP, openPage, visitorContext } from '#tests/helpers/browser_setup'

test.group('A big venture in the browser', (group) => {
  committed(group)

  test("the seat-map of 3,000 units renders a window of floors, scrolling shows the rest, a unit's details load when it opens", async ({
    browser,
    assert,
  }) => {
    const venture = await makeVenture(await UserFactory.create(), { name: 'Big Towers' })
    // Four towers of 38 floors × 20 (3,000 units): past VIRTUALIZE_AT (2,000), each tower is a virtual scroller.
    for (const name of ['Tower A', 'Tower B', 'Tower C', 'Tower D'])
      await addManyUnits(venture, name, 750)

    const context = await visitorContext(browser)
    const page = await openPage(context, `/ventures/${venture.id}`, DESKTOP)
    await page.getByRole('tab', { name: 'Units' }).click()
    const towers = page.getByTestId('tower-section')
    const [first, last] = [towers.first(), towers.last()]
    const scroller = first.getByTestId('seat-map-virtual')
    await scroller.getByRole('button', { name: 'Unit 3801, available' }).waitFor()

    // Only a window of the 38 floors is in the DOM; the last tower, far below the fold, waits in a box of its height.
    const rows = await scroller.getByTestId('seat-map-floor').count()
    assert.isAbove(rows, 5)
    assert.isBelow(rows, 30)
    assert.isBelow(await page.getByTestId('seat').count(), 1_000)
    await last.getByTestId('seat-map-pending').waitFor()
    assert.equal(await first.getByRole('button', { name: /^Unit 101,/ }).count(), 0)

    // Scrolling the tower reaches its lowest floors; scrolling the page renders the last tower.
    await scroller.hover()
    await page.mouse.wheel(0, 38 * 46)
    await first.getByRole('group', { name: 'Floor 1', exact: true }).waitFor()
    await last.scrollIntoViewIfNeeded()
    await last
      .getByTestId('seat-map-virtual')
      .getByRole('button', { name: /^Unit 3810,/ })
      .waitFor()
    await first.scrollIntoViewIfNeeded()

    // A unit opens with what the seat-map drew, then its details (description, facing) from the server.
    const details = page.waitForResponse((response) =>
      /\/ventures\/\d+\/units\/\d+$/.test(new URL(response.url()).pathname)
    )
    await first.getByRole('button', { name: 'Unit 101, available' }).click()
    const dialog = page.getByRole('dialog', { name: 'Unit 101' })
    await dialog.getByTestId('unit-price').waitFor()
    const response = await details
    assert.equal(response.status(), 200)
    await dialog
      .getByTestId('unit-description')
      .getByText('2 BHK apartment 101 on floor 1 of Tower A, Big Towers')
      .waitFor()
    await context.close()
  }).timeout(60_000)
})
