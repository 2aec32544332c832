import vine from '@vinejs/vine'
import { checkNewPassword } from '#rules/new_password_rule'

/** A password set through a reset link: 000 §5's rules, at least 8 characters, not a common one. */
export const newPasswordRule = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  const failure = checkNewPassword(value)
  if (failure) field.report(failure.key, failure.key.split('.').pop()!, field, failure.params)
})
