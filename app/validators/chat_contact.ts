import vine from '@vinejs/vine'

/**
 * POST /chat/properties/:id/contact and /chat/ventures/:id/site-visit: the
 * assistant's proposal to contact a listing's owner or book a venture's site
 * visit, sent only once the user confirmed it in the panel
 * (`confirmed` must be true; without it nothing is sent).
 */
export const chatContactValidator = vine.create({
  confirmed: vine.accepted(),
})
