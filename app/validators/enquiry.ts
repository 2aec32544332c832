import vine from '@vinejs/vine'
import { emailRule, nameRule, phoneRule } from '#validators/rules/shared_rules'

/** The contact card's enquiry form (issue 4): name, phone, optional e-mail, message. */
export const enquiryValidator = vine.create({
  name: vine.string().trim().use(nameRule()),
  country_code: vine
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  phone: vine.string().trim().use(phoneRule()),
  email: vine.string().trim().toLowerCase().use(emailRule()).optional(),
  message: vine.string().trim().minLength(10).maxLength(1000),
})
