import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { afterCreate, afterDelete, BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { DbAccessTokensProvider } from '@adonisjs/auth/access_tokens'
import type { Role } from '#rules/roles'
import { countTags, dropCounts } from '#services/cache/visitor_counts'
import { ACCESS_TOKEN_PREFIX, ACCESS_TOKEN_TABLE } from '#services/accounts/token_format'

const AuthFinder = withAuthFinder(() => hash.use('argon'), {
  uids: ['email'],
  passwordColumnName: 'password',
})

export default class User extends compose(BaseModel, AuthFinder) {
  static accessTokens = DbAccessTokensProvider.forModel(User, {
    expiresIn: '30 days',
    prefix: ACCESS_TOKEN_PREFIX,
    table: ACCESS_TOKEN_TABLE,
  })

  /**
   * The same tokens (one table, one type, verified by `accessTokens`), made
   * by their owner with a name, abilities and an expiry of their choice, or
   * none (issue 30): this provider has no default lifetime.
   */
  static personalTokens = DbAccessTokensProvider.forModel(User, {
    prefix: ACCESS_TOKEN_PREFIX,
    table: ACCESS_TOKEN_TABLE,
  })

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column()
  declare email: string

  @column()
  declare phone: string

  @column()
  declare countryCode: string

  @column({ serializeAs: null })
  declare password: string

  @column()
  declare role: Role

  @column()
  declare agentCode: string

  @column()
  declare referredById: number | null

  @belongsTo(() => User, { foreignKey: 'referredById' })
  declare referredBy: BelongsTo<typeof User>

  /** Cached balance; changes only together with a credit-ledger row. */
  @column()
  declare credits: number

  @column({ consume: (value) => Number(value) })
  declare walletBalancePaise: number

  @column()
  declare locale: string | null

  @column()
  declare homeLocationId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  /**
   * Raised by every event that must end the account's other sessions (sign out
   * everywhere, password change or reset, role change, deletion): a web session
   * signed in with an older generation opens nothing (live_user_providers.ts).
   */
  @column({ serializeAs: null, consume: (value) => Number(value) })
  declare sessionGeneration: number

  /** Soft delete by an admin (issue 16): the row stays for the money tables; sign-in refuses it. */
  @column.dateTime()
  declare deletedAt: DateTime | null

  /** Sign-in looks among live accounts only: a deleted user's password opens nothing. */
  // `this: any`: the mixin types findForAuth for any model class; this one is always User.
  static findForAuth(this: any, _uids: string[], value: string) {
    return (this as typeof User)
      .query()
      .where('email', value)
      .whereNull('deleted_at')
      .first() as Promise<any>
  }

  /** Home's customer figure is counted again once a new account commits. */
  @afterCreate()
  @afterDelete()
  static dropCachedCounts(user: User) {
    dropCounts([countTags.users], user.$trx)
  }
}
