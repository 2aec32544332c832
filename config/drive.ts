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
