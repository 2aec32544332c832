import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import S3rver from 's3rver'
import { S3Client } from '@aws-sdk/client-s3'
import { freePort } from '#tests/helpers/fresh_checkout'
import { presignedSignatureValid } from '#tests/helpers/s3_signature'

/** s3rver's one account (its README): every signed request must be signed with it. */
export const S3RVER_KEY = 'S3RVER'

export type LocalS3 = Awaited<ReturnType<typeof startS3Server>>

/**
 * A local S3 server (s3rver) for the tests of issue 29: on a free port, its
 * objects in a temp folder, with one bucket. In front of it, the check
 * s3rver 3.x lacks: a presigned address's signature (it checks only the expiry). `env` is what the app needs to
 * use it (DRIVE_DISK=s3, path-style through S3_ENDPOINT); `stop()` closes the
 * server (the folder stays, so `start()` serves the same objects again) and
 * `remove()` stops it and deletes the folder.
 */
export async function startS3Server(bucket = 'dreamhomes-test', otherBuckets: string[] = []) {
  const directory = await mkdtemp(join(tmpdir(), 'dreamhomes-s3-'))
  const port = Number(await freePort())
  const endpoint = `http://127.0.0.1:${port}`
  let server: Server | null = null
  /** The canned ACL (x-amz-acl) each object (`bucket/key`) was last written with: s3rver takes it but keeps none. */
  const acls = new Map<string, string | undefined>()
  async function start() {
    const s3rver = new S3rver({
      directory,
      silent: true,
      configureBuckets: [bucket, ...otherBuckets].map((name) => ({ name })),
    })
    await s3rver.configureBuckets()
    const handle = s3rver.callback()
    server = createServer((request, response) => {
      const url = new URL(request.url!, endpoint)
      const path = decodeURIComponent(url.pathname)
      if (request.method === 'PUT')
        acls.set(path.slice(1), request.headers['x-amz-acl'] as string | undefined)
      if (
        url.searchParams.has('X-Amz-Algorithm') &&
        !presignedSignatureValid(request, url, (id) => (id === S3RVER_KEY ? S3RVER_KEY : undefined))
      ) {
        response.writeHead(403, { 'content-type': 'application/xml' })
        response.end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>SignatureDoesNotMatch</Code><Message>The request signature we calculated does not match the signature you provided.</Message></Error>'
        )
        return
      }
      handle(request, response)
    })
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject).listen(port, '127.0.0.1', () => resolve())
    })
  }
  async function stop() {
    if (!server) return
    const closing = server
    server = null
    closing.closeAllConnections()
    await new Promise((resolve) => closing.close(resolve))
  }
  await start()
  return {
    bucket,
    endpoint,
    /** The canned ACL a key of the bucket (or of `inBucket`) was written with. */
    aclOf: (key: string, inBucket = bucket) => acls.get(`${inBucket}/${key}`),
    directory,
    start,
    stop,
    async remove() {
      await stop()
      await rm(directory, { recursive: true, force: true })
    },
    /** An S3 client of the test itself (to look in the bucket behind the app's back). */
    client: () =>
      new S3Client({
        region: 'us-east-1',
        endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
      }),
    env(publicUrl: string): Record<string, string> {
      return {
        DRIVE_DISK: 's3',
        S3_BUCKET: bucket,
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: S3RVER_KEY,
        S3_SECRET_ACCESS_KEY: S3RVER_KEY,
        S3_PUBLIC_URL: publicUrl,
      }
    },
  }
}
