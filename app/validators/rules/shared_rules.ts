import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { checkEmail, checkName, checkPassword, type RuleFailure } from '#rules/account_rules'
import { checkPhone, DEFAULT_PHONE_COUNTRY } from '#rules/phone'

/**
 * Reports a failure of one of the shared (browser and server) account rules.
 * The rule name is the last part of the key, so the i18n messages provider
 * finds `validator.shared.messages.<field>.<rule>`.
 */
function report(field: FieldContext, failure: RuleFailure) {
  const rule = failure.key.split('.').pop()!
  field.report(failure.key, rule, field, failure.params)
}

function sharedRule(check: (value: string) => RuleFailure | null) {
  return vine.createRule((value, _options, field) => {
    if (typeof value !== 'string') return
    const failure = check(value)
    if (failure) report(field, failure)
  })
}

export const emailRule = sharedRule(checkEmail)
export const nameRule = sharedRule(checkName)
export const passwordRule = sharedRule(checkPassword)

/**
 * Checks the phone against its country (the sibling `country_code` field,
 * India by default) and replaces it with the country's formatted number.
 */
export const phoneRule = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  const given = field.parent?.country_code
  const country =
    typeof given === 'string' && given.trim() ? given.trim().toUpperCase() : DEFAULT_PHONE_COUNTRY
  const result = checkPhone(value, country)
  if (!result.ok) return report(field, result)
  field.mutate(result.formatted, field)
})

/** A person's name (the shared name rule). */
export const personNameField = () => vine.string().trim().use(nameRule())

/** An e-mail address, lower-cased (the shared e-mail rule). */
export const emailField = () => vine.string().trim().toLowerCase().use(emailRule())

/** A phone number checked against its `country_code` sibling. */
export const phoneField = () => vine.string().trim().use(phoneRule())

/** The phone's country (ISO 3166 alpha-2); India when absent. Unknown codes get the 7-15 digit rule. */
export const phoneCountryField = () =>
  vine
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/)
    .optional()

/** Who a visitor is when they write to an owner or a builder: name, phone (with its country), e-mail if given. */
export const contactPersonFields = () => ({
  name: personNameField(),
  country_code: phoneCountryField(),
  phone: phoneField(),
  email: emailField().optional(),
})
