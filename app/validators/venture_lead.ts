import vine from '@vinejs/vine'
import { contactPersonFields } from '#validators/rules/shared_rules'

/**
 * 'Book Site Visit' on a unit and 'Contact Developer' (issue 14): a validated
 * name and phone like property enquiries; the message is optional here (a
 * site visit says what it is).
 */
export const ventureLeadValidator = vine.create({
  ...contactPersonFields(),
  message: vine.string().trim().maxLength(1000).optional(),
  unit_id: vine.number().withoutDecimals().min(1).optional(),
})
