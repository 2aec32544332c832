import vine from '@vinejs/vine'
import { emailRule, nameRule, phoneRule } from '#validators/rules/shared_rules'

/**
 * 'Book Site Visit' on a unit and 'Contact Developer' (issue 14): a validated
 * name and phone like property enquiries; the message is optional here (a
 * site visit says what it is).
 */
export const ventureLeadValidator = vine.create({
  name: vine.string().trim().use(nameRule()),
  country_code: vine
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  phone: vine.string().trim().use(phoneRule()),
  email: vine.string().trim().toLowerCase().use(emailRule()).optional(),
  message: vine.string().trim().maxLength(1000).optional(),
  unit_id: vine.number().withoutDecimals().min(1).optional(),
})
