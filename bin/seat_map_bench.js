#!/usr/bin/env node
/*
|--------------------------------------------------------------------------
| npm run bench:seat-map: first render of a venture's seat-map in Chromium
|--------------------------------------------------------------------------
|
| npm run bench:seat-map [-- --no-build] [-- --runs=5] [-- --cases=2000x4,20000x10] [-- --per-floor=20] [-- --html-only]
|
| Builds (npm run build; --no-build reuses build/), serves the build on a free
| port with a throwaway SQLite database (migrated, seeded, demo listings, as
| bin/lighthouse.js does), adds one public venture per case (UNITSxTOWERS:
| 2000x4 is 4 towers of 500 units, 25 floors of 20), and for each run opens
| /ventures/{id} in a fresh Chromium context (/usr/bin/chromium through
| playwright-core, 1280×800, no CPU or network throttling), waits for the page
| to be hydrated and idle, scrolls the tabs to 200 px below the top of the
| window (where a visitor would click them, the panel below them on screen:
| the seat-map's rows skip rendering while off screen, so a tab clicked below
| the fold would time nothing), clicks the 'Units' tab and times it:
|
|   t0      performance.now() just before tab.click() (in the page)
|   fallback whether (and when) a Suspense fallback, a Skeleton, showed in the
|           tab panel before the seat-map (the Units panel's code is lazy; the
|           page preloads it when idle, so by the click it should not show)
|   commit  when a MutationObserver (a microtask after React's commit) first
|           sees the seat-map complete: the JavaScript part, for the breakdown
|   render  a requestAnimationFrame loop checks the DOM each frame; once the
|           seat-map is complete (plain grid: every unit's [data-testid=seat]
|           is in the DOM, and every floor row on screen is rendered, not
|           skipped by content-visibility; virtual: every tower has its box
|           and every box on screen is a [data-testid=seat-map-virtual]
|           holding its first floors' seats, none still pending),
|           the time is taken in a setTimeout(0)
|           queued from that frame's requestAnimationFrame callback, i.e. after
|           the frame's style, layout and paint: click → first frame showing it.
|
| Then "again": Overview, then Units once more in the same page (every chunk
| loaded, no Suspense fallback), timed the same way: the seat-map's own cost.
|
| Prints the median (and min, max) of --runs per case, and each case's first
| HTML (the page as a first visit gets it, props included): bytes sent with
| Brotli and with gzip (the app compresses pages per request), the HTML and
| its props JSON uncompressed. --html-only prints that table alone (no
| Chromium runs). The server and the database are removed at the end,
| failure or not.
|
*/
import { cpus } from 'node:os'
import { chromium } from 'playwright-core'
import { seedVenture } from './bench_venture.js'
import { firstHtmlSize } from './lib/html_size.js'
import {
  CHROME_PATH,
  loadAverage,
  median,
  plainCookie,
  serveProductionBuild,
} from './lib/production_app.js'

/** The plain grid is used up to this many units on screen (VIRTUALIZE_AT of inertia/components/ventures/units_tab.ts). */
const VIRTUALIZE_AT = 2_000

const args = process.argv.slice(2)
const flag = (name, fallback) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
const build = !args.includes('--no-build')
const htmlOnly = args.includes('--html-only')
const runs = Number(flag('runs', 5))
const perFloor = Number(flag('per-floor', 20))
const cases = flag('cases', '2000x4,2000x1,20000x10')
  .split(',')
  .map((spec) => {
    const [units, towers = '1'] = spec.split('x')
    return { units: Number(units), towers: Number(towers) }
  })

/** In the page: the tabs 200 px below the top of the window (clear of the sticky header), the panel under them in view. */
function scrollTabsIntoView() {
  const tabs = document.querySelector('[role=tablist]')
  if (!tabs) throw new Error('No tabs')
  window.scrollTo(0, tabs.getBoundingClientRect().top + window.scrollY - 200)
}

