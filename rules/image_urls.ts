/**
 * Uploaded listing images are stored in a few widths (server:
 * app/services/media/listing_images.ts) under `images/<uuid>/<width>.webp`;
 * an image's address is its widest copy. Other addresses (pasted URLs) have
 * no srcset.
 */
export const IMAGE_WIDTHS = [320, 640, 1280] as const

const STORED = /^(.*\/images\/[0-9a-f-]{36}\/)(\d+)\.webp$/

/** The srcset of one of our uploads, or undefined for any other address. */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  const match = url ? STORED.exec(url) : null
  if (!match) return undefined
  return IMAGE_WIDTHS.map((width) => `${match[1]}${width}.webp ${width}w`).join(', ')
}
