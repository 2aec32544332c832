import type User from '#models/user'
import AccessTokens from '#services/accounts/access_tokens'
import type { TokenAbility } from '#rules/token_abilities'

/** A personal token of `user` with just these abilities, as a client holds it. */
export async function tokenWith(user: User, abilities: TokenAbility[], expiresInDays?: number) {
  const { token } = await new AccessTokens().create(user, {
    name: `test ${abilities.join('+')}`,
    abilities,
    expiresInDays,
  })
  return { id: Number(token.identifier), value: token.value!.release() }
}
