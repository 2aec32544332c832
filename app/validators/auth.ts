import vine from '@vinejs/vine'
import hash from '@adonisjs/core/services/hash'
import {
  emailField,
  passwordRule,
  personNameField,
  phoneCountryField,
  phoneField,
} from '#validators/rules/shared_rules'
import { emptyAsMissing } from '#validators/rules/spec_shapes'
import { ROLES } from '#rules/roles'

/**
 * Registration (000 §5). The role is never read from the client: every new
 * account is a customer until an admin changes it.
 */
export const registerValidator = vine.create({
  name: personNameField(),
  email: emailField().unique({ table: 'users', column: 'email' }),
  country_code: phoneCountryField(),
  phone: phoneField(),
  password: vine.string().use(passwordRule()),
  /** The referral code (000 §7 sends the field always; blank or null when there is none). */
  referred_by: vine
    .string()
    .parse(emptyAsMissing)
    .trim()
    .toUpperCase()
    .exists({ table: 'users', column: 'agent_code' })
    .optional(),
})

export const loginValidator = vine.create({
  email: emailField(),
  password: vine.string(),
})

/**
 * `node ace user:create`: the same rules as registration, but the operator
 * chooses the role and the phone may be left out.
 */
export const createUserValidator = vine.create({
  name: personNameField(),
  email: emailField().unique({ table: 'users', column: 'email' }),
  country_code: phoneCountryField(),
  phone: phoneField().optional(),
  password: vine.string().use(passwordRule()),
  role: vine.enum(ROLES),
})

/** The signed-in user's stored password hash must match the `current_password` given. */
const currentPasswordRule = vine.createRule(async (value, _options, field) => {
  if (typeof value !== 'string') return
  if (!(await hash.use('argon').verify(field.meta.passwordHash, value))) {
    field.report('validator.shared.messages.current_password.mismatch', 'mismatch', field)
  }
})

/**
 * Changing the password of a signed-in account: the current password, then
 * a new one under the registration rules of 000 §5 (same messages).
 */
export const changePasswordValidator = vine.withMetaData<{ passwordHash: string }>().create({
  current_password: vine.string().use(currentPasswordRule()),
  password: vine.string().use(passwordRule()),
})
