import vine from '@vinejs/vine'
import { CONTACT_CHANNELS } from '#models/contact_reveal'

/** Which button asked for the owner's contact ('View phone number', Call, WhatsApp, Email). */
export const contactRevealValidator = vine.create({
  channel: vine.enum(CONTACT_CHANNELS).optional(),
})
