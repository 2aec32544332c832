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
