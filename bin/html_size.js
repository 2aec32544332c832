#!/usr/bin/env node
/*
|--------------------------------------------------------------------------
| npm run html-size: the compressed size of a first page's HTML
|--------------------------------------------------------------------------
|
| npm run html-size [-- --no-build]
|
| Builds (npm run build; --no-build reuses build/), serves the build on a free
| port with a throwaway SQLite database (migrated, seeded, demo listings, one
| demo venture: bin/lib/production_app.js), then asks each page of PAGES in
| English, Hindi and Telugu as an Indian visitor's first request (no session),
| once with `Accept-Encoding: br` and once with `gzip`, as the app compresses
| it (app/middleware/compress_responses_middleware.ts). Prints a markdown
| table of the bytes on the wire, and how many of the raw bytes are the
| interface messages (the `messages_*` props of the page object). docs/speed.md
| ("Messages per page") has the numbers of record.
|
*/
import http from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { seedVenture } from './bench_venture.js'
import { plainCookie, serveProductionBuild } from './lib/production_app.js'

const PAGES = [
  { name: 'Home', path: '/' },
  { name: 'Find Properties', path: '/properties' },
  { name: 'Property detail', path: '/properties/{listing}' },
  { name: 'Ventures', path: '/ventures' },
  { name: 'Venture detail', path: '/ventures/{venture}' },
]
const LOCALES = ['en', 'hi', 'te']

const build = !process.argv.slice(2).includes('--no-build')

/** The page object the server wrote into the HTML (Inertia 3: a JSON script, else data-page). */
function pageObject(html) {
  const script = html.match(/<script[^>]*data-page="app"[^>]*>([\s\S]*?)<\/script>/)
  if (script) return JSON.parse(script[1])
  const attribute = html.match(/data-page="([^"]*)"/)
  if (!attribute) return null
  return JSON.parse(
    attribute[1]
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&')
  )
}

/** Bytes of the page object's messages: the old single `messages` prop or the per-area ones. */
function messageBytes(page) {
  if (!page) return NaN
  const entries = Object.entries(page.props).filter(
    ([key]) => key === 'messages' || key.startsWith('messages_')
  )
  return Buffer.byteLength(JSON.stringify(Object.fromEntries(entries)))
}

async function main() {
  let ventureId
  const app = await serveProductionBuild({
    build,
    browser: false,
    name: 'html-size',
    prepare: (sqlitePath) => {
      ventureId = seedVenture(sqlitePath, { units: 48, towers: 2, perFloor: 4 })
    },
  })
  try {
    const { data } = await (await fetch(`${app.base}/api/properties?country=IN&limit=1`)).json()
    const rows = [
      '| page | language | HTML bytes | messages bytes | gzip bytes | brotli bytes |',
      '|---|---|---|---|---|---|',
    ]
    for (const page of PAGES) {
      const path = page.path
        .replace('{listing}', String(data[0].id))
        .replace('{venture}', String(ventureId))
      for (const locale of LOCALES) {
        // fetch() always decodes the body: node:http gives the bytes as sent.
        const gzip = await rawGet(`${app.base}${path}`, locale, 'gzip')
        const brotli = await rawGet(`${app.base}${path}`, locale, 'br')
        const html =
          gzip.encoding === 'gzip' ? gunzipSync(gzip.body).toString() : gzip.body.toString()
        if (brotli.encoding === 'br') brotliDecompressSync(brotli.body)
        if (!html.includes(`<html lang="${locale}"`))
          throw new Error(`${path} did not render in ${locale}`)
        rows.push(
          `| ${page.name} (\`${page.path}\`) | ${locale} | ${Buffer.byteLength(html)} | ${messageBytes(pageObject(html))} | ${gzip.body.length} | ${brotli.body.length} |`
        )
      }
    }
    console.log(rows.join('\n'))
  } finally {
    await app.stop()
  }
}

/** A GET whose body is read as sent (compressed), with its Content-Encoding. */
function rawGet(url, locale, encoding) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      {
        headers: {
          'cookie': `locale=${plainCookie(locale)}; country=${plainCookie('IN')}`,
          'accept-encoding': encoding,
        },
      },
      (response) => {
        if (response.statusCode !== 200)
          return reject(new Error(`${url} (${locale}): ${response.statusCode}`))
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ body: Buffer.concat(chunks), encoding: response.headers['content-encoding'] })
        )
        response.on('error', reject)
      }
    )
    request.on('error', reject)
  })
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
