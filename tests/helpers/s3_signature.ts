import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

/** RFC 3986 encoding, as Signature Version 4 wants it. */
function encode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`
  )
}

const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest()

/**
 * Whether a presigned request (query-string Signature Version 4, as
 * getSignedUrl makes it) carries the signature its secret gives. s3rver 3.x
 * checks a presigned address's expiry but not its signature, so the tests'
 * S3 server checks it here first (tests/helpers/s3_server.ts).
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html
 */
export function presignedSignatureValid(
  request: IncomingMessage,
  url: URL,
  secretOf: (accessKeyId: string) => string | undefined
): boolean {
  const query = url.searchParams
  const provided = query.get('X-Amz-Signature') ?? ''
  const [accessKeyId, ...scope] = (query.get('X-Amz-Credential') ?? '').split('/')
  const secret = secretOf(accessKeyId)
  const amzDate = query.get('X-Amz-Date') ?? ''
  if (!secret || scope.length !== 4 || !/^[0-9a-f]{64}$/.test(provided)) return false

  const canonicalQuery = [...query]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [encode(name), encode(value)])
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&')
  const signedHeaders = (query.get('X-Amz-SignedHeaders') ?? '').split(';')
  const canonicalHeaders = signedHeaders
    .map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`)
    .join('')
  const canonicalUri = url.pathname
    .split('/')
    .map((segment) => encode(decodeURIComponent(segment)))
    .join('/')
  const canonicalRequest = [
    request.method,
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders.join(';'),
    'UNSIGNED-PAYLOAD',
  ].join('\n')
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    scope.join('/'),
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n')
  const [day, region, service, terminator] = scope
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), terminator)
  const expected = hmac(key, stringToSign)
  return timingSafeEqual(expected, Buffer.from(provided, 'hex'))
}
