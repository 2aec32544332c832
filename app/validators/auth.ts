import vine from '@vinejs/vine'
import hash from '@adonisjs/core/services/hash'
import { emailRule, nameRule, passwordRule, phoneRule } from '#validators/rules/shared_rules'
import { ROLES } from '#rules/roles'

const email = () => vine.string().trim().toLowerCase().use(emailRule())

/**
 * Registration (000 §5). The role is never read from the client: every new
 * account is a customer until an admin changes it.
 */
export const registerValidator = vine.create({
  name: vine.string().trim().use(nameRule()),
  email: email().unique({ table: 'users', column: 'email' }),
  /** The phone's country (ISO 3166 alpha-2); India when absent. Unknown codes get the 7-15 digit rule. */
  country_code: vine
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  phone: vine.string().trim().use(phoneRule()),
  password: vine.string().use(passwordRule()),
  referred_by: vine
    .string()
    .trim()
    .toUpperCase()
    .exists({ table: 'users', column: 'agent_code' })
    .optional(),
})

export const loginValidator = vine.create({
  email: email(),
  password: vine.string(),
})

/**
 * `node ace user:create`: the same rules as registration, but the operator
 * chooses the role and the phone may be left out.
 */
export const createUserValidator = vine.create({
  name: vine.string().trim().use(nameRule()),
  email: email().unique({ table: 'users', column: 'email' }),
  country_code: vine
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  phone: vine.string().trim().use(phoneRule()).optional(),
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
