import vine from '@vinejs/vine'
import { contactPersonFields } from '#validators/rules/shared_rules'

/** The contact card's enquiry form (issue 4): name, phone, optional e-mail, message. */
export const enquiryValidator = vine.create({
  ...contactPersonFields(),
  message: vine.string().trim().minLength(10).maxLength(1000),
})
