import vine from '@vinejs/vine'

/** POST /api/favorites: the listing to save. */
export const favoriteValidator = vine.create({
  property_id: vine.number().withoutDecimals().min(1),
})
