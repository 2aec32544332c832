import { DomainError } from '#exceptions/domain_error'
import type { TokenAbility } from '#rules/token_abilities'

/**
 * The token a request came with cannot do what the route needs (issue 30):
 * 403 `{detail}` naming the ability.
 */
export class MissingAbilityError extends DomainError {
  static status = 403

  constructor(ability: TokenAbility) {
    super('errors.token_lacks_ability', { values: { ability } })
  }
}

/** A new token may not carry an ability its owner's role (or the token asking) does not hold. */
export class AbilityNotGrantableError extends DomainError {
  static status = 403

  constructor(ability: TokenAbility) {
    super('errors.token_ability_not_grantable', { values: { ability }, field: 'abilities' })
  }
}

/**
 * A real token whose expiry has passed: 401 like any refused token, but
 * saying why, so a client can tell "sign in again" from "wrong token".
 */
export class TokenExpiredError extends DomainError {
  static status = 401

  constructor() {
    super('errors.token_expired')
  }
}
