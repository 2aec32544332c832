/*
| The size of a page's first HTML as a browser receives it: the bytes on the
| wire for one Accept-Encoding (the app compresses pages per request: Brotli
| quality 4 or gzip, docs/speed.md), and the HTML itself, props included.
| Plain JavaScript, for bin/seat_map_bench.js.
*/
import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

/** GETs `url` with `encoding` ('br', 'gzip' or 'identity'); resolves with the bytes received, as sent. */
function download(url, encoding, cookie) {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { headers: { 'accept-encoding': encoding, 'accept': 'text/html', cookie } },
      (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () => {
          if (response.statusCode !== 200)
            return reject(new Error(`GET ${url}: HTTP ${response.statusCode}`))
          resolve({ body: Buffer.concat(chunks), encoding: response.headers['content-encoding'] })
        })
        response.on('error', reject)
      }
    )
    req.on('error', reject)
    req.end()
  })
}

const decode = { br: brotliDecompressSync, gzip: gunzipSync }

/**
 * The first HTML of `url`: bytes sent with Brotli and with gzip, and the HTML's own size, with the part of it
 * that is the Inertia page (props) JSON. `cookie`: the visitor's saved choices (language, country).
 */
export async function firstHtmlSize(url, cookie) {
  const sizes = {}
  let html
  for (const encoding of ['br', 'gzip']) {
    const { body, encoding: sent } = await download(url, encoding, cookie)
    if (sent !== encoding)
      throw new Error(`GET ${url}: asked for ${encoding}, got ${sent ?? 'none'}`)
    sizes[encoding] = body.length
    html ??= decode[encoding](body).toString('utf8')
  }
  const page = /<script data-page="[^"]*" type="application\/json">([\s\S]*?)<\/script>/.exec(html)
  return { ...sizes, html: Buffer.byteLength(html), props: page ? Buffer.byteLength(page[1]) : 0 }
}