/** In the page: click the Units tab, resolve with the times once the seat-map's frame is painted. */
function clickUnitsAndTime({ units, towers, virtual }) {
  return new Promise((resolve, reject) => {
    const tab = document.querySelector('[role=tab][id$="-tab-units"]')
    if (!tab) return reject(new Error('No Units tab'))
    // Rows of the plain grid skip rendering while off screen (content-visibility: auto), and towers of the virtual
    // grid below the fold wait in an empty box of their height (seat-map-pending) until they near the screen: the
    // frame counts once everything on screen is rendered, not only in the DOM.
    const onScreen = (element) => {
      const box = element.getBoundingClientRect()
      return box.bottom > 0 && box.top < window.innerHeight
    }
    const complete = () => {
      if (!virtual) return document.querySelectorAll('[data-testid=seat]').length === units
      const boxes = [
        ...document.querySelectorAll(
          '[data-testid=seat-map-virtual], [data-testid=seat-map-pending]'
        ),
      ]
      const visible = boxes.filter(onScreen)
      return (
        boxes.length === towers &&
        visible.length > 0 &&
        visible.every((box) => box.querySelector('[data-testid=seat-map-floor] [data-testid=seat]'))
      )
    }
    const shown = () =>
      complete() &&
      [...document.querySelectorAll('[data-testid=seat-map-floor]')]
        .filter(onScreen)
        .every((row) => row.checkVisibility({ contentVisibilityAuto: true }))
    // The DOM commit: a MutationObserver's callback (a microtask after React's commit) sees the seat-map complete.
    // And whether a Suspense fallback (a Skeleton, .animate-pulse) was shown in the tab panel first, and when.
    let commit
    let fallback
    const observer = new MutationObserver(() => {
      if (fallback === undefined && document.querySelector('[role=tabpanel] .animate-pulse'))
        fallback = performance.now() - t0
      if (commit === undefined && complete()) {
        commit = performance.now() - t0
        observer.disconnect()
      }
    })
    observer.observe(document.body, { childList: true, subtree: true })
    const t0 = performance.now()
    tab.click()
    const deadline = t0 + 60_000
    const frame = () => {
      if (shown()) {
        // This frame's rAF callbacks run before its style, layout and paint; a task queued now runs after them.
        requestAnimationFrame(() =>
          setTimeout(() =>
            resolve({
              render: performance.now() - t0,
              commit: commit ?? NaN,
              fallback: fallback ?? NaN,
              floors: document.querySelectorAll('[data-testid=seat-map-floor]').length,
              seats: document.querySelectorAll('[data-testid=seat]').length,
            })
          )
        )
      } else if (performance.now() > deadline)
        reject(new Error('The seat-map did not render within 60 s'))
      else requestAnimationFrame(frame)
    }
    // A check before the first frame: the commit may already be done when click() returns.
    if (shown()) frame()
    else requestAnimationFrame(frame)
  })
}

/** The first HTML of each case's page, compressed as sent and not: the table of bytes. */
async function printHtmlSizes(base) {
  const cookie = `locale=${plainCookie('en')}; country=${plainCookie('IN')}`
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
  console.log(`\nFirst HTML of /ventures/{id} (English, India; KB = 1,024 bytes):\n`)
  console.log('| units | Brotli (sent) | gzip (sent) | HTML | of which props JSON |')
  console.log('|---|---|---|---|---|')
  for (const spec of cases) {
    const size = await firstHtmlSize(`${base}/ventures/${spec.id}`, cookie)
    console.log(
      `| ${spec.units.toLocaleString('en')} | ${kb(size.br)} | ${kb(size.gzip)} | ${kb(size.html)} | ${kb(size.props)} |`
    )
  }
}

