import vine from '@vinejs/vine'

/** A point on Earth, as the browser's geolocation gives it. */
export const coordinatesValidator = vine.create({
  latitude: vine.number().min(-90).max(90),
  longitude: vine.number().min(-180).max(180),
})
