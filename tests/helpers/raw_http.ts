import { request as httpRequest, type ClientRequest, type IncomingHttpHeaders } from 'node:http'

/** What a raw request got back: the status, the headers and the body's bytes as sent. */
export type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/**
 * A request to the test server through node:http itself: the path exactly as
 * written (no client that resolves `..` or re-encodes it), no compression
 * asked for or undone, no Content-Length added. `send` writes the body and
 * ends the request; by default there is none.
 */
export function rawRequest(
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
  send: (req: ClientRequest) => void = (req) => req.end()
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: process.env.HOST,
        port: process.env.PORT,
        path,
        method: options.method ?? 'GET',
        headers: options.headers,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) })
        )
        res.on('error', reject)
      }
    )
    req.on('error', reject)
    send(req)
  })
}

/** A raw POST's JSON answer, or null when the body is empty. */
export function jsonOf(response: RawResponse): { status: number; body: any } {
  const text = response.body.toString('utf8')
  return { status: response.status, body: text ? JSON.parse(text) : null }
}
