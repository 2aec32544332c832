import vine from '@vinejs/vine'
import { CONTACT_CHANNELS } from '#models/contact_reveal'

/** Which button asked for the owner's contact ('View phone number', Call, WhatsApp, Email). */
export const contactRevealValidator = vine.create({
  channel: vine.enum(CONTACT_CHANNELS).optional(),
})

/** The same for a venture's developer; `unit_id` when a unit's modal asked ('Call'). */
export const developerContactRevealValidator = vine.create({
  channel: vine.enum(CONTACT_CHANNELS).optional(),
  unit_id: vine.number().withoutDecimals().min(1).optional(),
})
