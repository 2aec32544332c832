import { createGzip } from 'node:zlib'

/**
 * Sitemap documents (the index and each file), built at most once an hour
 * per document and kept gzip-compressed in memory. A file of 50,000 URLs
 * costs 0.3-0.5 s of CPU to read and write and 4.8 MB of XML; kept, it is
 * about 300 kB and costs nothing to send again. Crawlers already may keep
 * these an hour (`Cache-Control: public, max-age=3600`), so a listing appears
 * in or leaves the sitemap within the hour either way. The oldest documents
 * go first when the kept bytes pass `maxBytes`.
 */
export const SITEMAP_CACHE = {
  ttlMs: 60 * 60 * 1000,
  /** About 100 files of 50,000 URLs, gzip-compressed. */
  maxBytes: 32 * 1024 * 1024,
}

type Kept = { expires: number; gzip: Promise<Buffer>; bytes: number }

export class SitemapCache {
  #kept = new Map<string, Kept>()
  /** Documents built so far (for tests and logs). */
  builds = 0

  constructor(
    private limits = SITEMAP_CACHE,
    private now = () => Date.now()
  ) {}

  /** The gzip bytes of the document named `key`, built from `pieces` unless kept and fresh. */
  gzip(key: string, pieces: () => AsyncIterable<string> | Iterable<string>): Promise<Buffer> {
    const kept = this.#kept.get(key)
    if (kept && kept.expires > this.now()) return kept.gzip
    this.#kept.delete(key)
    this.builds++
    const entry: Kept = {
      expires: this.now() + this.limits.ttlMs,
      gzip: Promise.resolve(Buffer.alloc(0)),
      bytes: 0,
    }
    entry.gzip = compress(pieces()).then(
      (bytes) => {
        entry.bytes = bytes.length
        this.#evict()
        return bytes
      },
      (error) => {
        if (this.#kept.get(key) === entry) this.#kept.delete(key)
        throw error
      }
    )
    this.#kept.set(key, entry)
    return entry.gzip
  }

  /** Forgets every document (tests). */
  clear() {
    this.#kept.clear()
    this.builds = 0
  }

  /** Drops expired documents, then the oldest while the total passes maxBytes. */
  #evict() {
    const now = this.now()
    for (const [key, entry] of this.#kept) if (entry.expires <= now) this.#kept.delete(key)
    let total = 0
    for (const entry of this.#kept.values()) total += entry.bytes
    for (const [key, entry] of this.#kept) {
      if (total <= this.limits.maxBytes) break
      total -= entry.bytes
      this.#kept.delete(key)
    }
  }
}

async function compress(pieces: AsyncIterable<string> | Iterable<string>): Promise<Buffer> {
  const gzip = createGzip()
  const chunks: Buffer[] = []
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise<void>((resolve, reject) => {
    gzip.on('end', resolve)
    gzip.on('error', reject)
  })
  try {
    for await (const piece of pieces) {
      if (!gzip.write(piece)) await new Promise((resolve) => gzip.once('drain', resolve))
    }
  } catch (error) {
    gzip.destroy()
    throw error
  }
  gzip.end()
  await ended
  return Buffer.concat(chunks)
}

export default new SitemapCache()
