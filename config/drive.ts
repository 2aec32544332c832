import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, services } from '@adonisjs/drive'
import { mediaUrl, publicObjectUrl } from '#services/media/media_keys'

/**
 * The local disk: files under `location`, at the addresses /media/<key> that
 * MediaController serves. Not drive's own file server (`serveFiles`), which
 * answered a path like /media/..%2f..%2fpackage.json with a 500 and a stack
 * trace (docs/security.md "Hostile input").
 */
function localDisk(location: string) {
  return {
    type: 'provider' as const,
    async resolver() {
      const { FSDriver } = await import('flydrive/drivers/fs')
      return () =>
        new FSDriver({
          location,
          visibility: 'public',
          urlBuilder: { generateURL: async (key: string) => mediaUrl(key) },
        })
    },
  }
}

/**
 * DRIVE_DISK=s3 needs a bucket and the https address the photos are read at:
 * without S3_PUBLIC_URL uploads would succeed and every listing using them be
 * refused (listings accept https images of known hosts only), so the app
 * refuses to start instead, saying what is missing.
 */
function checkS3Settings() {
  if (env.get('DRIVE_DISK', 'fs') !== 's3') return
  const missing = (['S3_BUCKET', 'S3_PUBLIC_URL'] as const).filter((name) => !env.get(name))
  if (missing.length)
    throw new Error(`DRIVE_DISK=s3 needs ${missing.join(' and ')} (docs/operations.md, S3)`)
  if (!env.get('S3_PUBLIC_URL')!.startsWith('https://'))
    throw new Error(
      'S3_PUBLIC_URL must be an https:// address: listings accept only https images (docs/operations.md, S3)'
    )
}
checkS3Settings()

/**
 * Uploaded listing images. Local disk (storage/media, served at /media) by
 * default; DRIVE_DISK=s3 stores them in any S3-compatible bucket (AWS, R2,
 * MinIO) and links to S3_PUBLIC_URL (a CDN or the bucket's public address;
 * flydrive's own `cdnUrl` would drop a path such as the bucket's in
 * `https://host/bucket`, so the address is built here).
 */
const driveConfig = defineConfig({
  default: env.get('DRIVE_DISK', 'fs'),
  services: {
    fs: localDisk(app.makePath(env.get('DRIVE_ROOT', 'storage/media'))),
    s3: services.s3({
      credentials: {
        accessKeyId: env.get('S3_ACCESS_KEY_ID', ''),
        secretAccessKey: env.get('S3_SECRET_ACCESS_KEY', ''),
      },
      region: env.get('S3_REGION', 'auto'),
      bucket: env.get('S3_BUCKET', ''),
      endpoint: env.get('S3_ENDPOINT'),
      forcePathStyle: Boolean(env.get('S3_ENDPOINT')),
      visibility: 'public',
      ...(env.get('S3_PUBLIC_URL')
        ? {
            urlBuilder: {
              generateURL: async (key: string) => publicObjectUrl(env.get('S3_PUBLIC_URL')!, key),
            },
          }
        : {}),
    }),
  },
})

export default driveConfig

/**
 * Hosts a listing's pasted image address may point to, all https: the S3
 * public address (our own storage) and IMAGE_URL_HOSTS. Anything else is
 * refused, so listings carry no tracking pixels and no mixed content.
 * Local uploads are the relative `/media/...` paths and need no host.
 */
export const imageUrlHosts: string[] = [
  ...(env.get('S3_PUBLIC_URL') ? [new URL(env.get('S3_PUBLIC_URL')!).host] : []),
  ...(env.get('IMAGE_URL_HOSTS') ?? '').split(','),
]
  .map((host) => host.trim().toLowerCase())
  .filter(Boolean)

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
