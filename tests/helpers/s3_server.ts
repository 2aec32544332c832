import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import { S3Client } from '@aws-sdk/client-s3'
import { freePort } from '#tests/helpers/fresh_checkout'

/** s3rver's one account (its README): every signed request must be signed with it. */
export const S3RVER_KEY = 'S3RVER'

export type LocalS3 = Awaited<ReturnType<typeof startS3Server>>

/**
 * A local S3 server (s3rver) for the tests of issue 29: on a free port, its
 * objects in a temp folder, with one bucket. `env` is what the app needs to
 * use it (DRIVE_DISK=s3, path-style through S3_ENDPOINT); `stop()` closes the
 * server (the folder stays, so `start()` serves the same objects again) and
 * `remove()` stops it and deletes the folder.
 */
export async function startS3Server(bucket = 'dreamhomes-test') {
  const directory = await mkdtemp(join(tmpdir(), 'dreamhomes-s3-'))
  const port = Number(await freePort())
  const endpoint = `http://127.0.0.1:${port}`
  let server: S3rver | null = null
  async function start() {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      directory,
      silent: true,
      configureBuckets: [{ name: bucket }],
    })
    await server.run()
  }
  async function stop() {
    await server?.close()
    server = null
  }
  await start()
  return {
    bucket,
    endpoint,
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