async function main() {
  let browser
  const app = await serveProductionBuild({
    build,
    name: 'seat-map',
    prepare: (sqlitePath) => {
      for (const spec of cases) {
        spec.id = seedVenture(sqlitePath, {
          units: spec.units,
          towers: spec.towers,
          perFloor,
          name: `Seat-map bench ${spec.units}×${spec.towers} (demo)`,
        })
        spec.virtual = spec.units > VIRTUALIZE_AT
        console.error(
          `Venture ${spec.id}: ${spec.units} units, ${spec.towers} towers of ${Math.ceil(spec.units / spec.towers / perFloor)} floors × ${perFloor}`
        )
      }
    },
  })
  const { base } = app
  try {
    await printHtmlSizes(base)
    if (htmlOnly) return
    browser = await chromium.launch({
      executablePath: CHROME_PATH,
      args: ['--no-sandbox', '--disable-gpu'],
    })
    const loadBefore = loadAverage()
    const results = []
    for (const spec of cases) {
      const samples = []
      for (let i = 1; i <= runs; i++) {
        // A fresh context each run: a first visit's caches (the virtual grid's chunk is fetched on the click).
        const context = await browser.newContext({
          viewport: { width: 1280, height: 800 },
          locale: 'en-IN',
        })
        await context.addCookies([
          { name: 'locale', value: plainCookie('en'), url: base },
          { name: 'country', value: plainCookie('IN'), url: base },
        ])
        const page = await context.newPage()
        await page.goto(`${base}/ventures/${spec.id}`, { waitUntil: 'load', timeout: 120_000 })
        await page.waitForLoadState('networkidle', { timeout: 120_000 })
        // Hydrated: React has attached its props to the tab (the server HTML has none).
        await page.waitForFunction(() => {
          const tab = document.querySelector('[role=tab][id$="-tab-units"]')
          return tab && Object.keys(tab).some((key) => key.startsWith('__reactProps'))
        })
        await page.waitForTimeout(300)
        await page.evaluate(scrollTabsIntoView)
        await page.waitForTimeout(100)
        const options = { units: spec.units, towers: spec.towers, virtual: spec.virtual }
        const first = await page.evaluate(clickUnitsAndTime, options)
        // Again, with the code already there: Overview, then Units (the seat-map mounts anew; nothing left to load).
        await page.click('[role=tab][id$="-tab-overview"]')
        await page.waitForFunction(() => !document.querySelector('[data-testid=seat]'))
        await page.waitForTimeout(300)
        await page.evaluate(scrollTabsIntoView)
        await page.waitForTimeout(100)
        const again = await page.evaluate(clickUnitsAndTime, options)
        const shown = (ms) => (Number.isNaN(ms) ? 'never' : `at ${ms.toFixed(1)} ms`)
        console.error(
          `${spec.units}×${spec.towers} run ${i}: first ${first.render.toFixed(1)} ms (fallback shown ${shown(first.fallback)}, DOM complete ${first.commit.toFixed(1)} ms; ${first.floors} floors, ${first.seats} seats in the DOM); ` +
            `again ${again.render.toFixed(1)} ms (fallback ${shown(again.fallback)}, DOM complete ${again.commit.toFixed(1)} ms)`
        )
        samples.push({ first, again })
        await context.close()
      }
      results.push({ spec, samples })
    }

    console.log(
      `\nSeat-map render (click on 'Units' → first frame with the seat-map), Chromium ${browser.version()}, production build, 1280×800, no throttling, median of ${runs}:\n`
    )
    console.log(
      '| units | towers × floors × units a floor | grid | first open: render median | min – max | DOM complete | Suspense fallback shown | again (code loaded): render median | DOM complete | floors / seats in the DOM |'
    )
    console.log('|---|---|---|---|---|---|---|---|---|---|')
    for (const { spec, samples } of results) {
      const of = (key, field) => samples.map((s) => s[key][field])
      const ms = (values) => `${Math.round(median(values))} ms`
      const render = of('first', 'render')
      const last = samples.at(-1).first
      console.log(
        `| ${spec.units.toLocaleString('en')} | ${spec.towers} × ${Math.ceil(spec.units / spec.towers / perFloor)} × ${perFloor} | ${spec.virtual ? 'virtual' : 'plain'} | ${ms(render)} | ${Math.round(Math.min(...render))} – ${Math.round(Math.max(...render))} ms | ${ms(of('first', 'commit'))} | ${of('first', 'fallback').filter((v) => !Number.isNaN(v)).length} of ${runs} runs | ${ms(of('again', 'render'))} | ${ms(of('again', 'commit'))} | ${last.floors} / ${last.seats} |`
      )
    }
    console.log(
      `\nLoad average (1, 5, 15 min) before: ${loadBefore}; after: ${loadAverage()} (${cpus().length} cores)`
    )
  } finally {
    await browser?.close()
    await app.stop()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
