import vine from '@vinejs/vine'
import { emailField } from '#validators/rules/shared_rules'
import { newPasswordRule } from '#validators/rules/new_password_rule'

/** "Forgot password?": the e-mail of the account (000 §5's e-mail rule). */
export const forgotPasswordValidator = vine.create({
  email: emailField(),
})

/** The reset link's token and the new password (rules/new_password_rule.ts). */
export const resetPasswordValidator = vine.create({
  token: vine.string().trim().maxLength(64),
  password: vine.string().use(newPasswordRule()),
})
