import vine from '@vinejs/vine'

/** Making a venture public or private again (issue 27; venture_visibility.ts). */
export const ventureVisibilityValidator = vine.create({
  is_public: vine.boolean(),
})
